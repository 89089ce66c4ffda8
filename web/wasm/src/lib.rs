//! npuzzle's library compiled to WebAssembly: the mathematics of the
//! explorer page (`npuzzle explorer`) and the answer checks of the
//! interactive lesson pages (`lesson run --format html --interactive`,
//! `lesson export`, SCORM packages). Thin on purpose: JSON in, the
//! library's own data out (the same structures the commands' JSON
//! prints) with the renderers' words in the asked language.
//!
//! The module's interface is raw exports, read by the pages' small loader
//! (`web/page/loader.js`, shared by the explorer and the lesson pages):
//! - `npz_alloc(len) -> ptr` and `npz_free(ptr, len)`: a buffer for the
//!   request's UTF-8 bytes;
//! - `npz_call(ptr, len) -> ptr`: run one request (see [`call`]); the
//!   answer is at `ptr` as a little-endian `u32` length and the UTF-8 JSON
//!   after it, valid until the next call;
//! - `npz_panic() -> ptr`: after a trap, the panic's message, the same way.
//!
//! It imports `npuzzle.now_ms` (the library's clock, `npuzzle::clock`) and
//! `npuzzle.progress(expanded, generated)` (a search's counts while it
//! runs, see [`ops::search`]).
//!
//! A request is one JSON object with an `op`; a new kind of request is one
//! variant of [`Request`] and one function.

mod board_in;
mod ops;

use serde::Deserialize;
use std::cell::RefCell;

pub use board_in::BoardIn;

/// One request of the page.
#[derive(Debug, Deserialize)]
#[serde(tag = "op", rename_all = "kebab-case")]
pub enum Request {
    /// The languages of the catalogue: `[{code, name}]`.
    Langs,
    /// The page's own words (`i18n/LANG/explorer.ftl`) in `lang`.
    Words { lang: String },
    /// What `npuzzle explain --format json` gives (without the solution),
    /// and the renderers' words.
    Explain {
        lang: String,
        #[serde(flatten)]
        board: BoardIn,
    },
    /// What `npuzzle trace --format json` gives, the rows of the compact
    /// trace and its text.
    Trace {
        lang: String,
        #[serde(flatten)]
        board: BoardIn,
        moves: String,
    },
    /// One search of the teaching engine, recorded: `solve`'s counts,
    /// `tree`'s tree and the steps.
    Search {
        lang: String,
        #[serde(flatten)]
        board: BoardIn,
        #[serde(flatten)]
        rules: ops::search::Rules,
    },
    /// The next move of an optimal solution (as `play`'s hint).
    Hint {
        lang: String,
        #[serde(flatten)]
        board: BoardIn,
    },
    /// A lesson page's answer check: what the student typed (`text`) for
    /// the question whose check (`lesson::feedback::Check`, as the page
    /// embeds it) is `check`, judged by the stepper's checkers:
    /// `{result, message, board?, width?}` (`lesson::feedback::PageVerdict`).
    CheckAnswer {
        lang: String,
        check: npuzzle::lesson::feedback::Check,
        text: String,
    },
    /// A typed answer read as one of `lesson::forms`'s forms (`whole`,
    /// `numbers`, `yes-no`, `parity`, `tiles`, `node`, `board`, `moves`,
    /// `letters`): its canonical form, or null.
    ReadAnswer { form: String, text: String },
}

/// Run one request (its JSON text) and answer `{"ok": …}` or
/// `{"error": "one line"}`.
pub fn call(request: &str) -> String {
    let answer = serde_json::from_str::<Request>(request)
        .map_err(|e| format!("bad request: {e}"))
        .and_then(|r| ops::run(r).map_err(|e| e.to_string()));
    let value = match answer {
        Ok(v) => serde_json::json!({ "ok": v }),
        Err(e) => serde_json::json!({ "error": e }),
    };
    value.to_string()
}

thread_local! {
    /// The last answer: the length, then the bytes (read by the loader).
    static ANSWER: RefCell<Vec<u8>> = const { RefCell::new(Vec::new()) };
    /// The message of the last panic, kept for `npz_panic`.
    static PANIC: RefCell<String> = const { RefCell::new(String::new()) };
}

fn framed(text: &str) -> Vec<u8> {
    let mut v = Vec::with_capacity(text.len() + 4);
    v.extend_from_slice(&(text.len() as u32).to_le_bytes());
    v.extend_from_slice(text.as_bytes());
    v
}

