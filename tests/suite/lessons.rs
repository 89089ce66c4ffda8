//! Lessons: the built-in course passes its own checks, every lesson's
//! non-interactive run is snapshotted, broken lessons fail with their exact
//! error and exit code, and scripted answers are scored.

use crate::common;

use common::tmux::{self, Tmux};

#[test]
fn every_builtin_lesson_passes_check() {
    let mut files: Vec<String> = std::fs::read_dir("lessons")
        .expect("lessons/")
        .filter_map(|e| e.ok())
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|x| x == "yaml"))
        .map(|p| p.display().to_string())
        .collect();
    files.sort();
    assert!(files.len() >= 2, "lessons found: {files:?}");
    let mut args = vec!["lesson", "check"];
    args.extend(files.iter().map(String::as_str));
    let run = common::run(&args);
    assert_eq!(run.code, 0, "{}", run.transcript(&args));
    // One line per lesson and one per translation beside it (LANG/NAME.yaml).
    let translations = files
        .iter()
        .flat_map(|f| {
            let (dir, name) = f.rsplit_once('/').unwrap();
            ["vi", "zh", "my"].map(|lang| format!("{dir}/{lang}/{name}"))
        })
        .filter(|t| std::path::Path::new(t).exists())
        .count();
    assert_eq!(run.stdout.lines().count(), files.len() + translations);
    assert!(
        run.stdout.lines().all(|l| l.starts_with("ok ")),
        "{}",
        run.stdout
    );
}

#[test]
fn every_lesson_file_is_builtin() {
    // The binary embeds the course: every file in lessons/ must be listed.
    let run = common::run(&["lesson", "list", "--format", "json"]);
    let listed: serde_json::Value = serde_json::from_str(&run.stdout).unwrap();
    let names: Vec<&str> = listed["lessons"]
        .as_array()
        .unwrap()
        .iter()
        .map(|l| l["name"].as_str().unwrap())
        .collect();
    for e in std::fs::read_dir("lessons").unwrap().flatten() {
        let p = e.path();
        if p.extension().is_some_and(|x| x == "yaml") {
            let stem = p.file_stem().unwrap().to_str().unwrap().to_string();
            assert!(names.contains(&stem.as_str()), "{stem} is not built in");
        }
    }
}

/// Every built-in lesson as a student sees it at 80 columns, answered from
/// a file that mixes right and wrong answers (every third one wrong).
#[test]
fn lesson_runs() {
    insta::glob!("../../lessons", "*.yaml", |path| {
        let name = path.file_stem().unwrap().to_str().unwrap();
        let file = format!("lessons/{name}.yaml");
        let answers = format!("tests/fixtures/lessons/answers/{name}.txt");
        let args = [
            "lesson",
            "run",
            file.as_str(),
            "--answers",
            answers.as_str(),
        ];
        let run = common::run(&args);
        assert_eq!(run.code, 1, "{name}: some answers are wrong on purpose");
        for line in run.stdout.lines() {
            let width = npuzzle::render::wrap::display_width(line);
            assert!(width <= 80, "{name}: a line of {width} columns:\n{line}");
        }
        assert!(!run.stdout.contains("Checked by npuzzle"), "{name}");
        insta::assert_snapshot!(run.transcript(&args));
    });
}

#[test]
fn claims_are_for_the_instructor() {
    let run = common::run(&["lesson", "run", "01", "--no-pause", "--show-claims"]);
    assert_eq!(run.code, 0);
    // In words, never as the file's fields (`inversions = 0`).
    assert!(
        run.stdout
            .contains("Checked by npuzzle: inversions: 0; parity: even."),
        "{}",
        run.stdout
    );
    assert!(!run.stdout.contains("inversions = "), "{}", run.stdout);
    let run = common::run(&["lesson", "run", "1", "--no-pause"]);
    assert_eq!(run.code, 0, "`lesson run 1` runs lesson 01");
    assert!(
        run.stdout.starts_with("Counting inversions\n"),
        "{}",
        run.stdout
    );
    assert!(!run.stdout.contains("Checked by npuzzle"), "{}", run.stdout);
}

