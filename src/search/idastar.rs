//! IDA* (Korf 1985): depth-first searches bounded by f = g + h, the bound
//! raised each iteration to the smallest f that went over it. Memory is the
//! current path and its waiting siblings; with an admissible heuristic the
//! first solution found is a shortest one. The loop is shared with IDS
//! (see [`super::ids`]).

use super::packed::Key;
use super::{Observer, Reached, Run, Stop};
use crate::board::Dir;

pub(super) fn search<K: Key, O: Observer>(cx: &mut Run<O>) -> (Option<Vec<Dir>>, Stop, Reached) {
    super::ids::deepening::<K, O>(cx, true)
}
