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

## Progress lines on standard error (a terminal only): where a long command is.
progress-lesson-checking = checking { $file }
progress-lesson-step = step { $step } of { $steps } ({ $kind })
progress-verify = verify { $size }
progress-verify-distance = distance { $depth }
progress-cost-table = cost table
progress-depth-done = depth { $depth } done
progress-experiment-heuristics = heuristics experiment
# $what: progress-moves or the stop's name; $heuristic: its name as typed.
progress-attempt = board { $board }: { $heuristic }: { $what }, { $expanded } expanded
progress-attempt-timed = board { $board }: { $heuristic }: { $what }, { $expanded } expanded, { $seconds } s
progress-moves = { $moves ->
    [one] { $moves } move
   *[other] { $moves } moves
}
progress-heuristics-check = heuristics check
progress-heuristics-sample = heuristics check on random boards
progress-last-board = last board: { $moves } moves
progress-last-board-unsolved = last board: not solved within the limits
# $reached, $states: numbers already written with the language's separators; $seconds too.
progress-audit-distances = distances: depth { $depth }, { $reached } states reached ({ $seconds } s)
progress-audit-checking = audit: { $heuristics ->
    [one] 1 heuristic
   *[other] { $heuristics } heuristics
} on { $states } states, every move checked ({ $seconds } s so far)
progress-audit-done = audit: done ({ $seconds } s)

## How an error line says where the problem is and what it adds.
# $place: where (a step of a lesson, a field, the standard input); $what: the rest of the line.
error-in = { $place }: { $what }
# $what: the problem; $note: what it adds (a suggestion, the value read).
error-note = { $what }; { $note }
