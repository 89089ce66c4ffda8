//! A seeded mutation fuzzer on stable Rust, for the inputs someone else
//! writes: boards, move strings, lesson files, answers files and pattern
//! database cache files.
//!
//! ```text
//! cargo run --release --example fuzz -- --target board --cases 20000 [--seed 1]
//! ```
//!
//! Each case mutates a valid input (flips, insertions of characters that
//! matter to the parsers, deletions, duplications, splices) with the
//! crate's own seeded generator, so a failing case is reproduced by its
//! seed and number. Every case asserts: no panic, the right error class
//! (bad input is `Error::Input`/`Error::Problem`/`Error::Usage`, never an internal error),
//! the properties of an accepted input (a parsed board prints back to
//! itself, resolved moves replay, an accepted cache holds only possible
//! values), and a per-case time bound (a case slower than its bound is a
//! failure; a true hang is caught by the `timeout` the run is wrapped in).
//! A short run of every target is part of `cargo test` (tests/suite/fuzz.rs).

use npuzzle::board::Board;
use npuzzle::error::Error;
use npuzzle::i18n::Lang;
use npuzzle::lesson::{self, builtin, load::Source, quiz, schema::AnswerType};
use npuzzle::rng::Rng;
use npuzzle::{moves, parse, pdb};
use std::panic::{AssertUnwindSafe, catch_unwind};
use std::path::Path;
use std::time::{Duration, Instant};

/// The targets, in the order `--target all` runs them.
pub const TARGETS: [&str; 9] = [
    "board", "moves", "lesson", "answers", "cache", "course", "grade", "progress", "random",
];

/// The hang guard of a case (see [`case`]): no case comes near it.
const HANG_GUARD: Duration = Duration::from_secs(30);

/// What a run found.
#[derive(Debug, Default)]
pub struct Report {
    pub cases: u64,
    /// Inputs accepted (the rest were refused with a proper error).
    pub accepted: u64,
    /// The slowest case.
    pub slowest: Duration,
    /// Failures: panics, wrong error classes, broken properties, slow cases.
    pub failures: Vec<String>,
}

/// Characters the parsers treat specially, and a few that should never
/// matter.
const ALPHABET: &[&str] = &[
    "0",
    "1",
    "9",
    "15",
    "16",
    "255",
    "256",
    "-1",
    " ",
    ",",
    "/",
    "[",
    "]",
    "_",
    ".",
    "#",
    "\n",
    "x",
    "X",
    "×",
    "U",
    "D",
    "L",
    "R",
    "u",
    "l",
    "\t",
    "\r",
    ":",
    "\"",
    "'",
    "@",
    "*",
    "&",
    "!",
    "{",
    "}",
    "-",
    "é",
    "\u{202e}",
    "\u{9b}",
    "\u{feff}",
    "\0",
    "99999999999999999999",
];

