use npuzzle::board::{Board, Goal};
use npuzzle::reduce::reduce;
use npuzzle::statespace;
fn main() {
    let goal = Goal::new(Board::blank_first(3, 3).unwrap());
    let t = std::time::Instant::now();
    let mut tiles = [0u8; 9];
    let mut total = 0usize;
    for r in (0..362880).step_by(3) {
        statespace::unrank(r, &mut tiles);
        let b = Board::new(3, 3, tiles.to_vec()).unwrap();
        total += reduce(&b, &goal).unwrap().moves.len();
    }
    println!("{:?} {}", t.elapsed(), total);
}
