//! Every command a student or an instructor runs, in Vietnamese, Chinese
//! and Burmese: the walkthroughs, the searches and their stop notes, the
//! reductions, `random`, `heuristics check`, `lesson list/check/grade`, and
//! the errors (a bad board, a file that is not there, clap's usage errors,
//! a bad number, a lesson that does not exist). No English word may stand
//! outside parentheses, backquotes or quotes, where the tool puts the
//! English term beside its translation and the user's own words.

use crate::common;
use common::english::english_outside_parentheses;

#[test]
fn the_check_for_english_finds_english() {
    assert_eq!(
        english_outside_parentheses("không mở được: permission denied (FIFO) `x y z`", "vi"),
        ["permission", "denied"]
    );
    assert!(english_outside_parentheses("theo chiều rộng, khi nghịch thế", "vi").is_empty());
    assert_eq!(
        english_outside_parentheses("无法打开：cannot open（see）'abc'", "zh"),
        ["cannot", "open"]
    );
}

#[test]
fn every_command_speaks_the_users_language() {
    let dir = common::scratch("every-command-lang");
    std::fs::write(
        dir.join("a.txt"),
        "# name: An\n# id: s001\n5\n12452\nRUULDRDR\n",
    )
    .unwrap();
    std::fs::write(dir.join("b.txt"), "# name: Bình\n4\n\n2. 7\n2. 8\n9. 1\n").unwrap();
    let answers = dir.to_str().unwrap();
    // Not among the answers files.
    let boards = common::scratch("every-command-lang-boards").join("boards.txt");
    std::fs::write(&boards, "7 2 4/5 0 6/8 3 1\n1 2\n1 2 3/4 5 6/8 7 0\n").unwrap();
    let boards = boards.to_str().unwrap();
    let missing = dir.join("missing.txt");
    let missing_at = format!("@{}", missing.display());
    let cases: Vec<Vec<&str>> = vec![
        vec!["explain", "7 2 4/5 0 6/8 3 1"],
        vec!["explain", "8 7 6/5 4 3/2 1 0", "--max-nodes", "10"],
        vec!["explain", "1 2 3/4 5 6/8 7 0"],
        vec!["inversions", "7 2 4/5 0 6/8 3 1"],
        vec!["solvable", "1 2 3 4/5 6 7 8/9 10 11 12/13 15 14 0"],
        vec!["trace", "7 2 4/5 0 6/8 3 1", "ULDR"],
        vec!["reduce", "7 2 4/5 0 6/8 3 1"],
        vec!["connect", "7 2 4/5 0 6/8 3 1", "1 2 3/4 5 6/7 8 0"],
        vec!["verify", "--size", "2x3"],
        vec!["solve", "1 2 3/4 5 6/8 7 0"],
        vec!["solve", "7 2 4/5 0 6/8 3 1"],
        vec!["solve", "7 2 4/5 0 6/8 3 1", "--algo", "bfs"],
        vec!["solve", "7 2 4/5 0 6/8 3 1", "--algo", "idastar"],
        vec!["solve", "7 2 4/5 0 6/8 3 1", "--algo", "bidir"],
        vec!["solve", "7 2 4/5 0 6/8 3 1", "--algo", "greedy"],
        vec!["solve", "8 7 6/5 4 3/2 1 0", "--max-nodes", "100"],
        vec!["compare", "7 2 4/5 0 6/8 3 1"],
        vec!["tree", "1 2 3/4 5 6/7 0 8"],
        vec!["random", "--size", "3x3", "--seed", "1"],
        vec!["random", "--size", "3x3", "--seed", "1", "--distance", "5"],
        vec!["heuristics", "check", "--size", "3x3", "--sample", "20"],
        vec!["lesson", "list"],
        vec!["lesson", "check", "01"],
        vec!["lesson", "grade", "07", answers],
        // Errors: a board, a file, clap's, a number, a lesson.
        vec!["inversions", "1 2 3/4 5"],
        vec!["inversions", &missing_at],
        vec!["solve", "--bogus-flag", "x"],
        vec!["solv"],
        vec!["random", "3x3"],
        vec!["lesson", "check"],
        vec!["solve", "--max-nodes", "0", "1 2 3/4 5 6/7 0 8"],
        vec!["solve", "--goal", "snial", "1 2 3/4 5 6/7 0 8"],
        vec!["lesson", "run", "99"],
        vec!["lesson", "grade", "07", answers, "--bom"],
        vec!["solve", "--batch", boards],
        vec!["inversions", "7 2 4/5 0 6/8 3 1", "--claim", "1,x"],
        vec!["compare", "7 2 4/5 0 6/8 3 1", "--algos", "bfs,bfs"],
        vec!["tree", "1 2 3/4 5 6/7 0 8", "--max-nodes-drawn", "0"],
        vec!["trace", "7 2 4/5 0 6/8 3 1", ""],
        vec![
            "random",
            "--size",
            "3x3",
            "--goal",
            "1 2 3 4/5 6 7 8/9 10 11 12/13 14 15 0",
        ],
        // The commands' own checks of what they were given.
        vec!["connect", "1 2 3/4 5 6/7 8 0", "1 2/3 0"],
        vec!["verify", "--size", "4x4"],
        vec!["verify", "--size", "5x5"],
        vec!["verify", "--size", "1x5"],
        vec![
            "solve",
            "1 2 3/4 0 6/7 5 8",
            "--algo",
            "bfs",
            "--heuristic",
            "manhattan",
        ],
        vec![
            "solve",
            "1 2 3/4 0 6/7 5 8",
            "--algo",
            "ordered",
            "--heuristic",
            "manhattan",
        ],
        vec![
            "solve",
            "1 2 3/4 0 6/7 5 8",
            "--heuristic",
            "pdb",
            "--algo",
            "astar",
        ],
        vec![
            "solve",
            "1 2 3/4 0 6/7 5 8",
            "--heuristic",
            "pdb",
            "--tree-search",
        ],
        vec![
            "compare",
            "1 2 3/4 0 6/7 5 8",
            "--algos",
            "bfs,ordered,astar",
            "--step",
        ],
        vec!["experiment", "cost-table", "--max-depth", "5"],
    ];
    let mut report = Vec::new();
    for lang in ["vi", "zh", "my"] {
        for args in &cases {
            let mut all = vec!["--lang", lang];
            all.extend_from_slice(args);
            let run = common::run(&all);
            assert!(
                run.code <= 2 && !run.stderr.contains("panicked"),
                "{all:?}: {}",
                run.stderr
            );
            let english = [
                english_outside_parentheses(&run.stdout, lang),
                english_outside_parentheses(&run.stderr, lang),
            ]
            .concat();
            if !english.is_empty() {
                report.push(format!(
                    "{all:?}: {english:?}\n{}{}",
                    run.stdout, run.stderr
                ));
            }
        }
    }
    assert!(report.is_empty(), "English left:\n{}", report.join("\n"));
}

