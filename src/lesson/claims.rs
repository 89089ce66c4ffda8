//! The values each step lets a lesson claim (`expect:` and a quiz's
//! `truth:`), by field name, and the names a step may compute (so that a
//! typo in `expect:` is refused, not read as a false claim).

use super::result::StepResult;
use super::value::Val;
use crate::error::Result;
use crate::parse::escape;
use crate::search::SearchResult;

impl StepResult {
    /// The values this step lets a lesson claim, by field name.
    pub(crate) fn claims(&self) -> Vec<(String, Val)> {
        let mut c = Claims::default();
        match self {
            StepResult::Section { .. }
            | StepResult::Say { .. }
            | StepResult::Quiz(_)
            | StepResult::Exercise(_) => {}
            StepResult::Board(b) => {
                c.num("blank_row", b.board.blank_row() + 1);
                c.num("cells", b.board.cells());
            }
            StepResult::Inversions(r) => {
                c.num("inversions", r.table.inversions);
                c.text("parity", r.table.parity.name());
                c.list("counts", r.table.rows.iter().map(|t| t.count));
                c.put("relabelled", Val::Bool(r.table.relabelled));
                if let Some(claim) = r.claim {
                    c.put(
                        "claim_correct",
                        Val::Bool(claim == r.table.inversions as i64),
                    );
                }
                // `tile_7`: the count of one tile, for quizzes.
                for row in &r.table.rows {
                    c.num(&format!("tile_{}", row.tile), row.count);
                }
            }
            StepResult::Solvable(r) => {
                let v = &r.verdict;
                c.put("solvable", Val::Bool(v.solvable));
                c.text("rule", v.rule.name());
                c.num("inversions", v.relative_inversions);
                c.num("blank_row_distance", v.blank_row_distance);
                c.put("inversion_rule_says", Val::Bool(r.inversion_rule_says));
                if let Some(fix) = &v.fix {
                    c.list("fix", fix.tiles.iter().map(|&t| t as usize));
                }
            }
            StepResult::Trace(r) => {
                let t = &r.trace;
                c.put("end", Val::Board(t.end.board.clone()));
                c.num("vertical_moves", t.summary.vertical_moves);
                c.num("horizontal_moves", t.summary.horizontal_moves);
                c.put(
                    "jumped",
                    Val::Table(
                        t.steps
                            .iter()
                            .map(|s| s.jumped.iter().map(|&j| j as i64).collect())
                            .collect(),
                    ),
                );
                c.put(
                    "deltas",
                    Val::List(t.steps.iter().map(|s| s.delta_inversions).collect()),
                );
                c.num("inversions_start", t.start.inversions);
                c.num("inversions_end", t.end.inversions);
                c.put("net_change", Val::Num(t.summary.net_delta_inversions));
                c.num("invariant_start", t.start.invariant);
                c.num("invariant_end", t.end.invariant);
                c.put("parity_kept", Val::Bool(t.summary.parity_kept));
                c.num(
                    "inversion_parity_changes",
                    t.summary.inversion_parity_changes,
                );
                c.num(
                    "inversions_plus_row_parity_changes",
                    t.summary.inversions_plus_row_parity_changes,
                );
                // `move_3_jumped_count`, `move_3_delta`, `move_3_tile`: one
                // move's numbers, for quizzes.
                for s in &t.steps {
                    c.num(&format!("move_{}_jumped_count", s.number), s.jumped.len());
                    c.put(
                        &format!("move_{}_delta", s.number),
                        Val::Num(s.delta_inversions),
                    );
                    c.num(&format!("move_{}_tile", s.number), s.tile);
                }
            }
            StepResult::Reduce(r) => {
                let red = &r.reduction;
                c.text("class", red.prediction.class.name());
                c.put("target", Val::Board(red.target.clone()));
                c.num("length", red.moves.len());
                c.num("inversions", red.prediction.relative_inversions);
                c.num("phases", red.phases.len());
            }
            StepResult::Connect(r) => {
                c.put("connected", Val::Bool(r.path.is_some()));
                match (&r.path, &r.apart) {
                    (Some(p), _) => {
                        c.num("length", p.length);
                        c.put("moves", Val::Moves(crate::board::moves_to_string(&p.moves)));
                        c.text("class", p.class.name());
                    }
                    (None, Some((from, _))) => c.text("class", from.prediction.class.name()),
                    (None, None) => {}
                }
            }
            StepResult::Verify(r) => {
                let v = &r.report;
                c.num("reached", v.reached);
                c.num("expected", v.expected);
                c.num("states", v.states);
                c.num("max_depth", v.max_depth);
                c.list("by_depth", v.by_depth.iter().copied());
                c.put("agrees", Val::Bool(v.agrees));
                c.num("farthest", v.by_depth.last().copied().unwrap_or(0));
            }
            StepResult::Solve(r) => search_claims(&mut c, "", &r.result),
            StepResult::Tree(r) => search_claims(&mut c, "", &r.result),
            StepResult::Compare(r) => {
                for x in &r.results {
                    search_claims(&mut c, &format!("{}.", x.name), &x.result);
                }
            }
            StepResult::Heuristics(r) => {
                for v in &r.values {
                    c.num(v.name, v.value);
                }
                if let Some(d) = r.distance {
                    // `admissible.seed-h6`: at most the distance on this board.
                    for v in &r.values {
                        c.put(&format!("admissible.{}", v.name), Val::Bool(v.value <= d));
                    }
                    c.num("distance", d);
                    c.put(
                        "overestimating",
                        Val::Words(
                            r.values
                                .iter()
                                .filter(|v| v.overestimates == Some(true))
                                .map(|v| v.name.to_string())
                                .collect(),
                        ),
                    );
                }
            }
            StepResult::Audit(r) => audit_claims(&mut c, &r.audit),
            StepResult::CostTable(r) => cost_claims(&mut c, &r.table),
        }
        c.0
    }
}

