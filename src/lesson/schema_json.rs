//! The JSON Schema of the lesson format, generated from the serde types of
//! `schema` (schemars reads their fields, serde attributes and `///`
//! comments), so the schema an editor uses cannot drift from what npuzzle
//! reads. The types that read text themselves (boards, goals, move strings,
//! names) describe themselves here.
//!
//! `npuzzle lesson schema` prints it; the copy shipped for editors is
//! `lessons/lesson.schema.json`, regenerated with
//! `npuzzle lesson schema > lessons/lesson.schema.json` (a test fails when
//! the two differ).

use super::schema::{
    AlgoName, AnswerValue, BoardRef, BoardText, FormatVersion, GoalRef, HeuristicName, Lesson,
    Moves, OrderText, RandomBoard, SizeText,
};
use schemars::{JsonSchema, Schema, SchemaGenerator, json_schema};
use serde_json::{Map, Value};
use std::borrow::Cow;

/// Where the shipped schema lives in the repository, for the modeline of
/// `lesson new` and the `$id`.
pub(crate) const SCHEMA_URL: &str = "lesson.schema.json";

const BOARD: &str = "A board: rows separated by `/` (`7 2 4/5 0 6/8 3 1`), or all the tiles of a square board on one line (`724506831`); 0, `_` or `.` is the blank. `@FILE` reads it from a file next to the lesson; `{random: {size: 3x3, seed: 7, moves: 20}}` draws a seeded random board as `npuzzle random` does (`moves:` a random walk, `distance:` an exact optimal distance, neither: uniform; `unsolvable: true` for the other class).";

impl JsonSchema for FormatVersion {
    fn schema_name() -> Cow<'static, str> {
        "FormatVersion".into()
    }
    fn json_schema(_: &mut SchemaGenerator) -> Schema {
        json_schema!({
            "description": "The lesson format this file is written in: 1.",
            "const": super::schema::FORMAT_VERSION
        })
    }
}

impl JsonSchema for BoardRef {
    fn schema_name() -> Cow<'static, str> {
        "Board".into()
    }
    fn json_schema(g: &mut SchemaGenerator) -> Schema {
        let mut random = g.subschema_for::<RandomBoard>();
        random.insert(
            "description".into(),
            "A board drawn by `npuzzle random`'s generator with a fixed seed.".into(),
        );
        json_schema!({
            "description": BOARD,
            "anyOf": [
                { "type": ["string", "integer"] },
                {
                    "type": "object",
                    "properties": { "random": random },
                    "required": ["random"],
                    "additionalProperties": false
                }
            ]
        })
    }
}

impl JsonSchema for SizeText {
    fn schema_name() -> Cow<'static, str> {
        "Size".into()
    }
    fn json_schema(_: &mut SchemaGenerator) -> Schema {
        json_schema!({
            "description": "A board size, WxH (`3x3`, `4x3`), or one number for a square board.",
            "type": ["string", "integer"]
        })
    }
}

impl JsonSchema for BoardText {
    fn schema_name() -> Cow<'static, str> {
        "BoardText".into()
    }
    fn json_schema(_: &mut SchemaGenerator) -> Schema {
        json_schema!({
            "description": "A board, rows separated by `/` (`1 2 3/4 5 6/7 8 0`).",
            "type": ["string", "integer"]
        })
    }
}

impl JsonSchema for GoalRef {
    fn schema_name() -> Cow<'static, str> {
        "Goal".into()
    }
    fn json_schema(_: &mut SchemaGenerator) -> Schema {
        json_schema!({
            "description": "The goal: `blank-last` (the default), `blank-first` (AIMA's), `snail`, a board, or `@FILE`.",
            "anyOf": [
                { "enum": ["blank-last", "blank-first", "snail", "last", "first", "aima", "korf", "spiral", "default"] },
                { "type": ["string", "integer"] }
            ]
        })
    }
}

impl JsonSchema for Moves {
    fn schema_name() -> Cow<'static, str> {
        "Moves".into()
    }
    fn json_schema(_: &mut SchemaGenerator) -> Schema {
        json_schema!({
            "description": "Moves as the directions the blank travels: U, D, L, R (spaces and commas are ignored).",
            "type": "string",
            "pattern": "^[UDLRudlr ,]*$"
        })
    }
}

impl JsonSchema for AlgoName {
    fn schema_name() -> Cow<'static, str> {
        "Algorithm".into()
    }
    fn json_schema(_: &mut SchemaGenerator) -> Schema {
        let mut names: Vec<&str> = crate::search::Algorithm::ALL
            .iter()
            .map(|a| a.name())
            .collect();
        names.extend([
            "a*",
            "a-star",
            "ida*",
            "ida-star",
            "best-first",
            "bidirectional",
        ]);
        json_schema!({
            "description": "A search algorithm: bfs, ids, ordered (best-first), greedy, astar, idastar or bidir.",
            "enum": names
        })
    }
}

