//! Small helpers shared by the SVG pictures: fonts, and an
//! estimate of how wide a line of text is (the pictures are laid out by
//! the tool, without a font library, so widths are estimated generously).
//! Text is escaped with `render::escape::html`.

use super::escape::html;
use std::fmt::Write as _;

/// Sans-serif text: captions and legends.
pub(crate) const SANS: &str = "DejaVu Sans, Helvetica, Arial, sans-serif";
/// Monospaced text: tiles and numbers.
pub(crate) const MONO: &str = "DejaVu Sans Mono, Menlo, Consolas, monospace";

/// Width in pixels of `s` in the sans font at `size` (an upper estimate:
/// DejaVu Sans averages about 0.55 em; capitals and digits 0.62 em).
pub(crate) fn sans_width(s: &str, size: f64) -> f64 {
    s.chars().count() as f64 * size * 0.6
}

/// Width in pixels of `s` in the monospaced font at `size`.
pub(crate) fn mono_width(s: &str, size: f64) -> f64 {
    s.chars().count() as f64 * size * 0.61
}

/// The opening of a standalone SVG document of the given size.
pub(crate) fn open(out: &mut String, width: f64, height: f64, title: &str) {
    let _ = writeln!(out, r#"<?xml version="1.0" encoding="UTF-8"?>"#);
    let _ = writeln!(
        out,
        r#"<svg xmlns="http://www.w3.org/2000/svg" width="{w}" height="{h}" viewBox="0 0 {w} {h}" font-family="{SANS}">"#,
        w = px(width),
        h = px(height)
    );
    let _ = writeln!(out, "<title>{}</title>", html(title));
    let _ = writeln!(
        out,
        r##"<rect x="0" y="0" width="{}" height="{}" fill="#ffffff"/>"##,
        px(width),
        px(height)
    );
}

/// A pixel coordinate, rounded to a tenth (stable, short output).
pub(crate) fn px(v: f64) -> String {
    let r = (v * 10.0).round() / 10.0;
    if r.fract() == 0.0 {
        format!("{}", r as i64)
    } else {
        format!("{r:.1}")
    }
}

/// One line of text.
pub(crate) fn text(out: &mut String, x: f64, y: f64, size: f64, attrs: &str, s: &str) {
    let _ = writeln!(
        out,
        r#"<text x="{}" y="{}" font-size="{}"{}{}>{}</text>"#,
        px(x),
        px(y),
        px(size),
        if attrs.is_empty() { "" } else { " " },
        attrs,
        html(s)
    );
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn escapes_markup_and_controls_through_the_one_escaper() {
        assert_eq!(html("a<b>&\"'\u{1b}"), "a&lt;b&gt;&amp;&quot;&#39;\u{FFFD}");
        assert_eq!(px(1.25), "1.3");
        assert_eq!(px(2.0), "2");
    }
}