/// A buffer of `len` bytes for the loader to write a request into.
#[unsafe(no_mangle)]
pub extern "C" fn npz_alloc(len: usize) -> *mut u8 {
    let mut v = Vec::<u8>::with_capacity(len.max(1));
    let p = v.as_mut_ptr();
    std::mem::forget(v);
    p
}

/// Give back a buffer of [`npz_alloc`].
///
/// # Safety
/// `ptr` and `len` are those of one earlier `npz_alloc`, freed once.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn npz_free(ptr: *mut u8, len: usize) {
    // SAFETY: the buffer came from `npz_alloc(len)` (the caller's promise).
    drop(unsafe { Vec::from_raw_parts(ptr, 0, len.max(1)) });
}

/// Run the request of `len` bytes at `ptr`; the answer is framed at the
/// returned pointer.
///
/// # Safety
/// `ptr` holds `len` initialised bytes (a buffer of [`npz_alloc`]).
#[unsafe(no_mangle)]
pub unsafe extern "C" fn npz_call(ptr: *const u8, len: usize) -> *const u8 {
    std::panic::set_hook(Box::new(|info| {
        PANIC.with(|p| *p.borrow_mut() = info.to_string());
    }));
    // SAFETY: the caller's promise.
    let bytes = unsafe { std::slice::from_raw_parts(ptr, len) };
    let text = match std::str::from_utf8(bytes) {
        Ok(t) => call(t),
        Err(e) => serde_json::json!({ "error": format!("bad request: {e}") }).to_string(),
    };
    ANSWER.with(|a| {
        *a.borrow_mut() = framed(&text);
        a.borrow().as_ptr()
    })
}

/// The last panic's message, framed as an answer.
#[unsafe(no_mangle)]
pub extern "C" fn npz_panic() -> *const u8 {
    let text = PANIC.with(|p| p.borrow().clone());
    ANSWER.with(|a| {
        *a.borrow_mut() = framed(&text);
        a.borrow().as_ptr()
    })
}

#[cfg(test)]
mod tests {
    use super::call;
    use serde_json::Value;

    fn ok(request: &str) -> Value {
        let v: Value = serde_json::from_str(&call(request)).unwrap();
        assert!(v.get("error").is_none(), "{request}: {v}");
        v["ok"].clone()
    }

    fn error(request: &str) -> String {
        let v: Value = serde_json::from_str(&call(request)).unwrap();
        v["error"]
            .as_str()
            .unwrap_or_else(|| panic!("{v}"))
            .to_string()
    }