/// A batch's JSON lines are English in every language, a bad line's error
/// too; only the text lines are translated.
#[test]
fn a_batch_speaks_the_language_in_text_and_english_in_json() {
    let dir = common::scratch("every-command-lang-batch");
    let boards = dir.join("boards.txt");
    std::fs::write(&boards, "7 2 4/5 0 6/8 3 1\n1 2\n1 2 3/4 5 6/8 7 0\n").unwrap();
    let boards = boards.to_str().unwrap();
    let json = |lang: &str| {
        common::run(&[
            "--lang", lang, "solve", "--batch", boards, "--format", "jsonl",
        ])
        .stdout
        .lines()
        .map(|l| {
            let mut v: serde_json::Value = serde_json::from_str(l).unwrap();
            v.as_object_mut().unwrap().remove("elapsed_ms");
            v
        })
        .collect::<Vec<_>>()
    };
    let en = json("en");
    assert_eq!(en.len(), 3);
    assert!(
        en[1]["error"].as_str().unwrap().contains("square board"),
        "{en:?}"
    );
    for lang in ["vi", "zh", "my"] {
        assert_eq!(json(lang), en, "{lang}");
    }
    let text = common::run(&["--lang", "vi", "solve", "--batch", boards]);
    assert_eq!(text.code, 2, "{}", text.stderr);
    assert!(
        text.stdout.contains("dòng 2: dòng hỏng: 2 ô"),
        "{}",
        text.stdout
    );
    assert!(text.stdout.contains("3 bảng: 1 đã giải"), "{}", text.stdout);
}

