//! The one IDA* core (Korf 1985) behind the optimal solver and the fast
//! engine: a depth-first walk of one iteration below an f = g + h
//! threshold, generic over the board packing (`S`: a `u64` of 4-bit cells
//! up to 16 cells, a `u128` of 5-bit cells up to 25, see [`Key`]), the
//! heuristic (`H`, updated from the one tile that moves) and the counting
//! convention (`P`, a [`Policy`]); every combination is compiled on its
//! own, so the hot loop has no dynamic dispatch and a convention's branches
//! fold away.
//!
//! The walk: a move the pruning automaton ([`super::prune`]) rules out is
//! never made (with [`super::prune::Pruning::Parent`] just the move back
//! to the parent; the walk carries the automaton's state), a child is
//! generated (counted) when its heuristic is computed, a child whose
//! f exceeds the threshold is cut off (the smallest such f is the next
//! threshold), the goal is recognised by h = 0 and the packed board, and
//! the path is written on the way back from the goal.
//!
//! The two conventions:
//! - **Korf's** ([`Policy::KORF`] true; `optimal::Solver`): the limits are
//!   looked at after every generated node, so a node limit stops at exactly
//!   that many generated nodes; only generated and expanded are kept;
//! - **the teaching engine's** (false; `optimal::engine`): the limits are
//!   looked at before each expansion (as `search::ids` does), and the nodes
//!   selected but not expanded and the deepest node generated are counted
//!   too, so the counts equal `search`'s to the node.
//!
//! The drivers around [`Ida::iterate`] (the thresholds, the per-iteration
//! records, what a stop reports) are in `solver.rs` (Korf's) and
//! `engine.rs` (the teaching engine's); `parallel.rs` splits one iteration
//! among threads.

use super::MAX_CELLS;
use super::heuristic::{Heuristic, Slide};
use super::prune::{DEAD, Fsm};
use crate::board::Dir;
use crate::search::packed::Key;

/// The move back from a root (none: every move is generated).
pub(super) const NO_DIR: u8 = 8;
/// The path buffer's length (deeper than any search of 25 cells goes).
pub(super) const PATH_LEN: usize = 1024;
/// The bit of a path entry whose move was made after dual search jumped
/// to the dual board (the entry's direction code is the dual board's).
pub(super) const JUMP: u8 = 4;

/// The moves of the real board from a path whose entries may carry
/// [`JUMP`] (the direction codes of [`crate::search::dir_code`]).
///
/// A jump goes from a node (a board and the tile that plays its blank) to
/// its dual, as far from the goal (see `dual24.rs` and `dida24.rs`). If
/// the moves from the dual `D` of a node `N` are `e₁ … eₖ`, then `N` is
/// solved by the same location swaps read backwards: the blank retraces
/// the cells that `D`'s blank went through, `opp(eₖ) … opp(e₁)` (`D`'s
/// blank starts on the cell that plays the blank's goal in `N`'s puzzle
/// and ends on `N`'s blank cell). So with the path cut at its jumps into
/// segments `s₀ | s₁ | … | sₖ`, the moves from segment `i`'s first node
/// are `Fᵢ = sᵢ + reverse_opposite(Fᵢ₊₁)`, `Fₖ = sₖ`.
pub(super) fn unjump(path: &[u8]) -> Vec<u8> {
    let mut cuts: Vec<usize> = (0..path.len()).filter(|&i| path[i] & JUMP != 0).collect();
    cuts.push(path.len());
    let mut tail: Vec<u8> = Vec::new();
    for w in cuts.windows(2).rev() {
        let seg = path[w[0]..w[1]].iter().map(|&d| d & !JUMP);
        tail = seg.chain(tail.iter().rev().map(|&d| d ^ 1)).collect();
    }
    let first = cuts[0];
    path[..first]
        .iter()
        .copied()
        .chain(tail.iter().rev().map(|&d| d ^ 1))
        .collect()
}

