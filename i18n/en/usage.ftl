### The command line's usage errors (clap's), one line each (src/cli/usage_error.rs).
### Language: en. Area: usage
# English is clap's own words: keep them as clap says them.

usage-unknown-argument = unexpected argument '{ $arg }' found
usage-unknown-subcommand = unrecognized subcommand '{ $name }'
usage-invalid-value = invalid value '{ $value }' for '{ $arg }'
usage-value-required = a value is required for '{ $arg }' but none was supplied
# $message: one of the two above; $values: the values, separated by ", ".
usage-with-possible-values = { $message } [possible values: { $values }]
usage-with-possible-values-or-a-board = { $message } [possible values: { $values }, or a board]
# $reason: why the value is refused (one of the usage-reason-* messages).
usage-invalid-value-because = invalid value '{ $value }' for '{ $arg }': { $reason }
usage-missing-arguments = the following required arguments were not provided: { $args }
usage-missing-subcommand = '{ $name }' requires a subcommand but one was not provided
usage-missing-subcommand-of = '{ $name }' requires a subcommand but one was not provided [subcommands: { $values }]
usage-used-twice = the argument '{ $arg }' cannot be used multiple times
usage-conflict = the argument '{ $arg }' cannot be used with '{ $other }'
usage-conflict-list = the argument '{ $arg }' cannot be used with: { $others }
usage-conflict-others = the argument '{ $arg }' cannot be used with one or more of the other specified arguments
usage-no-equals = equal sign is needed when assigning values to '{ $arg }'
usage-too-many-values = unexpected value '{ $value }' for '{ $arg }' found; no more were expected
usage-too-few-values = { $min } values required by '{ $arg }'; only { $count } { $count ->
    [one] was
   *[other] were
} provided
usage-wrong-number-of-values = { $expected } values required for '{ $arg }' but { $count } { $count ->
    [one] was
   *[other] were
} provided
# The tips: $name one name; $names several, each in quotes, separated by ", ".
usage-tip-similar-subcommand = tip: a similar subcommand exists: '{ $name }'
usage-tip-similar-subcommands = tip: some similar subcommands exist: { $names }
usage-tip-similar-argument = tip: a similar argument exists: '{ $name }'
usage-tip-similar-arguments = tip: some similar arguments exist: { $names }
usage-tip-similar-value = tip: a similar value exists: '{ $name }'
usage-tip-similar-values = tip: some similar values exist: { $names }
usage-tip-as-value = tip: to pass '{ $arg }' as a value, use '{ $use_ }'
usage-tip-exists = tip: '{ $name }' exists
usage-tip-remove-dashes = tip: subcommand '{ $name }' exists; to use it, remove the '--' before it
# A tip of clap's that the tool does not know: $english, clap's words.
usage-tip-other = tip: { $english }
# Which command's help to read ($command: `npuzzle lesson check`).
usage-see-help = {" "}(see `{ $command } --help`)
# Why a number was refused.
usage-reason-empty = cannot parse integer from empty string
usage-reason-not-a-whole-number = invalid digit found in string
usage-reason-too-large = number too large to fit in target type
usage-reason-too-small = number too small to fit in target type
usage-reason-not-a-number = invalid float literal
usage-reason-other = { $english }
usage-give-seconds = give a number of seconds from 0 (no limit) to { $max }
usage-give-count = give a number of boards from 1 to { $max }
usage-give-whole-from = give a whole number of at least { $min }
usage-give-whole-range = give a whole number from { $min } to { $max }
# An error clap has no data for: $english, clap's words.
usage-other = { $english }
usage-not-utf8 = argument { $position } (`{ $shown }`) is not UTF-8 text
usage-not-utf8-somewhere = an argument is not UTF-8 text

