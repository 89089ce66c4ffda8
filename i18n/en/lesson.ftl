### The lesson stepper and the terminal lesson views, lesson list, feedback on answers.
### Language: en. Area: lesson

## The header of a lesson and of its steps.
# $name: the lesson's name (01-counting-inversions); $level: a level word below.
lesson-header = lesson { $name } · { $level } · { $steps ->
    [one] { $steps } step
   *[other] { $steps } steps
}
lesson-level-beginner = beginner
lesson-level-intermediate = intermediate
lesson-level-advanced = advanced
# $kind: one of the lesson-kind words below.
lesson-step-line = --- step { $number } of { $total }: { $kind } ---
lesson-kind-section = section
lesson-kind-say = say
lesson-kind-board = board
lesson-kind-inversions = inversions
lesson-kind-solvable = solvable
lesson-kind-trace = trace
lesson-kind-reduce = reduce
lesson-kind-connect = connect
lesson-kind-verify = verify
lesson-kind-solve = solve
lesson-kind-tree = tree
lesson-kind-compare = compare
lesson-kind-heuristics = heuristics
lesson-kind-audit = audit
lesson-kind-cost-table = cost-table
lesson-kind-quiz = quiz
lesson-kind-count = count
lesson-kind-moves = moves
lesson-kind-predict = predict
lesson-kind-next-node = next-node
lesson-same-paragraph = (The same paragraph as in step { $step }, not repeated.)

## Captions over boards.
lesson-caption-board = board
lesson-caption-goal = goal
# $name: the goal's name as the lesson gives it (blank-first, snail), not translated.
lesson-caption-goal-named = goal ({ $name })
lesson-caption-reach = reach

## What a step computed.
# $rules: the search's rules, as the solve command says them.
lesson-search-rules = Search: { $rules }.
lesson-steps-heading = Step by step ({ $shown } of { $total } expansions):
lesson-steps-more = … { $more } more expansions: on a terminal, type w at this step to step through them all (`lesson run --format json` lists every step).
# An inversions step with a claimed count ($correct, $wrong: the coloured word).
lesson-claim-right = The claimed count { $claim } is { $correct }.
lesson-claim-correct = correct
lesson-claim-wrong = The claimed count { $claim } is { $wrong }: the count is { $actual } (off by { $off }). { $hint }
lesson-claim-wrong-word = wrong
lesson-claim-passes = The running total passes { $claim } at tile { $tile }: recount from there.
lesson-claim-too-large = It is larger than every running total: only the smaller tiles AFTER each tile count, and the blank is left out.

## Questions and answers.
lesson-question = Question:
lesson-question-n = Question { $n }:
# $form: one of the forms below, or an exercise's.
lesson-answer-with = (answer with { $form })
lesson-form-number = a whole number
lesson-form-yes-no = yes or no
lesson-form-board = a board, rows separated by /
lesson-form-moves = moves of the blank: U, D, L, R
lesson-form-even-odd = even or odd
lesson-answer-label = Answer:
lesson-hint = Hint:
lesson-hint-stronger = Stronger hint:
# What a yes-or-no answer is shown as (a student may type it too, as well as yes/no).
lesson-yes = yes
lesson-no = no
# Other ways a student types yes and no, separated by commas (read, never shown;
# every language's forms are read in every language, so no form may be both).
lesson-yes-typed = yes, yeah, yep
lesson-no-typed = no, nope
lesson-no-moves = (no moves)
lesson-parity-even = even
lesson-parity-odd = odd
# No tiles (a student may type it too, as well as none).
lesson-tiles-none = none
lesson-correct = Correct.
lesson-not-quite = Not quite.
lesson-not-quite-feedback = Not quite. { $feedback }
# $first, $after, $shown: counts of questions.
lesson-tally = { $first } of { $questions ->
    [one] { $questions } question
   *[other] { $questions } questions
} right at the first try, { $after } right after a hint or a retry, { $shown } shown.

