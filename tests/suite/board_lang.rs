//! The board commands in Vietnamese, Chinese and Burmese (issues 26, 38): `explain`,
//! `inversions` with a wrong `--claim`, `solvable` and `trace` through the
//! real binary with `--lang vi`, `--lang zh` and `--lang my` (stdout, stderr and exit
//! code snapshotted); every line of that output fits 80 display columns (a
//! CJK character takes two); and `--json` is byte for byte the same in
//! every language. English, the source, is snapshotted by the other
//! modules (`foundation`, `trace`), which must pass unchanged.

use crate::common;
use npuzzle::render::wrap::display_width;

const LANGS: [&str; 3] = ["vi", "zh", "my"];

/// The commands a student runs first, each with a snapshot name.
const CASES: &[(&str, &[&str])] = &[
    ("explain_3x3_solvable", &["explain", "7 2 4/5 0 6/8 3 1"]),
    ("explain_3x3_unsolvable", &["explain", "7 2 4/5 0 6/8 1 3"]),
    (
        "explain_4x4",
        &["explain", "5 1 2 3/9 6 7 4/13 10 11 8/14 15 12 0"],
    ),
    (
        "solvable_loyd_14_15",
        &["solvable", "1 2 3 4/5 6 7 8/9 10 11 12/13 15 14 0"],
    ),
    (
        "solvable_4x4_odd_inversions_yet_solvable",
        &["solvable", "1 2 3 4/5 6 7 8/9 10 11 0/13 14 15 12"],
    ),
    ("solvable_thin_row", &["solvable", "3021", "--size", "4x1"]),
    (
        "inversions_wrong_total",
        &["inversions", "7 2 4/5 0 6/8 3 1", "--claim", "26"],
    ),
    (
        "inversions_wrong_tile",
        &[
            "inversions",
            "7 2 4/5 0 6/8 3 1",
            "--claim",
            "6,1,2,2,2,1,2,0",
        ],
    ),
    (
        "inversions_snail_goal",
        &[
            "inversions",
            "2 8 3/1 6 4/7 0 5",
            "--goal",
            "snail",
            "--claim",
            "9",
        ],
    ),
    (
        "trace_compact",
        &["trace", "7 2 4/5 0 6/8 3 1", "ULDR", "--compact"],
    ),
    (
        "trace_stops_at_an_illegal_move",
        &["trace", "7 2 4/5 0 6/8 3 1", "U L U D", "--compact"],
    ),
    (
        "trace_4x4_full",
        &["trace", "5 1 2 3/9 6 7 4/13 10 11 8/14 15 12 0", "LU"],
    ),
];

