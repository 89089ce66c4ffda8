//! The words of searches, trees, heuristics and audits in Vietnamese and
//! Chinese (issue 26): snapshots of `solve`, `compare`, `tree`, `solve
//! --step`, `solve --explain-heuristic` and `heuristics check` with `--lang
//! vi` and `--lang zh`; every line of them fits an 80-column terminal
//! (tmux, colour on and off, lines measured by display width: a CJK
//! character takes two columns); and the machine formats (JSON, DOT,
//! Mermaid, SVG) are byte for byte the same in every language.

use crate::common;
use npuzzle::render::wrap::display_width;

const BOARD: &str = "1 2 3/4 0 6/7 5 8";

/// A search stopped by its node limit.
const STOPPED: &[&str] = &[
    "solve",
    "8 6 7/2 5 4/3 0 1",
    "--algo",
    "bfs",
    "--max-nodes",
    "500",
];

/// The commands shown in each language (the name of each snapshot, then
/// the arguments after `--lang LANG`).
const SHOWN: &[(&str, &[&str])] = &[
    ("solve_bfs", &["solve", BOARD, "--algo", "bfs"]),
    ("compare", &["compare", BOARD, "--no-timing"]),
    ("tree", &["tree", BOARD]),
    (
        "tree_idastar",
        &[
            "tree",
            "2 8 3/1 6 4/7 0 5",
            "--goal",
            "snail",
            "--algo",
            "idastar",
            "--view",
            "expansions",
        ],
    ),
    ("step", &["solve", BOARD, "--algo", "astar", "--step"]),
    (
        "explain_heuristic",
        &[
            "solve",
            "7 2 4/5 0 6/8 3 1",
            "--algo",
            "astar",
            "--heuristic",
            "seed-h6",
            "--explain-heuristic",
        ],
    ),
    ("stopped", STOPPED),
    (
        "audit",
        &[
            "heuristics",
            "check",
            "--size",
            "3x2",
            "--heuristic",
            "h1,h2,h6,misplaced-with-blank,linear-conflict-pairs",
        ],
    ),
];

/// A time measured on this machine (`0,08 ms`, `12 ms`), masked.
fn steady(text: &str) -> String {
    text.lines()
        .map(|l| match l.strip_suffix(" ms") {
            Some(head) => {
                let number = head
                    .rsplit(' ')
                    .next()
                    .filter(|n| {
                        n.chars()
                            .all(|c| c.is_ascii_digit() || c == '.' || c == ',')
                    })
                    .unwrap_or("");
                format!("{}[time]", &l[..head.len() - number.len()])
            }
            None => l.to_string(),
        })
        .map(|l| l + "\n")
        .collect()
}