/// The move tables of a board shape: for each blank cell, up to four
/// (direction code, target cell) in generation order. Direction codes are
/// those of [`crate::search::dir_code`] (up 0, down 1, left 2, right 3:
/// opposites differ in the last bit).
#[derive(Clone)]
pub(super) struct Moves {
    pub(crate) moves: [[(u8, u8); 4]; MAX_CELLS],
    pub(crate) counts: [u8; MAX_CELLS],
}

impl Moves {
    /// The moves of a `width` × `height` board in `order`.
    pub(super) fn new(width: usize, height: usize, order: &[Dir; 4]) -> Moves {
        let mut moves = [[(0u8, 0u8); 4]; MAX_CELLS];
        let mut counts = [0u8; MAX_CELLS];
        for cell in 0..width * height {
            let (r, c) = (cell / width, cell % width);
            for &d in order {
                let t = match d {
                    Dir::Up if r > 0 => cell - width,
                    Dir::Down if r + 1 < height => cell + width,
                    Dir::Left if c > 0 => cell - 1,
                    Dir::Right if c + 1 < width => cell + 1,
                    _ => continue,
                };
                moves[cell][counts[cell] as usize] = (crate::search::dir_code(d), t as u8);
                counts[cell] += 1;
            }
        }
        Moves { moves, counts }
    }
}

/// A counting convention and what stops a search.
pub(super) trait Policy {
    /// Korf's convention (see the module documentation) when true, the
    /// teaching engine's when false.
    const KORF: bool;
    /// A node this deep is not expanded (Korf: 257, so at most 256 moves;
    /// the teaching engine: [`PATH_LEN`]).
    const MAX_DEPTH: usize;
    /// Why a search stopped.
    type Stop: Copy;
    /// Look at the limits with the counts so far: the stop, if any, and
    /// the generated count at which to look again.
    fn check(&mut self, counts: &Tally) -> (Option<Self::Stop>, u64);
}

/// The counts of a walk (summed over the iterations it ran).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub(super) struct Tally {
    pub(crate) generated: u64,
    pub(crate) expanded: u64,
    /// Nodes selected but not expanded (the goal, a stop, too deep); the
    /// teaching convention only.
    pub(crate) unexpanded: u64,
    /// The deepest node generated; the teaching convention only.
    pub(crate) deepest: u32,
    /// Dual search: the nodes where the walk went on from the dual board.
    pub(crate) jumps: u64,
}

/// One IDA* search: the threshold, the counts, the path, and the walk
/// (`W`: the board representation and the heuristic).
pub(super) struct Ida<'m, P: Policy, W> {
    pub(crate) moves: &'m Moves,
    pub(crate) policy: P,
    pub(crate) walk: W,
    pub(crate) bound: u32,
    /// The smallest f cut off in this iteration (`u32::MAX`: none).
    pub(crate) next_bound: u32,
    pub(crate) counts: Tally,
    pub(crate) next_check: u64,
    /// The moves from the root (the walk's first depth on) to the goal,
    /// or to where a stop happened.
    pub(crate) path: Box<[u8; PATH_LEN]>,
    pub(crate) found_len: usize,
    pub(crate) stop: Option<P::Stop>,
    /// With BPMX: the h of the node a walk call just left (raised by its
    /// children's values), for its parent.
    pub(crate) backed_h: u32,
}

/// How one iteration ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum End {
    /// The goal was reached: `path[..found_len]`.
    Found,
    /// A limit (`ida.stop`).
    Stopped,
    /// Searched in full without the goal; `next_bound` is the next
    /// threshold (`u32::MAX`: nothing was cut off).
    Exhausted,
}

