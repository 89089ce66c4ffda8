//! A lesson file's problems in the instructor's language (issue 35): a
//! dozen broken lessons, a course and translations, each checked with
//! `lesson check FILE` in English, Vietnamese, Chinese and Burmese. Exit 2;
//! one line for the problem (then `lesson check`'s count of problems); the
//! English words exactly as they were before the messages moved to the
//! catalogue (`i18n/LANG/lessonfile.ftl`); in the other languages the
//! line is translated and has no English word outside parentheses,
//! backquotes or quotes, where the lesson file's own names stay.

use crate::common;
use common::english::english_outside_parentheses;
use std::path::Path;

const HEAD: &str =
    "format_version: 1\ntitle: t\nsummary: s\nlevel: beginner\nsteps:\n  - say: hi\n";

/// Broken lessons: a name, the steps after a first `say`, and the English
/// line after `FILE: ` (as `lesson check` printed it before).
const LESSONS: &[(&str, &str, &str)] = &[
    (
        "to-size",
        "  - moves:\n      question: q\n      board: \"1 2 3/4 5 6/7 0 8\"\n      to: \"1 2/3 0\"\n",
        "step 2 (moves): to: the board is 2x2, but the exercise's board is 3x3",
    ),
    (
        "tile",
        "  - moves:\n      question: q\n      board: \"1 2 3/4 5 6/7 0 8\"\n      tile: 12\n",
        "step 2 (moves): tile: there is no tile 12 on a 3x3 board",
    ),
    (
        "max-moves",
        "  - moves:\n      question: q\n      board: \"1 2 3/4 0 6/7 5 8\"\n      max_moves: 1\n",
        "step 2 (moves): max_moves: 1, but the shortest way takes 2 moves",
    ),
    (
        "nothing",
        "  - moves:\n      question: q\n      board: \"1 2 3/4 5 6/7 8 0\"\n",
        "step 2 (moves): the board already is the target: there is nothing to do",
    ),
    (
        "predict",
        "  - predict:\n      board: \"1 2 3/4 5 6/7 8 0\"\n      move: D\n      ask: delta\n",
        "step 2 (predict): move: move 1 (D): the blank is already in the bottom row",
    ),
    (
        "next-node-algo",
        "  - next-node:\n      board: \"1 2 3/4 5 6/7 0 8\"\n      algo: greedy\n      after: 1\n",
        "step 2 (next-node): algo: greedy: a next-node exercise is about bfs, ordered or astar",
    ),
    (
        "compare-algo",
        "  - compare:\n      board: \"1 2 3/4 5 6/7 0 8\"\n      algos: [bfs, astar]\n      expect:\n        idastar: {length: 1}\n",
        "step 2 (compare): expect.idastar: not one of the compared algorithms (bfs, astar)",
    ),
    (
        "id-twice",
        "  - board:\n      id: a\n      board: \"1 2 3/4 5 6/7 0 8\"\n  - board:\n      id: a\n      board: \"1 2 3/4 5 6/7 0 8\"\n",
        "id `a` is used twice (steps 2 and 3)",
    ),
    (
        "reveals",
        "  - board:\n      board: \"1 2 3/4 5 6/7 0 8\"\n  - predict:\n      board: \"1 2 3/4 5 6/7 8 0\"\n      move: U\n      ask: delta\n      reveals: nope\n",
        "step 3 (predict): reveals: no step has id `nope`",
    ),
    (
        "board-file",
        "  - board:\n      board: \"@missing.txt\"\n",
        "step 2 (board): board: `@missing.txt`: no such board file next to the lesson",
    ),
    (
        "verify-size",
        "  - verify:\n      size: 4x4\n",
        "step 2 (verify): size: 4x4 has 16 cells; a lesson may verify boards of at most 9 cells (`npuzzle verify` goes to 12)",
    ),
    (
        "trace",
        "  - trace:\n      board: \"1 2 3/4 5 6/7 8 0\"\n      moves: D\n",
        "step 2 (trace): moves: move 1 (D): the blank is already in the bottom row",
    ),
    (
        "max-nodes",
        "  - solve:\n      board: \"1 2 3/4 5 6/7 0 8\"\n      algo: bfs\n      max_nodes: 0\n",
        "step 2 (solve): max_nodes: 0; a lesson's search may generate 1 to 5000000 nodes",
    ),
];

