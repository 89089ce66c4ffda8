//! The content hashes of the databases of the preset goals (blank-last,
//! blank-first and snail on 4×4) and of the two 5×5 tables of Korf &
//! Felner's partition (which serve every 5×5 goal with the blank in a
//! corner). Their builds are deterministic, so this binary knows exactly
//! what their files must hold: a cached file with any other content is
//! refused and rebuilt, even when its own checksum was recomputed to match
//! (an altered table would make an answer labelled optimal longer than
//! optimal). The tests `preset_hashes_are_current` and
//! `korf_felner_hashes_are_current` build every one of them and fail,
//! printing the new list, when this table is stale.

/// (file name, BLAKE3 of the table) for every database of a preset goal.
const PRESET: &[(&str, &str)] = &[
    (
        "pdb-4x4-123456789abcdef0-367abe.bin",
        "d101542e8339412db4ec5b94c61195988e67645d3f4faad4f0e4544cb97724d1",
    ),
    (
        "pdb-4x4-123456789abcdef0-4589cd.bin",
        "d7621ed8bbf2214133cc8320d8dfd9d19fb1980e11ecea0d3a8dbe8d929cabf4",
    ),
    (
        "pdb-4x4-123456789abcdef0-012.bin",
        "4c969bcbbaa16c98df123a595799d3026632bb9c2e04fc16beb047b26f7bc012",
    ),
    (
        "pdb-4x4-0123456789abcdef-14589c.bin",
        "860efa685082c0f2820680cebed02b06429ea213f8173a916c456120114f463b",
    ),
    (
        "pdb-4x4-0123456789abcdef-2367ab.bin",
        "1fda89fe95aa5c55f5869df03ce79839db72f0a39d3c496ad6a88f33ac12c071",
    ),
    (
        "pdb-4x4-0123456789abcdef-def.bin",
        "2f7523af351964f7b6ff456b239e4e0b3ec84094a8786413c95196b4b1538af0",
    ),
    (
        "pdb-4x4-1234cde5b0f6a987-1458cd.bin",
        "e614b3dde664bd756019dec6792c3498d7d88b8c0a2db54f116e93a3b89c8209",
    ),
    (
        "pdb-4x4-1234cde5b0f6a987-67abef.bin",
        "61d7a1095062b5bd581f6b3277221b71dcc41d63b8984ed0094b570fc026f09a",
    ),
    (
        "pdb-4x4-1234cde5b0f6a987-023.bin",
        "aa380eb3dce78ecfebc9dce3472e8f052a47603e79c26f57e22fd578d8c4a889",
    ),
    (
        "pdb-4x4-1234cde5b0f6a987-8abcde.bin",
        "009324af15c89c1aa032d01538c02f28f3a66544ce8fe1a706b7960c678b3009",
    ),
    (
        "pdb-4x4-1234cde5b0f6a987-012456.bin",
        "29a2664f770c3a980db93735d6392055fe9adaa892583d4f5440af78a2527200",
    ),
    (
        "pdb-4x4-1234cde5b0f6a987-37f.bin",
        "c3bf26d46083ccaf12be7273aeb007d7b8cc5f0c9d3f9a0924f2b3261397bd78",
    ),
    (
        "pdb-5x5-01020506070c.bin",
        "05b13278e45a702fcd576193762989ef2fe10cdc8319f261bf75a237850bc750",
    ),
    (
        "pdb-5x5-030408090d0e.bin",
        "b12ac88763491ce0a0c8cae6777540b89fd16186684880338217ccc206e23c32",
    ),
];

/// (file name, BLAKE3 of the table) of the 7-8 tables of the blank-first
/// goal (Korf's instances) and of the blank-last goal ([`super::pdb78`]).
/// Kept apart from [`PRESET`]: no test builds them (1.9 GB, minutes). The
/// blank-first hashes are those of the build of 5 December 2026 (`npuzzle
/// pdb build --partition 7-8 --goal blank-first`), whose tables gave every
/// published optimal length on Korf's 100; the blank-last ones those of
/// the build of the same evening, which the builder with one-byte sets
/// (`super::compact`) reproduced byte for byte. The build is
/// deterministic, so a file built by another version of the builder with
/// other values would be refused as altered when next read.
const SEVEN_EIGHT: &[(&str, &str)] = &[
    (
        "pdb-4x4-0123456789abcdef-1234567.bin",
        "4b5c5c0737319cf8da74239592093861fd4196830724cb5473ec7ff99d35ff1d",
    ),
    (
        "pdb-4x4-0123456789abcdef-89abcdef.bin",
        "f61b2aea4b7d13c4a0a526acbcf233486ea9e2124a9579793779b0a053b261e3",
    ),
    (
        "pdb-4x4-123456789abcdef0-89abcde.bin",
        "833c47e04357ef442f3afb456a2cf03bfc728ca734554be0c61afcf65df4880a",
    ),
    (
        "pdb-4x4-123456789abcdef0-01234567.bin",
        "8fa936de95d3f582c62fe970e768bdd3595c7bfc91078c6aa3a38a35b596d772",
    ),
];

/// The hash the file `name` must have, when it is a preset goal's.
pub fn expected_hash(name: &str) -> Option<[u8; 32]> {
    let (_, hex) = PRESET.iter().chain(SEVEN_EIGHT).find(|(n, _)| *n == name)?;
    let mut out = [0u8; 32];
    for (i, byte) in out.iter_mut().enumerate() {
        *byte = u8::from_str_radix(hex.get(2 * i..2 * i + 2)?, 16).ok()?;
    }
    Some(out)
}

/// The goals whose databases have embedded hashes.
pub(crate) fn preset_goals() -> Vec<(&'static str, crate::board::Board)> {
    use crate::board::Board;
    let side = super::SIDE;
    vec![
        ("blank-last", Board::blank_last(side, side).expect("4x4")),
        ("blank-first", Board::blank_first(side, side).expect("4x4")),
        ("snail", Board::snail(side, side).expect("4x4")),
    ]
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::pdb::{build, content_hash, file_name, partitions, store::hex};
    use std::sync::atomic::AtomicU64;

    /// Builds the 12 databases of the three preset goals (a few seconds
    /// each) and compares their hashes with the embedded ones.
    #[test]
    fn preset_hashes_are_current() {
        let mut want = Vec::new();
        for (_, goal) in preset_goals() {
            for part in partitions(&goal) {
                for pattern in part {
                    let db = build(&goal, &pattern, &AtomicU64::new(0));
                    want.push((file_name(&goal, &pattern), hex(&content_hash(&db.table))));
                }
            }
        }
        let listing: String = want
            .iter()
            .map(|(n, h)| format!("    (\n        \"{n}\",\n        \"{h}\",\n    ),\n"))
            .collect();
        assert_eq!(
            want.len(),
            PRESET
                .iter()
                .filter(|(n, _)| n.starts_with("pdb-4x4-"))
                .count(),
            "src/pdb/trusted.rs PRESET is stale; it should be:\n{listing}"
        );
        for (name, hash) in &want {
            assert_eq!(
                expected_hash(name).map(|h| hex(&h)).as_deref(),
                Some(hash.as_str()),
                "src/pdb/trusted.rs PRESET is stale for {name}; it should be:\n{listing}"
            );
        }
    }

    #[test]
    fn unknown_files_have_no_expected_hash() {
        assert_eq!(expected_hash("pdb-4x4-fedcba9876543210-123.bin"), None);
    }
}
