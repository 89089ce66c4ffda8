//! Additive pattern databases for the 5×5 board (the 24-puzzle).
//!
//! Korf & Felner (2002): four 6-tile patterns, and a second lookup on the
//! board reflected about the main diagonal (through the blank's goal
//! corner); the heuristic is the larger of the two sums. In the frame where
//! the blank's goal cell is 0 the patterns are the goal cells
//! `{1,2,5,6,7,12}`, `{3,4,8,9,13,14}`, `{10,11,15,16,20,21}` and
//! `{17,18,19,22,23,24}`.
//!
//! A database counts moves of pattern tiles only and follows the blank as
//! the 4×4 databases do: a state is a placement plus the region of free
//! cells the blank is in, and a pattern tile moves only into a cell of
//! that region. The goal is the goal placement with the blank in the
//! region of the frame's cell 0 (a solution ends there), and each entry
//! keeps the least cost over the blank's regions (Korf & Felner took the
//! blank into account the same way and then dropped it from their tables).
//! The first pattern holds both neighbours of cell 0, so its goal walls the
//! blank's corner in and its values are larger than with any region as the
//! goal (the tables before 5 December 2026, kind 2). A value depends only
//! on the goal cells of the pattern and the frame's cell 0, so it keeps the
//! reflection, and every symmetry where the goal placement leaves one
//! region of free cells: the three 2×3 blocks are one database seen
//! through symmetries, the first pattern and its reflection another, and
//! two tables of 25!/19! = 127,512,000 one-byte entries (255 MB) serve all
//! eight lookups, for any goal whose blank is in a corner. Taking the least
//! over regions keeps the values admissible but not always consistent (a
//! move can lower one by more than 1), which IDA* does not need.
//!
//! A placement of k tiles is ranked compactly (mixed radix 25, 24, …: the
//! i-th tile's cell counted among the cells the earlier tiles leave free),
//! not packed sparsely (32^6 entries would be 1 GB per table).
//!
//! Tables are built by a breadth-first search from the goal placement, one
//! frontier list per depth, and cached in the 4×4 databases' directory:
//! same magic and version, the board size 5×5, the pattern cells, the
//! BLAKE3 hash of the entries; bounded reads; temporaries renamed into
//! place. The content hashes of Korf & Felner's two tables are embedded in
//! the binary ([`trusted`]), so a cached file of theirs is used only when
//! it holds exactly what a build gives ([`Origin::Verified`]); tables of
//! other partitions rest on their own checksum ([`Origin::ChecksumOnly`]).

mod build;
mod cache;
pub use build::build_table;
pub(crate) use build::flood;
pub(crate) use cache::check_cache;
pub use cache::{file_name, read_cache, write_cache};
use cache::{header, pattern_of};

use super::store::{self, HASH_LEN};
use super::{Event, Origin};
use crate::board::Board;
use crate::error::{Error, Result};
use std::fs;
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::sync::atomic::AtomicBool;

/// The side of the board these databases are for.
pub(crate) const SIDE: usize = 5;
/// Its cells.
pub(crate) const CELLS: usize = SIDE * SIDE;
/// The most tiles of one pattern.
pub(crate) const MAX_TILES: usize = 6;
pub(crate) const UNSEEN: u8 = 0xFF;
/// The kind of table, in the cache header: 3 = the blank's region followed,
/// the goal blank's region the only goal (tables of kind 2, whose goal was
/// any region, and tables that ignored the blank, written before, are
/// refused and rebuilt).
const KIND: u8 = 3;

/// Korf & Felner's 6-6-6-6 partition, in the frame where the blank's goal
/// cell is 0.
pub(crate) const KORF_FELNER: [[u8; 6]; 4] = [
    [1, 2, 5, 6, 7, 12],
    [3, 4, 8, 9, 13, 14],
    [10, 11, 15, 16, 20, 21],
    [17, 18, 19, 22, 23, 24],
];

/// Placements of k tiles on 25 cells: 25!/(25-k)!.
pub fn placements(k: usize) -> usize {
    super::compact::placements_on::<CELLS>(k)
}

/// The compact rank of k distinct cells (slot order), in `0..placements(k)`.
#[inline(always)]
pub(crate) fn rank(cells: &[u8]) -> usize {
    super::compact::rank_on::<CELLS>(cells)
}