## Exercises: their questions and forms (when the lesson gives none).
lesson-ex-count-tiles-question = Count the inversions of this board tile by tile: for each tile in reading order, how many smaller tiles come after it?
lesson-ex-count-tiles-form = { $n } counts, one per tile in reading order, e.g. 2 0 1 ...
lesson-ex-count-total-question = How many inversions does this board have?
# $within: lesson-ex-moves-within, or nothing.
lesson-ex-moves-within = {" "}in at most { $max } moves
lesson-ex-moves-goal = Type moves that bring this board to the goal{ $within }.
lesson-ex-moves-board = Type moves that turn this board into { $board }{ $within }.
lesson-ex-moves-tile = Type moves that bring tile { $tile } to its place in the goal ({ $cell }){ $within }.
lesson-ex-moves-form = moves of the blank (U, D, L, R) or the numbers of the tiles that slide
lesson-ex-predict-delta = by how much does the inversion count change (Δinversions)?
lesson-ex-predict-delta-form = a whole number, with its sign: +2, -1, 0
lesson-ex-predict-invariant = what is the invariant ({ $name }) after it?
lesson-ex-predict-parity = is the invariant ({ $name }) even or odd after it?
lesson-ex-predict-jumped = which tiles does tile { $tile } jump over in reading order?
lesson-ex-predict-jumped-form = tile numbers, or none
# $letter: U, D, L or R; $dir, $slides: direction words below; $what: one of the questions above.
lesson-ex-predict-question = The blank moves { $letter } ({ $dir }), so tile { $tile } slides { $slides }: { $what }
lesson-dir-up = up
lesson-dir-down = down
lesson-dir-left = left
lesson-dir-right = right
lesson-ex-next-rule-f = It expands the node with the lowest f = g + h; ties go to { $ties }.
lesson-ex-next-rule-fifo = It expands the node that has waited longest (first in, first out).
lesson-ex-next-question = { $algo } has expanded { $after ->
    [one] { $after } node
   *[other] { $after } nodes
}; its frontier is below. { $rule } Which node does it expand next?
lesson-ex-next-form = the node's number, 1 to { $nodes }
lesson-algo-bfs = Breadth-first search
lesson-algo-ordered = Ordered search
lesson-ties-fifo = the node generated first
lesson-ties-low-h = the lower h, then the node generated first
lesson-expanded-so-far = Expanded so far, in order:
lesson-frontier-numbered = Frontier (numbered in the order the nodes were generated):
lesson-frontier-by = by { $letter }
lesson-frontier-depth = depth { $g }

## Why an exercise's answer is right.
lesson-why-count = Per tile: { $tiles }; total { $total } ({ $parity }).
lesson-why-moves = A shortest way: { $path } ({ $count ->
    [one] { $count } move
   *[other] { $count } moves
}); any legal sequence that reaches the target counts.
lesson-why-jumps-none = jumps over no tile (a horizontal move keeps the reading order)
lesson-why-jumps = jumps over { $tiles }
# $parity: a parity word.
lesson-why-predict = Tile { $tile } { $jumped }: Δinversions { $delta }, inversions { $before } → { $after } ({ $parity }).
# With an invariant of its own ($name, as the trace names it: not translated).
lesson-why-predict-invariant = Tile { $tile } { $jumped }: Δinversions { $delta }, inversions { $before } → { $after }; { $name }: { $from } → { $to } ({ $parity }).
# $f: "f = 1 + 3 = 4"; $tied: lesson-why-next-tied, or nothing.
lesson-why-next-f = { $algo } expands the node with the lowest f = g + h: [{ $node }] has { $f }{ $tied }.
lesson-why-next-tied = , tied with { $nodes }; ties go to { $ties }
lesson-why-next-fifo = { $algo } expands the oldest node of its frontier (first in, first out): [{ $node }], at depth { $depth }, was generated before every other node waiting.

