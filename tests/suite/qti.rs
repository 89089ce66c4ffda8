//! IMS QTI 1.2 packages (`lesson export --qti`), the file Canvas imports as
//! a quiz: each lesson's `NAME.qti.zip` holds an `imsmanifest.xml` whose
//! resource of type `imsqti_xmlv1p2` is the assessment, in every language.
//!
//! Two readers: pyslet (PyPI), a QTI 1.2 reader whose model knows every
//! element of the specification, reads each assessment (installed under
//! `target/pyslet` on first use; under CI a missing python3 fails), and
//! finds no element it does not know and logs no warning; and this test,
//! as a QTI 1.2 processor: it follows the manifest to the assessment, and
//! scores responses with the items' own response processing (`respcondition`s in order, `varequal` with its
//! `case`, `vargte`, `varlte`, `and`, `or`, `not`, `other`, `setvar`,
//! `continue`): the answer key's answer scores 100, a wrong answer 0, every
//! wrong choice shows the grader's feedback, and every feedback a condition
//! shows exists. Lesson text comes back as the lesson wrote it. (Canvas's
//! own importer, and Instructure's `qti` gem, come from outside the
//! registries this machine reaches; pyslet's Python 3 code reads QTI 1.2
//! but cannot migrate it to QTI 2 to score it.)

use crate::common;
use std::collections::{BTreeMap, BTreeSet, HashSet};
use std::path::{Path, PathBuf};
use std::process::Command;

/// pyslet on `PYTHONPATH`, installed once into `target/pyslet`.
fn pyslet(test: &str) -> Option<PathBuf> {
    common::pip_package(
        test,
        "pyslet",
        "pyslet==0.7.20170805",
        "pyslet/qtiv1/xml.py",
    )
}

/// What pyslet read of the assessment `xml` (tests/fixtures/qti-read.py).
fn read_by_pyslet(pythonpath: &Path, dir: &Path, xml: &str) -> serde_json::Value {
    let file = dir.join("assessment.xml");
    std::fs::write(&file, xml).unwrap();
    let script = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/fixtures/qti-read.py");
    let out = Command::new("python3")
        .arg(script)
        .arg(&file)
        .env("PYTHONPATH", pythonpath)
        .output()
        .expect("python3 runs");
    assert!(
        out.status.success(),
        "pyslet could not read the assessment: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    serde_json::from_slice(&out.stdout).unwrap()
}

/// A response to an item: a choice's identifier or typed text.
fn score(item: roxmltree::Node, response: &str) -> (f64, Vec<String>) {
    let processing = item
        .children()
        .find(|c| c.has_tag_name("resprocessing"))
        .expect("resprocessing");
    let mut score = 0.0;
    let mut shown = Vec::new();
    for rc in processing
        .children()
        .filter(|c| c.has_tag_name("respcondition"))
    {
        let cond = rc
            .children()
            .find(|c| c.has_tag_name("conditionvar"))
            .expect("conditionvar");
        // Conditions side by side in a conditionvar all hold.
        if !cond
            .children()
            .filter(|c| c.is_element())
            .all(|c| holds(c, response))
        {
            continue;
        }
        for act in rc.children().filter(|c| c.is_element()) {
            match act.tag_name().name() {
                "setvar" => {
                    assert_eq!(act.attribute("varname"), Some("SCORE"));
                    let v: f64 = act.text().unwrap().trim().parse().unwrap();
                    match act.attribute("action").unwrap_or("Set") {
                        "Set" => score = v,
                        "Add" => score += v,
                        a => panic!("setvar action {a}"),
                    }
                }
                "displayfeedback" => shown.push(act.attribute("linkrefid").unwrap().to_string()),
                "conditionvar" => {}
                t => panic!("unexpected {t} in respcondition"),
            }
        }
        if rc.attribute("continue") == Some("No") {
            break;
        }
    }
    (score, shown)
}

fn holds(c: roxmltree::Node, response: &str) -> bool {
    let elements = || c.children().filter(|c| c.is_element());
    let value = || c.text().unwrap_or("").trim().to_string();
    let number = |s: &str| s.trim().parse::<f64>().ok();
    match c.tag_name().name() {
        "other" => true,
        "and" => elements().all(|e| holds(e, response)),
        "or" => elements().any(|e| holds(e, response)),
        "not" => !elements().all(|e| holds(e, response)),
        "varequal" => {
            assert_eq!(c.attribute("respident"), Some("response1"));
            if c.attribute("case") == Some("Yes") {
                value() == response.trim()
            } else {
                value().to_lowercase() == response.trim().to_lowercase()
            }
        }
        "vargte" => matches!((number(response), number(&value())), (Some(r), Some(v)) if r >= v),
        "varlte" => matches!((number(response), number(&value())), (Some(r), Some(v)) if r <= v),
        t => panic!("condition {t} not read by this test"),
    }
}

fn child<'a>(n: roxmltree::Node<'a, 'a>, tag: &str) -> roxmltree::Node<'a, 'a> {
    n.children()
        .find(|c| c.has_tag_name(tag))
        .unwrap_or_else(|| panic!("no <{tag}> in <{}>", n.tag_name().name()))
}

