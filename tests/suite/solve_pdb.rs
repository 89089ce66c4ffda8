//! `solve` and `explain` on 4x4 boards use the pattern databases by default.
//! The databases are cached in one folder under cargo's target directory,
//! shared by these tests (the cache is written atomically).

use std::process::Command;

fn run(args: &[&str]) -> (i32, String, String) {
    let cache = std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join("pdb-cache");
    let out = Command::new(env!("CARGO_BIN_EXE_npuzzle"))
        .args(args)
        .env("NO_COLOR", "1")
        .env("XDG_CACHE_HOME", &cache)
        .output()
        .expect("run npuzzle");
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

/// `solve` on Korf's instance 12 with the databases (`heuristic`), in a
/// language, with `extra` arguments.
fn korf_12(lang: &str, heuristic: &str, extra: &[&str]) -> (i32, String, String) {
    let mut args = vec![
        "--lang",
        lang,
        "solve",
        KORF_12,
        "--goal",
        "blank-first",
        "--heuristic",
        heuristic,
    ];
    args.extend_from_slice(extra);
    run(&args)
}

/// `solve --batch` of a file (in a folder `name`) of `copies` lines of
/// Korf's instance 12, JSON lines, with `extra` arguments.
fn batch(name: &str, copies: usize, extra: &[&str]) -> (i32, String, String) {
    let dir = std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join(name);
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("boards.txt");
    std::fs::write(&file, format!("{KORF_12}\n").repeat(copies)).unwrap();
    let path = file.to_str().unwrap();
    let mut args = vec![
        "solve",
        "--batch",
        path,
        "--goal",
        "blank-first",
        "--format",
        "jsonl",
    ];
    args.extend_from_slice(extra);
    run(&args)
}

/// Korf's instance 12: optimal length 45 for the blank-first goal.
const KORF_12: &str = "14 1 9 6/4 8 12 5/7 2 3 0/10 11 13 15";

#[test]
fn solve_4x4_defaults_to_the_pattern_databases() {
    let (code, out, err) = run(&["solve", KORF_12, "--goal", "blank-first", "--json"]);
    assert_eq!(code, 0, "{err}");
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(v["algorithm"], "idastar");
    assert_eq!(v["heuristic"], "pdb-6-6-3");
    assert_eq!(v["length"], 45);
    assert_eq!(v["optimal"], true);
    assert!(v["stats"]["generated"].as_u64().unwrap() > v["stats"]["expanded"].as_u64().unwrap());
    let moves = v["moves"].as_str().unwrap();
    assert_eq!(moves.len(), 45);
    // The moves replay to the goal: trace them and check the end board.
    let (code, out, _) = run(&["trace", KORF_12, moves, "--goal", "blank-first", "--json"]);
    assert_eq!(code, 0);
    let t: serde_json::Value = serde_json::from_str(&out).unwrap();
    let end: Vec<u64> = t["end"]["board"]
        .as_array()
        .unwrap()
        .iter()
        .map(|x| x.as_u64().unwrap())
        .collect();
    assert_eq!(end, (0..16).collect::<Vec<u64>>());
}

#[test]
fn a_chosen_algorithm_is_respected_on_4x4() {
    let (code, out, _) = run(&[
        "solve",
        KORF_12,
        "--goal",
        "blank-first",
        "--algo",
        "idastar",
        "--heuristic",
        "linear-conflict",
        "--json",
    ]);
    assert_eq!(code, 0);
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(v["heuristic"], "linear-conflict");
    assert_eq!(v["length"], 45);
}

#[test]
fn node_limit_stops_with_exit_1_and_a_lower_bound() {
    let (code, out, err) = run(&[
        "solve",
        KORF_12,
        "--goal",
        "blank-first",
        "--max-nodes",
        "1000",
    ]);
    assert_eq!(code, 1);
    assert!(
        out.contains("the node limit was reached: 1,000 nodes generated"),
        "{out}"
    );
    assert!(out.contains("every solution shorter than"), "{out}");
    assert!(!err.contains("npuzzle:"), "{err}");
}

#[test]
fn pdb_is_refused_where_it_does_not_apply() {
    let (code, _, err) = run(&["solve", "1 2 3/4 5 6/7 0 8", "--heuristic", "pdb"]);
    assert_eq!(code, 2);
    assert_eq!(
        err,
        "npuzzle: --heuristic pdb: the pattern databases are for 4x4 and 5x5 boards, this one is 3x3\n"
    );
    // The heuristic as it was named, in the student's language.
    let (code, _, err) = run(&[
        "--lang",
        "vi",
        "solve",
        "1 2 3/4 5 6/7 0 8",
        "--heuristic",
        "pdb-7-8-dual",
    ]);
    assert_eq!(code, 2);
    assert_eq!(
        err,
        "npuzzle: --heuristic pdb-7-8-dual: cơ sở dữ liệu mẫu chỉ dành cho bảng 4x4 và 5x5, bảng này là 3x3\n"
    );
    let board5 = "1 2 3 4 5/6 7 8 9 10/11 12 13 14 15/16 17 18 19 20/21 22 23 0 24";
    let (code, _, err) = run(&["--lang", "zh", "solve", board5, "--heuristic", "pdb-7-8"]);
    assert_eq!(code, 2);
    assert_eq!(
        err,
        "npuzzle: --heuristic pdb-7-8：7-8 表只适用于 4x4 棋盘，这个棋盘是 5x5\n"
    );
    // 5x5 databases need the goal's blank in a corner (the snail's is in the middle).
    let board5 = "1 2 3 4 5/16 17 18 19 6/15 24 20 0 7/14 23 22 21 8/13 12 11 10 9";
    let (code, _, err) = run(&["solve", board5, "--goal", "snail", "--heuristic", "pdb"]);
    assert_eq!(code, 2, "{err}");
    assert!(err.contains("blank in a corner"), "{err}");
    let (code, _, err) = run(&["solve", KORF_12, "--heuristic", "pdb", "--algo", "bfs"]);
    assert_eq!(code, 2);
    assert!(err.contains("searched with IDA*"), "{err}");
}

#[test]
fn explain_4x4_shows_an_optimal_solution_with_its_proof() {
    let (code, out, err) = run(&["explain", KORF_12, "--goal", "blank-first"]);
    assert_eq!(code, 0, "{err}");
    assert!(out.contains(
        "An optimal solution, found by IDA* with the additive 6-6-3 pattern databases: 45 moves"
    ));
    assert!(out.contains("Invariant for width 4 (even)"));
    assert!(out.contains("parity kept on every move ✓"));
}

#[test]
fn explain_beyond_16_cells_tries_ida_star_then_the_reduction() {
    // 5x5, one move from the goal: the short IDA* attempt finds it.
    let (code, out, _) = run(&[
        "explain",
        "1 2 3 4 5/6 7 8 9 10/11 12 13 14 15/16 17 18 19 20/21 22 23 0 24",
    ]);
    assert_eq!(code, 0);
    assert!(
        out.contains(
            "An optimal solution, found by IDA* with the linear-conflict heuristic: 1 move: R."
        ),
        "{out}"
    );
    // 6x5 is beyond search: the reduction, labelled not optimal.
    let (code, out, _) = run(&[
        "explain",
        "1 2 3 4 5 6/7 8 9 10 11 12/13 14 15 16 17 18/19 20 21 22 23 24/25 26 27 28 0 29",
    ]);
    assert_eq!(code, 0);
    assert!(
        out.contains("A solution (not optimal), found by the canonical reduction"),
        "{out}"
    );
    assert!(out.contains("parity kept on every move ✓"));
}

#[test]
fn the_path_grids_fit_in_80_columns_as_with_the_other_algorithms() {
    let board = "5 1 3 4/2 6 7 8/9 10 11 12/13 14 15 0";
    for extra in [&[][..], &["--algo", "idastar", "--heuristic", "manhattan"]] {
        let mut args = vec!["solve", board];
        args.extend_from_slice(extra);
        let (code, out, err) = run(&args);
        assert_eq!(code, 0, "{err}");
        let grids: Vec<&str> = out
            .lines()
            .skip_while(|l| !l.starts_with("start"))
            .take_while(|l| !l.starts_with("Statistics"))
            .collect();
        assert!(grids.len() > 10, "{args:?}: the path is drawn:\n{out}");
        for line in grids {
            assert!(
                line.chars().count() <= 80,
                "{args:?}: {} columns: {line}",
                line.chars().count()
            );
        }
    }
}

#[test]
fn a_5x5_board_without_its_cached_databases_names_how_to_get_them() {
    // An empty cache: the default on 5x5 stays A* with linear conflict,
    // and when it stops, the message says how to get the 6-6-6-6 tables
    // (which would then be the default, as on 4x4).
    let cache = std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join("pdb-cache-empty-5x5");
    let _ = std::fs::remove_dir_all(&cache);
    std::fs::create_dir_all(&cache).unwrap();
    let board = "14 5 9 2 18/8 23 19 12 17/15 0 10 20 4/6 11 21 1 7/24 3 16 22 13";
    let solve = |extra: &[&str]| {
        let out = Command::new(env!("CARGO_BIN_EXE_npuzzle"))
            .args(["solve", board, "--max-nodes", "2000"])
            .args(extra)
            .env("NO_COLOR", "1")
            .env("XDG_CACHE_HOME", &cache)
            .output()
            .unwrap();
        (
            out.status.code().unwrap_or(-1),
            String::from_utf8_lossy(&out.stdout).into_owned(),
            String::from_utf8_lossy(&out.stderr).into_owned(),
        )
    };
    let hint = format!(
        "build them once with `npuzzle pdb build --size 5x5` (about 1.5 minutes and 1.2 GB of memory and disk), and `npuzzle solve` uses them by default on 5x5; or now: npuzzle solve \"{board}\" --heuristic pdb (builds them first)"
    );
    let (code, out, _) = solve(&[]);
    assert_eq!(code, 1, "{out}");
    assert!(out.contains("Search: A*"), "{out}");
    assert!(out.contains(&hint), "{out}");
    let (code, out, err) = solve(&["--json"]);
    assert_eq!(code, 1);
    assert!(out.starts_with('{'), "{out}");
    assert!(err.contains(&hint), "{err}");
    // A search the user chose gets no such hint.
    let (_, out, _) = solve(&["--algo", "astar"]);
    assert!(!out.contains("pdb build"), "{out}");
    assert!(
        std::fs::read_dir(&cache).unwrap().next().is_none(),
        "nothing was built"
    );
}

#[test]
fn the_lookup_variants_are_chosen_by_name_and_named_in_the_output() {
    // pdb is the plain lookups (measured fastest on 4x4, issue 40); the
    // dual ones find the same length with fewer nodes on Korf #12.
    let mut generated = Vec::new();
    for (name, heuristic, lookups) in [
        ("pdb", "pdb-6-6-3", "plain"),
        ("pdb-plain", "pdb-6-6-3", "plain"),
        ("pdb-dual", "pdb-6-6-3-dual", "dual"),
        ("pdb-dual-no-bpmx", "pdb-6-6-3-dual-no-bpmx", "dual-no-bpmx"),
        ("pdb-dual-search", "pdb-6-6-3-dual-search", "dual-search"),
    ] {
        let args = [
            "solve",
            KORF_12,
            "--goal",
            "blank-first",
            "--heuristic",
            name,
            "--json",
        ];
        let (code, out, err) = run(&args);
        assert_eq!(code, 0, "{name}: {err}");
        let v: serde_json::Value = serde_json::from_str(&out).unwrap();
        assert_eq!(v["heuristic"], heuristic, "{name}");
        assert_eq!(v["lookups"], lookups, "{name}");
        assert_eq!(v["length"], 45, "{name}");
        // Only dual search counts its jumps to the dual board.
        let jumps = v["stats"]["jumps"].as_u64();
        assert_eq!(jumps.is_some(), name == "pdb-dual-search", "{name}");
        generated.push(v["stats"]["generated"].as_u64().unwrap());
    }
    // A batch line says how often dual search jumped.
    let (code, out, err) = batch("dual-search", 1, &["--heuristic", "pdb-dual-search"]);
    assert_eq!(code, 0, "{err}");
    let line: serde_json::Value = serde_json::from_str(out.trim()).unwrap();
    assert_eq!(line["length"], 45, "{out}");
    assert!(line["jumps"].as_u64().is_some(), "{out}");
    assert_eq!(generated[0], generated[1]);
    assert!(generated[2] < generated[1], "{generated:?}");
    assert!(generated[2] <= generated[3], "{generated:?}");
    // The text report says which lookups were taken.
    let (code, out, err) = run(&[
        "solve",
        KORF_12,
        "--goal",
        "blank-first",
        "--heuristic",
        "pdb-dual",
    ]);
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("the largest of four lookups"), "{out}");
    let (code, out, _) = run(&[
        "solve",
        KORF_12,
        "--goal",
        "blank-first",
        "--heuristic",
        "pdb-plain",
    ]);
    assert_eq!(code, 0);
    assert!(out.contains("the larger of two lookups"), "{out}");
    // Dual search says so in every language, and explains the jump.
    for (lang, says) in [
        ("en", "dual IDA* with h"),
        ("vi", "IDA* đối ngẫu"),
        ("zh", "对偶 IDA*"),
        ("my", "ဖြင့် dual IDA*"),
    ] {
        let (code, out, err) = korf_12(lang, "pdb-dual-search", &["--explain-heuristic"]);
        assert_eq!(code, 0, "{lang}: {err}");
        assert!(out.contains(says), "{lang}: {out}");
        let l = npuzzle::i18n::Lang::from_code(lang).unwrap();
        for id in ["pdb-explain-dual-search", "pdb-stat-jumps"] {
            assert!(out.contains(&l.message(id, &[])), "{lang}, {id}: {out}");
        }
    }
    // Dual lookups exist for the 5x5 tables too (issue 40): the plan takes
    // them by name and the JSON names them; the plain lookups stay the
    // default there (tests/suite/pdb24.rs solves 5x5 boards with them on
    // small tables; the 6-6-6-6 tables take minutes to build).
    use npuzzle::board::{Board, Goal, GoalSpec};
    use npuzzle::optimal::PdbVariant;
    use npuzzle::solve::{Ask, Plan, Request};
    let board5 = Board::blank_last(5, 5)
        .unwrap()
        .moved(npuzzle::board::Dir::Left)
        .unwrap();
    for (variant, name) in [
        (None, "pdb-6-6-6-6"),
        (Some(PdbVariant::Plain), "pdb-6-6-6-6"),
        (Some(PdbVariant::Dual), "pdb-6-6-6-6-dual"),
        (Some(PdbVariant::DualNoBpmx), "pdb-6-6-6-6-dual-no-bpmx"),
        (Some(PdbVariant::DualSearch), "pdb-6-6-6-6-dual-search"),
        (
            Some(PdbVariant::DualSearchAny),
            "pdb-6-6-6-6-dual-search-any",
        ),
    ] {
        let mut request = Request::new(
            board5.clone(),
            Goal::new(Board::blank_last(5, 5).unwrap()),
            GoalSpec::BlankLast,
            Ask::Databases,
        );
        request.pdb_variant = variant;
        let plan = Plan::new(&request).unwrap();
        assert_eq!(plan.heuristic_name(), Some(name), "{variant:?}");
        match plan {
            Plan::Databases {
                side, variant: v, ..
            } => {
                assert_eq!(side, 5);
                assert_eq!(v, variant.unwrap_or(PdbVariant::best_for(5)));
            }
            _ => panic!("{variant:?}: the databases were asked for"),
        }
    }
    // Dual search with jumps anywhere is 5x5's only, in every language.
    for (lang, words) in [
        (
            "en",
            "dual search with jumps at any node exists for the 5x5 tables only",
        ),
        (
            "vi",
            "tìm kiếm đối ngẫu nhảy ở mọi nút chỉ có cho các bảng 5x5",
        ),
        ("zh", "在任意结点跳转的对偶搜索只用于 5x5 的表"),
        ("my", "5x5 ဇယားများအတွက်သာ ရှိသည်"),
    ] {
        let (code, out, err) = korf_12(lang, "pdb-dual-search-any", &[]);
        assert_eq!((code, out.as_str()), (2, ""), "{lang}: {err}");
        assert_eq!(err.lines().count(), 1, "{lang}: {err}");
        assert!(err.contains(words), "{lang}: {err}");
        assert!(
            err.contains("pdb-dual-search-any") && err.contains("4x4"),
            "{err}"
        );
    }
    // Elsewhere the databases themselves are refused.
    let (code, _, err) = run(&["solve", "1 2 3/4 5 6/7 0 8", "--heuristic", "pdb-dual"]);
    assert_eq!(code, 2, "{err}");
    assert!(
        err.contains("the pattern databases are for 4x4 and 5x5 boards"),
        "{err}"
    );
}

