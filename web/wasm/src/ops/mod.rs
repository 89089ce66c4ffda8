//! The requests of the page, each computed by the library and answered
//! with its data and its renderers' words in the language asked for.

pub mod answer;
pub mod hint;
pub mod search;

use crate::Request;
use crate::board_in::Loaded;
use npuzzle::error::{Error, Result};
use npuzzle::heuristics::Heuristic;
use npuzzle::i18n::{self, Lang};
use npuzzle::parity::{inversion_table, verdict};
use npuzzle::render::{self, Palette, parity as view, proof as proof_view};
use npuzzle::search::{Algorithm, GoalTest};
use npuzzle::{proof, t};
use serde_json::{Value, json};

/// Answer one request.
pub fn run(request: Request) -> Result<Value> {
    match request {
        Request::Langs => Ok(langs()),
        Request::Words { lang } => Ok(words(language(&lang)?)),
        Request::Explain { lang, board } => explain(&board.load()?, language(&lang)?),
        Request::Trace { lang, board, moves } => trace(&board.load()?, &moves, language(&lang)?),
        Request::Search { lang, board, rules } => {
            search::run(&board.load()?, &rules, language(&lang)?)
        }
        Request::Hint { lang, board } => hint::run(&board.load()?, language(&lang)?),
        Request::CheckAnswer { lang, check, text } => {
            answer::check(&check, &text, language(&lang)?)
        }
        Request::ReadAnswer { form, text } => answer::read(&form, &text),
    }
}

/// A language of the catalogue by its code.
pub fn language(code: &str) -> Result<Lang> {
    Lang::from_code(code).ok_or_else(|| {
        Error::usage(format!(
            "unknown language `{}` (use one of {})",
            npuzzle::parse::shown_text(code),
            Lang::codes()
        ))
    })
}

/// Every language the catalogue has, with its own name.
fn langs() -> Value {
    Lang::all()
        .iter()
        .map(|l| json!({ "code": l.code(), "name": l.native_name() }))
        .collect()
}

/// The ids of the page's own messages: those of `i18n/en/explorer.ftl`.
pub fn word_ids() -> Vec<&'static str> {
    let source = i18n::source("en/explorer.ftl").unwrap_or("");
    source
        .lines()
        .filter_map(|l| l.split_once(" ="))
        .map(|(id, _)| id)
        .filter(|id| {
            id.starts_with(|c: char| c.is_ascii_lowercase())
                && id.chars().all(|c| c.is_ascii_alphanumeric() || c == '-')
        })
        .collect()
}

/// The page's words in `lang` (English where a message is missing).
fn words(lang: Lang) -> Value {
    let mut map = serde_json::Map::new();
    for id in word_ids() {
        map.insert(id.to_string(), Value::from(i18n::message_in(lang, id, &[])));
    }
    map.insert("lang".into(), Value::from(lang.code()));
    let algorithms: Vec<Value> = Algorithm::ALL
        .iter()
        .map(|&a| json!({ "name": a.name(), "title": render::search::title(a, lang) }))
        .collect();
    let goal_tests: Vec<Value> = [GoalTest::Expansion, GoalTest::Generation]
        .iter()
        .map(|&g| json!({ "name": g.name(), "title": render::search::goal_test_words(g, lang) }))
        .collect();
    map.insert("algorithms".into(), Value::from(algorithms));
    map.insert("goal_tests".into(), Value::from(goal_tests));
    let heuristics: Vec<Value> = Heuristic::ALL
        .iter()
        .map(|&h| json!({ "name": h.name(), "label": h.seed_label() }))
        .collect();
    map.insert("heuristics".into(), Value::from(heuristics));
    Value::Object(map)
}

fn data<T: serde::Serialize>(value: &T) -> Result<Value> {
    serde_json::to_value(value).map_err(|e| Error::internal(e.to_string()))
}

/// `explain`: the boards, the inversion table, the verdict (as its JSON)
/// and the renderers' text of each part.
fn explain(l: &Loaded, lang: Lang) -> Result<Value> {
    let table = inversion_table(&l.board, &l.goal);
    let v = verdict(&l.board, &l.goal);
    let table_text = view::inversion_table(&table, &l.goal, Palette::plain(lang));
    let lines: Vec<&str> = table_text.lines().filter(|s| !s.is_empty()).collect();
    let after = if table.relabelled {
        t!(lang; "board-col-after-relabelled")
    } else {
        t!(lang; "board-col-after")
    };
    Ok(json!({
        "board": data(&l.board)?,
        "width": l.board.width(),
        "height": l.board.height(),
        "goal": data(l.goal.board())?,
        "goal_name": l.spec.name(),
        "inversions": data(&table)?,
        "verdict": data(&v)?,
        "words": {
            "heading": view::board_heading(&l.board, &l.goal, &l.spec, Palette::plain(lang)),
            "board": t!(lang; "board-row-board"),
            "goal": t!(lang; "board-row-goal"),
            "reading_order": lines.first().copied().unwrap_or(""),
            "relabel": table.relabelled.then(|| view::relabel_note(&l.goal, lang)),
            "columns": [
                t!(lang; "board-col-tile"),
                after,
                t!(lang; "board-col-count"),
                t!(lang; "board-col-running")
            ],
            "total": lines.last().copied().unwrap_or(""),
            "rule": view::rule_words(v.rule, &l.board, lang),
            "verdict": view::verdict(&v, &l.board, &l.goal, Palette::plain(lang)),
            "table": table_text,
        },
    }))
}

/// `trace`: the trace's JSON (as `npuzzle trace --format json`), the
/// rows of the compact trace and the whole text. No moves is the start
/// alone; a move that cannot be made ends the trace with its message.
fn trace(l: &Loaded, moves: &str, lang: Lang) -> Result<Value> {
    let tokens = npuzzle::moves::parse_moves(moves).map_err(|e| e.context("moves"))?;
    let trace = proof::trace(&l.board, &l.goal, &tokens)?;
    let rows: Vec<[String; 8]> = (0..trace.steps.len() + 2)
        .map(|i| npuzzle::render::proof_row::compact_cells(&trace, i, lang))
        .collect();
    let heading = t!(lang;
        "board-trace-board",
        size = l.board.size_name(),
        goal = view::goal_line(&l.goal, &l.spec, lang)
    );
    let mut value = data(&trace)?;
    if let Value::Object(map) = &mut value {
        map.insert("board".into(), data(&l.board)?);
        map.insert("goal_name".into(), Value::from(l.spec.name()));
    }
    Ok(json!({
        "trace": value,
        "rows": rows,
        "words": {
            "heading": heading,
            "rule": proof_view::invariant_rule(&trace, lang),
            "stopped": trace.stopped.as_ref().map(|s| proof_view::stop_message(&s.error, lang)),
            "text": proof_view::text(&trace, &heading, Palette::plain(lang), true),
        },
    }))
}
