//! Random boards to practise on (`npuzzle random`, `npuzzle play`): uniform
//! over a parity class, a random walk from the goal, or boards at an exact
//! optimal distance. Plain data, never printed here; the same seed gives
//! the same boards on every machine ([`crate::rng`] is SplitMix64, integer
//! arithmetic only, and every search is bounded by nodes, never by time).

pub mod oracle;

use crate::board::{Board, Dir, Goal};
use crate::error::{Error, Result};
use crate::parity;
use crate::rng::Rng;
use oracle::{Distance, Oracle, Tables};
use std::sync::Arc;
use std::sync::atomic::AtomicBool;

/// How the boards are drawn.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Method {
    /// Uniform over the boards of the class.
    Uniform,
    /// A random walk of this many moves from the goal, never undoing the
    /// previous move (except at the end of a thin board, where it must).
    Walk(usize),
    /// Boards whose optimal distance to the goal is exactly this.
    Distance(u32),
}

/// What to generate.
#[derive(Debug, Clone)]
pub struct Request {
    pub goal: Goal,
    pub count: usize,
    pub seed: u64,
    pub method: Method,
    /// Boards of the other parity class (that cannot reach the goal).
    pub unsolvable: bool,
    /// The most nodes the optimal solver may generate in all (for
    /// `Distance` on boards beyond breadth-first search), and per board
    /// when a distance is asked for.
    pub max_nodes: u64,
    /// Work out each board's distance (for JSON).
    pub with_distance: bool,
}

/// The default node budget: a few seconds of IDA*.
pub const DEFAULT_MAX_NODES: u64 = 20_000_000;

/// The 15-puzzle's diameter from a goal with the blank in a corner: 80
/// moves (Brüngger, Marzetta, Fukuda & Nievergelt 1999).
pub(crate) const DIAMETER_4X4: u32 = 80;

/// One generated board.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Generated {
    pub board: Board,
    pub solvable: bool,
    /// Known when asked for (or when the method fixes it).
    pub(crate) distance: Option<Distance>,
}

/// Why generation stopped before `count` boards.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Exhausted {
    pub made: usize,
    pub nodes: u64,
}

/// A goal with two tiles swapped: the start of walks in the other class.
fn other_class(goal: &Board) -> Board {
    let tiles: Vec<usize> = (0..goal.cells())
        .filter(|&i| goal.tiles()[i] != 0)
        .take(2)
        .collect();
    goal.swapped(tiles[0], tiles[1])
}

/// The longest random walk (`--moves`).
pub(crate) const MAX_WALK: usize = 1_000_000;

/// Refuse requests that cannot be met, with the reason.
fn check(req: &Request, oracle: Option<&Oracle>) -> Result<()> {
    let g = req.goal.board();
    if let Method::Walk(n) = req.method
        && n > MAX_WALK
    {
        return Err(Error::problem(crate::msg!(
            "usage-random-walk-too-long",
            moves = n,
            max = MAX_WALK
        )));
    }
    if req.unsolvable && g.cells() < 3 {
        return Err(Error::problem(crate::msg!(
            "usage-random-one-tile",
            size = g.size_name()
        )));
    }
    if let Method::Distance(d) = req.method {
        if req.unsolvable {
            return Err(Error::problem(crate::msg!(
                "usage-random-distance-unsolvable"
            )));
        }
        if g.cells() > crate::optimal::MAX_CELLS {
            return Err(Error::problem(crate::msg!(
                "usage-random-distance-too-big",
                size = g.size_name(),
                max = crate::optimal::MAX_CELLS
            )));
        }
        if let Some(max) = oracle.and_then(|o| o.max_distance())
            && d > max
        {
            return Err(Error::problem(crate::msg!(
                "usage-random-distance-beyond",
                distance = d,
                size = g.size_name(),
                max = max
            )));
        }
        let corner = {
            let (r, c) = (g.blank_row(), g.blank_col());
            (r == 0 || r + 1 == g.height()) && (c == 0 || c + 1 == g.width())
        };
        if g.width() == 4 && g.height() == 4 && corner && d > DIAMETER_4X4 {
            return Err(Error::problem(crate::msg!(
                "usage-random-distance-corner",
                distance = d,
                max = DIAMETER_4X4
            )));
        }
    }
    Ok(())
}

