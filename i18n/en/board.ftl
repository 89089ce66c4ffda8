### explain, inversions (with --claim), solvable, trace: verdicts, rules, tables, proofs.
### Language: en. Area: board


## Words used everywhere on the board commands.
board-even = even
board-odd = odd
board-solvable = solvable
board-unsolvable = unsolvable
board-wrong = wrong
board-board = Board
# $board: the word "Board" (coloured), $size: 3x3, $goal: the goal line.
board-heading = { $board } { $size }, { $goal }
# $goal: the goal written on one line; $name: the preset's option value (never translated).
board-goal-preset = goal { $goal } ({ $name })
board-goal-explicit = goal { $goal } (explicit)
board-relabel-note = The goal does not read 1, 2, 3, … so each tile is relabelled by its place in the goal's reading order ({ $order }); a pair is an inversion when the labels stand in the wrong order. Tiles are shown as `tile(label)`.

## The inversion table (inversions, explain).
board-reading-order = Reading order (row by row, blank left out): { $order }
board-col-tile = tile
board-col-after = smaller tiles after it
board-col-after-relabelled = after it with a smaller label
board-col-count = count
board-col-running = running
# $sum: 6+1+2+…, $shown: the total (coloured), $count: the total (for the plural), $parity: even/odd.
board-total = Total: { $sum } = { $shown } { $count ->
    [one] inversion
   *[other] inversions
}, { $parity }.