## Feedback on a wrong or unreadable answer ($text: what the student typed; $g, $n: the student's numbers).
lesson-not-a-node = `{ $text }` is not a node number: type 1 to { $nodes }
lesson-not-counts = `{ $text }` is not a list of counts
lesson-total-only = type the total only, one whole number
lesson-too-few = { $g } is too few. The running total passes { $g } at tile { $tile }: after it come the smaller tiles { $tiles }. Recount from there.
lesson-too-many = { $g } is too many: only the smaller tiles AFTER each tile count, and the blank is left out.
lesson-counts-given = { $n } counts given: type { $tiles }, one per tile in reading order (the blank left out)
# $ordinal: lesson-ordinal.
lesson-tile-counted = Tile { $tile } (the { $ordinal } tile in reading order): you counted { $g }. The tiles after it that are smaller: { $tiles }. Count them, then try again.
lesson-ordinal = { NUMBER($n, type: "ordinal") ->
    [one] { $n }st
    [two] { $n }nd
    [few] { $n }rd
   *[other] { $n }th
}
lesson-at-least-one-move = type at least one move
# $problem: lesson-move-blank or lesson-move-tile.
lesson-illegal = Illegal { $problem }. The board before that move:
lesson-move-blank = move { $n } ({ $dir }): { $problem }
lesson-move-tile = move { $n }: { $problem }
lesson-edge-up = the blank is already in the top row
lesson-edge-down = the blank is already in the bottom row
lesson-edge-left = the blank is already in the leftmost column
lesson-edge-right = the blank is already in the rightmost column
lesson-not-adjacent = tile { $tile } is not next to the blank
lesson-zero-is-blank = 0 is the blank, not a tile that can slide
# $size: 3x3.
lesson-no-such-tile = there is no tile { $tile } on a { $size } board (tiles 1 to { $last }); separate tile numbers with spaces or commas
lesson-not-a-move = `{ $c }` at character { $i } is not a move: use U, D, L, R (the direction the blank travels) or tile numbers separated by spaces or commas
lesson-not-a-tile-number = `{ $t }` (move { $n }) is not a tile number on any board (tiles go up to 255)
lesson-target-goal = the goal
lesson-target-tile = tile { $tile } at home
# $target: lesson-target-goal, a board, or lesson-target-tile.
lesson-not-reached = { $count ->
    [one] { $n } move
   *[other] { $n } moves
} played, but the board reached is not { $target }:
lesson-too-long = These { $n } moves reach the target, but it can be done in at most { $max }.
lesson-not-whole = `{ $text }` is not a whole number
lesson-not-yes-or-no = `{ $text }` is not yes or no
# $why: why the text is not a board (in English for now).
lesson-not-a-board = not a board: { $why }
lesson-wrong-parity = { $signed } has the wrong parity: tile { $tile } jumps over { $count ->
    [one] { $count } tile
   *[other] { $count } tiles
}, and each pair it jumps changes the count by one.
lesson-not-this = Not { $n }.
lesson-not-even-or-odd = `{ $text }` is not even or odd
lesson-not-tiles = `{ $text }` is not a list of tiles (or none)
lesson-tiles-named = You named { $count ->
    [one] { $n } tile
   *[other] { $n } tiles
}; count the cells strictly between the tile's old and new place in reading order.
lesson-right-count-wrong-tiles = The right number of tiles, but not the right ones.
# $fa, $fb: "f = 1 + 3 = 4"; $ties: lesson-ties-fifo or lesson-ties-low-h.
lesson-not-next-fifo = Not node { $k }: first in, first out, and [{ $next }] was generated before [{ $k }] (they are numbered in the order they were generated).
lesson-not-next-tie = Not node { $k }: [{ $k }] has { $fa } and [{ $next }] has { $fb }, a tie; ties go to { $ties }: [{ $next }].
lesson-not-next-lower = Not node { $k }: [{ $k }] has { $fa }, but [{ $next }] has { $fb }, the lowest of the frontier (ties go to { $ties }).