/// Data formats are the same in every language once the fields measured
/// on this machine (times) are left out: the JSON, JSON lines and SVG of
/// the commands the board and search tests do not already compare (a
/// renderer takes its language from the palette, and a data format's
/// palette is English).
#[test]
fn every_data_format_is_the_same_in_every_language() {
    let cases: &[&[&str]] = &[
        &["reduce", "7 2 4/5 0 6/8 3 1", "--json"],
        &[
            "connect",
            "7 2 4/5 0 6/8 3 1",
            "1 2 3/4 5 6/7 8 0",
            "--json",
        ],
        &[
            "connect",
            "1 2 3/4 5 6/7 8 0",
            "1 2 3/4 5 6/8 7 0",
            "--json",
        ],
        &["verify", "--size", "2x3", "--json"],
        &["verify", "--size", "3x3", "--format", "svg"],
        &[
            "random", "--size", "3x3", "--seed", "7", "--count", "3", "--json",
        ],
        &[
            "random",
            "--size",
            "3x3",
            "--seed",
            "7",
            "--distance",
            "6",
            "--json",
        ],
        &["solve", "7 2 4/5 0 6/8 3 1", "--json"],
        &["solve", "8 7 6/5 4 3/2 1 0", "--max-nodes", "50", "--json"],
        &["solve", "7 2 4/5 0 6/8 3 1", "--step", "--format", "jsonl"],
        &[
            "explain",
            "8 7 6/5 4 3/2 1 0",
            "--max-nodes",
            "10",
            "--json",
        ],
        &[
            "experiment",
            "heuristics",
            "--size",
            "3x3",
            "--count",
            "3",
            "--seed",
            "1",
            "--time-limit",
            "60",
            "--no-timing",
            "--json",
        ],
        &["experiment", "cost-table", "--max-depth", "4", "--json"],
        &["lesson", "run", "01", "--format", "json"],
        &["lesson", "check", "03", "--json"],
    ];
    fn strip(v: &mut serde_json::Value) {
        match v {
            serde_json::Value::Object(m) => {
                m.retain(|k, _| {
                    !["elapsed", "seconds", "_ms", "per_second"]
                        .iter()
                        .any(|x| k.contains(x))
                });
                m.values_mut().for_each(strip);
            }
            serde_json::Value::Array(a) => a.iter_mut().for_each(strip),
            _ => {}
        }
    }
    // One JSON document, JSON lines, or (SVG) the text itself.
    let data = |out: &str| -> Vec<String> {
        let parsed: Vec<serde_json::Value> = match serde_json::from_str(out) {
            Ok(v) => vec![v],
            Err(_) if out.trim_start().starts_with('{') => out
                .lines()
                .map(|l| serde_json::from_str(l).unwrap_or_else(|e| panic!("{e}: {l}")))
                .collect(),
            Err(_) => return vec![out.to_string()],
        };
        parsed
            .into_iter()
            .map(|mut v| {
                strip(&mut v);
                v.to_string()
            })
            .collect()
    };
    for args in cases {
        let with = |lang: &str| {
            let mut all = vec!["--lang", lang];
            all.extend_from_slice(args);
            common::run(&all)
        };
        let english = with("en");
        assert!(
            matches!(english.code, 0 | 1),
            "{args:?}: {}",
            english.stderr
        );
        let en = data(&english.stdout);
        assert!(!en.is_empty() && !en[0].is_empty(), "{args:?}: no output");
        for lang in ["vi", "zh", "my"] {
            let other = with(lang);
            assert_eq!(other.code, english.code, "{lang} {args:?}");
            assert_eq!(data(&other.stdout), en, "{lang} {args:?}");
        }
    }
}