impl JsonSchema for HeuristicName {
    fn schema_name() -> Cow<'static, str> {
        "Heuristic".into()
    }
    fn json_schema(_: &mut SchemaGenerator) -> Schema {
        let mut names: Vec<String> = crate::heuristics::Heuristic::ALL
            .iter()
            .map(|h| h.name().to_string())
            .collect();
        names.extend((1..=6).map(|i| format!("h{i}")));
        names.extend(["row-col", "lc", "linear"].map(String::from));
        json_schema!({
            "description": "A heuristic by name, or its label h1..h6 (the six heuristics of a Vietnamese university report).",
            "enum": names
        })
    }
}

impl JsonSchema for OrderText {
    fn schema_name() -> Cow<'static, str> {
        "MoveOrder".into()
    }
    fn json_schema(_: &mut SchemaGenerator) -> Schema {
        json_schema!({
            "description": "The order blank moves are tried: the four letters U, D, L, R once each (`LUDR`).",
            "type": "string"
        })
    }
}

impl JsonSchema for AnswerValue {
    fn schema_name() -> Cow<'static, str> {
        "Answer".into()
    }
    fn json_schema(_: &mut SchemaGenerator) -> Schema {
        json_schema!({
            "description": "The right answer, of the quiz's `type`: a number, yes or no (or true/false), a board, or a move string.",
            "type": ["string", "integer", "boolean"]
        })
    }
}

/// Descriptions of the fields many steps share, for those written without
/// a `///` comment of their own.
const SHARED: &[(&str, &str)] = &[
    (
        "id",
        "A name for this step, unique in the lesson, so that a quiz's `truth` can use its values.",
    ),
    ("title", "A heading shown above the step."),
    ("text", "Text shown before the step's result."),
    ("board", BOARD),
    (
        "goal",
        "The goal: `blank-last` (the default), `blank-first` (AIMA's), `snail`, a board, or `@FILE`.",
    ),
    (
        "expect",
        "Values the step must compute; `lesson check` verifies every one and a false one fails the lesson.",
    ),
    ("from", "The board the path starts from."),
    ("to", "The board the path must reach."),
    ("algo", "The search algorithm."),
    ("algos", "The search algorithms, side by side."),
    ("heuristic", "The heuristic of the informed searches."),
    ("heuristics", "Which heuristics."),
    ("order", "The order blank moves are tried (`LUDR`)."),
    (
        "tree_search",
        "Search without remembering visited boards (a tree search).",
    ),
    (
        "no_undo",
        "Never generate the move that undoes the previous one.",
    ),
    (
        "goal_test",
        "When the goal is recognised: on `generation` or on `expansion`.",
    ),
    (
        "ties",
        "How equal priorities are broken: `fifo` or `low-h`.",
    ),
    (
        "max_nodes",
        "Stop the search after this many generated nodes (default 1,000,000, at most 5,000,000).",
    ),
    (
        "moves",
        "Moves as the directions the blank travels: U, D, L, R.",
    ),
    ("compact", "Boards on one line instead of grids."),
    ("size", "A board size, `WxH` (`3x3`, `2x4`)."),
    ("question", "The question asked."),
    (
        "type",
        "What the answer is: `number`, `yes-no`, `board` or `moves`.",
    ),
    ("answer", "The right answer, checked against `truth`."),
    (
        "truth",
        "Where the truth comes from: a step's `id` and one of its fields.",
    ),
    ("step", "The `id` of the step whose value is the truth."),
    (
        "field",
        "The name of the value of that step (as under its `expect:`).",
    ),
    ("hint", "Shown after a wrong first answer."),
    ("explanation", "Shown with the answer."),
    (
        "level",
        "Who the lesson is for: beginner, intermediate or advanced.",
    ),
    (
        "steps",
        "The steps, in order: each a map with one key, the step's kind.",
    ),
    ("summary", "One or two sentences: what the student learns."),
    (
        "format_version",
        "The lesson format this file is written in: 1.",
    ),
];

/// The description of a field with none: a shared one, or one made from
/// the name of an `expect:` value.
fn describe(name: &str, in_expect: bool) -> String {
    if let Some((_, d)) = SHARED.iter().find(|(n, _)| *n == name)
        && (!in_expect || !matches!(name, "board" | "goal" | "moves"))
    {
        return (*d).to_string();
    }
    let words = name.replace(['_', '-'], " ");
    if in_expect {
        format!("The claimed {words}, checked against what the step computes.")
    } else {
        format!("The step's {words}.")
    }
}

