//! Every table the tool prints keeps every row and cell at every width
//! (issue 33): the tables of the board commands (inversion tables, parity
//! summaries, traces), the searches (statistics, comparisons, trees,
//! frontiers), the heuristic audits and their dominance lists, the
//! experiments' cost tables, `lesson list`, `pdb status` and every built-in
//! lesson, in English, Vietnamese and Chinese, are taken from the real
//! binary in their wide form and laid out again by the library's
//! [`npuzzle::render::wrap::fit`] (the lesson stepper's) and
//! [`npuzzle::render::wrap::Lines`] (every command's on a terminal) at each
//! width from 40 to 200 columns. Each layout must
//!
//! - fit the width (a grid, a board drawn in boxes, is left whole);
//! - and either show every row as a row (the same words in the same order,
//!   each row starting a line of its own), or, for a table whose first line
//!   is a header, one record per data row: the row's cells in order, each
//!   after the name of its column, and nothing else.
//!
//! Whether a first line is a header is decided here, on a stricter rule
//! than the layout's: an empty corner over a column of row names, or no
//! number among its cells while some column it names holds nothing but
//! numbers. A layout that reads a row of data as a header (the dominance
//! list of lesson 6 at 80 columns printed `euclidean: >= misplaced,
//! euclidean, rowcol >= misplaced`) fails. Words are compared character
//! by character (Chinese text breaks between any two characters).

use npuzzle::render::wrap;
use std::collections::HashSet;
use std::io::Write;
use std::path::Path;
use std::process::{Command, Stdio};