/// Generate the boards, handing each to `emit` as soon as it is made.
/// `Ok(Some(_))`: the node budget ran out first.
pub fn generate(
    req: &Request,
    cancel: Option<Arc<AtomicBool>>,
    emit: &mut dyn FnMut(Generated) -> Result<()>,
) -> Result<Option<Exhausted>> {
    let needs_oracle = matches!(req.method, Method::Distance(_)) || req.with_distance;
    check(req, None)?;
    let oracle = if needs_oracle {
        Some(Oracle::new(
            &req.goal,
            Tables::BuildSmall,
            cancel.as_deref(),
        )?)
    } else {
        None
    };
    check(req, oracle.as_ref())?;
    let mut rng = Rng::new(req.seed);
    let g = req.goal.board();
    let mut nodes = 0u64;
    let table_boards: Option<Vec<u64>> = match (req.method, oracle.as_ref().and_then(|o| o.table()))
    {
        (Method::Distance(d), Some(t)) => Some(
            t.reached_ranks()
                .filter(|&(_, depth)| u32::from(depth) == d)
                .map(|(r, _)| r)
                .collect(),
        ),
        _ => None,
    };
    for made in 0..req.count {
        crate::interrupt::check()?;
        let board = match req.method {
            Method::Uniform => uniform(&mut rng, &req.goal, req.unsolvable),
            Method::Walk(n) => {
                let start = if req.unsolvable {
                    other_class(g)
                } else {
                    g.clone()
                };
                let moves = rng.walk(&start, n);
                start
                    .apply_all(&moves)
                    .map_err(|_| Error::internal("a random walk made an illegal move"))?
            }
            Method::Distance(d) => {
                let oracle = oracle.as_ref().expect("an oracle for --distance");
                if let Some(ranks) = &table_boards {
                    let t = oracle.table().expect("a table");
                    let r = ranks[rng.below(ranks.len() as u64) as usize];
                    t.codec().board(r)
                } else {
                    match ascend(oracle, d, &mut rng, req.max_nodes, &mut nodes, &cancel)? {
                        Some(b) => b,
                        None => return Ok(Some(Exhausted { made, nodes })),
                    }
                }
            }
        };
        let solvable = parity::is_solvable(&board, &req.goal);
        let distance = match (req.method, &oracle) {
            (Method::Distance(d), _) => Some(Distance::Exact(d)),
            (_, Some(o)) if req.with_distance => {
                let a = o.distance(&board, req.max_nodes, cancel.clone())?;
                Some(a.distance)
            }
            _ => None,
        };
        emit(Generated {
            board,
            solvable,
            distance,
        })?;
    }
    Ok(None)
}

/// A board drawn uniformly from the boards that can reach the goal, or
/// (`unsolvable`) from those that cannot.
///
/// On a board at least 2x2 the arrangements split into two classes of
/// equal size, and swapping the first two tiles in reading order (the
/// blank skipped) is a one-to-one map from each class onto the other (it
/// keeps the blank in place, so it is its own inverse): a uniform
/// arrangement, swapped when it is of the wrong class, is uniform over the
/// class. A thin board (1xN or Nx1) has one class per order of its tiles:
/// the goal's class is the goal's order with the blank on any of the N
/// cells, drawn directly; the boards that cannot reach the goal are all the
/// others, drawn by rejection (at least half of all arrangements qualify
/// once there are two tiles, so a draw takes fewer than two tries on
/// average).
fn uniform(rng: &mut Rng, goal: &Goal, unsolvable: bool) -> Board {
    let g = goal.board();
    if g.width() == 1 || g.height() == 1 {
        if !unsolvable {
            let order: Vec<u8> = g.tiles().iter().copied().filter(|&t| t != 0).collect();
            let blank = rng.below(g.cells() as u64) as usize;
            let mut tiles = order;
            tiles.insert(blank, 0);
            return Board::new(g.width(), g.height(), tiles).expect("the goal's tiles");
        }
        loop {
            let b = rng.board(g.width(), g.height());
            if !parity::is_solvable(&b, goal) {
                return b;
            }
        }
    }
    let b = rng.board(g.width(), g.height());
    if parity::is_solvable(&b, goal) == unsolvable {
        other_class(&b)
    } else {
        b
    }
}