/// The cells of rank `r` (the inverse of [`rank`]) into `out[..k]`.
#[inline(always)]
pub(crate) fn unrank(r: usize, k: usize, out: &mut [u8]) {
    super::compact::unrank_on::<CELLS>(r, k, out)
}

/// The eight symmetries of the square, as cell maps.
fn symmetries() -> [[u8; CELLS]; 8] {
    std::array::from_fn(|s| {
        std::array::from_fn(|c| {
            let (mut r, mut col) = (c / SIDE, c % SIDE);
            if s & 1 != 0 {
                std::mem::swap(&mut r, &mut col);
            }
            if s & 2 != 0 {
                r = SIDE - 1 - r;
            }
            if s & 4 != 0 {
                col = SIDE - 1 - col;
            }
            (r * SIDE + col) as u8
        })
    })
}

/// Cell reflected about the main diagonal.
fn transpose(c: u8) -> u8 {
    let c = c as usize;
    ((c % SIDE) * SIDE + c / SIDE) as u8
}

/// One table: the canonical pattern's goal cells (frame coordinates,
/// ascending) and one byte per ranked placement.
pub struct Table {
    pub cells: Vec<u8>,
    table: super::mapped::Bytes,
    pub(crate) origin: Origin,
}

impl Table {
    pub fn entries(&self) -> &[u8] {
        &self.table
    }
}

/// One pattern of one partition, as the heuristic looks it up: the tiles
/// (slot order), the table, and the cell map into that table's frame.
#[derive(Debug, Clone)]
pub(crate) struct Lookup {
    pub(crate) table: usize,
    pub(crate) tiles: Vec<u8>,
    pub(crate) map: [u8; CELLS],
}

/// Which tables a partition needs and how each pattern is looked up.
#[derive(Debug, Clone)]
pub struct Layout {
    /// Canonical patterns (frame cells, ascending): one table each.
    pub tables: Vec<Vec<u8>>,
    /// The partitions (the given one and its reflection), pattern by pattern.
    pub(crate) partitions: Vec<Vec<Lookup>>,
}

impl Layout {
    /// The layout of `partition` (frame cells, blank at 0, covering cells
    /// 1..25 once) and its reflection, for `goal` (5×5, blank in a corner).
    pub fn new(goal: &Board, partition: &[Vec<u8>]) -> Result<Layout> {
        check_goal(goal)?;
        let syms = symmetries();
        let blank = goal.tiles().iter().position(|&t| t == 0).unwrap_or(0);
        // The frame: a symmetry taking cell 0 to the blank's goal cell.
        let frame = syms
            .iter()
            .find(|s| s[0] as usize == blank)
            .expect("blank in a corner");
        let mut seen = [false; CELLS];
        for p in partition {
            for &c in p {
                if c == 0 || c as usize >= CELLS || seen[c as usize] {
                    return Err(Error::internal(
                        "a 5x5 partition must cover cells 1 to 24 once",
                    ));
                }
                seen[c as usize] = true;
            }
        }
        if seen.iter().filter(|&&s| s).count() != CELLS - 1 {
            return Err(Error::internal(
                "a 5x5 partition must cover cells 1 to 24 once",
            ));
        }
        let mut tables: Vec<Vec<u8>> = Vec::new();
        let mut partitions = Vec::new();
        for reflected in [false, true] {
            let mut lookups = Vec::new();
            for p in partition {
                let mut set: Vec<u8> = p
                    .iter()
                    .map(|&c| if reflected { transpose(c) } else { c })
                    .collect();
                set.sort_unstable();
                // A known table whose pattern some symmetry maps onto this
                // one: a symmetry that keeps the blank's cell 0, or any when
                // the table's goal placement leaves one region of free cells
                // (a table's goal is the blank in cell 0's region).
                let mut hit = None;
                'search: for (t, cells) in tables.iter().enumerate() {
                    if cells.len() != set.len() {
                        continue;
                    }
                    let one_region = {
                        let occ: u32 = cells.iter().fold(0, |m, &c| m | 1 << c);
                        let free = !occ & ((1 << CELLS) - 1);
                        build::flood(1, free) == free
                    };
                    for s in syms.iter().filter(|s| one_region || s[0] == 0) {
                        let mut img: Vec<u8> = cells.iter().map(|&c| s[c as usize]).collect();
                        img.sort_unstable();
                        if img == set {
                            hit = Some((t, *s));
                            break 'search;
                        }
                    }
                }
                let (t, s) = hit.unwrap_or_else(|| {
                    tables.push(set.clone());
                    (tables.len() - 1, syms[0])
                });
                // Slot i: the tile whose goal cell (board coordinates) is
                // frame(s(cells[i])); a board cell c is looked up at
                // s⁻¹(frame⁻¹(c)).
                let mut map = [0u8; CELLS];
                for c in 0..CELLS {
                    map[frame[s[c] as usize] as usize] = c as u8;
                }
                let tiles = tables[t]
                    .iter()
                    .map(|&c| goal.tiles()[frame[s[c as usize] as usize] as usize])
                    .collect();
                lookups.push(Lookup {
                    table: t,
                    tiles,
                    map,
                });
            }
            partitions.push(lookups);
        }
        Ok(Layout { tables, partitions })
    }
}