fn mutate(rng: &mut Rng, text: &str, corpus: &[String]) -> String {
    let mut s: Vec<char> = text.chars().collect();
    let rounds = 1 + rng.below(4);
    for _ in 0..rounds {
        let len = s.len() as u64;
        match rng.below(7) {
            // Replace a character.
            0 if len > 0 => {
                let i = rng.below(len) as usize;
                let piece = ALPHABET[rng.below(ALPHABET.len() as u64) as usize];
                s.splice(i..i + 1, piece.chars());
            }
            // Insert a piece.
            1 => {
                let i = rng.below(len + 1) as usize;
                let piece = ALPHABET[rng.below(ALPHABET.len() as u64) as usize];
                s.splice(i..i, piece.chars());
            }
            // Delete a range.
            2 if len > 0 => {
                let i = rng.below(len) as usize;
                let n = 1 + rng.below(8.min(len - i as u64)) as usize;
                s.drain(i..(i + n).min(s.len()));
            }
            // Duplicate a range.
            3 if len > 0 => {
                let i = rng.below(len) as usize;
                let n = 1 + rng.below(16.min(len - i as u64)) as usize;
                let piece: Vec<char> = s[i..(i + n).min(s.len())].to_vec();
                let at = rng.below(s.len() as u64 + 1) as usize;
                s.splice(at..at, piece);
            }
            // Splice with another corpus entry.
            4 if !corpus.is_empty() => {
                let other: Vec<char> = corpus[rng.below(corpus.len() as u64) as usize]
                    .chars()
                    .collect();
                let cut = rng.below(len + 1) as usize;
                let from = rng.below(other.len() as u64 + 1) as usize;
                s.truncate(cut);
                s.extend_from_slice(&other[from..]);
            }
            // A random character anywhere in Unicode.
            5 => {
                let i = rng.below(len + 1) as usize;
                let c = char::from_u32(rng.below(0x11_0000) as u32).unwrap_or('?');
                s.insert(i, c);
            }
            // Swap two characters.
            _ if len > 1 => {
                let a = rng.below(len) as usize;
                let b = rng.below(len) as usize;
                s.swap(a, b);
            }
            _ => {}
        }
    }
    s.into_iter().collect()
}

/// An input error, as bad input must give.
fn is_input_error(e: &Error) -> bool {
    matches!(e, Error::Input(_) | Error::Problem(_) | Error::Usage(_))
}

thread_local! {
    /// Whether this thread is running a case (its panics are counted).
    static IN_CASE: std::cell::Cell<bool> = const { std::cell::Cell::new(false) };
}

/// Install, once per process, a panic hook that says nothing for a panic
/// inside a case and hands every other panic to the hook before it. The
/// hook is never swapped per case: two threads swapping it at once (the
/// test suite runs fuzz targets in parallel) could leave the silent one in
/// place for good, and every later test's panic would go unreported.
fn quiet_in_cases() {
    static ONCE: std::sync::Once = std::sync::Once::new();
    ONCE.call_once(|| {
        let previous = std::panic::take_hook();
        std::panic::set_hook(Box::new(move |info| {
            if !IN_CASE.with(|c| c.get()) {
                previous(info);
            }
        }));
    });
}

/// Run one case under the panic guard and a hang guard.
///
/// `bound` is a hang guard, not a speed test: it is set far above what any
/// case takes on a loaded machine (a case's work is bounded by node and
/// step budgets, never by time), so only a case that hangs or runs away
/// goes past it. [`HANG_GUARD`] is the usual one.
fn case(
    report: &mut Report,
    bound: Duration,
    what: &str,
    f: impl FnOnce() -> Result<bool, String>,
) {
    // A caught panic is counted, not printed (its message would flood the
    // output): the hook is silent on this thread while the case runs only.
    quiet_in_cases();
    IN_CASE.with(|c| c.set(true));
    let start = Instant::now();
    let outcome = catch_unwind(AssertUnwindSafe(f));
    let took = start.elapsed();
    IN_CASE.with(|c| c.set(false));
    report.cases += 1;
    report.slowest = report.slowest.max(took);
    match outcome {
        Ok(Ok(accepted)) => report.accepted += accepted as u64,
        Ok(Err(problem)) => report.failures.push(format!("{problem}: {what:?}")),
        Err(_) => report.failures.push(format!("panic on {what:?}")),
    }
    if took > bound {
        report
            .failures
            .push(format!("{took:?} (bound {bound:?}) on {what:?}"));
    }
}

fn board_corpus() -> Vec<String> {
    [
        "7 2 4/5 0 6/8 3 1",
        "7,2,4/5,0,6/8,3,1",
        "7,2,4,5,0,6,8,3,1",
        "[[7,2,4],[5,0,6],[8,3,1]]",
        "724506831",
        "# a comment\n3\n7 2 4\n5 0 6\n8 3 1\n",
        "1 2 3 4/5 6 7 8/9 10 11 12/13 14 15 _",
        "1 2/3 .",
        "1 2 3/4 5 6",
        "0 1 9 7/11 13 5 3/14 12 4 2/8 6 10 15",
    ]
    .map(String::from)
    .to_vec()
}

