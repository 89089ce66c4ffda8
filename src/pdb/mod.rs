//! Additive disjoint pattern databases for the 4×4 board (any goal).
//!
//! A *pattern* is a group of tiles. Its database stores, for every placement
//! of those tiles on the 16 cells, the least number of moves *of pattern
//! tiles* needed to bring them all to their goal cells (with the blank in
//! its goal cell's region), the other tiles being indistinguishable and the
//! blank free to wander at no cost. Because each
//! move moves exactly one tile, the values of disjoint patterns can be added
//! and the sum is still a lower bound on the true distance (Korf & Felner
//! 2002): an admissible heuristic far stronger than Manhattan distance.
//!
//! The partition is 6-6-3, laid out by the goal's cells ([`partition`]):
//! the row farthest from the blank's goal row, without its cell in the
//! blank's column, forms the 3-tile pattern; the other three rows split into
//! the half on the blank's side (with that cell) and the other half (six
//! cells each). For the blank-first goal: {1 4 5 8 9 12}, {2 3 6 7 10 11}
//! and {13 14 15}. When the goal's blank lies on the main diagonal, the board
//! reflected about that diagonal (tiles relabelled by the goal cell they
//! reflect to) has the same goal and the same distance, so a second lookup on
//! the reflection is also a lower bound and the maximum of the two is used.
//! Otherwise a second partition (the transposed layout) is built and the
//! maximum over both partitions is used.
//!
//! Databases are built on first use by a breadth-first search backwards from
//! the goal over (pattern placement, blank region) states ([`build`]), and
//! cached in the user's cache directory ([`store`]: `$XDG_CACHE_HOME/npuzzle/`,
//! else the platform's cache directory). A cached file is read in one bounded
//! read and checked (magic, version, goal, pattern cells, length, BLAKE3
//! content hash); for the preset goals the hash must also be the one this
//! binary embeds ([`trusted`]), so an altered file with a recomputed checksum
//! is refused. A file that does not pass is rebuilt; a file is written to a
//! temporary file and renamed into place; when the directory is not
//! writable, the databases stay in memory only. The core never prints:
//! everything worth saying goes through a [`Event`] callback.

mod build;
pub(crate) mod compact;
pub mod lock;
pub(crate) mod mapped;
pub mod pdb24;
pub mod pdb78;
pub mod store;
pub mod trusted;

pub use build::build;
pub(crate) use build::build_all;
pub use store::{
    FileStatus, HASH_LEN, cache_dir, clear, content_hash, file_name, list_files, read_cache,
    remove_stale_temporaries, stale_temporaries, status, write_cache,
};

use crate::board::{Board, Goal};
use crate::error::{Error, Result};
use serde::Serialize;
use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::sync::atomic::AtomicBool;
use std::sync::{Arc, Mutex, OnceLock};
use std::time::Duration;

/// The cells of the 4×4 board.
pub(crate) const CELLS: usize = 16;
/// The side of the only board size with pattern databases.
pub const SIDE: usize = 4;
/// The most tiles of a pattern with a sparse table (16^6 entries); larger
/// patterns (the 7-8 partition) have compact tables ([`compact`]).
pub(crate) const SPARSE_MAX_TILES: usize = 6;
/// A value never stored for a reachable placement.
const UNSEEN: u8 = 0xFF;

/// One pattern: the goal cells its tiles belong to, in slot order.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize)]
pub struct Pattern {
    /// Goal cells of the pattern's tiles (row-major), ascending.
    pub cells: Vec<u8>,
    /// The tiles (their labels in the goal), slot by slot.
    pub tiles: Vec<u8>,
}

impl Pattern {
    /// The pattern of the goal's tiles on these cells (ascending, none of
    /// them the blank's).
    pub fn new(goal: &Board, cells: Vec<u8>) -> Pattern {
        let tiles = cells.iter().map(|&c| goal.tiles()[c as usize]).collect();
        Pattern { cells, tiles }
    }

    /// Number of placements of the pattern's tiles: 16!/(16-k)!.
    pub fn placements(&self) -> u64 {
        (0..self.cells.len() as u64)
            .map(|i| CELLS as u64 - i)
            .product()
    }

    /// Entries of the in-memory (sparse) table: 16^k, indexed by the
    /// tiles' cells packed 4 bits per slot so a move updates it by one add.
    pub(crate) fn sparse_len(&self) -> usize {
        1usize << (4 * self.cells.len())
    }