/// Run the binary piped (the wide form of every table; lessons laid out at
/// 100 columns, the widest), colour off.
fn wide(args: &[&str]) -> String {
    let tmp = Path::new(env!("CARGO_TARGET_TMPDIR"));
    let out = Command::new(crate::common::bin())
        .args(args)
        .env("NO_COLOR", "1")
        .env("XDG_CACHE_HOME", tmp.join("pdb-cache"))
        .env("XDG_STATE_HOME", tmp.join("narrow-tables-state"))
        .env("COLUMNS", "100")
        .env_remove("CLICOLOR_FORCE")
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .env("LANG", "C.UTF-8")
        .stdin(Stdio::null())
        .output()
        .expect("run npuzzle");
    assert!(
        out.status.code().is_some_and(|c| c <= 1),
        "npuzzle {args:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).expect("UTF-8 output")
}

/// A line laid out in columns: two spaces in a row after its indentation,
/// or a rule (the tool's definition of a table line).
fn columnar(line: &str) -> bool {
    let body = line.trim_start();
    body.contains("  ")
        || body.starts_with("+-")
        || body.starts_with('|')
        || body.contains('│')
        || body.starts_with("---")
}

fn is_grid(block: &[String]) -> bool {
    block.iter().any(|l| {
        let t = l.trim_start();
        t.starts_with("+-") || t.starts_with("| ")
    })
}

/// The blocks of consecutive columnar lines of an output.
fn blocks(text: &str) -> Vec<Vec<String>> {
    let mut out = Vec::new();
    let mut block: Vec<String> = Vec::new();
    for line in text.lines() {
        if !line.trim().is_empty() && columnar(line) {
            block.push(line.to_string());
        } else if !block.is_empty() {
            out.push(std::mem::take(&mut block));
        }
    }
    if !block.is_empty() {
        out.push(block);
    }
    out
}

fn width(s: &str) -> usize {
    wrap::display_width(s)
}

/// The display columns where the cells of a header start (column 0 too
/// when the header is indented: the corner over the rows' names).
fn starts(header: &str) -> Vec<usize> {
    let mut out = vec![0];
    let (mut col, mut spaces, mut started) = (0, 0, false);
    for c in header.chars() {
        if c == ' ' {
            spaces += 1;
        } else {
            if !started || spaces >= 2 {
                out.push(col);
            }
            started = true;
            spaces = 0;
        }
        col += width(c.encode_utf8(&mut [0; 4]));
    }
    out.dedup();
    out
}

/// A line cut at display columns `starts`, each cell trimmed.
fn cut(line: &str, starts: &[usize]) -> Vec<String> {
    let mut cells = vec![String::new(); starts.len()];
    let mut col = 0;
    for c in line.chars() {
        let k = starts.iter().rposition(|&s| s <= col).unwrap_or(0);
        cells[k].push(c);
        col += width(c.encode_utf8(&mut [0; 4]));
    }
    cells.into_iter().map(|c| c.trim().to_string()).collect()
}

/// The text of a layout to compare: its characters without white space,
/// `,` and `:` (a records layout's punctuation; a cell's own is left out
/// alike on both sides). Words are compared character by character,
/// since Chinese text breaks between any two characters.
fn squash(text: &str) -> String {
    text.chars()
        .filter(|c| !c.is_whitespace() && *c != ',' && *c != ':')
        .collect()
}

/// A cell that holds a number: it starts with a digit (or a sign and a
/// digit).
fn numeric(cell: &str) -> bool {
    let t = cell.trim_start_matches(['-', '+', '−']);
    t.starts_with(|c: char| c.is_ascii_digit())
}

/// True when the first line of a block is a header: an empty corner over
/// a column of row names, or no number among its cells while some column
/// it names holds numbers only (every cell of it that is not empty).
fn header(block: &[String]) -> bool {
    if block.len() < 2 {
        return false;
    }
    let s = starts(&block[0]);
    let names = cut(&block[0], &s);
    let rows: Vec<Vec<String>> = block[1..].iter().map(|l| cut(l, &s)).collect();
    let corner = names[0].is_empty() && rows.iter().all(|r| !r[0].is_empty());
    let numbers = !names.iter().any(|n| numeric(n))
        && (0..names.len()).any(|c| {
            let below: Vec<&String> = rows
                .iter()
                .map(|r| &r[c])
                .filter(|v| !v.is_empty())
                .collect();
            !names[c].is_empty() && !below.is_empty() && below.iter().all(|v| numeric(v))
        });
    corner || numbers
}

/// The offsets in the squashed text at which each of `lines` starts.
fn line_starts(lines: &[&str]) -> HashSet<usize> {
    let mut out = HashSet::new();
    let mut k = 0;
    for l in lines {
        let n = squash(l).chars().count();
        if n > 0 {
            out.insert(k);
        }
        k += n;
    }
    out
}

/// A layout expected: its squashed text and where each row (record)
/// starts in it.
#[derive(Default)]
struct Expected {
    text: String,
    firsts: Vec<usize>,
}

impl Expected {
    fn row(&mut self, parts: &[&str]) {
        let joined: String = parts.iter().map(|p| squash(p)).collect();
        if !joined.is_empty() {
            self.firsts.push(self.text.chars().count());
            self.text.push_str(&joined);
        }
    }

    /// `None` when `got` is this layout with each row starting a line.
    fn compare(&self, got: &str, starts_at: &HashSet<usize>) -> Option<String> {
        if got != self.text {
            return Some(first_difference(got, &self.text));
        }
        let chars: Vec<char> = self.text.chars().collect();
        self.firsts
            .iter()
            .find(|k| !starts_at.contains(k))
            .map(|&k| {
                let word: String = chars[k..(k + 12).min(chars.len())].iter().collect();
                format!("the row starting {word:?} does not start a line")
            })
    }
}

/// The check of one layout of one block (`None`: right).
fn check(block: &[String], out: &str, w: usize) -> Option<String> {
    let lines: Vec<&str> = out.lines().collect();
    if !is_grid(block)
        && let Some(l) = lines.iter().find(|l| width(l) > w)
    {
        return Some(format!("a line wider than {w}: {l:?}"));
    }
    let got = squash(out);
    let starts_at = line_starts(&lines);
    // Every row as a row.
    let mut rows = Expected::default();
    for l in block {
        rows.row(&[l]);
    }
    // (`?`: a layout that matches is right.)
    let as_rows = rows.compare(&got, &starts_at)?;
    if !header(block) {
        return Some(format!(
            "no header, so every row must stay a row: {as_rows}"
        ));
    }
    // One record per data row under the header's names.
    let s = starts(&block[0]);
    let names = cut(&block[0], &s);
    let mut records = Expected::default();
    for l in &block[1..] {
        let cells = cut(l, &s);
        let parts: Vec<&str> = names
            .iter()
            .zip(&cells)
            .filter(|(_, c)| !c.is_empty())
            .flat_map(|(n, c)| [n.as_str(), c.as_str()])
            .collect();
        records.row(&parts);
    }
    let as_records = records.compare(&got, &starts_at)?;
    Some(format!(
        "neither every row as a row ({as_rows}) nor one record per row under the header ({as_records})"
    ))
}

fn first_difference(got: &str, want: &str) -> String {
    let (g, w): (Vec<char>, Vec<char>) = (got.chars().collect(), want.chars().collect());
    let k = g
        .iter()
        .zip(&w)
        .position(|(a, b)| a != b)
        .unwrap_or(g.len().min(w.len()));
    let from = k.saturating_sub(12);
    let piece = |v: &[char]| {
        v[from.min(v.len())..(k + 24).min(v.len())]
            .iter()
            .collect::<String>()
    };
    format!(
        "at character {k}: got {:?}, want {:?}",
        piece(&g),
        piece(&w)
    )
}

/// Lay `block` out at `w` through the writer of a terminal's output.
fn through_lines(block: &[String], w: usize) -> String {
    let mut buf = Vec::new();
    {
        let mut lines = wrap::Lines::new(&mut buf, w, || true);
        for l in block {
            writeln!(lines, "{l}").unwrap();
        }
        lines.flush().unwrap();
    }
    String::from_utf8(buf).unwrap()
}

/// Check every table of `text` at every width from 40 to 200.
fn every_width(what: &str, text: &str, failures: &mut Vec<String>) -> usize {
    let mut tables = 0;
    for block in blocks(text) {
        tables += 1;
        for w in 40..=200 {
            let joined = block.join("\n");
            for (how, out) in [
                ("fit", wrap::fit(&joined, w)),
                ("Lines", through_lines(&block, w)),
            ] {
                if let Some(problem) = check(&block, &out, w) {
                    failures.push(format!(
                        "{what} at {w} columns ({how}): {problem}\n--- wide\n{joined}\n--- laid out\n{out}"
                    ));
                    break;
                }
            }
            if failures.len() > 3 {
                return tables;
            }
        }
    }
    tables
}

fn report(failures: Vec<String>, tables: usize) {
    assert!(
        failures.is_empty(),
        "{} of the layouts of {tables} tables lose or mislabel a cell:\n\n{}",
        failures.len(),
        failures.join("\n\n")
    );
}

#[test]
fn the_board_and_search_commands_tables_keep_every_cell_at_every_width() {
    let mut failures = Vec::new();
    let mut tables = 0;
    for lang in crate::common::LANGUAGES {
        for args in [
            &["explain", "7 2 4/5 0 6/8 3 1"][..],
            &["explain", "1 2 3 4/5 6 7 8/9 10 11 12/13 15 14 0"],
            &["inversions", "7 2 4/5 0 6/8 3 1", "--claim", "26"],
            &["solvable", "1 2 3 4/5 6 7 8/0 9 10 11/12 13 14 15"],
            &["trace", "7 2 4/5 0 6/8 3 1", "ULDR"],
            &["trace", "5 1 2 3/9 6 7 4/13 10 11 8/14 15 12 0", "LURDLURD"],
            &["reduce", "7 2 4/5 0 6/8 3 1"],
            &["connect", "1 2 3/4 5 6/7 8 0", "1 2 3/4 5 6/8 7 0"],
            &["verify", "--size", "2x3"],
            &["solve", "7 2 4/5 0 6/8 3 1"],
            &["solve", "2 8 3/1 6 4/7 0 5", "--algo", "bfs"],
            &["tree", "2 8 3/1 6 4/7 0 5", "--algo", "astar"],
            &[
                "compare",
                "7 2 4/5 0 6/8 3 1",
                "--algos",
                "bfs,ordered,astar,idastar",
                "--no-timing",
            ],
            &["heuristics", "check"],
            &[
                "experiment",
                "cost-table",
                "--count",
                "2",
                "--max-depth",
                "8",
            ],
            &[
                "experiment",
                "heuristics",
                "--size",
                "3x3",
                "--count",
                "3",
                "--time-limit",
                "5",
                "--no-timing",
            ],
            &["lesson", "list"],
            &["pdb", "status"],
        ] {
            let mut full = vec!["--lang", lang];
            full.extend_from_slice(args);
            let text = wide(&full);
            tables += every_width(&full.join(" "), &text, &mut failures);
        }
    }
    assert!(tables >= 60, "only {tables} tables found");
    report(failures, tables);
}

#[test]
fn every_lessons_tables_keep_every_cell_at_every_width() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("lessons");
    let mut names: Vec<String> = crate::common::files_with_extension(&dir, "yaml")
        .iter()
        .filter_map(|p| {
            let stem = p.file_stem()?.to_str()?;
            stem.starts_with(|c: char| c.is_ascii_digit())
                .then(|| stem.to_string())
        })
        .collect();
    names.sort();
    assert!(names.len() >= 8, "{names:?}");
    let mut failures = Vec::new();
    let mut tables = 0;
    for lang in crate::common::LANGUAGES {
        for name in &names {
            let text = wide(&["--lang", lang, "lesson", "run", name, "--no-pause"]);
            tables += every_width(&format!("lesson {name} ({lang})"), &text, &mut failures);
        }
    }
    assert!(tables >= 100, "only {tables} tables found");
    report(failures, tables);
}

#[test]
fn the_dominance_list_of_lesson_6_keeps_its_first_row_at_80_columns() {
    for lang in crate::common::LANGUAGES {
        let text = wide(&["--lang", lang, "lesson", "run", "6", "--no-pause"]);
        let block = blocks(&text)
            .into_iter()
            .find(|b| b[0].starts_with("manhattan ") && b[0].contains(">= misplaced"))
            .expect("the dominance list");
        let out = wrap::fit(&block.join("\n"), 80);
        for row in &block {
            let name = row.split_whitespace().next().unwrap();
            let list = row[name.len()..].trim();
            assert!(
                out.contains(&format!("{name}\n  {list}")) || out.contains(row.as_str()),
                "{lang}: the row {row:?} is not kept:\n{out}"
            );
        }
    }
}