/// A step's claimable values, built by name.
#[derive(Default)]
struct Claims(Vec<(String, Val)>);

impl Claims {
    fn put(&mut self, name: &str, v: Val) {
        self.0.push((name.to_string(), v));
    }
    fn num(&mut self, name: &str, n: impl TryInto<i64>) {
        self.put(name, Val::Num(n.try_into().unwrap_or(i64::MAX)));
    }
    fn text(&mut self, name: &str, t: &str) {
        self.put(name, Val::Text(t.to_string()));
    }
    fn list<T: TryInto<i64>>(&mut self, name: &str, items: impl Iterator<Item = T>) {
        let l = items.map(|n| n.try_into().unwrap_or(i64::MAX)).collect();
        self.put(name, Val::List(l));
    }
}

/// The claimable counts of one search; `prefix` is `bfs.` in a comparison.
fn search_claims(c: &mut Claims, prefix: &str, r: &SearchResult) {
    let s = &r.stats;
    c.put(&format!("{prefix}solved"), Val::Bool(r.solved()));
    if let Some(path) = &r.path {
        c.num(&format!("{prefix}length"), path.len());
        c.put(
            &format!("{prefix}moves"),
            Val::Moves(crate::board::moves_to_string(path)),
        );
    }
    c.num(&format!("{prefix}expanded"), s.expanded);
    c.num(&format!("{prefix}generated"), s.generated);
    c.num(&format!("{prefix}selected"), s.selected);
    c.num(&format!("{prefix}duplicates"), s.duplicates);
    c.num(&format!("{prefix}max_frontier"), s.max_frontier);
    c.num(&format!("{prefix}max_stored"), s.max_stored);
    if let Some(b) = r.effective_branching_factor() {
        c.put(&format!("{prefix}branching"), Val::Real(b));
    }
}

/// The claimable findings of a heuristic audit: `admissible.NAME`,
/// `worst.NAME.h`, `dominates.NAME`, ... (see lessons/README.md).
fn audit_claims(c: &mut Claims, a: &crate::lab::audit::Audit) {
    use crate::lab::audit::Coverage;
    if let Coverage::Exhaustive {
        states,
        diameter,
        moves,
    } = &a.coverage
    {
        c.num("states", *states);
        c.num("diameter", *diameter);
        c.num("moves", *moves);
    }
    let names = |keep: &dyn Fn(&crate::lab::audit::HeuristicAudit) -> bool| {
        Val::Words(
            a.heuristics
                .iter()
                .filter(|x| keep(x))
                .map(|x| x.heuristic.name().to_string())
                .collect(),
        )
    };
    c.put("admissible", names(&|x| x.admissible));
    c.put("consistent", names(&|x| x.consistent));
    for x in &a.heuristics {
        let n = x.heuristic.name();
        c.put(&format!("admissible.{n}"), Val::Bool(x.admissible));
        c.put(&format!("consistent.{n}"), Val::Bool(x.consistent));
        c.num(&format!("overestimated.{n}"), x.overestimated);
        if let Some(w) = &x.worst {
            c.put(&format!("worst.{n}.board"), Val::Board(w.board.clone()));
            c.num(&format!("worst.{n}.h"), w.h);
            c.num(&format!("worst.{n}.distance"), w.distance);
            c.num(&format!("worst.{n}.excess"), w.excess());
            c.num(&format!("worst.{n}.count"), x.worst_count);
        }
        c.num(&format!("violating_moves.{n}"), x.violating_moves);
        if let Some(v) = &x.violation {
            c.put(&format!("violation.{n}.board"), Val::Board(v.board.clone()));
            c.put(
                &format!("violation.{n}.move"),
                Val::Moves(v.mv.letter().to_string()),
            );
            c.put(&format!("violation.{n}.after"), Val::Board(v.after.clone()));
            c.num(&format!("violation.{n}.h_before"), v.h_before);
            c.num(&format!("violation.{n}.h_after"), v.h_after);
        }
        c.put(&format!("mean_ratio.{n}"), Val::Real(x.mean_ratio));
        c.put(
            &format!("dominates.{n}"),
            Val::Words(
                a.dominance
                    .iter()
                    .filter(|d| d.dominant == x.heuristic)
                    .map(|d| d.dominated.name().to_string())
                    .collect(),
            ),
        );
    }
}