fn fuzz_board(rng: &mut Rng, cases: u64, report: &mut Report) {
    let corpus = board_corpus();
    for _ in 0..cases {
        let base = &corpus[rng.below(corpus.len() as u64) as usize];
        let text = mutate(rng, base, &corpus);
        let size = match rng.below(4) {
            0 => Some((1 + rng.below(17) as usize, 1 + rng.below(17) as usize)),
            _ => None,
        };
        case(report, HANG_GUARD, &text, || {
            match parse::parse_board(&text, size) {
                Ok(b) => {
                    // An accepted board prints back to the same board.
                    let again = parse::parse_board(&b.to_line(), Some((b.width(), b.height())))
                        .map_err(|e| format!("does not re-parse: {e}"))?;
                    if again != b {
                        return Err("prints back to another board".into());
                    }
                    Ok(true)
                }
                Err(e) if is_input_error(&e) => {
                    let m = e.to_string();
                    if m.lines().count() > 1 || m.chars().count() > 400 {
                        return Err(format!("message not one short line: {m:?}"));
                    }
                    Ok(false)
                }
                Err(e) => Err(format!("wrong error class {e:?}")),
            }
        });
    }
}

fn fuzz_moves(rng: &mut Rng, cases: u64, report: &mut Report) {
    let corpus: Vec<String> = [
        "UDLR",
        "U D L R",
        "up, left",
        "L L U R D",
        "1 2 3",
        "8 6 7",
        "ULDRULDRULDR",
        "",
    ]
    .map(String::from)
    .to_vec();
    let boards: Vec<Board> = [(3, 3), (4, 4), (2, 3), (5, 5)]
        .iter()
        .map(|&(w, h)| rng.board(w, h))
        .collect();
    for _ in 0..cases {
        let board = &boards[rng.below(boards.len() as u64) as usize];
        let base = &corpus[rng.below(corpus.len() as u64) as usize];
        let text = mutate(rng, base, &corpus);
        case(
            report,
            HANG_GUARD,
            &text,
            || match moves::parse_and_resolve(board, &text) {
                Ok(dirs) => {
                    board
                        .apply_all(&dirs)
                        .map_err(|(i, _)| format!("resolved move {} is illegal", i + 1))?;
                    Ok(true)
                }
                Err(e) if is_input_error(&e) => Ok(false),
                Err(e) => Err(format!("wrong error class {e:?}")),
            },
        );
    }
}

fn fuzz_lesson(rng: &mut Rng, cases: u64, report: &mut Report) {
    let corpus: Vec<String> = builtin::LESSONS
        .iter()
        .map(|(_, t)| t.to_string())
        .collect();
    for _ in 0..cases {
        let base = &corpus[rng.below(corpus.len() as u64) as usize];
        let text = mutate(rng, base, &corpus);
        // Every case is parsed and validated; one parsed lesson in 25 is
        // also run and checked whole (its steps search and count), which
        // keeps a 20,000-case run within minutes.
        let run_all = rng.below(25) == 0;
        let source = Source {
            name: "fuzz".into(),
            file: "fuzz.yaml".into(),
            dir: None,
            text: text.clone(),
            builtin: false,
            translations: Vec::new(),
            translated: None,
            student: None,
        };
        let shown: String = text.chars().take(200).collect();
        // A whole lesson run: its searches are budgeted; the guard is
        // generous for the same reason as HANG_GUARD.
        case(report, Duration::from_secs(300), &shown, || {
            let result = if run_all {
                lesson::prepare(source, Lang::EN).map(|_| ())
            } else {
                source.parse().map(|_| ())
            };
            match result {
                Ok(()) => Ok(true),
                Err(e) if is_input_error(&e) || matches!(e, Error::Io(_)) => {
                    let m = e.to_string();
                    if m.contains('\n') {
                        return Err(format!("message of several lines: {m:?}"));
                    }
                    Ok(false)
                }
                Err(e) => Err(format!("wrong error class {e:?}")),
            }
        });
    }
}

