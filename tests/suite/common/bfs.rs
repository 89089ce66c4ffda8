//! A breadth-first search over boards written here, independent of the
//! tool: what `random` and `random --unsolvable` draw from, and the exact
//! distances `random --distance` must reach.

use std::collections::{HashMap, VecDeque};

/// Every board reachable from `start` (cells in reading order, `0` the
/// blank) by moves of the blank, with its distance from `start`.
pub fn distances(start: &[u8], width: usize) -> HashMap<Vec<u8>, u32> {
    let height = start.len() / width;
    let mut dist = HashMap::from([(start.to_vec(), 0)]);
    let mut queue = VecDeque::from([start.to_vec()]);
    while let Some(b) = queue.pop_front() {
        let d = dist[&b];
        let z = b.iter().position(|&t| t == 0).unwrap();
        let (r, c) = (z / width, z % width);
        let mut next = Vec::new();
        if r > 0 {
            next.push(z - width);
        }
        if r + 1 < height {
            next.push(z + width);
        }
        if c > 0 {
            next.push(z - 1);
        }
        if c + 1 < width {
            next.push(z + 1);
        }
        for t in next {
            let mut nb = b.clone();
            nb.swap(z, t);
            dist.entry(nb.clone()).or_insert_with(|| {
                queue.push_back(nb);
                d + 1
            });
        }
    }
    dist
}
