//! The 7-8 partition of the 4×4 board (Felner, Korf & Hanan 2004): two
//! additive tables, a 7-tile and an 8-tile pattern, and the lookup of the
//! board reflected about the main diagonal in the same tables; the
//! heuristic is the larger of the two sums.
//!
//! The partition splits the board into halves by rows: the cells of rows
//! 0 and 1 and those of rows 2 and 3, the blank's goal cell in neither
//! (for the blank-first goal of Korf's instances, tiles 1 to 7 and 8 to
//! 15). It needs a goal whose blank is on the main diagonal, so that the
//! reflection (cells transposed, tiles relabelled through the goal) maps
//! the goal onto itself: the reflected partition is then the split by
//! columns, read in the same two tables.
//!
//! The tables' goal is the goal placement with the blank in the region of
//! its goal cell (for the blank-first goal the 7-tile pattern's tiles 1 and
//! 4 shut cell 0 off from the rest of the board, so this is stronger than
//! taking any region as the goal; both are lower bounds), as for the 6-6-3
//! tables. A table holds, per placement, the least value over the blank's
//! regions.
//!
//! The tables are compact ([`super::compact`]): 16!/9! = 57,657,600 and
//! 16!/8! = 518,918,400 one-byte entries (576 MB together). They are cached
//! as the 6-6-3 tables are (same directory, file names, header, BLAKE3
//! check, verified marker, build lock), but built only on demand: `npuzzle
//! pdb build --partition 7-8` (minutes, about 1.9 GB of memory at the
//! peak). A solve never builds them; `--heuristic pdb-7-8` without them
//! is an error naming that command, and the plan takes them for many
//! boards (`solve --batch`) only when they are cached.

use super::build::in_parallel;
use super::store::{FileStatus, file_name, remove_stale_temporaries, write_cache};
use super::{
    Event, Origin, Partition, Pattern, PatternDb, PerGoal, SIDE, cache_dir, check_goal, compact,
    lock, read_table, reflection_valid,
};
use crate::board::Board;
use crate::error::{Error, Result};
use std::path::Path;
use std::sync::Arc;
use std::sync::atomic::AtomicBool;

/// The partition's name, as `--partition` and `--heuristic pdb-7-8` say it.
pub const NAME: &str = "7-8";

/// The 7-8 partition of a 4×4 goal whose blank is on the main diagonal:
/// the non-blank cells of the first two rows, then those of the last two
/// (ascending cells each, so the first pattern has 7 tiles when the blank
/// is in the first two rows).
pub(crate) fn partition(goal: &Board) -> Result<Partition> {
    check_goal(goal)?;
    if !reflection_valid(goal) {
        return Err(Error::problem(crate::msg!("pdb78-goal")));
    }
    let blank = goal.tiles().iter().position(|&t| t == 0).unwrap_or(0);
    let half = |rows: std::ops::Range<usize>| -> Pattern {
        let cells = rows
            .flat_map(|r| (0..SIDE).map(move |c| (r * SIDE + c) as u8))
            .filter(|&c| c as usize != blank)
            .collect();
        Pattern::new(goal, cells)
    };
    let mut parts = vec![half(0..2), half(2..4)];
    parts.sort_by_key(|p| p.cells.len());
    Ok(parts)
}

/// The goal's blank cell: the tables' goal is the goal placement with the
/// blank in this cell's region ([`compact::build_table`]).
fn blank_cell(goal: &Board) -> u8 {
    goal.tiles().iter().position(|&t| t == 0).unwrap_or(0) as u8
}

/// The command that builds a goal's 7-8 tables.
pub fn build_command(goal: &Board) -> String {
    let name = super::trusted::preset_goals()
        .into_iter()
        .find(|(_, b)| b == goal)
        .map(|(n, _)| n.to_string())
        .unwrap_or_else(|| format!("\"{}\"", goal.to_line()));
    format!("npuzzle pdb build --partition {NAME} --goal {name}")
}

/// A goal's two 7-8 tables (the 7-tile one first).
pub struct Pdb78 {
    pub(crate) goal: Board,
    pub dbs: Vec<PatternDb>,
}

impl Pdb78 {
    /// The sum of the two tables on the board itself.
    #[cfg(test)]
    pub(crate) fn regular_value(&self, board: &[u8]) -> u32 {
        self.dbs.iter().map(|db| db.value(board) as u32).sum()
    }

    /// The heuristic value: the larger of the regular and the reflected
    /// sums (slow path for tests and one-off values; the solver updates
    /// the ranks from the tile that moves).
    #[cfg(test)]
    pub(crate) fn value(&self, board: &[u8]) -> u32 {
        let reflected = super::reflect_board(&self.goal, board);
        self.regular_value(board)
            .max(self.regular_value(&reflected))
    }