## The verdict (solvable, explain).
board-rule-odd = odd width ({ $width }): the inversion parity decides
board-rule-even = even width ({ $width }): inversions + the blank's row distance to the goal's blank row decide
board-rule-thin = a board { $width }x{ $height }: the order of the tiles decides
board-rule-line = Rule: { $rule }.
# $jumped: the width minus 1.
board-why-odd = The width { $width } is odd: a horizontal move keeps the reading order, and a vertical move makes the tile jump over { $jumped } tiles, an even number, so the inversion count changes by an even amount and its parity never changes.
board-why-even = The width { $width } is even: a vertical move makes the tile jump over { $jumped } { $jumped ->
    [one] tile
   *[other] tiles
}, an odd number, so the inversion parity flips while the blank changes row; inversions + the blank's row distance to the goal's blank row keeps its parity.
board-why-thin = The board is one cell wide or high: tiles can only slide along the line and never pass each other, so their order never changes; parity alone does not decide, the order must already be the goal's.
board-thin-order-board = Tile order of the board: { $order }
board-thin-order-goal = Tile order of the goal:  { $order }
board-thin-parity-wrong = Inversion parity alone would say solvable here ({ $count } inversions relative to the goal, even): { $wrong }, on a thin board only the order counts.
board-col-inversions = inversions
board-col-blank-row = blank row
board-col-sum = sum
board-col-parity = parity
board-row-board = board
board-row-goal = goal
board-odd-note = (inversions: pairs with the larger number first; rows counted from 1 at the top; the parity compared is that of the inversions)
# Added after "Relative to the goal" and "the goal's blank row" when the goal is not 1, 2, 3, …
board-relabelled-suffix = {" "}(tiles relabelled by their place in the goal's reading order)
board-relative = Relative to the goal{ $relabelled }: { $count } { $count ->
    [one] inversion
   *[other] inversions
}.
# $said: solvable/unsolvable, $wrong: the word "wrong" (coloured), $reason: one of the two below.
board-naive-wrong = The Burmese tutorial's rule (an even inversion count means solvable) would say { $said } here: { $wrong }, { $reason }.
board-naive-reason-even = for an even width the blank's row counts too
board-naive-reason-odd = the goal's own inversion count is { $count } (odd), so the board needs an odd count
board-verdict-solvable = Verdict: { $solvable }: the board can reach the goal.
board-verdict-unsolvable = Verdict: { $unsolvable }: { $why }; no sequence of moves reaches the goal.
board-why-not-thin = the tiles are not in the goal's order
board-why-not-even = the invariant { $invariant } is odd, the goal's is 0
board-why-not-odd = the parities differ ({ $board } vs { $goal })
board-fix = Swapping tiles { $a } and { $b } (lifting them out, not a move) gives { $board }, which is solvable.
board-no-fix = No single swap of two tiles puts them in the goal's order.
board-even-invariant = Invariant: inversions relative to the goal + the blank's row distance to the goal's blank row{ $relabelled }.
board-even-board-line = board: { $count } { $count ->
    [one] inversion
   *[other] inversions
} + |{ $row } − { $goal_row }| = { $count } + { $distance } = { $sum }, { $parity }
board-even-goal-line = goal:  0 + 0 = 0, even (the goal measured against itself). Solvable exactly when the board's number is even.
board-even-aima = Equivalent form (AIMA's): each board's own inversions + its blank row (rows counted from 1 at the top); board and goal must have the same parity.
board-even-agree = The two forms agree: |r−g| has the parity of r+g, and the inversions relative to the goal have the parity of the board's own plus the goal's own.

## inversions --claim: the hints.
board-claim-correct-word = correct
# $correct: the word "correct" (coloured).
board-claim-correct = Claim { $correct }: { $count } inversions.
board-claim-none = none
# $count: how many smaller tiles come after the tile.
board-claim-smaller-tiles = { $count ->
    [one] smaller tile comes
   *[other] smaller tiles come
}
board-claim-smaller-labels = { $count ->
    [one] tile with a smaller label comes
   *[other] tiles with a smaller label come
}
# $wrong: the word "wrong" (coloured); $what: one of the two above; $smaller: the tiles.
board-claim-wrong-tile = Claim { $wrong }: the first wrong count is at tile { $tile } (position { $position } in the reading order): claimed { $claimed }, but { $count } { $what } after it ({ $smaller }).
board-claim-totals = Claimed total { $claimed }, actual { $actual }.
board-claim-passes = The running total passes { $claimed } at tile { $tile }: recount from there.
board-claim-too-large = The claim is larger than every running total: check that only the smaller tiles that come after each tile are counted, and that the blank is left out.
board-claim-parity-right = Both are { $parity }: the parity is right although the count is not.
board-claim-parity-wrong = The claim is { $claimed } but the count is { $actual }: the parity is wrong too.
# $hint and $parity: the sentences above.
board-claim-wrong-total = Claim { $wrong }: claimed { $claimed }, but the count is { $actual } (off by { $off }). { $hint } { $parity }

## The general argument of a trace and the Chinese blog's question (trace, explain).
board-argument-horizontal = A horizontal move slides a tile along its row: the reading order of the tiles (row by row, blank left out) does not change, so no pair changes and Δinversions = 0.
board-argument-thin-row = This board is { $width }x{ $height }: one cell high. Every move is horizontal and keeps the reading order. Tiles never jump anything, so the inversion count itself never changes, not only its parity: the board can reach exactly the positions whose tiles read in the same order.
board-argument-thin-column = This board is { $width }x{ $height }: one cell wide. Every move is vertical, but with width 1 the moving tile jumps over W − 1 = 0 tiles in reading order. Tiles never jump anything, so the inversion count itself never changes, not only its parity: the board can reach exactly the positions whose tiles read in the same order.
# $horizontal: board-argument-horizontal; $jumped: the width minus 1; $deltas: {-2, 0, +2}.
board-argument-odd = { $horizontal } A vertical move takes a tile from the cell above or below the blank to the blank's cell, W = { $width } cells further or back in reading order: it jumps over exactly the W − 1 = { $jumped } tiles strictly between the two cells. Each pair it forms with a jumped tile swaps order, so each pair either becomes or stops being an inversion, a change of +1 or −1. { $jumped } changes of ±1 add up to an even number: Δinversions ∈ { $deltas }. So on a board of odd width the inversion count alone keeps its parity on every move, and the blank's row is not needed (it changes by 1 on every vertical move, so adding it would break the invariant).
board-argument-even = { $horizontal } A vertical move takes a tile from the cell above or below the blank to the blank's cell, W = { $width } cells further or back in reading order: it jumps over exactly the W − 1 = { $jumped } tiles strictly between the two cells. Each pair it forms with a jumped tile swaps order, so each pair either becomes or stops being an inversion, a change of +1 or −1. { $jumped } changes of ±1 add up to an odd number: Δinversions ∈ { $deltas }, so the inversion parity flips on every vertical move. The same move takes the blank one row up or down, so its distance to the goal's blank row changes by exactly 1, also odd. Odd + odd is even: inversions + blank-row distance keeps its parity on every move.
board-blog-odd = On this board (width { $width }) the tile jumps over { $jumped } tiles, an even number, as on the 8-puzzle.
board-blog-even = On this board (width { $width }) the tile jumps over { $jumped } tiles, an odd number, as on the 15-puzzle.
board-blog-thin = On this thin board no tile ever jumps another.
# $this: one of the three sentences above.
board-blog = The Chinese blog asks what B, C and D are in AIMA's proof, and why the 4x4 board needs N = inversions + blank row. When tile A moves vertically it jumps, in reading order, over the W − 1 tiles between its old and its new cell. On the 15-puzzle (W = 4) those are three tiles, B, C and D: an odd number, so the inversions change by an odd amount and the blank's row (which changes by 1) must be added to keep the parity. On the 8-puzzle (W = 3) A jumps over two tiles, the inversions change by −2, 0 or +2, and the inversion count alone is invariant: there N = inversions + blank row changes parity on every vertical move, so the quoted rule is wrong for the 8-puzzle. { $this }

## The trace (trace, explain): pages and the compact table.
board-dir-up = up
board-dir-down = down
board-dir-left = left
board-dir-right = right
board-invariant-name = inversions
board-invariant-name-even = inversions + blank-row distance
board-parity-kept = parity kept ✓
board-parity-changed = parity CHANGED ✗
board-kept-every = parity kept on every move ✓
board-invariant-rule-odd = Invariant for width { $width } (odd): the inversions. A vertical move jumps a tile over W − 1 = { $jumped } tiles (even).
board-invariant-rule-even = Invariant for width { $width } (even): inversions + |blank row − { $goal_row }| (the goal's blank row). A vertical move jumps a tile over W − 1 = { $jumped } tiles (odd).
board-invariant-rule-thin = A { $width }x{ $height } board is thin: tiles never jump anything, so the inversions never change at all (the invariant is the inversion count itself).
board-snapshot-row = blank row { $row }
board-snapshot-row-even = blank row { $row } (goal's blank row { $goal_row }, distance { $distance })
# $inversions: the count (coloured); $row: one of the two above; $invariant: 16, or 3 + 1 = 4.
board-snapshot = inversions { $inversions }, { $row }; invariant { $invariant }, { $parity }
board-trace = Trace
# $trace: the word "Trace" (coloured); $heading: what is traced (3x3, goal …; of the solution; of ULDR).
board-trace-heading = { $trace } { $heading }
board-start = Start
# $written: board-move-written or nothing.
board-move-heading = Move { $number } ({ $letter }{ $written })
board-move-written = , written as tile { $tile }
board-move-stays = the blank stays in row { $row }
board-move-rows = blank row { $from } → { $to }
# $heading: board-move-heading (coloured); $direction: up/down/left/right; $rows: one of the two above.
board-move-slides = { $heading }: tile { $tile } slides { $direction } ({ $rows })
board-none = none
board-vertical = Vertical: in reading order tile { $tile } jumps over the W − 1 = { $count } { $count ->
    [one] tile
   *[other] tiles
} between its old and new cell: { $jumped }
board-pair-becomes = becomes an inversion
board-pair-stops = stops being an inversion
# $sum: -1 +1 = 0 (coloured); $parity: even/odd; $count: W − 1.
board-delta-line = Δinversions = { $sum } ({ $parity }, like W − 1 = { $count })
board-horizontal = Horizontal: the reading order of the tiles is unchanged, Δinversions = 0
board-step-inversions = inversions { $from } → { $to }, { $rows }
board-step-invariant = invariant { $from } → { $to }: { $parity_from } → { $parity_to }, { $kept }
board-stopped-word = Stopped:
# $message: the move that could not be made and why.
board-stopped = { $stopped } { $message }. The trace stops here.
board-summary = Summary
board-summary-before-stop = , all before the move that could not be made
board-summary-moves = moves: { $moves } ({ $vertical } vertical, { $horizontal } horizontal){ $before }
board-summary-inversions = inversions: { $from } → { $to }, net change { $net }
board-summary-invariant = invariant ({ $name }): { $from } ({ $parity_from }) → { $to } ({ $parity_to }); { $kept }
board-summary-flips = parity flips: inversions alone on { $inversions } of { $moves } moves; inversions + blank row (the Chinese blog's N) on { $row } of { $moves }
board-why = Why:
# The compact table's header (trace --compact, explain's solution) and its first row.
board-col-move = move
board-col-jumps = jumps over
board-col-delta = Δinversions
board-col-delta-short = Δinv
board-col-inv = inv
board-col-row = row
board-col-invariant = invariant
board-col-board = board
board-row-start = start

## explain: its sections and the solution.
board-explain-inversions = 1. Inversions
board-explain-solvable = 2. Solvable?
board-explain-moves = { $section }. The moves, one by one
board-explain-solution = { $section }. A solution
board-trace-of-solution = of the solution
board-trace-of-moves = of { $moves }
board-method-pdb = IDA* with the additive 6-6-3 pattern databases
board-method-pdb-unproved = IDA* with the additive 6-6-3 pattern databases, cached for a goal that is not a preset and trusted on their own checksum only, so not proved shortest (`npuzzle pdb clear --goal …` rebuilds them)
board-method-astar = A* with the linear-conflict heuristic
board-method-idastar = IDA* with the linear-conflict heuristic
board-method-reduction = the canonical reduction (npuzzle reduce): legal and checked, but not a shortest solution
board-solution-optimal = An optimal solution
board-solution-unproved = A solution (not proved optimal)
board-solution-not-optimal = A solution (not optimal)
board-solution-none-needed = : none needed, the board is the goal.
board-solution-moves = : { $moves }.
board-solution-end = .
# $kind: one of the three above; $method: how it was found; $shown: the number of moves (coloured); $tail: one of the three above.
board-solution-line = { $kind }, found by { $method }: { $shown } { $count ->
    [one] move
   *[other] moves
}{ $tail }
# $note: why the search stopped (in English: it is also the JSON's note).
board-solution-note = Not the shortest: { $note } (raise --max-nodes to search further).
board-fallback = the optimal search ({ $method }) stopped: { $reason } after { $generated } nodes generated
board-fallback-bound = the optimal search ({ $method }) stopped: { $reason } after { $generated } nodes generated; the shortest solution has at least { $bound } moves
board-solution-proof-intro = Each move with its parity proof (letters name the direction the blank travels):
# $name: what the invariant sums; $command: the trace command that shows the proof.
board-solution-long = The invariant ({ $name }) is { $start } at the start and { $end } at the goal, and keeps its parity on all { $moves } moves (checked). The moves and their proof: { $command }

## trace: the heading and trace --step's prompt.
board-trace-board = { $size }, { $goal }
board-step-start = start
board-step-move = move { $number } of { $total }
board-step-prompt = -- { $place } -- Enter: next, b: back, q: quit >

## trace: a move that cannot be made (the error line stays English).
board-stop-top = the blank is already in the top row
board-stop-bottom = the blank is already in the bottom row
board-stop-left = the blank is already in the leftmost column
board-stop-right = the blank is already in the rightmost column
board-stop-not-adjacent = tile { $tile } is not next to the blank
board-stop-blank = 0 is the blank, not a tile that can slide
board-stop-no-such-tile = there is no tile { $tile } on a { $width }x{ $height } board (tiles 1 to { $last }); separate tile numbers with spaces or commas
# $problem: one of the reasons above.
board-stop-move-letter = move { $number } ({ $letter }): { $problem }
board-stop-move = move { $number }: { $problem }
# $label: board-why (coloured afterwards); $argument: the general argument.
board-why-paragraph = { $label } { $argument }

## reduce, connect and verify
reduce-heading = Reduce
# $heading: reduce-heading, coloured; $size: 3x3.
reduce-title = { $heading } { $size } board { $board }, goal { $goal }
reduce-goal-explicit = { $board } (explicit)
reduce-intro = Tiles are placed one at a time on their cells in the predicted target, from the line farthest from the blank's home; a placed tile is never moved again; the last region is finished by an exhaustive search. Moves name the direction the blank travels.
reduce-prediction = Prediction, before the first move
reduce-invariant = { $count } { $n ->
    [one] inversion
   *[other] inversions
} relative to the goal
reduce-invariant-row = { $count } { $n ->
    [one] inversion
   *[other] inversions
} relative to the goal + blank-row distance { $distance } = { $invariant }
# $parity: even or odd; $class: the same word, coloured.
reduce-board-class = The board: { $invariant }: { $parity }, so it is in the { $class } class.
reduce-canonical-big = The goal has 0 inversions relative to itself: it is the even class's canonical board. Swapping its first two tiles, { $a } and { $b }, gives one inversion, the blank in the same place: the odd class's canonical board.
reduce-canonical = The goal { $goal } has 0 inversions relative to itself: it is the even class's canonical board. Swapping its first two tiles, { $a } and { $b }, gives { $odd }: one inversion, the blank in the same place, so the odd class's canonical board.
reduce-chinese-blog = (The Chinese blog names these two classes the other way round: (0,1,2,…) has 0 inversions, so it is the even one, and (0,2,1,…) the odd one.)
reduce-target-goal = the goal
reduce-target-swapped = the goal with tiles { $a } and { $b } swapped
reduce-target = No move changes the class, so the reduction can only end on { $target }: the predicted target.
reduce-cell = row { $row }, column { $column }
reduce-line-row = row { $row }
reduce-line-column = column { $column }
reduce-placed-already = { $tile } already at { $cell }
reduce-placed-moved = { $tile } from { $from } to { $to }
reduce-phase-two = tiles { $a } and { $b } together, the last two of the line: { $placed }
reduce-phase-one = tile { $placed }
reduce-phase = Phase { $k }, { $line }: { $what }: { $moves }
reduce-moves = { $count } { $n ->
    [one] move
   *[other] moves
}
reduce-phases = Phases
reduce-final = Final region, rows { $top }-{ $bottom }, columns { $left }-{ $right } (tiles { $tiles }): exhaustive search over { $arrangements } arrangements: { $moves }
reduce-result = Result
reduce-reached = Reached { $board }: the { $class } canonical board, { $predicted }.
reduce-board-above = the board above
reduce-as-predicted = as predicted
reduce-checked = Checked by replay: all { $count } moves are legal, no placed tile moves again, and they end on the predicted target.
reduce-total = Total: { $count } { $n ->
    [one] move
   *[other] moves
}.
reduce-moves-heading = Moves:
reduce-none = (none)
connect-heading = Connect
connect-title = { $heading } { $size } boards, goal { $goal }
# The two boards' names, used in the sentences below.
connect-from = FROM
connect-to = TO
connect-same-class = Both are in the { $class } class: both reduce to { $target }.
connect-path = Path: FROM's reduction ({ $from_moves }), then TO's reduction backwards ({ $to_moves }): { $sum } moves; { $cancelled } back-and-forth moves cancelled: { $moves }.
connect-checked = Checked by replay: the moves are legal and take FROM to TO.
# $name: connect-from or connect-to, padded.
connect-class-line = { $name } { $board } is in the { $class } class ({ $invariant }): it reduces to { $target } in { $moves }.
connect-invariant = { $count } { $n ->
    [one] inversion
   *[other] inversions
}
connect-invariant-row = { $count } { $n ->
    [one] inversion
   *[other] inversions
} + blank-row distance { $distance } = { $invariant }
connect-no-path-word = No path
connect-no-path = { $no }: the two canonical boards differ, every legal move keeps the class, and moves can be undone; a path FROM→TO would give a path between the two canonical boards, which differ in class. The two reductions (replayed and checked) are the certificate.
verify-heading = Verify
verify-title = { $heading } { $width }x{ $height }, goal { $goal } ({ $name }): breadth-first search from the goal over all { $n }! = { $states } arrangements
verify-reached = States reached:
verify-expected = Expected ({ $n }!/2):
verify-equal = equal
verify-different = DIFFERENT
verify-parity = Parity rule: { $reached } reached states predicted solvable, { $unreached } unreached states predicted unsolvable, { $disagreements } disagreements: { $agrees }.
verify-agrees = agrees
verify-disagrees = DISAGREES
verify-first-disagreement = First disagreement: { $board }
verify-by-distance = States at each distance from the goal
verify-distance = distance
verify-states = states
verify-largest = Largest distance: { $distance } ({ $count } { $n ->
    [one] board
   *[other] boards
} at that distance{ $farthest }).
verify-progress = verify { $size }: distance { $depth }: { $states } states, { $reached } reached ({ $percent }% of the expected half), { $seconds } s

## Bad boards: one line naming the problem and where it is.
board-standard-input = standard input
board-place-line = line { $line }
board-place-row = row { $row }
board-place-cell = cell { $n }
board-place-cell-line = cell { $n } (line { $line })
board-place-cell-rc = row { $row }, column { $col }
board-place-cell-rc-line = row { $row }, column { $col } (line { $line })
board-place-moves = moves
board-the-blank = the blank
board-tile-n = tile { $tile }
board-error-size-syntax = size `{ $text }`: expected WxH such as 3x3 or 4x3 (width x height)
board-error-too-much-text = more than { $kib } KiB of text: not a board
board-error-option = `{ $arg }` is not a board: an unknown option? (see --help)
board-error-at-alone = `@` needs a file name: @FILE reads the board from FILE
board-error-empty = empty board: no tiles given
board-error-size-line-too-big = line { $line }: a { $n }x{ $n } board is too big: each side may be at most { $max }
board-error-size-line-rows = { $rows ->
    [one] line { $line } gives the size { $n }, but { $rows } row follows
   *[other] line { $line } gives the size { $n }, but { $rows } rows follow
}
board-error-size-line-row-tiles = { $place } has { $tiles } tiles, but line { $line } gives the size { $n }
board-error-row-empty = row { $row } is empty
board-error-row-empty-line = row { $row } (line { $line }) is empty
board-error-compact-long = `{ $text }`: the compact digit form is for boards of at most 9 cells; separate the tiles with commas or spaces
board-error-brackets-deep = brackets nested too deeply at character { $at }
board-error-bracket-unmatched = unmatched `]` at character { $at }
board-error-bracket-stray = unexpected `{ $bracket }` at character { $at }: brackets belong to the nested-list notation [[1,2,3],[4,5,6],[7,8,0]], not to a board written with spaces, commas or `/`
board-error-outside-brackets = unexpected `{ $text }` outside the brackets at character { $at }
board-error-unclosed = unclosed `[`
board-error-cells = a { $width }x{ $height } board needs { $cells } cells, { $given } given
board-error-not-square = { $cells } cells do not make a square board: separate rows with `/` or give --size WxH
board-error-ragged = ragged rows: row { $row } has { $tiles } tiles but row 1 has { $width }
board-error-ragged-line = ragged rows: row { $row } (line { $line }) has { $tiles } tiles but row 1 has { $width }
board-error-rows-size = the rows make a { $width }x{ $height } board, not { $w }x{ $h }
board-error-not-tile = `{ $text }` at { $place } is not a tile number (use 0, _ or . for the blank)
board-error-out-of-range = tile { $text } at { $place } is out of range: a board of { $cells } cells has tiles 1 to { $last }
board-error-twice = { $what } appears twice, at { $first } and at { $second }
board-error-twice-missing = { $what } appears twice, at { $first } and at { $second } ({ $note })
board-missing-one = tile { $tile } is missing
board-missing-some = tiles { $tiles } and { $last } are missing
board-missing-many = tiles { $tiles } and { $more } more are missing
board-missing-blank = the blank is missing: write 0, _ or . for the empty cell
board-missing-both = { $tiles }; { $blank }
board-error-no-cells = a board must have at least one row and one column, got { $width }x{ $height }
board-error-too-big = a { $width }x{ $height } board is too big: each side may be at most { $max }
board-error-one-cell = a 1x1 board has no tile to move: a board needs at least 2 cells
board-error-goal-size = the goal is { $goal } but the board is { $board }
moves-error-not-tile = `{ $text }` (move { $number }) is not a tile number on any board (tiles go up to 255)
moves-error-not-move = `{ $text }` at character { $at } is not a move: use U, D, L, R (the direction the blank travels) or tile numbers separated by spaces or commas
hint-file-without-at = did you mean @{ $file }? (a file is read with @FILE)
hint-quote-board = quote the board so that it is one argument: "{ $board }"
hint-board-from-stdin = use - to read the board from standard input
# Sizes a command cannot handle ($size: 6x6; $cells and $max: numbers).
board-error-search-too-big = a { $size } board has { $cells } cells: searches handle boards of at most { $max } cells (5x5); use `npuzzle reduce` for a (non-optimal) solution of larger boards
board-error-sizes-differ = the board is { $board } but the goal is { $goal }
board-error-audit-too-big = a { $size } board has { $cells } cells: the exhaustive audit handles at most { $max } cells; add --sample N to test random boards against optimal solutions
board-error-sample-too-big = a { $size } board has { $cells } cells: the optimal solver behind --sample handles at most { $max } cells
board-error-cost-table-size = the cost table is an 8-puzzle experiment: the goal must be 3x3, not { $size }
board-error-dual-size = { $variant }: dual lookups exist for the 4x4 and 5x5 tables only, not { $size }
board-error-any-size = { $variant }: dual search with jumps at any node exists for the 5x5 tables only, not { $size }
board-error-optimal-too-big = a { $size } board has { $cells } cells: the optimal solver handles at most { $max } cells
board-error-exhaustive-too-big = a { $size } board has { $cells } cells: an exhaustive search handles at most { $max } cells ({ $cells }! arrangements are too many to store)
board-error-connect-sizes = FROM is { $from } but TO is { $to }: boards of different sizes never connect
board-error-reduce-thin = a { $size } board is one cell wide or high: the tiles can never pass each other, so there is no reduction; the board reaches the goal only if its tiles already stand in the goal's order (see `npuzzle solvable`)