    /// True for a pattern of more than [`SPARSE_MAX_TILES`] tiles, whose
    /// table is indexed by the compact rank ([`compact`]) instead of the
    /// sparse packed index.
    pub(crate) fn is_compact(&self) -> bool {
        self.cells.len() > SPARSE_MAX_TILES
    }

    /// Entries of the table as stored and used: [`Pattern::sparse_len`],
    /// or [`Pattern::placements`] for a compact pattern.
    pub(crate) fn stored_len(&self) -> usize {
        if self.is_compact() {
            self.placements() as usize
        } else {
            self.sparse_len()
        }
    }

    /// `4589cd`: the goal cells in hex, used in file names.
    pub(crate) fn cells_hex(&self) -> String {
        self.cells.iter().map(|c| format!("{c:x}")).collect()
    }
}

/// A set of disjoint patterns covering every tile.
pub(crate) type Partition = Vec<Pattern>;

/// Where the goal's blank is, and whether reflection about the main
/// diagonal (cell r*4+c ↔ c*4+r, tiles relabelled through the goal) maps
/// the goal onto itself: true exactly when the blank's goal cell is on the
/// diagonal.
pub fn reflection_valid(goal: &Board) -> bool {
    let b = goal.tiles().iter().position(|&t| t == 0).unwrap_or(0);
    b / SIDE == b % SIDE
}

/// Cell reflected about the main diagonal.
pub(crate) fn transpose(cell: usize) -> usize {
    (cell % SIDE) * SIDE + cell / SIDE
}

/// The 6-6-3 partition of a 4×4 goal. The row farthest from the blank's
/// (the last row when the blank is in the first two rows, else the first)
/// holds the 3-tile pattern, without its cell in the blank's column; that
/// cell joins the half of the other three rows on the blank's side (the
/// blank's two columns: 5 cells and it, 6 tiles); the other half is the
/// third pattern (6 tiles). For the blank-first goal: {1 4 5 8 9 12},
/// {2 3 6 7 10 11} and {13 14 15}. The first pattern holds both
/// neighbours of a corner blank, so with the blank's region as the goal
/// ([`build`]) its values are larger: Korf's 100 start with a mean of
/// 43.27 (the larger of the regular and the reflected sums), where the
/// best partition of the earlier layout gives 42.23 (docs/src/development.md,
/// Speed 4). With `transposed`, the same layout with rows and columns
/// swapped.
pub fn partition(goal: &Board, transposed: bool) -> Partition {
    let blank = goal.tiles().iter().position(|&t| t == 0).unwrap_or(0);
    let cell = |r: usize, c: usize| -> u8 {
        if transposed {
            (c * SIDE + r) as u8
        } else {
            (r * SIDE + c) as u8
        }
    };
    let (blank_row, blank_col) = if transposed {
        (blank % SIDE, blank / SIDE)
    } else {
        (blank / SIDE, blank % SIDE)
    };
    let far = if blank_row < SIDE / 2 { SIDE - 1 } else { 0 };
    let blank_half = blank_col / 2;
    let mut near = Vec::new();
    let mut other = Vec::new();
    let mut line = Vec::new();
    for r in 0..SIDE {
        for c in 0..SIDE {
            let x = cell(r, c);
            if x as usize == blank {
                continue;
            }
            if r == far && c != blank_col {
                line.push(x);
            } else if c / 2 == blank_half {
                near.push(x);
            } else {
                other.push(x);
            }
        }
    }
    [near, other, line]
        .into_iter()
        .map(|mut cells| {
            cells.sort_unstable();
            Pattern::new(goal, cells)
        })
        .collect()
}

/// Where a database's values come from, and so how far they are trusted.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Origin {
    /// Built by this process.
    Built,
    /// Read from the cache, with the content hash this binary embeds for
    /// the (preset) goal: the same values a build gives.
    Verified,
    /// Read from the cache for a goal without an embedded hash: trusted on
    /// the file's own checksum only.
    ChecksumOnly,
}

impl Origin {
    pub fn name(self) -> &'static str {
        match self {
            Origin::Built => "built",
            Origin::Verified => "verified",
            Origin::ChecksumOnly => "checksum-only",
        }
    }
}

/// One pattern database: the pattern and its sparse table.
pub struct PatternDb {
    pub pattern: Pattern,
    table: mapped::Bytes,
    pub(crate) origin: Origin,
}

impl std::fmt::Debug for PatternDb {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("PatternDb")
            .field("pattern", &self.pattern)
            .field("entries", &self.table.len())
            .field("origin", &self.origin)
            .finish()
    }
}