/// The databases for one goal.
pub struct Pdb24 {
    pub(crate) goal: Board,
    pub layout: Layout,
    pub tables: Vec<Table>,
}

impl Pdb24 {
    /// The heuristic value of a board: the larger of the partitions' sums.
    pub fn value(&self, board: &[u8]) -> u32 {
        let mut pos = [0u8; 32];
        for (c, &t) in board.iter().enumerate() {
            pos[t as usize] = c as u8;
        }
        self.layout
            .partitions
            .iter()
            .map(|part| {
                part.iter()
                    .map(|l| {
                        let cells: Vec<u8> = l
                            .tiles
                            .iter()
                            .map(|&t| l.map[pos[t as usize] as usize])
                            .collect();
                        self.tables[l.table].table[rank(&cells)] as u32
                    })
                    .sum::<u32>()
            })
            .max()
            .unwrap_or(0)
    }

    /// True when no table rests on a file trusted on its checksum only.
    pub fn verified(&self) -> bool {
        self.tables.iter().all(|t| t.origin != Origin::ChecksumOnly)
    }

    /// Bytes of the tables in memory.
    pub fn memory(&self) -> usize {
        self.tables.iter().map(|t| t.table.len()).sum()
    }
}

/// Check that a goal can have 5×5 databases: 5×5 with the blank in a corner.
pub fn check_goal(goal: &Board) -> Result<()> {
    if goal.width() != SIDE || goal.height() != SIDE {
        return Err(Error::problem(crate::msg!(
            "pdb-goal-size-5x5",
            size = goal.size_name()
        )));
    }
    let b = goal.tiles().iter().position(|&t| t == 0).unwrap_or(0);
    if ![0, SIDE - 1, CELLS - SIDE, CELLS - 1].contains(&b) {
        return Err(Error::problem(crate::msg!("pdb-goal-corner-5x5")));
    }
    Ok(())
}

/// Build tables in parallel (one thread per table), reporting combined
/// progress every tenth of a second. `None` when cancelled.
fn build_tables(
    patterns: &[Vec<u8>],
    cancel: &AtomicBool,
    progress: &mut dyn FnMut(&Event),
) -> Option<Vec<Vec<u8>>> {
    let total: u64 = patterns.iter().map(|p| placements(p.len()) as u64).sum();
    super::build::in_parallel(
        patterns,
        total,
        cancel,
        progress,
        |cells, counter| build_table(cells, counter, cancel),
        |cells, table, elapsed| Event::Built {
            pattern: pattern_of(cells),
            placements: placements(cells.len()) as u64,
            max: table
                .iter()
                .copied()
                .filter(|&v| v != UNSEEN)
                .max()
                .unwrap_or(0),
            elapsed,
        },
    )
}

