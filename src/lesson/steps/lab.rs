//! The heuristic lab's steps: `audit` (`npuzzle heuristics check`) and
//! `cost-table` (`npuzzle experiment cost-table`).

use super::common;
use crate::board::{Board, GoalSpec};
use crate::error::Result;
use crate::lesson::said::{at_field, field};

use crate::heuristics::Heuristic;
use crate::lesson::claims::{audit_fields, cost_fields, known_fields};
use crate::lesson::load::Source;
use crate::lesson::result::{AuditResult, CostTableResult, StepResult};
use crate::lesson::schema::{
    AuditStep, COST_ASTAR_NODES, CostTableStep, DEFAULT_COST_IDS_NODES, GoalRef, HeuristicName,
    MAX_AUDIT_CELLS, MAX_COST_COUNT, MAX_COST_DEPTH, MAX_COST_IDS_NODES,
};

/// Heuristics named in a lesson, each at most once.
fn heuristic_list(named: &[HeuristicName]) -> Result<Vec<Heuristic>> {
    let mut list = Vec::new();
    for h in named {
        if list.contains(&h.0) {
            return Err(at_field(
                "heuristics",
                crate::msg!("lessonfile-named-twice", name = h.0.name()),
            ));
        }
        list.push(h.0);
    }
    Ok(list)
}

/// `audit:` the exhaustive audit of `npuzzle heuristics check`, on boards
/// of at most [`MAX_AUDIT_CELLS`] cells.
pub(crate) fn audit(source: &Source, s: &AuditStep) -> Result<StepResult> {
    let size = s.size.as_deref().unwrap_or("3x3");
    let (w, h) = crate::parse::parse_size(size).map_err(|e| e.context_said(field("size")))?;
    if w * h > MAX_AUDIT_CELLS {
        return Err(at_field(
            "size",
            crate::msg!(
                "lessonfile-audit-too-big",
                size = format!("{w}x{h}"),
                cells = w * h,
                max = MAX_AUDIT_CELLS
            ),
        ));
    }
    if w == 1 || h == 1 {
        return Err(at_field(
            "size",
            crate::msg!("lessonfile-audit-thin", size = format!("{w}x{h}")),
        ));
    }
    let list = match &s.heuristics {
        Some(l) if l.is_empty() => {
            return Err(at_field(
                "heuristics",
                crate::msg!("lessonfile-no-heuristic"),
            ));
        }
        Some(l) => heuristic_list(l)?,
        None => Heuristic::ALL.to_vec(),
    };
    let names: Vec<&str> = list.iter().map(|h| h.name()).collect();
    known_fields(
        &s.expect,
        &audit_fields(&names),
        &format!(
            "states, diameter, moves, admissible, consistent, or admissible.NAME, consistent.NAME, overestimated.NAME, worst.NAME.board/h/distance/excess/count, violating_moves.NAME, violation.NAME.board/move/after/h_before/h_after, mean_ratio.NAME, dominates.NAME, NAME one of the audited heuristics ({})",
            names.join(", ")
        ),
    )?;
    let sizing = Board::blank_last(w, h)?;
    let (spec, goal) = source.goal(s.goal.as_ref(), &sizing)?;
    let audit = crate::lab::audit::exhaustive(&goal, &list)?;
    Ok(StepResult::Audit(Box::new(AuditResult {
        common: common(&s.id, &s.title, &s.text),
        goal_name: spec.name(),
        goal_spec: spec,
        goal_cells: goal,
        audit,
    })))
}

/// `cost-table:` AIMA's Figure 3.29 measured again, under a lesson's caps.
pub(crate) fn cost_table(source: &Source, s: &CostTableStep) -> Result<StepResult> {
    use crate::lab::cost_table::{self, Column, CostOptions};
    if s.count == 0 || s.count > MAX_COST_COUNT {
        return Err(at_field(
            "count",
            crate::msg!(
                "lessonfile-cost-count",
                count = s.count,
                max = MAX_COST_COUNT
            ),
        ));
    }
    if s.max_depth < 2 || s.max_depth > MAX_COST_DEPTH || s.max_depth % 2 == 1 {
        return Err(at_field(
            "max_depth",
            crate::msg!(
                "lessonfile-cost-depth",
                depth = s.max_depth,
                max = MAX_COST_DEPTH
            ),
        ));
    }
    let ids_max_nodes = s.ids_max_nodes.unwrap_or(DEFAULT_COST_IDS_NODES);
    if ids_max_nodes == 0 || ids_max_nodes > MAX_COST_IDS_NODES {
        return Err(at_field(
            "ids_max_nodes",
            crate::msg!(
                "lessonfile-cost-ids-nodes",
                nodes = ids_max_nodes,
                max = MAX_COST_IDS_NODES
            ),
        ));
    }
    let mut columns = Vec::new();
    if s.ids {
        columns.push(Column::Ids);
    }
    if s.ids_with_undo {
        columns.push(Column::IdsWithUndo);
    }
    columns.extend([
        Column::Astar(Heuristic::Misplaced),
        Column::Astar(Heuristic::Manhattan),
    ]);
    for h in heuristic_list(s.heuristics.as_deref().unwrap_or(&[]))? {
        if !columns.contains(&Column::Astar(h)) {
            columns.push(Column::Astar(h));
        }
    }
    let depths: Vec<u32> = (2..=s.max_depth).step_by(2).collect();
    let keys: Vec<String> = columns.iter().map(|c| c.key()).collect();
    known_fields(
        &s.expect,
        &cost_fields(&depths, &keys),
        &format!(
            "depth_D.available, depth_D.COLUMN.run/generated/expanded/branching/longer, published.depth_D.COLUMN.generated/branching, never_more.COLUMN.COLUMN or fewer.COLUMN.COLUMN, D an even depth up to {} and COLUMN one of {}",
            s.max_depth,
            keys.join(", ")
        ),
    )?;
    let default_goal = GoalRef::Spec(GoalSpec::BlankFirst);
    let sizing = Board::blank_last(3, 3)?;
    let (spec, goal) = source.goal(Some(s.goal.as_ref().unwrap_or(&default_goal)), &sizing)?;
    let options = CostOptions {
        count: s.count,
        seed: s.seed,
        max_depth: s.max_depth,
        columns,
        ids_max_nodes,
        astar_max_nodes: COST_ASTAR_NODES,
    };
    let table = cost_table::run(&goal, &options, &mut |_| {})?;
    Ok(StepResult::CostTable(Box::new(CostTableResult {
        common: common(&s.id, &s.title, &s.text),
        goal_name: spec.name(),
        goal_spec: spec,
        goal_cells: goal,
        table,
    })))
}