## The stepper's prompts (the keys h, s, b, q, w and Enter are typed as they are in every language).
# A space follows the prompt.
lesson-answer-prompt-hints = Your answer (h: hint, s: show the answer, b: back, q: quit) >
lesson-answer-prompt = Your answer (s: show the answer, b: back, q: quit) >
lesson-answer-keys-hints = Keys: type your answer, h or ? hint, s show the answer, b back, q quit (then Enter).
lesson-answer-keys = Keys: type your answer, s show the answer, b back, q quit (then Enter).
lesson-page-keys = Keys: Enter next, b back, q quit (then Enter).
lesson-page-prompt = -- step { $step } of { $steps } -- Enter: next, b: back, q: quit >
lesson-page-prompt-watch = -- step { $step } of { $steps } -- w: watch it step by step, Enter: next, b: back, q: quit >
lesson-back-at = Back at step { $step } of { $steps }.
lesson-no-hint-here = No hint on this step: hints belong to the questions. Enter goes on.
lesson-have-a-go-hints = Have a go first: type your answer (h for a hint, s to see the answer).
lesson-have-a-go = Have a go first: type your answer (s to see the answer).
lesson-no-more-hints = No more hints; s shows the answer.
lesson-no-hint = This question has no hint; s shows the answer.
lesson-try-again-hints = Try again, or h for a hint, s to see the answer.
lesson-try-again = Try again, or s to see the answer.
lesson-answered-before = (answered before)

## Progress, the score, the end of a lesson.
# $tally: lesson-tally.
lesson-score-end = Score: { $tally }
lesson-score-so-far = Score so far: { $tally }
lesson-end = End of the lesson. { $score }
lesson-next-run = Next lesson: { $next } (`npuzzle lesson run { $next }`).
lesson-next = Next lesson: { $next }.
lesson-last-of-course = This was the last lesson of the course.
lesson-resuming = Resuming at step { $step } of { $steps } (--restart starts over).
lesson-reviewing = You finished this lesson: { $tally } Reviewing it with your answers shown; `npuzzle lesson run { $name } --restart` answers it again (your record stays until that run ends).
lesson-progress-saved = Progress saved: `{ $command }` goes on at step { $step }.
# The command follows on a line of its own.
lesson-progress-saved-long = Progress saved; to go on at step { $step }:
lesson-progress-not-saved = Progress NOT saved ({ $why }).
lesson-progress-not-kept = Progress is not saved on this machine.
# The file follows on a line of its own.
lesson-progress-missing = npuzzle: no saved progress yet; it will be kept in
lesson-progress-corrupt = npuzzle: the saved progress cannot be read ({ $why }); it is kept as { $backup } and a fresh record is started in
lesson-progress-unusable = npuzzle: the saved progress cannot be read ({ $why }); progress is not saved this time. The file:
lesson-cannot-save = npuzzle: cannot save progress to { $file }: { $why } (the lesson goes on)
lesson-cannot-write-answers = npuzzle: --save-answers { $file }: cannot write: { $why }
lesson-from-out-of-range = --from { $from }: the lesson has steps 1 to { $steps }
lesson-refused = npuzzle: { $file }: refused to teach a lesson that states something false (`npuzzle lesson check` shows the same)

## A scripted run (--answers).
# $mark: lesson-mark-correct, -wrong or -malformed, coloured.
lesson-your-answer = Your answer: { $given }: { $mark }
lesson-your-answer-none = Your answer: (none)
lesson-your-answer-shown = Your answer: { $given } (written after the answer was shown: no mark)
# --save-answers FILE: what is there already.
lesson-save-answers-unusable = --save-answers { $file }: refused: { $why }; the file is left as it is
lesson-save-answers-is-lesson = --save-answers { $file }: refused: that is a lesson, not an answers file; it is left as it is (name a new file, e.g. answers.txt)
lesson-save-answers-not-answers = --save-answers { $file }: refused: the file is there and is not an answers file written by npuzzle; it is left as it is (name a new file)
lesson-save-answers-other-lesson = --save-answers { $file }: refused: it holds the answers to lesson { $other }, not to { $lesson }; it is left as it is (name a new file)
lesson-save-answers-replacing = { $file } holds answers to this lesson: it is replaced by this run's answers (your earlier ones are kept in your progress).
lesson-save-answers-replacing-empty = { $file } is empty: it is replaced by this run's answers.
# The lesson's steps or answers changed since its progress was saved.
lesson-changed-since-saved = { $name } changed since your progress was saved (its steps or answers are not the same): starting it afresh, your earlier answers are not used.
lesson-mark-correct = correct
lesson-mark-wrong = wrong
lesson-mark-malformed = malformed
lesson-scripted-score = Score: { $correct } of { $total } correct

