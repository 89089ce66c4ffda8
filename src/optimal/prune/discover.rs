//! The search that finds the solver's left-out sequences
//! ([`super::DUPLICATES_FILE`]), and the exact check of a replacement:
//! test code (the file is made and checked by the tests below).

use super::{DEAD, DUPLICATE_DEPTH, DUPLICATES_FILE, Fsm, Pruning};
use std::collections::{HashMap, HashSet};

/// The rectangle of the cells a sequence's blank visits, relative to its
/// first cell: top, bottom, left, right.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct Rect([i8; 4]);

impl Rect {
    const ORIGIN: Rect = Rect([0; 4]);

    fn within(self, other: Rect) -> bool {
        let ([t, b, l, r], [ot, ob, ol, or]) = (self.0, other.0);
        t >= ot && b <= ob && l >= ol && r <= or
    }

    fn with(self, (r, c): (i8, i8)) -> Rect {
        let [t, b, l, rr] = self.0;
        Rect([t.min(r), b.max(r), l.min(c), rr.max(c)])
    }
}

/// The row and column steps of the moves 0 to 3 (up, down, left, right).
const STEPS: [(i8, i8); 4] = [(-1, 0), (1, 0), (0, -1), (0, 1)];

/// What a sequence of moves does on an unbounded grid of distinct tiles,
/// the blank's first cell (0, 0): where the blank ends, the cells whose
/// tile is not their own with the first cell of the tile there (sorted),
/// and the rectangle the blank visits.
#[derive(Debug, PartialEq, Eq)]
struct Effect {
    blank: (i8, i8),
    moved: Vec<((i8, i8), (i8, i8))>,
    rect: Rect,
}

/// A cell of the unbounded grid (row, column), and the tile on a cell
/// named by its first cell.
type Cell = (i8, i8);

/// Slide the blank on `blank` by the move `d` in the arrangement `at`
/// (cells whose tile is not their own, with the first cell of the tile
/// there; the blank's is (0, 0)): the blank's new cell.
fn slide(at: &mut Vec<(Cell, Cell)>, blank: Cell, d: u8) -> Cell {
    let (dr, dc) = STEPS[d as usize & 3];
    let to = (blank.0 + dr, blank.1 + dc);
    let tile = at.iter().find(|e| e.0 == to).map_or(to, |e| e.1);
    at.retain(|e| e.0 != to && e.0 != blank);
    at.push((blank, tile));
    at.push((to, (0, 0)));
    to
}

fn effect(moves: &[u8]) -> Effect {
    let mut blank = (0i8, 0i8);
    let mut rect = Rect::ORIGIN;
    // (cell, the first cell of its tile); the blank's first cell is (0, 0).
    let mut at: Vec<((i8, i8), (i8, i8))> = Vec::with_capacity(moves.len() + 1);
    for &d in moves {
        blank = slide(&mut at, blank, d);
        rect = rect.with(blank);
    }
    at.retain(|e| e.0 != e.1);
    at.sort_unstable();
    Effect {
        blank,
        moved: at,
        rect,
    }
}

/// Whether `by` replaces `seq` (see the module documentation): no longer,
/// earlier in the order if as long, the same effect, and within `seq`'s
/// rectangle. Exact, from the moves alone.
fn replaces(by: &[u8], seq: &[u8]) -> bool {
    if by.len() > seq.len() || (by.len() == seq.len() && by >= seq) {
        return false;
    }
    let (e, f) = (effect(by), effect(seq));
    e.blank == f.blank && e.moved == f.moved && e.rect.within(f.rect)
}

/// A left-out sequence and the sequence that replaces it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Duplicate {
    pub(crate) seq: Vec<u8>,
    pub(crate) by: Vec<u8>,
}

fn decode(code: u32, len: usize) -> Vec<u8> {
    (0..len)
        .rev()
        .map(|i| (code >> (2 * i) & 3) as u8)
        .collect()
}

