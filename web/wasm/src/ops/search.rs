//! A search on the teaching engine, recorded as `tree --format html`
//! records it (the tree, the steps of the last iteration), with the
//! counts `npuzzle solve --format json` prints for the same rules.

use super::data;
use crate::board_in::Loaded;
use npuzzle::error::{Error, Result};
use npuzzle::heuristics::Heuristic;
use npuzzle::parity::verdict;
use npuzzle::render::{parity as view, search as sview, svg_tree, tree as tview, tree_html};
use npuzzle::search::events::DEFAULT_MAX_STEPS;
use npuzzle::search::tree::TreeRecorder;
use npuzzle::search::{
    self, Algorithm, Control, Event, GoalTest, Limits, MoveOrder, Observer, Options, Problem,
    TieBreak,
};
use npuzzle::solve::record;
use serde::Deserialize;
use serde_json::{Value, json};

/// Nodes drawn by default, and at most (as `tree --format html`).
pub const DEFAULT_DRAWN: usize = 60;
pub const MAX_DRAWN: usize = 2_000;
/// The page's default node budget: a search the browser ends in seconds.
pub const DEFAULT_MAX_NODES: u64 = 2_000_000;

/// The search's rules as the page's form sends them (the options of
/// `npuzzle solve`/`tree`; absent or empty: the command's default).
#[derive(Debug, Clone, Default, Deserialize)]
pub struct Rules {
    pub algo: String,
    #[serde(default)]
    pub heuristic: Option<String>,
    #[serde(default)]
    pub order: Option<String>,
    #[serde(default)]
    pub tree_search: bool,
    #[serde(default)]
    pub no_undo: bool,
    #[serde(default)]
    pub goal_test: Option<String>,
    #[serde(default)]
    pub ties: Option<String>,
    #[serde(default)]
    pub max_nodes: Option<u64>,
    /// Nodes drawn (`--max-nodes-drawn`).
    #[serde(default)]
    pub drawn: Option<usize>,
}

fn given(text: &Option<String>) -> Option<&str> {
    text.as_deref().map(str::trim).filter(|t| !t.is_empty())
}

impl Rules {
    /// The options, with `solve`'s checks.
    pub fn options(&self) -> Result<Options> {
        let algorithm: Algorithm = self
            .algo
            .parse()
            .map_err(|e: npuzzle::i18n::Msg| Error::problem(e).context("algorithm"))?;
        let mut o = Options::new(algorithm);
        if let Some(h) = given(&self.heuristic) {
            let h: Heuristic = h
                .parse()
                .map_err(|e: npuzzle::i18n::Msg| Error::problem(e).context("heuristic"))?;
            if !algorithm.uses_heuristic() {
                return Err(Error::usage(format!(
                    "heuristic: {algorithm} uses none (greedy, astar and idastar take one)"
                )));
            }
            o.heuristic = h;
        }
        if let Some(order) = given(&self.order) {
            o.order = MoveOrder::parse(order)?;
        }
        o.tree_search = self.tree_search;
        o.no_undo = self.no_undo;
        if let Some(g) = given(&self.goal_test) {
            o.goal_test = match g {
                "generation" => GoalTest::Generation,
                "expansion" => GoalTest::Expansion,
                _ => return Err(Error::usage("goal test: generation or expansion")),
            };
        }
        if let Some(t) = given(&self.ties) {
            o.ties = match t {
                "fifo" => TieBreak::Fifo,
                "low-h" => TieBreak::LowH,
                _ => return Err(Error::usage("ties: fifo or low-h")),
            };
        }
        Ok(o)
    }

    fn limits(&self) -> Result<Limits> {
        Ok(Limits {
            max_nodes: Some(match self.max_nodes {
                Some(0) => return Err(Error::usage("node budget: at least 1")),
                Some(n) => n,
                None => DEFAULT_MAX_NODES,
            }),
            ..Limits::default()
        })
    }

    fn drawn(&self) -> Result<usize> {
        match self.drawn {
            None => Ok(DEFAULT_DRAWN),
            Some(n) if (1..=MAX_DRAWN).contains(&n) => Ok(n),
            Some(n) => Err(Error::usage(format!(
                "nodes drawn: {n}, give 1 to {MAX_DRAWN}"
            ))),
        }
    }
}