/// The metadata field `label` of an item.
fn field(item: roxmltree::Node, label: &str) -> String {
    item.descendants()
        .filter(|n| n.has_tag_name("qtimetadatafield"))
        .find(|f| {
            f.children()
                .any(|c| c.has_tag_name("fieldlabel") && c.text() == Some(label))
        })
        .map(|f| child(f, "fieldentry").text().unwrap_or("").to_string())
        .unwrap_or_else(|| panic!("no {label}"))
}

/// The text of the first `mattext` under `n`.
fn mattext(n: roxmltree::Node) -> String {
    n.descendants()
        .find(|d| d.has_tag_name("mattext"))
        .and_then(|m| m.text())
        .unwrap_or("")
        .to_string()
}

/// A word of the catalogue of `lang` (`i18n/LANG/lesson.ftl`).
fn word(lang: &str, id: &str) -> String {
    let text = std::fs::read_to_string(
        Path::new(env!("CARGO_MANIFEST_DIR")).join(format!("i18n/{lang}/lesson.ftl")),
    )
    .unwrap();
    text.lines()
        .find_map(|l| l.strip_prefix(&format!("{id} = ")))
        .unwrap()
        .to_string()
}

/// The numbers of the questions said to be left out on stderr, per lesson.
fn left_out(stderr: &str) -> BTreeMap<String, HashSet<usize>> {
    let mut out: BTreeMap<String, HashSet<usize>> = BTreeMap::new();
    for l in stderr.lines() {
        let lesson = common::builtin_lessons()
            .into_iter()
            .find(|n| l.contains(n.as_str()))
            .unwrap_or_else(|| panic!("a left-out line without its lesson: {l}"));
        let number = l
            .replace(lesson.as_str(), "")
            .split(|c: char| !c.is_ascii_digit())
            .find(|w| !w.is_empty())
            .and_then(|w| w.parse().ok())
            .unwrap_or_else(|| panic!("a left-out line without its number: {l}"));
        out.entry(lesson).or_default().insert(number);
    }
    out
}

/// The assessment of a package, after checking the zip and its manifest.
fn assessment(zip: &Path) -> String {
    let what = zip.display().to_string();
    let entries = common::unzip(zip);
    let (first, manifest) = &entries[0];
    assert_eq!(first, "imsmanifest.xml", "{what}");
    // The manifest is stored: its mark is readable at the file's start.
    let head = std::fs::read(zip).unwrap();
    let head = String::from_utf8_lossy(&head[..head.len().min(4096)]);
    assert!(
        head.contains("<!-- npuzzle lesson export: an IMS QTI 1.2 package -->"),
        "{what}"
    );
    let manifest = String::from_utf8(manifest.clone()).unwrap();
    let doc = roxmltree::Document::parse(&manifest).expect("a well-formed manifest");
    let root = doc.root_element();
    assert_eq!(root.tag_name().name(), "manifest");
    assert_eq!(
        root.tag_name().namespace(),
        Some("http://www.imsglobal.org/xsd/imscp_v1p1")
    );
    let resources: Vec<_> = root
        .descendants()
        .filter(|n| n.has_tag_name("resource"))
        .collect();
    assert_eq!(resources.len(), 1, "{what}");
    assert_eq!(resources[0].attribute("type"), Some("imsqti_xmlv1p2"));
    let href = resources[0].attribute("href").unwrap();
    let listed: BTreeSet<&str> = resources[0]
        .children()
        .filter(|c| c.has_tag_name("file"))
        .map(|f| f.attribute("href").unwrap())
        .collect();
    let in_zip: BTreeSet<&str> = entries[1..].iter().map(|(n, _)| n.as_str()).collect();
    assert_eq!(
        listed, in_zip,
        "{what}: every file listed, every listed file there"
    );
    let (_, bytes) = entries.iter().find(|(n, _)| n == href).unwrap();
    String::from_utf8(bytes.clone()).unwrap()
}

/// The items of an assessment.
fn items<'a>(doc: &'a roxmltree::Document<'a>) -> Vec<roxmltree::Node<'a, 'a>> {
    let root = doc.root_element();
    assert_eq!(root.tag_name().name(), "questestinterop");
    assert_eq!(
        root.tag_name().namespace(),
        Some("http://www.imsglobal.org/xsd/ims_qtiasiv1p2")
    );
    let assessment = child(root, "assessment");
    let section = child(assessment, "section");
    section
        .children()
        .filter(|c| c.has_tag_name("item"))
        .collect()
}