/// The left-out sequences of a duplicates file, and their replacements
/// (as written: the tests check them).
fn read_duplicates(bytes: &[u8]) -> Vec<(Vec<u8>, Vec<u8>)> {
    bytes
        .chunks_exact(10)
        .filter(|r| r[0] <= 16 && r[1] <= 16)
        .map(|r| {
            let word = |i: usize| u32::from_le_bytes([r[i], r[i + 1], r[i + 2], r[i + 3]]);
            (
                decode(word(2), r[0] as usize),
                decode(word(6), r[1] as usize),
            )
        })
        .collect()
}

fn encode(seq: &[u8]) -> u32 {
    seq.iter().fold(0, |code, &d| code << 2 | d as u32 & 3)
}

fn write_duplicates(list: &[Duplicate]) -> Vec<u8> {
    let mut out = Vec::with_capacity(list.len() * 10);
    for d in list {
        out.extend([d.seq.len() as u8, d.by.len() as u8]);
        out.extend(encode(&d.seq).to_le_bytes());
        out.extend(encode(&d.by).to_le_bytes());
    }
    out
}

/// The embedded sequences whose replacement checks ([`replaces`]).
fn checked_patterns() -> Vec<Vec<u8>> {
    read_duplicates(DUPLICATES_FILE)
        .into_iter()
        .filter(|(seq, by)| replaces(by, seq))
        .map(|(seq, _)| seq)
        .collect()
}

/// Every move sequence of up to `depth` moves (at most 16) that an earlier,
/// no longer one replaces (see the module documentation) and that contains
/// no shorter such sequence, each with its replacement. A breadth-first
/// search over the sequences in order (by length, then move by move) on an
/// unbounded grid of distinct tiles: a sequence that reaches an
/// arrangement a kept sequence reached, whose rectangle lies within its
/// own, is left out; otherwise it is kept and extended. Arrangements are
/// told apart by a 64-bit hash kept up move by move; every duplicate found
/// is then checked exactly ([`replaces`]). Millions of sequences at 14
/// moves: seconds and hundreds of megabytes, which is why the solver reads
/// [`DUPLICATES_FILE`] instead.
pub(crate) fn duplicates(depth: usize) -> Vec<Duplicate> {
    assert!(depth <= 16, "sequences are coded in 32 bits");
    /// A kept sequence: its code, where its blank is, its hash and rectangle.
    #[derive(Clone, Copy)]
    struct Kept {
        code: u32,
        blank: (i8, i8),
        hash: u64,
        rect: Rect,
    }
    /// A kept sequence's arrangement, in a list per hash.
    struct Seen {
        rect: Rect,
        code: u32,
        len: u8,
        next: u32,
    }
    const NONE: u32 = u32::MAX;
    // The hash of a tile (its first cell) on a cell, less that of the tile
    // of the cell: the arrangement's hash is the sum over its cells, 0 for
    // the start.
    fn mix(cell: (i8, i8), tile: (i8, i8)) -> u64 {
        let key = (cell.0 as u8 as u64) << 24
            | (cell.1 as u8 as u64) << 16
            | (tile.0 as u8 as u64) << 8
            | tile.1 as u8 as u64;
        let mut z = key.wrapping_add(0x9e37_79b9_7f4a_7c15);
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }
    fn term(cell: (i8, i8), tile: (i8, i8)) -> u64 {
        mix(cell, tile).wrapping_sub(mix(cell, cell))
    }
    let mut found: Vec<Duplicate> = Vec::new();
    let mut heads: HashMap<u64, u32> = HashMap::new();
    let mut seen: Vec<Seen> = Vec::new();
    heads.insert(0, 0);
    seen.push(Seen {
        rect: Rect::ORIGIN,
        code: 0,
        len: 0,
        next: NONE,
    });
    let mut level = vec![Kept {
        code: 0,
        blank: (0, 0),
        hash: 0,
        rect: Rect::ORIGIN,
    }];
    for len in 1..=depth {
        // The sequences left out so far (all shorter than `len`).
        let fsm = Fsm::from_patterns(&found.iter().map(|d| d.seq.clone()).collect::<Vec<_>>());
        let mut next_level = Vec::with_capacity(level.len() * 3);
        for k in &level {
            let seq = decode(k.code, len - 1);
            // The tile on each cell after `seq` (a short list).
            let mut at: Vec<((i8, i8), (i8, i8))> = Vec::with_capacity(len);
            let mut state = 0;
            let mut blank = (0i8, 0i8);
            for &d in &seq {
                state = fsm.next(state, d);
                blank = slide(&mut at, blank, d);
            }
            debug_assert_eq!(blank, k.blank);
            for (d, &(dr, dc)) in STEPS.iter().enumerate() {
                if state == DEAD || fsm.next(state, d as u8) == DEAD {
                    continue;
                }
                let code = k.code << 2 | d as u32;
                let to = (blank.0 + dr, blank.1 + dc);
                let tile = at.iter().find(|e| e.0 == to).map_or(to, |e| e.1);
                // The blank leaves `blank` for `to`; the tile goes the other way.
                let hash = k
                    .hash
                    .wrapping_sub(term(blank, (0, 0)))
                    .wrapping_sub(term(to, tile))
                    .wrapping_add(term(blank, tile))
                    .wrapping_add(term(to, (0, 0)));
                let rect = k.rect.with(to);
                let mut i = heads.get(&hash).copied().unwrap_or(NONE);
                let mut by = None;
                while i != NONE {
                    let s = &seen[i as usize];
                    if s.rect.within(rect) {
                        by = Some((s.code, s.len));
                        break;
                    }
                    i = s.next;
                }
                if let Some((by_code, by_len)) = by {
                    let d = Duplicate {
                        seq: decode(code, len),
                        by: decode(by_code, by_len as usize),
                    };
                    assert!(replaces(&d.by, &d.seq), "a hash collision: {d:?}");
                    found.push(d);
                    continue;
                }
                let head = heads.entry(hash).or_insert(NONE);
                seen.push(Seen {
                    rect,
                    code,
                    len: len as u8,
                    next: *head,
                });
                *head = (seen.len() - 1) as u32;
                next_level.push(Kept {
                    code,
                    blank: to,
                    hash,
                    rect,
                });
            }
        }
        level = next_level;
    }
    found
}

