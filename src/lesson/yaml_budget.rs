//! The budget of every YAML file the tool reads (a lesson, a translation,
//! `course.yaml`), counted on the parser's own events before serde_yaml
//! builds anything.
//!
//! A YAML alias (`*name`) repeats the node its anchor (`&name`) marks, so
//! a small file can stand for an enormous value (an "alias bomb": 40
//! aliases over 4 levels repeat a 30,000-item list 10,000 times). A text
//! scan cannot count aliases or nesting reliably (quotes, tabs, block
//! scalars and flow collections each change what a `*` or a `[` is), so
//! this pass runs libyaml's event parser, the very parser serde_yaml 0.9
//! runs (`unsafe-libyaml`, the same crate and version), and counts on its
//! events: the aliases, the nodes and bytes of text they repeat, and the
//! depth of nesting, including the depth an alias reaches through its
//! anchor. It stops at the first event over a limit, so a file nested
//! 100,000 levels deep costs no more than one nested 25 levels (libyaml
//! scans each token against every open level: parsing such a file whole
//! took over a minute). Memory is bounded by the file: one small record per
//! anchor and per open collection.
//!
//! serde_yaml 0.9 does not expose its events, so the parser is driven
//! here through its C-style interface; the unsafe code is confined to
//! [`Events`].

use std::collections::HashMap;

/// The limits of a YAML file: what a lesson needs is far below each.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Limits {
    /// Most aliases (`*name`) in a file.
    pub(crate) aliases: usize,
    /// Deepest nesting of collections, counted through aliases too.
    pub(crate) depth: usize,
    /// Most nodes the aliases repeat, in all.
    pub(crate) alias_nodes: u64,
    /// Most bytes of text the aliases repeat, in all.
    pub(crate) alias_bytes: u64,
}

/// The budget of every YAML file the tool reads. A lesson nests about 6
/// levels deep and needs no alias; a few are allowed for an author who
/// reuses a board.
pub(crate) const LIMITS: Limits = Limits {
    aliases: 64,
    depth: 24,
    alias_nodes: 10_000,
    alias_bytes: 1 << 20,
};

/// Why a file was refused, and where (1-based line and column).
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Refusal {
    pub(crate) line: usize,
    pub(crate) column: usize,
    pub(crate) message: crate::i18n::Msg,
}

/// What reading a YAML file through the budget can end with.
#[derive(Debug)]
pub(crate) enum Refused {
    /// Over the budget: refused before serde_yaml read it.
    Budget(Refusal),
    /// serde_yaml's own error (syntax, type, unknown field…).
    Yaml(serde_yaml::Error),
}

/// `serde_yaml::from_str`, after [`check`].
pub(crate) fn from_str<T: serde::de::DeserializeOwned>(text: &str) -> Result<T, Refused> {
    check(text).map_err(Refused::Budget)?;
    serde_yaml::from_str(text).map_err(Refused::Yaml)
}

/// Check `text` against [`LIMITS`].
pub(crate) fn check(text: &str) -> Result<(), Refusal> {
    check_with(text, &LIMITS)
}

/// The size of a node as its aliases would repeat it.
#[derive(Debug, Clone, Copy, Default)]
struct Size {
    /// Nodes, itself included.
    nodes: u64,
    /// Bytes of scalar text.
    bytes: u64,
    /// Levels of collections (0 for a scalar).
    height: usize,
}

impl Size {
    fn add(&mut self, child: Size) {
        self.nodes = self.nodes.saturating_add(child.nodes);
        self.bytes = self.bytes.saturating_add(child.bytes);
        self.height = self.height.max(child.height + 1);
    }
}

/// An open collection.
struct Open {
    anchor: Option<Vec<u8>>,
    size: Size,
}

/// What an anchor marks: a node still open (an alias to it would repeat
/// itself without end) or closed, with its size.
#[derive(Clone, Copy)]
enum Anchored {
    Open,
    Closed(Size),
}

