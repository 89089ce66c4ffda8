//! The catalogue files, embedded in the binary: `i18n/LANG/AREA.ftl`, one
//! file per area of the tool so that a translator (and a change) touches
//! one area at a time. A new file is one line here.

/// Every catalogue file: its path under `i18n/` and its text.
pub const FILES: &[(&str, &str)] = &[
    ("en/common.ftl", include_str!("../../i18n/en/common.ftl")),
    ("en/lesson.ftl", include_str!("../../i18n/en/lesson.ftl")),
    ("en/pages.ftl", include_str!("../../i18n/en/pages.ftl")),
    ("en/board.ftl", include_str!("../../i18n/en/board.ftl")),
    ("en/play.ftl", include_str!("../../i18n/en/play.ftl")),
    ("en/help.ftl", include_str!("../../i18n/en/help.ftl")),
    ("en/search.ftl", include_str!("../../i18n/en/search.ftl")),
    ("en/leaks.ftl", include_str!("../../i18n/en/leaks.ftl")),
    ("vi/common.ftl", include_str!("../../i18n/vi/common.ftl")),
    ("vi/lesson.ftl", include_str!("../../i18n/vi/lesson.ftl")),
    ("vi/pages.ftl", include_str!("../../i18n/vi/pages.ftl")),
    ("vi/board.ftl", include_str!("../../i18n/vi/board.ftl")),
    ("vi/play.ftl", include_str!("../../i18n/vi/play.ftl")),
    ("vi/help.ftl", include_str!("../../i18n/vi/help.ftl")),
    ("vi/search.ftl", include_str!("../../i18n/vi/search.ftl")),
    ("vi/leaks.ftl", include_str!("../../i18n/vi/leaks.ftl")),
    ("zh/common.ftl", include_str!("../../i18n/zh/common.ftl")),
    ("zh/lesson.ftl", include_str!("../../i18n/zh/lesson.ftl")),
    ("zh/pages.ftl", include_str!("../../i18n/zh/pages.ftl")),
    ("zh/board.ftl", include_str!("../../i18n/zh/board.ftl")),
    ("zh/play.ftl", include_str!("../../i18n/zh/play.ftl")),
    ("zh/help.ftl", include_str!("../../i18n/zh/help.ftl")),
    ("zh/search.ftl", include_str!("../../i18n/zh/search.ftl")),
    ("zh/leaks.ftl", include_str!("../../i18n/zh/leaks.ftl")),
];

/// The text of one catalogue file (`"vi/lesson.ftl"`), if there is one.
pub fn source(path: &str) -> Option<&'static str> {
    FILES.iter().find(|(p, _)| *p == path).map(|(_, t)| *t)
}