mod tests {
    use super::*;

    /// Whether some pattern occurs in `s`.
    fn contains_pattern(s: &[u8], patterns: &HashSet<Vec<u8>>) -> bool {
        (0..s.len()).any(|i| (i + 2..=s.len()).any(|j| patterns.contains(&s[i..j])))
    }

    #[test]
    fn the_parent_automaton_drops_the_move_back_only() {
        let fsm = Fsm::of(Pruning::Parent);
        for d in 0..4u8 {
            let s = fsm.next(0, d);
            assert_ne!(s, DEAD);
            for e in 0..4u8 {
                assert_eq!(fsm.next(s, e) == DEAD, e == d ^ 1, "{d} then {e}");
            }
        }
    }

    #[test]
    fn the_first_patterns_are_the_moves_back_and_the_loops_and_a_half() {
        let found = duplicates(8);
        let p: Vec<Vec<u8>> = found.iter().map(|d| d.seq.clone()).collect();
        let short: Vec<_> = p.iter().filter(|s| s.len() <= 2).cloned().collect();
        assert_eq!(short, vec![vec![0, 1], vec![1, 0], vec![2, 3], vec![3, 2]]);
        // One and a half times round a 2x2 square is one and a half times
        // round the other way: left, up, right, down, left, up is replaced
        // by up, left, down, right, up, left (the same square, earlier).
        let six = Duplicate {
            seq: vec![2, 0, 3, 1, 2, 0],
            by: vec![0, 2, 1, 3, 0, 2],
        };
        assert!(found.contains(&six));
        assert_eq!(p.iter().filter(|s| s.len() == 6).count(), 4);
        // No sequence of 3 to 5 or 7 moves has a replacement.
        assert!(p.iter().all(|s| [2, 6, 8].contains(&s.len())));
        // Twice round (8 moves) is left out too, through its first six.
        let fsm = Fsm::from_patterns(&p);
        let mut state = 0;
        for &d in &[3, 1, 2, 0, 3, 1, 2, 0] {
            if state != DEAD {
                state = fsm.next(state, d);
            }
        }
        assert_eq!(state, DEAD);
    }