    /// True when no table rests on its own checksum only.
    pub fn verified(&self) -> bool {
        self.dbs.iter().all(|db| db.origin != Origin::ChecksumOnly)
    }

    /// Bytes of the tables.
    pub fn memory(&self) -> usize {
        self.dbs.iter().map(|db| db.memory()).sum()
    }
}

/// Compact tables of any patterns of `goal` built in memory, not cached
/// (tests with small patterns: the 7-8 heuristic reads any two patterns,
/// a tile in neither counting nothing). `None` when `cancel` was set.
#[cfg(test)]
pub(crate) fn build_in_memory(
    goal: &Board,
    patterns: &[Pattern],
    threads: usize,
    cancel: &AtomicBool,
) -> Option<Pdb78> {
    let counter = std::sync::atomic::AtomicU64::new(0);
    let dbs = patterns
        .iter()
        .map(|p| {
            compact::build_table(&p.cells, Some(blank_cell(goal)), threads, &counter, cancel).map(
                |table| PatternDb {
                    pattern: p.clone(),
                    table: table.into(),
                    origin: Origin::Built,
                },
            )
        })
        .collect::<Option<Vec<_>>>()?;
    Some(Pdb78 {
        goal: goal.clone(),
        dbs,
    })
}

/// The lock of a goal's 7-8 build (apart from its 6-6-3 tables' lock).
fn lock_name(goal: &Board) -> String {
    format!("{}-{NAME}", super::lock_name(goal))
}

/// True when both tables of the goal's 7-8 partition are in the cache and
/// pass their checks: the plan decides with it, so a refused file makes it
/// take the 6-6-3 tables instead of failing every board. The first call
/// loads the tables (mapped, hashed once: see [`super::mapped`]) into this
/// process's memory, where [`for_goal`] finds them; the answer is kept
/// for the life of the process.
pub(crate) fn cached(goal: &Board) -> bool {
    static ANSWERS: PerGoal<bool> = PerGoal::new();
    if partition(goal).is_err() {
        return false;
    }
    ANSWERS
        .get_or_load(goal, || Ok(Some(for_goal(goal, &mut |_| {}).is_ok())))
        .ok()
        .flatten()
        .is_some_and(|yes| *yes)
}

/// The goal's tables from `dir`, never built: `Ok(None)` when one is
/// missing (or refused).
pub fn load(goal: &Board, dir: &Path, progress: &mut dyn FnMut(&Event)) -> Result<Option<Pdb78>> {
    let parts = partition(goal)?;
    let mut dbs = Vec::new();
    for p in &parts {
        match read_table(dir, goal, p, progress) {
            Some(db) => dbs.push(db),
            None => return Ok(None),
        }
    }
    Ok(Some(Pdb78 {
        goal: goal.clone(),
        dbs,
    }))
}

static SETS: PerGoal<Pdb78> = PerGoal::new();

/// The goal's tables, from this process's memory or the cache; an error
/// naming the command that builds them when they are not cached (a solve
/// never builds them: it takes minutes).
pub(crate) fn for_goal(goal: &Board, progress: &mut dyn FnMut(&Event)) -> Result<Arc<Pdb78>> {
    partition(goal)?;
    let missing = || Error::problem(crate::msg!("pdb78-missing", command = build_command(goal)));
    SETS.get_or_load(goal, || match cache_dir() {
        Some(dir) => load(goal, &dir, progress),
        None => Ok(None),
    })?
    .ok_or_else(missing)
}