impl PatternDb {
    /// The value for a packed index (cell of slot i in bits 4i..4i+4).
    #[inline(always)]
    pub fn get(&self, index: usize) -> u8 {
        self.table[index]
    }

    /// The whole sparse table (for the solver's incremental lookups).
    pub(crate) fn table_slice(&self) -> &[u8] {
        &self.table
    }

    /// The value for a board: where the pattern's tiles are (at the
    /// compact rank of their cells for a compact table: a large pattern's,
    /// or a small one's built compact in tests).
    pub fn value(&self, board: &[u8]) -> u8 {
        if self.table.len() != self.pattern.sparse_len() {
            let mut pos = [0u8; 256];
            for (cell, &t) in board.iter().enumerate() {
                pos[t as usize] = cell as u8;
            }
            let cells: Vec<u8> = self
                .pattern
                .tiles
                .iter()
                .map(|&t| pos[t as usize])
                .collect();
            return self.table[compact::rank(&cells)];
        }
        self.table[self.index_of(board)]
    }

    /// The packed index of the pattern's tiles on a board.
    pub(crate) fn index_of(&self, board: &[u8]) -> usize {
        let mut pos = [0usize; 256];
        for (cell, &t) in board.iter().enumerate() {
            pos[t as usize] = cell;
        }
        self.pattern
            .tiles
            .iter()
            .enumerate()
            .map(|(slot, &t)| pos[t as usize] << (4 * slot))
            .sum()
    }

    /// The largest value in the table.
    pub(crate) fn max_value(&self) -> u8 {
        self.table
            .iter()
            .copied()
            .filter(|&v| v != UNSEEN)
            .max()
            .unwrap_or(0)
    }

    /// Bytes of memory the table takes.
    pub(crate) fn memory(&self) -> usize {
        self.table.len()
    }
}

/// All databases for one goal, and how to combine them.
pub struct PdbSet {
    pub(crate) goal: Board,
    /// The first partition's databases.
    pub primary: Vec<PatternDb>,
    /// The second view: `None` means the reflection of the board is looked
    /// up in `primary`; `Some` holds the transposed partition's databases.
    pub secondary: Option<Vec<PatternDb>>,
}

impl PdbSet {
    /// True when the second lookup is the diagonal reflection.
    pub fn uses_reflection(&self) -> bool {
        self.secondary.is_none()
    }

    /// The heuristic value of a board (the maximum of the two additive
    /// sums). Slow path for tests and one-off evaluations; the solver
    /// updates indices incrementally instead.
    pub fn value(&self, board: &[u8]) -> u32 {
        let first: u32 = self.primary.iter().map(|db| db.value(board) as u32).sum();
        let second: u32 = match &self.secondary {
            Some(dbs) => dbs.iter().map(|db| db.value(board) as u32).sum(),
            None => {
                let reflected = reflect_board(&self.goal, board);
                self.primary
                    .iter()
                    .map(|db| db.value(&reflected) as u32)
                    .sum()
            }
        };
        first.max(second)
    }

    /// The additive sum of the first partition only (for tests).
    pub fn primary_value(&self, board: &[u8]) -> u32 {
        self.primary.iter().map(|db| db.value(board) as u32).sum()
    }

    /// True when every table was built here or verified against the
    /// content hash this binary embeds: no value rests on a file trusted
    /// on its checksum only.
    pub(crate) fn verified(&self) -> bool {
        self.primary
            .iter()
            .chain(self.secondary.iter().flatten())
            .all(|db| db.origin != Origin::ChecksumOnly)
    }

    /// Total bytes of the tables in memory.
    pub fn memory(&self) -> usize {
        self.primary
            .iter()
            .chain(self.secondary.iter().flatten())
            .map(|db| db.memory())
            .sum()
    }
}

/// The board reflected about the main diagonal, tiles relabelled so that
/// a tile whose goal cell is x becomes the goal's tile at the reflection of
/// x. Has the same distance to the goal when [`reflection_valid`].
pub fn reflect_board(goal: &Board, board: &[u8]) -> Vec<u8> {
    let relabel = reflection_labels(goal);
    let mut out = vec![0u8; CELLS];
    for (cell, &t) in board.iter().enumerate() {
        out[transpose(cell)] = relabel[t as usize];
    }
    out
}