    #[test]
    fn seed_004_under_the_seeds_rules() {
        let v = ok(
            r#"{"op":"search","lang":"en","board":"2 8 3/1 6 4/7 0 5","goal":"snail",
            "algo":"bfs","order":"LUDR","tree_search":true,"no_undo":true,"goal_test":"generation"}"#,
        );
        assert_eq!(v["solve"]["stats"]["expanded"], 26);
        assert_eq!(v["solve"]["stats"]["generated"], 46);
        assert_eq!(v["solve"]["moves"], "UULDR");
        assert_eq!(v["tree"]["drawn"], 47);
        assert!(v["svg"].as_str().unwrap().contains("data-node-id"));
        assert_eq!(v["steps"]["steps"].as_array().unwrap().len(), 26);
    }

    #[test]
    fn explain_gives_the_table_the_verdict_and_the_fix() {
        let v = ok(r#"{"op":"explain","lang":"en","board":"1 2 3/4 5 6/8 7 0"}"#);
        assert_eq!(v["inversions"]["inversions"], 1);
        assert_eq!(v["verdict"]["solvable"], false);
        assert_eq!(v["verdict"]["fix"]["tiles"], serde_json::json!([7, 8]));
        assert!(v["words"]["total"].as_str().unwrap().starts_with("Total: "));
        let vi = ok(r#"{"op":"explain","lang":"vi","board":"1 2 3/4 5 6/8 7 0"}"#);
        assert_eq!(vi["inversions"], v["inversions"]);
        assert_ne!(vi["words"]["verdict"], v["words"]["verdict"]);
    }

    #[test]
    fn trace_stops_at_a_move_that_cannot_be_made() {
        let v = ok(r#"{"op":"trace","lang":"en","board":"7 2 4/5 0 6/8 3 1","moves":"UUR"}"#);
        assert_eq!(v["trace"]["steps"].as_array().unwrap().len(), 1);
        assert!(v["words"]["stopped"].as_str().unwrap().contains("move 2"));
        assert_eq!(v["rows"].as_array().unwrap().len(), 3);
        let start = ok(r#"{"op":"trace","lang":"zh","board":"724506831","moves":""}"#);
        assert_eq!(start["trace"]["start"]["invariant"], 16);
    }

    #[test]
    fn the_hint_is_a_move_of_an_optimal_solution() {
        let v = ok(r#"{"op":"hint","lang":"en","board":"1 2 3/4 5 6/7 0 8"}"#);
        assert_eq!(v["move"], "R");
        assert_eq!(v["distance"]["exact"], 1);
        assert!(v["words"]["text"].as_str().unwrap().contains("tile 8"));
    }

    #[test]
    fn every_language_has_every_word() {
        let langs = ok(r#"{"op":"langs"}"#);
        for l in langs.as_array().unwrap() {
            let code = l["code"].as_str().unwrap();
            let words = ok(&format!(r#"{{"op":"words","lang":"{code}"}}"#));
            for id in super::ops::word_ids() {
                assert!(words[id].is_string(), "{code}: {id}");
                assert!(
                    npuzzle::i18n::has(super::ops::language(code).unwrap(), id),
                    "{code}: {id}"
                );
            }
            assert_eq!(words["algorithms"].as_array().unwrap().len(), 7);
        }
    }

    #[test]
    fn a_lesson_answer_is_judged_by_the_stepper_s_checker() {
        let check = r#"{"kind":"moves","width":3,"height":3,"board":[1,2,3,4,5,6,7,0,8],
            "goal":[1,2,3,4,5,6,7,8,0],"target":"goal","reached":[1,2,3,4,5,6,7,8,0]}"#;
        let ask = |lang: &str, text: &str| {
            ok(&format!(
                r#"{{"op":"check-answer","lang":"{lang}","check":{check},"text":{}}}"#,
                serde_json::to_string(text).unwrap()
            ))
        };
        let right = ask("en", "Ｒ");
        assert_eq!(right["result"], "right");
        assert_eq!(
            right["board"],
            serde_json::json!([1, 2, 3, 4, 5, 6, 7, 8, 0])
        );
        let wrong = ask("zh", "D");
        assert_eq!(wrong["result"], "wrong");
        assert_eq!(
            wrong["message"],
            "不太对。不合法：第 1 步（D）：空格已经在最下面一行。那一步之前的棋盘："
        );
        assert_eq!(ask("vi", "X")["result"], "malformed");
        let count = r#"{"kind":"count","by_tile":false,"counts":[0],"total":1,"width":2,
            "height":2,"board":[2,1,3,0],"goal":[1,2,3,0]}"#;
        let v = ok(&format!(
            r#"{{"op":"check-answer","lang":"my","check":{count},"text":"၁"}}"#
        ));
        assert_eq!(v["result"], "right");
        let read = ok(r#"{"op":"read-answer","form":"board","text":"1 2/3 _"}"#);
        assert_eq!(read, "2 1 2 3 0");
        let none = ok(r#"{"op":"read-answer","form":"whole","text":"3,"}"#);
        assert!(none.is_null());
    }

    #[test]
    fn bad_input_is_one_line() {
        for (req, says) in [
            (
                r#"{"op":"explain","lang":"en","board":"1 2 3/4 5"}"#,
                "board",
            ),
            (
                r#"{"op":"explain","lang":"xx","board":"123405678"}"#,
                "unknown language",
            ),
            (
                r#"{"op":"explain","lang":"en","board":"123405678","goal":"sideways"}"#,
                "unknown goal",
            ),
            (
                r#"{"op":"search","lang":"en","board":"123405678","algo":"dfs"}"#,
                "algorithm",
            ),
            (r#"{"op":"nothing"}"#, "bad request"),
            (
                r#"{"op":"read-answer","form":"essay","text":"1"}"#,
                "unknown answer form",
            ),
            (
                r#"{"op":"check-answer","lang":"en","check":{"kind":"quiz","read":"board","truth":"3 1 2"},"text":"1"}"#,
                "truth",
            ),
        ] {
            let e = error(req);
            assert!(e.contains(says) && !e.contains('\n'), "{req}: {e}");
        }
    }
}