/// Load the goal's tables from `dir` (when given), building and saving the
/// missing or refused ones, one build at a time (the build lock); `None`
/// when `cancel` was set (nothing saved). The 8-tile table's levels are
/// scanned on `threads` threads.
pub fn load_or_build(
    goal: &Board,
    dir: Option<&Path>,
    threads: usize,
    cancel: Option<&AtomicBool>,
    progress: &mut dyn FnMut(&Event),
) -> Result<Option<Pdb78>> {
    let parts = partition(goal)?;
    let never = AtomicBool::new(false);
    let cancel = cancel.unwrap_or(&never);
    let read_all = |tables: &mut Vec<Option<PatternDb>>, progress: &mut dyn FnMut(&Event)| {
        for (slot, p) in tables.iter_mut().zip(&parts) {
            if slot.is_none() {
                *slot = dir.and_then(|d| read_table(d, goal, p, progress));
            }
        }
    };
    let mut tables: Vec<Option<PatternDb>> = parts.iter().map(|_| None).collect();
    read_all(&mut tables, progress);
    let mut _lock = None;
    if tables.iter().any(|t| t.is_none())
        && let Some(d) = dir
    {
        match lock::acquire(d, &lock_name(goal), cancel, progress) {
            lock::Locked::Cancelled => return Ok(None),
            lock::Locked::Unavailable => {}
            lock::Locked::Held { lock, waited } => {
                _lock = Some(lock);
                if waited {
                    read_all(&mut tables, progress);
                }
            }
        }
    }
    let missing: Vec<Pattern> = parts
        .iter()
        .zip(&tables)
        .filter(|(_, t)| t.is_none())
        .map(|(p, _)| p.clone())
        .collect();
    if !missing.is_empty() {
        if let Some(d) = dir {
            for name in remove_stale_temporaries(d).unwrap_or_default() {
                progress(&Event::RemovedTemporary { path: d.join(name) });
            }
        }
        let total: u64 = missing.iter().map(|p| p.placements()).sum();
        let largest = missing.iter().map(|p| p.cells.len()).max().unwrap_or(0);
        let Some(built) = in_parallel(
            &missing,
            total,
            cancel,
            progress,
            |p, counter| {
                // The largest table gets the threads; a smaller one is
                // built beside it on one.
                let t = if p.cells.len() == largest { threads } else { 1 };
                compact::build_table(&p.cells, Some(blank_cell(goal)), t, counter, cancel).map(
                    |table| PatternDb {
                        pattern: p.clone(),
                        table: table.into(),
                        origin: Origin::Built,
                    },
                )
            },
            |_, db: &PatternDb, elapsed| Event::Built {
                pattern: db.pattern.clone(),
                placements: db.pattern.placements(),
                max: db.max_value(),
                elapsed,
            },
        ) else {
            return Ok(None);
        };
        for db in built {
            if let Some(d) = dir {
                let path = d.join(file_name(goal, &db.pattern));
                match write_cache(&path, goal, &db) {
                    Ok(()) => progress(&Event::Saved { path }),
                    Err(e) => progress(&Event::NotSaved {
                        path,
                        reason: e.to_string(),
                    }),
                }
            }
            let at = parts.iter().position(|p| *p == db.pattern).expect("a part");
            tables[at] = Some(db);
        }
    }
    Ok(Some(Pdb78 {
        goal: goal.clone(),
        dbs: tables.into_iter().map(|t| t.expect("filled")).collect(),
    }))
}

/// The state of the goal's two 7-8 files in `dir` (empty for a goal the
/// partition does not serve).
pub fn status(goal: &Board, dir: &Path) -> Vec<FileStatus> {
    let Ok(parts) = partition(goal) else {
        return Vec::new();
    };
    super::store::status_of(goal, dir, &parts)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::pdb::reflect_board;

    #[test]
    fn the_partition_is_the_two_halves_and_reflects_onto_itself() {
        let first = Board::blank_first(4, 4).unwrap();
        let p = partition(&first).unwrap();
        assert_eq!(p[0].cells, vec![1, 2, 3, 4, 5, 6, 7]);
        assert_eq!(p[1].cells, (8..16).collect::<Vec<u8>>());
        assert_eq!(p[0].tiles, vec![1, 2, 3, 4, 5, 6, 7]);
        let last = Board::blank_last(4, 4).unwrap();
        let p = partition(&last).unwrap();
        assert_eq!(p[0].cells, vec![8, 9, 10, 11, 12, 13, 14]);
        assert_eq!(p[1].tiles, vec![1, 2, 3, 4, 5, 6, 7, 8]);
        // The reflection of a pattern's tiles are tiles of one pattern of
        // the transposed (column) split, which covers every tile once.
        for goal in [first, last] {
            let relabel = super::super::reflection_labels(&goal);
            let parts = partition(&goal).unwrap();
            let mut all: Vec<u8> = parts.iter().flat_map(|p| p.tiles.clone()).collect();
            all.sort_unstable();
            assert_eq!(all, (1..16).collect::<Vec<u8>>());
            let reflected: Vec<u8> = all.iter().map(|&t| relabel[t as usize]).collect();
            let mut sorted = reflected.clone();
            sorted.sort_unstable();
            assert_eq!(sorted, (1..16).collect::<Vec<u8>>());
            assert_eq!(reflect_board(&goal, goal.tiles()), goal.tiles());
        }
        assert!(partition(&Board::snail(4, 4).unwrap()).is_err());
        assert!(build_command(&Board::blank_first(4, 4).unwrap()).ends_with("--goal blank-first"));
    }
}