/// The databases of `partition` for `goal`: each table from `dir` when a
/// good file is there, else built (and saved into `dir`). `Ok(None)` when
/// `cancel` stopped a build (nothing is saved).
pub fn load_or_build(
    goal: &Board,
    partition: &[Vec<u8>],
    dir: Option<&Path>,
    cancel: Option<&AtomicBool>,
    progress: &mut dyn FnMut(&Event),
) -> Result<Option<Pdb24>> {
    let layout = Layout::new(goal, partition)?;
    let never = AtomicBool::new(false);
    let cancel = cancel.unwrap_or(&never);
    let read = |cells: &Vec<u8>, progress: &mut dyn FnMut(&Event)| -> Option<Table> {
        let path = dir?.join(file_name(cells));
        let checked = check_cache(&path, cells);
        let (table, origin) = super::reported(path, || pattern_of(cells), checked, progress)?;
        Some(Table {
            cells: cells.clone(),
            table,
            origin,
        })
    };
    let mut tables: Vec<Option<Table>> = Vec::new();
    let mut missing = Vec::new();
    for (i, cells) in layout.tables.iter().enumerate() {
        let found = read(cells, progress);
        if found.is_none() {
            missing.push(i);
        }
        tables.push(found);
    }
    let mut _lock = None;
    if !missing.is_empty()
        && let Some(d) = dir
    {
        // One build at a time (another process's is waited for and read).
        match super::lock::acquire(d, "pdb-5x5", cancel, progress) {
            super::lock::Locked::Cancelled => return Ok(None),
            super::lock::Locked::Unavailable => {}
            super::lock::Locked::Held { lock, waited } => {
                _lock = Some(lock);
                if waited {
                    missing.retain(|&i| {
                        tables[i] = read(&layout.tables[i], progress);
                        tables[i].is_none()
                    });
                }
            }
        }
    }
    if !missing.is_empty() {
        if let Some(d) = dir {
            for name in store::remove_stale_temporaries(d).unwrap_or_default() {
                progress(&Event::RemovedTemporary { path: d.join(name) });
            }
        }
        let patterns: Vec<Vec<u8>> = missing.iter().map(|&i| layout.tables[i].clone()).collect();
        let Some(built) = build_tables(&patterns, cancel, progress) else {
            return Ok(None);
        };
        for (i, table) in missing.into_iter().zip(built) {
            let cells = layout.tables[i].clone();
            if let Some(d) = dir {
                let path = d.join(file_name(&cells));
                match write_cache(&path, &cells, &table) {
                    Ok(()) => progress(&Event::Saved { path }),
                    Err(e) => progress(&Event::NotSaved {
                        path,
                        reason: e.to_string(),
                    }),
                }
            }
            tables[i] = Some(Table {
                cells,
                table: table.into(),
                origin: Origin::Built,
            });
        }
    }
    Ok(Some(Pdb24 {
        goal: goal.clone(),
        layout,
        tables: tables.into_iter().map(|t| t.expect("filled")).collect(),
    }))
}

/// Korf & Felner's partition as vectors.
pub fn korf_felner() -> Vec<Vec<u8>> {
    KORF_FELNER.iter().map(|p| p.to_vec()).collect()
}

static SETS: super::PerGoal<Pdb24> = super::PerGoal::new();

/// The 6-6-6-6 databases for a 5×5 goal: from this process's memory, else
/// the disk cache, else built (and saved). `Ok(None)`: cancelled.
pub(crate) fn for_goal(
    goal: &Board,
    cancel: Option<&AtomicBool>,
    progress: &mut dyn FnMut(&Event),
) -> Result<Option<Arc<Pdb24>>> {
    check_goal(goal)?;
    SETS.get_or_load(goal, || {
        let dir = store::cache_dir();
        load_or_build(goal, &korf_felner(), dir.as_deref(), cancel, progress)
    })
}

/// Whether the 6-6-6-6 databases for `goal` are in the disk cache: every
/// table's file is a regular file of the size its header announces. A
/// look at the directory only (nothing is read): `solve` on a 5x5 board
/// uses the databases by default when they are there, since loading them
/// takes seconds where building them takes minutes. A file that proves
/// broken when loaded is rebuilt, as on 4x4.
pub fn cached(goal: &Board) -> bool {
    store::cache_dir().is_some_and(|dir| cached_in(goal, &dir))
}