/// `lesson check TARGET` in `lang`: its exit code, its standard output
/// and the lines of its standard error.
fn check(lang: &str, target: &Path) -> (i32, String, Vec<String>) {
    let run = common::run(&["--lang", lang, "lesson", "check", target.to_str().unwrap()]);
    let lines = run.stderr.lines().map(str::to_string).collect();
    (run.code, run.stdout, lines)
}

/// Every case in every language: the problem's one line (and, for a
/// lesson, `lesson check`'s count after it), English as before, the
/// others in their own words (and not English).
fn assert_said(cases: &[(std::path::PathBuf, Vec<String>)]) {
    let mut report = Vec::new();
    for (target, english) in cases {
        let (code, stdout, lines) = check("en", target);
        if code != 2 || !stdout.is_empty() || &lines != english {
            report.push(format!(
                "en {}: exit {code}, expected\n  {}\ngot\n  {}",
                target.display(),
                english.join("\n  "),
                lines.join("\n  ")
            ));
        }
        for lang in ["vi", "zh", "my"] {
            let (code, stdout, lines) = check(lang, target);
            let english_left = english_outside_parentheses(&lines.join("\n"), lang);
            if code != 2
                || !stdout.is_empty()
                || lines.len() != english.len()
                || lines[0] == english[0]
                || !english_left.is_empty()
            {
                report.push(format!(
                    "{lang} {}: exit {code}, English left {english_left:?}:\n  {}",
                    target.display(),
                    lines.join("\n  ")
                ));
            }
        }
    }
    assert!(report.is_empty(), "{}", report.join("\n"));
}

/// A lesson's problem, then `lesson check`'s count.
fn lesson_lines(file: &Path, problem: &str) -> Vec<String> {
    vec![
        format!("{}: {problem}", file.display()),
        format!("npuzzle: 1 problem in {}", file.display()),
    ]
}

#[test]
fn a_broken_lesson_is_said_in_the_instructors_language() {
    let dir = common::scratch("lesson-errors-lang");
    let cases: Vec<_> = LESSONS
        .iter()
        .map(|(name, steps, english)| {
            let file = dir.join(format!("{name}.yaml"));
            std::fs::write(&file, format!("{HEAD}{steps}")).unwrap();
            let english = lesson_lines(&file, english);
            (file, english)
        })
        .collect();
    assert_eq!(cases.len(), 13);
    assert_said(&cases);
}