/// Check `text` against `limits`. A syntax error is not a refusal here:
/// everything before it was counted, and serde_yaml, which reads nothing
/// past it, reports it with its own message.
pub(crate) fn check_with(text: &str, limits: &Limits) -> Result<(), Refusal> {
    let mut events = Events::new(text.as_bytes());
    let mut stack: Vec<Open> = Vec::new();
    let mut anchors: HashMap<Vec<u8>, Anchored> = HashMap::new();
    let (mut aliases, mut alias_nodes, mut alias_bytes) = (0usize, 0u64, 0u64);
    while let Some(event) = events.next() {
        let refuse = |message: crate::i18n::Msg| Refusal {
            line: event.line + 1,
            column: event.column + 1,
            message,
        };
        // A node defined here: its anchor must be new in the document
        // (serde_yaml numbers anchors by how many names it has seen, so a
        // redefined name can make an alias repeat another node).
        let define = |anchors: &mut HashMap<Vec<u8>, Anchored>, anchor: &Option<Vec<u8>>| {
            if let Some(a) = anchor
                && anchors.insert(a.clone(), Anchored::Open).is_some()
            {
                return Err(refuse(crate::msg!(
                    "lessonfile-anchor-twice",
                    anchor = shown(a)
                )));
            }
            Ok(())
        };
        let node = match event.kind {
            Kind::DocumentStart => {
                // serde_yaml knows the anchors of one document at a time.
                anchors.clear();
                continue;
            }
            Kind::Other => continue,
            Kind::CollectionStart(anchor) => {
                define(&mut anchors, &anchor)?;
                if stack.len() >= limits.depth {
                    return Err(refuse(crate::msg!(
                        "lessonfile-too-deep",
                        depth = limits.depth
                    )));
                }
                stack.push(Open {
                    anchor,
                    size: Size {
                        nodes: 1,
                        bytes: 0,
                        height: 0,
                    },
                });
                continue;
            }
            Kind::CollectionEnd => {
                let Some(open) = stack.pop() else { continue };
                if let Some(a) = open.anchor {
                    anchors.insert(a, Anchored::Closed(open.size));
                }
                open.size
            }
            Kind::Scalar { anchor, bytes } => {
                define(&mut anchors, &anchor)?;
                let size = Size {
                    nodes: 1,
                    bytes,
                    height: 0,
                };
                if let Some(a) = anchor {
                    anchors.insert(a, Anchored::Closed(size));
                }
                size
            }
            Kind::Alias(name) => {
                aliases += 1;
                if aliases > limits.aliases {
                    return Err(refuse(crate::msg!(
                        "lessonfile-too-many-aliases",
                        aliases = limits.aliases
                    )));
                }
                let size = match anchors.get(&name) {
                    Some(Anchored::Closed(size)) => *size,
                    Some(Anchored::Open) => {
                        return Err(refuse(crate::msg!(
                            "lessonfile-alias-inside",
                            alias = shown(&name)
                        )));
                    }
                    // serde_yaml refuses an unknown anchor itself.
                    None => Size {
                        nodes: 1,
                        ..Size::default()
                    },
                };
                alias_nodes = alias_nodes.saturating_add(size.nodes);
                alias_bytes = alias_bytes.saturating_add(size.bytes);
                if alias_nodes > limits.alias_nodes {
                    return Err(refuse(crate::msg!(
                        "lessonfile-alias-nodes",
                        nodes = limits.alias_nodes
                    )));
                }
                if alias_bytes > limits.alias_bytes {
                    return Err(refuse(crate::msg!(
                        "lessonfile-alias-bytes",
                        kib = limits.alias_bytes / 1024
                    )));
                }
                if stack.len() + size.height > limits.depth {
                    return Err(refuse(crate::msg!(
                        "lessonfile-alias-too-deep",
                        alias = shown(&name),
                        depth = limits.depth
                    )));
                }
                size
            }
        };
        if let Some(parent) = stack.last_mut() {
            parent.size.add(node);
        }
    }
    Ok(())
}

/// An anchor's name as a message shows it (escaped, cut if long).
fn shown(name: &[u8]) -> String {
    crate::parse::shown_text(&String::from_utf8_lossy(name))
}

/// The events the budget looks at.
#[derive(Debug, PartialEq, Eq)]
enum Kind {
    DocumentStart,
    /// A sequence or a mapping opens, with its anchor.
    CollectionStart(Option<Vec<u8>>),
    CollectionEnd,
    Scalar {
        anchor: Option<Vec<u8>>,
        bytes: u64,
    },
    Alias(Vec<u8>),
    Other,
}

#[derive(Debug)]
struct Event {
    kind: Kind,
    /// 0-based, as libyaml counts.
    line: usize,
    column: usize,
}

