//! One view of a lesson step that is not a question, built once in the
//! reader's language: the lesson's headings and text, boards, the tool's
//! sentences, tables, lists, pictures, and the claims npuzzle checked.
//! The HTML page and sheet ([`super::html_step`]), the Markdown copy and
//! sheet ([`super::lesson_markdown`]) and the terminal's step-through
//! ([`super::lesson_terminal`]) are writers of it; none chooses words or
//! numbers.

use super::report::{Mark, Part};
use super::{Palette, lesson_parts};
use crate::board::Board;
use crate::i18n::Lang;
use crate::lesson::Prepared;
use crate::lesson::result::{Common, StepResult, TreeResult};
use crate::lesson::setup::Setup;
use crate::parity::Verdict;
use crate::search::SearchResult;
use crate::t;

/// A piece of one of the tool's sentences.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum Span {
    Text(String),
    /// What stands out: a verdict, a total. The terminal colours it by its
    /// kind; a page makes it bold.
    Strong(String, Emph),
    /// Moves, a board on one line.
    Code(String),
}

/// What kind of word stands out, so that a writer with colours can
/// colour it as the commands do (a verdict green or red).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Emph {
    /// A number the tool computed, a name.
    Number,
    /// A good outcome: solvable, a check that holds.
    Good,
    /// A bad outcome: unsolvable, a stop.
    Bad,
    /// Something to look at: the predicted target, an odd class.
    Accent,
}

pub(crate) use super::report::Table;

