//! Additive disjoint pattern databases for the 4×4 board (any goal).
//!
//! A *pattern* is a group of tiles. Its database stores, for every placement
//! of those tiles on the 16 cells, the least number of moves *of pattern
//! tiles* needed to bring them all to their goal cells, the other tiles being
//! indistinguishable and the blank free to wander at no cost. Because each
//! move moves exactly one tile, the values of disjoint patterns can be added
//! and the sum is still a lower bound on the true distance (Korf & Felner
//! 2002): an admissible heuristic far stronger than Manhattan distance.
//!
//! The partition is 6-6-3, laid out by the goal's cells: the three other
//! cells of the blank's goal row form the 3-tile pattern, and the other three
//! rows split into their left two columns and their right two columns (six
//! cells each). When the goal's blank lies on the main diagonal, the board
//! reflected about that diagonal (tiles relabelled by the goal cell they
//! reflect to) has the same goal and the same distance, so a second lookup on
//! the reflection is also a lower bound and the maximum of the two is used.
//! Otherwise a second partition (the transposed layout) is built and the
//! maximum over both partitions is used.
//!
//! Databases are built on first use by a breadth-first search backwards from
//! the goal over (pattern placement, blank region) states, and cached in the
//! user's cache directory (`$XDG_CACHE_HOME/npuzzle/`, else
//! `$HOME/.cache/npuzzle/`). A cached file is checked (magic, version, goal,
//! pattern cells, length, checksum) and rebuilt when anything is off; it is
//! written to a temporary file and renamed into place; when the directory is
//! not writable, the databases stay in memory only. The core never prints:
//! everything worth saying goes through a [`Event`] callback.

use crate::board::{Board, Goal};
use crate::error::{Error, Result};
use serde::Serialize;
use std::collections::HashMap;
use std::fs;
use std::io::{Read, Write};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex, OnceLock};
use std::time::{Duration, Instant};

/// The cells of the 4×4 board.
pub const CELLS: usize = 16;
/// The side of the only board size with pattern databases.
pub const SIDE: usize = 4;
/// First bytes of a cache file.
pub const MAGIC: &[u8; 8] = b"NPZLPDB\n";
/// Bump when the file layout or the meaning of the values changes.
pub const VERSION: u32 = 1;
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
    pub fn sparse_len(&self) -> usize {
        1usize << (4 * self.cells.len())
    }

    /// `4589cd`: the goal cells in hex, used in file names.
    pub fn cells_hex(&self) -> String {
        self.cells.iter().map(|c| format!("{c:x}")).collect()
    }
}

/// A set of disjoint patterns covering every tile.
pub type Partition = Vec<Pattern>;

/// Where the goal's blank is, and whether reflection about the main
/// diagonal (cell r*4+c ↔ c*4+r, tiles relabelled through the goal) maps
/// the goal onto itself: true exactly when the blank's goal cell is on the
/// diagonal.
pub fn reflection_valid(goal: &Board) -> bool {
    let b = goal.tiles().iter().position(|&t| t == 0).unwrap_or(0);
    b / SIDE == b % SIDE
}

/// Cell reflected about the main diagonal.
pub fn transpose(cell: usize) -> usize {
    (cell % SIDE) * SIDE + cell / SIDE
}

/// The 6-6-3 partition of a 4×4 goal: the blank's row (3 tiles), then the
/// other rows' left two columns and right two columns (6 tiles each).
/// With `transposed`, the same layout with rows and columns swapped.
pub fn partition(goal: &Board, transposed: bool) -> Partition {
    let blank = goal.tiles().iter().position(|&t| t == 0).unwrap_or(0);
    let cell = |r: usize, c: usize| -> u8 {
        if transposed {
            (c * SIDE + r) as u8
        } else {
            (r * SIDE + c) as u8
        }
    };
    let blank_line = if transposed {
        blank % SIDE
    } else {
        blank / SIDE
    };
    let mut left = Vec::new();
    let mut right = Vec::new();
    let mut line = Vec::new();
    for r in 0..SIDE {
        for c in 0..SIDE {
            let x = cell(r, c);
            if x as usize == blank {
                continue;
            }
            if r == blank_line {
                line.push(x);
            } else if c < 2 {
                left.push(x);
            } else {
                right.push(x);
            }
        }
    }
    [left, right, line]
        .into_iter()
        .map(|mut cells| {
            cells.sort_unstable();
            Pattern::new(goal, cells)
        })
        .collect()
}