## lesson list (its --json never changes).
lesson-list-name = NAME
lesson-list-steps = STEPS
lesson-list-progress = PROGRESS
lesson-list-score-head = SCORE
lesson-list-title = TITLE
lesson-list-done = done
lesson-list-at-step = step { $step }
# $score: right at the first try / after a hint or a retry / shown (3/1/0).
lesson-list-score = { $score } of { $questions }
lesson-list-score-legend = SCORE: right at the first try / after a hint or a retry / shown, of N questions
lesson-list-invalid = not a valid lesson: { $error }
lesson-list-course = Course: { $title }
lesson-list-run-one = Run one with `npuzzle lesson run NAME`; add your own with --dir DIR.
lesson-list-progress-unreadable = npuzzle: { $file }: the saved progress cannot be read ({ $why }); listed without it
# A claim of a lesson that is false ($kind, $field: the lesson file's words).
lesson-check-failure = step { $step } ({ $kind }): { $field }: expected { $expected }, actual { $actual }
# A wrong answer with the checker's feedback.
lesson-mark-feedback = { $mark }. { $feedback }
# Why a typed answer is not an answer of the right form.
lesson-unreadable = { $why }.
# The title of a student's own variant of a lesson (`lesson run --student ID`).
lesson-variant-title = { $title } (student { $id })

## lesson grade's text report.
grade-title = { $title } ({ $questions }, { $files })
grade-questions = { $count ->
    [one] { $count } question
   *[other] { $count } questions
}
grade-students = { $count ->
    [one] { $count } student
   *[other] { $count } students
}
grade-files-graded = { $count ->
    [one] { $count } answer file, { $graded } graded
   *[other] { $count } answer files, { $graded } graded
}
grade-col-student = STUDENT
grade-col-file = FILE
grade-col-score = SCORE
grade-not-graded-row = not graded (below)
grade-flag-warnings = { $count ->
    [one] { $count } warning
   *[other] { $count } warnings
}
grade-flag-same-name = same name
grade-heading-not-graded = Not graded:
grade-heading-warnings = Warnings:
grade-heading-same-name = The same student name in more than one file:
grade-heading-malformed = Malformed answers (?), not counted as answers:
grade-heading-records = Tries, hints and answers shown before answering (as the files record them):
grade-heading-hardest = Questions, hardest first:
grade-of = { $right } of { $of }
grade-right-share = right ({ $share }%)
grade-legend = ok: right, x: wrong, ?: malformed (not an answer of the expected form), -: no answer, s: shown before it was answered
grade-tries = { $count ->
    [one] { $count } try
   *[other] { $count } tries
}
grade-hints = { $count ->
    [one] { $count } hint
   *[other] { $count } hints
}
grade-shown = shown
grade-line = line { $line }: { $text }
grade-shift-range = questions { $first } to { $last }
grade-shift-one = question { $first }
grade-shift = { $run ->
    [one] a blank line here is read as { $range } left unanswered, but the answers after it fit the questions before them better (as placed, { $here } of { $n } have the expected form; one question earlier, { $before } do): a shift? Write `-` for a skipped question and no blank line, or number the answers (`{ $next }. ...`)
   *[other] a blank line here is read as { $range } left unanswered, but the answers after it fit the questions before them better (as placed, { $here } of { $n } have the expected form; { $run } questions earlier, { $before } do): a shift? Write `-` for a skipped question and no blank line, or number the answers (`{ $next }. ...`)
}
grade-empty-name = `# name:` gives no name: the file's name is used
grade-other-lesson = answers to lesson { $theirs }, not to lesson { $this }: grade them against their own lesson
grade-other-version = answers to another version of this lesson ({ $theirs }, this one is { $this }): its steps or right answers changed since
grade-same-lesson = answers to lesson { $theirs }, which has the same steps and answers as { $this }
grade-not-utf8 = not UTF-8 text (byte { $byte })
grade-same-id = student id { $id } is also the id of { $files }: one student, two answer files?
grade-note-extra = { $questions ->
    [one] answer { $number }, but the lesson has { $questions } question: not graded
   *[other] answer { $number }, but the lesson has { $questions } questions: not graded
}
grade-note-no-such = { $questions ->
    [one] question { $key }, but the lesson has { $questions } question: not graded
   *[other] question { $key }, but the lesson has { $questions } questions: not graded
}
grade-note-twice = question { $question } answered again (first on line { $first }): this later answer is graded
grade-no-id-varying = no `# id:`: the lesson's boards vary per student, so these answers were graded against the instructor's boards (`lesson run --student ID` gives each student theirs)
grade-not-graded-line = { $place }: not graded: { $why }
grade-warning-line = { $place }: warning: { $why }
grade-error-too-deep = folders nested more than { $max } deep: give the folder of the class's answers
grade-error-too-many-files = more than { $max } files: give the folder of the class's answers
grade-error-roster-needs-gradebook = --roster and --column make a gradebook: use them with --format moodle-csv or canvas-csv
grade-error-bom-needs-csv = --bom is for a CSV: use it with --format csv, moodle-csv or canvas-csv
grade-error-lesson-false = refused to grade against a lesson that states something false (`npuzzle lesson check` shows the same)
grade-error-no-questions = the lesson has no questions to grade
grade-error-variant-false = refused to grade: the variant of student `{ $id }` states something false
grade-error-none-graded = no answer file could be graded ({ $count } not graded)

