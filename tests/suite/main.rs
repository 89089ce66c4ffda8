//! The integration tests: one test crate, one binary (issue 27). Each
//! module was a test file of its own (`tests/NAME.rs`, one binary each, each
//! compiling `common` and linking the library again); `cargo test --release
//! --test suite NAME::` runs one of them. `tests/move-into-suite.sh NAME`
//! folds a new `tests/NAME.rs` in, with its snapshots.

mod common;

mod answer_forms;
mod architecture;
mod banks;
mod batch_jobs;
mod board_lang;
mod bounds;
mod burmese;
mod class;
mod cli;
mod default_limits;
mod distribution;
mod docs;
mod engine;
mod every_command_lang;
mod explorer;
mod foundation;
mod foundation_properties;
mod frontier_pages;
mod fuzz;
mod gradebook;
mod grading;
mod help_lang;
mod hostile_yaml;
mod i18n;
mod instructor;
mod interrupt;
mod lab;
mod leaks;
mod lesson_export;
mod lesson_lang;
mod lesson_page;
mod lesson_step;
mod lessons;
mod lessons_lang;
mod narrow_tables;
mod one_reader;
mod optimal;
mod page_truth;
mod pages;
mod pages_lang;
mod parallel_ida;
mod paths;
mod pdb24;
mod pdb_cache;
mod pdb_lang;
mod pictures;
mod pipeline;
mod play;
mod play_lang;
mod play_practice;
mod progress;
mod qa;
mod qti;
mod random;
mod random_uniform;
mod reduce;
mod scorm;
mod search;
mod search_lang;
mod solve_pdb;
mod step_events;
mod step_pty;
mod step_view;
mod student;
mod terminal80;
mod terminal_guard;
mod trace;
mod translations;
mod variants;
mod written_files;