fn args_in<'a>(lang: &'a str, args: &[&'a str]) -> Vec<&'a str> {
    let mut all = vec!["--lang", lang];
    all.extend_from_slice(args);
    all
}

#[test]
fn searches_trees_and_audits_speak_vietnamese_and_chinese() {
    for lang in ["vi", "zh"] {
        for (name, args) in SHOWN {
            let args = args_in(lang, args);
            let run = common::run(&args);
            assert!(
                run.code == 0 || (*name == "stopped" && run.code == 1),
                "{args:?}: exit {}\n{}",
                run.code,
                run.stderr
            );
            insta::assert_snapshot!(format!("{name}_{lang}"), steady(&run.transcript(&args)));
        }
    }
}

#[test]
fn the_translations_leave_no_english_words_of_these_renderers() {
    // Words every one of these outputs had in English.
    for lang in ["vi", "zh"] {
        let solve = common::run(&args_in(lang, SHOWN[0].1)).stdout;
        let compare = common::run(&args_in(lang, SHOWN[1].1)).stdout;
        let tree = common::run(&args_in(lang, SHOWN[2].1)).stdout;
        for (out, english) in [
            (&solve, "nodes generated"),
            (&solve, "Statistics"),
            (&solve, "Solution:"),
            (&solve, "breadth-first"),
            (&solve, "moves tried in the order"),
            (&compare, "Counts side by side"),
            (&compare, "largest frontier"),
            (&compare, "optimal guaranteed"),
            (&tree, "never expanded"),
            (&tree, "duplicate, discarded"),
            (&tree, "generation number"),
            (&tree, "Search tree of"),
        ] {
            assert!(!out.contains(english), "{lang}: {english:?} in\n{out}");
        }
    }
}

#[test]
fn english_is_the_default_and_the_same_with_lang_en() {
    for (_, args) in SHOWN.iter().filter(|(n, _)| *n != "solve_bfs") {
        let plain = common::run(args);
        let en = common::run(&args_in("en", args));
        assert_eq!(steady(&plain.stdout), steady(&en.stdout), "{args:?}");
    }
}

#[test]
fn every_line_fits_80_columns_in_both_languages_with_colour_on_and_off() {
    if !common::tmux::available("every_line_fits_80_columns_in_both_languages") {
        return;
    }
    let t = common::tmux::Tmux::start_sized("search-lang-80", 80, 24);
    t.run(&["set-option", "-g", "history-limit", "20000"]);
    for lang in ["vi", "zh"] {
        // `solve --step` on a terminal is the full-screen viewer, tested
        // with the viewer (its pipe form is the snapshot above).
        for (name, args) in SHOWN.iter().filter(|(n, _)| *n != "step") {
            for colour in [false, true] {
                t.clear();
                let quoted: Vec<String> = args_in(lang, args)
                    .iter()
                    .map(|a| format!("'{a}'"))
                    .collect();
                let line = if colour {
                    format!(
                        "CLICOLOR_FORCE=1 '{}' {}; echo EXIT=$?",
                        common::bin(),
                        quoted.join(" ")
                    )
                } else {
                    common::tmux::command(&quoted.join(" "))
                };
                t.line(&line);
                let screen = t.wait_until("the command's exit code", |s| {
                    common::tmux::exit_code(s).is_some()
                });
                let what = format!("{name} in {lang}, colour {colour}");
                let code = common::tmux::exit_code(&screen);
                assert!(matches!(code, Some(0) | Some(1)), "{what}: {screen}");
                // The joined screen: a line the terminal folded is one
                // line here, wider than 80. The typed command line itself
                // is left out.
                let lines: Vec<&str> = screen.lines().collect();
                let typed = lines
                    .iter()
                    .rposition(|l| l.contains("EXIT=$?"))
                    .expect("the typed command line");
                let output = &lines[typed + 1..];
                assert!(output.len() > 2, "{what}: almost no output:\n{screen}");
                for l in output.iter() {
                    assert!(
                        display_width(l) <= 80,
                        "{what}: a line wider than 80 columns ({}):\n{l}",
                        display_width(l)
                    );
                }
            }
        }
    }
}

/// JSON without the fields measured on this machine.
fn without_time(json: &str) -> serde_json::Value {
    fn strip(v: &mut serde_json::Value) {
        match v {
            serde_json::Value::Object(m) => {
                m.remove("elapsed_ms");
                m.values_mut().for_each(strip);
            }
            serde_json::Value::Array(a) => a.iter_mut().for_each(strip),
            _ => {}
        }
    }
    let mut v: serde_json::Value = serde_json::from_str(json).expect("JSON");
    strip(&mut v);
    v
}

#[test]
fn machine_formats_are_the_same_in_every_language() {
    let formats: &[&[&str]] = &[
        &["tree", BOARD, "--format", "dot"],
        &["tree", BOARD, "--format", "mermaid"],
        &["tree", BOARD, "--format", "svg"],
        &["compare", BOARD, "--format", "svg"],
        &["compare", BOARD, "--format", "dot"],
        &["heuristics", "check", "--size", "3x2", "--json"],
    ];
    for args in formats {
        let en = common::run(&args_in("en", args));
        for lang in ["vi", "zh"] {
            let other = common::run(&args_in(lang, args));
            assert_eq!(other.code, en.code, "{lang} {args:?}");
            assert_eq!(other.stdout, en.stdout, "{lang} {args:?}");
            assert_eq!(other.stderr, en.stderr, "{lang} {args:?}");
        }
    }
    // With a measured time in them: the same but for the time.
    let timed: &[&[&str]] = &[
        &[
            "solve",
            BOARD,
            "--algo",
            "astar",
            "--explain-heuristic",
            "--json",
        ],
        &["compare", BOARD, "--json"],
        &["tree", BOARD, "--json"],
    ];
    // A search stopped by its limit: its message is on the JSON's
    // standard error, in English too.
    let stopped: Vec<&str> = STOPPED.iter().copied().chain(["--json"]).collect();
    for args in timed.iter().copied().chain([stopped.as_slice()]) {
        let en = common::run(&args_in("en", args));
        for lang in ["vi", "zh"] {
            let other = common::run(&args_in(lang, args));
            assert_eq!(other.code, en.code, "{lang} {args:?}");
            assert_eq!(
                without_time(&other.stdout),
                without_time(&en.stdout),
                "{lang} {args:?}"
            );
            assert_eq!(other.stderr, en.stderr, "{lang} {args:?}");
        }
    }
}