/// The walk of one iteration from the root.
pub(super) trait Walk<P: Policy>: Sized {
    /// The h of the root.
    fn h0(&self) -> u32;
    /// Walk one iteration: true when it ended on the goal or a stop.
    fn iterate(ida: &mut Ida<'_, P, Self>) -> bool;
}

impl<'m, P: Policy, W: Walk<P>> Ida<'m, P, W> {
    pub(super) fn new(moves: &'m Moves, policy: P, walk: W, bound: u32) -> Self {
        Ida {
            moves,
            policy,
            walk,
            bound,
            next_bound: u32::MAX,
            counts: Tally::default(),
            next_check: 0,
            path: Box::new([0u8; PATH_LEN]),
            found_len: 0,
            stop: None,
            backed_h: 0,
        }
    }

    /// Run one iteration at `self.bound`.
    pub(super) fn iterate(&mut self) -> End {
        self.next_bound = u32::MAX;
        if W::iterate(self) {
            if self.stop.is_some() {
                End::Stopped
            } else {
                End::Found
            }
        } else {
            End::Exhausted
        }
    }
}

impl<P: Policy, W> Ida<'_, P, W> {
    /// Look at the limits; true when the search must stop (at depth `g`).
    #[cold]
    #[inline(never)]
    pub(super) fn over_limit(&mut self, g: u32) -> bool {
        let (stop, next) = self.policy.check(&self.counts);
        self.next_check = next;
        if let Some(stop) = stop {
            self.stop = Some(stop);
            self.found_len = g as usize;
        }
        stop.is_some()
    }

    /// The deepest generated node, on expanding a node at depth `g` that
    /// has a child to generate (`child`: false when the only move is the
    /// one back, on thin boards).
    #[inline(always)]
    pub(super) fn note_depth(&mut self, g: u32, child: bool) {
        if g + 1 > self.counts.deepest && child {
            self.counts.deepest = g + 1;
        }
    }
}

/// A node to walk from: the board, its blank, its depth, h, the
/// heuristic's accumulator and the pruning automaton's state after the
/// moves that led there.
#[derive(Clone, Copy)]
pub(super) struct Node<S, A> {
    pub(crate) state: S,
    pub(crate) blank: usize,
    pub(crate) g: u32,
    pub(crate) h: u32,
    pub(crate) acc: A,
    pub(crate) fsm: u32,
}

/// The child of `state` when the blank at `blank` takes the tile at `to`:
/// its board, accumulator and h (from the parent's `acc` and `h`; `room`:
/// see [`Heuristic::step_within`]).
#[inline(always)]
pub(super) fn generate<S: Key, H: Heuristic<S>>(
    heur: &H,
    state: S,
    blank: usize,
    to: usize,
    acc: H::Acc,
    h: u32,
    room: u32,
) -> (S, H::Acc, u32) {
    let tile = state.get(to);
    // After a jump of dual search the tile that plays the blank may be
    // another than 0: the two cells swap.
    let swap = match H::JUMPS {
        true => tile ^ state.get(blank),
        false => tile,
    };
    let next = state.slide(blank, to, swap);
    let slide = Slide {
        tile: tile as usize,
        from: to,
        to: blank,
        before: state,
        after: next,
    };
    let (acc, h) = heur.step_within(acc, h, slide, room);
    (next, acc, h)
}

/// The walk for any incremental heuristic on boards packed as `S`.
pub(super) struct PackedWalk<'h, S, H: Heuristic<S>> {
    pub(crate) heur: &'h H,
    pub(crate) goal: S,
    /// The moves the walk never makes.
    pub(crate) fsm: &'h Fsm,
    /// Where each iteration starts (the root, or a parallel task's node).
    pub(crate) root: Node<S, H::Acc>,
}

impl<'h, S: Key, H: Heuristic<S>> PackedWalk<'h, S, H> {
    /// The walk from the start board `tiles` to `goal`, never making the
    /// moves `fsm` rules out.
    pub(super) fn new(heur: &'h H, tiles: &[u8], goal: &[u8], fsm: &'h Fsm) -> Self {
        let (acc, h) = heur.init(tiles);
        PackedWalk {
            heur,
            goal: S::from_cells(goal),
            fsm,
            root: Node {
                state: S::from_cells(tiles),
                blank: tiles.iter().position(|&t| t == 0).unwrap_or(0),
                g: 0,
                h,
                acc,
                fsm: 0,
            },
        }
    }
}

