### The explorer page (`npuzzle explorer`): its own words. The numbers,
### tables and sentences of the mathematics come from the other files,
### through the same renderers as the commands.
### Language: en. Area: explorer

explorer-title = npuzzle explorer
explorer-intro = Any board, any size, any goal: its inversions, whether it can be solved and why, the parity proof on every move, a game, and the searches step by step. The mathematics is npuzzle's own library compiled to WebAssembly: nothing to install, no network.
explorer-language = Language
explorer-noscript = This page computes with JavaScript and WebAssembly: turn JavaScript on to use it.
explorer-loading = Loading npuzzle…
explorer-failed = The page could not start npuzzle's WebAssembly:
explorer-nav = Parts of the page
explorer-nav-explain = Explain
explorer-nav-trace = Trace
explorer-nav-play = Play
explorer-nav-search = Search

## The board, its size and its goal (shared by every part).

explorer-board = Board
explorer-board-help = Rows separated by /, the blank 0 or _: 7 2 4/5 0 6/8 3 1, or 724506831.
explorer-size = Size (only for a flat list that is not square, e.g. 4x3)
explorer-goal = Goal
explorer-goal-help = blank-last, blank-first, snail, or a board.
explorer-explain = Explain

## Explain.

explorer-boards = The board and its goal
explorer-inversions = Inversions
explorer-solvable = Solvable?
explorer-fix = A swap that fixes it:

## Trace.

explorer-moves = Moves: U, D, L, R (where the blank goes) or the numbers of the tiles that slide
explorer-trace = Trace
explorer-trace-click = Or click a tile beside the blank: its move is added.
explorer-clear = Clear
explorer-trace-text = The whole trace as text

## Play.

explorer-play-help = Click a tile beside the blank, or press an arrow key: the tile slides the arrow's way.
explorer-undo = Undo
explorer-redo = Redo
explorer-restart = Start again
explorer-hint-button = Hint
explorer-hint-thinking = Thinking…
# $proved: yes or no; $tile and its direction $dir; $letter: the blank's move (U/D/L/R); $distance: play-distance-*.
explorer-hint = { $proved ->
    [yes] Hint: slide tile { $tile } { $dir } (blank move { $letter }): { $distance }.
   *[no] Hint (not proved optimal: the smallest estimate): slide tile { $tile } { $dir } (blank move { $letter }): { $distance }.
}
explorer-hint-none = No move to suggest: { $distance }.
explorer-play-moves = Moves made
explorer-play-inversions = Inversions
explorer-play-blank-row = Blank row
explorer-play-invariant = Invariant
explorer-play-last = Last move
explorer-play-solved = Solved: the board is the goal.

## Search.

explorer-algo = Algorithm
explorer-heuristic = Heuristic (greedy, A*, IDA*)
explorer-order = Order of the blank's moves
explorer-tree-search = Tree search: no closed set, a board reached twice is searched twice
explorer-no-undo = Never undo the last move
explorer-goal-test = Goal test
explorer-ties = Ties among equal f
explorer-ties-default = the algorithm's default
explorer-max-nodes = Node budget (generated nodes)
explorer-drawn = Nodes drawn
explorer-search = Search
explorer-stop = Stop
explorer-seed = The seed document's rules
explorer-searching = Searching…
explorer-stopped = Stopped. The search was ended before it finished; the counts above are those it had reached.
explorer-expanded = Expanded
explorer-generated = Generated
explorer-length = Moves
explorer-first = First
explorer-back = Back
explorer-step = Next step
explorer-last = Last
explorer-step-at = Step
explorer-step-of = of
explorer-frontier = Frontier, in the order it will be taken:
explorer-no-steps = Bidirectional search grows two frontiers at once: the tree is drawn, without steps.
explorer-stats = Statistics

## The course index's link to the page (`lesson export`).

explorer-index-link = The explorer: any board, its inversions, its proof and its searches, in the browser