## The commands' own checks of their options (exit 2).
usage-goal-size-not-size = --goal: the goal is { $goal } but --size is { $size }
usage-goal-size-says = --goal is { $goal } but --size says { $size }
usage-random-count = --count { $count }: give between 1 and { $max } boards
usage-random-max-nodes-zero = --max-nodes 0: the solver needs at least one node
usage-answers-format = --answers scores a run: use it with --format text or json, not markdown, html, gift or moodle-xml
usage-handout-bank = --handout and --answer-key are Markdown or HTML: a question bank (--format gift or moodle-xml) is already the questions with their answers
usage-save-answers = --save-answers records an interactive run: run it on a terminal, without --no-pause and --format (for a scripted run use --answers)
usage-interactive-html = --interactive is a page: use it with --format html
usage-run-out = --out: lesson run writes one lesson to standard output; to write a course's pages to a folder use `npuzzle lesson export --dir COURSE --out DIR`
usage-handout-json = --handout and --answer-key are Markdown or HTML: leave out --format json
usage-heuristics-solver = --solver `{ $name }`: use manhattan, linear-conflict or pdb
usage-heuristics-sample-too-big = a { $size } board has { $cells } cells: --sample solves boards optimally, which handles at most { $max } cells
usage-tree-drawn-zero = --max-nodes-drawn must be at least 1
usage-tree-drawn-cap = --max-nodes-drawn { $asked }: --format { $format } draws at most { $max } nodes (the cap; text and json: { $text_max }, svg, dot, mermaid and html: { $picture_max })
usage-tree-rankdir = --rankdir applies to --format svg, dot and html, not { $format }
usage-trace-too-many-moves = moves: { $count } moves, more than --max-moves { $max } (each move prints a proof); raise --max-moves (at most { $most }) to trace them all
usage-trace-no-moves = no moves given: write letters U, D, L, R (the blank's direction) or tile numbers
usage-claim-not-whole = --claim: `{ $text }` (item { $item }) is not a whole number
usage-claim-none = --claim: no number given
usage-claim-count = --claim: { $count } counts given, but the board has { $tiles } tiles
usage-algos-none = --algos: name at least one algorithm
usage-algos-twice = --algos: `{ $name }` is listed twice; each algorithm runs once (at most { $max } in the list)
usage-algos-heuristic = --heuristic applies to greedy, astar and idastar, and none of them is in --algos
usage-batch-line-too-long = longer than { $kib } KiB: not a board
usage-batch-not-utf8 = not UTF-8 text (the first bad byte is byte { $byte } of the line)
usage-batch-summary = { $boards } { $boards ->
    [one] board
   *[other] boards
}: { $solved } solved, { $negative } unsolvable or not solved, { $bad } bad { $bad ->
    [one] line
   *[other] lines
}.
usage-batch-bad-lines = --batch: { $count } bad { $count ->
    [one] line
   *[other] lines
} (the first: line { $first }); the other boards were solved
usage-batch-interrupted = interrupted (Ctrl-C): stopped before line { $line }; it and the boards after it were not solved
# One line of `solve --batch`'s text output ($line: the input's line number;
# $how: the algorithm and heuristic as the command line names them; $stop:
# why a search stopped, as JSON names it).
usage-batch-line-error = line { $line }: { $error }
usage-batch-line-bad = line { $line }: bad line: { $error }
usage-batch-line-unsolvable = line { $line }: { $board }: unsolvable (parity)
usage-batch-line-optimal = line { $line }: { $board }: { $length } { $length ->
    [one] move
   *[other] moves
} (optimal, { $how }): { $moves }; { $counts }
usage-batch-line-not-proven = line { $line }: { $board }: { $length } { $length ->
    [one] move
   *[other] moves
} (not proven optimal, { $how }): { $moves }; { $counts }
usage-batch-line-not-solved = line { $line }: { $board }: not solved: { $stop } ({ $how }); { $counts }
usage-batch-counts = { $expanded } expanded, { $generated } generated

## The commands' own checks of what they were given (one line each)
usage-connect-sizes = FROM is { $from } but TO is { $to }: boards of different sizes never connect
usage-verify-too-many = --size { $size }: { $cells } cells is too many for an exhaustive search: at most { $max } cells ({ $cells }! = { $arrangements } arrangements would not fit in memory)
usage-verify-more-than-quintillions = more than 2 quintillion
usage-verify-thin = --size { $size }: a board one cell wide or high is outside the theorem: the tiles never pass each other, so only the blank's { $cells } positions are reachable, not { $cells }!/2 arrangements
usage-experiment-even-depth = --max-depth { $depth }: the table has even depths only (2, 4, ...)
usage-experiment-algo = --algo { $algo }: the comparison runs astar or idastar
usage-out-symlink = --out { $path }: is a symbolic link: refused to write through it
usage-out-directory = --out { $path }: is a directory
usage-heuristic-ordered = --heuristic applies to greedy, astar and idastar; { $algo } always uses misplaced tiles (as in the Chinese lab report): use --algo astar --heuristic H for another h
usage-heuristic-none = --heuristic applies to greedy, astar and idastar; { $algo } uses no heuristic
usage-pdb-idastar = --heuristic pdb: the pattern databases are searched with IDA* (--algo idastar or no --algo)
usage-pdb-rules = --heuristic pdb: the pattern-database solver has fixed rules (no --tree-search, --no-undo, --goal-test or --ties)
usage-step-two = --step shows at most two searches side by side (e.g. --algos bfs,ordered)
usage-format-unavailable = --format { $format } is not available for this command (use { $supported })
usage-goal-unknown = --goal: unknown goal `{ $goal }` (use blank-last, blank-first, snail or a board)
usage-random-walk-too-long = --moves { NUMBER($moves, useGrouping: "false") }: a random walk may have at most { NUMBER($max, useGrouping: "false") } moves
usage-random-one-tile = --unsolvable: a { $size } board has one tile, so every arrangement is solvable
usage-random-distance-unsolvable = --distance with --unsolvable: an unsolvable board has no distance to the goal
usage-random-distance-too-big = --distance: a { $size } board is too big to prove distances (at most { $max } cells)
usage-random-distance-beyond = --distance { NUMBER($distance, useGrouping: "false") }: no { $size } board is more than { $max } moves from this goal
usage-random-distance-corner = --distance { NUMBER($distance, useGrouping: "false") }: no 4x4 board is more than { $max } moves from a goal with the blank in a corner
usage-order-not-a-move = --order `{ $order }`: `{ $letter }` is not a move (use the letters U, D, L, R)
usage-order-each-once = --order `{ $order }`: give each of U, D, L, R exactly once (e.g. LUDR)
usage-max-depth-range = --max-depth { NUMBER($depth, useGrouping: "false") }: give an even depth from 2 to { $max } (no 8-puzzle board is farther from the goal)
usage-step-bidir = --step shows bfs, ids, ordered, greedy, astar and idastar; bidir grows two frontiers at once (draw it with `npuzzle tree --algo bidir`)
usage-count-at-least-one = --count: give at least 1 board
usage-count-per-depth = --count: give at least 1 board per depth
usage-compare-algo = --algo { $algo }: the comparison runs astar or idastar
usage-course-empty = { $dir }: the course has no lessons (*.yaml files)
usage-students-case = --students: the ids { $first } and { $second } differ only in case: their files would be one file on Windows and macOS (nothing was written)
usage-students-no-vary = --students: no lesson of the course has a board that varies per student (`vary: true`): every student would get the same pages
usage-course-same-page = two pages of the course would be written to { $name }: rename one of the lessons
usage-export-false-claim = { $failure } (refused to export a lesson that states something false; `npuzzle lesson check { $file }` shows every claim)
usage-roster-not-csv = not a CSV line: { $why }
usage-roster-empty = { $file }: no students (a roster has one `id,name` line per student)
usage-stdin-once = `-` (a lesson on standard input) can be given once
usage-max-nodes-zero = --max-nodes must be at least 1
usage-pdb-size = --heuristic { $heuristic }: the pattern databases are for 4x4 and 5x5 boards, this one is { $size }
usage-pruning = --pruning applies to IDA* with the pattern databases (--heuristic pdb, the default on 4x4); this search is { $algorithm }
usage-pdb-78-size = --heuristic { $heuristic }: the 7-8 tables are for 4x4 boards, this one is { $size }
usage-pdb-dual-size = --heuristic { $heuristic }: dual lookups exist for the 4x4 and 5x5 tables only, this board is { $size }
usage-pdb-any-size = --heuristic { $heuristic }: dual search with jumps at any node exists for the 5x5 tables only, this board is { $size }
usage-partition-78-size = --partition 7-8: the 7-8 tables are for 4x4 (--size 4x4)
