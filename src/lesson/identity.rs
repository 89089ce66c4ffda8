//! A lesson's identity, what its answers files and its saved progress are
//! tied to: its name, the hash of its version, and for progress the place
//! of its file.
//!
//! The version hash covers what grading and progress depend on: the kind
//! of every step in order and every question's right answer. It is the
//! same in every language (a translation changes text only) and across a
//! change of wording; a step added, removed or moved, or a right answer
//! changed (a new board), changes it.

use super::Prepared;
use super::answers::LessonTag;
use super::ask::Question;
use super::load::Source;

/// FNV-1a (64 bits) over `parts`, each followed by a zero byte, in hex.
pub(crate) fn hash<'a>(parts: impl IntoIterator<Item = &'a str>) -> String {
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for part in parts {
        for b in part.bytes().chain([0]) {
            h ^= b as u64;
            h = h.wrapping_mul(0x0100_0000_01b3);
        }
    }
    format!("{h:016x}")
}

/// The lesson's version: its steps' kinds and its questions' answers.
pub fn version(p: &Prepared) -> String {
    let mut parts: Vec<String> = p.results.iter().map(|r| r.kind().to_string()).collect();
    for i in super::ask::questions(&p.results) {
        if let Some(q) = Question::of(&p.results[i]) {
            parts.push(format!("{i}:{}", q.answer()));
        }
    }
    hash(parts.iter().map(String::as_str))
}

/// The lesson an answers file written for `p` names.
pub fn tag(p: &Prepared) -> LessonTag {
    LessonTag {
        id: p.source.name.clone(),
        hash: version(p),
    }
}

/// Where a lesson's progress is kept: a built-in lesson by its name, a
/// lesson file by its folder's canonical path and its name (two `l.yaml`
/// in two folders are two lessons; `./l.yaml` and its full path are one;
/// a translation is the lesson it translates).
pub fn progress_key(source: &Source) -> String {
    if source.builtin {
        return source.name.clone();
    }
    let dir = source.dir.clone().unwrap_or_else(|| ".".into());
    let dir = std::fs::canonicalize(&dir).unwrap_or(dir);
    // The file's name (a translation has the name of its lesson).
    let name = std::path::Path::new(&source.file)
        .file_name()
        .map(|n| n.to_os_string())
        .unwrap_or_else(|| source.name.clone().into());
    dir.join(name).to_string_lossy().into_owned()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::Lang;
    use crate::lesson::prepare;

    #[test]
    fn the_version_is_the_same_in_every_language_and_names_the_lesson() {
        let of = |lang| {
            let s = Source::builtin("01-counting-inversions").unwrap();
            tag(&prepare(s.for_student(lang).unwrap(), lang).unwrap())
        };
        let en = of(Lang::EN);
        assert_eq!(en.id, "01-counting-inversions");
        assert_eq!(en.hash.len(), 16);
        assert_eq!(of(Lang::from_code("vi").unwrap()), en);
        assert_eq!(of(Lang::from_code("zh").unwrap()), en);
        let other =
            tag(&prepare(Source::builtin("02-solvable-or-not").unwrap(), Lang::EN).unwrap());
        assert_ne!(other.hash, en.hash);
    }

    #[test]
    fn two_files_of_the_same_name_in_two_folders_are_two_lessons() {
        let base = std::env::temp_dir().join(format!("npuzzle-identity-{}", std::process::id()));
        let (a, b) = (base.join("a"), base.join("b"));
        std::fs::create_dir_all(&a).unwrap();
        std::fs::create_dir_all(&b).unwrap();
        let text =
            "format_version: 1\ntitle: T\nsummary: S\nlevel: beginner\nsteps:\n  - say: hi\n";
        for d in [&a, &b] {
            std::fs::write(d.join("l.yaml"), text).unwrap();
        }
        let ka = progress_key(&Source::read(&a.join("l.yaml")).unwrap());
        let kb = progress_key(&Source::read(&b.join("l.yaml")).unwrap());
        assert_ne!(ka, kb);
        let again = progress_key(&Source::read(&a.join("../a/./l.yaml")).unwrap());
        assert_eq!(ka, again);
        let _ = std::fs::remove_dir_all(&base);
    }
}
