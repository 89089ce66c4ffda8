### Facts about the language that the code reads (src/i18n/mod.rs): they
### are settings, not words to translate. A new language copies this file.
### Language: en. Area: language

# The language's own name for itself (lesson list, pages, the language menu).
language-native-name = English
# How numbers are written: the thousands separator (2,735,150) and the
# decimal separator (4.217). The two must differ.
language-thousands-separator = {","}
language-decimal-separator = {"."}
# Whether words are separated by spaces (yes), or text may break between
# characters or syllables (no: Chinese, Burmese).
language-word-spaces = yes
# Whether a sentence keeps English's order of the numbers it says (yes),
# or may say them in another order (no): `lesson check` then compares a
# translation's numbers and parity words as a set.
language-numbers-in-order = yes
# Whether the words for even and odd can be found in a sentence by their
# spelling (yes), or not (no): `lesson check` then compares no parity words.
language-parity-words-found = yes
# How `lesson check` finds what a number of a translation counts: the
# words that stand around a number and name it, `#` for the number,
# alternatives separated by `|`. A number after "lesson" is compared with
# the lesson numbers of the other text, wherever its sentence puts it.
# A space before `#` asks for the words to stand apart ("lesson 3", not
# "sublesson3"); without it they may touch the number ("第3课"). Words
# after `#` follow the number ("8-puzzle"). `none` lists words that
# contain a label but are not one; `{""}` when there are none.
language-number-label-lesson = lesson # | lessons #
language-number-label-depth = depth # | depths #
language-number-label-example = example # | examples #
language-number-label-puzzle = #-puzzle
language-number-label-none = {""}