#[test]
fn every_builtin_lesson_asks_first() {
    // The course passes the strict check: no quiz under its own answer.
    let args = [
        "lesson", "check", "--strict", "01", "02", "03", "04", "05", "06", "07", "08",
    ];
    let run = common::run(&args);
    assert_eq!(run.code, 0, "{}", run.transcript(&args));
    // Each of the four exercise kinds is used at least twice.
    let mut kinds = std::collections::BTreeMap::new();
    for n in 1..=8 {
        let name = format!("0{n}");
        let run = common::run(&["lesson", "run", name.as_str(), "--format", "json"]);
        let v: serde_json::Value = serde_json::from_str(&run.stdout).unwrap();
        for s in v["steps"].as_array().unwrap() {
            if let Some(k) = s["exercise"].as_str() {
                *kinds.entry(k.to_string()).or_insert(0) += 1;
            }
        }
    }
    for k in ["count", "moves", "predict", "next-node"] {
        assert!(kinds.get(k).copied().unwrap_or(0) >= 2, "{k}: {kinds:?}");
    }
}

#[test]
fn strict_check_fails_a_quiz_under_its_answer() {
    let file = fixture("shown-before.yaml");
    for strict in [false, true] {
        let mut args = vec!["lesson", "check", file.as_str()];
        if strict {
            args.push("--strict");
        }
        let run = common::run(&args);
        assert_eq!(run.code, i32::from(strict), "{}", run.transcript(&args));
        insta::assert_snapshot!(
            if strict {
                "strict-check"
            } else {
                "check-warns"
            },
            run.transcript(&args)
        );
    }
}

fn fixture(name: &str) -> String {
    format!("tests/fixtures/lessons/{name}")
}

#[test]
fn broken_lessons() {
    for (name, code) in [
        ("unknown-field.yaml", 2),
        ("wrong-type.yaml", 2),
        ("false-claim.yaml", 1),
        ("bad-board.yaml", 2),
        ("alias-bomb.yaml", 2),
        ("board-outside.yaml", 2),
        ("deep-nesting.yaml", 2),
        ("search-limit.yaml", 2),
        ("unsolvable-search.yaml", 2),
        ("audit-too-big.yaml", 2),
        ("audit-unknown-claim.yaml", 2),
        ("cost-table-too-big.yaml", 2),
        ("lab-false-claims.yaml", 1),
        ("random-both.yaml", 2),
        ("random-too-far.yaml", 2),
    ] {
        let file = fixture(name);
        let args = ["lesson", "check", file.as_str()];
        let run = common::run(&args);
        assert_eq!(run.code, code, "{}", run.transcript(&args));
        insta::assert_snapshot!(name, run.transcript(&args));
    }
}

#[test]
fn a_lesson_with_a_false_claim_is_not_taught() {
    let file = fixture("false-claim.yaml");
    let args = ["lesson", "run", file.as_str()];
    insta::assert_snapshot!(common::transcript(&args));
}

#[test]
fn escape_sequences_are_shown_escaped() {
    let file = fixture("escape-sequences.yaml");
    for format in ["text", "markdown"] {
        let args = ["lesson", "run", file.as_str(), "--format", format];
        let run = common::run(&args);
        assert_eq!(run.code, 0);
        assert!(
            !run.stdout.contains('\u{1b}'),
            "{format}: raw ESC in output"
        );
        assert!(!run.stdout.contains('\u{7}'), "{format}: raw BEL in output");
        assert!(run.stdout.contains("\\u{1b}[2J"));
        insta::assert_snapshot!(format!("escape-sequences-{format}"), run.transcript(&args));
    }
}

#[test]
fn boards_from_files_next_to_the_lesson() {
    let file = fixture("board-file.yaml");
    let run = common::run(&["lesson", "check", file.as_str()]);
    assert_eq!(run.code, 0, "{}{}", run.stdout, run.stderr);
    // A built-in lesson cannot read files at all: exercised through
    // `board-outside.yaml` (outside the directory) in broken_lessons.
}

