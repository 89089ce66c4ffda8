//! The search steps: `solve`, `tree`, `compare`, `heuristics`. Every
//! search goes through `lesson::searching::searched`.

use super::common;
use crate::error::Result;
use crate::lesson::said::at_field;

use crate::heuristics::Heuristic;
use crate::lesson::load::Source;
use crate::lesson::result::{
    CompareResult, Compared, HeuristicValue, HeuristicsResult, SolveResult, StepResult, TreeResult,
};
use crate::lesson::schema::{
    CompareStep, HeuristicsStep, MAX_DRAWN, SearchRules, SolveStep, TreeStep,
};
use crate::lesson::searching::{search_options, searched};
use crate::lesson::setup::setup;
use crate::parse::escape;
use crate::search::tree::TreeRecorder;
use crate::search::{Algorithm, NoObserver, Options};

/// The search rules of a `solve`, `tree` or `compare` step: the three
/// step types share these fields (each is its own struct, so that unknown
/// fields are rejected with their place).
macro_rules! search_rules {
    ($s:expr) => {
        SearchRules {
            heuristic: $s.heuristic,
            order: $s.order,
            tree_search: $s.tree_search,
            no_undo: $s.no_undo,
            goal_test: $s.goal_test,
            ties: $s.ties,
            max_nodes: $s.max_nodes,
        }
    };
}

/// `solve:` one search, its path and every count (`npuzzle solve`).
pub(crate) fn solve(source: &Source, s: &SolveStep) -> Result<StepResult> {
    let setup = setup(source, &s.board, s.goal.as_ref())?;
    let rules = search_rules!(s);
    let options = search_options(s.algo.0, &rules, true)?;
    let result = searched(&setup, &options, &rules, &mut NoObserver)?;
    Ok(StepResult::Solve(Box::new(SolveResult {
        common: common(&s.id, &s.title, &s.text),
        setup,
        show_path: s.show_path,
        result,
    })))
}

/// `tree:` a search and the tree it built (`npuzzle tree`), with its steps when asked.
pub(crate) fn tree(source: &Source, s: &TreeStep) -> Result<StepResult> {
    let setup = setup(source, &s.board, s.goal.as_ref())?;
    let rules = search_rules!(s);
    let options = search_options(s.algo.0, &rules, true)?;
    let cap = s.max_nodes_drawn.unwrap_or(200);
    if cap == 0 || cap > MAX_DRAWN {
        return Err(at_field(
            "max_nodes_drawn",
            crate::msg!("lessonfile-drawn-range", cap = cap, max = MAX_DRAWN),
        ));
    }
    let mut rec = TreeRecorder::new(setup.board.width(), setup.board.height(), &options, cap);
    if s.step {
        rec = rec.with_steps(crate::search::events::DEFAULT_MAX_STEPS, false);
    }
    let result = searched(&setup, &options, &rules, &mut rec)?;
    let mut tree = rec.finish(&result);
    let steps = tree.steps.take();
    Ok(StepResult::Tree(Box::new(TreeResult {
        common: common(&s.id, &s.title, &s.text),
        setup,
        grids: s.grids,
        result,
        tree,
        steps,
    })))
}

/// `compare:` several searches on one board (`npuzzle compare`).
pub(crate) fn compare(source: &Source, s: &CompareStep) -> Result<StepResult> {
    let setup = setup(source, &s.board, s.goal.as_ref())?;
    if s.algos.is_empty() {
        return Err(at_field("algos", crate::msg!("lessonfile-no-algorithm")));
    }
    for key in s.expect.keys() {
        if !s.algos.iter().any(|a| a.0.name() == key) {
            return Err(at_field(
                format!("expect.{}", escape(key)),
                crate::msg!(
                    "lessonfile-not-compared",
                    algos = s
                        .algos
                        .iter()
                        .map(|a| a.0.name())
                        .collect::<Vec<_>>()
                        .join(", ")
                ),
            ));
        }
    }
    let rules = search_rules!(s);
    let mut results = Vec::new();
    for a in &s.algos {
        let options = search_options(a.0, &rules, false)?;
        let result = searched(&setup, &options, &rules, &mut NoObserver)?;
        results.push(Compared {
            name: a.0.name(),
            result,
        });
    }
    Ok(StepResult::Compare(Box::new(CompareResult {
        common: common(&s.id, &s.title, &s.text),
        setup,
        results,
    })))
}

/// `heuristics:` the heuristics' values on the board, next to its true distance when asked.
pub(crate) fn heuristics(source: &Source, s: &HeuristicsStep) -> Result<StepResult> {
    let setup = setup(source, &s.board, s.goal.as_ref())?;
    let list: Vec<Heuristic> = match &s.heuristics {
        Some(l) if l.is_empty() => {
            return Err(at_field(
                "heuristics",
                crate::msg!("lessonfile-no-heuristic"),
            ));
        }
        Some(l) => l.iter().map(|h| h.0).collect(),
        None => Heuristic::SEED.to_vec(),
    };
    let distance = if s.distance {
        let rules = SearchRules::default();
        let mut options = Options::new(Algorithm::Astar);
        options.heuristic = Heuristic::LinearConflict;
        let r = searched(&setup, &options, &rules, &mut NoObserver)?;
        match &r.path {
            Some(p) => Some(p.len() as u32),
            None => {
                return Err(at_field(
                    "distance",
                    crate::msg!("lessonfile-distance-stopped", stop = r.stop.name()),
                ));
            }
        }
    } else {
        None
    };
    let values = list
        .iter()
        .map(|&h| {
            let value = h.value(&setup.board, &setup.goal_cells);
            HeuristicValue {
                name: h.name(),
                label: h.seed_label(),
                value,
                overestimates: distance.map(|d| value > d),
                explanation: h.explanation(),
            }
        })
        .collect();
    Ok(StepResult::Heuristics(Box::new(HeuristicsResult {
        common: common(&s.id, &s.title, &s.text),
        setup,
        values,
        distance,
        explain: s.explain,
    })))
}