/// Fill in the missing description of every property, recursively.
fn fill(value: &mut Value, in_expect: bool) {
    match value {
        Value::Object(map) => {
            if let Some(Value::Object(props)) = map.get_mut("properties") {
                for (name, prop) in props.iter_mut() {
                    if let Value::Object(p) = prop
                        && !p.contains_key("description")
                    {
                        p.insert(
                            "description".into(),
                            Value::String(describe(name, in_expect)),
                        );
                    }
                    fill(prop, in_expect);
                }
            }
            for (k, v) in map.iter_mut() {
                if k != "properties" {
                    fill(v, in_expect);
                }
            }
        }
        Value::Array(items) => items.iter_mut().for_each(|v| fill(v, in_expect)),
        _ => {}
    }
}

/// The JSON Schema of a lesson file, every field described.
pub fn lesson_schema() -> Value {
    let schema = schemars::generate::SchemaSettings::draft07()
        .into_generator()
        .into_root_schema_for::<Lesson>();
    let mut value = schema.to_value();
    // A step's one key is described by its kind's description.
    if let Some(Value::Array(kinds)) = value.pointer_mut("/definitions/Step/oneOf") {
        for kind in kinds {
            let d = kind.get("description").cloned();
            if let (Some(d), Some(Value::Object(props))) = (d, kind.get_mut("properties")) {
                for prop in props.values_mut() {
                    if let Value::Object(p) = prop {
                        p.insert("description".into(), d.clone());
                    }
                }
            }
        }
    }
    // serde aliases are not in schemars' view: `h1`..`h6` name the same
    // claims as the Vietnamese university report's heuristics.
    if let Some(Value::Object(props)) =
        value.pointer_mut("/definitions/HeuristicsExpect/properties")
    {
        let seed = [
            "misplaced",
            "manhattan",
            "euclidean",
            "rowcol",
            "linear-conflict",
            "seed-h6",
        ];
        for (i, name) in seed.iter().enumerate() {
            if let Some(Value::Object(p)) = props.get(*name).cloned() {
                let mut p = p;
                p.insert(
                    "description".into(),
                    Value::String(format!(
                        "The Vietnamese university report's label for `{name}`."
                    )),
                );
                props.insert(format!("h{}", i + 1), Value::Object(p));
            }
        }
    }
    // Definitions of `expect:` blocks describe claims; the rest, fields.
    if let Some(Value::Object(defs)) = value.get_mut("definitions") {
        for (name, def) in defs.iter_mut() {
            fill(def, name.ends_with("Expect"));
        }
    }
    fill(&mut value, false);
    if let Value::Object(map) = &mut value {
        let mut head = Map::new();
        head.insert(
            "$schema".into(),
            Value::String("http://json-schema.org/draft-07/schema#".into()),
        );
        head.insert("$id".into(), Value::String(SCHEMA_URL.into()));
        head.insert("title".into(), Value::String("npuzzle lesson".into()));
        head.insert(
            "description".into(),
            Value::String(
                "A lesson of npuzzle (the sliding-tile puzzle explorer): YAML that an instructor writes and `npuzzle lesson check` verifies. Generated by `npuzzle lesson schema`; the format is documented in lessons/README.md.".into(),
            ),
        );
        for (k, v) in std::mem::take(map) {
            if !head.contains_key(&k) {
                head.insert(k, v);
            }
        }
        *map = head;
    }
    value
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every property of every definition has a description.
    fn undescribed(value: &Value, path: &str, out: &mut Vec<String>) {
        match value {
            Value::Object(map) => {
                if let Some(Value::Object(props)) = map.get("properties") {
                    for (name, prop) in props {
                        let d = prop.get("description").and_then(Value::as_str);
                        if d.is_none_or(|d| d.trim().is_empty()) {
                            out.push(format!("{path}.{name}"));
                        }
                    }
                }
                for (k, v) in map {
                    undescribed(v, &format!("{path}.{k}"), out);
                }
            }
            Value::Array(items) => {
                for (i, v) in items.iter().enumerate() {
                    undescribed(v, &format!("{path}[{i}]"), out);
                }
            }
            _ => {}
        }
    }

    #[test]
    fn every_field_is_described() {
        let mut missing = Vec::new();
        undescribed(&lesson_schema(), "", &mut missing);
        assert!(
            missing.is_empty(),
            "fields without a description: {missing:?}"
        );
    }

    #[test]
    fn every_step_kind_is_in_the_schema() {
        let text = lesson_schema().to_string();
        for kind in super::super::schema::KINDS {
            assert!(text.contains(&format!("\"{kind}\"")), "{kind}");
        }
    }
}
