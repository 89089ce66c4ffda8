//! A lesson's SCORM 1.2 manifest (`imsmanifest.xml` of `lesson export
//! --scorm`): the IMS content package of one organization, one item and
//! one SCO resource (`adlcp:scormtype="sco"`) whose launch page is the
//! lesson's interactive page, with a `<file>` for every file of the zip.
//!
//! Lesson text is data: the title is escaped as XML text; the identifiers
//! are made of ASCII letters, digits, `-`, `_` and `.` only (XML's
//! `xs:ID`, which SCORM's identifiers are), whatever the lesson's name.

use super::escape::html;
use std::fmt::Write as _;

/// The comment a package's manifest opens with: a zip that carries it (in
/// its first, stored entry) was written by `lesson export` and may be
/// replaced by the next export.
pub const MARK: &str = "<!-- npuzzle lesson export: a SCORM 1.2 package -->";

/// SCORM 1.2's namespaces: the IMS content package and ADL's extension.
pub(crate) const IMSCP: &str = "http://www.imsproject.org/xsd/imscp_rootv1p1p2";
pub(crate) const ADLCP: &str = "http://www.adlnet.org/xsd/adlcp_rootv1p2";

/// An identifier from `name`: what `xs:ID` allows of it in ASCII (letters,
/// digits, `-`, `_`, `.`), anything else as `_`, after `prefix` (which
/// starts with a letter). A name that lost characters so gets the start
/// of its BLAKE3 hash after it, so that two names (two students' ids such
/// as `Lê` and `Lé`) never share an identifier: a platform that imports a
/// package whose identifier it knows replaces the earlier one.
pub fn identifier(prefix: &str, name: &str) -> String {
    let safe: String = name
        .chars()
        .map(|c| {
            if c.is_ascii_alphanumeric() || matches!(c, '-' | '_' | '.') {
                c
            } else {
                '_'
            }
        })
        .collect();
    if safe == name {
        format!("{prefix}{safe}")
    } else {
        let hash = blake3::hash(name.as_bytes()).to_hex();
        format!("{prefix}{safe}-{}", &hash[..8])
    }
}

/// The manifest of a package: `id` its identifier (from [`identifier`]),
/// `title` the lesson's title (text), `launch` the SCO's page and `files`
/// every file of the package (the launch page among them), in order.
pub fn manifest(id: &str, title: &str, launch: &str, files: &[&str]) -> String {
    let title = html(title);
    let mut s = String::new();
    let _ = writeln!(s, "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n{MARK}");
    let _ = writeln!(
        s,
        "<manifest identifier=\"{}\" version=\"1.0\" xmlns=\"{IMSCP}\" xmlns:adlcp=\"{ADLCP}\">",
        html(id)
    );
    s.push_str(
        "  <metadata>\n    <schema>ADL SCORM</schema>\n    <schemaversion>1.2</schemaversion>\n  </metadata>\n",
    );
    let _ = writeln!(
        s,
        "  <organizations default=\"organization\">\n    <organization identifier=\"organization\">\n      <title>{title}</title>\n      <item identifier=\"item\" identifierref=\"sco\" isvisible=\"true\">\n        <title>{title}</title>\n      </item>\n    </organization>\n  </organizations>"
    );
    let _ = writeln!(
        s,
        "  <resources>\n    <resource identifier=\"sco\" type=\"webcontent\" adlcp:scormtype=\"sco\" href=\"{}\">",
        html(launch)
    );
    for f in files {
        let _ = writeln!(s, "      <file href=\"{}\"/>", html(f));
    }
    s.push_str("    </resource>\n  </resources>\n</manifest>\n");
    s
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn identifiers_keep_only_what_an_xml_id_allows() {
        assert_eq!(identifier("npuzzle-", "01-a.b_c"), "npuzzle-01-a.b_c");
        let lossy = identifier("npuzzle-", "bài <1>");
        assert!(lossy.starts_with("npuzzle-b_i__1_-"), "{lossy}");
        assert_eq!(lossy.len(), "npuzzle-b_i__1_-".len() + 8);
        // Two names that lose different characters stay apart.
        assert_ne!(identifier("s-", "Lê"), identifier("s-", "Lé"));
        assert_eq!(identifier("s-", "Lê"), identifier("s-", "Lê"));
    }

    #[test]
    fn the_title_is_escaped() {
        let m = manifest("x", "a <b> & \"c\"", "p.html", &["p.html"]);
        assert!(
            m.contains("<title>a &lt;b&gt; &amp; &quot;c&quot;</title>"),
            "{m}"
        );
        assert!(!m.contains("<b>"));
    }
}