#[test]
fn every_builtin_lesson_as_qti_scores_the_keys_answers_100_and_wrong_ones_0() {
    let Some(pythonpath) = pyslet("qti::every_builtin_lesson") else {
        return;
    };
    for lang in common::LANGUAGES {
        let dir = common::scratch(&format!("qti-{lang}"));
        let out = dir.join("site");
        let run = common::run(&[
            "--lang",
            lang,
            "lesson",
            "export",
            "--out",
            out.to_str().unwrap(),
            "--qti",
        ]);
        assert_eq!(run.code, 0, "{lang}: {}", run.stderr);
        assert!(run.stdout.contains("NAME.qti.zip"), "{}", run.stdout);
        let left = left_out(&run.stderr);
        let (yes, no) = (
            format!("<p>{}</p>", word(lang, "lesson-yes")),
            format!("<p>{}</p>", word(lang, "lesson-no")),
        );
        for lesson in common::builtin_lessons() {
            let key = common::answer_key(lang, &lesson);
            let xml = assessment(&out.join(format!("{lesson}.qti.zip")));
            let doc = roxmltree::Document::parse(&xml)
                .unwrap_or_else(|e| panic!("{lesson} {lang}: not well-formed: {e}"));
            let items = items(&doc);
            let read = read_by_pyslet(&pythonpath, &dir, &xml);
            assert_eq!(read["root"], "QuesTestInterop", "{lesson} {lang}");
            assert_eq!(
                read["unknown"],
                serde_json::json!([]),
                "{lesson} {lang}: {read}"
            );
            assert_eq!(
                read["warnings"],
                serde_json::json!([]),
                "{lesson} {lang}: {read}"
            );
            let seen: Vec<(String, String)> = read["items"]
                .as_array()
                .unwrap()
                .iter()
                .map(|i| {
                    (
                        i["ident"].as_str().unwrap().into(),
                        i["type"].as_str().unwrap().into(),
                    )
                })
                .collect();
            let ours: Vec<(String, String)> = items
                .iter()
                .map(|i| {
                    (
                        i.attribute("ident").unwrap().into(),
                        field(*i, "question_type"),
                    )
                })
                .collect();
            assert_eq!(seen, ours, "{lesson} {lang}: pyslet read other items");
            let none = HashSet::new();
            let left = left.get(&lesson).unwrap_or(&none);
            assert_eq!(items.len() + left.len(), key.len(), "{lesson} {lang}");
            let mut idents = HashSet::new();
            for item in items {
                let ident = item.attribute("ident").unwrap();
                assert!(idents.insert(ident), "{lesson}: {ident} twice");
                let n: usize = ident[1..].parse().unwrap();
                assert!(
                    !left.contains(&n),
                    "{lesson} Q{n}: in the bank and left out"
                );
                let at = format!("{lesson} {lang} Q{n}");
                let right = &key[&n];
                assert_eq!(field(item, "points_possible"), "1");
                let stem = mattext(child(item, "presentation"));
                assert!(stem.starts_with("<p>"), "{at}: {stem}");
                let feedbacks: BTreeMap<&str, String> = item
                    .children()
                    .filter(|c| c.has_tag_name("itemfeedback"))
                    .map(|f| (f.attribute("ident").unwrap(), mattext(f)))
                    .collect();
                let all_shown = |shown: &[String]| {
                    for id in shown {
                        assert!(
                            feedbacks.contains_key(id.as_str()),
                            "{at}: no feedback {id}"
                        );
                    }
                };
                match field(item, "question_type").as_str() {
                    "numerical_question" => {
                        let k: i64 = right.trim_start_matches('+').parse().unwrap();
                        assert_eq!(score(item, &k.to_string()).0, 100.0, "{at}");
                        assert_eq!(score(item, &(k + 1).to_string()).0, 0.0, "{at}");
                        assert_eq!(score(item, "many").0, 0.0, "{at}");
                    }
                    "short_answer_question" => {
                        let (s, shown) = score(item, right);
                        assert_eq!(s, 100.0, "{at}: the key's {right}");
                        all_shown(&shown);
                        assert_eq!(score(item, &right.to_uppercase()).0, 100.0, "{at}");
                        assert_eq!(score(item, "9 9 9").0, 0.0, "{at}");
                    }
                    kind @ ("true_false_question" | "multiple_choice_question") => {
                        let labels: Vec<(String, String)> = item
                            .descendants()
                            .filter(|d| d.has_tag_name("response_label"))
                            .map(|l| (l.attribute("ident").unwrap().to_string(), mattext(l)))
                            .collect();
                        assert!(labels.len() >= 2, "{at}");
                        let scored: Vec<(f64, Vec<String>)> =
                            labels.iter().map(|(id, _)| score(item, id)).collect();
                        let rights: Vec<usize> = (0..labels.len())
                            .filter(|&k| scored[k].0 == 100.0)
                            .collect();
                        assert_eq!(rights.len(), 1, "{at}: one right choice");
                        assert!(scored.iter().all(|(s, _)| *s == 100.0 || *s == 0.0));
                        let label = &labels[rights[0]].1;
                        if kind == "true_false_question" {
                            assert_eq!(labels.len(), 2);
                            assert_eq!((&labels[0].1, &labels[1].1), (&yes, &no), "{at}");
                            let want = if right == "yes" { &yes } else { &no };
                            assert_eq!(label, want, "{at}: the key says {right}");
                        } else {
                            assert!(
                                label == &format!("<p>{right}</p>")
                                    || label.starts_with(&format!("<p>[{right}] ")),
                                "{at}: the right choice {label} is not the key's {right}"
                            );
                            // Every wrong choice shows the grader's feedback.
                            for (k, (s, shown)) in scored.iter().enumerate() {
                                all_shown(shown);
                                if *s == 0.0 {
                                    let own = format!("{}_fb", labels[k].0);
                                    assert!(shown.contains(&own), "{at}: choice {k} says nothing");
                                    assert!(!feedbacks[own.as_str()].is_empty());
                                }
                            }
                        }
                    }
                    t => panic!("{at}: question type {t}"),
                }
            }
        }
    }
}

