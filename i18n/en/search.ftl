### The words of searches, trees, step-by-step searches, heuristics, audits and
### the cost table (solve, tree, compare, heuristics, experiment, and the lessons
### that show them).
### Language: en. Area: search

## Algorithms, as headings name them (the names on the command line never change).
search-algo-bfs = breadth-first search
search-algo-ids = iterative deepening search
search-algo-ordered = ordered search (f = g + misplaced tiles)
search-algo-greedy = greedy best-first search (f = h)
search-algo-astar = A* (f = g + h)
search-algo-idastar = IDA* (iterative deepening on f = g + h)
search-algo-bidir = bidirectional breadth-first search

## The rules a search ran under ($order: the move letters, $ties: fifo or low-h).
search-goal-test-generation = goal test at generation
search-goal-test-expansion = goal test at expansion
search-rule-order = moves tried in the order { $order }
search-rule-no-undo-no-closed = no undo, no closed set
search-rule-closed-each-side = a closed set on each side
search-rule-no-undo = no undo
search-rule-tree-search = tree search (no closed set)
search-rule-graph-search = graph search (closed set)
search-rule-ties = ties: { $ties }
# Between the rules of one line.
search-list-separator = {"; "}
search-rules-heading = Search: { $rules }.
search-h-start = h(start) = { $value } ({ $h }).
search-no-heuristic = { $algorithm } uses no heuristic.

## The path.
search-path-start = start
# The caption over a board of the path: move number, blank's direction, tile moved.
search-path-caption = { $n }: { $dir } (tile { $tile })
search-path-tile = tile { $tile }
search-solution-heading = Solution:
# $heading: "Solution:" (coloured), $length: the number of moves (coloured), $n: the same as a number.
search-solution-line = { $heading } { $length } { $n ->
    [one] move
   *[other] moves
}: { $moves }.
search-solution-noted = { $heading } { $length } { $n ->
    [one] move
   *[other] moves
}: { $moves } ({ $note }).
search-already-goal = the board is already the goal
search-letters-key = (letters name the direction the blank travels)
search-none-needed = none needed
search-solution-short = Solution: { $moves } ({ $length } moves).
search-tree-solution = Solution: { $moves } ({ $length } moves). Counts: { $expanded } expanded, { $generated } generated{ $iterations }.
search-over-iterations = {" "}over { $n } iterations
search-outcome = Solution: { $moves } ({ $length } moves). Counts: { $expanded } expanded, { $generated } generated, largest frontier { $frontier }.

## Why a solution is (or is not) a shortest one ($h: a heuristic's name).
search-optimal-bfs = shortest possible: BFS reaches every shorter state first
search-optimal-ids = shortest possible: every shorter depth limit was searched in full
search-optimal-bidir = shortest possible: the shortest meeting of two full-layer searches
search-not-optimal-greedy = not guaranteed to be the shortest: greedy search ignores the path cost g
search-not-optimal-heuristic = not guaranteed to be the shortest: { $h } is not proven admissible
search-not-optimal-generation = not guaranteed to be the shortest: the goal was tested at generation
search-optimal-heuristic = shortest possible: { $h } never overestimates

## The statistics of one search.
search-statistics = Statistics
search-stat-length = solution length (moves)
search-stat-none-found = none found
search-stat-expanded = nodes expanded
search-stat-generated = nodes generated
search-stat-selected = nodes selected from the frontier
search-stat-duplicates = duplicates discarded
search-stat-reopened = closed nodes reopened
search-stat-largest-frontier = largest frontier
search-stat-most-held = most nodes held at once
search-stat-iterations = iterations
search-stat-elapsed = elapsed
search-stat-branching = effective branching factor b*
search-stats-courses = (as some courses count: complexity in time = { $selected } selected, complexity in size = { $held } held; the Vietnamese report: "approved" = { $expanded } expanded, "total nodes" = expanded + frontier at the end = { $total })

