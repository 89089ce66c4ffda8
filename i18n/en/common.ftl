### Words shared by several commands.
### Language: en. Area: common

# The catalogue's own example (src/i18n/mod.rs): a count with its plural.
i18n-example = { $count ->
    [one] { $count } inversion
   *[other] { $count } inversions
}
# Only English has this message: the test of the fallback.
i18n-fallback-example = only in English
# The one warning line of a language the tool does not speak ($lang: what was asked for).
i18n-unknown-language = npuzzle: warning: language '{ $lang }' is not available (available: { $available }); using English
