### A lesson file's problems: what `lesson check`, `lesson run`, `lesson export` and `lesson course` say about a lesson, a course or a translation with a mistake (src/lesson/).
### Language: en. Area: lessonfile
### The field names of the lesson file (`to`, `max_moves`, `steps[3]`), flags, code and the instructor's own words stay as they are; numbers copied from the file are written without separators.

## Places.
# A field of the lesson file, as written (to, expect.parity, lessons[2]): quoted in the other languages.
lessonfile-field = { $name }
# $kind: the step's kind as written in the file (inversions, quiz), not translated.
lessonfile-step = step { NUMBER($number, useGrouping: "false") } ({ $kind })
# The text of a problem found while reading the file ($message: the YAML parser's words or the diagnosis, in English, as `lesson check` lists it): the same in every language.
lessonfile-diagnosed = { $message }
# $reason: one of the file-* reasons (no such file, permission denied).
lessonfile-io = { $reason }
lessonfile-zawgyi = this Burmese is in the Zawgyi encoding, not Unicode: convert the file to Unicode (for example `uconv -x Zawgyi-my < FILE > NEW-FILE`, ICU's converter) and use the new file

## Exercises.
lessonfile-one-target = give one target (a board to reach, or a tile to bring home)
# $size, $expected: board sizes (3x3).
lessonfile-to-size = the board is { $size }, but the exercise's board is { $expected }
lessonfile-no-such-tile = there is no tile { NUMBER($tile, useGrouping: "false") } on a { $size } board
lessonfile-max-moves = { NUMBER($max, useGrouping: "false") }, but the shortest way takes { NUMBER($moves, useGrouping: "false") } moves
lessonfile-nothing-to-do = the board already is the target: there is nothing to do
lessonfile-target-unreachable = the board cannot reach the target (their parities differ)
# $stop: why the search stopped, its English name (node-limit).
lessonfile-shortest-stopped = the search for a shortest answer stopped ({ $stop }); choose a nearer target
lessonfile-tile-too-far = the tile is too far from home for a lesson exercise
lessonfile-tile-never = the tile can never reach its cell
# $moves: the moves as written.
lessonfile-predict-one-move = `{ $moves }`: a prediction is about one move
lessonfile-next-node-algo = { $algo }: a next-node exercise is about bfs, ordered or astar
lessonfile-after-range = { NUMBER($after, useGrouping: "false") }; ask after 1 to { $max } expansions
lessonfile-after-ends = { NUMBER($after, useGrouping: "false") }: the search ends before it expands node { NUMBER($next, useGrouping: "false") }; ask earlier
lessonfile-not-a-move = `{ $letter }` is not a move
lessonfile-move-impossible = { $letter }: cannot be made
lessonfile-next-out-of-frontier = { NUMBER($next, useGrouping: "false") }: the frontier has { NUMBER($nodes, useGrouping: "false") } nodes
# $kind: an answer type as written in the file (number, yes-no).
lessonfile-truth-not-a = `{ $truth }` is not a { $kind }

## Steps and their limits.
lessonfile-named-twice = `{ $name }` is named twice
lessonfile-audit-too-big = { $size } has { NUMBER($cells, useGrouping: "false") } cells; a lesson may audit boards of at most { $max } cells (`npuzzle heuristics check` goes to 12)
lessonfile-audit-thin = { $size }: on a board one cell wide or high the tiles cannot pass each other; audit at least 2x2
lessonfile-no-heuristic = name at least one heuristic
lessonfile-cost-count = { NUMBER($count, useGrouping: "false") }; a lesson's cost table may draw 1 to { $max } boards per depth
lessonfile-cost-depth = { NUMBER($depth, useGrouping: "false") }; a lesson's cost table goes to an even depth from 2 to { $max }
lessonfile-cost-ids-nodes = { NUMBER($nodes, useGrouping: "false") }; a lesson's IDS may generate 1 to { NUMBER($max, useGrouping: "false") } nodes per board
lessonfile-drawn-range = { NUMBER($cap, useGrouping: "false") }; a lesson may draw 1 to { NUMBER($max, useGrouping: "false") } nodes
lessonfile-no-algorithm = name at least one algorithm
# $algos: the algorithms' names, as written.
lessonfile-not-compared = not one of the compared algorithms ({ $algos })
lessonfile-distance-stopped = the optimal search stopped ({ $stop }) before finding the distance; set `distance: false`
lessonfile-sizes-differ = the boards differ in size ({ $from } and { $to })
lessonfile-verify-too-big = { $size } has { NUMBER($cells, useGrouping: "false") } cells; a lesson may verify boards of at most { $max } cells (`npuzzle verify` goes to 12)
lessonfile-verify-thin = { $size }: a board one cell wide or high is outside the theorem
lessonfile-trace-too-long = { NUMBER($moves, useGrouping: "false") } moves; a lesson may trace at most { NUMBER($max, useGrouping: "false") }
lessonfile-ordered-heuristic = { $algo } uses misplaced tiles always (as in the Chinese lab report); use `algo: astar` for another h
lessonfile-no-heuristic-used = { $algo } uses no heuristic
lessonfile-search-unreachable = the board cannot reach the goal (see its parity), so there is nothing to search
lessonfile-search-nodes = { NUMBER($nodes, useGrouping: "false") }; a lesson's search may generate 1 to { NUMBER($max, useGrouping: "false") } nodes
lessonfile-random-not-found = { NUMBER($distance, useGrouping: "false") }: no board found within { NUMBER($nodes, useGrouping: "false") } nodes of the optimal solver
lessonfile-random-one-tile = unsolvable: a { $size } board has one tile, so every arrangement is solvable
lessonfile-random-distance-with-unsolvable = distance: with unsolvable: an unsolvable board has no distance to the goal
lessonfile-random-distance-too-big = distance: a { $size } board is too big to prove distances (at most { $max } cells)
lessonfile-random-distance-beyond = distance: { NUMBER($distance, useGrouping: "false") }: no { $size } board is more than { $max } moves from this goal
lessonfile-random-distance-corner = distance: { NUMBER($distance, useGrouping: "false") }: no 4x4 board is more than { $max } moves from a goal with the blank in a corner
# $step_cost, $spent: work units; $total: the lesson's whole estimate, for the flag.
lessonfile-over-budget = refused: the lesson's work budget of { $budget } units runs out here (this step may take { $step_cost } units, { $spent } with the steps before it); raise it with --budget { NUMBER($total, useGrouping: "false") }

## Ids, quizzes and claims.
lessonfile-id-twice = id `{ $id }` is used twice (steps { NUMBER($first, useGrouping: "false") } and { NUMBER($second, useGrouping: "false") })
lessonfile-no-such-id = no step has id `{ $id }`
lessonfile-reveals-question = `{ $id }` is a question; a question reveals a computing step
lessonfile-already-revealed = step `{ $id }` is already revealed by an earlier question
# $step: lessonfile-step; $fields: the step's field names, as written.
lessonfile-no-such-field = { $step } has no field `{ $field }`; it has { $fields }
# $asked, $actual: answer types as written in the file (number, yes-no).
lessonfile-quiz-type = the quiz asks for a { $asked } but `{ $field }` of step { NUMBER($step, useGrouping: "false") } is a { $actual }
lessonfile-quiz-type-untypable = the quiz asks for a { $asked } but `{ $field }` of step { NUMBER($step, useGrouping: "false") } is not something a student can type
# $answer: the quiz's answer as written; $kind: its type as written (number, yes-no).
lessonfile-answer-type = answer `{ $answer }` is not of type { $kind }
# $forms: the names a step may claim, in English (a list for the instructor).
lessonfile-claim-not-text = a claim is named by text ({ $forms }), not { $key }
lessonfile-unknown-claim = not a value this step computes; write { $forms }

## Student ids, rosters, gradebooks.
lessonfile-id-empty = an empty student id
lessonfile-id-too-long = a student id of { NUMBER($n, useGrouping: "false") } characters (at most { $max })
lessonfile-id-control = a student id with a control or invisible character ({ $escaped })
lessonfile-id-spaces = a student id with spaces around it
lessonfile-id-path = student id `{ $id }` has a path character (/ or \)
lessonfile-id-formula = student id `{ $id }` starts with { $first }: a spreadsheet would run it as a formula
lessonfile-roster-id-twice = student id { $id } is also on line { NUMBER($line, useGrouping: "false") }: one id, one student
lessonfile-gradebook-id-twice = { $first } and { $second }: both are student id { $id }: a gradebook keeps one grade per student: remove one file or correct its `# id:`

## Files: lessons, boards, translations, courses.
lessonfile-whose-course-lesson = a course's lesson
lessonfile-whose-lesson = a lesson
# $whose: lessonfile-whose-*.
lessonfile-translation-outside = refused: a translation of { $whose } is a regular file inside its folder
lessonfile-course-lesson-outside = refused: a lesson of a course is a regular file inside its folder
lessonfile-no-vary = no board varies per student (mark a random board `vary: true`): every student would get the same lesson
lessonfile-cannot-read-lesson = cannot read the lesson
lessonfile-builtin-board-file = a built-in lesson cannot read board files
lessonfile-board-file-absolute = a board file must be named relative to the lesson
lessonfile-no-board-file = no such board file next to the lesson
lessonfile-board-file-outside = refused: the board file is outside the lesson's directory
lessonfile-course-dir-unreadable = cannot read the course directory: { $reason }
lessonfile-listed-twice = `{ $name }` is listed twice
lessonfile-course-not-listed = not listed in { $file }: it comes after the listed lessons
lessonfile-course-no-lesson = no lesson `{ $name }` in { $dir } (give a file name such as `01-intro.yaml` or its stem)
# $name: course.yaml.
lessonfile-course-file-outside = refused: { $name } is a regular file inside the course's folder
lessonfile-lesson-not-a-map = a lesson is a map
lessonfile-no-steps = the lesson has no steps

## Reading a lesson file: the YAML's own mistakes and the schema's (src/lesson/yaml_words.rs, diagnose.rs, schema/). Backticks, field names, `key: value` examples and the kinds' names stay as they are.
lessonfile-step-number = step { NUMBER($number, useGrouping: "false") }
# $place: a place (a field, a step); $what: the problem said there.
lessonfile-placed = { $place }: { $what }
# $note: a hint added after the problem.
lessonfile-noted = { $what }; { $note }
lessonfile-tab = tabs cannot indent YAML: use spaces
# $line: the line above that already has its value; $column: where this line should start.
lessonfile-indent-too-deep = wrong indentation: this line is indented more than line { NUMBER($line, useGrouping: "false") }, which already has its value; start it at column { NUMBER($column, useGrouping: "false") } (as line { NUMBER($line, useGrouping: "false") })
lessonfile-indent-no-block = wrong indentation: column { NUMBER($column, useGrouping: "false") } lines up with no block above
lessonfile-indent-no-block-one = wrong indentation: column { NUMBER($column, useGrouping: "false") } lines up with no block above; start this line at column { NUMBER($at_column, useGrouping: "false") } (as line { NUMBER($at_line, useGrouping: "false") })
lessonfile-indent-no-block-two = wrong indentation: column { NUMBER($column, useGrouping: "false") } lines up with no block above; start this line at column { NUMBER($at_column, useGrouping: "false") } (as line { NUMBER($at_line, useGrouping: "false") }) or column { NUMBER($or_column, useGrouping: "false") } (as line { NUMBER($or_line, useGrouping: "false") })
lessonfile-vary-quiz = a quiz's answer is written once, but its board varies per student (vary: true): ask with an exercise (count, moves, next-node), whose answer is computed for each student
lessonfile-vary-moves = fixed moves on a board that varies per student (vary: true) are illegal on some students' boards (the blank in another row or column): use a fixed board for this step, or an exercise that needs no fixed move (count, moves, next-node)
lessonfile-vary-expect = a fixed claim about a board that varies per student (vary: true) would be false for the others: leave out `expect:` (the step's values are computed for each student and checked by `lesson check`) or the board's `vary:`
lessonfile-bad-lang = lang: `{ $tag }` is not a language code (en, vi, zh, my, …)
lessonfile-format-version = format_version { NUMBER($version, useGrouping: "false") } is not supported: this npuzzle reads format_version { NUMBER($supported, useGrouping: "false") }
# $kinds: the step kinds, as written in a lesson file.
lessonfile-empty-step = empty step: write one of { $kinds }
lessonfile-unknown-kind = unknown step kind `{ $kind }`, expected one of { $kinds }
lessonfile-unknown-kind-meant = unknown step kind `{ $kind }`: did you mean `{ $meant }`?
lessonfile-step-extra-key = a step has exactly one kind, but this one also has `{ $key }` (indent the step's fields under `{ $kind }:`)
# $expected: the field names a map takes, in backticks.
lessonfile-unknown-field = unknown field `{ $name }`, expected one of { $expected }
lessonfile-unknown-field-meant = unknown field `{ $name }`: did you mean `{ $meant }`?
lessonfile-unknown-field-none = unknown field `{ $name }`: this map takes no fields
# $expected: the values a field takes (beginner, intermediate…), in backticks.
lessonfile-unknown-value = unknown value `{ $value }`, expected one of { $expected }
lessonfile-unknown-value-meant = unknown value `{ $value }`: did you mean `{ $meant }`?
lessonfile-missing-field = missing field `{ $name }`
lessonfile-duplicate-field = `{ $name }` is written twice
# $found: one of lessonfile-found-*; $expected: one of lessonfile-expected-*.
lessonfile-invalid-type = expected { $expected }, not { $found }
lessonfile-invalid-value = { $found } is not { $expected }
# $length: how many items the list has.
lessonfile-invalid-length = { $length } items, but expected { $expected }
lessonfile-yes-no-text = `{ $word }` is read as text here, not true or false: write `{ $value }` (only a quiz's `answer:` takes yes and no)
lessonfile-found-number = the number `{ $value }`
lessonfile-found-boolean = `{ $value }`
lessonfile-found-text = the text `{ $value }`
lessonfile-found-nothing = an empty value
lessonfile-found-list = a list
lessonfile-found-map = a map
lessonfile-expected-whole-number = a whole number
lessonfile-expected-number = a number
lessonfile-expected-true-false = true or false
lessonfile-expected-text = text
lessonfile-expected-list = a list (`- item` lines or `[a, b]`)
lessonfile-expected-map = a map (`key: value` lines or `{"{"}key: value{"}"}`)
lessonfile-expected-board = a board (`7 2 4/5 0 6/8 3 1`, `@FILE`) or a random board (`{"{"}random: {"{"}size: 3x3, seed: 7, moves: 20{"}"}{"}"}`)
lessonfile-expected-answer = a number, yes/no, a board or a move string
lessonfile-expected-step = a step: a map with one key, its kind ({ $kinds })
# $text: serde's or the YAML parser's own English words, which npuzzle does not know: kept as they are.
lessonfile-yaml-words = { $text }
lessonfile-refused-nested = refused: nested too deeply
lessonfile-refused-repeats = refused: YAML aliases expand too much (an alias bomb?)
lessonfile-empty = the file is empty: a lesson needs format_version, title, summary, level and steps
# $line, $column: where the quoted text, list or block began.
lessonfile-yaml-open-quote = the quotation mark at line { NUMBER($line, useGrouping: "false") }, column { NUMBER($column, useGrouping: "false") } is never closed
lessonfile-yaml-expected-key = this line does not fit the block that begins at line { NUMBER($line, useGrouping: "false") }, column { NUMBER($column, useGrouping: "false") }: check its indentation, and write each entry as `key: value`
lessonfile-yaml-expected-dash = this line does not fit the list that begins at line { NUMBER($line, useGrouping: "false") }, column { NUMBER($column, useGrouping: "false") }: every item starts with `- ` at the same column
lessonfile-yaml-open-list = the list opened with `[` at line { NUMBER($line, useGrouping: "false") }, column { NUMBER($column, useGrouping: "false") } is not closed with `]` (or a `,` is missing)
lessonfile-yaml-open-map = the map opened with `{"{"}` at line { NUMBER($line, useGrouping: "false") }, column { NUMBER($column, useGrouping: "false") } is not closed with `{"}"}` (or a `,` is missing)
lessonfile-yaml-expected-colon = the key at line { NUMBER($line, useGrouping: "false") }, column { NUMBER($column, useGrouping: "false") } has no `:` after it
lessonfile-yaml-colon-in-value = a `: ` here would start another key: put text that contains `: ` in quotes
lessonfile-yaml-bad-character = a value cannot start with this character (a backquote, `@`, `%`): put the value in quotes
lessonfile-yaml-no-value = a value is missing here
# The YAML budget (src/lesson/yaml_budget.rs): $anchor, $alias: names as written.
lessonfile-anchor-twice = refused: the YAML anchor &{ $anchor } is defined twice
lessonfile-too-deep = refused: nested too deeply (more than { NUMBER($depth, useGrouping: "false") } levels)
lessonfile-too-many-aliases = refused: more than { NUMBER($aliases, useGrouping: "false") } YAML aliases (an alias bomb?)
lessonfile-alias-inside = refused: the YAML alias *{ $alias } is inside its own anchor (it would repeat without end)
lessonfile-alias-nodes = refused: YAML aliases repeat more than { NUMBER($nodes, useGrouping: "false") } nodes (an alias bomb?)
lessonfile-alias-bytes = refused: YAML aliases repeat more than { NUMBER($kib, useGrouping: "false") } KiB of text (an alias bomb?)
lessonfile-alias-too-deep = refused: nested too deeply through the alias *{ $alias } (more than { NUMBER($depth, useGrouping: "false") } levels)
# Values inside a step. $why: the board's own problem (a board-error-* message).
lessonfile-bad-board = bad board `{ $board }`: { $why }
lessonfile-bad-goal = bad goal `{ $goal }`: not blank-last, blank-first or snail, and not a board: { $why }
lessonfile-random-moves-and-distance = random: give `moves:` or `distance:`, not both (neither: uniform over the class)
lessonfile-random-walk-too-long = random: moves: { NUMBER($moves, useGrouping: "false") }: a random walk may have at most { NUMBER($max, useGrouping: "false") } moves
lessonfile-random-distance-unsolvable = random: distance: with unsolvable: an unsolvable board has no distance to the goal
lessonfile-moves-letter = `{ $letter }` at character { NUMBER($at, useGrouping: "false") } of `{ $moves }` is not a move: use U, D, L, R (the direction the blank travels)
# $names: the names, as typed.
lessonfile-unknown-algorithm = unknown algorithm `{ $name }` (use one of { $names })
lessonfile-unknown-heuristic = unknown heuristic `{ $name }` (use one of { $names }, or h1..h6)

## A translation of a lesson (src/lesson/translate.rs, translate_check.rs).
lessonfile-tr-not-a-map = a translation is a map with lang, title, summary and steps
# $code: the lang the file gives; $language: the language's own name; $expected: its code.
lessonfile-tr-wrong-lang = `{ $code }`, but the file is the { $language } translation (lang: { $expected })
lessonfile-tr-expected-text = expected text
lessonfile-tr-expected-steps = expected a list of steps
lessonfile-tr-not-text = `{ $key }` cannot be translated: a translation gives only lang, title, summary and the steps' text
lessonfile-tr-missing-lang = missing `lang: { $code }`
lessonfile-tr-step-count = { $given ->
    [one] { NUMBER($given, useGrouping: "false") } step
   *[other] { NUMBER($given, useGrouping: "false") } steps
}, but the lesson has { NUMBER($steps, useGrouping: "false") }: a translation repeats every step, in order (`- board: {"{}"}` for a step with no text)
lessonfile-tr-step-one-key = expected `- { $kind }: …`, one key, the lesson's step kind
lessonfile-tr-step-kind = the lesson's step { NUMBER($number, useGrouping: "false") } is `{ $kind }`, not `{ $given }`: a translation repeats every step, in order
lessonfile-tr-expected-fields = expected the step's text fields
lessonfile-tr-no-fields = the lesson's step has no text fields
# $keys: the text fields, as written in a lesson file.
lessonfile-tr-not-text-field = `{ $key }` cannot be translated (the boards, claims and answers are the lesson's; text fields: { $keys })
lessonfile-tr-no-text-here = the lesson has no text here to translate
# $what: one of lessonfile-tr-kind-*; $lesson, $translation: the values as written.
lessonfile-tr-differ = { $what } differ from the lesson's text: it has [{ $lesson }], the translation [{ $translation }]
lessonfile-tr-differ-in-order = { $what } differ from the lesson's text: it has [{ $lesson }], the translation [{ $translation }] (in this order)
lessonfile-tr-kind-numbers = the numbers
lessonfile-tr-kind-boards = the boards
lessonfile-tr-kind-sizes = the board sizes
# $label: a letter that names things (n1, n2).
lessonfile-tr-kind-names = the names { $label }1, { $label }2, …
lessonfile-tr-kind-puzzles = the puzzles (8-puzzle, 15-puzzle)
lessonfile-tr-kind-lessons = the lesson numbers
lessonfile-tr-kind-examples = the example numbers
lessonfile-tr-kind-depths = the depths
lessonfile-tr-kind-parity = the parity words