#[test]
fn a_package_is_the_same_bytes_on_every_export_and_replaces_its_own_file() {
    let dir = common::scratch("qti-again");
    let out = dir.join("site");
    let out = out.to_str().unwrap();
    let export = || common::run(&["lesson", "export", "--out", out, "--qti"]);
    assert_eq!(export().code, 0);
    let zip = Path::new(out).join("02-solvable-or-not.qti.zip");
    let first = std::fs::read(&zip).unwrap();
    let again = export();
    assert_eq!(again.code, 0, "{}", again.stderr);
    assert_eq!(std::fs::read(&zip).unwrap(), first);
    // A zip of the same name that npuzzle did not write is not replaced.
    std::fs::write(&zip, b"PK\x03\x04 someone's own file").unwrap();
    let refused = export();
    assert_eq!(refused.code, 2, "{}", refused.stderr);
    assert!(
        refused.stderr.contains("02-solvable-or-not.qti.zip") && refused.stderr.contains("--force"),
        "{}",
        refused.stderr
    );
}

#[test]
fn lesson_text_comes_back_as_written_in_the_qti() {
    let dir = common::scratch("qti-hostile");
    let course = dir.join("course");
    std::fs::create_dir_all(&course).unwrap();
    std::fs::write(course.join("hostile.yaml"), crate::banks::HOSTILE).unwrap();
    let out = dir.join("site");
    let run = common::run(&[
        "lesson",
        "export",
        "--dir",
        course.to_str().unwrap(),
        "--out",
        out.to_str().unwrap(),
        "--qti",
    ]);
    assert_eq!(run.code, 0, "{}", run.stderr);
    let xml = assessment(&out.join("hostile.qti.zip"));
    let doc = roxmltree::Document::parse(&xml).expect("well-formed XML");
    let items = items(&doc);
    assert_eq!(items.len(), 1);
    let item = items[0];
    assert_eq!(
        item.attribute("title"),
        Some("Q01 Tile ~1 = #2 {x} a:b \\ <b>&amp;</b> ]]> -- end")
    );
    assert!(mattext(child(item, "presentation")).starts_with(crate::banks::HOSTILE_HTML));
    let feedback = |id: &str| {
        item.children()
            .find(|c| c.has_tag_name("itemfeedback") && c.attribute("ident") == Some(id))
            .map(mattext)
            .unwrap()
    };
    assert_eq!(feedback("general_fb"), "<p>Because {16} &amp; ]]&gt;</p>");
    assert_eq!(feedback("hints"), "<p>Hint &lt;i&gt;~#&lt;/i&gt; --</p>");
    assert_eq!(
        doc.root_element()
            .children()
            .find(|c| c.has_tag_name("assessment"))
            .unwrap()
            .attribute("title"),
        Some("Bank -- <test> ]]> ~={}#:\\")
    );
    let comments: Vec<_> = doc.descendants().filter(|n| n.is_comment()).collect();
    assert!(
        comments[0]
            .text()
            .unwrap()
            .contains("Bank - - <test> ]]> ~={}#:\\")
    );
    // The right answer is yes: the first choice.
    assert_eq!(score(item, "c1").0, 100.0);
    assert_eq!(score(item, "c2").0, 0.0);
}
