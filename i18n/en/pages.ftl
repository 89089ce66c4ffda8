### Markdown handouts and answer keys, HTML lesson pages (chrome and feedback), course index.
### Language: en. Area: pages
##
## Arguments named `$…-html` or shown in bold/code are already marked up by
## the renderer (Markdown or HTML): keep them as they are, move them where
## the sentence needs them.

## Words shared by every page.

# A lesson's level (the `level:` of the lesson file).
pages-level-beginner = beginner
pages-level-intermediate = intermediate
pages-level-advanced = advanced
# The lesson's level, as a sentence under its title.
pages-level-sentence = Level: { $level }.
# The lesson's level in the course index (no full stop: other facts follow).
pages-level = Level: { $level }
# A parity.
pages-even = even
pages-odd = odd
# Question N, as the heading of a question.
pages-question = Question { $n }.
# Question N of an exercise ($kind: the exercise's kind as the lesson file names it: count, moves, predict, next-node).
pages-question-kind = Question { $n } ({ $kind }).
# How to answer ($form: "a whole number", "yes or no", or the exercise's own words).
pages-answer-with = Answer with { $form }.
# The same, when the form given by the lesson has its own closing punctuation.
pages-answer-with-bare = Answer with { $form }
pages-hint = Hint
pages-stronger-hint = Stronger hint
pages-hint-label = Hint:
pages-stronger-hint-label = Stronger hint:
pages-answer = Answer
# Before the right answer (the key, a shown answer).
pages-answer-label = Answer:
# Before the line the student writes an answer on.
pages-answer-line = Answer:
pages-no-questions = The lesson has no questions.
pages-moves-note = For a moves question the key gives a shortest sequence: any legal sequence that reaches the target counts.
# The claims npuzzle checked on a step.
pages-checked = Checked by npuzzle: { $claims }.
# Captions of boards.
pages-board = Board
pages-goal = Goal
pages-goal-named = Goal ({ $goal })
# The blank, for screen readers.
pages-blank = blank

## Tables of the computed steps.

