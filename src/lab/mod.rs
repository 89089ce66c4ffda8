//! The heuristic lab: claims about heuristics settled by computation, and
//! the classic experiments of search cost.
//!
//! - [`space`]: exact distances of every state of a small board;
//! - [`audit`]: `heuristics check` (admissibility, consistency, h/h*,
//!   dominance);
//! - [`cost_table`]: `experiment cost-table` (AIMA 3rd ed. Figure 3.29);
//! - [`compare`]: `experiment heuristics` (seed 001's comparison).

pub mod audit;
pub mod compare;
pub mod cost_table;
pub(crate) mod space;
