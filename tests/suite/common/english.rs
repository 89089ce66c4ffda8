//! English left in a translated output: words outside parentheses,
//! backquotes, quotes and clap's placeholders that are neither names nor,
//! in Vietnamese, syllables written without accents.

/// Names, not English: the tool's, the heuristics' and algorithms' as the
/// command line spells them, the sources' (a blog, AIMA, Korf & Felner),
/// the textbooks' OPEN and CLOSED lists, units, formats, placeholders.
const NAMES: &[&str] = &[
    "npuzzle",
    "solve",
    "IDA",
    "BFS",
    "IDS",
    "AIMA",
    "Korf",
    "Felner",
    "Manhattan",
    "misplaced",
    "manhattan",
    "euclidean",
    "rowcol",
    "linear-conflict",
    "linear-conflict-pairs",
    "misplaced-with-blank",
    "seed-h",
    "pdb",
    "heuristic",
    "linear",
    "conflict",
    "puzzle",
    "blog",
    "astar",
    "idastar",
    "bfs",
    "ids",
    "ordered",
    "greedy",
    "bidir",
    "fifo",
    "low-h",
    "OPEN",
    "CLOSED",
    "KiB",
    "CSV",
    "UTF",
    "blank-last",
    "blank-first",
    "snail",
    "DIR",
    "NAME",
    "FROM",
];

/// A Vietnamese syllable as it is written without accents (`theo`, `khi`,
/// `nghieng`): an initial consonant, one to three vowels, a final.
fn vietnamese_syllable(w: &str) -> bool {
    let w = w.to_ascii_lowercase();
    let initials = [
        "ngh", "ng", "nh", "ch", "gh", "gi", "kh", "ph", "qu", "th", "tr", "b", "c", "d", "g", "h",
        "k", "l", "m", "n", "p", "r", "s", "t", "v", "x", "",
    ];
    let finals = ["ng", "nh", "ch", "c", "m", "n", "p", "t", ""];
    initials.iter().any(|i| {
        w.strip_prefix(i).is_some_and(|rest| {
            finals.iter().any(|f| {
                rest.strip_suffix(f).is_some_and(|v| {
                    (1..=3).contains(&v.len()) && v.chars().all(|c| "aeiouy".contains(c))
                })
            })
        })
    })
}

/// English words outside parentheses (ASCII or full-width), clap's
/// placeholders (`<FILE>`), backquotes and single quotes: a run of three or more ASCII letters that is not a
/// name, a move string (`ULDR`), a flag, a path or, in Vietnamese, a
/// syllable written without accents.
pub fn english_outside_parentheses(text: &str, lang: &str) -> Vec<String> {
    let mut bare = String::new();
    let mut depth = 0usize;
    let mut quoted = false;
    for c in text.chars() {
        match c {
            '`' => quoted = !quoted,
            '(' | '（' | '<' => depth += 1,
            ')' | '）' | '>' => depth = depth.saturating_sub(1),
            _ if depth == 0 && !quoted => {
                bare.push(c);
                continue;
            }
            _ => {}
        }
        bare.push(' ');
    }
    // The user's own words and clap's flags, quoted: '--max-nodes <N>'.
    let mut unquoted = String::new();
    for (i, part) in bare.split('\'').enumerate() {
        if i % 2 == 0 {
            unquoted.push_str(part);
        }
        unquoted.push(' ');
    }
    let mut found = Vec::new();
    for word in unquoted.split_whitespace() {
        if word.starts_with("--") || word.contains('/') || word.contains(".yaml") {
            continue;
        }
        // A built-in lesson's name (`01-counting-inversions`) is a name.
        if word.len() > 3 && word.as_bytes()[..2].iter().all(u8::is_ascii_digit) {
            continue;
        }
        for piece in word.split(|c: char| !(c.is_alphanumeric() || c == '-') || c.is_ascii_digit())
        {
            let piece = piece.trim_matches('-');
            if !piece.is_ascii() || piece.chars().filter(char::is_ascii_alphabetic).count() < 3 {
                continue;
            }
            if NAMES.contains(&piece) || piece.chars().all(|c| "UDLR".contains(c)) {
                continue;
            }
            if lang == "vi" && piece.split('-').all(vietnamese_syllable) {
                continue;
            }
            found.push(piece.to_string());
        }
    }
    found
}
