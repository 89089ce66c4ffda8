//! Every example line of every help page, in every language and at 40,
//! 60, 80 and 120 columns, is a shell line whose `npuzzle` commands the
//! binary's own parser accepts.

use super::*;
use crate::cli;

/// The paths of every command (clap's `help` command left out).
fn paths(cmd: &Command, path: &[String], out: &mut Vec<Vec<String>>) {
    out.push(path.to_vec());
    for sub in cmd.get_subcommands() {
        if sub.get_name() == "help" {
            continue;
        }
        let mut p = path.to_vec();
        p.push(sub.get_name().to_string());
        paths(sub, &p, out);
    }
}

/// The help page of `path` with `flag`, as the binary prints it at
/// `width` (`cmd` is [`lay_out`] of [`cli::command`]), without colour.
fn page(cmd: &Command, path: &[String], flag: &str) -> String {
    let mut args = vec!["npuzzle".to_string()];
    args.extend(path.iter().cloned());
    args.push(flag.to_string());
    match cmd.clone().try_get_matches_from(&args) {
        Err(e) if e.kind() == clap::error::ErrorKind::DisplayHelp => e.render().to_string(),
        other => panic!("{args:?} shows no help: {other:?}"),
    }
}

/// clap's own headings in `lang` (their indented lines are not examples).
fn clap_headings(lang: Lang) -> Vec<String> {
    [
        "help-heading-commands",
        "help-heading-arguments",
        "help-heading-options",
    ]
    .iter()
    .flat_map(|id| [i18n::message_in(lang, id, &[]), clap_english(id)])
    .collect()
}

fn clap_english(id: &str) -> String {
    i18n::message_in(Lang::EN, id, &[])
}

/// The lines of a page's example blocks: the indented lines under a line
/// that ends with a colon (`Examples:`, `Ví dụ:`, `示例：`, `Start with:`)
/// and is not one of clap's headings.
fn example_lines(page: &str, headings: &[String]) -> Vec<String> {
    let mut out = Vec::new();
    let mut in_block = false;
    for line in page.lines() {
        if line.starts_with("  ") && !line.trim().is_empty() {
            if in_block {
                out.push(line.to_string());
            }
            continue;
        }
        let heading = line.trim_end();
        in_block = (heading.ends_with(':') || heading.ends_with('：'))
            && !headings.iter().any(|h| h == heading);
    }
    out
}

/// Programs an example may pipe into or out of, besides npuzzle.
const OTHER_PROGRAMS: &[&str] = &["echo", "man", "dot"];

/// What is wrong with an example line as a shell line, if anything; the
/// npuzzle commands it runs are added to `commands`.
fn problem(line: &str, commands: &mut Vec<String>) -> Option<String> {
    let Some(words) = shlex::split(line) else {
        return Some("is not a shell line (an unclosed quote)".to_string());
    };
    if words.is_empty() {
        // A comment line.
        return None;
    }
    let mut runs = 0;
    for command in words.split(|w| ["|", "||", "&&", ";"].contains(&w.as_str())) {
        // Redirections and their files are the shell's.
        let mut args = Vec::new();
        let mut skip = false;
        for w in command {
            if skip {
                skip = false;
            } else if [">", ">>", "<", "2>"].contains(&w.as_str()) {
                skip = true;
            } else {
                args.push(w.clone());
            }
        }
        match args.first().map(String::as_str) {
            Some("npuzzle") => {
                if let Err(e) = cli::parse_from(&args) {
                    return Some(format!(
                        "does not parse: {}",
                        e.render().to_string().lines().next().unwrap_or("")
                    ));
                }
                runs += 1;
                commands.push(args.join(" "));
            }
            Some(program) if OTHER_PROGRAMS.contains(&program) => {}
            Some(program) => return Some(format!("runs `{program}`, not npuzzle")),
            None => return Some("has an empty command".to_string()),
        }
    }
    (runs == 0).then(|| "runs no npuzzle command".to_string())
}

#[test]
fn every_example_line_parses_at_every_width_in_every_language() {
    let mut report = Vec::new();
    let mut checked = 0;
    for &lang in Lang::all() {
        i18n::scoped(lang, || {
            let mut all = Vec::new();
            let mut built = cli::command();
            built.build();
            paths(&built, &[], &mut all);
            let headings = clap_headings(lang);
            // What each page runs, the same at every width.
            let mut runs: std::collections::BTreeMap<(Vec<String>, &str), Vec<String>> =
                Default::default();
            for width in [40, 60, 80, 120] {
                let cmd = lay_out(cli::command(), width);
                for path in &all {
                    for flag in ["-h", "--help"] {
                        let shown = page(&cmd, path, flag);
                        let mut commands = Vec::new();
                        for line in example_lines(&shown, &headings) {
                            checked += 1;
                            if let Some(p) = problem(&line, &mut commands) {
                                report.push(format!(
                                    "--lang {} {} {flag} at {width} columns: {line:?} {p}",
                                    lang.code(),
                                    path.join(" ")
                                ));
                            }
                        }
                        let before = runs.entry((path.clone(), flag)).or_insert(commands.clone());
                        if *before != commands {
                            report.push(format!(
                                "--lang {} {} {flag} at {width} columns runs {commands:?}, \
                                 not {before:?}",
                                lang.code(),
                                path.join(" ")
                            ));
                        }
                    }
                }
            }
            let examples: usize = runs.values().map(Vec::len).sum();
            assert!(
                examples > 150,
                "--lang {}: only {examples} example commands found",
                lang.code()
            );
        });
    }
    assert!(report.is_empty(), "{}", report.join("\n"));
    assert!(checked > 3000, "only {checked} example lines checked");
}

#[test]
fn a_long_comment_goes_under_its_command_as_comment_lines() {
    let line =
        "  npuzzle solvable \"1 2 3 4/5 6 7 8/9 10 11 12/13 15 14 0\"   # Sam Loyd's 14-15 puzzle";
    assert_eq!(text_at(line, 100), line);
    assert_eq!(
        text_at(line, 60),
        "  npuzzle solvable \"1 2 3 4/5 6 7 8/9 10 11 12/13 15 14 0\"\n    # Sam Loyd's 14-15 puzzle"
    );
    // Narrower than the command: the command stays whole.
    let at_40 = text_at(line, 40);
    assert_eq!(
        at_40.lines().next(),
        Some("  npuzzle solvable \"1 2 3 4/5 6 7 8/9 10 11 12/13 15 14 0\"")
    );
    for comment in at_40.lines().skip(1) {
        assert!(comment.starts_with("    # "), "{at_40}");
        assert!(wrap::display_width(comment) <= 40, "{at_40}");
    }
    // A comment aligned far from its command moves closer first.
    assert_eq!(
        text_at(
            "  npuzzle play                          # a random board",
            40
        ),
        "  npuzzle play  # a random board"
    );
    // A line that is all comment (a modeline) is kept whole.
    let modeline = "  # yaml-language-server: $schema=lesson.schema.json";
    assert_eq!(text_at(modeline, 40), modeline);
}

#[test]
fn prose_is_wrapped_as_clap_wraps_it() {
    let text = "Moves name the direction the blank travels (U, D, L, R). The path is not the shortest, only a checked one.";
    let laid = text_at(text, 40);
    assert!(laid.lines().count() > 2, "{laid}");
    for line in laid.lines() {
        assert!(wrap::display_width(line) <= 40, "{laid}");
    }
    assert_eq!(
        laid.split_whitespace().collect::<Vec<_>>(),
        text.split_whitespace().collect::<Vec<_>>()
    );
}