fn fuzz_answers(rng: &mut Rng, cases: u64, report: &mut Report) {
    let corpus: Vec<String> = [
        "14\nyes\n# a comment\n-\n7 2 4/5 0 6/8 3 1\nUDLR\n",
        "no\n0\n1 2/3 0\nL L U\n",
        "  yes  \n\n31\n",
    ]
    .map(String::from)
    .to_vec();
    let kinds = [
        AnswerType::Number,
        AnswerType::YesNo,
        AnswerType::Board,
        AnswerType::Moves,
    ];
    for _ in 0..cases {
        let base = &corpus[rng.below(corpus.len() as u64) as usize];
        let text = mutate(rng, base, &corpus);
        // Sometimes as raw bytes with a byte cut in half (not UTF-8).
        let mut bytes = text.clone().into_bytes();
        if rng.below(5) == 0 && !bytes.is_empty() {
            let i = rng.below(bytes.len() as u64) as usize;
            bytes[i] = 0x80 | rng.below(0x80) as u8;
        }
        case(report, HANG_GUARD, &text, || {
            let text = match npuzzle::fsread::utf8(bytes, "--answers fuzz") {
                Ok(t) => t,
                Err(e) if is_input_error(&e) => {
                    if !e.to_string().contains("the first bad byte is byte ") {
                        return Err(format!("no byte position: {e}"));
                    }
                    return Ok(false);
                }
                Err(e) => return Err(format!("wrong error class {e:?}")),
            };
            let mut all = true;
            for line in text.lines().map(str::trim) {
                if line.is_empty() || line.starts_with('#') || line == "-" {
                    continue;
                }
                for kind in kinds {
                    if quiz::parse(kind, line).is_err() {
                        all = false;
                    }
                }
            }
            Ok(all)
        });
    }
}

/// The smallest database the library builds: a 3-tile pattern of the
/// 4x4 goal (3,360 placements), written with the public API.
fn valid_cache(dir: &Path) -> (Board, pdb::Pattern, Vec<u8>) {
    let goal = Board::blank_last(4, 4).expect("4x4");
    let pattern = pdb::Pattern::new(&goal, vec![0, 1, 2]);
    let db = pdb::build(&goal, &pattern, &std::sync::atomic::AtomicU64::new(0));
    let path = dir.join("valid.pdb");
    pdb::write_cache(&path, &goal, &db).expect("write the valid cache");
    let bytes = std::fs::read(&path).expect("read it back");
    (goal, pattern, bytes)
}

