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
lessonfile-course-no-lesson = no lesson `{ $name }` in { $dir } (give a file name such as `01-intro.yaml` or its stem)
# $name: course.yaml.
lessonfile-course-file-outside = refused: { $name } is a regular file inside the course's folder
lessonfile-lesson-not-a-map = a lesson is a map
lessonfile-no-steps = the lesson has no steps