/// Mistakes in the YAML of a lesson file (a whole file each): the YAML
/// parser's, serde's and the schema's own refusals, read back into
/// messages (`lesson::yaml_words`). The English after `FILE` (`:LINE:COLUMN: …`).
const MISTAKES: &[(&str, &str, &str)] = &[
    (
        "anchor",
        "format_version: 1\ntitle: T\nsummary: S\nlevel: beginner\nsteps:\n  - inversions: &a {board: \"1 2 3/4 5 6/7 8 0\"}\n  - solvable: &a {board: \"1 2 3/4 5 6/7 8 0\"}\n",
        ":7:15: refused: the YAML anchor &a is defined twice",
    ),
    (
        "badalgo",
        "format_version: 1\ntitle: T\nsummary: S\nlevel: beginner\nsteps:\n  - solve:\n      board: \"1 2 3/4 5 6/7 0 8\"\n      algo: dfs\n",
        ":7:7: step 1 (solve): unknown algorithm `dfs` (use one of bfs, ids, ordered, greedy, astar, idastar, bidir)",
    ),
    (
        "badlevel",
        "format_version: 1\ntitle: T\nsummary: S\nlevel: expert\nsteps:\n  - say: hi\n",
        ":4:8: level: unknown value `expert`, expected one of `beginner`, `intermediate`, `advanced`",
    ),
    (
        "badtype",
        "format_version: 1\ntitle: T\nsummary: S\nlevel: beginner\nsteps:\n  - inversions:\n      board: [1, 2]\n",
        ":7:14: step 1 (inversions): board: expected a board (`7 2 4/5 0 6/8 3 1`, `@FILE`) or a random board (`{random: {size: 3x3, seed: 7, moves: 20}}`), not a list",
    ),
    (
        "colon",
        "format_version: 1\ntitle: T\nsummary: S\nlevel: beginner\nsteps:\n  - say: Note: this is it: yes\n",
        ":6:14: a `: ` here would start another key: put text that contains `: ` in quotes",
    ),
    (
        "dup",
        "format_version: 1\ntitle: T\nsummary: S\nlevel: beginner\nsteps:\n  - inversions:\n      board: \"1 2 3/4 5 6/7 8 0\"\n      board: \"1 2 3/4 5 6/7 8 0\"\n",
        ":7:7: step 1 (inversions): `board` is written twice",
    ),
    ("empty", "", ":1:1: missing field `format_version`"),
    (
        "fv",
        "format_version: 2\ntitle: T\nsummary: S\nlevel: beginner\nsteps:\n  - say: hi\n",
        ":1:1: format_version 2 is not supported: this npuzzle reads format_version 1",
    ),
    (
        "heur",
        "format_version: 1\ntitle: T\nsummary: S\nlevel: beginner\nsteps:\n  - solve:\n      board: \"1 2 3/4 5 6/7 0 8\"\n      algo: astar\n      heuristic: hamming2\n",
        ":7:7: step 1 (solve): unknown heuristic `hamming2` (use one of misplaced, manhattan, euclidean, rowcol, linear-conflict, seed-h6, misplaced-with-blank, linear-conflict-pairs, or h1..h6)",
    ),
    (
        "indent",
        "format_version: 1\ntitle: T\nsummary: S\nlevel: beginner\nsteps:\n  - inversions:\n      board: \"1 2 3/4 5 6/7 8 0\"\n     expect: {inversions: 0}\n",
        ":8:6: wrong indentation: column 6 lines up with no block above; start this line at column 7 (as line 7) or column 5 (as line 6)",
    ),
    (
        "lang",
        "format_version: 1\nlang: Vietnamese\ntitle: T\nsummary: S\nlevel: beginner\nsteps:\n  - say: hi\n",
        ":2:1: lang: `Vietnamese` is not a language code (en, vi, zh, my, …)",
    ),
    (
        "missing",
        "format_version: 1\ntitle: T\nsummary: S\nlevel: beginner\nsteps:\n  - solve:\n      algo: bfs\n",
        ":7:7: step 1 (solve): missing field `board`",
    ),
    (
        "move",
        "format_version: 1\ntitle: T\nsummary: S\nlevel: beginner\nsteps:\n  - trace:\n      board: \"1 2 3/4 5 6/7 0 8\"\n      moves: \"X\"\n",
        ":7:7: step 1 (trace): `X` at character 1 of `X` is not a move: use U, D, L, R (the direction the blank travels)",
    ),
    (
        "neg",
        "format_version: 1\ntitle: T\nsummary: S\nlevel: beginner\nsteps:\n  - inversions:\n      board: \"1 2 3/4 5 6/7 8 0\"\n      expect: {inversions: -1}\n",
        ":8:28: step 1 (inversions): expect.inversions: expected a whole number, not the number `-1`",
    ),
    (
        "nosteps",
        "format_version: 1\ntitle: T\nsummary: S\nlevel: beginner\nsteps:\n",
        ": the lesson has no steps",
    ),
    (
        "notitle",
        "format_version: 1\nsummary: S\nlevel: beginner\nsteps:\n  - say: hi\n",
        ":1:1: missing field `title`",
    ),
    (
        "openlist",
        "format_version: 1\ntitle: T\nsummary: S\nlevel: beginner\nsteps:\n  - inversions: {board: \"1 2 3/4 5 6/7 8 0\", expect: [1, 2}\n",
        ":6:59: the list opened with `[` at line 6, column 54 is not closed with `]` (or a `,` is missing)",
    ),
    (
        "ragged",
        "format_version: 1\ntitle: T\nsummary: S\nlevel: beginner\nsteps:\n  - inversions:\n      board: \"1 2 3/4 5\"\n",
        ":7:14: step 1 (inversions): board: bad board `1 2 3/4 5`: ragged rows: row 2 has 2 tiles but row 1 has 3",
    ),
    (
        "syntax",
        "format_version: 1\ntitle: T\nsummary: S\nlevel: beginner\nsteps:\n  - inversions:\n      board: \"1 2 3/4 5 6/7 8 0\n",
        ":8:1: the quotation mark at line 7, column 14 is never closed",
    ),
    (
        "tabbed",
        "format_version: 1\ntitle: T\nsummary: S\nlevel: beginner\nsteps:\n  - say: hi\n\t- say: x\n",
        ":7:1: tabs cannot indent YAML: use spaces",
    ),
    (
        "titel",
        "format_version: 1\ntitel: T\nsummary: S\nlevel: beginner\nsteps:\n  - say: hi\n",
        ":2:1: unknown field `titel`: did you mean `title`?",
    ),
    (
        "twokinds",
        "format_version: 1\ntitle: T\nsummary: S\nlevel: beginner\nsteps:\n  - inversions:\n      board: \"1 2 3/4 5 6/7 8 0\"\n    solvable: {}\n",
        ":8:5: step 1: a step has exactly one kind, but this one also has `solvable` (indent the step's fields under `inversions:`)",
    ),
    (
        "unkfield",
        "format_version: 1\ntitle: T\nsummary: S\nlevel: beginner\nsteps:\n  - inversions:\n      board: \"1 2 3/4 5 6/7 8 0\"\n      expcet: {inversions: 0}\n",
        ":8:7: step 1 (inversions): unknown field `expcet`: did you mean `expect`?",
    ),
    (
        "unkkind",
        "format_version: 1\ntitle: T\nsummary: S\nlevel: beginner\nsteps:\n  - inversoins:\n      board: \"1 2 3/4 5 6/7 8 0\"\n",
        ":6:5: step 1: unknown step kind `inversoins`: did you mean `inversions`?",
    ),
    (
        "vary",
        "format_version: 1\ntitle: T\nsummary: S\nlevel: beginner\nsteps:\n  - inversions:\n      board: {random: 3x3, vary: true}\n      expect: {inversions: 0}\n",
        ":7:23: step 1 (inversions): board.random: expected a map (`key: value` lines or `{key: value}`), not the text `3x3`",
    ),
    (
        "varymove",
        "format_version: 1\ntitle: T\nsummary: S\nlevel: beginner\nsteps:\n  - trace:\n      board: {random: {size: 3x3, seed: 1, vary: true}}\n      moves: U\n",
        ":8:7: step 1 (trace): moves: fixed moves on a board that varies per student (vary: true) are illegal on some students' boards (the blank in another row or column): use a fixed board for this step, or an exercise that needs no fixed move (count, moves, next-node)",
    ),
    (
        "yesno",
        "format_version: 1\ntitle: T\nsummary: S\nlevel: beginner\nsteps:\n  - solvable:\n      board: \"1 2 3/4 5 6/7 8 0\"\n      expect: {solvable: no}\n",
        ":8:26: step 1 (solvable): expect.solvable: `no` is read as text here, not true or false: write `false` (only a quiz's `answer:` takes yes and no)",
    ),
];