/// A picture a writer draws if its medium can (HTML's inline SVG); the
/// numbers it shows are in the step's tables or text too.
#[derive(Debug, Clone, Copy)]
pub(crate) enum Plot<'a> {
    Distances(&'a crate::statespace::VerifyReport),
    CostTable(&'a crate::lesson::result::CostTableResult),
}

#[derive(Debug, Clone)]
pub(crate) enum Block<'a> {
    /// A section's title (the lesson's words).
    Section(&'a str),
    /// A step's title (the lesson's words).
    Title(&'a str),
    /// A heading inside a command's report.
    Heading(String),
    /// A step's `text:` (the lesson's words, plain).
    Text(&'a str),
    /// A `say:` (the lesson's words; its Markdown is kept in Markdown).
    Say(&'a str),
    /// Boards side by side, each with its caption.
    Boards(Vec<(String, &'a Board)>),
    /// One of the tool's sentences.
    Para(Vec<Span>),
    Table(Table),
    /// A bulleted list of the tool's sentences.
    List(Vec<Vec<Span>>),
    Plot(Plot<'a>),
    /// A search tree: drawn (HTML), or as a Mermaid chart (Markdown).
    Tree(&'a TreeResult),
}

impl Block<'_> {
    /// True for what npuzzle computed, false for the lesson's own words.
    pub(crate) fn computed(&self) -> bool {
        !matches!(
            self,
            Block::Section(_) | Block::Title(_) | Block::Text(_) | Block::Say(_)
        )
    }
}

/// Marks around the words of a sentence that are strong (the terminal
/// colours them): private-use characters, never in the catalogue. Each
/// kind of word has its own opening mark.
const STRONG_OPEN: [(char, Emph); 4] = [
    ('\u{E000}', Emph::Number),
    ('\u{E002}', Emph::Good),
    ('\u{E003}', Emph::Bad),
    ('\u{E004}', Emph::Accent),
];
const STRONG_CLOSE: char = '\u{E001}';

/// `word`, marked strong inside a sentence made by the catalogue.
fn strong(word: &str) -> String {
    emphasised(word, Emph::Number)
}

/// `word`, marked strong as this kind of word.
fn emphasised(word: &str, emph: Emph) -> String {
    let open = STRONG_OPEN
        .iter()
        .find(|(_, e)| *e == emph)
        .map_or(STRONG_OPEN[0].0, |(c, _)| *c);
    format!("{open}{word}{STRONG_CLOSE}")
}

/// A sentence with [`strong`] marks, as spans.
fn spans(s: &str) -> Vec<Span> {
    let mut out = Vec::new();
    let mut rest = s;
    while let Some((open, mark, emph)) = rest.char_indices().find_map(|(i, c)| {
        STRONG_OPEN
            .iter()
            .find(|(o, _)| *o == c)
            .map(|(_, e)| (i, c, *e))
    }) {
        if open > 0 {
            out.push(Span::Text(rest[..open].to_string()));
        }
        let after = &rest[open + mark.len_utf8()..];
        let close = after.find(STRONG_CLOSE).unwrap_or(after.len());
        out.push(Span::Strong(after[..close].to_string(), emph));
        rest = after.get(close + STRONG_CLOSE.len_utf8()..).unwrap_or("");
    }
    if !rest.is_empty() {
        out.push(Span::Text(rest.to_string()));
    }
    out
}

/// A marked word of a command's report: strong on a page, unless it is
/// secondary (a page does not dim it).
fn marked(word: &str, mark: Mark) -> String {
    match mark {
        Mark::Dim => word.to_string(),
        Mark::Good => emphasised(word, Emph::Good),
        Mark::Bad => emphasised(word, Emph::Bad),
        Mark::Accent => emphasised(word, Emph::Accent),
        Mark::Heading | Mark::Number => strong(word),
    }
}

/// A command's report (`render::report`'s parts) as blocks.
fn report<'a>(out: &mut Vec<Block<'a>>, parts: Vec<Part<'a>>, lang: Lang) {
    for part in parts {
        match part {
            Part::Heading(h) => out.push(Block::Heading(h)),
            Part::Line(l) => paras(out, &l),
            Part::Gap | Part::Page => {}
            Part::Board(b, _) => out.push(Block::Boards(vec![(String::new(), b)])),
            Part::Boards(items, _) => out.push(Block::Boards(items)),
            Part::Moves(m) => out.push(Block::Para(vec![if m.is_empty() {
                Span::Text(t!(lang; "reduce-none"))
            } else {
                Span::Code(crate::board::moves_to_string(m))
            }])),
            Part::List(items) => out.push(Block::List(items.iter().map(|i| spans(i)).collect())),
            Part::Table(mut t, _) => {
                for cell in t.rows.iter_mut().flatten() {
                    cell.retain(|c| c != STRONG_CLOSE && STRONG_OPEN.iter().all(|(o, _)| *o != c));
                }
                out.push(Block::Table(t));
            }
        }
    }
}

fn para(s: &str) -> Block<'static> {
    Block::Para(spans(s))
}

/// The lines of a sentence the catalogue writes over several lines, one
/// paragraph each (a blank line ends one).
fn paras<'a>(out: &mut Vec<Block<'a>>, text: &str) {
    for line in text.lines().filter(|l| !l.trim().is_empty()) {
        out.push(para(line.trim_end()));
    }
}

fn intro<'a>(out: &mut Vec<Block<'a>>, c: &'a Common) {
    if let Some(t) = &c.title {
        out.push(Block::Title(t));
    }
    if let Some(t) = &c.text {
        out.push(Block::Text(t));
    }
}

/// The board, and its goal unless it is the usual one (blank last), as
/// the terminal shows them.
fn setup<'a>(out: &mut Vec<Block<'a>>, st: &'a Setup, lang: Lang) {
    let mut items = vec![(t!(lang; "pages-board"), &st.board)];
    if st.goal_name != "blank-last" {
        items.push((t!(lang; "pages-goal-named", goal = st.goal_name), &st.goal));
    }
    out.push(Block::Boards(items));
}

/// The view of step `i` of a lesson (a question has none: its writers
/// ask it).
pub(crate) fn view(p: &Prepared, i: usize, lang: Lang) -> Vec<Block<'_>> {
    let mut out = Vec::new();
    let plain = Palette::plain(lang);
    match &p.results[i] {
        StepResult::Section { title } => out.push(Block::Section(title)),
        StepResult::Say { text } => out.push(Block::Say(text)),
        StepResult::Board(b) => {
            intro(&mut out, &b.common);
            let mut items = vec![(t!(lang; "pages-board"), &b.board)];
            if let Some(g) = &b.goal {
                items.push((t!(lang; "pages-goal"), g));
            }
            out.push(Block::Boards(items));
        }
        StepResult::Inversions(r) => {
            intro(&mut out, &r.common);
            setup(&mut out, &r.setup, lang);
            let order: Vec<String> = r
                .table
                .rows
                .iter()
                .map(|row| {
                    if r.table.relabelled {
                        format!("{}({})", row.tile, r.setup.goal_cells.rank(row.tile))
                    } else {
                        row.tile.to_string()
                    }
                })
                .collect();
            out.push(para(
                &t!(lang; "board-reading-order", order = order.join(" ")),
            ));
            if r.table.relabelled {
                out.push(para(&super::parity::relabel_note(
                    &r.setup.goal_cells,
                    lang,
                )));
            }
            let show = |t: u8| {
                if r.table.relabelled {
                    format!("{t} ({})", r.setup.goal_cells.rank(t))
                } else {
                    t.to_string()
                }
            };
            let rows = r
                .table
                .rows
                .iter()
                .map(|row| {
                    vec![
                        show(row.tile),
                        if row.smaller_after.is_empty() {
                            "-".into()
                        } else {
                            row.smaller_after
                                .iter()
                                .map(|&t| show(t))
                                .collect::<Vec<_>>()
                                .join(" ")
                        },
                        row.count.to_string(),
                        row.running.to_string(),
                    ]
                })
                .collect();
            out.push(Block::Table(Table {
                head: vec![
                    t!(lang; "pages-col-tile"),
                    t!(lang; "pages-col-smaller-after"),
                    t!(lang; "pages-col-count"),
                    t!(lang; "pages-col-running"),
                ],
                rows,
                numeric: vec![true, false, true, true],
            }));
            let sum: Vec<String> = r
                .table
                .rows
                .iter()
                .map(|row| row.count.to_string())
                .collect();
            out.push(para(&t!(
                lang; "board-total",
                sum = sum.join("+"),
                shown = strong(&r.table.inversions.to_string()),
                count = r.table.inversions,
                parity = super::parity::parity_word(r.table.parity, lang)
            )));
            if let Some(c) = lesson_parts::claim_line(r, plain) {
                out.push(para(&c));
            }
        }
        StepResult::Solvable(r) => {
            intro(&mut out, &r.common);
            setup(&mut out, &r.setup, lang);
            verdict(&mut out, &r.verdict, &r.setup, lang);
        }
        StepResult::Trace(r) => {
            intro(&mut out, &r.common);
            trace(&mut out, r, lang);
        }
        StepResult::Reduce(r) => {
            intro(&mut out, &r.common);
            report(
                &mut out,
                super::reduce::reduction(
                    &r.reduction,
                    &r.setup.goal_cells,
                    &r.setup.goal_spec,
                    r.compact,
                    lang,
                    &marked,
                ),
                lang,
            );
        }
        StepResult::Connect(r) => {
            intro(&mut out, &r.common);
            let parts = match (&r.path, &r.apart) {
                (Some(path), _) => super::reduce::connection_parts(
                    path,
                    &r.goal_cells,
                    &r.goal_spec,
                    lang,
                    &marked,
                ),
                (None, Some((from, to))) => {
                    super::reduce::apart_parts(from, to, &r.goal_cells, &r.goal_spec, lang, &marked)
                }
                (None, None) => Vec::new(),
            };
            report(&mut out, parts, lang);
        }
        StepResult::Verify(r) => {
            intro(&mut out, &r.common);
            let mut parts = super::reduce::verify_parts(&r.report, lang, &marked);
            let title = parts.remove(0);
            report(&mut out, vec![title], lang);
            out.push(Block::Plot(Plot::Distances(&r.report)));
            report(&mut out, parts, lang);
        }
        StepResult::Audit(r) => {
            intro(&mut out, &r.common);
            let goal = super::parity::goal_line(&r.goal_cells, &r.goal_spec, lang);
            report(
                &mut out,
                super::lab_report::audit(&r.audit, &goal, lang, &marked),
                lang,
            );
        }
        StepResult::CostTable(r) => {
            intro(&mut out, &r.common);
            let goal = super::parity::goal_line(&r.goal_cells, &r.goal_spec, lang);
            let mut parts = super::lab_report::cost_table(&r.table, &goal, lang, &marked);
            let title = parts.remove(0);
            report(&mut out, vec![title], lang);
            out.push(Block::Plot(Plot::CostTable(r)));
            report(&mut out, parts, lang);
        }
        StepResult::Solve(r) => {
            intro(&mut out, &r.common);
            setup(&mut out, &r.setup, lang);
            let res = &r.result;
            out.push(para(&t!(
                lang; "pages-search",
                rules = super::search::rules_line(&res.options, lang)
            )));
            if let Some(h) = res.options.used_heuristic() {
                out.push(para(&format!(
                    "h(start) = {} ({h}).",
                    h.value(&r.setup.board, &r.setup.goal_cells)
                )));
            }
            solution(&mut out, res, &r.setup.board, lang);
            if r.show_path
                && let Some(path) = &res.path
                && !path.is_empty()
            {
                out.push(Block::Table(path_table(&r.setup.board, path, lang)));
            }
            out.push(Block::Table(counts(res, lang)));
        }
        StepResult::Tree(r) => {
            intro(&mut out, &r.common);
            setup(&mut out, &r.setup, lang);
            out.push(Block::Tree(r));
            solution(&mut out, &r.result, &r.setup.board, lang);
            out.push(Block::Table(counts(&r.result, lang)));
        }
        StepResult::Compare(r) => {
            intro(&mut out, &r.common);
            setup(&mut out, &r.setup, lang);
            out.push(Block::List(
                r.results
                    .iter()
                    .map(|x| {
                        vec![
                            Span::Strong(x.name.to_string(), Emph::Number),
                            Span::Text(format!(
                                ": {}.",
                                super::search::rules_line(&x.result.options, lang)
                            )),
                        ]
                    })
                    .collect(),
            ));
            let results: Vec<(String, &SearchResult)> = r
                .results
                .iter()
                .map(|x| (x.name.to_string(), &x.result))
                .collect();
            let rows = super::search::compare_rows(&results, false, lang);
            let mut head = vec![String::new()];
            head.extend(results.iter().map(|(n, _)| n.clone()));
            let mut numeric = vec![false];
            numeric.extend(results.iter().map(|_| true));
            out.push(Block::Table(Table {
                head,
                rows: rows
                    .into_iter()
                    .map(|(name, values)| std::iter::once(name).chain(values).collect())
                    .collect(),
                numeric,
            }));
        }
        StepResult::Heuristics(r) => {
            intro(&mut out, &r.common);
            setup(&mut out, &r.setup, lang);
            let rows = r
                .values
                .iter()
                .map(|v| {
                    let compared = match (r.distance, v.overestimates) {
                        (Some(d), Some(true)) => t!(lang; "pages-over-by", n = v.value - d),
                        (Some(d), _) => format!("≤ {d}"),
                        _ => String::new(),
                    };
                    vec![
                        v.label.unwrap_or("").to_string(),
                        v.name.to_string(),
                        v.value.to_string(),
                        compared,
                    ]
                })
                .collect();
            out.push(Block::Table(Table {
                head: vec![
                    String::new(),
                    t!(lang; "pages-col-heuristic"),
                    t!(lang; "pages-col-value"),
                    t!(lang; "pages-col-compared"),
                ],
                rows,
                numeric: vec![false, false, true, false],
            }));
            if let Some(d) = r.distance {
                out.push(para(&t!(
                    lang; "pages-true-distance",
                    moves = strong(&t!(lang; "pages-move-count", n = d))
                )));
            }
            if r.explain {
                out.push(Block::List(
                    r.values
                        .iter()
                        .map(|v| spans(&v.explanation.say(lang)))
                        .collect(),
                ));
            }
        }
        StepResult::Quiz(_) | StepResult::Exercise(_) => {}
    }
    out
}

/// The claims npuzzle checked on step `i`, as one sentence in the
/// reader's words (the instructor's copy and the lesson page show it; the
/// student's sheet does not).
pub(crate) fn checked(p: &Prepared, i: usize, lang: Lang) -> Option<String> {
    let checked: Vec<&crate::lesson::check::Checked> = p
        .report
        .checked
        .iter()
        .filter(|c| c.step == i + 1)
        .collect();
    super::claim_words::sentence(&checked, lang)
}

/// The rule, its reason, the numbers of board and goal, and the verdict
/// (`npuzzle solvable`'s report, [`super::parity::verdict_parts`], as
/// paragraphs and tables).
fn verdict(out: &mut Vec<Block<'_>>, v: &Verdict, st: &Setup, lang: Lang) {
    use super::parity::Tone;
    use super::parity::VerdictPart;
    let mark = |word: &str, tone: Tone| match tone {
        Tone::Rule => strong(word),
        Tone::Good => emphasised(word, Emph::Good),
        Tone::Bad => emphasised(word, Emph::Bad),
    };
    for part in super::parity::verdict_parts(v, &st.board, &st.goal_cells, lang, &mark) {
        match part {
            VerdictPart::Line(line) => paras(out, &line),
            VerdictPart::Pause => {}
            VerdictPart::Sides { with_sum } => out.push(Block::Table(sides(v, with_sum, lang))),
        }
    }
}

/// The numbers of board and goal, as a table.
fn sides(v: &Verdict, with_sum: bool, lang: Lang) -> Table {
    let mut rows = super::parity::sides_rows(v, with_sum, lang);
    let head = rows.remove(0);
    // The name and the parity are words; the rest are numbers.
    let numeric = (0..head.len())
        .map(|k| k > 0 && k + 1 < head.len())
        .collect();
    Table {
        head,
        rows,
        numeric,
    }
}

/// A trace: the board, the moves, one row per move, the argument.
fn trace<'a>(out: &mut Vec<Block<'a>>, r: &'a crate::lesson::run::TraceResult, lang: Lang) {
    let t = &r.trace;
    out.push(Block::Boards(vec![(t!(lang; "pages-board"), &r.board)]));
    let moves: String = t.steps.iter().map(|m| m.letter).collect();
    let sentence = t!(
        lang; "pages-trace-moves",
        moves = strong(&moves),
        goal = t.goal.to_line(),
        name = r.goal_name
    );
    // The moves are code, not emphasis.
    out.push(Block::Para(
        spans(&sentence)
            .into_iter()
            .map(|s| match s {
                Span::Strong(m, _) => Span::Code(m),
                other => other,
            })
            .collect(),
    ));
    out.push(para(&super::proof::invariant_rule(t, lang)));
    if super::proof::is_relabelled(&r.goal_cells) {
        out.push(para(&super::parity::relabel_note(&r.goal_cells, lang)));
    }
    // The rows of `npuzzle trace --compact` without its board column (a
    // board on one line makes the table too wide for a terminal; with
    // `compact: false` the boards are drawn below it): the jumps' ±1
    // summed, the invariant as its sum, and whether its parity was kept.
    use super::proof_row::{Form, cells};
    let row = |i: usize| cells(t, i, Form::Full, lang)[..7].to_vec();
    let mut rows = vec![row(1)];
    for (k, m) in t.steps.iter().enumerate() {
        let mut cells = row(k + 2);
        cells[6].push_str(if m.parity_kept { " ✓" } else { " ✗" });
        rows.push(cells);
    }
    let head = row(0);
    // `compact: false`: the board drawn after each move too.
    let drawn: Vec<Block<'a>> = if r.compact {
        Vec::new()
    } else {
        t.steps
            .iter()
            .enumerate()
            .map(|(k, m)| Block::Boards(vec![(format!("{} {}", head[0], row(k + 2)[0]), &m.board)]))
            .collect()
    };
    out.push(Block::Table(Table {
        head,
        rows,
        numeric: vec![false, false, false, false, true, false, false],
    }));
    out.extend(drawn);
    let (stopped, lines) =
        super::proof::summary_lines(t, lang, &|w: &str| emphasised(w, Emph::Good), &|w: &str| {
            emphasised(w, Emph::Bad)
        });
    if let Some(stopped) = stopped {
        out.push(para(&stopped));
    }
    out.push(Block::Heading(t!(lang; "board-summary")));
    out.push(Block::List(lines.iter().map(|l| spans(l)).collect()));
    out.push(para(&t!(
        lang; "board-why-paragraph",
        label = strong(&t!(lang; "board-why")),
        argument = t.summary.argument.say(lang)
    )));
    out.push(para(&t.summary.seed_002.say(lang)));
}

