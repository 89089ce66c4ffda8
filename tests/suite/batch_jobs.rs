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

fn scratch(name: &str) -> std::path::PathBuf {
    let d = std::path::Path::new(env!("CARGO_TARGET_TMPDIR"))
        .join(format!("batch-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&d);
    std::fs::create_dir_all(&d).unwrap();
    d
}

/// Standard output and standard error into one file (`2>&1`): each line
/// on standard error comes after the output written before it, as on a
/// terminal, not ahead of the block standard output still held.
#[test]
fn what_goes_to_standard_error_comes_after_the_lines_before_it() {
    let dir = scratch("order");
    let boards = dir.join("boards.txt");
    std::fs::write(&boards, "1 2 3/4 0 6/7 5 8\n1 2 3/4 x\n8 7 6/5 4 3/2 1 0\n").unwrap();
    let both = dir.join("both.txt");
    let file = std::fs::File::create(&both).unwrap();
    let status = std::process::Command::new(common::bin())
        .args(["solve", "--batch", boards.to_str().unwrap()])
        .env("NO_COLOR", "1")
        .stdout(file.try_clone().unwrap())
        .stderr(file)
        .status()
        .unwrap();
    assert_eq!(status.code(), Some(2));
    let text = std::fs::read_to_string(&both).unwrap();
    let starts: Vec<&str> = text
        .lines()
        .map(|l| l.split(':').next().unwrap_or(""))
        .collect();
    assert_eq!(
        starts,
        [
            "line 1", "line 2", "line 2", "line 3", "3 boards", "npuzzle"
        ],
        "{text}"
    );
    // The bad line's message (standard error) comes before its line in
    // the output (standard output), both after line 1.
    assert!(
        text.lines().nth(1).unwrap().starts_with("line 2: `x`"),
        "{text}"
    );
    assert!(
        text.lines().nth(2).unwrap().starts_with("line 2: bad line"),
        "{text}"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

/// A long batch written to a file shows each board's line as soon as it
/// is solved (`tail -f` follows it), not a block of 8 KiB at a time.
#[test]
fn a_batch_written_to_a_file_grows_line_by_line() {
    let dir = scratch("follow");
    let boards = dir.join("boards.txt");
    std::fs::write(
        &boards,
        "15 14 13 12/11 10 9 8/7 6 5 4/3 1 2 0\n".repeat(300),
    )
    .unwrap();
    let out = dir.join("out.txt");
    let mut child = std::process::Command::new(common::bin())
        .args(["solve", "--batch", boards.to_str().unwrap()])
        .args(["--algo", "bfs", "--max-nodes", "200000", "--jobs", "1"])
        .env("NO_COLOR", "1")
        .stdout(std::fs::File::create(&out).unwrap())
        .stderr(std::process::Stdio::null())
        .spawn()
        .unwrap();
    let start = std::time::Instant::now();
    let seen = loop {
        let lines = std::fs::read_to_string(&out)
            .unwrap_or_default()
            .lines()
            .count();
        if lines > 0 {
            break lines;
        }
        assert!(
            child.try_wait().unwrap().is_none(),
            "the batch ended before a line was seen"
        );
        assert!(
            start.elapsed() < std::time::Duration::from_secs(60),
            "no line in 60 s"
        );
        std::thread::sleep(std::time::Duration::from_millis(5));
    };
    let running = child.try_wait().unwrap().is_none();
    let _ = child.kill();
    let _ = child.wait();
    assert!(running, "the batch ended before its first line was seen");
    // One board's line is about 100 bytes: a block of 8 KiB is about 80.
    assert!(seen < 20, "{seen} lines at once");
    let _ = std::fs::remove_dir_all(&dir);
}

/// The peak resident memory (VmHWM, KiB) of `solve --batch` on `lines`
/// copies of a one-move board, sampled from /proc until the run ends;
/// every line must be printed.
#[cfg(target_os = "linux")]
fn peak_kib(dir: &std::path::Path, lines: usize) -> u64 {
    let file = dir.join(format!("{lines}.txt"));
    std::fs::write(&file, "1 2 3/4 5 6/7 0 8  # one move\n".repeat(lines)).unwrap();
    let mut child = std::process::Command::new(common::bin())
        .args(["solve", "--batch", file.to_str().unwrap(), "--jobs", "2"])
        .args(["--format", "jsonl"])
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::null())
        .spawn()
        .unwrap();
    let stdout = child.stdout.take().unwrap();
    let counter = std::thread::spawn(move || {
        use std::io::BufRead;
        std::io::BufReader::new(stdout).lines().count()
    });
    let status = format!("/proc/{}/status", child.id());
    let mut peak = 0;
    while child.try_wait().unwrap().is_none() {
        let hwm = std::fs::read_to_string(&status)
            .unwrap_or_default()
            .lines()
            .find_map(|l| l.strip_prefix("VmHWM:"))
            .and_then(|v| v.trim().trim_end_matches("kB").trim().parse().ok())
            .unwrap_or(0);
        peak = peak.max(hwm);
        std::thread::sleep(std::time::Duration::from_millis(2));
    }
    assert_eq!(counter.join().unwrap(), lines, "every board has its line");
    assert!(peak > 0, "no memory sampled");
    peak
}

/// A batch is read as it is solved: the memory does not grow with the
/// number of lines (it grew by about 0.86 KB a line, 130 MB more for
/// 160,000 lines than for 10,000).
#[cfg(target_os = "linux")]
#[test]
fn a_batch_of_many_lines_keeps_its_memory_flat() {
    let dir = scratch("memory");
    let small = peak_kib(&dir, 10_000);
    let large = peak_kib(&dir, 160_000);
    assert!(
        large < small + 16 * 1024,
        "peak memory {small} KiB for 10,000 lines, {large} KiB for 160,000"
    );
}

/// A bad line of any length is read past without being kept, and the
/// lines after it are solved; a line that is not UTF-8 is a bad line too.
#[test]
fn an_overlong_or_non_utf8_line_is_a_bad_line() {
    let mut input = b"1 2 3/4 5 6/7 0 8\n".to_vec();
    input.extend(std::iter::repeat_n(b'7', 200_000));
    input.extend(b"\n1 2 3/4 5 6/0 7 8\n1 2 \xff/4 5 6/7 0 8\n1 2 3/4 5 6/7 0 8\r\n");
    let run = common::run_with_input(&["solve", "--batch", "-"], &input);
    assert_eq!(run.code, 2, "{}", run.stderr);
    let out: Vec<&str> = run.stdout.lines().collect();
    assert_eq!(out.len(), 6, "{}", run.stdout);
    assert!(
        out[0].starts_with("line 1: 1 2 3/4 5 6/7 0 8: 1 move"),
        "{}",
        out[0]
    );
    assert_eq!(out[1], "line 2: bad line: longer than 64 KiB: not a board");
    assert!(
        out[2].starts_with("line 3: 1 2 3/4 5 6/0 7 8: 2 moves"),
        "{}",
        out[2]
    );
    assert_eq!(
        out[3],
        "line 4: bad line: not UTF-8 text (the first bad byte is byte 5 of the line)"
    );
    assert!(
        out[4].starts_with("line 5: 1 2 3/4 5 6/7 0 8: 1 move"),
        "{}",
        out[4]
    );
    assert_eq!(
        out[5],
        "5 boards: 3 solved, 0 unsolvable or not solved, 2 bad lines."
    );
    assert!(
        run.stderr.ends_with(
            "npuzzle: --batch: 2 bad lines (the first: line 2); the other boards were solved\n"
        ),
        "{}",
        run.stderr
    );
}