/// [`cached`] in the cache directory `dir`.
pub(crate) fn cached_in(goal: &Board, dir: &Path) -> bool {
    let Ok(layout) = Layout::new(goal, &korf_felner()) else {
        return false;
    };
    layout.tables.iter().all(|cells| {
        let entries = placements(cells.len()) as u64;
        let want = header(cells, entries, &[0; HASH_LEN]).len() as u64 + entries;
        fs::symlink_metadata(dir.join(file_name(cells)))
            .is_ok_and(|m| m.is_file() && m.len() == want)
    })
}

/// The files the 5×5 databases of Korf & Felner's partition use.
pub fn status(goal: &Board, dir: &Path) -> Result<Vec<store::FileStatus>> {
    let layout = Layout::new(goal, &korf_felner())?;
    Ok(layout
        .tables
        .iter()
        .map(|cells| {
            let file = file_name(cells);
            let path: PathBuf = dir.join(&file);
            let bytes = fs::symlink_metadata(&path).ok().map(|m| m.len());
            let (state, trust, reason) = match check_cache(&path, cells) {
                Ok(Some((_, origin))) => ("present".to_string(), Some(origin.name()), None),
                Ok(None) => ("missing".to_string(), None, None),
                Err(r) => (
                    format!("broken: {}", r.say(crate::i18n::Lang::EN)),
                    None,
                    Some(r),
                ),
            };
            store::FileStatus {
                file,
                path,
                tiles: cells.clone(),
                cells: cells.clone(),
                entries: placements(cells.len()) as u64,
                state,
                reason,
                trust,
                bytes,
            }
        })
        .collect())
}

#[cfg(test)]
mod tests {
    use super::build::neighbours;
    use super::*;
    use std::sync::atomic::AtomicU64;

    #[test]
    fn the_5x5_tables_are_cached_when_every_file_has_its_size() {
        let dir = std::env::temp_dir().join(format!("npuzzle-pdb24-cached-{}", std::process::id()));
        let _ = fs::remove_dir_all(&dir);
        fs::create_dir_all(&dir).unwrap();
        let goal = Board::blank_last(5, 5).unwrap();
        assert!(!cached_in(&goal, &dir));
        let layout = Layout::new(&goal, &korf_felner()).unwrap();
        for (i, cells) in layout.tables.iter().enumerate() {
            let entries = placements(cells.len()) as u64;
            let want = header(cells, entries, &[0; HASH_LEN]).len() as u64 + entries;
            // Sparse files: the size is all that is looked at.
            let f = fs::File::create(dir.join(file_name(cells))).unwrap();
            f.set_len(if i == 0 { want - 1 } else { want }).unwrap();
        }
        assert!(!cached_in(&goal, &dir), "a file one byte short");
        let first = &layout.tables[0];
        let entries = placements(first.len()) as u64;
        let want = header(first, entries, &[0; HASH_LEN]).len() as u64 + entries;
        fs::OpenOptions::new()
            .write(true)
            .open(dir.join(file_name(first)))
            .unwrap()
            .set_len(want)
            .unwrap();
        assert!(cached_in(&goal, &dir));
        // The same tables serve blank-first; a snail goal has none.
        assert!(cached_in(&Board::blank_first(5, 5).unwrap(), &dir));
        let _ = fs::remove_dir_all(&dir);
    }

    #[test]
    fn rank_is_a_bijection_on_small_patterns() {
        let k = 3;
        let mut seen = vec![false; placements(k)];
        let mut out = [0u8; MAX_TILES];
        for (r, seen) in seen.iter_mut().enumerate() {
            unrank(r, k, &mut out);
            assert_eq!(rank(&out[..k]), r);
            assert!(!*seen);
            *seen = true;
        }
        assert_eq!(placements(6), 127_512_000);
        let cells = [24, 0, 13, 7, 1, 20];
        unrank(rank(&cells), 6, &mut out);
        assert_eq!(out, cells);
    }

    #[test]
    fn korf_felner_needs_two_tables() {
        let goal = Board::blank_first(5, 5).unwrap();
        let l = Layout::new(&goal, &korf_felner()).unwrap();
        assert_eq!(l.tables.len(), 2);
        assert_eq!(l.partitions.len(), 2);
        let goal = Board::blank_last(5, 5).unwrap();
        assert_eq!(Layout::new(&goal, &korf_felner()).unwrap().tables.len(), 2);
    }