#[test]
fn a_lesson_files_yaml_mistakes_are_said_in_the_instructors_language() {
    let dir = common::scratch("lesson-errors-lang-yaml");
    let cases: Vec<_> = MISTAKES
        .iter()
        .map(|(name, text, english)| {
            let file = dir.join(format!("{name}.yaml"));
            std::fs::write(&file, text).unwrap();
            let english = vec![
                format!("{}{english}", file.display()),
                format!("npuzzle: 1 problem in {}", file.display()),
            ];
            (file, english)
        })
        .collect();
    assert_eq!(cases.len(), 27);
    assert_said(&cases);
}

#[cfg(unix)]
#[test]
fn a_broken_course_or_translation_is_said_in_the_instructors_language() {
    let root = common::scratch("lesson-errors-lang-files");
    let lesson = format!("{HEAD}  - board:\n      board: \"1 2 3/4 5 6/7 0 8\"\n");

    // A course whose course.yaml names a lesson that is not there.
    let course = root.join("course");
    std::fs::create_dir_all(&course).unwrap();
    std::fs::write(course.join("01-a.yaml"), &lesson).unwrap();
    std::fs::write(course.join("course.yaml"), "lessons: [01-a, nope]\n").unwrap();
    // The whole command stops: one line.
    let course_english = vec![format!(
        "npuzzle: {}: lessons[1]: no lesson `nope` in {} (give a file name such as `01-intro.yaml` or its stem)",
        course.join("course.yaml").display(),
        course.display()
    )];

    // A translation that is a link to a file outside the lesson's folder.
    let linked = root.join("linked");
    std::fs::create_dir_all(linked.join("vi")).unwrap();
    std::fs::write(linked.join("l.yaml"), &lesson).unwrap();
    std::fs::write(root.join("elsewhere.yaml"), "lang: vi\n").unwrap();
    std::os::unix::fs::symlink(root.join("elsewhere.yaml"), linked.join("vi/l.yaml")).unwrap();
    let linked_english = lesson_lines(
        &linked.join("l.yaml"),
        &format!(
            "{}: refused: a translation of a lesson is a regular file inside its folder",
            linked.join("vi/l.yaml").display()
        ),
    );

    assert_said(&[
        (course, course_english),
        (linked.join("l.yaml"), linked_english),
    ]);
}