/// One pattern database: the pattern and its sparse table.
pub struct PatternDb {
    pub pattern: Pattern,
    table: Vec<u8>,
}

impl std::fmt::Debug for PatternDb {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("PatternDb")
            .field("pattern", &self.pattern)
            .field("entries", &self.table.len())
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
    pub fn table_slice(&self) -> &[u8] {
        &self.table
    }

    /// The value for a board: where the pattern's tiles are.
    pub fn value(&self, board: &[u8]) -> u8 {
        self.table[self.index_of(board)]
    }

    /// The packed index of the pattern's tiles on a board.
    pub fn index_of(&self, board: &[u8]) -> usize {
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
    pub fn max_value(&self) -> u8 {
        self.table
            .iter()
            .copied()
            .filter(|&v| v != UNSEEN)
            .max()
            .unwrap_or(0)
    }

    /// Bytes of memory the table takes.
    pub fn memory(&self) -> usize {
        self.table.len()
    }
}

/// All databases for one goal, and how to combine them.
pub struct PdbSet {
    pub goal: Board,
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
pub fn reflection_labels(goal: &Board) -> [u8; CELLS] {
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
    /// A cache file could not be used and is rebuilt.
    Rejected { path: PathBuf, reason: String },
    /// Building databases: `done` of `total` placements found so far.
    Building {
        done: u64,
        total: u64,
        elapsed: Duration,
    },
    /// A database was built.
    Built {
        pattern: Pattern,
        max: u8,
        elapsed: Duration,
    },
    /// A database was written to the cache.
    Saved { path: PathBuf },
    /// The cache could not be written: the databases stay in memory only.
    NotSaved { path: PathBuf, reason: String },
}

/// The user's cache directory for npuzzle: `$XDG_CACHE_HOME/npuzzle` when
/// that variable holds an absolute path, else `$HOME/.cache/npuzzle`.
pub fn cache_dir() -> Option<PathBuf> {
    if let Some(x) = std::env::var_os("XDG_CACHE_HOME") {
        let p = PathBuf::from(x);
        if p.is_absolute() {
            return Some(p.join("npuzzle"));
        }
    }
    let home = std::env::var_os("HOME")?;
    if home.is_empty() {
        return None;
    }
    Some(PathBuf::from(home).join(".cache").join("npuzzle"))
}

/// The file name of one database for a goal.
pub fn file_name(goal: &Board, pattern: &Pattern) -> String {
    let g: String = goal.tiles().iter().map(|t| format!("{t:x}")).collect();
    format!("pdb-4x4-{g}-{}.bin", pattern.cells_hex())
}

/// Check that a goal can have pattern databases.
pub fn check_goal(goal: &Board) -> Result<()> {
    if goal.width() != SIDE || goal.height() != SIDE {
        return Err(Error::input(format!(
            "pattern databases exist for 4x4 boards only, not {}",
            goal.size_name()
        )));
    }
    Ok(())
}

/// The partitions whose databases a goal needs (one with reflection, two
/// without).
pub fn partitions(goal: &Board) -> Vec<Partition> {
    if reflection_valid(goal) {
        vec![partition(goal, false)]
    } else {
        vec![partition(goal, false), partition(goal, true)]
    }
}

type Registry = Mutex<HashMap<Vec<u8>, Arc<PdbSet>>>;

fn registry() -> &'static Registry {
    static REG: OnceLock<Registry> = OnceLock::new();
    REG.get_or_init(|| Mutex::new(HashMap::new()))
}

/// The databases for a goal: from this process's memory, else the disk
/// cache, else built (and saved). Built at most once per process per goal.
pub fn for_goal(goal: &Board, progress: &mut dyn FnMut(&Event)) -> Result<Arc<PdbSet>> {
    check_goal(goal)?;
    let mut reg = registry().lock().unwrap_or_else(|e| e.into_inner());
    if let Some(set) = reg.get(goal.tiles()) {
        return Ok(set.clone());
    }
    let set = Arc::new(load_or_build(goal, cache_dir().as_deref(), progress)?);
    reg.insert(goal.tiles().to_vec(), set.clone());
    Ok(set)
}

/// Load every database the goal needs from `dir` (when given), building and
/// saving the missing or broken ones.
pub fn load_or_build(
    goal: &Board,
    dir: Option<&Path>,
    progress: &mut dyn FnMut(&Event),
) -> Result<PdbSet> {
    check_goal(goal)?;
    let parts = partitions(goal);
    let mut tables: Vec<Vec<Option<PatternDb>>> = Vec::new();
    let mut missing = Vec::new();
    for (pi, part) in parts.iter().enumerate() {
        let mut row = Vec::new();
        for (gi, pattern) in part.iter().enumerate() {
            let found = match dir {
                Some(d) => {
                    let path = d.join(file_name(goal, pattern));
                    match read_cache(&path, goal, pattern) {
                        Ok(Some(db)) => {
                            progress(&Event::Loaded {
                                path,
                                pattern: pattern.clone(),
                            });
                            Some(db)
                        }
                        Ok(None) => None,
                        Err(reason) => {
                            progress(&Event::Rejected { path, reason });
                            None
                        }
                    }
                }
                None => None,
            };
            if found.is_none() {
                missing.push((pi, gi, pattern.clone()));
            }
            row.push(found);
        }
        tables.push(row);
    }
    if !missing.is_empty() {
        let patterns: Vec<Pattern> = missing.iter().map(|m| m.2.clone()).collect();
        let built = build_all(goal, &patterns, progress)?;
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
    Ok(PdbSet {
        goal: goal.clone(),
        primary,
        secondary,
    })
}

/// Build databases in parallel (one thread per pattern, the machine's cores
/// shared), reporting combined progress every tenth of a second.
pub fn build_all(
    goal: &Board,
    patterns: &[Pattern],
    progress: &mut dyn FnMut(&Event),
) -> Result<Vec<PatternDb>> {
    check_goal(goal)?;
    let start = Instant::now();
    let total: u64 = patterns.iter().map(|p| p.placements()).sum();
    let counters: Vec<AtomicU64> = patterns.iter().map(|_| AtomicU64::new(0)).collect();
    let finished = AtomicU64::new(0);
    let results: Vec<PatternDb> = std::thread::scope(|s| {
        let handles: Vec<_> = patterns
            .iter()
            .zip(&counters)
            .map(|(p, c)| {
                let finished = &finished;
                s.spawn(move || {
                    let t = Instant::now();
                    let db = build(p, c);
                    finished.fetch_add(1, Ordering::Release);
                    (db, t.elapsed())
                })
            })
            .collect();
        let mut last = Instant::now();
        while (finished.load(Ordering::Acquire) as usize) < patterns.len() {
            std::thread::sleep(Duration::from_millis(20));
            if last.elapsed() >= Duration::from_millis(100) {
                last = Instant::now();
                let done = counters.iter().map(|c| c.load(Ordering::Relaxed)).sum();
                progress(&Event::Building {
                    done,
                    total,
                    elapsed: start.elapsed(),
                });
            }
        }
        handles
            .into_iter()
            .map(|h| {
                let (db, elapsed) = h.join().expect("a pattern database build panicked");
                progress(&Event::Built {
                    pattern: db.pattern.clone(),
                    max: db.max_value(),
                    elapsed,
                });
                db
            })
            .collect()
    });
    progress(&Event::Building {
        done: total,
        total,
        elapsed: start.elapsed(),
    });
    Ok(results)
}

/// Breadth-first search backwards from the goal placement. A state is a
/// placement plus the region of cells the blank can reach without moving a
/// pattern tile (moving through that region is free); a move slides a
/// pattern tile into an adjacent cell of the region and costs 1.
///
/// The search scans the whole table once per depth rather than keeping a
/// queue: `current[index]` holds the blank cells reached at this depth,
/// `visited[index]` those already expanded; the table gets the depth at
/// which a placement is first reached. Sequential scans beat a queue of
/// random accesses by about two to one here.
pub fn build(pattern: &Pattern, counter: &AtomicU64) -> PatternDb {
    let k = pattern.cells.len();
    let len = pattern.sparse_len();
    let mut table = vec![UNSEEN; len];
    let mut visited = vec![0u16; len];
    let mut current = vec![0u16; len];
    let mut next = vec![0u16; len];
    let start: usize = pattern
        .cells
        .iter()
        .enumerate()
        .map(|(slot, &c)| (c as usize) << (4 * slot))
        .sum();
    let occ0: u16 = pattern.cells.iter().fold(0, |m, &c| m | 1 << c);
    current[start] = !occ0;
    let mut depth: u8 = 0;
    let mut found: u64 = 0;
    loop {
        let mut any = false;
        for idx in 0..len {
            let reached = current[idx];
            if reached == 0 {
                continue;
            }
            current[idx] = 0;
            let mut fresh = reached & !visited[idx];
            if fresh == 0 {
                continue;
            }
            any = true;
            let mut slot_at = [0u8; CELLS];
            let mut occ: u16 = 0;
            for slot in 0..k {
                let p = (idx >> (4 * slot)) & 15;
                slot_at[p] = slot as u8;
                occ |= 1 << p;
            }
            if table[idx] == UNSEEN {
                table[idx] = depth;
                found += 1;
                if found & 0xFFFF == 0 {
                    counter.store(found, Ordering::Relaxed);
                }
            }
            while fresh != 0 {
                let region = flood(fresh & fresh.wrapping_neg(), !occ);
                visited[idx] |= region;
                fresh &= !region;
                // A tile at `from` slides to `from + delta` (a region
                // cell); the blank ends where the tile was.
                let candidates: [(u16, isize); 4] = [
                    (occ & (region >> 4), 4),
                    (occ & (region << 4), -4),
                    (occ & ((region >> 1) & 0x7777), 1),
                    (occ & ((region << 1) & 0xEEEE), -1),
                ];
                for (mut tiles, delta) in candidates {
                    while tiles != 0 {
                        let from = tiles.trailing_zeros() as usize;
                        tiles &= tiles - 1;
                        let shift = 4 * slot_at[from] as usize;
                        let to = (from as isize + delta) as usize;
                        let nidx = idx - (from << shift) + (to << shift);
                        if visited[nidx] & (1 << from) == 0 {
                            next[nidx] |= 1 << from;
                        }
                    }
                }
            }
        }
        if !any {
            break;
        }
        std::mem::swap(&mut current, &mut next);
        depth += 1;
    }
    counter.store(found, Ordering::Relaxed);
    PatternDb {
        pattern: pattern.clone(),
        table,
    }
}

/// The cells of `free` connected to `seed` (4-neighbourhood on 4×4).
#[inline]
fn flood(seed: u16, free: u16) -> u16 {
    let mut r = seed & free;
    loop {
        let n = (r | (r >> 4) | (r << 4) | ((r >> 1) & 0x7777) | ((r << 1) & 0xEEEE)) & free;
        if n == r {
            return r;
        }
        r = n;
    }
}

/// Visit the valid sparse indices (distinct cells) in increasing order.
fn for_each_valid(k: usize, mut f: impl FnMut(usize)) {
    let len = 1usize << (4 * k);
    let mut idx = 0usize;
    while idx < len {
        let mut seen: u16 = 0;
        let mut ok = true;
        for slot in 0..k {
            let bit = 1u16 << ((idx >> (4 * slot)) & 15);
            if seen & bit != 0 {
                ok = false;
                break;
            }
            seen |= bit;
        }
        if ok {
            f(idx);
        }
        idx += 1;
    }
}

/// FNV-1a over 8-byte words (then the tail): fast and enough to catch a
/// truncated, zeroed or flipped file.
pub fn checksum(data: &[u8]) -> u64 {
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    let mut chunks = data.chunks_exact(8);
    for c in &mut chunks {
        h ^= u64::from_le_bytes(c.try_into().expect("8 bytes"));
        h = h.wrapping_mul(0x0000_0100_0000_01b3);
        h ^= h >> 29;
    }
    for &b in chunks.remainder() {
        h ^= b as u64;
        h = h.wrapping_mul(0x0000_0100_0000_01b3);
    }
    h
}

fn header(goal: &Board, pattern: &Pattern, entries: u64, sum: u64) -> Vec<u8> {
    let mut h = Vec::with_capacity(64);
    h.extend_from_slice(MAGIC);
    h.extend_from_slice(&VERSION.to_le_bytes());
    h.push(goal.width() as u8);
    h.push(goal.height() as u8);
    h.extend_from_slice(goal.tiles());
    h.push(pattern.cells.len() as u8);
    h.extend_from_slice(&pattern.cells);
    h.extend_from_slice(&entries.to_le_bytes());
    h.extend_from_slice(&sum.to_le_bytes());
    h
}

/// The compact on-disk form: one byte per valid placement, in increasing
/// order of the packed index.
fn compact(db: &PatternDb) -> Vec<u8> {
    let mut out = Vec::with_capacity(db.pattern.placements() as usize);
    for_each_valid(db.pattern.cells.len(), |i| out.push(db.table[i]));
    out
}

/// Write one database to `path` atomically (temporary file, then rename).
pub fn write_cache(path: &Path, goal: &Board, db: &PatternDb) -> std::io::Result<()> {
    let dir = path.parent().unwrap_or(Path::new("."));
    fs::create_dir_all(dir)?;
    let data = compact(db);
    let head = header(goal, &db.pattern, data.len() as u64, checksum(&data));
    let tmp = dir.join(format!(
        ".{}.tmp{}",
        path.file_name().and_then(|n| n.to_str()).unwrap_or("pdb"),
        std::process::id()
    ));
    let result = (|| {
        let mut f = fs::File::create(&tmp)?;
        f.write_all(&head)?;
        f.write_all(&data)?;
        f.sync_all()?;
        fs::rename(&tmp, path)
    })();
    if result.is_err() {
        let _ = fs::remove_file(&tmp);
    }
    result
}

/// Read and check a cache file. `Ok(None)`: no file; `Err(reason)`: a file
/// that must not be trusted.
pub fn read_cache(
    path: &Path,
    goal: &Board,
    pattern: &Pattern,
) -> std::result::Result<Option<PatternDb>, String> {
    let mut f = match fs::File::open(path) {
        Ok(f) => f,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(None),
        Err(e) => return Err(format!("cannot be read ({e})")),
    };
    let mut bytes = Vec::new();
    f.read_to_end(&mut bytes)
        .map_err(|e| format!("cannot be read ({e})"))?;
    let entries = pattern.placements();
    let expected = header(goal, pattern, entries, 0);
    let head_len = expected.len();
    if bytes.len() < head_len {
        return Err(format!(
            "is truncated: {} bytes, shorter than its header",
            bytes.len()
        ));
    }
    if &bytes[..8] != MAGIC {
        return Err("is not a pattern database (bad magic)".into());
    }
    let version = u32::from_le_bytes(bytes[8..12].try_into().expect("4 bytes"));
    if version != VERSION {
        return Err(format!("has version {version}, expected {VERSION}"));
    }
    // Everything but the checksum must match the expected header exactly.
    if bytes[..head_len - 16] != expected[..head_len - 16] {
        return Err("was built for another goal or pattern".into());
    }
    let len = u64::from_le_bytes(bytes[head_len - 16..head_len - 8].try_into().expect("8"));
    if len != entries {
        return Err(format!("claims {len} entries, expected {entries}"));
    }
    let data = &bytes[head_len..];
    if data.len() as u64 != entries {
        return Err(format!(
            "is truncated or too long: {} entries, expected {entries}",
            data.len()
        ));
    }
    let sum = u64::from_le_bytes(bytes[head_len - 8..head_len].try_into().expect("8"));
    if checksum(data) != sum {
        return Err("fails its checksum (corrupted)".into());
    }
    let mut table = vec![UNSEEN; pattern.sparse_len()];
    let mut i = 0usize;
    let mut bad = false;
    for_each_valid(pattern.cells.len(), |idx| {
        let v = data[i];
        bad |= v == UNSEEN || v > 120;
        table[idx] = v;
        i += 1;
    });
    if bad {
        return Err("holds impossible values".into());
    }
    Ok(Some(PatternDb {
        pattern: pattern.clone(),
        table,
    }))
}

/// One database file as `pdb status` shows it.
#[derive(Debug, Clone, Serialize)]
pub struct FileStatus {
    pub file: String,
    pub path: PathBuf,
    /// The pattern's tiles.
    pub tiles: Vec<u8>,
    /// The pattern's goal cells.
    pub cells: Vec<u8>,
    pub entries: u64,
    /// `present`, `missing`, or `broken: <reason>`.
    pub state: String,
    pub bytes: Option<u64>,
}

/// The state of every database a goal needs in `dir`.
pub fn status(goal: &Board, dir: &Path) -> Result<Vec<FileStatus>> {
    check_goal(goal)?;
    let mut out = Vec::new();
    for part in partitions(goal) {
        for pattern in part {
            let file = file_name(goal, &pattern);
            let path = dir.join(&file);
            let bytes = fs::metadata(&path).ok().map(|m| m.len());
            let state = match read_cache(&path, goal, &pattern) {
                Ok(Some(_)) => "present".to_string(),
                Ok(None) => "missing".to_string(),
                Err(r) => format!("broken: {r}"),
            };
            out.push(FileStatus {
                file,
                path,
                tiles: pattern.tiles.clone(),
                cells: pattern.cells.clone(),
                entries: pattern.placements(),
                state,
                bytes,
            });
        }
    }
    Ok(out)
}

/// Every file in the cache directory that looks like a pattern database
/// (name and size), for any goal.
pub fn list_files(dir: &Path) -> Vec<(String, u64)> {
    let mut out: Vec<(String, u64)> = fs::read_dir(dir)
        .map(|rd| {
            rd.filter_map(|e| e.ok())
                .filter_map(|e| {
                    let name = e.file_name().to_str()?.to_string();
                    let is_pdb = name.starts_with("pdb-") && name.ends_with(".bin");
                    let len = e.metadata().ok()?.len();
                    is_pdb.then_some((name, len))
                })
                .collect()
        })
        .unwrap_or_default();
    out.sort();
    out
}

/// Remove pattern database files from the cache: those of one goal, or all.
/// Returns the removed names.
pub fn clear(dir: &Path, goal: Option<&Board>) -> Result<Vec<String>> {
    let prefix = goal.map(|g| {
        let hex: String = g.tiles().iter().map(|t| format!("{t:x}")).collect();
        format!("pdb-4x4-{hex}-")
    });
    let mut removed = Vec::new();
    for (name, _) in list_files(dir) {
        if prefix.as_ref().is_none_or(|p| name.starts_with(p.as_str())) {
            fs::remove_file(dir.join(&name))
                .map_err(|e| Error::Io(format!("{}: {e}", dir.join(&name).display())))?;
            removed.push(name);
        }
    }
    Ok(removed)
}

#[cfg(test)]
mod tests {
    use super::*;

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
        let db = build(&p, &AtomicU64::new(0));
        for cell in 0..16usize {
            let md = (cell / 4).abs_diff(1) + (cell % 4).abs_diff(1);
            assert_eq!(db.get(cell) as usize, md);
        }
    }

    #[test]
    fn checksum_detects_flips() {
        let a = vec![3u8; 1000];
        let mut b = a.clone();
        b[500] = 4;
        assert_ne!(checksum(&a), checksum(&b));
    }
}