/// `Solution: 5 moves: ULLDR.`, or why the search stopped.
fn solution(out: &mut Vec<Block<'_>>, r: &SearchResult, board: &Board, lang: Lang) {
    let plain = Palette::plain(lang);
    let line = lesson_parts::solution_line(r, board.cells(), plain);
    let line = line.trim_end();
    match &r.path {
        Some(path) if !path.is_empty() => {
            // The moves as code: they are typed, letter for letter.
            let moves = crate::board::moves_to_string(path);
            match line.rfind(&moves) {
                Some(at) => out.push(Block::Para(vec![
                    Span::Text(line[..at].to_string()),
                    Span::Code(moves.clone()),
                    Span::Text(line[at + moves.len()..].to_string()),
                ])),
                None => out.push(para(line)),
            }
        }
        _ => paras(out, line),
    }
}

/// The boards along a path: number, move, board, the tile that moved.
fn path_table(start: &Board, path: &[crate::board::Dir], lang: Lang) -> Table {
    let mut rows = vec![vec![
        "0".to_string(),
        String::new(),
        start.to_line(),
        String::new(),
    ]];
    let mut b = start.clone();
    for (i, &d) in path.iter().enumerate() {
        let tile = b.slide(d).unwrap_or(0);
        rows.push(vec![
            (i + 1).to_string(),
            d.letter().to_string(),
            b.to_line(),
            tile.to_string(),
        ]);
    }
    Table {
        head: vec![
            String::new(),
            t!(lang; "pages-col-move"),
            t!(lang; "pages-board"),
            t!(lang; "pages-col-tile"),
        ],
        rows,
        numeric: vec![true, false, false, true],
    }
}