## A search stopped by a limit: which, how far it got, what to try (flags never change).
search-none = none
search-stop-node-limit = node limit reached: { $generated } nodes generated (--max-nodes { $limit })
search-stop-time-limit = time limit reached: { $seconds } s (--time-limit { $limit })
search-stop-cancelled = interrupted (Ctrl-C)
search-stop-observer = stopped by the observer
search-stop-exhausted = the frontier ran empty without reaching the goal
search-reached = { $expanded } nodes expanded, deepest node generated at depth { $depth }
search-reached-bound = ; no solution shorter than { $bound ->
    [one] { $bound } move
   *[other] { $bound } moves
} exists
search-stopped-exhausted = Stopped: { $which }; { $reached }.
search-stopped = Stopped: { $which }. Reached: { $reached }. Try: { $suggestion }.
# Ctrl-C, or a viewer that stopped the search: no limit to raise, so no suggestion.
search-stopped-interrupted = Stopped: { $which }. Reached: { $reached }.
search-not-searched = Not searched: no sequence of moves reaches the goal, so a search could only run until its limits.
search-try-large = --algo greedy (fast, not optimal) or `npuzzle reduce` (a constructive solution); optimal search on boards this large is usually out of reach
search-try-stronger = a stronger heuristic: --algo astar --heuristic linear-conflict, or --algo idastar (almost no memory)
search-try-astar-lc = --algo idastar (memory stays small) or --heuristic linear-conflict, or raise --max-nodes
search-try-astar = --algo idastar (memory stays small), or raise --max-nodes
search-try-idastar = raise --max-nodes, or --algo greedy for a fast solution that is not optimal
search-try-greedy = raise --max-nodes

## compare: the counts side by side.
search-counts-heading = Counts side by side
search-table-length = solution length
search-table-optimal = optimal guaranteed
search-yes = yes
search-no = no
search-table-expanded = expanded
search-table-generated = generated
search-table-selected = selected
search-table-duplicates = duplicates
search-table-largest-frontier = largest frontier
search-table-most-held = most held at once
search-table-stopped = stopped
search-table-elapsed = elapsed
search-stop-word-solved = solved
search-stop-word-exhausted = exhausted
search-stop-word-node-limit = node-limit
search-stop-word-time-limit = time-limit
search-stop-word-cancelled = cancelled
search-stop-word-stopped = stopped
search-compare-legend = (expanded = children generated; generated = children created, root not counted; selected = taken from the frontier; every definition is in docs/src/definitions.md)
# $over: search-compare-over-all or nothing; $cap: the --max-nodes-drawn value.
search-compare-not-drawn = { $generated } nodes generated{ $over }: the tree has more than { $cap } nodes (--max-nodes-drawn), not drawn.
search-compare-over-all = {" "}over all iterations

## The text tree (tree, compare; the lessons' search trees). DOT, Mermaid and SVG
## identifiers never change.
search-list-comma = {", "}
search-full-stop = .
search-tree-start = start
search-tree-goal-root = goal-root
# $n: the expansion's number, $suffix: its English ordinal suffix (st, nd, rd, th).
search-tree-expanded = expanded { $n }{ $suffix }
search-tree-meet = MEET
search-tree-goal = GOAL
search-tree-duplicate = duplicate, discarded
search-tree-cut-off-bound = cut off (bound { $bound })
search-tree-cut-off = cut off
search-tree-never-expanded = never expanded
search-tree-beyond-cost = never expanded: f={ $f } > solution cost { $cost }
search-tree-of = Search tree of { $algorithm }
search-tree-rules = Rules: { $rules }.
search-tree-two-roots = Two roots: #0 the start (forward search) and #1 the goal (backward search: its moves lead away from the goal); MEET marks the state where they met.
search-tree-shown-depth = Shown: the last iteration ({ $iteration }), depth limit { $bound }.
search-tree-shown-f = Shown: the last iteration ({ $iteration }), f bound { $bound }.
# $duplicates: search-tree-duplicates or nothing; $omitted: search-tree-omitted or nothing.
search-tree-drawn = { $drawn } nodes drawn, { $expanded } expanded{ $duplicates }{ $omitted }.
search-tree-duplicates = , { $n } duplicates
search-tree-omitted = ; { $omitted } more generated nodes not drawn (the first { $cap } generated are drawn: raise --max-nodes-drawn)
search-tree-legend-f = #n = generation number, g = depth, h = heuristic, f = priority; * = on the solution path
search-tree-legend = #n = generation number, g = depth; * = on the solution path
search-tree-expansion = Expansion { $n }:
search-tree-all-drawn = All { $drawn } nodes generated are drawn: { $expanded } expanded
search-tree-first-drawn = Drawn: the first { $drawn } nodes generated ({ $expanded } expanded; cap { $cap }, --max-nodes-drawn); { $omitted } more generated nodes not drawn, counted in the "+N more" nodes
search-tree-unplaced = {" "}({ $n } of them too far from a drawn node to place)
search-tree-caption-duplicates = ; { $n } duplicates

