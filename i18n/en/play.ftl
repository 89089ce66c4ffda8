### The play board: panel, keys, messages.
### Language: en. Area: play

## The title line and the key help. Key names (u, r, n, ?, x, q, o, hjkl,
## wasd) and flags stay as they are in every language.

# After "npuzzle play": the board's size, the goal's name (an option value) and the arrows' convention.
play-title = · { $size } · goal { $goal } · { $arrows }
play-arrows-tile = arrows slide a tile into the blank
play-arrows-blank = arrows move the blank
# $flag: the other convention's flag (--arrows blank / --arrows tile).
play-keys = keys: arrows, hjkl, wasd, a click on a tile (other way: { $flag }) · u undo · r redo · n new · ? hint · x "unsolvable!" · p practice · q quit
# $size: 16x16; $width x $height: the terminal; $need_w x $need_h: about what is needed.
play-too-small = The terminal is { $width }x{ $height }: too small for a { $size } board (about { $need_w }x{ $need_h } is needed). Enlarge it, or quit with q and choose a smaller --size.

## The live panel beside the board (labels are padded by display width).

play-label-moves = Moves made
play-label-inversions = Inversions
play-label-last-move = last move
play-label-blank-row = Blank row
play-label-invariant = Invariant
play-label-goals = goal's
play-label-verdict = Verdict
play-label-manhattan = Manhattan
play-even = even
play-odd = odd
# $value: the invariant as trace writes it ("12 + 2 = 14"); $parity: play-even or play-odd.
play-invariant = { $value } { $parity }
play-last-jumped-nothing = tile { $tile } jumped nothing: Δinversions 0
# $tiles: the tiles jumped over ("6 8"); $delta: "+2", "-2".
play-last-jumped = tile { $tile } jumped { $tiles }: Δinversions { $delta }
# On an even width: the blank's row, the goal's, and the distance between them.
play-blank-row-even = { $row } (goal's { $goal }, distance { $distance })
play-goal-same = { $value } { $parity } ✓ same parity
play-goal-other = { $value } { $parity } ✗ other parity
play-solvable = solvable
play-unsolvable = UNSOLVABLE
# $class: play-solvable or play-unsolvable; $rule: one of the three below.
play-verdict = { $class } ({ $rule })
play-rule-odd = odd width: the inversions' parity decides
play-rule-even = even width: inversions + blank-row distance decides
play-rule-thin = a thin board: the tiles' order must be the goal's
# The reason of a verdict (after "no sequence of moves reaches the goal:", "refuted: ...", "confirmed: ...").
play-mismatch-thin-same = the tiles stand in the goal's order
play-mismatch-thin-differ = the tiles' order differs from the goal's, and on a thin board tiles never pass each other
play-mismatch = invariant { $value } is { $parity }, the goal's 0 is even

## The last move, as a row of `trace --compact` (the header's cells).

play-col-move = move
play-col-tile = tile
play-col-jumps = jumps over
play-col-delta = Δinversions
play-col-inv = inv
play-col-blank-row = blank row
play-col-invariant = invariant
# The tile's direction in the row ("3 up").
play-tile-dir = { $tile } { $dir }
play-no-move-yet = No move yet: the table of each move (as `npuzzle trace` prints it) appears here.

## Directions (of a tile or of the blank).

play-dir-up = up
play-dir-down = down
play-dir-left = left
play-dir-right = right
# The same, short, for the last move's table ("3 up"): as long as a word can be.
play-dir-short-up = up
play-dir-short-down = down
play-dir-short-left = left
play-dir-short-right = right

## Messages under the board: what the last key did.

play-replay-stopped = replay stopped
play-new-board = a new board
# $key: the key pressed, as typed.
play-not-a-key = `{ $key }` is not a key of play (? for a hint, q to quit)
play-solved-refuse-move = solved: o replays the optimal solution, n a new board, u undoes
play-click-blank = that is the blank: click a tile next to it
play-click-far = tile { $tile } is not next to the blank
play-nothing-to-undo = nothing to undo
play-nothing-to-redo = nothing to redo
# $letter: U, D, L or R (the blank's move, board notation).
play-undid = undid { $letter }
play-redid = redid { $letter }
play-refused-blank = refused: the blank cannot move { $dir }
play-refused-tile = refused: no tile can slide { $dir }
play-solved-no-hint = solved: there is nothing left to hint
# $why: one of the play-mismatch messages.
play-no-sequence = no sequence of moves reaches the goal: { $why }
play-refuted = refuted: this board is solvable ({ $why }); ? shows the next move
play-confirmed = confirmed: unsolvable ({ $why }); no move changes that parity
play-replay-not-solved = o replays the optimal solution once solved
play-replay-unknown = the optimal solution is not known (yet)
play-replaying = replaying the optimal solution (any key stops)
play-replay-done = { $count ->
    [one] the optimal solution: { $count } move
   *[other] the optimal solution: { $count } moves
}
play-no-board = no board at that distance within the node budget
# $error: why the hint could not be worked out.
play-no-hint = no hint: { $error }

## The hint (?) and its why (? again).

play-hint-building = Hint: building tables… (the 15-puzzle's pattern databases, on first use: a second or two)
play-hint-thinking = Hint: thinking…
play-hint-lead = Hint: press
play-hint-lead-unproved = Hint (not proved optimal: the smallest estimate): press
# $lead: one of the two above; $arrow: ↑ ↓ ← →; $tile and its direction $dir; $letter: the blank's move (U/D/L/R); $distance: play-distance-*.
play-hint = { $lead } { $arrow } (tile { $tile } slides { $dir }, blank move { $letter }): { $distance }. ? again: why
# $how: one of play-method-*.
play-distance-exact = { $count ->
    [one] { $count } move to the goal ({ $how })
   *[other] { $count } moves to the goal ({ $how })
}
play-distance-at-least = at least { $count } moves to the goal (a lower bound: { $why })
play-bound-no-solver = linear conflict, no exact solver for this size
play-bound-budget = the optimal solver stopped at its node budget
play-distance-unsolvable = no sequence reaches the goal
play-method-table = exact: breadth-first search of every board
play-method-pdb = exact: IDA* with pattern databases
play-method-idastar = exact: IDA* with linear conflict
play-method-bound = a lower bound: linear conflict
# $how: one of play-method-*.
play-why-exact = distance to the goal after each blank move ({ $how }); the hint's move lowers it
play-why-heuristic = the heuristic h after each blank move: a lower bound on the moves left, not their number, so the smallest h need not start a shortest solution (no exact distance for this board)
# $list: "U d=3 · L d=5" (letters and d/h as they are).
play-why = Why: { $what }: { $list }

## The win.

play-optimal = optimal { $count }
play-optimal-at-least = optimal at least { $count }
play-optimal-computing = optimal: computing…
# $optimal: one of the three above; $line: the moves as U/D/L/R.
play-solved = { $count ->
    [one] Solved in { $count } move ({ $optimal }). o replays the optimal solution, n a new board, q quits and prints: { $line }
   *[other] Solved in { $count } moves ({ $optimal }). o replays the optimal solution, n a new board, q quits and prints: { $line }
}

## After the game, on standard error (the moves themselves are on standard output).

play-not-a-terminal = play needs a terminal (standard input and output); for scripted moves use `npuzzle trace BOARD MOVES`
play-no-moves = npuzzle: no moves played on '{ $board }'
play-summary-solved = { $count ->
    [one] npuzzle: { $count } move, solved; replay them with: { $command }
   *[other] npuzzle: { $count } moves, solved; replay them with: { $command }
}
play-summary-not-solved = { $count ->
    [one] npuzzle: { $count } move, not solved; replay them with: { $command }
   *[other] npuzzle: { $count } moves, not solved; replay them with: { $command }
}
play-terminal-error = the terminal: { $error }

## Practice (--practice, p): the verdict hidden until declared; the why's wait.

play-practice-on = practice on: new boards can reach the goal or not, half and half; the verdict stays hidden until you press x ("unsolvable!") or solve the board · p turns it off
play-practice-off = practice off: the verdict is shown
play-practice-hidden = hidden (practice): x if no sequence of moves reaches the goal, p shows it
play-practice-no-hint = practice: a hint would tell whether this board can reach the goal; declare it with x first (or p to leave practice)
play-why-thinking = Why: the solver is working out the distance after each move…
