//! `solve --step --format jsonl`: the steps agree with `tree --format json`
//! and with `solve`'s counts for every algorithm and rule set on a sample
//! of boards, and an independent implementation (below, a few lines per
//! rule set) reproduces the expansion order and the frontier at every step
//! of BFS and ordered search on the lab report's board with its rules.

use crate::common;

use serde_json::Value;

const LAB: &str = common::LAB[0];
const LAB_RULES: &[&str] = common::LAB.split_at(1).1;

fn lines(args: &[&str]) -> (Vec<Value>, Value) {
    let r = common::run(args);
    assert!(r.code == 0 || r.code == 1, "{args:?}: {}", r.stderr);
    let mut v: Vec<Value> = r
        .stdout
        .lines()
        .map(|l| serde_json::from_str(l).unwrap_or_else(|e| panic!("{e}: {l}")))
        .collect();
    let end = v.pop().expect("a result line");
    assert_eq!(end["type"], "result");
    for s in &v {
        assert_eq!(s["schema_version"], 1);
        assert_eq!(s["type"], "step");
    }
    (v, end)
}

fn json(args: &[&str]) -> Value {
    let r = common::run(args);
    assert!(r.code == 0 || r.code == 1, "{args:?}: {}", r.stderr);
    serde_json::from_str(&r.stdout).unwrap()
}

fn ids(v: &Value) -> Vec<u64> {
    v.as_array()
        .unwrap()
        .iter()
        .map(|n| n["id"].as_u64().unwrap())
        .collect()
}

/// The checks every run passes.
fn check(board: &str, algo: &str, rules: &[&str]) {
    let mut args = vec!["solve", board, "--algo", algo];
    if board == LAB && !rules.contains(&"--goal") {
        args.extend(["--goal", "snail"]);
    }
    args.extend_from_slice(rules);
    let mut step_args = args.clone();
    step_args.extend(["--step", "--max-steps", "20000", "--format", "jsonl"]);
    let (steps, end) = lines(&step_args);
    let what = format!("{board} {algo} {rules:?}");
    if end["searched"] == false {
        // Unsolvable for this goal: never searched, no steps.
        assert!(steps.is_empty(), "{what}");
        return;
    }
    assert_eq!(end["steps_omitted"], 0, "{what}");
    let stats = &end["stats"];
    // The counts at the last step are the search's, and solve's.
    assert_eq!(
        steps.len() as u64,
        stats["expanded"].as_u64().unwrap(),
        "{what}"
    );
    let mut solve_args = args.clone();
    solve_args.extend(["--format", "json"]);
    let solved = json(&solve_args);
    for k in ["expanded", "generated", "duplicates"] {
        assert_eq!(solved["stats"][k], stats[k], "{what}: {k}");
    }
    assert_eq!(solved["moves"], end["moves"], "{what}");
    if let Some(last) = steps.last() {
        assert_eq!(last["counts"]["generated"], stats["generated"], "{what}");
        assert_eq!(last["counts"]["duplicates"], stats["duplicates"], "{what}");
        assert_eq!(last["counts"]["expanded"], stats["expanded"], "{what}");
    }
    // Each step expands the node its previous step said was next, and
    // numbers steps 1, 2, …
    for (i, s) in steps.iter().enumerate() {
        assert_eq!(s["step"], i as u64 + 1, "{what}");
        assert_eq!(
            s["frontier"].as_array().unwrap().len() as u64,
            s["frontier_size"].as_u64().unwrap().min(200),
            "{what}"
        );
        if i > 0 && s["iteration"] == steps[i - 1]["iteration"] {
            let before = &steps[i - 1]["frontier"];
            assert_eq!(
                before[0]["id"],
                s["expanded"]["id"],
                "{what}: step {}",
                i + 1
            );
        }
        let children = s["children"].as_array().unwrap();
        for c in children {
            assert!(
                ["added", "duplicate", "goal", "cut-off"].contains(&c["fate"].as_str().unwrap())
            );
            if s["frontier_kind"] != "stack" {
                assert_eq!(c["parent"], s["expanded"]["id"], "{what}");
            }
        }
    }
    let generated: usize = steps
        .iter()
        .map(|s| s["children"].as_array().unwrap().len())
        .sum();
    assert_eq!(
        generated as u64,
        stats["generated"].as_u64().unwrap(),
        "{what}"
    );
    let dups = steps
        .iter()
        .flat_map(|s| s["children"].as_array().unwrap())
        .filter(|c| c["fate"] == "duplicate")
        .count();
    assert_eq!(dups as u64, stats["duplicates"].as_u64().unwrap(), "{what}");
    // The tree's numbering: node `id` of the tree, expanded `k`th, is the
    // expanded node of step k (IDS/IDA*: of the last iteration).
    let mut tree_args = args.clone();
    tree_args[0] = "tree";
    tree_args.extend(["--format", "json", "--max-nodes-drawn", "100000"]);
    let tree = json(&tree_args);
    let last_iteration = tree["tree"]["iteration"].clone();
    let shown: Vec<&Value> = steps
        .iter()
        .filter(|s| s["iteration"] == last_iteration)
        .collect();
    let nodes = tree["tree"]["nodes"].as_array().unwrap();
    let expanded_in_tree = nodes.iter().filter(|n| !n["expanded"].is_null()).count();
    assert_eq!(expanded_in_tree, shown.len(), "{what}");
    for (k, s) in shown.iter().enumerate() {
        let id = s["expanded"]["id"].as_u64().unwrap() as usize;
        let n = &nodes[id];
        assert_eq!(n["expanded"], k as u64 + 1, "{what}: node {id}");
        assert_eq!(n["board"], s["expanded"]["board"], "{what}: node {id}");
        assert_eq!(n["g"], s["expanded"]["g"], "{what}");
        assert_eq!(n["f"], s["expanded"]["f"], "{what}");
        for c in s["children"].as_array().unwrap() {
            let cn = &nodes[c["id"].as_u64().unwrap() as usize];
            assert_eq!(cn["board"], c["board"], "{what}");
            let status = cn["status"].as_str().unwrap();
            match c["fate"].as_str().unwrap() {
                "duplicate" => assert_eq!(status, "duplicate", "{what}"),
                "goal" => assert_eq!(status, "goal", "{what}"),
                "cut-off" => assert_eq!(status, "cutoff", "{what}"),
                _ => assert!(status != "duplicate", "{what}"),
            }
        }
    }
}