#[test]
fn several_files_worst_exit_code_wins() {
    let (good, bad, broken) = (
        "lessons/01-counting-inversions.yaml".to_string(),
        fixture("false-claim.yaml"),
        fixture("unknown-field.yaml"),
    );
    let args = ["lesson", "check", good.as_str(), bad.as_str()];
    assert_eq!(common::run(&args).code, 1);
    let args = [
        "lesson",
        "check",
        good.as_str(),
        broken.as_str(),
        bad.as_str(),
    ];
    let run = common::run(&args);
    assert_eq!(run.code, 2);
    insta::assert_snapshot!(run.transcript(&args));
}

#[test]
fn scripted_answers_are_scored() {
    let answers = fixture("answers-01.txt");
    let args = [
        "lesson",
        "run",
        "01-counting-inversions",
        "--answers",
        answers.as_str(),
    ];
    let run = common::run(&args);
    // Three of the seven answers are right, one is missing: exit 1.
    assert_eq!(run.code, 1);
    assert!(
        run.stdout
            .ends_with("Score: 3 of 7 correct\nNext lesson: 02-solvable-or-not.\n"),
        "{}",
        run.stdout
    );
    // A wrong per-tile count points at the first wrong tile.
    assert!(
        run.stdout
            .contains("Your answer: 0 6 0 1 0 2 1 1: wrong. Tile 5 (the 8th tile"),
        "{}",
        run.stdout
    );
    insta::assert_snapshot!(run.transcript(&args));
    let json = [
        "lesson",
        "run",
        "01",
        "--answers",
        answers.as_str(),
        "--format",
        "json",
    ];
    let run = common::run(&json);
    let v: serde_json::Value = serde_json::from_str(&run.stdout).unwrap();
    assert_eq!(v["score"]["correct"], 3);
    assert_eq!(v["score"]["total"], 7);
    assert_eq!(v["score"]["answers"][2]["given"], "2");
    assert_eq!(v["score"]["answers"][2]["correct"], false);
}

#[test]
fn the_template_passes_the_strict_check() {
    let run = common::run(&["lesson", "new"]);
    assert_eq!(run.code, 0);
    let path = std::env::temp_dir().join(format!("npuzzle-template-{}.yaml", std::process::id()));
    std::fs::write(&path, &run.stdout).unwrap();
    let p = path.display().to_string();
    let check = common::run(&["lesson", "check", p.as_str(), "--strict"]);
    let _ = std::fs::remove_file(&path);
    assert_eq!(check.code, 0, "{}{}", check.stdout, check.stderr);
    assert!(!check.stdout.contains("warning"), "{}", check.stdout);
}

#[test]
fn list_text_and_json() {
    insta::assert_snapshot!(common::transcript(&["lesson", "list"]));
    let run = common::run(&[
        "lesson",
        "list",
        "--dir",
        "tests/fixtures/lessons",
        "--format",
        "json",
    ]);
    assert_eq!(run.code, 0);
    let v: serde_json::Value = serde_json::from_str(&run.stdout).unwrap();
    assert_eq!(v["schema_version"], 1);
    for item in v["lessons"].as_array().unwrap() {
        for key in ["name", "title", "file"] {
            assert!(item.get(key).is_some(), "{item} lacks {key}");
        }
    }
    let bomb = v["lessons"]
        .as_array()
        .unwrap()
        .iter()
        .find(|i| i["name"] == "alias-bomb")
        .unwrap();
    assert!(bomb["error"].as_str().unwrap().contains("alias bomb"));
}

#[test]
fn json_has_every_step_with_its_number_and_kind() {
    let run = common::run(&["lesson", "run", "01", "--format", "json"]);
    assert_eq!(run.code, 0);
    let v: serde_json::Value = serde_json::from_str(&run.stdout).unwrap();
    let steps = v["steps"].as_array().unwrap();
    assert_eq!(v["name"], "01-counting-inversions");
    assert_eq!(steps[0]["number"], 1);
    let aima = steps.iter().find(|s| s["id"] == "aima").unwrap();
    assert_eq!(aima["kind"], "inversions");
    assert_eq!(aima["table"]["inversions"], 16);
    assert_eq!(v["check"]["failures"].as_array().unwrap().len(), 0);
}