## lesson check: one line per lesson, a course's table, the summaries.
check-mark-ok = ok
check-mark-fail = FAIL
check-verified = { $file }: { $steps } { $steps ->
    [one] step
   *[other] steps
}, { $claims } { $claims ->
    [one] claim
   *[other] claims
} and { $quizzes } quiz { $quizzes ->
    [one] answer
   *[other] answers
} verified
check-verified-with-variants = { $file }: { $steps } { $steps ->
    [one] step
   *[other] steps
}, { $claims } { $claims ->
    [one] claim
   *[other] claims
} and { $quizzes } quiz { $quizzes ->
    [one] answer
   *[other] answers
} verified, and the variants of { $variants } sample students ({ $ids })
check-false = { $file }: { $count } of { $total } claims false
check-warning-line = { $file }: warning: { $text }
check-nothing-checked = nothing is checked: the lesson has no `expect:` claims and no quizzes
check-course = Course: { $title }
check-col-file = FILE
check-col-steps = STEPS
check-col-claims = CLAIMS
check-col-warnings = WARNINGS
check-col-errors = ERRORS
check-col-result = RESULT
check-result-malformed = malformed
check-result-ok = ok
check-result-false = false claim
check-passed = { $ok } of { $count } { $count ->
    [one] lesson
   *[other] lessons
} passed
check-error-malformed = { $count } of { $total } { $total ->
    [one] lesson is
   *[other] lessons are
} malformed: { $files }
check-error-problems = { $count } { $count ->
    [one] problem
   *[other] problems
} in { $files }

## Finding a lesson by its name (`lesson run NAME`, `--dir`).
lesson-error-no-such-lesson = no lesson named `{ $name }`: `npuzzle lesson list` shows the built-in lessons; give a path to run a file
lesson-error-several-lessons = `{ $name }` names several lessons: { $lessons }
lesson-error-no-such-lesson-in = no lesson named `{ $name }` in { $dir }: `npuzzle lesson list --dir { $dir }` shows its lessons
lesson-error-several-lessons-of = `{ $name }` names several lessons of { $dir }: { $lessons }
