//! `solve --batch --jobs N`: the boards are solved in parallel and printed
//! in input order, so the output is byte for byte that of one worker
//! (jsonl's `elapsed_ms`, a measured time, left out).

use crate::common;

/// Thirty 3x3 boards (a random walk of the solved board, so some are far,
/// some near), a bad line, an unsolvable board and a comment, in a fixed
/// order.
fn boards() -> String {
    let mut text = String::from("# generated\n");
    let mut board: Vec<u8> = vec![1, 2, 3, 4, 5, 6, 7, 8, 0];
    let mut state = 7u64;
    for i in 0..30 {
        for _ in 0..(i * 3) {
            state = state
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            let blank = board.iter().position(|&t| t == 0).unwrap();
            let (r, c) = (blank / 3, blank % 3);
            let mut next = vec![];
            if r > 0 {
                next.push(blank - 3);
            }
            if r < 2 {
                next.push(blank + 3);
            }
            if c > 0 {
                next.push(blank - 1);
            }
            if c < 2 {
                next.push(blank + 1);
            }
            let to = next[(state >> 33) as usize % next.len()];
            board.swap(blank, to);
        }
        let line: Vec<String> = board.iter().map(|t| t.to_string()).collect();
        text.push_str(&line.join(" "));
        text.push('\n');
        if i == 10 {
            text.push_str("1 2 3/4 x\n2 1 3/4 5 6/7 8 0\n");
        }
    }
    text
}

fn without_times(jsonl: &str) -> String {
    jsonl
        .lines()
        .map(|l| {
            let mut v: serde_json::Value = serde_json::from_str(l).expect("one object a line");
            if let Some(o) = v.as_object_mut() {
                o.remove("elapsed_ms");
            }
            v.to_string()
        })
        .collect::<Vec<_>>()
        .join("\n")
}

#[test]
fn parallel_batches_print_what_one_worker_prints() {
    let input = boards();
    for algo in [&["--algo", "idastar"][..], &["--algo", "bfs"], &[]] {
        let run = |jobs: &str, format: &str| {
            let mut args = vec!["solve", "--batch", "-", "--jobs", jobs, "--format", format];
            args.extend_from_slice(algo);
            common::run_with_input(&args, input.as_bytes())
        };
        let one = run("1", "text");
        assert_eq!(one.code, 2, "a bad line: exit 2\n{}", one.stderr);
        assert_eq!(one.stdout.lines().count(), 33, "{}", one.stdout);
        for jobs in ["2", "4"] {
            let many = run(jobs, "text");
            assert_eq!(many.stdout, one.stdout, "--jobs {jobs} {algo:?}");
            assert_eq!(many.stderr, one.stderr, "--jobs {jobs} {algo:?}");
            assert_eq!(many.code, one.code);
        }
        let one = run("1", "jsonl");
        let four = run("4", "jsonl");
        assert_eq!(without_times(&four.stdout), without_times(&one.stdout));
        assert_eq!(four.stderr, one.stderr);
        assert_eq!(four.code, one.code);
    }
}

#[test]
fn jobs_is_at_least_one() {
    let r = common::run_with_input(
        &["solve", "--batch", "-", "--jobs", "0"],
        b"1 2 3/4 5 6/7 0 8\n",
    );
    assert_eq!(r.code, 2, "{}", r.stderr);
    assert!(r.stderr.contains("--jobs"), "{}", r.stderr);
}