#[test]
fn steps_agree_with_tree_and_solve_for_every_algorithm_and_rule_set() {
    let boards = [
        LAB,
        "1 2 3/4 0 6/7 5 8",
        "0 1 3/4 2 5/7 8 6",
        "4 1 3/7 2 6/5 0 8",
    ];
    let rule_sets: [&[&str]; 5] = [
        &[],
        LAB_RULES,
        &["--goal-test", "generation"],
        &["--order", "RDLU", "--no-undo"],
        &["--tree-search", "--order", "DLUR"],
    ];
    for board in boards {
        for algo in ["bfs", "ordered", "greedy", "astar", "ids", "idastar"] {
            for rules in rule_sets {
                // Tree search without the undo ban doubles back forever on
                // the deeper boards: keep to the lab board for it.
                if rules.contains(&"--tree-search") && !rules.contains(&"--no-undo") && board != LAB
                {
                    continue;
                }
                check(board, algo, rules);
            }
        }
    }
    // Other heuristics and ties for the informed searches.
    for rules in [
        &["--heuristic", "manhattan", "--ties", "fifo"][..],
        &["--heuristic", "misplaced"],
    ] {
        for algo in ["greedy", "astar", "idastar"] {
            check("8 1 3/4 0 2/7 6 5", algo, rules);
        }
    }
}

#[test]
fn a_node_cap_stops_the_steps_with_the_searchs_counts() {
    let (steps, end) = lines(&[
        "solve",
        "8 6 7/2 5 4/3 0 1",
        "--algo",
        "bfs",
        "--max-nodes",
        "40",
        "--step",
        "--format",
        "jsonl",
    ]);
    assert_eq!(end["stop"], "node-limit");
    assert_eq!(
        steps.len() as u64,
        end["stats"]["expanded"].as_u64().unwrap()
    );
    let last = steps.last().unwrap();
    assert_eq!(last["counts"]["generated"], end["stats"]["generated"]);
    // --max-steps records fewer steps; the search still runs to its end.
    let (steps, end) = lines(&[
        "solve",
        LAB,
        "--algo",
        "bfs",
        "--goal",
        "snail",
        "--step",
        "--max-steps",
        "5",
        "--format",
        "jsonl",
    ]);
    assert_eq!(steps.len(), 5);
    assert_eq!(
        end["steps_omitted"].as_u64().unwrap() + 5,
        end["stats"]["expanded"].as_u64().unwrap()
    );
}

/// A node of the independent searches: id, board, g, the blank's last move.
#[derive(Clone)]
struct N {
    id: u64,
    board: Vec<u8>,
    g: u32,
    last: Option<char>,
}