/// A search's counts (no timing: a lesson's output is the same on every
/// machine).
fn counts(r: &SearchResult, lang: Lang) -> Table {
    Table {
        head: vec![t!(lang; "pages-col-count"), t!(lang; "pages-col-value")],
        rows: super::search::stat_rows(r, false, false, lang)
            .into_iter()
            .map(|(name, value)| vec![name, value])
            .collect(),
        numeric: vec![false, true],
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn strong_words_become_spans() {
        let s = format!(
            "Verdict: {}: the board can reach the goal.",
            strong("solvable")
        );
        assert_eq!(
            spans(&s),
            [
                Span::Text("Verdict: ".into()),
                Span::Strong("solvable".into(), Emph::Number),
                Span::Text(": the board can reach the goal.".into()),
            ]
        );
        assert_eq!(spans("plain"), [Span::Text("plain".into())]);
        let s = format!(
            "{} or {}, {}",
            emphasised("solvable", Emph::Good),
            emphasised("unsolvable", Emph::Bad),
            strong("10")
        );
        assert_eq!(
            spans(&s),
            [
                Span::Strong("solvable".into(), Emph::Good),
                Span::Text(" or ".into()),
                Span::Strong("unsolvable".into(), Emph::Bad),
                Span::Text(", ".into()),
                Span::Strong("10".into(), Emph::Number),
            ]
        );
    }
}
