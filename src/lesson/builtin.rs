//! The built-in course, embedded so that it works after `cargo install`.

/// `(name, YAML text)` of every built-in lesson, in course order.
pub const LESSONS: &[(&str, &str)] = &[
    (
        "01-counting-inversions",
        include_str!("../../lessons/01-counting-inversions.yaml"),
    ),
    (
        "02-solvable-or-not",
        include_str!("../../lessons/02-solvable-or-not.yaml"),
    ),
    (
        "03-invariant-on-every-move",
        include_str!("../../lessons/03-invariant-on-every-move.yaml"),
    ),
    (
        "04-constructive-proof",
        include_str!("../../lessons/04-constructive-proof.yaml"),
    ),
    (
        "05-bfs-vs-ordered",
        include_str!("../../lessons/05-bfs-vs-ordered.yaml"),
    ),
    (
        "06-heuristics",
        include_str!("../../lessons/06-heuristics.yaml"),
    ),
    (
        "07-bidirectional",
        include_str!("../../lessons/07-bidirectional.yaml"),
    ),
    (
        "08-why-15-is-hard",
        include_str!("../../lessons/08-why-15-is-hard.yaml"),
    ),
];

/// `(lesson name, language code, YAML text)` of every translation of a
/// built-in lesson (`lessons/LANG/NAME.yaml`: only text, see
/// `lesson::translate`). One entry per line, in course order.
#[rustfmt::skip]
pub const TRANSLATIONS: &[(&str, &str, &str)] = &[
    ("01-counting-inversions", "vi", include_str!("../../lessons/vi/01-counting-inversions.yaml")),
    ("01-counting-inversions", "zh", include_str!("../../lessons/zh/01-counting-inversions.yaml")),
    ("02-solvable-or-not", "vi", include_str!("../../lessons/vi/02-solvable-or-not.yaml")),
    ("02-solvable-or-not", "zh", include_str!("../../lessons/zh/02-solvable-or-not.yaml")),
    ("03-invariant-on-every-move", "vi", include_str!("../../lessons/vi/03-invariant-on-every-move.yaml")),
    ("03-invariant-on-every-move", "zh", include_str!("../../lessons/zh/03-invariant-on-every-move.yaml")),
    ("04-constructive-proof", "vi", include_str!("../../lessons/vi/04-constructive-proof.yaml")),
    ("04-constructive-proof", "zh", include_str!("../../lessons/zh/04-constructive-proof.yaml")),
    ("05-bfs-vs-ordered", "vi", include_str!("../../lessons/vi/05-bfs-vs-ordered.yaml")),
    ("05-bfs-vs-ordered", "zh", include_str!("../../lessons/zh/05-bfs-vs-ordered.yaml")),
    ("06-heuristics", "vi", include_str!("../../lessons/vi/06-heuristics.yaml")),
    ("06-heuristics", "zh", include_str!("../../lessons/zh/06-heuristics.yaml")),
    ("07-bidirectional", "vi", include_str!("../../lessons/vi/07-bidirectional.yaml")),
    ("07-bidirectional", "zh", include_str!("../../lessons/zh/07-bidirectional.yaml")),
    ("08-why-15-is-hard", "vi", include_str!("../../lessons/vi/08-why-15-is-hard.yaml")),
    ("08-why-15-is-hard", "zh", include_str!("../../lessons/zh/08-why-15-is-hard.yaml")),
];