/// A board at exactly `d` moves, by a random ascent from the goal: each step
/// goes to a random neighbour one move farther. A neighbour's distance is
/// the current one ± 1 (the graph is bipartite and a move changes the
/// distance by at most one), so an admissible estimate above `current − 1`
/// proves `current + 1`; otherwise the solver decides. A dead end (a
/// local maximum) restarts from the goal. `None`: the budget ran out.
fn ascend(
    oracle: &Oracle,
    d: u32,
    rng: &mut Rng,
    max_nodes: u64,
    nodes: &mut u64,
    cancel: &Option<Arc<AtomicBool>>,
) -> Result<Option<Board>> {
    let goal = oracle.goal().board().clone();
    'restart: loop {
        let mut board = goal.clone();
        let mut last: Option<Dir> = None;
        for current in 0..d {
            let mut options: Vec<Dir> = board
                .legal_moves()
                .into_iter()
                .filter(|&m| last.map(|l| l.opposite()) != Some(m))
                .collect();
            rng.shuffle(&mut options);
            let mut next = None;
            for m in options {
                let nb = board.moved(m).expect("a legal move");
                let h = oracle.h(&nb)?;
                let farther = if h + 1 > current {
                    true
                } else {
                    if *nodes >= max_nodes {
                        return Ok(None);
                    }
                    let a = oracle.distance(&nb, max_nodes - *nodes, cancel.clone())?;
                    *nodes += a.nodes;
                    match a.distance {
                        Distance::Exact(x) => x == current + 1,
                        Distance::AtLeast(_) => {
                            crate::interrupt::check()?;
                            return Ok(None);
                        }
                        Distance::Unsolvable => {
                            return Err(Error::internal("a move left the goal's class"));
                        }
                    }
                };
                if farther {
                    next = Some((m, nb));
                    break;
                }
            }
            match next {
                Some((m, nb)) => {
                    board = nb;
                    last = Some(m);
                }
                None => continue 'restart,
            }
        }
        return Ok(Some(board));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn req(method: Method, unsolvable: bool) -> Request {
        Request {
            goal: Goal::new(Board::blank_last(3, 3).unwrap()),
            count: 5,
            seed: 7,
            method,
            unsolvable,
            max_nodes: DEFAULT_MAX_NODES,
            with_distance: true,
        }
    }

    fn collect(r: &Request) -> Vec<Generated> {
        let mut out = Vec::new();
        let stop = generate(r, None, &mut |g| {
            out.push(g);
            Ok(())
        })
        .unwrap();
        assert!(stop.is_none());
        out
    }

    #[test]
    fn distances_are_exact_and_classes_are_kept() {
        for g in collect(&req(Method::Distance(12), false)) {
            assert_eq!(g.distance, Some(Distance::Exact(12)));
            assert!(g.solvable);
        }
        for g in collect(&req(Method::Uniform, true)) {
            assert!(!g.solvable);
            assert_eq!(g.distance, Some(Distance::Unsolvable));
        }
        for g in collect(&req(Method::Walk(3), false)) {
            let d = g.distance.and_then(|d| d.exact()).unwrap();
            assert!(d <= 3 && d % 2 == 1);
        }
    }

    #[test]
    fn the_ascent_on_a_3x4_board_reaches_the_distance() {
        let goal = Goal::new(Board::blank_last(4, 3).unwrap());
        let oracle = Oracle::new(&goal, Tables::Never, None).unwrap();
        let mut rng = Rng::new(3);
        let mut nodes = 0;
        let b = ascend(&oracle, 14, &mut rng, DEFAULT_MAX_NODES, &mut nodes, &None)
            .unwrap()
            .unwrap();
        let a = oracle.distance(&b, DEFAULT_MAX_NODES, None).unwrap();
        assert_eq!(a.distance, Distance::Exact(14));
    }
}