pages-col-tile = tile
pages-col-smaller-after = smaller tiles after it
pages-col-count = count
pages-col-running = running
pages-col-move = move
pages-col-heuristic = heuristic
pages-col-value = value
pages-col-compared = compared with the distance
# Under a trace's board ($moves: the letters, as code; $goal: the goal's tiles; $name: the goal's name).
pages-trace-moves = Moves { $moves } (the blank's directions), goal { $goal } ({ $name }).
pages-search = Search: { $rules }.
# A heuristic's value that is too high ($n: by how much).
pages-over-by = over by { $n }
# $moves in bold: pages-move-count.
pages-true-distance = True distance (a shortest solution): { $moves }.
pages-move-count = { $n ->
    [one] { $n } move
   *[other] { $n } moves
}

## The Markdown instructor's copy, the sheets and the keys.

pages-answers-heading = Answers
# The answer key's heading.
pages-key-title = { $title }: answer key
pages-student-sheet = Student's sheet
pages-answer-key = Answer key
# The page title of a sheet or a key ($what: pages-student-sheet or pages-answer-key).
pages-page-title = { $title }: { $what }
# Under the title of a sheet or a key.
pages-sheet-meta = { $what }. Level: { $level }.
pages-name-label = Name:
pages-date-label = Date:
pages-sheet-footer = · Write one answer per question; your instructor has the answer key.
# $command as code.
pages-key-footer = · Grade a class with { $command }: its numbers are these.

## The interactive page.

# The label of a question's input.
pages-your-answer = Your answer to question { $n }
pages-check = Check
pages-show-answer = Show the answer
pages-progress = Your progress
pages-your-name = Your name (written on your answers file)
pages-your-id = Your student number (written on your answers file, for the gradebook)
pages-download = Download my answers
pages-forget = Start this lesson again
# Asked before the page forgets the student's answers.
pages-forget-confirm = Erase your answers, hints and score on this page and start the lesson again?
pages-forget-yes = Erase and start again
pages-forget-no = Keep my answers
# Said once when the progress the browser kept for this page could not be read.
pages-progress-reset = The progress saved for this page could not be read: it was reset.
# A right answer typed after "Show the answer".
pages-shown-then-right = Correct, but the answer was shown first: this question counts as shown.
# The student's own answers, under a question ($answers: the answers, joined by pages-then).
pages-your-answers = Your answer: { $answers }.
pages-then = { $first }, then { $next }
pages-answer-was-shown = The answer was shown.
pages-try-it = Try it: click a tile next to the blank, or focus the board and use the arrow keys.
pages-board-to-play = Board to play with: click a tile next to the blank, or use the arrow keys
# The panel under a board to play with; every argument is a number or a word already in its place.
pages-widget-panel = Inversions: { $inversions } · blank's row: { $row } (the goal's: { $goal }) · invariant ({ $name }): { $invariant }, { $parity } · moves: { $moves }
pages-start-again = Start again
# A tile a click can move, for screen readers.
pages-movable-tile = tile { $t }, next to the blank
# What is wrong with an answer that is not of the expected form ($why: the checker's reason).
pages-malformed = { $why }.
pages-checker-failed = This page could not start its answer checker (npuzzle's WebAssembly):

## The course index (lesson export).

pages-index-summary = { $n ->
    [one] { $n } lesson, in the order of the course. Each page works offline in any browser: nothing to install, nothing is sent anywhere.
   *[other] { $n } lessons, in the order of the course. Each page works offline in any browser: nothing to install, nothing is sent anywhere.
}
pages-question-count = { $n ->
    [one] { $n } question
   *[other] { $n } questions
}
# $command as code.
pages-index-footer = Written by { $command }.
pages-builtin-course = npuzzle: the built-in course
pages-export-wrote = { $pages ->
    [one] Wrote { $index } ({ $pages } page and index.html).
   *[other] Wrote { $index } ({ $pages } pages and index.html).
}
pages-export-keys = npuzzle: the answer keys (*.key.html) are in { $dir }: leave them out of what students can open
pages-export-scorm = { $packages ->
    [one] Wrote { $packages } SCORM 1.2 package (NAME.zip) in { $dir }: upload it as a SCORM activity.
   *[other] Wrote { $packages } SCORM 1.2 packages (NAME.zip) in { $dir }: upload each as a SCORM activity.
}
pages-export-qti = { $packages ->
    [one] Wrote { $packages } IMS QTI 1.2 package (NAME.qti.zip) in { $dir }: import it into Canvas as a "QTI .zip file".
   *[other] Wrote { $packages } IMS QTI 1.2 packages (NAME.qti.zip) in { $dir }: import each into Canvas as a "QTI .zip file".
}
pages-export-gift = { $banks ->
    [one] Wrote { $banks } GIFT question bank (NAME.gift.txt) in { $dir }: import it in Moodle's Question bank, Import, format GIFT.
   *[other] Wrote { $banks } GIFT question banks (NAME.gift.txt) in { $dir }: import each in Moodle's Question bank, Import, format GIFT.
}
pages-export-moodle-xml = { $banks ->
    [one] Wrote { $banks } Moodle XML question bank (NAME.moodle.xml) in { $dir }: import it in Moodle's Question bank, Import, format Moodle XML.
   *[other] Wrote { $banks } Moodle XML question banks (NAME.moodle.xml) in { $dir }: import each in Moodle's Question bank, Import, format Moodle XML.
}
bank-header = npuzzle: { $title } ({ $name }): { $kept } of { $total } questions; the right answers are the answer key's, each checked by the grader
bank-left-out = question { $number } is left out: { $why }
bank-left-out-moves = a moves question accepts every move sequence that reaches its target, more right answers than a bank can list
bank-left-out-not-expressible = no spelling of its answer that a bank compares is graded right by npuzzle
bank-gift-no-hints = GIFT has no hints: --format moodle-xml carries them
bank-left-out-stderr = npuzzle: lesson { $name }, question { $number } left out of the bank: { $why }
# The claims npuzzle checked on a step, in the reader's words: one
# `pages-claim` per claim, joined by `pages-claims-join`, inside
# `pages-checked`. A field's name is made of the words below (claim-…);
# a name the lesson file chose (an algorithm's, a heuristic's) stays as
# written.
pages-claim = { $label }: { $value }
pages-claim-false = { $label }: { $value } (FALSE)
pages-claims-join = {"; "}
pages-claim-part-join = {" · "}
claim-value-none = none
claim-value-odd-width = odd width
claim-value-even-width = even width
claim-value-thin = one row or one column
claim-depth = depth { $n }
claim-tile-count = tile { $tile }: count
claim-move-jumped-count = move { $n }: tiles jumped over
claim-move-delta = move { $n }: change in inversions
claim-move-tile = move { $n }: tile moved
claim-solvable = solvable
claim-rule = rule
claim-inversions = inversions
claim-blank-row-distance = blank's row distance to the goal row
claim-inversion-rule-says = the inversion-only rule says solvable
claim-fix = tiles to swap
claim-parity = parity
claim-counts = count of each tile
claim-relabelled = relabelled by the goal
claim-claim-correct = the count given is right
claim-blank-row = blank's row
claim-cells = cells
claim-end = board at the end
claim-vertical-moves = vertical moves
claim-horizontal-moves = horizontal moves
claim-jumped = tiles jumped over
claim-deltas = change in inversions at each move
claim-inversions-start = inversions at the start
claim-inversions-end = inversions at the end
claim-net-change = net change in inversions
claim-invariant-start = invariant at the start
claim-invariant-end = invariant at the end
claim-parity-kept = parity kept on every move
claim-inversion-parity-changes = moves that change the inversions' parity
claim-inversions-plus-row-parity-changes = moves that change the parity of inversions + row
claim-class = class
claim-target = canonical board
claim-length = length
claim-phases = phases
claim-connected = connected
claim-moves = moves
claim-reached = states reached
claim-expected = states expected
claim-states = states
claim-max-depth = greatest distance
claim-by-depth = states at each distance
claim-agrees = the parity rule agrees
claim-farthest = states at the greatest distance
claim-solved = solved
claim-expanded = nodes expanded
claim-generated = nodes generated
claim-selected = nodes selected
claim-duplicates = duplicates discarded
claim-max-frontier = largest frontier
claim-max-stored = most nodes held at once
claim-branching = effective branching factor
claim-distance = true distance
claim-overestimating = overestimating here
claim-admissible = admissible
claim-consistent = consistent
claim-overestimated = boards overestimated
claim-diameter = greatest distance
claim-violating-moves = moves that break consistency
claim-mean-ratio = mean ratio to the distance
claim-dominates = dominates
claim-worst = worst board
claim-violation = a move that breaks consistency
claim-board = board
claim-h = value
claim-excess = above the distance by
claim-count = boards as bad
claim-move = move
claim-after = board after
claim-h-before = value before
claim-h-after = value after
claim-available = boards available
claim-run = run
claim-longer = solutions longer than optimal
claim-published = published figure
claim-never-more = never generates more than
claim-fewer = generates fewer than