#[cfg(target_arch = "wasm32")]
#[link(wasm_import_module = "npuzzle")]
unsafe extern "C" {
    /// The counts so far, for the page's worker to post.
    fn progress(expanded: f64, generated: f64);
}

/// Outside the browser nobody listens.
#[cfg(not(target_arch = "wasm32"))]
unsafe fn progress(_: f64, _: f64) {}

/// The recorder, with the counts told to the page now and then.
struct Told<'a> {
    recorder: &'a mut TreeRecorder,
    expanded: u64,
    generated: u64,
}

impl Observer for Told<'_> {
    fn event(&mut self, event: &Event) -> Control {
        match event {
            Event::Expanded { .. } => {
                self.expanded += 1;
                if self.expanded.is_multiple_of(1 << 14) {
                    // SAFETY: an imported function of two numbers.
                    unsafe { progress(self.expanded as f64, self.generated as f64) };
                }
            }
            Event::Generated(n) if n.parent.is_some() => self.generated += 1,
            _ => {}
        }
        self.recorder.event(event)
    }
}

/// Run the search the rules ask for on a solvable board; an unsolvable
/// one is refused with its verdict, as `solve` refuses it.
pub fn run(l: &Loaded, rules: &Rules, lang: npuzzle::i18n::Lang) -> Result<Value> {
    search::check_searchable(&l.board)?;
    let options = rules.options()?;
    let limits = rules.limits()?;
    let cap = rules.drawn()?;
    let v = verdict(&l.board, &l.goal);
    if !v.solvable {
        return Ok(json!({
            "solvable": false,
            "verdict": data(&v)?,
            "words": { "verdict": view::verdict(&v, &l.board, &l.goal, npuzzle::render::Palette::plain(lang)) },
        }));
    }
    let problem = Problem {
        start: l.board.clone(),
        goal: l.goal.clone(),
    };
    let steppable = record::check_steppable(options.algorithm).is_ok();
    let mut recorder = TreeRecorder::new(l.board.width(), l.board.height(), &options, cap);
    if steppable {
        recorder = recorder.with_steps(DEFAULT_MAX_STEPS, true);
    }
    let mut told = Told {
        recorder: &mut recorder,
        expanded: 0,
        generated: 0,
    };
    let result = record::observed(&problem, &options, &limits, &mut told)?;
    let tree = recorder.finish(&result);
    let outcome = sview::outcome_line(&result, &l.board, lang);
    let caption = tview::caption(&tree, std::slice::from_ref(&outcome), lang);
    let svg = svg_tree::tree_with(
        &tree,
        &caption,
        svg_tree::Rankdir::TopBottom,
        &svg_tree::Extras {
            hooks: true,
            ..Default::default()
        },
        lang,
    );
    let steps = match &tree.steps {
        Some(steps) => data(&tree_html::data(
            &tree_html::Search {
                name: options.algorithm.name().to_string(),
                rules: sview::rules_line(&options, lang),
                tree: &tree,
                steps,
                outcome: outcome.clone(),
            },
            lang,
        ))?,
        None => Value::Null,
    };
    let heuristic = options.used_heuristic();
    let mut solve = data(&sview::json(&result))?;
    if let Value::Object(map) = &mut solve {
        map.insert("board".into(), data(&l.board)?);
        map.insert("goal".into(), data(l.goal.board())?);
        map.insert("goal_name".into(), Value::from(l.spec.name()));
        map.insert(
            "h_start".into(),
            data(&heuristic.map(|h| h.value(&l.board, &l.goal)))?,
        );
    }
    let mut tree_json = data(&tview::json(&tree))?;
    if let Value::Object(map) = &mut tree_json {
        // The nodes are drawn in the picture; the page needs the counts.
        map.remove("nodes");
    }
    Ok(json!({
        "solvable": true,
        "solve": solve,
        "tree": tree_json,
        "svg": svg,
        "steps": steps,
        "words": {
            "rules": sview::rules_line(&options, lang),
            "outcome": outcome,
            "stats": sview::stats(&result, npuzzle::render::Palette::plain(lang)),
            "stopped": (!result.solved()).then(|| sview::stopped(&result, l.board.cells(), lang)),
            "caption": caption,
        },
    }))
}