#[test]
fn the_duplicate_move_sequences_are_left_out_unless_parent_is_asked() {
    let json = |extra: &[&str]| {
        let mut args = vec!["solve", KORF_12, "--goal", "blank-first", "--json"];
        args.extend_from_slice(extra);
        let (code, out, err) = run(&args);
        assert_eq!(code, 0, "{err}");
        serde_json::from_str::<serde_json::Value>(&out).unwrap()
    };
    let (dup, parent) = (json(&[]), json(&["--pruning", "parent"]));
    assert_eq!(dup["pruning"], "duplicates");
    assert_eq!(parent["pruning"], "parent");
    assert_eq!(json(&["--pruning", "duplicates"])["pruning"], "duplicates");
    // The same optimal length, found with fewer nodes.
    assert_eq!(dup["length"], 45);
    assert_eq!(parent["length"], 45);
    let generated = |v: &serde_json::Value| v["stats"]["generated"].as_u64().unwrap();
    assert!(
        generated(&dup) < generated(&parent),
        "{} with the duplicates left out, {} without",
        generated(&dup),
        generated(&parent)
    );
    // The text report says which ran: the rules line, and what the
    // counts are beside Korf's.
    let text = |extra: &[&str]| {
        let mut args = vec!["solve", KORF_12, "--goal", "blank-first", "--compact"];
        args.extend_from_slice(extra);
        let (code, out, err) = run(&args);
        assert_eq!(code, 0, "{err}");
        out
    };
    let out = text(&[]);
    assert!(
        out.contains(
            "no undo, no closed set, no move sequence that a shorter or earlier one replaces \
             (18,700 sequences of up to 14 moves)."
        ),
        "{out}"
    );
    assert!(
        out.contains("Korf's published counts, one more, are those of --pruning parent"),
        "{out}"
    );
    let out = text(&["--pruning", "parent"]);
    assert!(
        out.contains("(the larger of two lookups); no undo, no closed set.\n"),
        "{out}"
    );
    assert!(
        out.contains("Korf's published counts are one more)"),
        "{out}"
    );
    // In each language: said in it, within 80 columns.
    for lang in ["vi", "zh", "my"] {
        let (code, out, err) = run(&[
            "--lang",
            lang,
            "solve",
            KORF_12,
            "--goal",
            "blank-first",
            "--compact",
        ]);
        assert_eq!(code, 0, "{err}");
        let rules = out.lines().nth(1).unwrap_or_default();
        assert!(rules.contains("18"), "{lang}: {rules}");
        let english = crate::common::english::english_outside_parentheses(&out, lang);
        assert!(
            english.is_empty(),
            "{lang}: English words {english:?} in\n{out}"
        );
    }
    // Another search takes no `--pruning`: one line, exit 2.
    let (code, out, err) = run(&["solve", "1 2 3/4 5 6/7 0 8", "--pruning", "parent"]);
    assert_eq!((code, out.as_str()), (2, ""));
    assert_eq!(
        err,
        "npuzzle: --pruning applies to IDA* with the pattern databases (--heuristic pdb, \
         the default on 4x4); this search is astar\n"
    );
    let (code, _, err) = run(&[
        "solve",
        KORF_12,
        "--algo",
        "idastar",
        "--heuristic",
        "manhattan",
        "--pruning",
        "duplicates",
    ]);
    assert_eq!(code, 2, "{err}");
    assert!(err.ends_with("this search is idastar\n"), "{err}");
    // A batch's lines say it too.
    let dir = std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join("pruning-batch");
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("boards.txt");
    std::fs::write(&file, format!("{KORF_12}\n")).unwrap();
    let file = file.to_str().unwrap();
    for (extra, name) in [(None, "duplicates"), (Some("parent"), "parent")] {
        let mut args = vec![
            "solve",
            "--batch",
            file,
            "--goal",
            "blank-first",
            "--format",
            "jsonl",
        ];
        if let Some(p) = extra {
            args.extend(["--pruning", p]);
        }
        let (code, out, err) = run(&args);
        assert_eq!(code, 0, "{err}");
        let line: serde_json::Value = serde_json::from_str(out.lines().next().unwrap()).unwrap();
        assert_eq!(line["pruning"], name, "{out}");
        assert_eq!(line["length"], 45);
    }
}

