### Facts about the language that the code reads (src/i18n/mod.rs): they
### are settings, not words to translate. A new language copies this file.
### Language: zh. Area: language

# The language's own name for itself (lesson list, pages, the language menu).
language-native-name = 简体中文
# How numbers are written: the thousands separator (2,735,150) and the
# decimal separator (4.217). The two must differ.
language-thousands-separator = {","}
language-decimal-separator = {"."}
# Whether words are separated by spaces (yes), or text may break between
# characters or syllables (no: Chinese, Burmese).
language-word-spaces = no