## A search step by step (solve --step, the lessons' steps).
search-step-queue = a queue: first in, first out
search-step-priority = lowest f first, then generation order
search-step-priority-low-h = lowest f first, then lower h, then generation order
search-step-stack = the depth-first walk's path, deepest first
search-step-added = added
search-step-cut-off = cut off (over the bound)
search-step-iteration = {" "}(iteration { $n }, bound { $bound })
search-step-the-root = the root
search-step-move = move { $dir }
# $iteration: search-step-iteration or nothing; $values: "g 1 h 3 f 4".
search-step-heading = Step { $step }{ $iteration }: expanded #{ $id }, { $what }, { $values }
search-step-so-far = So far: { $expanded } expanded, { $generated } generated, { $duplicates } duplicates, frontier { $frontier }.
search-step-board = board { $board }
# The children of the step follow it, aligned under the first.
search-step-generated = Generated:
search-step-child-of = {" "}(child of #{ $parent })
search-step-frontier = Frontier ({ $size }; { $rule }):
search-step-empty = empty
search-step-more = { $n } more
search-step-next = Next: #{ $id }: { $reason }
search-step-start = Start: the frontier holds the root #0 { $board }  { $values } ({ $rule }).
search-step-omitted = { $omitted } more expansions not shown (at most { $cap } steps are recorded: --max-steps).
search-step-goal-taken = Then #{ $id } is taken from the frontier: it is the goal.
search-step-goal-generated = #{ $id } is the goal: the search ends.

## Heuristic audits (heuristics check; the lessons' audit steps).
search-lab-faulty = { $h } (faulty)
search-lab-no = NO
search-audit-heading = Heuristic audit
search-audit-exhaustive = Exact distances of all { $states } solvable states (breadth-first search from the goal; the farthest are { $diameter } moves away); { $moves } moves checked for consistency.
search-audit-sample = A sample of { $requested } random solvable boards (seed { $seed }), { $solved } solved optimally by IDA* with { $solver } ({ $unsolved } left out: the node limit, or a time limit asked for); { $moves } moves out of them checked for consistency. A sample can refute a claim, never prove it: "yes" means no counterexample among these boards.
search-audit-not-solved = not solved within the limits: { $board }
# The columns of the audit table (no two spaces inside a heading).
search-audit-heuristic = heuristic
search-audit-admissible = admissible
search-audit-overestimated = overestimated
search-audit-consistent = consistent
search-audit-violating = violating moves
search-audit-mean-ratio = mean h/h*
search-audit-mean-h = mean h
search-audit-overestimates = Overestimates (h > true distance)
# $states: the count as written, $n: the same as a number (for the plural); $also: search-audit-worst-also or nothing.
search-audit-overestimate = { $h }: { $states } { $n ->
    [one] state
   *[other] states
} overestimated; worst by { $excess } at { $board }: h = { $value }, true distance { $distance }{ $also }
search-audit-worst-also = {" "}({ $states } { $n ->
    [one] state
   *[other] states
} overestimated by { $excess }; the one nearest the goal is shown)
search-audit-violations = Consistency violations (h drops by more than 1 in one move)
search-audit-violation = { $h }: { $moves } { $n ->
    [one] move
   *[other] moves
}; largest drop at { $board } --{ $dir }--> { $after }: h { $before_h } -> { $after_h }
search-audit-dominance = Dominance (h1 >= h2 on every state)
search-audit-dominance-sampled = Dominance (h1 >= h2 on every sampled board)
search-audit-equal-everywhere = { $h } (equal everywhere)
search-audit-no-dominance = (no heuristic dominates another)
search-audit-legend = (admissible: h <= true distance on every state; consistent: h(s) <= 1 + h(t) for every move s -> t; mean h/h*: over every state but the goal; every definition is in docs/src/definitions.md)
search-audit-legend-sampled = (admissible: h <= true distance on every sampled board; consistent: h(s) <= 1 + h(t) for every move s -> t out of a sampled board; mean h/h*: over the sampled boards but the goal; every definition is in docs/src/definitions.md)

## The cost table (experiment cost-table; lesson 08).
search-cost-title = Search cost by solution depth (AIMA 3rd ed., Figure 3.29):
# $heading: search-cost-title (coloured); $goal: the goal line.
search-cost-heading = { $heading } 8-puzzle, { $goal }, { $count } random boards per depth (seed { $seed })
search-cost-explained = Mean nodes generated, effective branching factor b* in brackets; the AIMA line gives the published figure (b* computed from it the same way).
search-cost-depth = depth
search-cost-boards = boards
search-cost-ids-with-undo = IDS (with undo)
search-cost-not-run = not run
search-cost-longer = N! = N boards got a solution longer than the depth (the heuristic overestimates, so A* is not optimal)
search-cost-differs = How our counting differs from AIMA's
search-cost-note-goal = Goal: AIMA's 8-puzzle goal has the blank first (0 1 2/3 4 5/6 7 8), our default (--goal); with the blank in a corner either way, the distribution of boards by depth is the same.
search-cost-note-boards = Boards: ours are drawn uniformly, with replacement, from all boards at exactly that optimal length (the exact distance table); AIMA does not say how its 100 instances per depth were made.
search-cost-note-generated = Generated: a node is generated when a move is applied to a node being expanded; the root is not counted, duplicates (states already stored) and the goal are. AIMA does not say whether it counts the root.
search-cost-note-astar = A*: graph search, goal tested when a node is selected for expansion, ties in f broken towards lower h, then the node generated first; AIMA does not state its tie-breaking, which moves the counts at shallow depths.
search-cost-note-ids = IDS: ours (ids) never generates the move that undoes the previous one; it generates children one at a time and adds up every iteration. AIMA's IDS (RECURSIVE-DLS) is a tree search that also generates the move back to the parent: --ids-with-undo adds that count (ids-with-undo), which follows AIMA's published IDS row at depths 2 to 8.
search-cost-note-misprint = AIMA's IDS figure at depth 12 (3,644,035) implies b* = 3.42, far above its own rows at depths 2 to 8 (b* 2.70 to 2.94) and above the tree-search count with undo measured here (b* about 2.8, some 400,000 nodes): most likely a misprint with one digit too many.
search-cost-note-branching = b*: computed from the mean number of nodes generated (N + 1 = 1 + b* + b*^2 + ... + b*^d); averaging each board's b* instead gives slightly different values.

## Heuristics explained (solve --explain-heuristic; the lessons' heuristics steps).
search-heuristic-misplaced = misplaced (H1): the number of tiles that are not on their goal cell; the blank is not counted. Every misplaced tile has to move at least once and one move moves one tile, so the count never exceeds the number of moves left: it is admissible (and consistent, since a move changes it by at most 1). It is the h of the Chinese lab report's ordered search.
search-heuristic-manhattan = manhattan (H2): the sum over the tiles (not the blank) of the row distance plus the column distance between the tile's cell and its goal cell. A move slides one tile by one cell, so it lowers the sum by at most 1: admissible and consistent, and never smaller than misplaced.
search-heuristic-euclidean = euclidean (H3): the integer part of the SUM of the tiles' straight-line distances sqrt(dr^2 + dc^2) to their goal cells (the floor is taken once, of the sum, as the Vietnamese report says "integer part"; the floor of each term would be smaller). Each straight-line distance is at most the Manhattan distance, so the value never exceeds manhattan: admissible, but weaker.
search-heuristic-rowcol = rowcol (H4): the number of tiles outside their goal row plus the number of tiles outside their goal column. A tile outside its goal row needs at least one vertical move and a tile outside its goal column at least one horizontal move, and one move moves one tile in one direction: admissible, never above manhattan.
search-heuristic-linear-conflict = linear-conflict (H5): manhattan plus, for every row, 2 x (the number of tiles in that row whose goal is also that row, minus the longest run of them already in increasing goal order, i.e. a longest increasing subsequence), and the same for every column. Tiles of a line that stand in the wrong order cannot pass each other inside the line: at least (count - LIS) of them must step out of the line and back, 2 moves each that manhattan does not count (Hansson, Mayer and Yung 1992). Row conflicts cost extra vertical moves and column conflicts extra horizontal moves, so the two add up: admissible.
search-heuristic-seed-h6 = seed-h6 (H6 of the Vietnamese report): linear-conflict plus the number of misplaced tiles all of whose orthogonal neighbour cells hold their goal contents (a neighbour holding the blank where the goal has a tile is not in place). Our reading of the report's "tiles that cannot reach their goal": such a tile is walled in by finished cells, so one of them must be disturbed first. The report claims it is admissible; that is a claim to verify (npuzzle's heuristics audit checks it against exact distances), not a fact.
search-heuristic-misplaced-with-blank = misplaced-with-blank (FAULTY, found in teaching code): misplaced tiles counting the blank as a tile. One move from the goal it already says 2 (the moved tile and the blank), so it overestimates and A* with it may return a longer path than necessary: not admissible.
search-heuristic-linear-conflict-pairs = linear-conflict-pairs (FAULTY, found in teaching code): manhattan plus 2 for every PAIR of tiles that stand reversed in their common goal line. Three reversed tiles form 3 pairs but only 2 of them must leave the line, so it overestimates: on the 8-puzzle with goal 1..8 then the blank it is 4 too high on 0 8 7/6 5 4/3 2 1. Not admissible.