impl<P: Policy, S: Key, H: Heuristic<S>> Walk<P> for PackedWalk<'_, S, H> {
    fn h0(&self) -> u32 {
        self.root.h
    }

    fn iterate(ida: &mut Ida<'_, P, Self>) -> bool {
        let r = ida.walk.root;
        #[cfg(target_arch = "x86_64")]
        if bit_instructions() && !portable_forced() {
            // SAFETY: the processor has the features (detected just above).
            return unsafe { ida.packed_dfs_bits(r.state, r.blank, r.g, r.h, r.acc, r.fsm) };
        }
        ida.packed_dfs(r.state, r.blank, r.g, r.h, r.acc, r.fsm)
    }
}

/// Whether this processor has `popcnt`, BMI1, BMI2 and LZCNT, which the
/// shipped x86-64 target does not assume: the walk is compiled a second
/// time with them ([`Ida::packed_dfs_bits`]) and that copy is taken. The
/// walk and its counts are the same; the bit operations of the packed
/// board and of the database index get their single instructions.
#[cfg(target_arch = "x86_64")]
#[inline]
fn bit_instructions() -> bool {
    std::arch::is_x86_feature_detected!("popcnt")
        && std::arch::is_x86_feature_detected!("bmi1")
        && std::arch::is_x86_feature_detected!("bmi2")
        && std::arch::is_x86_feature_detected!("lzcnt")
}

#[cfg(test)]
thread_local! {
    /// Set by unit tests to take the portable walk on any processor.
    pub(super) static PORTABLE: std::cell::Cell<bool> = const { std::cell::Cell::new(false) };
}

/// Whether a unit test asked for the portable walk (never outside tests).
#[cfg(target_arch = "x86_64")]
#[inline(always)]
fn portable_forced() -> bool {
    #[cfg(test)]
    return PORTABLE.with(|p| p.get());
    #[cfg(not(test))]
    false
}

