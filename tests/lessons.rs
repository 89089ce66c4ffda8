//! Lessons: the built-in course passes its own checks, every lesson's
//! non-interactive run is snapshotted, broken lessons fail with their exact
//! error and exit code, and scripted answers are scored.

mod common;

use common::tmux::{self, Tmux};

use clap::Parser;
use npuzzle::cli::{Cli, Ctx, Outcome};
use npuzzle::render::Palette;

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
    assert_eq!(run.stdout.lines().count(), files.len());
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

#[test]
fn lesson_runs() {
    insta::glob!("../lessons", "*.yaml", |path| {
        let name = path.file_name().unwrap().to_str().unwrap();
        let file = format!("lessons/{name}");
        let args = ["lesson", "run", file.as_str(), "--no-pause"];
        insta::assert_snapshot!(common::transcript(&args));
    });
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
    // Two of the four answers are wrong: exit 1.
    assert_eq!(run.code, 1);
    assert!(
        run.stdout.ends_with("Score: 2 of 4 correct\n"),
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
    assert_eq!(v["score"]["correct"], 2);
    assert_eq!(v["score"]["total"], 4);
    assert_eq!(v["score"]["answers"][1]["given"], "14");
    assert_eq!(v["score"]["answers"][1]["correct"], false);
}

#[test]
fn the_template_passes_check() {
    let run = common::run(&["lesson", "new"]);
    assert_eq!(run.code, 0);
    let path = std::env::temp_dir().join(format!("npuzzle-template-{}.yaml", std::process::id()));
    std::fs::write(&path, &run.stdout).unwrap();
    let p = path.display().to_string();
    let check = common::run(&["lesson", "check", p.as_str()]);
    let _ = std::fs::remove_file(&path);
    assert_eq!(check.code, 0, "{}{}", check.stdout, check.stderr);
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

#[test]
fn markdown_handout() {
    let args = ["lesson", "run", "01", "--format", "markdown"];
    let run = common::run(&args);
    assert_eq!(run.code, 0);
    let answers = run.stdout.find("## Answers").expect("answers section");
    // Quiz answers come only at the end.
    assert!(!run.stdout[..answers].contains("**16**"));
    insta::assert_snapshot!(run.transcript(&args));
}

#[test]
fn unknown_lesson_name() {
    let args = ["lesson", "run", "no-such-lesson"];
    let run = common::run(&args);
    assert_eq!(run.code, 2);
    insta::assert_snapshot!(run.transcript(&args));
}

/// Drive the interactive step-through through the library, as a terminal
/// would: Enter for next, `b` for back, answers typed at the prompts.
fn interactive(args: &[&str], input: &str) -> (Outcome, String) {
    let mut argv = vec!["npuzzle"];
    argv.extend_from_slice(args);
    let cli = Cli::try_parse_from(argv).unwrap();
    let mut out = Vec::new();
    let mut err = Vec::new();
    let mut input = std::io::Cursor::new(input.as_bytes().to_vec());
    let outcome = {
        let mut ctx = Ctx {
            out: &mut out,
            err: &mut err,
            input: &mut input,
            palette: Palette::PLAIN,
            interactive: true,
        };
        npuzzle::cli::run(cli, &mut ctx).unwrap()
    };
    (outcome, String::from_utf8(out).unwrap())
}

#[test]
fn interactive_quiz_gives_the_hint_after_a_wrong_try() {
    // The template: section, say, inversions, quiz, solvable.
    let path =
        std::env::temp_dir().join(format!("npuzzle-interactive-{}.yaml", std::process::id()));
    std::fs::write(&path, npuzzle::cli::lesson::TEMPLATE).unwrap();
    let p = path.display().to_string();
    // Next, next, back, next, next, then "no" (wrong), "yes" (right), next.
    let (outcome, out) = interactive(&["lesson", "run", p.as_str()], "\n\nb\n\n\nno\nyes\n\n");
    let _ = std::fs::remove_file(&path);
    assert_eq!(outcome, Outcome::Success);
    assert_eq!(out.matches("--- step 2 of 5: say ---").count(), 2, "{out}");
    assert!(out.contains("Not quite.\nHint: For a width of 3"), "{out}");
    assert!(out.contains("Correct.\nAnswer: yes"), "{out}");
    assert!(out.contains("--- step 5 of 5: solvable ---"), "{out}");
    assert!(out.ends_with("First-try answers right: 0 of 1.\n"), "{out}");
}

#[test]
fn interactive_quit() {
    let (outcome, out) = interactive(&["lesson", "run", "01"], "\nq\n");
    assert_eq!(outcome, Outcome::Success);
    assert!(out.contains("--- step 2 of"));
    assert!(!out.contains("--- step 3 of"));
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
    std::fs::write(&path, npuzzle::cli::lesson::TEMPLATE).unwrap();
    let tmux = Tmux::start("lesson");
    tmux.line(&tmux::command(&format!("lesson run '{}'", path.display())));
    let first = tmux.wait_for("-- step 1 of 5 --");
    assert!(first.contains("--- step 1 of 5: section ---"));
    assert!(!first.contains("step 2 of 5: say"), "the first page waits");
    tmux.line("");
    tmux.wait_for("-- step 2 of 5 --");
    tmux.line("b");
    tmux.wait_for("Enter: next, b: back, q: quit > b");
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
    tmux.wait_for("Your answer (Enter to see it):");
    tmux.line("no");
    let hint = tmux.wait_for("Hint: For a width of 3");
    assert!(hint.contains("Not quite."));
    tmux.line("yes");
    tmux.wait_for("Correct.");
    tmux.wait_for("-- step 4 of 5 --");
    tmux.line("q");
    let end = tmux.wait_until("the exit code", |s| tmux::exit_code(s).is_some());
    let _ = std::fs::remove_file(&path);
    assert_eq!(tmux::exit_code(&end), Some(0), "{end}");
    assert!(
        !end.contains("step 5 of 5: solvable"),
        "quitting stops the lesson"
    );
}