    /// The least number of pattern-tile moves from every placement of
    /// `cells` to the goal placement, by a 0-1 breadth-first search over the
    /// full states (the tiles and the blank's exact cell; blank moves into a
    /// non-pattern cell cost 0), then the least over the blank's cells.
    fn brute_force(cells: &[u8]) -> Vec<u8> {
        use std::collections::VecDeque;
        let k = cells.len();
        let nb = neighbours();
        let key = |pos: &[u8], blank: u8| rank(pos) * CELLS + blank as usize;
        let mut dist = vec![u8::MAX; placements(k) * CELLS];
        let mut queue = VecDeque::new();
        // The goal: the blank on cell 0 (from there it walks its region
        // for free); a pattern on cell 0 takes every blank cell.
        for blank in 0..CELLS as u8 {
            if !cells.contains(&blank) && (blank == 0 || cells.contains(&0)) {
                dist[key(cells, blank)] = 0;
                queue.push_back((cells.to_vec(), blank));
            }
        }
        while let Some((pos, blank)) = queue.pop_front() {
            let d = dist[key(&pos, blank)];
            let (ns, count) = nb[blank as usize];
            for &c in &ns[..count] {
                let mut p2 = pos.clone();
                let cost = match pos.iter().position(|&x| x == c) {
                    Some(slot) => {
                        p2[slot] = blank;
                        1
                    }
                    None => 0,
                };
                let k2 = key(&p2, c);
                if d + cost < dist[k2] {
                    dist[k2] = d + cost;
                    if cost == 0 {
                        queue.push_front((p2, c));
                    } else {
                        queue.push_back((p2, c));
                    }
                }
            }
        }
        dist.chunks(CELLS)
            .map(|c| *c.iter().min().expect("25 cells"))
            .collect()
    }

    /// A table whose goal placement walls cell 0 in serves no pattern
    /// through a symmetry that moves cell 0 (its values would count the
    /// blank's goal region at another corner); one that leaves a single
    /// region serves every image.
    #[test]
    fn a_table_that_walls_the_blank_in_is_reused_only_where_the_blank_stays() {
        let goal = Board::blank_first(5, 5).unwrap();
        let mut partition: Vec<Vec<u8>> = vec![vec![1, 5], vec![19, 23], vec![7, 8], vec![16, 17]];
        let used: Vec<u8> = partition.iter().flatten().copied().collect();
        let rest: Vec<u8> = (1..CELLS as u8).filter(|c| !used.contains(c)).collect();
        partition.extend(rest.chunks(2).map(|c| c.to_vec()));
        let layout = Layout::new(&goal, &partition).unwrap();
        let table_of = |cells: &[u8]| {
            layout.partitions[0]
                .iter()
                .zip(&partition)
                .find(|(_, p)| p.as_slice() == cells)
                .map(|(l, _)| l.table)
                .unwrap()
        };
        // {1 5} walls cell 0 in; its image at the opposite corner does not
        // share its table. {7 8} and {16 17} (one free region each, images
        // of each other under the anti-diagonal reflection) share one.
        assert_ne!(table_of(&[1, 5]), table_of(&[19, 23]));
        assert_eq!(table_of(&[7, 8]), table_of(&[16, 17]));
    }

    #[test]
    fn tables_follow_the_blank_as_a_full_search_does() {
        // [1, 5] and [6, 1, 5] wall the corner cell off at the goal (two
        // regions, the corner's the goal); [7, 12, 13] does not; [0, 24]
        // holds the corner (every region a goal).
        for cells in [&[1u8, 5][..], &[7, 12, 13], &[0, 24], &[6, 1, 5]] {
            let built = build_table(cells, &AtomicU64::new(0), &AtomicBool::new(false)).unwrap();
            let want = brute_force(cells);
            assert_eq!(built, want, "pattern {cells:?}");
        }
    }

    #[test]
    fn one_tile_table_is_manhattan() {
        let t = build_table(&[7], &AtomicU64::new(0), &AtomicBool::new(false)).unwrap();
        for c in 0..CELLS {
            let md = (c / 5).abs_diff(1) + (c % 5).abs_diff(2);
            assert_eq!(t[rank(&[c as u8])] as usize, md);
        }
    }
}