/// The walk, once for each compilation of it: `$name` is the function
/// (called again for every child within the bound), `$attr` its
/// attributes.
macro_rules! packed_dfs {
    ($(#[$attr:meta])* $name:ident) => {
        $(#[$attr])*
        pub(super) fn $name(
            &mut self,
            state: S,
            blank: usize,
            g: u32,
            h: u32,
            acc: H::Acc,
            fsm: u32,
        ) -> bool {
            // BPMX raises `h` from the children's values.
            let mut h = h;
            if h == 0 && state == self.walk.goal {
                self.counts.unexpanded += 1;
                self.found_len = g as usize;
                return true;
            }
            if !P::KORF && self.counts.generated >= self.next_check && self.over_limit(g) {
                self.counts.unexpanded += 1;
                return true;
            }
            if g as usize + 1 >= P::MAX_DEPTH {
                self.counts.unexpanded += 1;
                if H::BPMX {
                    self.backed_h = h;
                }
                return false;
            }
            // Dual search: go on from the dual board (the moves below are
            // marked as moves of the dual, for `unjump`).
            let (state, blank, acc, fsm, mark) = match H::JUMPS {
                true => match self.walk.heur.jump(state, blank, &acc) {
                    Some((dual, dblank, dacc, dh)) => {
                        h = h.max(dh);
                        self.counts.jumps += 1;
                        (dual, dblank, dacc, 0, JUMP)
                    }
                    None => (state, blank, acc, fsm, 0),
                },
                false => (state, blank, acc, fsm, 0),
            };
            self.counts.expanded += 1;
            let n = self.moves.counts[blank] as usize;
            let moves = &self.moves.moves[blank];
            if !P::KORF
                && g + 1 > self.counts.deepest
                && moves[..n].iter().any(|m| self.walk.fsm.next(fsm, m.0) != DEAD)
            {
                self.counts.deepest = g + 1;
            }
            for &(d, to) in &moves[..n] {
                let next_fsm = self.walk.fsm.next(fsm, d);
                if next_fsm == DEAD {
                    continue;
                }
                let to = to as usize;
                let room = self.bound.saturating_sub(g + 1);
                let (next, nacc, mut nh) = generate(self.walk.heur, state, blank, to, acc, h, room);
                self.counts.generated += 1;
                if P::KORF && self.counts.generated >= self.next_check && self.over_limit(g + 1) {
                    return true;
                }
                if H::BPMX {
                    if nh > h + 1 {
                        // The child's value, less its one move, bounds
                        // this node (and every later child) too.
                        h = nh - 1;
                        if g + h > self.bound {
                            self.next_bound = self.next_bound.min(g + h);
                            self.backed_h = h;
                            return false;
                        }
                    } else if nh + 1 < h {
                        nh = h - 1;
                    }
                }
                let f = g + 1 + nh;
                if f > self.bound {
                    if f < self.next_bound {
                        self.next_bound = f;
                    }
                    continue;
                }
                if self.$name(next, to, g + 1, nh, nacc, next_fsm) {
                    self.path[g as usize & (PATH_LEN - 1)] = d | mark;
                    return true;
                }
                if H::BPMX && self.backed_h > h + 1 {
                    h = self.backed_h - 1;
                    if g + h > self.bound {
                        self.next_bound = self.next_bound.min(g + h);
                        self.backed_h = h;
                        return false;
                    }
                }
            }
            if H::BPMX {
                self.backed_h = h;
            }
            false
        }
    };
}

impl<P: Policy, S: Key, H: Heuristic<S>> Ida<'_, P, PackedWalk<'_, S, H>> {
    packed_dfs!(
        /// Visit a node within the bound (cut-off nodes are never entered).
        /// True when the walk ended: on the goal or on a stop.
        packed_dfs
    );

    packed_dfs!(
        /// [`Ida::packed_dfs`] compiled with the bit instructions of
        /// [`bit_instructions`].
        #[cfg(target_arch = "x86_64")]
        #[target_feature(enable = "popcnt,bmi1,bmi2,lzcnt")]
        packed_dfs_bits
    );
}

#[cfg(test)]
mod tests {
    use super::{JUMP, PORTABLE, unjump};
    use crate::board::{Board, Dir, Goal};
    use crate::optimal::{Limits, OptimalHeuristic, Solver};
    use crate::rng::Rng;
    use crate::search::{self, Algorithm, NoObserver, Options, Problem, dir_code};

    /// Random moves from `board`, then the blank back to its home (the
    /// top left cell: the blank-first goal's), at least one move.
    fn to_home(rng: &mut Rng, board: &Board, steps: usize) -> Vec<Dir> {
        let mut moves = rng.walk(board, steps);
        let mut b = board.apply_all(&moves).unwrap();
        if moves.is_empty() && b.blank_row() == 0 && b.blank_col() == 0 {
            moves.extend([Dir::Right, Dir::Left]);
        }
        b = board.apply_all(&moves).unwrap();
        while b.blank_col() > 0 {
            b.slide(Dir::Left).unwrap();
            moves.push(Dir::Left);
        }
        while b.blank_row() > 0 {
            b.slide(Dir::Up).unwrap();
            moves.push(Dir::Up);
        }
        moves
    }

    /// The dual board for the blank-first goal (each tile is its home):
    /// the inverse permutation, `D[s[y]] = y`.
    fn dual(board: &Board) -> Board {
        let mut d = vec![0u8; board.cells()];
        for (y, &t) in board.tiles().iter().enumerate() {
            d[t as usize] = y as u8;
        }
        Board::new(board.width(), board.height(), d).unwrap()
    }

    /// A path from a board to the goal by dual search, made by hand: moves
    /// to a node with the blank home, a jump to its dual, moves there (to
    /// another such node, and a jump again: one to three jumps), and a
    /// shortest path from the last dual board. `unjump` of its marked
    /// codes is a path of the same length that takes the first board to
    /// the goal.
    #[test]
    fn unjump_gives_the_moves_of_the_board_itself() {
        let goal = Goal::new(Board::blank_first(3, 3).unwrap());
        let mut rng = Rng::new(11);
        let mut jumped = [0; 4];
        for trial in 0..60 {
            let start = goal.board().apply_all(&rng.walk(goal.board(), 30)).unwrap();
            let mut codes = Vec::new();
            let first = to_home(&mut rng, &start, 5);
            codes.extend(first.iter().map(|&d| dir_code(d)));
            let mut node = start.apply_all(&first).unwrap();
            let mut jumps = 0;
            for j in 0..=trial % 3 {
                if node == *goal.board() {
                    break;
                }
                node = dual(&node);
                jumps += 1;
                let seg = if j < trial % 3 {
                    to_home(&mut rng, &node, 6)
                } else {
                    let mut o = Options::new(Algorithm::Astar);
                    o.heuristic = crate::heuristics::Heuristic::Manhattan;
                    let problem = Problem {
                        start: node.clone(),
                        goal: goal.clone(),
                    };
                    let r =
                        search::solve(&problem, &o, &search::Limits::default(), &mut NoObserver);
                    r.unwrap().path.unwrap()
                };
                node = node.apply_all(&seg).unwrap();
                let at = codes.len();
                codes.extend(seg.iter().map(|&d| dir_code(d)));
                codes[at] |= JUMP;
            }
            assert_eq!(node, *goal.board());
            let moves: Vec<Dir> = unjump(&codes).into_iter().map(search::code_dir).collect();
            assert_eq!(moves.len(), codes.len());
            assert_eq!(start.apply_all(&moves).unwrap(), *goal.board(), "{start}");
            jumped[jumps] += 1;
        }
        assert!(
            jumped[1] > 5 && jumped[2] > 5 && jumped[3] > 5,
            "{jumped:?}"
        );
    }

    /// The same path and the same counts, iteration by iteration, from the
    /// walk this processor takes and from the portable one.
    fn same_both_ways(goal: &Goal, board: &Board, heuristic: OptimalHeuristic) {
        let solver = Solver::new(goal, heuristic, &mut |_| {}).expect("a solver");
        let run = |portable: bool| {
            PORTABLE.with(|p| p.set(portable));
            let s = solver
                .solve(board, &Limits::default(), &mut |_| {})
                .expect("solved");
            PORTABLE.with(|p| p.set(false));
            let its: Vec<_> = s
                .iterations
                .iter()
                .map(|i| (i.threshold, i.generated, i.expanded))
                .collect();
            (s.path, s.generated, s.expanded, its)
        };
        let (fast, portable) = (run(false), run(true));
        assert!(fast.1 > 1_000, "{heuristic:?}: a search worth comparing");
        assert_eq!(fast, portable, "{heuristic:?} on {board}");
    }

    #[test]
    fn both_compilations_of_the_walk_search_alike() {
        // Boards of seeded random walks from the goal: 4x4 (the u64
        // packing) and 5x5 (the u128 one), each heuristic of the walk.
        for (w, steps) in [(4, 80), (5, 60)] {
            let goal = Goal::new(Board::blank_first(w, w).unwrap());
            let path = crate::rng::Rng::new(27).walk(goal.board(), steps);
            let board = goal.board().apply_all(&path).expect("legal moves");
            for h in [
                OptimalHeuristic::Manhattan,
                OptimalHeuristic::LinearConflict,
            ] {
                same_both_ways(&goal, &board, h);
            }
        }
    }
}