/// `relabel[t]`: the tile a tile `t` becomes on the reflected board.
pub(crate) fn reflection_labels(goal: &Board) -> [u8; CELLS] {
    let g = Goal::new(goal.clone());
    let mut relabel = [0u8; CELLS];
    for t in 0..CELLS as u8 {
        relabel[t as usize] = goal.tiles()[transpose(g.home(t))];
    }
    relabel
}

/// What the loader and builder report while they work.
#[derive(Debug, Clone)]
pub enum Event {
    /// A database was read from the cache.
    Loaded { path: PathBuf, pattern: Pattern },
    /// A cache file could not be used and is rebuilt: why, in English
    /// (`reason`) and as words said where they are printed (`said`).
    Rejected {
        path: PathBuf,
        reason: String,
        said: crate::i18n::Words,
    },
    /// Building databases: `done` of `total` placements found so far.
    Building {
        done: u64,
        total: u64,
        elapsed: Duration,
    },
    /// A database was built: `placements` entries (16!/(16-k)! for a 4x4
    /// pattern of k tiles, 25!/(25-k)! for a 5x5 one).
    Built {
        pattern: Pattern,
        placements: u64,
        max: u8,
        elapsed: Duration,
    },
    /// A database was written to the cache.
    Saved { path: PathBuf },
    /// A temporary file left by a save that was killed was removed.
    RemovedTemporary { path: PathBuf },
    /// The cache could not be written: the databases stay in memory only.
    NotSaved { path: PathBuf, reason: String },
    /// Another process is building the same tables (it holds the lock
    /// file `path`): this one waits for it, then reads what it saved.
    Waiting { path: PathBuf },
}

/// The name of the build lock of a 4x4 goal's tables ([`lock::acquire`]).
pub(crate) fn lock_name(goal: &Board) -> String {
    let g: String = goal.tiles().iter().map(|t| format!("{t:x}")).collect();
    format!("pdb-4x4-{g}")
}

/// Check that a goal can have pattern databases.
pub fn check_goal(goal: &Board) -> Result<()> {
    if goal.width() != SIDE || goal.height() != SIDE {
        return Err(Error::problem(crate::msg!(
            "pdb-goal-size",
            size = goal.size_name()
        )));
    }
    Ok(())
}

/// The partitions whose databases a goal needs (one with reflection, two
/// without).
pub(crate) fn partitions(goal: &Board) -> Vec<Partition> {
    if reflection_valid(goal) {
        vec![partition(goal, false)]
    } else {
        vec![partition(goal, false), partition(goal, true)]
    }
}

/// Databases kept for the life of the process, one set per goal: each is
/// loaded (or built) once, then shared.
pub(crate) struct PerGoal<T>(OnceLock<Mutex<HashMap<Vec<u8>, Arc<T>>>>);

impl<T> PerGoal<T> {
    pub(crate) const fn new() -> Self {
        PerGoal(OnceLock::new())
    }

    /// The set of `goal`, from memory, else from `load` (kept when it gives
    /// one; `Ok(None)`, a cancelled build, is not kept).
    pub(crate) fn get_or_load(
        &self,
        goal: &Board,
        load: impl FnOnce() -> Result<Option<T>>,
    ) -> Result<Option<Arc<T>>> {
        let mut sets = self
            .0
            .get_or_init(Default::default)
            .lock()
            .unwrap_or_else(|e| e.into_inner());
        if let Some(set) = sets.get(goal.tiles()) {
            return Ok(Some(set.clone()));
        }
        let Some(set) = load()? else {
            return Ok(None);
        };
        let set = Arc::new(set);
        sets.insert(goal.tiles().to_vec(), set.clone());
        Ok(Some(set))
    }
}

static SETS: PerGoal<PdbSet> = PerGoal::new();

/// The databases for a goal: from this process's memory, else the disk
/// cache, else built (and saved). Built at most once per process per goal.
pub(crate) fn for_goal(goal: &Board, progress: &mut dyn FnMut(&Event)) -> Result<Arc<PdbSet>> {
    for_goal_cancellable(goal, None, progress)?
        .ok_or_else(|| Error::internal("a build that cannot be cancelled was cancelled"))
}

/// [`for_goal`], stopping a build when `cancel` is set: `Ok(None)` then,
/// and nothing is saved or kept.
pub(crate) fn for_goal_cancellable(
    goal: &Board,
    cancel: Option<&AtomicBool>,
    progress: &mut dyn FnMut(&Event),
) -> Result<Option<Arc<PdbSet>>> {
    check_goal(goal)?;
    SETS.get_or_load(goal, || {
        load_or_build_cancellable(goal, cache_dir().as_deref(), cancel, progress)
    })
}