/// Every step that is not a question carries its view as the pages show
/// it (the view model's JSON writer), in English in every language; a
/// question carries none (its answer is in its data, not in a view).
#[test]
fn json_steps_carry_their_view_in_english() {
    let json = |lang: &str| -> serde_json::Value {
        let run = common::run(&["--lang", lang, "lesson", "run", "02", "--format", "json"]);
        assert_eq!(run.code, 0, "{}", run.stderr);
        serde_json::from_str(&run.stdout).unwrap()
    };
    let v = json("en");
    let steps = v["steps"].as_array().unwrap();
    for step in steps {
        let question = step.get("question_number").is_some();
        assert_eq!(step.get("view").is_none(), question, "{}", step["number"]);
    }
    let solvable = steps.iter().find(|s| s["kind"] == "solvable").unwrap();
    let view = solvable["view"].as_array().unwrap();
    assert_eq!(view[0]["kind"], "title");
    let boards = view.iter().find(|b| b["kind"] == "boards").unwrap();
    let board = &boards["boards"][0];
    let rows = board["rows"].as_array().unwrap();
    let line: Vec<String> = rows
        .iter()
        .map(|r| {
            let cells: Vec<String> = r
                .as_array()
                .unwrap()
                .iter()
                .map(|c| c.to_string())
                .collect();
            cells.join(" ")
        })
        .collect();
    assert_eq!(board["board"], line.join("/"));
    assert_eq!(board["caption"], "Board");
    // The verdict is a strong word of its kind.
    let strong: Vec<(&str, &str)> = view
        .iter()
        .filter(|b| b["kind"] == "paragraph")
        .flat_map(|b| b["spans"].as_array().unwrap())
        .filter_map(|s| Some((s["text"].as_str()?, s["strong"].as_str()?)))
        .collect();
    assert!(strong.contains(&("solvable", "good")), "{strong:?}");
    // English whatever the reader's language: only the lesson's own words
    // (the same lesson file here) could differ.
    for lang in ["vi", "zh", "my"] {
        let other = json(lang);
        for (a, b) in steps.iter().zip(other["steps"].as_array().unwrap()) {
            assert_eq!(a["view"], b["view"], "--lang {lang}, step {}", a["number"]);
        }
    }
}

#[test]
fn markdown_handout() {
    let args = ["lesson", "run", "01", "--format", "markdown"];
    let run = common::run(&args);
    assert_eq!(run.code, 0);
    let answers = run.stdout.find("## Answers").expect("answers section");
    // Quiz answers come only at the end (as code, with their explanation).
    for answer in ["`0 6 0 1 0 2 1 0`", "`15` The counts", "`no` The count is"] {
        assert!(run.stdout[answers..].contains(answer), "{answer}");
        assert!(!run.stdout[..answers].contains(answer), "{answer}");
    }
    insta::assert_snapshot!(run.transcript(&args));
}

#[test]
fn unknown_lesson_name() {
    let args = ["lesson", "run", "no-such-lesson"];
    let run = common::run(&args);
    assert_eq!(run.code, 2);
    insta::assert_snapshot!(run.transcript(&args));
}

