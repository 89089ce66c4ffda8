//! A short run of every target of the fuzzer (examples/fuzz.rs): a few
//! hundred seeded mutations each, no panic, the right error classes, no
//! case past its hang guard (a generous bound that only a hang reaches:
//! the work of every case is bounded by budgets, not by time). The long runs are documented in the issue
//! note; `cargo run --release --example fuzz -- --target T --cases N`
//! repeats them.

#[allow(dead_code)]
#[path = "../../examples/fuzz.rs"]
mod fuzzer;

fn short_run(target: &str, cases: u64) {
    let report = fuzzer::run_target(target, cases, 7).expect("a known target");
    assert_eq!(report.cases, cases);
    assert!(
        report.failures.is_empty(),
        "{target}: {} failures, first: {}",
        report.failures.len(),
        report.failures[0]
    );
}

#[test]
fn board_target() {
    short_run("board", 500);
}

#[test]
fn moves_target() {
    short_run("moves", 500);
}

#[test]
fn lesson_target() {
    short_run("lesson", 200);
}

#[test]
fn answers_target() {
    short_run("answers", 500);
}

#[test]
fn cache_target() {
    short_run("cache", 300);
}

#[test]
fn course_target() {
    short_run("course", 150);
}

#[test]
fn grade_target() {
    short_run("grade", 300);
}

#[test]
fn progress_target() {
    short_run("progress", 200);
}

#[test]
fn random_target() {
    short_run("random", 200);
}

#[test]
fn an_unknown_target_is_named() {
    let e = fuzzer::run_target("nope", 1, 1).unwrap_err();
    assert!(e.contains("unknown target `nope`"), "{e}");
}