fn with_lang<'a>(lang: &'a str, args: &[&'a str]) -> Vec<&'a str> {
    let mut all = vec!["--lang", lang];
    all.extend_from_slice(args);
    all
}

/// Lines wider than 80 display columns, with their width.
fn too_wide(text: &str) -> Vec<String> {
    text.lines()
        .filter(|l| display_width(l) > 80)
        .map(|l| format!("{} columns: {l}", display_width(l)))
        .collect()
}

#[test]
fn board_commands_speak_vietnamese_and_chinese() {
    // The 4x4 pattern databases are built on first use (their progress on
    // standard error): once before, so that every transcript is the same
    // on a fresh clone and on a warm cache.
    for (_, args) in CASES {
        common::run(args);
    }
    for lang in LANGS {
        for (name, args) in CASES {
            let args = with_lang(lang, args);
            let run = common::run(&args);
            let wide = too_wide(&run.stdout);
            assert!(
                wide.is_empty(),
                "{args:?}: lines over 80 columns:\n{}",
                wide.join("\n")
            );
            assert!(too_wide(&run.stderr).is_empty(), "{args:?}: {}", run.stderr);
            insta::assert_snapshot!(format!("{name}_{lang}"), run.transcript(&args));
        }
    }
}

#[test]
fn the_words_are_the_languages_own() {
    // Not English with a few words changed: the glossary's terms, and no
    // English sentence left over.
    let run = |lang: &str| common::run(&with_lang(lang, &["explain", "7 2 4/5 0 6/8 3 1"]));
    let vi = run("vi");
    for term in [
        "nghịch thế",
        "giải được",
        "bất biến",
        "ô trống",
        "trạng thái đích",
    ] {
        assert!(vi.stdout.contains(term), "vi lacks {term}:\n{}", vi.stdout);
    }
    let zh = run("zh");
    for term in [
        "逆序数 (inversion count)",
        "有解",
        "不变量",
        "空格",
        "目标状态",
    ] {
        assert!(zh.stdout.contains(term), "zh lacks {term}:\n{}", zh.stdout);
    }
    for out in [&vi.stdout, &zh.stdout] {
        for english in ["Verdict:", "Reading order", "Summary", "The width", "Why:"] {
            assert!(!out.contains(english), "{english} left in:\n{out}");
        }
    }
    assert_eq!(vi.code, 0);
    assert_eq!(zh.code, 0);
}

#[test]
fn json_is_the_same_in_every_language() {
    let cases: &[&[&str]] = &[
        &["explain", "7 2 4/5 0 6/8 3 1", "--json"],
        &["explain", "7 2 4/5 0 6/8 1 3", "--moves", "UL", "--json"],
        &["inversions", "7 2 4/5 0 6/8 3 1", "--claim", "26", "--json"],
        &[
            "inversions",
            "2 8 3/1 6 4/7 0 5",
            "--goal",
            "snail",
            "--json",
        ],
        &[
            "solvable",
            "1 2 3 4/5 6 7 8/9 10 11 12/13 15 14 0",
            "--json",
        ],
        &["trace", "7 2 4/5 0 6/8 3 1", "ULDRU", "--json"],
        &[
            "trace",
            "1 2 3 4/5 6 7 8/9 10 11 12/13 14 15 0",
            "UL",
            "--json",
        ],
    ];
    for args in cases {
        let english = common::run(&with_lang("en", args));
        assert!(
            english.stdout.starts_with('{'),
            "{args:?}: {}",
            english.stdout
        );
        for lang in LANGS {
            let other = common::run(&with_lang(lang, args));
            assert_eq!(other.code, english.code, "{lang} {args:?}");
            assert_eq!(other.stdout, english.stdout, "{lang} {args:?}");
        }
    }
}

#[test]
fn exit_codes_do_not_change_with_the_language() {
    for (_, args) in CASES {
        let english = common::run(&with_lang("en", args));
        for lang in LANGS {
            assert_eq!(
                common::run(&with_lang(lang, args)).code,
                english.code,
                "{args:?}"
            );
        }
    }
}

/// Bad boards and moves as students type them: each error in every
/// language is one line on stderr, exit 2, and says none of the English
/// message's words (the board's own tiles and numbers aside).
#[test]
fn bad_boards_are_said_in_the_students_language() {
    let cases: &[&[&str]] = &[
        &["inversions", "1 2 3/4 5"],
        &["inversions", "1 2 3/4 5 5/7 8 0"],
        &["inversions", "1 2 2 3"],
        &["inversions", "1 2 x/4 5 6/7 8 0"],
        &["inversions", "1 2 3/4 5 9/7 8 0"],
        &["inversions", "[[1,2,3],[4,0,5],[7,8,6]"],
        &["inversions", "1 2 3 4 5"],
        &["inversions", "1234567890"],
        &[
            "inversions",
            "1 2 3/4 0 5/7 8 6",
            "--goal",
            "1 2 3 4/5 6 7 8/9 10 11 12/13 14 15 0",
        ],
        &["solvable", "1 2 3/4 5 6/7 8 0", "--size", "17x2"],
        &["trace", "1 2 3/4 0 5/7 8 6", "R X"],
        &["explain", "@"],
        &["explain", "1 2 3/4 5 6 7/8 0"],
    ];
    // Words of the English messages (a board's tiles and the notation's
    // own letters aside).
    let english = [
        "ragged",
        "appears twice",
        "missing",
        "not a tile number",
        "out of range",
        "unclosed",
        "unmatched",
        "square board",
        "compact digit form",
        "the goal is",
        "too big",
        "not a move",
        "needs a file name",
        "has ",
    ];
    for args in cases {
        let en = common::run(args);
        assert_eq!(en.code, 2, "{args:?}: {}", en.stderr);
        assert!(
            english.iter().any(|w| en.stderr.contains(w)),
            "{args:?}: {}",
            en.stderr
        );
        for lang in LANGS {
            let run = common::run(&with_lang(lang, args));
            assert_eq!(run.code, 2, "{lang} {args:?}: {}", run.stderr);
            assert_eq!(
                run.stderr.lines().count(),
                1,
                "{lang} {args:?}: {}",
                run.stderr
            );
            assert_ne!(run.stderr, en.stderr, "{lang} {args:?}");
            for w in english {
                assert!(
                    !run.stderr.contains(w),
                    "{lang} {args:?}: English `{w}` in {}",
                    run.stderr
                );
            }
        }
    }
}