    #[test]
    fn the_automaton_drops_exactly_the_sequences_with_a_pattern() {
        let patterns: Vec<Vec<u8>> = duplicates(10).into_iter().map(|d| d.seq).collect();
        let fsm = Fsm::from_patterns(&patterns);
        let set: HashSet<Vec<u8>> = patterns.into_iter().collect();
        // Every sequence of up to 11 moves (4^11 = 4 M, walked with the
        // automaton's state; a dead move ends the branch, so each allowed
        // sequence and its dead extensions are checked).
        fn walk(fsm: &Fsm, set: &HashSet<Vec<u8>>, s: &mut Vec<u8>, state: u32, n: &mut u64) {
            *n += 1;
            if s.len() == 11 {
                return;
            }
            for d in 0..4u8 {
                s.push(d);
                let next = fsm.next(state, d);
                assert_eq!(next == DEAD, contains_pattern(s, set), "{s:?}");
                if next != DEAD {
                    walk(fsm, set, s, next, n);
                }
                s.pop();
            }
        }
        let mut n = 0;
        walk(&fsm, &set, &mut Vec::new(), 0, &mut n);
        assert!(n > 100_000, "{n} sequences walked");
    }

    /// The boards reachable from `start` on a `w` × `h` board within
    /// `depth` moves, each with the fewest moves that reach it, by every
    /// sequence (no pruning but the move back) and by the sequences the
    /// automaton allows.
    fn reachable(
        w: usize,
        h: usize,
        start: &[u8],
        depth: usize,
        fsm: &Fsm,
    ) -> (HashMap<Vec<u8>, usize>, u64) {
        let mut best = HashMap::new();
        let mut visits = 0;
        #[allow(clippy::too_many_arguments)]
        fn go(
            w: usize,
            h: usize,
            b: &mut Vec<u8>,
            blank: usize,
            g: usize,
            depth: usize,
            state: u32,
            fsm: &Fsm,
            best: &mut HashMap<Vec<u8>, usize>,
            visits: &mut u64,
        ) {
            *visits += 1;
            let e = best.entry(b.clone()).or_insert(g);
            *e = (*e).min(g);
            if g == depth {
                return;
            }
            let (r, c) = (blank / w, blank % w);
            for (d, &(dr, dc)) in STEPS.iter().enumerate() {
                let (nr, nc) = (r as isize + dr as isize, c as isize + dc as isize);
                if nr < 0 || nc < 0 || nr >= h as isize || nc >= w as isize {
                    continue;
                }
                let next = fsm.next(state, d as u8);
                if next == DEAD {
                    continue;
                }
                let to = nr as usize * w + nc as usize;
                b.swap(blank, to);
                go(w, h, b, to, g + 1, depth, next, fsm, best, visits);
                b.swap(blank, to);
            }
        }
        let blank = start.iter().position(|&t| t == 0).unwrap();
        let b = &mut start.to_vec();
        go(w, h, b, blank, 0, depth, 0, fsm, &mut best, &mut visits);
        (best, visits)
    }