#[test]
fn a_wrong_next_node_shows_f_and_the_tie_rule() {
    // Lesson 05, question 3: ordered search after 2 expansions.
    let dir = std::path::Path::new(env!("CARGO_TARGET_TMPDIR"))
        .join(format!("next-node-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let key = common::run(&["lesson", "run", "05", "--answer-key"]).stdout;
    let right: usize = key
        .lines()
        .find_map(|l| l.strip_prefix("3. `"))
        .and_then(|l| l.strip_suffix('`'))
        .unwrap()
        .parse()
        .unwrap();
    let wrong = if right > 1 { right - 1 } else { right + 1 };
    let file = dir.join("answers.txt");
    std::fs::write(&file, format!("-\n-\n{wrong}\n")).unwrap();
    let f = file.display().to_string();
    let run = common::run(&["lesson", "run", "05", "--answers", &f]);
    assert_eq!(run.code, 1);
    let text = run.stdout.replace('\n', " ");
    assert!(
        text.contains(&format!("Not node {wrong}: [{wrong}] has f = ")),
        "{text}"
    );
    assert!(
        text.contains("ties go to the node generated first"),
        "{text}"
    );
    // The question states the tie rule before any answer.
    let sheet = common::run(&["lesson", "run", "05", "--handout"]).stdout;
    assert!(
        sheet.contains(
            "It expands the node with the lowest f = g + h; ties go to the node generated first."
        ),
        "{sheet}"
    );
    // And the page shows the frontier the question is about.
    let html = common::run(&["lesson", "run", "05", "--format", "html"]).stdout;
    assert!(html.contains("<div class=\"frontier\">"), "{html}");
    assert!(html.contains("Frontier (numbered in the order the nodes were generated):"));
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn the_field_reference_examples_pass_check() {
    // Every YAML example of lessons/README.md that is a list of steps, put
    // together into one lesson: the documentation cannot drift from the tool.
    let readme = std::fs::read_to_string("lessons/README.md").unwrap();
    let mut steps = String::new();
    let mut blocks = 0;
    let mut in_yaml = false;
    let mut block = String::new();
    for line in readme.lines() {
        if line == "```yaml" {
            in_yaml = true;
            block.clear();
        } else if line == "```" && in_yaml {
            in_yaml = false;
            if block.starts_with("- ") {
                blocks += 1;
                for l in block.lines() {
                    steps.push_str("  ");
                    steps.push_str(l);
                    steps.push('\n');
                }
            }
        } else if in_yaml {
            block.push_str(line);
            block.push('\n');
        }
    }
    assert!(blocks >= 8, "only {blocks} step examples found");
    let lesson = format!(
        "format_version: 1\ntitle: README examples\nsummary: every example of lessons/README.md\nlevel: beginner\nsteps:\n{steps}"
    );
    let path = std::env::temp_dir().join(format!("npuzzle-readme-{}.yaml", std::process::id()));
    std::fs::write(&path, &lesson).unwrap();
    let p = path.display().to_string();
    let run = common::run(&["lesson", "check", p.as_str()]);
    let _ = std::fs::remove_file(&path);
    assert_eq!(run.code, 0, "{}{}\n{lesson}", run.stdout, run.stderr);
}

#[test]
fn the_readme_lesson_example_passes_check() {
    let doc = std::fs::read_to_string("docs/src/lessons.md").expect("read docs/src/lessons.md");
    let start = doc.find("```yaml\n").expect("a yaml example") + "```yaml\n".len();
    let end = start + doc[start..].find("```").unwrap();
    let path =
        std::env::temp_dir().join(format!("npuzzle-readme-part-{}.yaml", std::process::id()));
    std::fs::write(&path, &doc[start..end]).unwrap();
    let p = path.display().to_string();
    let run = common::run(&["lesson", "check", p.as_str()]);
    let _ = std::fs::remove_file(&path);
    assert_eq!(run.code, 0, "{}{}", run.stdout, run.stderr);
}

#[test]
fn every_lesson_renders_as_json_and_markdown() {
    let listed = common::run(&["lesson", "list", "--format", "json"]);
    let listed: serde_json::Value = serde_json::from_str(&listed.stdout).unwrap();
    for item in listed["lessons"].as_array().unwrap() {
        let name = item["name"].as_str().unwrap();
        let run = common::run(&["lesson", "run", name, "--format", "json"]);
        assert_eq!(run.code, 0, "{name}: {}", run.stderr);
        let v: serde_json::Value =
            serde_json::from_str(&run.stdout).unwrap_or_else(|e| panic!("{name}: not JSON: {e}"));
        let steps = v["steps"].as_array().unwrap();
        assert_eq!(
            steps.len() as u64,
            item["steps"].as_u64().unwrap(),
            "{name}"
        );
        for (i, s) in steps.iter().enumerate() {
            assert_eq!(s["number"], i + 1, "{name}");
            assert!(s["kind"].is_string(), "{name}: step {} has no kind", i + 1);
        }
        assert!(
            v["check"]["failures"].as_array().unwrap().is_empty(),
            "{name}"
        );
        let md = common::run(&["lesson", "run", name, "--format", "markdown"]);
        assert_eq!(md.code, 0, "{name}: {}", md.stderr);
        assert!(md.stdout.starts_with("# "), "{name}");
        assert!(
            md.stdout.contains("\n## Answers\n"),
            "{name}: no answers section"
        );
        // Search trees become Mermaid diagrams in the handout.
        let trees = steps.iter().filter(|s| s["kind"] == "tree").count();
        assert_eq!(md.stdout.matches("```mermaid\n").count(), trees, "{name}");
    }
}

/// `lesson run` on a real terminal (tmux): it pauses after each step,
/// Enter goes on, `b` goes back, a quiz asks and gives the hint after a
/// wrong answer, `q` quits with exit 0. Skipped, saying so, without tmux.
#[test]
fn step_through_on_a_real_terminal() {
    if !tmux::available("lesson run") {
        return;
    }
    let path = std::env::temp_dir().join(format!("npuzzle-tmux-{}.yaml", std::process::id()));
    std::fs::write(&path, common::run(&["lesson", "new"]).stdout).unwrap();
    let state = std::path::Path::new(env!("CARGO_TARGET_TMPDIR"))
        .join(format!("lesson-tmux-state-{}", std::process::id()));
    let tmux = Tmux::start("lesson");
    tmux.line(&format!(
        "XDG_STATE_HOME='{}' {}",
        state.display(),
        tmux::command(&format!("lesson run '{}'", path.display()))
    ));
    let first = tmux.wait_for("-- step 1 of 5 --");
    assert!(first.contains("--- step 1 of 5: section ---"));
    assert!(!first.contains("step 2 of 5: say"), "the first page waits");
    tmux.line("");
    tmux.wait_for("-- step 2 of 5 --");
    tmux.line("b");
    tmux.wait_for("b: back, q: quit > b");
    // The page shown again after `b`: wait until it is on the screen.
    let back = tmux.wait_until("step 1 shown twice", |s| {
        s.matches("--- step 1 of 5: section ---").count() == 2
    });
    assert_eq!(
        back.matches("--- step 1 of 5: section ---").count(),
        2,
        "{back}"
    );
    tmux.line("");
    tmux.line("");
    tmux.wait_for("-- step 3 of 5 --");
    tmux.line("");
    tmux.wait_for("Your answer (h: hint");
    tmux.line("no");
    tmux.wait_for("Not quite.");
    tmux.line("h");
    tmux.wait_for("Hint: For a width of 3");
    tmux.line("yes");
    tmux.wait_for("Correct.");
    tmux.wait_for("-- step 4 of 5 --");
    tmux.line("q");
    let end = tmux.wait_until("the exit code", |s| tmux::exit_code(s).is_some());
    let _ = std::fs::remove_file(&path);
    let _ = std::fs::remove_dir_all(&state);
    assert_eq!(tmux::exit_code(&end), Some(0), "{end}");
    assert!(
        !end.contains("step 5 of 5: solvable"),
        "quitting stops the lesson"
    );
}

#[test]
fn html_pages_render_exercises_as_questions() {
    let run = common::run(&["lesson", "run", "01", "--format", "html"]);
    assert_eq!(run.code, 0, "{}", run.stderr);
    let html = run.stdout;
    assert!(
        html.contains("<strong>Question 2 (count).</strong>"),
        "{html}"
    );
    assert!(html.contains("<summary>Hint</summary>"), "{html}");
    assert!(html.contains("<summary>Stronger hint</summary>"), "{html}");
    // A quiz's hint is on the page too (question 1 is a quiz).
    assert!(
        html.contains("<p>Is any larger number written before a smaller one?</p>"),
        "{html}"
    );
    // One inversion is singular.
    assert!(!html.contains(">1 inversions<"), "{html}");
    assert!(
        html.contains("= <strong>1</strong> inversion, odd."),
        "{html}"
    );
    // The answer is collapsed, HTML-escaped, and no text page is used.
    assert!(
        html.contains("<details><summary>Answer</summary><p><strong>0 6 0 1 0 2 1 0</strong>"),
        "{html}"
    );
    assert!(!html.contains("<pre>Question"), "{html}");
}

#[test]
fn save_answers_is_for_an_interactive_run() {
    let run = common::run(&["lesson", "run", "01", "--save-answers", "never-written.txt"]);
    assert_eq!(run.code, 2, "{}", run.stderr);
    assert!(
        run.stderr
            .contains("--save-answers records an interactive run"),
        "{}",
        run.stderr
    );
    assert!(!std::path::Path::new("never-written.txt").exists());
}

/// A seeded random board is drawn by the generator of `npuzzle random`:
/// the lesson's board is the one `random` prints for the same spec, and
/// the lesson's claims are checked on it.
#[test]
fn seeded_random_boards() {
    let file = fixture("random-board.yaml");
    let check = common::run(&["lesson", "check", file.as_str()]);
    assert_eq!(check.code, 0, "{}{}", check.stdout, check.stderr);
    let args = ["lesson", "run", file.as_str(), "--no-pause"];
    insta::assert_snapshot!("random-board-text", common::transcript(&args));
    let json = common::run(&["lesson", "run", file.as_str(), "--format", "json"]);
    assert_eq!(json.code, 0, "{}", json.stderr);
    let v: serde_json::Value = serde_json::from_str(&json.stdout).unwrap();
    let board_of = |step: usize| -> String {
        let cells: Vec<String> = v["steps"][step]["board"]
            .as_array()
            .unwrap_or_else(|| panic!("step {step} has a board: {}", v["steps"][step]))
            .iter()
            .map(|c| c.to_string())
            .collect();
        cells
            .chunks(3)
            .map(|r| r.join(" "))
            .collect::<Vec<_>>()
            .join("/")
    };
    for (step, random_args) in [
        (1, vec!["--seed", "7", "--moves", "20"]),
        (3, vec!["--seed", "7", "--distance", "12"]),
        (4, vec!["--seed", "3", "--unsolvable", "--goal", "snail"]),
    ] {
        let mut args = vec!["random", "--size", "3x3"];
        args.extend(random_args);
        let r = common::run(&args);
        assert_eq!(r.code, 0, "{}", r.stderr);
        assert_eq!(
            board_of(step),
            r.stdout.trim(),
            "step {}: {args:?}",
            step + 1
        );
    }
}

/// A `say:` link is a link only to an `http(s):` or `mailto:` address or a
/// relative one (issue 34): `javascript:`, `data:` and `vbscript:` links,
/// an entity-hidden colon and a reference definition are shown as text in
/// the Markdown outputs, and no HTML output makes any of them a link.
#[test]
fn say_links_are_links_only_to_web_mail_and_relative_addresses() {
    let file = fixture("link-schemes.yaml");
    for args in [vec!["--format", "markdown"], vec!["--handout"]] {
        let mut all = vec!["lesson", "run", file.as_str(), "--no-pause"];
        all.extend(&args);
        let run = common::run(&all);
        let md = &run.stdout;
        assert!(md.contains("Never"), "{args:?}: {}", run.stderr);
        for kept in [
            "[the rules](https://example.org/rules)",
            "[us](mailto:ada@example.org)",
            "[lesson 2](02-solvable-or-not.html)",
            "![a picture](board.png)",
        ] {
            assert!(md.contains(kept), "{args:?}: {kept} lost:\n{md}");
        }
        for (raw, text) in [
            ("[this](javascript:", "\\[this\\](javascript:"),
            ("[that](JaVaScRiPt:", "\\[that\\](JaVaScRiPt:"),
            ("[that](data:", "!\\[that\\](data:"),
            ("[hidden](javascript&", "\\[hidden\\](javascript&amp;#58;"),
            ("\n[bad]: vbscript:", "\n\\[bad\\]: vbscript:"),
        ] {
            assert!(!md.contains(raw), "{args:?}: {raw} is a link:\n{md}");
            assert!(md.contains(text), "{args:?}: {text} not shown:\n{md}");
        }
    }
    for args in [
        vec!["--format", "html"],
        vec!["--format", "html", "--interactive"],
        vec!["--handout", "--format", "html"],
        vec!["--answer-key", "--format", "html"],
    ] {
        let mut all = vec!["lesson", "run", file.as_str(), "--no-pause"];
        all.extend(&args);
        let run = common::run(&all);
        assert_eq!(run.code, 0, "{args:?}: {}", run.stderr);
        let html = run.stdout.to_ascii_lowercase();
        // (The interactive page's own download link is a `data:text/plain`.)
        for bad in [
            "href=\"javascript",
            "href=\"data:image",
            "href=\"vbscript",
            "src=\"data:image/svg",
        ] {
            assert!(!html.contains(bad), "{args:?}: {bad}");
        }
    }
}