fn fuzz_cache(rng: &mut Rng, cases: u64, report: &mut Report) {
    let dir = std::env::temp_dir().join(format!("npuzzle-fuzz-cache-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temporary directory");
    let (goal, pattern, valid) = valid_cache(&dir);
    // The header: magic, version, size, goal, k, cells, entries, BLAKE3 hash.
    let head = 8 + 4 + 2 + 16 + 1 + pattern.cells.len() + 8 + pdb::HASH_LEN;
    let path = dir.join("case.pdb");
    for n in 0..cases {
        let mut bytes = valid.clone();
        let mut recompute = true;
        for _ in 0..1 + rng.below(3) {
            let len = bytes.len() as u64;
            match rng.below(6) {
                // A value of the table.
                0 | 1 => {
                    let i = head + rng.below(len.saturating_sub(head as u64).max(1)) as usize;
                    if i < bytes.len() {
                        bytes[i] = rng.below(256) as u8;
                    }
                }
                // A byte of the header.
                2 if len > 0 => {
                    let i = rng.below(len.min(head as u64)) as usize;
                    bytes[i] ^= 1 << rng.below(8);
                    recompute = rng.below(2) == 0;
                }
                // Truncated.
                3 => bytes.truncate(rng.below(len + 1) as usize),
                // Grown.
                4 => bytes.extend((0..1 + rng.below(64)).map(|_| rng.below(256) as u8)),
                // Checksum left stale.
                _ => recompute = false,
            }
        }
        if recompute && bytes.len() >= head {
            let sum = pdb::content_hash(&bytes[head..]);
            bytes[head - pdb::HASH_LEN..head].copy_from_slice(&sum);
        }
        std::fs::write(&path, &bytes).expect("write the case");
        let what = format!("case {n}, {} bytes", bytes.len());
        case(report, HANG_GUARD, &what, || {
            match pdb::read_cache(&path, &goal, &pattern) {
                Ok(Some(_)) => {
                    // Accepted: the header was intact and the hash matches.
                    // This pattern is not one of a preset goal's, so the
                    // file is trusted on its own hash (a changed value with
                    // a recomputed hash passes here; the preset goals'
                    // embedded content hashes refuse it, see tests/suite/pdb_cache.rs).
                    if bytes[..head - pdb::HASH_LEN] != valid[..head - pdb::HASH_LEN]
                        || bytes.len() != valid.len()
                    {
                        return Err("accepted a file with another header or length".into());
                    }
                    Ok(true)
                }
                Ok(None) => Err("an existing file read as missing".into()),
                Err(reason) => {
                    if reason.contains('\n') {
                        return Err(format!("reason of several lines: {reason:?}"));
                    }
                    Ok(false)
                }
            }
        });
    }
    let _ = std::fs::remove_dir_all(&dir);
}

/// Course folders: a folder of lesson files, `course.yaml`, symlinks
/// (inside and out of the folder), directories and FIFOs named like
/// lessons. `Course::open` and reading every lesson of it never panic,
/// never read outside the folder (the outside file's marker never shows
/// up in a lesson or a message) and fail only with input or I/O errors of
/// one line.
fn fuzz_course(rng: &mut Rng, cases: u64, report: &mut Report) {
    use npuzzle::lesson::course::Course;
    let root = std::env::temp_dir().join(format!("npuzzle-fuzz-course-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&root);
    std::fs::create_dir_all(&root).unwrap();
    let secret = root.join("outside.yaml");
    std::fs::write(&secret, "title: OUTSIDE-MARKER\n").unwrap();
    let lessons: Vec<String> = builtin::LESSONS
        .iter()
        .map(|(_, t)| t.chars().take(2000).collect())
        .collect();
    let names = [
        "01-a.yaml",
        "02-b.yml",
        "03-c.yaml",
        "course.yaml",
        "x.txt",
        "04-d.yaml",
    ];
    for n in 0..cases {
        let dir = root.join(format!("c{n}"));
        std::fs::create_dir_all(&dir).unwrap();
        let mut what = Vec::new();
        for name in names {
            let path = dir.join(name);
            match rng.below(7) {
                0 => {}
                1 => {
                    #[cfg(unix)]
                    let _ = std::os::unix::fs::symlink(&secret, &path);
                    what.push(format!("{name} -> outside"));
                }
                2 => {
                    let _ = std::fs::create_dir_all(&path);
                    what.push(format!("{name}/"));
                }
                3 if name == "course.yaml" => {
                    let listed: Vec<&str> = names
                        .iter()
                        .filter(|_| rng.below(2) == 0)
                        .map(|n| n.trim_end_matches(".yaml"))
                        .collect();
                    let text = mutate(
                        rng,
                        &format!("title: T\nlessons: [{}]\n", listed.join(", ")),
                        &[],
                    );
                    std::fs::write(&path, &text).unwrap();
                    what.push(format!("course.yaml: {text:?}"));
                }
                _ => {
                    let base = &lessons[rng.below(lessons.len() as u64) as usize];
                    let text = if rng.below(2) == 0 {
                        base.clone()
                    } else {
                        mutate(rng, base, &lessons)
                    };
                    std::fs::write(&path, text).unwrap();
                    what.push(name.to_string());
                }
            }
        }
        let shown = what.join(", ");
        case(report, HANG_GUARD, &shown, || {
            let single_line = |e: &Error| -> Result<(), String> {
                let m = e.to_string();
                if m.contains('\n') {
                    return Err(format!("message of several lines: {m:?}"));
                }
                if m.contains("OUTSIDE-MARKER") {
                    return Err(format!("read outside the folder: {m:?}"));
                }
                if !(is_input_error(e) || matches!(e, Error::Io(_))) {
                    return Err(format!("wrong error class {e:?}"));
                }
                Ok(())
            };
            let course = match Course::open(&dir) {
                Ok(c) => c,
                Err(e) => return single_line(&e).map(|()| false),
            };
            for f in &course.lessons {
                match course.read(f) {
                    Ok(source) => {
                        if source.text.contains("OUTSIDE-MARKER") {
                            return Err(format!("{} read outside the folder", f.display()));
                        }
                        if let Err(problems) = source.problems() {
                            for p in problems {
                                if p.say(npuzzle::i18n::Lang::EN).contains('\n') {
                                    return Err(format!("a problem of several lines: {p:?}"));
                                }
                            }
                        }
                    }
                    Err(e) => single_line(&e)?,
                }
            }
            Ok(true)
        });
        let _ = std::fs::remove_dir_all(&dir);
    }
    let _ = std::fs::remove_dir_all(&root);
}

/// Answer files handed to `lesson grade`: the same parser and markers as the
/// command (`grade::grade_text`), against the questions of built-in lessons
/// prepared once. Every case is graded or refused with one line; a graded
/// file has one mark per question.
fn fuzz_grade(rng: &mut Rng, cases: u64, report: &mut Report) {
    use npuzzle::lesson::grade;
    let prepared: Vec<lesson::Prepared> = builtin::LESSONS
        .iter()
        .take(3)
        .map(|(name, text)| {
            lesson::prepare(
                Source {
                    name: (*name).into(),
                    file: format!("{name}.yaml"),
                    dir: None,
                    text: text.to_string(),
                    builtin: true,
                    translations: Vec::new(),
                    translated: None,
                    student: None,
                },
                Lang::EN,
            )
            .expect("a built-in lesson prepares")
        })
        .collect();
    let corpus: Vec<String> = [
        "# name: Ada\n16\nyes\n6 1 2 2 2 2 1 0\n-\nno\n",
        "\u{feff}14\n\n# a comment\nmaybe\none\n7 2 4/5 0 6/8 3 1\nUDLR\n",
        "# name:\n-\n-\n-\n",
        "1\n2\n3\n4\n5\n6\n7\n8\n9\n10\n11\n12\n13\n14\n15\n16\n17\n18\n19\n20\n",
        "=HYPERLINK(\"x\")\n+1\n@sum\n\"quoted\"\r\nline\rbreak\n",
        "# Question 2 (attempts: 3, hints: 1, shown)\nyes\n1. 16\nQ9: #3\n3) [2]\n\n\nno\n",
        "# lesson: 01-counting-inversions (0123456789abcdef)\n1.5\nQuestion 4\n１）１６\n",
    ]
    .map(String::from)
    .to_vec();
    for _ in 0..cases {
        let p = &prepared[rng.below(prepared.len() as u64) as usize];
        let questions = grade::questions(p);
        let base = &corpus[rng.below(corpus.len() as u64) as usize];
        let text = mutate(rng, base, &corpus);
        case(report, HANG_GUARD, &text, || {
            let tag = npuzzle::lesson::identity::tag(p);
            let student = grade::grade_text(&questions, &tag, "fuzz.txt", "fuzz", &text, Lang::EN);
            let said = student.problem.iter().chain(&student.warnings);
            // One line in every language.
            for lang in npuzzle::i18n::Lang::all() {
                if let Some(w) = said.clone().find(|w| w.message.say(*lang).contains('\n')) {
                    return Err(format!("message of several lines: {:?}", w.message));
                }
            }
            if !student.graded {
                return Ok(false);
            }
            if student.answers.len() != questions.len() {
                return Err(format!(
                    "{} marks for {} questions",
                    student.answers.len(),
                    questions.len()
                ));
            }
            Ok(true)
        });
    }
}

/// Progress files (`progress.json`) as a run finds them: mutated from a
/// valid one, written to a file of their own. Loading never panics; a
/// corrupt file is reported, and saving over it keeps it once as `.bad`.
fn fuzz_progress(rng: &mut Rng, cases: u64, report: &mut Report) {
    use npuzzle::lesson::saved;
    let dir = std::env::temp_dir().join(format!("npuzzle-fuzz-progress-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temporary directory");
    let seed_file = dir.join("seed.json");
    saved::update(&seed_file, &mut |s| {
        let p = s
            .lessons
            .entry("01-counting-inversions".into())
            .or_default();
        p.step = 4;
        p.answers.insert(
            3,
            saved::Record {
                attempts: 2,
                hints: 1,
                shown: false,
                right: true,
                given: Some("16".into()),
            },
        );
    })
    .expect("write a valid progress file");
    let valid = std::fs::read_to_string(&seed_file).expect("read it back");
    let corpus = vec![
        valid.clone(),
        r#"{"version":1,"lessons":{"x":{"step":2,"answers":{"3":true}}}}"#.to_string(),
        r#"{"version":99,"lessons":{}}"#.to_string(),
    ];
    for n in 0..cases {
        let base = &corpus[rng.below(corpus.len() as u64) as usize];
        let text = mutate(rng, base, &corpus);
        let path = dir.join(format!("case-{n}.json"));
        let _ = std::fs::remove_file(saved::backup_path(&path));
        std::fs::write(&path, &text).expect("write the case");
        case(report, HANG_GUARD, &text, || {
            let (_, fresh) = saved::load(&path);
            let corrupt = matches!(fresh, Some(saved::Fresh::Corrupt(_)));
            saved::update(&path, &mut |s| {
                s.lessons.entry("fuzz".into()).or_default().step = 1;
            })
            .map_err(|e| format!("saving over it failed: {e}"))?;
            if corrupt && !saved::backup_path(&path).exists() {
                return Err("a corrupt file was replaced without its .bad copy".into());
            }
            let (after, fresh) = saved::load(&path);
            if fresh.is_some() || !after.lessons.contains_key("fuzz") {
                return Err("what was saved does not read back".into());
            }
            Ok(!corrupt)
        });
        let _ = std::fs::remove_file(&path);
        let _ = std::fs::remove_file(saved::backup_path(&path));
    }
    let _ = std::fs::remove_dir_all(&dir);
}

/// `npuzzle random` requests with random sizes, goals, counts, methods and
/// budgets: generated or refused as bad input, never a panic; every board
/// is of the class asked for (checked by the parity rule) and a walk or a
/// distance is honoured where the method fixes it.
fn fuzz_random(rng: &mut Rng, cases: u64, report: &mut Report) {
    use npuzzle::board::Goal;
    use npuzzle::random::{self, Method, Request};
    for _ in 0..cases {
        let (w, h) = (1 + rng.below(5) as usize, 1 + rng.below(5) as usize);
        let method = match rng.below(3) {
            0 => Method::Uniform,
            1 => Method::Walk(rng.below(300) as usize),
            // Exact distances on small boards only: the fuzz stays quick.
            _ => Method::Distance(rng.below(40) as u32),
        };
        let what = format!("{w}x{h} {method:?}");
        let Ok(goal) = Board::blank_last(w, h) else {
            report.cases += 1;
            continue;
        };
        let small = w * h <= 9;
        let req = Request {
            goal: Goal::new(goal),
            count: 1 + rng.below(3) as usize,
            seed: rng.next_u64(),
            method: if small || !matches!(method, Method::Distance(_)) {
                method
            } else {
                Method::Uniform
            },
            unsolvable: rng.below(4) == 0,
            max_nodes: 200_000,
            with_distance: small && rng.below(2) == 0,
        };
        case(report, HANG_GUARD, &what, || {
            let mut boards = Vec::new();
            let outcome = random::generate(&req, None, &mut |g| {
                boards.push(g);
                Ok(())
            });
            match outcome {
                Ok(_) => {}
                Err(e) if is_input_error(&e) => {
                    let m = e.to_string();
                    if m.contains('\n') {
                        return Err(format!("message of several lines: {m:?}"));
                    }
                    return Ok(false);
                }
                Err(e) => return Err(format!("wrong error class {e:?}")),
            }
            for g in &boards {
                let verdict = npuzzle::parity::verdict(&g.board, &req.goal);
                if verdict.solvable == req.unsolvable || g.solvable != verdict.solvable {
                    return Err(format!("{} is of the wrong class", g.board));
                }
            }
            Ok(true)
        });
    }
}

/// Run `cases` cases of one target from `seed`.
pub fn run_target(target: &str, cases: u64, seed: u64) -> Result<Report, String> {
    let mut rng = Rng::new(seed);
    let mut report = Report::default();
    match target {
        "board" => fuzz_board(&mut rng, cases, &mut report),
        "moves" => fuzz_moves(&mut rng, cases, &mut report),
        "lesson" => fuzz_lesson(&mut rng, cases, &mut report),
        "answers" => fuzz_answers(&mut rng, cases, &mut report),
        "cache" => fuzz_cache(&mut rng, cases, &mut report),
        "course" => fuzz_course(&mut rng, cases, &mut report),
        "grade" => fuzz_grade(&mut rng, cases, &mut report),
        "progress" => fuzz_progress(&mut rng, cases, &mut report),
        "random" => fuzz_random(&mut rng, cases, &mut report),
        other => {
            return Err(format!(
                "unknown target `{other}` (use {} or all)",
                TARGETS.join(", ")
            ));
        }
    }
    Ok(report)
}

fn main() -> std::process::ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let value = |name: &str| {
        args.iter()
            .position(|a| a == name)
            .and_then(|i| args.get(i + 1))
            .cloned()
    };
    let target = value("--target").unwrap_or_else(|| "all".into());
    let cases: u64 = value("--cases")
        .and_then(|c| c.parse().ok())
        .unwrap_or(1000);
    let seed: u64 = value("--seed").and_then(|s| s.parse().ok()).unwrap_or(1);
    let targets: Vec<&str> = if target == "all" {
        TARGETS.to_vec()
    } else {
        vec![target.as_str()]
    };
    let mut failed = false;
    for t in targets {
        let start = Instant::now();
        let report = match run_target(t, cases, seed) {
            Ok(r) => r,
            Err(e) => {
                eprintln!("fuzz: {e}");
                return std::process::ExitCode::from(2);
            }
        };
        println!(
            "{t}: {} cases, {} accepted, {} failures, slowest case {:.3} s, {:.1} s in all (seed {seed})",
            report.cases,
            report.accepted,
            report.failures.len(),
            report.slowest.as_secs_f64(),
            start.elapsed().as_secs_f64()
        );
        for f in report.failures.iter().take(20) {
            println!("  {}", f.chars().take(300).collect::<String>());
        }
        failed |= !report.failures.is_empty();
    }
    if failed {
        std::process::ExitCode::from(1)
    } else {
        std::process::ExitCode::SUCCESS
    }
}
