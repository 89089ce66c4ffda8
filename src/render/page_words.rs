//! The words the lesson pages and handouts share (Markdown and HTML alike),
//! in the current language (`i18n/LANG/pages.ftl`): a lesson's level, a
//! parity, a hint's label, the form of an answer. The lesson file's own
//! values (`beginner`, `even` in JSON) are never translated: only these
//! words are.

use crate::lesson::schema::Level;
use crate::parity::Parity;

/// A lesson's level as the student reads it.
pub(crate) fn level(l: Level, lang: crate::i18n::Lang) -> String {
    match l {
        Level::Beginner => crate::t!(lang; "pages-level-beginner"),
        Level::Intermediate => crate::t!(lang; "pages-level-intermediate"),
        Level::Advanced => crate::t!(lang; "pages-level-advanced"),
    }
}

/// `even` or `odd`.
pub(crate) fn parity(p: Parity, lang: crate::i18n::Lang) -> String {
    match p {
        Parity::Even => crate::t!(lang; "pages-even"),
        Parity::Odd => crate::t!(lang; "pages-odd"),
    }
}

/// The name of hint `k` (0: the first, weakest).
pub(crate) fn hint(k: usize, lang: crate::i18n::Lang) -> String {
    if k == 0 {
        crate::t!(lang; "pages-hint")
    } else {
        crate::t!(lang; "pages-stronger-hint")
    }
}

/// The label before hint `k`'s text (`Hint:`).
pub(crate) fn hint_label(k: usize, lang: crate::i18n::Lang) -> String {
    if k == 0 {
        crate::t!(lang; "pages-hint-label")
    } else {
        crate::t!(lang; "pages-stronger-hint-label")
    }
}

/// The heading of question `n`: `Question 3.`, or for an exercise
/// `Question 3 (count).` (its kind as the lesson file names it).
pub(crate) fn question(n: usize, kind: Option<&str>, lang: crate::i18n::Lang) -> String {
    // The number as written, never grouped.
    let n = n.to_string();
    match kind {
        Some(kind) => crate::t!(lang; "pages-question-kind", n = n, kind = kind),
        None => crate::t!(lang; "pages-question", n = n),
    }
}

/// The form given without its closing full stop (ASCII or CJK), if it
/// has one (an ellipsis is not a full stop).
pub(crate) fn without_stop(form: &str) -> Option<&str> {
    if ends_open(form) {
        return None;
    }
    form.strip_suffix('.').or_else(|| form.strip_suffix('。'))
}

/// Whether a form ends with an ellipsis (`e.g. 2 0 1 ...`): the sentence
/// it ends needs no full stop of its own.
fn ends_open(form: &str) -> bool {
    form.ends_with("...") || form.ends_with('…')
}

/// `Answer with FORM.`: the form's own full stop, if any, ends the
/// sentence; after an ellipsis there is none.
pub(crate) fn answer_with(form: &str, lang: crate::i18n::Lang) -> String {
    if ends_open(form) {
        return crate::t!(lang; "pages-answer-with-bare", form = form);
    }
    crate::t!(
        lang; "pages-answer-with",
        form = without_stop(form).unwrap_or(form)
    )
}

/// A label before its text: `Hint:` and a space, or a label that ends
/// with a full-width colon (`提示：`), which needs no space.
pub fn label(l: String) -> String {
    if l.ends_with('：') { l } else { l + " " }
}

/// `Answer with FORM` as the lesson page has always written an exercise's
/// form: with the form's own full stop, or none.
pub(crate) fn answer_with_as_given(form: &str, lang: crate::i18n::Lang) -> String {
    match without_stop(form) {
        Some(bare) => crate::t!(lang; "pages-answer-with", form = bare),
        None => crate::t!(lang; "pages-answer-with-bare", form = form),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::Lang;

    #[test]
    fn words_follow_the_language() {
        assert_eq!(level(Level::Beginner, Lang::EN), "beginner");
        assert_eq!(question(3, Some("count"), Lang::EN), "Question 3 (count).");
        assert_eq!(
            answer_with("a whole number", Lang::EN),
            "Answer with a whole number."
        );
        assert_eq!(answer_with("x.", Lang::EN), "Answer with x.");
        assert_eq!(answer_with_as_given("x", Lang::EN), "Answer with x");
        assert_eq!(
            answer_with("e.g. 2 0 ...", Lang::EN),
            "Answer with e.g. 2 0 ..."
        );
        assert_eq!(
            answer_with_as_given("e.g. 2 0 ...", Lang::EN),
            "Answer with e.g. 2 0 ..."
        );
        assert_eq!(label("Hint:".into()), "Hint: ");
        assert_eq!(label("提示：".into()), "提示：");
        assert_ne!(parity(Parity::Odd, Lang::from_code("vi").unwrap()), "odd");
        assert_ne!(hint(1, Lang::from_code("zh").unwrap()), "Stronger hint");
        // A question's number is never grouped.
        assert_eq!(
            question(1234, None, Lang::from_code("vi").unwrap())
                .matches("1234")
                .count(),
            1
        );
    }
}