/// Read one table of `goal` from `dir`: `None` when it is missing or
/// refused (a refused file is reported as [`Event::Rejected`]).
pub(crate) fn read_table(
    dir: &Path,
    goal: &Board,
    pattern: &Pattern,
    progress: &mut dyn FnMut(&Event),
) -> Option<PatternDb> {
    let path = dir.join(file_name(goal, pattern));
    let checked = store::check_cache(&path, goal, pattern);
    reported(path, || pattern.clone(), checked, progress)
}

/// What the check of the cache file `path` gave, reported: a table read
/// ([`Event::Loaded`]), none, or a refused file ([`Event::Rejected`],
/// then `None`).
pub(crate) fn reported<T>(
    path: PathBuf,
    pattern: impl FnOnce() -> Pattern,
    checked: std::result::Result<Option<T>, crate::i18n::Words>,
    progress: &mut dyn FnMut(&Event),
) -> Option<T> {
    match checked {
        Ok(Some(table)) => {
            progress(&Event::Loaded {
                path,
                pattern: pattern(),
            });
            Some(table)
        }
        Ok(None) => None,
        Err(said) => {
            progress(&Event::Rejected {
                path,
                reason: said.say(crate::i18n::Lang::EN),
                said,
            });
            None
        }
    }
}

/// Load every database the goal needs from `dir` (when given), building and
/// saving the missing or broken ones.
pub fn load_or_build(
    goal: &Board,
    dir: Option<&Path>,
    progress: &mut dyn FnMut(&Event),
) -> Result<PdbSet> {
    load_or_build_cancellable(goal, dir, None, progress)?
        .ok_or_else(|| Error::internal("a build that cannot be cancelled was cancelled"))
}

/// [`load_or_build`], stopping a build when `cancel` is set (`Ok(None)`:
/// nothing was saved). Stale temporaries of killed saves are removed from
/// `dir` before anything is built.
pub fn load_or_build_cancellable(
    goal: &Board,
    dir: Option<&Path>,
    cancel: Option<&AtomicBool>,
    progress: &mut dyn FnMut(&Event),
) -> Result<Option<PdbSet>> {
    check_goal(goal)?;
    let parts = partitions(goal);
    let read = |pattern: &Pattern, progress: &mut dyn FnMut(&Event)| -> Option<PatternDb> {
        read_table(dir?, goal, pattern, progress)
    };
    let mut tables: Vec<Vec<Option<PatternDb>>> = Vec::new();
    let mut missing = Vec::new();
    for (pi, part) in parts.iter().enumerate() {
        let mut row = Vec::new();
        for (gi, pattern) in part.iter().enumerate() {
            let found = read(pattern, progress);
            if found.is_none() {
                missing.push((pi, gi, pattern.clone()));
            }
            row.push(found);
        }
        tables.push(row);
    }
    let never = AtomicBool::new(false);
    let mut _lock = None;
    if !missing.is_empty()
        && let Some(d) = dir
    {
        // One build at a time: another process building the same tables
        // is waited for, and what it saved is read.
        match lock::acquire(d, &lock_name(goal), cancel.unwrap_or(&never), progress) {
            lock::Locked::Cancelled => return Ok(None),
            lock::Locked::Unavailable => {}
            lock::Locked::Held { lock, waited } => {
                _lock = Some(lock);
                if waited {
                    missing.retain(|(pi, gi, pattern)| {
                        tables[*pi][*gi] = read(pattern, progress);
                        tables[*pi][*gi].is_none()
                    });
                }
            }
        }
    }
    if !missing.is_empty() {
        if let Some(d) = dir {
            for name in remove_stale_temporaries(d).unwrap_or_default() {
                progress(&Event::RemovedTemporary { path: d.join(name) });
            }
        }
        let patterns: Vec<Pattern> = missing.iter().map(|m| m.2.clone()).collect();
        let Some(built) = build_all(goal, &patterns, cancel, progress)? else {
            return Ok(None);
        };
        for ((pi, gi, pattern), db) in missing.into_iter().zip(built) {
            if let Some(d) = dir {
                let path = d.join(file_name(goal, &pattern));
                match write_cache(&path, goal, &db) {
                    Ok(()) => progress(&Event::Saved { path }),
                    Err(e) => progress(&Event::NotSaved {
                        path,
                        reason: e.to_string(),
                    }),
                }
            }
            tables[pi][gi] = Some(db);
        }
    }
    let mut parts_db: Vec<Vec<PatternDb>> = tables
        .into_iter()
        .map(|row| row.into_iter().map(|d| d.expect("filled")).collect())
        .collect();
    let secondary = if parts_db.len() > 1 {
        parts_db.pop()
    } else {
        None
    };
    let primary = parts_db.pop().expect("one partition");
    Ok(Some(PdbSet {
        goal: goal.clone(),
        primary,
        secondary,
    }))
}

