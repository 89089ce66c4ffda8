//! A lesson's seeded random board (`board: {random: {size: 3x3, seed: 7,
//! moves: 20}}`), drawn by the generator of `npuzzle random` and `npuzzle
//! play` ([`crate::random::generate`]) when the lesson is loaded: the same
//! spec gives the board `npuzzle random --size 3x3 --seed 7 --moves 20`
//! prints, on every machine, so the lesson's claims stay checkable.

use super::schema::{RANDOM_DISTANCE_NODES, RandomBoard};
use crate::board::{Board, Goal};
use crate::error::{Error, Result};
use crate::i18n::Arg;
use crate::random::{self, Method, Request};

/// The seed of a varying board (`vary: true`) for one student: the first
/// 8 bytes (little-endian) of the BLAKE3 hash of the lesson's key (its
/// title as written in its own language), the spec's fields and the id,
/// each part length-prefixed, so that every machine draws the same board
/// and two students almost never share one. Two steps with the same spec
/// share their board in every variant, as they do in the base lesson.
pub(crate) fn variant_seed(lesson_key: &str, spec: &RandomBoard, student: &str) -> u64 {
    let mut h = blake3::Hasher::new();
    let mut part = |bytes: &[u8]| {
        h.update(&(bytes.len() as u64).to_le_bytes());
        h.update(bytes);
    };
    part(b"npuzzle lesson variant 1");
    part(lesson_key.as_bytes());
    part(format!("{}x{}", spec.size.0, spec.size.1).as_bytes());
    part(&spec.seed.to_le_bytes());
    part(format!("{:?}/{:?}/{}", spec.moves, spec.distance, spec.unsolvable).as_bytes());
    part(student.as_bytes());
    let out = h.finalize();
    let mut first = [0u8; 8];
    first.copy_from_slice(&out.as_bytes()[..8]);
    u64::from_le_bytes(first)
}

/// Draw the board of `spec` for `goal` (of the spec's size), for a student
/// (`(lesson key, id)`) when the spec varies.
pub(crate) fn draw_for(
    spec: &RandomBoard,
    goal: &Goal,
    student: Option<(&str, &str)>,
) -> Result<Board> {
    match student {
        Some((key, id)) if spec.vary => {
            let mine = RandomBoard {
                seed: variant_seed(key, spec, id),
                ..spec.clone()
            };
            draw(&mine, goal)
        }
        _ => draw(spec, goal),
    }
}

/// Draw the board of `spec` for `goal` (of the spec's size).
pub(crate) fn draw(spec: &RandomBoard, goal: &Goal) -> Result<Board> {
    let method = match (spec.moves, spec.distance) {
        (Some(n), _) => Method::Walk(n),
        (None, Some(d)) => Method::Distance(d),
        (None, None) => Method::Uniform,
    };
    let req = Request {
        goal: goal.clone(),
        count: 1,
        seed: spec.seed,
        method,
        unsolvable: spec.unsolvable,
        max_nodes: RANDOM_DISTANCE_NODES,
        with_distance: false,
    };
    let mut drawn = None;
    let stopped = random::generate(&req, None, &mut |g| {
        drawn = Some(g.board);
        Ok(())
    })
    .map_err(|e| lesson_words(e).context_said(crate::lesson::said::field("random")))?;
    match (drawn, stopped) {
        (Some(b), _) => Ok(b),
        (None, Some(e)) => Err(Error::problem(crate::msg!(
            "lessonfile-random-not-found",
            distance = spec.distance.unwrap_or(0),
            nodes = super::said::count(e.nodes)
        ))
        .context_said(super::said::field("distance"))
        .context_said(super::said::field("random"))),

        (None, None) => Err(Error::internal("the generator made no board")),
    }
}

/// The generator's refusals name `npuzzle random`'s flags; a lesson names
/// the fields of its `random:` map instead.
fn lesson_words(e: Error) -> Error {
    let Error::Problem(p) = &e else {
        return e;
    };
    let m = &p.msg;
    let arg = |name: &str| m.arg(name).cloned().unwrap_or(Arg::Text(String::new()));
    let said = match m.id() {
        "usage-random-one-tile" => crate::msg!("lessonfile-random-one-tile", size = arg("size")),
        "usage-random-distance-unsolvable" => {
            crate::msg!("lessonfile-random-distance-with-unsolvable")
        }
        "usage-random-distance-too-big" => crate::msg!(
            "lessonfile-random-distance-too-big",
            size = arg("size"),
            max = arg("max")
        ),
        "usage-random-distance-beyond" => crate::msg!(
            "lessonfile-random-distance-beyond",
            distance = arg("distance"),
            size = arg("size"),
            max = arg("max")
        ),
        "usage-random-distance-corner" => crate::msg!(
            "lessonfile-random-distance-corner",
            distance = arg("distance"),
            max = arg("max")
        ),
        _ => return e,
    };
    Error::problem(said)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lesson::schema::SizeText;

    fn spec(seed: u64) -> RandomBoard {
        RandomBoard {
            size: SizeText(3, 3),
            seed,
            moves: None,
            distance: None,
            unsolvable: false,
            vary: true,
        }
    }

    #[test]
    fn variant_seeds_are_fixed_and_differ() {
        let s = spec(7);
        // A fixed value: every machine and every later build agree.
        assert_eq!(
            variant_seed("Title", &s, "s001"),
            variant_seed("Title", &s, "s001")
        );
        assert_ne!(
            variant_seed("Title", &s, "s001"),
            variant_seed("Title", &s, "s002")
        );
        assert_ne!(
            variant_seed("Title", &s, "s001"),
            variant_seed("Other", &s, "s001")
        );
        assert_ne!(
            variant_seed("Title", &s, "s001"),
            variant_seed("Title", &spec(8), "s001")
        );
        // Length prefixes: ("ab", "c") is not ("a", "bc").
        assert_ne!(variant_seed("ab", &s, "c"), variant_seed("a", &s, "bc"));
    }

    #[test]
    fn a_spec_that_does_not_vary_ignores_the_student() {
        let goal = Goal::new(Board::blank_last(3, 3).unwrap());
        let fixed = RandomBoard {
            vary: false,
            ..spec(7)
        };
        let base = draw(&fixed, &goal).unwrap();
        assert_eq!(draw_for(&fixed, &goal, Some(("T", "s001"))).unwrap(), base);
        let varying = spec(7);
        assert_eq!(draw_for(&varying, &goal, None).unwrap(), base);
        assert_ne!(
            draw_for(&varying, &goal, Some(("T", "s001"))).unwrap(),
            draw_for(&varying, &goal, Some(("T", "s002"))).unwrap()
        );
    }
}