#[test]
fn the_move_order_is_taken_and_said_and_changes_only_the_last_iteration() {
    // `solve` on Korf's instance 12 with the databases, in a language.
    let solved = |lang: &str, extra: &[&str]| {
        let (code, out, err) = korf_12(lang, "pdb", extra);
        assert_eq!(code, 0, "{err}");
        out
    };
    let json = |extra: &[&str]| {
        let args = [&["--pruning", "parent", "--json"], extra].concat();
        serde_json::from_str::<serde_json::Value>(&solved("en", &args)).unwrap()
    };
    let generated = |v: &serde_json::Value| v["stats"]["generated"].as_u64().unwrap();
    let korf = json(&[]);
    // Korf's order named is Korf's order; another is named in the JSON.
    assert_eq!(generated(&json(&["--order", "ULRD"])), generated(&korf));
    assert_eq!(json(&["--order", "ULRD"]).get("order"), None);
    assert_eq!(json(&["--order", "DRLU"])["order"], "DRLU");
    let mut counts = vec![generated(&korf)];
    for order in ["URDL", "RULD", "DRLU"] {
        let v = json(&["--order", order]);
        // The same optimal length and the same iterations: only where the
        // last one meets the goal moves.
        assert_eq!(v["length"], 45, "{order}");
        assert_eq!(v["optimal"], true, "{order}");
        assert_eq!(
            v["stats"]["thresholds"], korf["stats"]["thresholds"],
            "{order}"
        );
        let moves = v["moves"].as_str().unwrap().to_string();
        let (code, out, _) = run(&["trace", KORF_12, &moves, "--goal", "blank-first", "--json"]);
        assert_eq!(code, 0);
        let t: serde_json::Value = serde_json::from_str(&out).unwrap();
        let goal: Vec<u64> = (0..16).collect();
        assert_eq!(t["end"]["board"], serde_json::json!(goal), "{order}");
        counts.push(generated(&v));
    }
    counts.sort_unstable();
    counts.dedup();
    assert!(counts.len() > 1, "every order counted alike: {counts:?}");
    // The text says the order and that Korf's counts are his order's.
    let out = solved("en", &["--order", "DRLU"]);
    assert!(out.contains("; moves tried in the order DRLU.\n"), "{out}");
    assert!(
        out.contains("are those of his move order ULRD with --pruning parent"),
        "{out}"
    );
    let out = solved("en", &["--order", "ULRD"]);
    assert!(!out.contains("moves tried in the order"), "{out}");
    assert!(out.contains("are those of --pruning parent)"), "{out}");
    for lang in ["vi", "zh", "my"] {
        let out = solved(lang, &["--order", "DRLU"]);
        assert!(out.contains("DRLU"), "{lang}: {out}");
        let english = crate::common::english::english_outside_parentheses(&out, lang);
        assert!(
            english.is_empty(),
            "{lang}: English words {english:?} in\n{out}"
        );
    }
    // A batch takes it too, every length the published one.
    let (code, out, err) = batch("pdb-order", 2, &["--heuristic", "pdb", "--order", "DRLU"]);
    assert_eq!(code, 0, "{err}");
    for line in out.lines() {
        let v: serde_json::Value = serde_json::from_str(line).unwrap();
        assert_eq!(v["length"], 45);
        assert_eq!(v["optimal"], true);
        assert_eq!(v["order"], "DRLU");
    }
    // A wrong order, and the rules the databases' search does not take.
    let (code, _, err) = run(&["solve", KORF_12, "--heuristic", "pdb", "--order", "UUDL"]);
    assert_eq!(code, 2);
    assert_eq!(
        err,
        "npuzzle: --order `UUDL`: give each of U, D, L, R exactly once (e.g. LUDR)\n"
    );
    let (code, _, err) = run(&["solve", KORF_12, "--heuristic", "pdb", "--tree-search"]);
    assert_eq!(code, 2);
    assert_eq!(
        err,
        "npuzzle: --heuristic pdb: the pattern-database solver has fixed rules (no --tree-search, --no-undo, --goal-test or --ties)\n"
    );
}