## Why the next node is taken from the frontier ($name: f, or "f = h" for greedy search).
search-step-next-is-goal = { $why }; it is the goal: the search ends
search-reason-oldest = first in, first out: #{ $id } is the oldest in the queue
search-reason-only-queued = first in, first out: #{ $id } is all the queue holds
search-reason-deepest = depth first: #{ $id } is the deepest node of the walk's path
search-reason-only = { $name } = { $f }, the only one
search-reason-lowest = { $name } = { $f }, the lowest
search-reason-tie-h = { $name } = { $f }, the lowest; tie with #{ $other } broken by the lower h ({ $h } < { $other_h })
search-reason-tie-order = { $name } = { $f }, the lowest; tie with #{ $other } broken by generation order (#{ $id } came first)

## experiment heuristics: the heuristics compared.
search-lab-time-limit = time limit { $seconds } s and{" "}
search-lab-compared = Heuristics compared (the Vietnamese report's experiment):
# $limit: search-lab-time-limit or nothing.
search-lab-compared-how = { $boards } random solvable boards (seed { $seed }), { $algorithm } with each heuristic, { $limit }{ $max_nodes } generated nodes per search.
search-lab-interrupted = Interrupted: { $done } of { $count } boards done.
search-lab-solved = solved
search-lab-share = share
search-lab-mean-expanded = mean expanded
search-lab-mean-generated = mean generated
search-lab-mean-time = mean time
search-lab-mean-length = mean length
search-lab-longer = longer
search-lab-common = Boards solved by every heuristic: { $common } of { $boards }.
search-lab-common-expanded = Mean nodes expanded on those boards: { $means }.
search-lab-ranking = Ranking, weakest first (fewer boards solved, then more nodes expanded on the boards both solved; = a tie):
search-lab-ranking-measured = measured: { $ranking }
search-lab-ranking-report = the Vietnamese report: { $ranking }
search-lab-legend = (means over the boards each heuristic solved; longer = solutions longer than the optimal length found with an admissible heuristic; expanded = children generated, generated = children created, root not counted)

## Pattern databases: builds and the tables a plan uses
pdb-waiting = another npuzzle is building these tables (it holds { $lock }): waiting for it, then reading what it saved

## solve with the pattern databases: the report
# $partition: 6-6-3 (4x4) or 6-6-6-6 (5x5).
pdb-rules = IDA* with h = additive { $partition } pattern databases (the larger of two lookups)
# After "h(start) = N (…)": $lc is the value of Manhattan distance with linear conflict.
pdb-rules-dual = IDA* with h = additive { $partition } pattern databases (the largest of four lookups: regular, reflected, dual, reflected dual; BPMX)
pdb-rules-dual-no-bpmx = IDA* with h = additive { $partition } pattern databases (the largest of four lookups: regular, reflected, dual, reflected dual; without BPMX)
pdb-rules-dual-search = dual IDA* with h = additive { $partition } pattern databases (the largest of four lookups: regular, reflected, dual, reflected dual; BPMX; at a node whose blank is home and whose dual lookups are larger, the search goes on from the dual board)
pdb-rules-dual-search-any = dual IDA* with h = additive { $partition } pattern databases (the largest of four lookups: regular, reflected, dual, reflected dual; BPMX; at any node whose dual lookups are larger, the search goes on from the dual board, where another tile may play the blank)
pdb-explain-dual = The same tables are also looked up on the dual board: number each tile by its goal cell, so that the goal is the identity, and swap the roles of tiles and cells (tile x goes to the cell of the tile that stands on x's goal cell). The moves that solve the board, taken backwards, solve the dual board, in the puzzle where the tile standing on the board's blank cell plays the blank; so the lookups of the groups without that tile are lower bounds too, and the group that holds it counts the Manhattan distances of its other tiles instead. The largest of the four values is used. It can drop by more than one in a move, so the search passes values both ways (BPMX): a child's h - 1 raises its parent's, and the parent's h - 1 raises its children's.
pdb-explain-dual-region = On 4x4 a group's table is a lower bound there only if its goal lets the blank end on that cell: a table's goal keeps the blank in the part of the board around its own goal cell (for the blank-first goal, tiles 1 and 4 of the group { $group } shut cell 0 off), so where the cell is outside that part, that group counts Manhattan distances too.
pdb-explain-dual-search = Dual search: where the blank is on its goal cell, the dual board is a board of this same puzzle, exactly as many moves from the goal. Where its lookups are the larger, the search goes on from the dual board, and the moves it finds there, read backwards with every direction reversed, are the board's own moves.
pdb-explain-dual-search-any = Dual search at any node: a node is a board together with the tile that plays its blank (at the start, the blank itself), and its goal is the goal board. The dual of a node is such a node too, exactly as many moves from the goal: the dual board, in which the tile standing on the board's blank cell plays the blank. Where the dual's lookups are the larger, the search goes on from the dual board, and the moves it finds there, read backwards with every direction reversed, are the board's own moves. While another tile plays the blank, its group, and every group whose goal shuts that tile's goal cell off, count Manhattan distances instead of their tables, and so does the blank, an ordinary tile there.
pdb-explain-dual-78 = The same two tables are also looked up on the dual board: number each tile by its goal cell, so that the goal is the identity, and swap the roles of tiles and cells (tile x goes to the cell of the tile that stands on x's goal cell). The moves that solve the board, taken backwards, solve the dual board, in the puzzle where the tile standing on the board's blank cell plays the blank and must end on that cell. The half that holds that tile counts the Manhattan distances of its other tiles instead. The other half's table is a lower bound there only if its goal lets the blank end on that cell: a 7-8 table's goal keeps the blank in the part of the board around its own goal cell (for the blank-first goal, tiles 1 and 4 shut cell 0 off), so where the cell is outside that part, that half counts Manhattan distances too. The largest of the four values is used. It can drop by more than one in a move, so the search passes values both ways (BPMX): a child's h - 1 raises its parent's, and the parent's h - 1 raises its children's.
pdb-h-beside = pattern databases; Manhattan + linear conflict would give { $lc }
pdb-explain = The { $tiles } tiles are split into groups ({ $partition }). For each group a table holds the exact number of moves of that group's tiles needed to bring them home, whatever the other tiles do (moves of other tiles are free). Moves of different groups are disjoint, so the table values add up to a lower bound: admissible. The same is looked up on the board reflected about its diagonal, with the partition reflected, and the larger value is used. The tables are built once and cached (npuzzle pdb status).
pdb-optimal = shortest possible: the pattern databases never overestimate
pdb-not-proved = not proved optimal: { $why }
pdb-unproved = this goal is not a preset, and its cached pattern databases are trusted on their own checksum only, which a file altered with a recomputed checksum would pass; `npuzzle pdb clear --goal …` makes the next run build them and prove its answer
pdb-build-interrupted = interrupted while building the pattern databases: nothing was saved
pdb-stop-node-limit = the node limit was reached
pdb-stop-time-limit = the time limit was reached
pdb-stop-cancelled = the search was cancelled
pdb-bound = every solution shorter than { $bound } moves was ruled out
pdb-no-bound = no lower bound is proved: { $why }
pdb-stopped = { $which }: { $generated } nodes generated in { $seconds } s; { $bound }. Raise the limit you gave (--max-nodes N, --time-limit SECS) or give none: the pattern-database solver has no default limit and always finishes; the pattern databases are already the strongest heuristic here.
pdb-stat-jumps = jumps to the dual board
pdb-stat-iterations = iterations (f bounds)
pdb-bounds-separator = {", "}
pdb-stat-elapsed = elapsed (search only)
pdb-note-idastar = (IDA* holds only the current path; generated counts children, root not counted: Korf's published counts are one more)
pdb-rule-duplicates = no undo, no closed set, no move sequence that a shorter or earlier one replaces ({ $count } sequences of up to { $moves } moves)
pdb-note-idastar-duplicates = (IDA* holds only the current path; generated counts children, root not counted; Korf's published counts, one more, are those of --pruning parent)
pdb-note-idastar-order = (IDA* holds only the current path; generated counts children, root not counted; Korf's published counts, one more, are those of his move order ULRD with --pruning parent: another order changes the count of the last iteration)
pdb-note-threads = (the last iteration ran on { $threads } threads and stopped early: its share of the counts depends on the threads' timing; the iterations before it are counted exactly, as with --jobs 1)

# What would finish a search a limit stopped ($command: a command line to type).
solve-suggest-idastar = A* keeps every state it reaches ({ $held } held when its node budget ran out). IDA* with the same heuristic keeps only its current path, so memory never stops it, and it finds the same optimal length: { $command }
solve-suggest-databases = The 24-puzzle's pattern databases (Korf & Felner's 6-6-6-6) solve boards like this one optimally: build them once with `npuzzle pdb build --size 5x5` (about 1.5 minutes and 1.2 GB of memory and disk), and `npuzzle solve` uses them by default on 5x5; or now: { $command } (builds them first)

## The interactive stepper's screen (solve --step, compare --step on a terminal)
search-screen-title-start = { $title }: start, { $steps } steps
search-screen-title-step = { $title }: step { $at } of { $steps }
search-screen-title-last = { $title }: step { $at } of { $steps } (the last)
search-screen-iteration = {" "}[iteration { $n }, bound { $bound }]
search-screen-expanded = Expanded #{ $id }, { $what }: { $values }{ $iteration }
search-screen-nothing-yet = Nothing expanded yet: the frontier holds the root.
search-screen-generated = Generated: { $children }
search-screen-generated-none = Generated: none
search-screen-fate-added = added
search-screen-fate-duplicate = duplicate
search-screen-fate-goal = goal
search-screen-fate-cut-off = cut-off
search-screen-next = Next: #{ $id }, { $reason }
search-screen-keys = Enter/space/→ next  ← back  g go to step  e end  Home start  q quit
search-screen-status = Step { $at } of { $last }.
search-screen-last-step = That was the last step (← back, q quit).
search-screen-no-such-step = There is no step { $n }: the steps are 0 to { $last }.
search-screen-go-to = Go to step (0 to { $last }): { $typed }_  (Enter go, Esc cancel)