#[cfg(test)]
mod tests {
    use super::build::flood;
    use super::*;
    use std::sync::atomic::AtomicU64;

    /// The blank-first goal's partition, and the same layout turned with
    /// the blank: the 6-tile pattern on the blank's side holds both of a
    /// corner blank's neighbours.
    #[test]
    fn the_partition_walls_a_corner_blank_in() {
        let cells = |goal: &Board, t: bool| -> Vec<Vec<u8>> {
            partition(goal, t).into_iter().map(|p| p.cells).collect()
        };
        let first = Board::blank_first(4, 4).unwrap();
        assert_eq!(
            cells(&first, false),
            [
                vec![1, 4, 5, 8, 9, 12],
                vec![2, 3, 6, 7, 10, 11],
                vec![13, 14, 15]
            ]
        );
        assert_eq!(
            cells(&first, true),
            [
                vec![1, 2, 3, 4, 5, 6],
                vec![8, 9, 10, 12, 13, 14],
                vec![7, 11, 15]
            ]
        );
        let last = Board::blank_last(4, 4).unwrap();
        assert_eq!(
            cells(&last, false),
            [
                vec![3, 6, 7, 10, 11, 14],
                vec![4, 5, 8, 9, 12, 13],
                vec![0, 1, 2]
            ]
        );
    }

    #[test]
    fn partition_covers_every_tile_once() {
        for goal in [
            Board::blank_first(4, 4).unwrap(),
            Board::blank_last(4, 4).unwrap(),
            Board::snail(4, 4).unwrap(),
        ] {
            for transposed in [false, true] {
                let p = partition(&goal, transposed);
                let mut tiles: Vec<u8> = p.iter().flat_map(|x| x.tiles.clone()).collect();
                tiles.sort_unstable();
                assert_eq!(tiles, (1..16).collect::<Vec<u8>>());
                let sizes: Vec<usize> = p.iter().map(|x| x.cells.len()).collect();
                assert_eq!(sizes, vec![6, 6, 3]);
            }
        }
    }

    #[test]
    fn reflection_needs_blank_on_diagonal() {
        assert!(reflection_valid(&Board::blank_first(4, 4).unwrap()));
        assert!(reflection_valid(&Board::blank_last(4, 4).unwrap()));
        assert!(!reflection_valid(&Board::snail(4, 4).unwrap()));
        // For blank-first the relabelling is the transpose itself.
        let g = Board::blank_first(4, 4).unwrap();
        let r = reflection_labels(&g);
        assert_eq!(r[1], 4);
        assert_eq!(r[6], 9);
        assert_eq!(r[0], 0);
        // And the reflected goal is the goal.
        assert_eq!(reflect_board(&g, g.tiles()), g.tiles());
    }

    #[test]
    fn flood_fills_connected_cells_only() {
        // Free cells 0,1 and 3 with 2 occupied: 3 is cut off from 0 in row 0
        // but joins through row 1.
        let free: u16 = 0b1111_1011;
        assert_eq!(flood(1, free), free);
        // Column 0 free, column 1 blocked: only column 0.
        let free = 0x1111;
        assert_eq!(flood(1, free), 0x1111);
    }

    #[test]
    fn small_pattern_matches_manhattan_for_one_tile() {
        // A one-tile pattern's value is that tile's Manhattan distance.
        let goal = Board::blank_first(4, 4).unwrap();
        let p = Pattern::new(&goal, vec![5]);
        let db = build(&goal, &p, &AtomicU64::new(0));
        for cell in 0..16usize {
            let md = (cell / 4).abs_diff(1) + (cell % 4).abs_diff(1);
            assert_eq!(db.get(cell) as usize, md);
        }
    }

    #[test]
    fn content_hash_detects_flips() {
        let a = vec![3u8; 1000];
        let mut b = a.clone();
        b[500] = 4;
        assert_ne!(content_hash(&a), content_hash(&b));
    }
}