    #[test]
    fn no_board_is_lost_or_reached_later_on_small_boards() {
        // From every blank cell of 2x3, 3x2, 3x3, 2x4, 4x2, 3x4 and 4x4
        // boards (edges where a replacement could leave the board), every
        // board reachable within the depth is reached by an allowed
        // sequence, and by one as short as the shortest of all.
        let fsm = Fsm::of(Pruning::Duplicates);
        let parent = Fsm::of(Pruning::Parent);
        let (mut all_visits, mut pruned_visits) = (0, 0);
        for (w, h, depth) in [
            (2, 3, 16),
            (3, 2, 16),
            (3, 3, 14),
            (2, 4, 16),
            (4, 2, 16),
            (3, 4, 12),
            (4, 4, 11),
        ] {
            for blank in 0..w * h {
                let mut start: Vec<u8> = (1..=(w * h) as u8).collect();
                start[blank] = 0;
                let (all, n_all) = reachable(w, h, &start, depth, parent);
                let (pruned, n_pruned) = reachable(w, h, &start, depth, fsm);
                assert_eq!(all.len(), pruned.len(), "{w}x{h} from {blank}");
                assert_eq!(all, pruned, "{w}x{h} from {blank}");
                all_visits += n_all;
                pruned_visits += n_pruned;
            }
        }
        // And the automaton does leave sequences out on them.
        assert!(
            pruned_visits * 10 < all_visits * 9,
            "{pruned_visits} of {all_visits}"
        );
    }

    #[test]
    fn the_solver_automaton_leaves_out_thousands_of_sequences() {
        let fsm = Fsm::of(Pruning::Duplicates);
        assert!(fsm.patterns() > 10_000, "{} patterns", fsm.patterns());
        assert!(fsm.states() > fsm.patterns(), "{} states", fsm.states());
    }

    #[test]
    fn the_duplicates_file_is_what_the_search_finds() {
        let found = duplicates(DUPLICATE_DEPTH);
        let bytes = write_duplicates(&found);
        if std::env::var_os("NPUZZLE_WRITE_DUPLICATES").is_some() {
            let path = concat!(env!("CARGO_MANIFEST_DIR"), "/src/optimal/duplicates.bin");
            std::fs::write(path, &bytes).expect("write duplicates.bin");
        }
        assert!(
            bytes == DUPLICATES_FILE,
            "duplicates.bin is not what the search finds"
        );
        let pairs: Vec<_> = found
            .iter()
            .map(|d| (d.seq.clone(), d.by.clone()))
            .collect();
        assert_eq!(read_duplicates(&bytes), pairs);
        // Every record checks, so the automaton has them all.
        assert_eq!(checked_patterns().len(), found.len());
        assert_eq!(Fsm::of(Pruning::Duplicates).patterns(), found.len());
    }

    #[test]
    fn a_sequence_replaced_by_one_leaving_its_rectangle_is_kept() {
        // Right, down, left, up twice (8 moves, in a 2x2 square) is
        // replaced by down, right, up, left (the same square).
        assert!(replaces(&[1, 3, 0, 2], &[3, 1, 2, 0, 3, 1, 2, 0]));
        // Not by a longer one, nor by itself, nor by a later one.
        assert!(!replaces(&[3, 1, 2, 0, 3, 1, 2, 0], &[1, 3, 0, 2]));
        assert!(!replaces(&[1, 3, 0, 2], &[1, 3, 0, 2]));
        // The same effect elsewhere: up, left, down, right twice is once
        // round the other way, but not in the 2x2 square of the first.
        assert!(!replaces(&[0, 2, 1, 3], &[3, 1, 2, 0, 3, 1, 2, 0]));
        // A damaged record is left out of the automaton.
        let mut bytes = write_duplicates(&[Duplicate {
            seq: vec![3, 1, 2, 0, 3, 1, 2, 0],
            by: vec![0, 2, 1, 3],
        }]);
        assert!(
            read_duplicates(&bytes)
                .iter()
                .all(|(seq, by)| !replaces(by, seq))
        );
        bytes[0] = 17;
        assert!(read_duplicates(&bytes).is_empty());
    }
}