/// Every name an audit of these heuristics may compute (some only when the
/// heuristic fails: `worst.*` and `violation.*`).
pub(crate) fn audit_fields(names: &[&str]) -> Vec<String> {
    let mut f: Vec<String> = ["states", "diameter", "moves", "admissible", "consistent"]
        .iter()
        .map(|s| s.to_string())
        .collect();
    for n in names {
        for p in [
            "admissible",
            "consistent",
            "overestimated",
            "violating_moves",
            "mean_ratio",
            "dominates",
        ] {
            f.push(format!("{p}.{n}"));
        }
        for w in ["board", "h", "distance", "excess", "count"] {
            f.push(format!("worst.{n}.{w}"));
        }
        for v in ["board", "move", "after", "h_before", "h_after"] {
            f.push(format!("violation.{n}.{v}"));
        }
    }
    f
}

/// The claimable numbers of a cost table: `depth_12.astar-manhattan.generated`,
/// `published.depth_12.ids.generated`, `never_more.astar-manhattan.astar-misplaced`, ...
fn cost_claims(c: &mut Claims, t: &crate::lab::cost_table::CostTable) {
    use crate::lab::cost_table::{Published, effective_branching_factor};
    for row in &t.rows {
        let d = row.depth;
        c.num(&format!("depth_{d}.available"), row.available);
        for (cell, col) in row.cells.iter().zip(&t.columns) {
            let k = col.key();
            c.put(&format!("depth_{d}.{k}.run"), Val::Bool(cell.run));
            if let Some(g) = cell.generated {
                c.put(&format!("depth_{d}.{k}.generated"), Val::Real(g));
            }
            if let Some(e) = cell.expanded {
                c.put(&format!("depth_{d}.{k}.expanded"), Val::Real(e));
            }
            if let Some(b) = cell.branching {
                c.put(&format!("depth_{d}.{k}.branching"), Val::Real(b));
            }
            if cell.run {
                c.num(&format!("depth_{d}.{k}.longer"), cell.longer);
            }
            if let Some(n) = Published::for_depth(d).and_then(|p| p.get(*col)) {
                c.num(&format!("published.depth_{d}.{k}.generated"), n);
                if let Some(b) = effective_branching_factor(n as f64, d) {
                    c.put(&format!("published.depth_{d}.{k}.branching"), Val::Real(b));
                }
            }
        }
    }
    // Over the depths where both columns ran: A never generated more than
    // B (`never_more`), or fewer at every one of them (`fewer`).
    for (i, a) in t.columns.iter().enumerate() {
        for (j, b) in t.columns.iter().enumerate() {
            if i == j {
                continue;
            }
            let pairs: Vec<(f64, f64)> = t
                .rows
                .iter()
                .filter_map(|r| Some((r.cells[i].generated?, r.cells[j].generated?)))
                .collect();
            if pairs.is_empty() {
                continue;
            }
            let (ka, kb) = (a.key(), b.key());
            c.put(
                &format!("never_more.{ka}.{kb}"),
                Val::Bool(pairs.iter().all(|(x, y)| x <= y)),
            );
            c.put(
                &format!("fewer.{ka}.{kb}"),
                Val::Bool(pairs.iter().all(|(x, y)| x < y)),
            );
        }
    }
}

/// Every name a cost table with these depths and columns may compute.
pub(crate) fn cost_fields(depths: &[u32], keys: &[String]) -> Vec<String> {
    let mut f = Vec::new();
    for d in depths {
        f.push(format!("depth_{d}.available"));
        for k in keys {
            for v in ["run", "generated", "expanded", "branching", "longer"] {
                f.push(format!("depth_{d}.{k}.{v}"));
            }
            for v in ["generated", "branching"] {
                f.push(format!("published.depth_{d}.{k}.{v}"));
            }
        }
    }
    for a in keys {
        for b in keys {
            if a != b {
                f.push(format!("never_more.{a}.{b}"));
                f.push(format!("fewer.{a}.{b}"));
            }
        }
    }
    f
}

/// Refuse an `expect:` name the step can never compute (a typo would
/// otherwise read as a false claim); `forms` says what may be written.
pub(crate) fn known_fields(
    expect: &serde_yaml::Mapping,
    fields: &[String],
    forms: &str,
) -> Result<()> {
    for key in expect.keys() {
        let Some(k) = key.as_str() else {
            return Err(super::said::at_field(
                "expect",
                crate::msg!(
                    "lessonfile-claim-not-text",
                    forms = forms,
                    key = escape(&format!("{key:?}"))
                ),
            ));
        };
        if !fields.iter().any(|f| f == k) {
            return Err(super::said::at_field(
                format!("expect.{}", escape(k)),
                crate::msg!("lessonfile-unknown-claim", forms = forms),
            ));
        }
    }
    Ok(())
}