fn snail() -> Vec<u8> {
    vec![1, 2, 3, 8, 0, 4, 7, 6, 5]
}

/// The children in LUDR order, never undoing the last move.
fn children(n: &N, next_id: &mut u64) -> Vec<N> {
    let b = n.board.iter().position(|&t| t == 0).unwrap();
    let (r, c) = (b / 3, b % 3);
    let mut out = Vec::new();
    for (m, ok, t, undo) in [
        ('L', c > 0, b.wrapping_sub(1), 'R'),
        ('U', r > 0, b.wrapping_sub(3), 'D'),
        ('D', r < 2, b + 3, 'U'),
        ('R', c < 2, b + 1, 'L'),
    ] {
        if !ok || n.last == Some(undo) {
            continue;
        }
        let mut board = n.board.clone();
        board.swap(b, t);
        out.push(N {
            id: *next_id,
            board,
            g: n.g + 1,
            last: Some(m),
        });
        *next_id += 1;
    }
    out
}

fn misplaced(b: &[u8]) -> u32 {
    b.iter()
        .zip(snail())
        .filter(|&(&t, g)| t != 0 && t != g)
        .count() as u32
}

/// Tree search, goal tested at generation; `f` orders the frontier (a
/// stable sort: ties keep generation order), `None` a FIFO queue. Returns
/// per expansion (expanded id, frontier ids after it).
fn independent(f: Option<fn(&N) -> u32>) -> Vec<(u64, Vec<u64>)> {
    let mut next_id = 1;
    let root = N {
        id: 0,
        board: vec![2, 8, 3, 1, 6, 4, 7, 0, 5],
        g: 0,
        last: None,
    };
    let mut frontier = vec![root];
    let mut steps = Vec::new();
    loop {
        let n = frontier.remove(0);
        let mut goal = false;
        for c in children(&n, &mut next_id) {
            if c.board == snail() {
                goal = true;
                break;
            }
            frontier.push(c);
        }
        if let Some(f) = f {
            frontier.sort_by_key(f);
        }
        steps.push((n.id, frontier.iter().map(|x| x.id).collect()));
        if goal {
            return steps;
        }
    }
}

fn recorded(algo: &str) -> Vec<(u64, Vec<u64>)> {
    let mut args = vec!["solve", LAB, "--algo", algo];
    args.extend_from_slice(LAB_RULES);
    args.extend(["--step", "--format", "jsonl"]);
    let (steps, _) = lines(&args);
    steps
        .iter()
        .map(|s| (s["expanded"]["id"].as_u64().unwrap(), ids(&s["frontier"])))
        .collect()
}

#[test]
fn an_independent_bfs_and_ordered_search_take_the_same_steps_on_the_lab_board() {
    let bfs = independent(None);
    assert_eq!(bfs.len(), 26);
    assert_eq!(recorded("bfs"), bfs);
    let ordered = independent(Some(|n: &N| n.g + misplaced(&n.board)));
    assert_eq!(ordered.len(), 6);
    assert_eq!(recorded("ordered"), ordered);
}

#[test]
fn bidir_is_refused_and_the_pipe_prints_text() {
    let r = common::run(&["solve", LAB, "--algo", "bidir", "--step"]);
    assert_eq!(r.code, 2);
    assert!(r.stderr.contains("--step shows bfs"), "{}", r.stderr);
    let mut args = vec!["solve", LAB, "--algo", "ordered"];
    args.extend_from_slice(LAB_RULES);
    args.push("--step");
    insta::assert_snapshot!("ordered_lab_steps", common::transcript(&args));
}

#[test]
fn a_page_bigger_than_its_drawing_says_how_many_steps_it_shows() {
    let r = common::run(&[
        "tree",
        "8 1 3/4 0 2/7 6 5",
        "--algo",
        "bfs",
        "--format",
        "html",
        "--max-nodes-drawn",
        "100",
    ]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert!(
        r.stdout
            .contains("The page shows the first 66 of 5,960 steps: the tree is drawn to 100 nodes"),
        "{}",
        &r.stdout[r.stdout.len() - 3000..]
    );
    assert!(r.stdout.contains(r#"data-steps="66""#));
    // bidir has two frontiers: no stepping page.
    let r = common::run(&[
        "tree", LAB, "--goal", "snail", "--algo", "bidir", "--format", "html",
    ]);
    assert_eq!(r.code, 2);
    assert!(r.stderr.contains("--step shows bfs"), "{}", r.stderr);
}