/// libyaml's event parser over a borrowed text, ended by its first error
/// or the end of the stream.
struct Events<'a> {
    /// Boxed so that it never moves: libyaml keeps a pointer to the parser
    /// inside itself (its string reader's state).
    parser: Box<std::mem::MaybeUninit<unsafe_libyaml::yaml_parser_t>>,
    /// The parser reads these bytes: they outlive it.
    _input: &'a [u8],
    done: bool,
}

impl<'a> Events<'a> {
    fn new(input: &'a [u8]) -> Events<'a> {
        let mut parser = Box::new(std::mem::MaybeUninit::<unsafe_libyaml::yaml_parser_t>::uninit());
        // SAFETY: `yaml_parser_initialize` fills the whole struct (it
        // zeroes it first); the input is borrowed for the parser's life
        // and the parser does not move (boxed).
        unsafe {
            let p = parser.as_mut_ptr();
            if unsafe_libyaml::yaml_parser_initialize(p).fail {
                // Only an allocation failure, which Rust would abort on.
                std::process::abort();
            }
            unsafe_libyaml::yaml_parser_set_encoding(p, unsafe_libyaml::YAML_UTF8_ENCODING);
            unsafe_libyaml::yaml_parser_set_input_string(p, input.as_ptr(), input.len() as u64);
        }
        Events {
            parser,
            _input: input,
            done: false,
        }
    }

    fn next(&mut self) -> Option<Event> {
        if self.done {
            return None;
        }
        let mut event = std::mem::MaybeUninit::<unsafe_libyaml::yaml_event_t>::uninit();
        // SAFETY: the parser was initialized in `new` and has not failed
        // (after a failure `done` is set); `yaml_parser_parse`
        // fills `event` when it succeeds (and leaves nothing to free when
        // it fails); the event's pointers are read before it is deleted,
        // and the anchors are copied out.
        unsafe {
            let p = self.parser.as_mut_ptr();
            if unsafe_libyaml::yaml_parser_parse(p, event.as_mut_ptr()).fail {
                self.done = true;
                return None;
            }
            let e = event.as_mut_ptr();
            let anchor = |ptr: *const u8| {
                (!ptr.is_null()).then(|| std::ffi::CStr::from_ptr(ptr.cast()).to_bytes().to_vec())
            };
            let kind = match (*e).type_ {
                unsafe_libyaml::YAML_DOCUMENT_START_EVENT => Kind::DocumentStart,
                unsafe_libyaml::YAML_SEQUENCE_START_EVENT => {
                    Kind::CollectionStart(anchor((*e).data.sequence_start.anchor))
                }
                unsafe_libyaml::YAML_MAPPING_START_EVENT => {
                    Kind::CollectionStart(anchor((*e).data.mapping_start.anchor))
                }
                unsafe_libyaml::YAML_SEQUENCE_END_EVENT
                | unsafe_libyaml::YAML_MAPPING_END_EVENT => Kind::CollectionEnd,
                unsafe_libyaml::YAML_SCALAR_EVENT => Kind::Scalar {
                    anchor: anchor((*e).data.scalar.anchor),
                    bytes: (*e).data.scalar.length,
                },
                unsafe_libyaml::YAML_ALIAS_EVENT => {
                    Kind::Alias(anchor((*e).data.alias.anchor).unwrap_or_default())
                }
                unsafe_libyaml::YAML_STREAM_END_EVENT => {
                    self.done = true;
                    Kind::Other
                }
                _ => Kind::Other,
            };
            let mark = (*e).start_mark;
            unsafe_libyaml::yaml_event_delete(e);
            Some(Event {
                kind,
                line: mark.line as usize,
                column: mark.column as usize,
            })
        }
    }
}

impl Drop for Events<'_> {
    fn drop(&mut self) {
        // SAFETY: initialized in `new`, deleted once.
        unsafe { unsafe_libyaml::yaml_parser_delete(self.parser.as_mut_ptr()) }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn refusal(text: &str) -> String {
        let r = check(text).unwrap_err();
        format!("{}:{}: {}", r.line, r.column, r.message.english())
    }

    /// `levels` anchors, each a list of `fan` aliases of the one before,
    /// over a first list of `width` scalars; `sep` goes before each alias.
    fn bomb(width: usize, levels: usize, fan: usize, sep: &str) -> String {
        let mut t = format!("a0: &a0 [{}]\n", vec!["x"; width].join(","));
        for i in 1..=levels {
            let items = vec![format!("{sep}*a{}", i - 1); fan].join(",");
            t.push_str(&format!("a{i}: &a{i} [{items}]\n"));
        }
        t
    }

    #[test]
    fn the_built_in_lessons_are_far_within_the_budget() {
        let tight = Limits {
            aliases: 0,
            depth: 8,
            alias_nodes: 0,
            alias_bytes: 0,
        };
        let texts = crate::lesson::builtin::LESSONS
            .iter()
            .map(|(n, t)| (*n, *t));
        let translations = crate::lesson::builtin::TRANSLATIONS
            .iter()
            .map(|(n, _, t)| (*n, *t));
        for (name, text) in texts.chain(translations) {
            assert_eq!(check_with(text, &tight), Ok(()), "{name}");
        }
    }

    #[test]
    fn a_plain_file_passes() {
        assert_eq!(check("a: [1, 2, {b: c}]\nd: |\n  *e [[[\n"), Ok(()));
        assert_eq!(check(""), Ok(()));
        // A few aliases of a board are allowed.
        assert_eq!(check("b: &b \"1 2/3 0\"\nc: *b\nd: [*b, *b]\n"), Ok(()));
    }

    #[test]
    fn too_many_aliases_are_counted_on_events() {
        // Forty aliases repeating 30,000 scalars over four levels.
        assert_eq!(
            refusal(&bomb(30_000, 4, 10, " ")),
            "2:11: refused: YAML aliases repeat more than 10000 nodes (an alias bomb?)"
        );
        // A tab before `*`, or a quote earlier on the line, hid aliases
        // from the old text scan; the parser sees them all.
        for sep in ["\t", "a'b, ", "\"x\", "] {
            let e = refusal(&bomb(1, 1, 70, sep));
            assert!(e.contains("more than 64 YAML aliases"), "{sep:?}: {e}");
        }
    }

    #[test]
    fn repeated_text_is_counted() {
        let big = "y".repeat(30_000);
        let t = format!("s: &s {big}\nl: [{}]\n", vec!["*s"; 40].join(", "));
        assert_eq!(
            refusal(&t),
            "2:141: refused: YAML aliases repeat more than 1024 KiB of text (an alias bomb?)"
        );
    }

    #[test]
    fn depth_is_counted_on_events_and_through_aliases() {
        let n = 100_000;
        let t = format!("k: [a', {}{}]\n", "[".repeat(n), "]".repeat(n));
        assert_eq!(
            refusal(&t),
            "1:31: refused: nested too deeply (more than 24 levels)"
        );
        // Block nesting counts too.
        let mut t = String::new();
        for i in 0..30 {
            t.push_str(&format!("{}k{i}:\n", "  ".repeat(i)));
        }
        assert!(refusal(&t).starts_with("25:49: refused: nested too deeply"));
        // 20 levels of anchor, aliased 10 levels deep.
        let t = format!(
            "a: &a {}x{}\nb: {}*a{}\n",
            "[".repeat(20),
            "]".repeat(20),
            "[".repeat(10),
            "]".repeat(10)
        );
        assert_eq!(
            refusal(&t),
            "2:14: refused: nested too deeply through the alias *a (more than 24 levels)"
        );
    }

    #[test]
    fn anchors_that_make_aliases_ambiguous_are_refused() {
        assert_eq!(
            refusal("a: &x 1\nb: &x [2]\nc: *x\n"),
            "2:4: refused: the YAML anchor &x is defined twice"
        );
        assert_eq!(
            refusal("a: &x [1, *x]\n"),
            "1:11: refused: the YAML alias *x is inside its own anchor (it would repeat without end)"
        );
        // Each document has its own anchors, as serde_yaml reads them.
        assert_eq!(check("--- &x 1\n--- &x 2\n"), Ok(()));
    }

    #[test]
    fn a_syntax_error_is_left_to_serde_yaml() {
        assert_eq!(check("a: [1, 2\nb: &"), Ok(()));
        let r: Result<serde_yaml::Value, _> = from_str("a: [1, 2\nb: &");
        assert!(matches!(r, Err(Refused::Yaml(_))));
    }
}
