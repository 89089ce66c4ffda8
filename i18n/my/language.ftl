### Facts about the language that the code reads (src/i18n/mod.rs): they
### are settings, not words to translate. A new language copies this file.
### Language: my. Area: language

# The language's own name for itself (lesson list, pages, the language menu).
language-native-name = မြန်မာ
# How numbers are written: the thousands separator (2,735,150) and the
# decimal separator (4.217). The two must differ.
# Burmese groups thousands with a comma and writes a decimal point, as
# English does (CLDR's data for `my`, and Myanmar's school books): the tool
# prints ASCII digits in every language, so 2,735,150 and 4.217 here too;
# what a student types may be in Myanmar digits (၂,၇၃၅,၁၅၀).
language-thousands-separator = {","}
language-decimal-separator = {"."}
# Whether words are separated by spaces (yes), or text may break between
# characters or syllables (no: Chinese, Burmese).
language-word-spaces = no
# Whether a sentence keeps English's order of the numbers it says (yes),
# or may say them in another order (no: Burmese puts the verb last, and a
# comparison "19 is more than 18" reads "18 ထက် 19 က ပိုများ"). With no,
# `lesson check` compares a translation's numbers and parity words as a set.
language-numbers-in-order = no
# Whether the words for even and odd can be found in a sentence by their
# spelling (yes), or not (no): Burmese's odd, မ (မကိန်း), is also its
# "not" (မဟုတ်), and Burmese writes no spaces between words, so
# `lesson check` does not compare a translation's parity words (its numbers
# are still compared).
language-parity-words-found = no
# How `lesson check` finds what a number of a translation counts: the
# words that stand around a number and name it, `#` for the number,
# alternatives separated by `|`. A number after "lesson" is compared with
# the lesson numbers of the other text, wherever its sentence puts it.
# A space before `#` asks for the words to stand apart ("lesson 3", not
# "sublesson3"); without it they may touch the number ("第3课"). Words
# after `#` follow the number ("8-puzzle"). `none` lists words that
# contain a label but are not one; `{""}` when there are none.
language-number-label-lesson = သင်ခန်းစာ #
language-number-label-depth = အနက် #
language-number-label-example = ဥပမာ #
language-number-label-puzzle = #-puzzle
language-number-label-none = {""}
