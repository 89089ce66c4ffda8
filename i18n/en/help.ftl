# The help of every command (src/cli/help_lang.rs). English is
# clap's: this file is made from the definitions' doc comments with
#   NPUZZLE_HELP_CATALOGUE=1 npuzzle > i18n/en/help.ftl
# and tests/suite/help_lang.rs fails when it is not their English. Do not
# edit it by hand: change the doc comment, regenerate, then translate the
# changed message in vi/help.ftl, zh/help.ftl and my/help.ftl.

help-about = Explore and verify the mathematics of the sliding-tile puzzle
help-long-about = Explore and verify the mathematics of the sliding-tile puzzle (8-puzzle, 15-puzzle, any WxH board): inversion counts, solvability, the parity proof move by move, constructive reductions, searches and lessons.
help-after-help =
    Start with:
      npuzzle explain "7 2 4/5 0 6/8 3 1"

    Exit codes: 0 ok, 1 a valid run with a negative verdict (unsolvable, a failed check, a limit hit) or work stopped by Ctrl-C (a second Ctrl-C exits 130 at once), 2 bad usage or input, 3 an internal error (or standard output could not be written).
help-arg-color = When to use colour, help included. auto: on a terminal, unless NO_COLOR is set, CLICOLOR=0 or TERM=dumb; CLICOLOR_FORCE=1 turns it on off a terminal
help-arg-quiet = No progress bars or status lines on standard error (they are only drawn when standard error is a terminal)
help-arg-version-json = With --version: the version, commit, date, target, features and compiler as JSON, for a bug report
help-arg-lang = The language of the tool's words, by its code. Without it, the first of LANGUAGE's list the tool speaks, else the locale's (LC_ALL, LC_MESSAGES, LANG), else English. JSON, DOT, Mermaid and SVG identifiers and exit codes are the same in every language
help-explain-about = A full walkthrough of a board: the grid, the inversion table, the verdict
help-explain-after-help =
    Examples:
      npuzzle explain "7 2 4/5 0 6/8 3 1"
      npuzzle explain "2 8 3/1 6 4/7 0 5" --goal snail
help-explain-arg-board = The board: `7 2 4/5 0 6/8 3 1`, `7,2,4,5,0,6,8,3,1`, `724506831`, `-` for standard input, `@FILE` for a file. The blank is 0, _ or . (a dot)
help-explain-arg-size = Width x height, for flat lists that are not square (e.g. 4x3)
help-explain-arg-goal = Goal: blank-last (1..n then the blank, default), blank-first (0,1,..,n: AIMA, Korf), snail (the spiral goal), or a board
help-explain-arg-moves = Also trace these moves (U/D/L/R or tile numbers) with the parity proof on every move, as `npuzzle trace` does
help-explain-arg-max-nodes = Budget of the optimal search in generated nodes (default 200,000,000, a few seconds); past it the solution shown is the canonical reduction, labelled not optimal. A budget of nodes, not of time, so a board gets the same answer on any machine
help-explain-arg-json = Shorthand for --format json
help-explain-arg-format = Output format
help-inversions-about = Count inversions tile by tile
help-inversions-after-help =
    Examples:
      npuzzle inversions "7 2 4/5 0 6/8 3 1"
      npuzzle inversions 724506831 --claim 16
      npuzzle inversions 724506831 --claim 6,1,2,2,2,2,1,0
      npuzzle inversions "2 8 3/1 6 4/7 0 5" --goal snail
      echo "7 2 4 5 0 6 8 3 1" | npuzzle inversions - --json
help-inversions-arg-board = The board: `7 2 4/5 0 6/8 3 1`, `7,2,4,5,0,6,8,3,1`, `724506831`, `-` for standard input, `@FILE` for a file. The blank is 0, _ or . (a dot)
help-inversions-arg-size = Width x height, for flat lists that are not square (e.g. 4x3)
help-inversions-arg-goal = Goal: blank-last (1..n then the blank, default), blank-first (0,1,..,n: AIMA, Korf), snail (the spiral goal), or a board
help-inversions-arg-claim = Check a count: a total (`16`) or one count per tile in reading order (`6,1,2,2,2,2,1,0`). Exit 1 when the claim is wrong
help-inversions-arg-json = Shorthand for --format json
help-inversions-arg-format = Output format
help-solvable-about = Decide whether a board can reach its goal, and show why. Exit 0 when solvable, 1 when not
help-solvable-after-help =
    Examples:
      npuzzle solvable "7 2 4/5 0 6/8 3 1"
      npuzzle solvable "1 2 3 4/5 6 7 8/9 10 11 12/13 15 14 0"   # Sam Loyd's 14-15 puzzle
      npuzzle solvable 812043765 --goal blank-first
      npuzzle solvable "1 2 3 4/5 6 7 8/9 10 11 0/13 14 15 12"   # 3 inversions (odd), yet solvable: the Burmese tutorial's rule fails on 4x4
      npuzzle solvable 3021 --size 4x1   # a thin board: only the order of the tiles counts
      npuzzle solvable 724506831 --json
help-solvable-arg-board = The board: `7 2 4/5 0 6/8 3 1`, `7,2,4,5,0,6,8,3,1`, `724506831`, `-` for standard input, `@FILE` for a file. The blank is 0, _ or . (a dot)
help-solvable-arg-size = Width x height, for flat lists that are not square (e.g. 4x3)
help-solvable-arg-goal = Goal: blank-last (1..n then the blank, default), blank-first (0,1,..,n: AIMA, Korf), snail (the spiral goal), or a board
help-solvable-arg-json = Shorthand for --format json
help-solvable-arg-format = Output format
help-reduce-about = Bring a board, by legal moves, to the canonical board of its class: the goal (even class) or the goal with its first two tiles swapped (odd class). The target is predicted from the parity before the first move; the whole sequence is replayed and checked before it is shown
help-reduce-after-help =
    Examples:
      npuzzle reduce "8 6 7/2 5 4/3 0 1"
      npuzzle reduce "1 2 3/4 5 6/8 7 0" --goal blank-last
      npuzzle reduce 724506831 --step
      npuzzle reduce "@board16.txt" --compact
      npuzzle reduce "7 2 4/5 0 6/8 3 1" --format json

    Moves name the direction the blank travels (U, D, L, R). The default goal here is blank-first (0 1 2 ...), as in the Chinese blog; its canonical boards are 0 1 2 3 ... (even class, 0 inversions) and 0 2 1 3 ... (odd class).
help-reduce-arg-board = The board: `7 2 4/5 0 6/8 3 1`, `724506831`, `-` (standard input), `@FILE`
help-reduce-arg-size = Width x height, for flat lists that are not square (e.g. 4x3)
help-reduce-arg-goal = Goal: blank-first (default here), blank-last, snail, or a board
help-reduce-arg-step = Pause after each phase (Enter: next, b: back, q: quit) on a terminal
help-reduce-arg-no-pause = With --step: print everything without pausing
help-reduce-arg-compact = One line per phase, no grids (automatic above 36 cells)
help-reduce-arg-json = Shorthand for --format json
help-reduce-arg-format = Output format
help-connect-about = Find a sequence of legal moves from FROM to TO: reduce both to their canonical board, follow FROM's reduction and then TO's backwards, and cancel back-and-forth moves. Boards of different classes: exit 1, with the two different canonical boards as the certificate
help-connect-after-help =
    Examples:
      npuzzle connect "8 6 7/2 5 4/3 0 1" "6 4 7/8 5 0/3 2 1"
      npuzzle connect 123456780 123456708 --format json
      npuzzle connect "1 2 3/4 5 6/7 8 0" "1 2 3/4 5 6/8 7 0"   # different classes: exit 1

    Moves name the direction the blank travels (U, D, L, R). The path is not the shortest, only a checked one.
help-connect-arg-from = The board to start from
help-connect-arg-to = The board to reach
help-connect-arg-size = Width x height, for flat lists that are not square (e.g. 4x3)
help-connect-arg-goal = Goal whose canonical boards the reductions aim at: blank-first (default here), blank-last, snail, or a board
help-connect-arg-json = Shorthand for --format json
help-connect-arg-format = Output format
help-verify-about = Search breadth-first from the goal over every arrangement of a small board (at most 12 cells) and compare with the theorem: exactly half the arrangements, (W·H)!/2, are reachable, and they are exactly those the parity rule calls solvable. Prints the number of boards at each distance
help-verify-after-help =
    Examples:
      npuzzle verify --size 3x3
      npuzzle verify --size 2x4 --goal blank-first --format json
      npuzzle verify --size 3x4        # 239,500,800 states: about a minute, 460 MiB

    States are stored as permutation ranks with one byte each ((W·H)! bytes), not as boards. Progress goes to standard error for boards of 11 cells or more.
help-verify-arg-size = Width x height (at most 12 cells: 3x4, 4x3, 2x6, 6x2, 3x3, ...)
help-verify-arg-goal = Goal: blank-last (1..n then the blank, default), blank-first (0,1,..,n: AIMA, Korf), snail (the spiral goal), or a board
help-verify-arg-json = Shorthand for --format json
help-verify-arg-format = Output format
help-verify-arg-format-value-svg = A self-contained SVG picture
help-solve-about = Search for a solution; show the path, the counts and their meaning
help-solve-after-help =
    Examples:
      npuzzle solve "8 6 7/2 5 4/3 0 1"
      npuzzle solve "2 8 3/1 6 4/7 0 5" --goal snail --algo bfs --order LUDR --tree-search --no-undo --goal-test generation
      npuzzle solve "5 1 3 4/2 6 7 8/9 10 11 12/13 14 15 0" --algo idastar --heuristic manhattan --compact
      npuzzle solve 812043765 --goal snail --algo astar --heuristic h4 --explain-heuristic --format json

    Counts (defined in docs/src/definitions.md): generated = children created (root not counted, duplicates and the goal counted); expanded = nodes whose children were generated; selected = nodes taken from the frontier (what some courses call complexity in time); most nodes held at once = its complexity in size.
help-solve-arg-board = The board: `7 2 4/5 0 6/8 3 1`, `7,2,4,5,0,6,8,3,1`, `724506831`, `-` for standard input, `@FILE` for a file. The blank is 0, _ or . (a dot)
help-solve-arg-size = Width x height, for flat lists that are not square (e.g. 4x3)
help-solve-arg-goal = Goal: blank-last (1..n then the blank, default), blank-first (0,1,..,n: AIMA, Korf), snail (the spiral goal), or a board
help-solve-arg-batch = Solve every board of FILE (one per line, in any notation a board takes; blank lines and # comments skipped; - for standard input), one line each (one JSON object per line with --format jsonl). Exit 2 if any line is bad (the others are still solved), else 1 if any board is unsolvable or not solved within the limits, else 0
help-solve-arg-algo = bfs, ids, ordered (f = g + misplaced), greedy, astar, idastar, bidir. Default: astar, and on a 4x4 board IDA* with the pattern databases
help-solve-arg-algo-value-bfs = breadth-first search
help-solve-arg-algo-value-ids = iterative deepening search
help-solve-arg-algo-value-ordered = ordered search (f = g + misplaced tiles)
help-solve-arg-algo-value-greedy = greedy best-first search (f = h)
help-solve-arg-algo-value-astar = A* (f = g + h)
help-solve-arg-algo-value-idastar = IDA* (iterative deepening on f = g + h)
help-solve-arg-algo-value-bidir = bidirectional breadth-first search
help-solve-arg-heuristic = Heuristic for greedy, astar and idastar: misplaced (h1), manhattan (h2), euclidean (h3), rowcol (h4), linear-conflict (h5, default), seed-h6 (h6), and the faulty misplaced-with-blank and linear-conflict-pairs
help-solve-arg-heuristic-value-misplaced = the Vietnamese report's H1
help-solve-arg-heuristic-value-manhattan = the Vietnamese report's H2
help-solve-arg-heuristic-value-euclidean = the Vietnamese report's H3
help-solve-arg-heuristic-value-rowcol = the Vietnamese report's H4
help-solve-arg-heuristic-value-linear-conflict = the Vietnamese report's H5
help-solve-arg-heuristic-value-seed-h6 = the Vietnamese report's H6
help-solve-arg-heuristic-value-misplaced-with-blank = faulty: overestimates
help-solve-arg-heuristic-value-linear-conflict-pairs = faulty: overestimates
help-solve-arg-heuristic-value-pdb = the pattern databases (6-6-3 on 4x4, 6-6-6-6 on 5x5; IDA*), with the lookups measured fastest
help-solve-arg-heuristic-value-pdb-plain = the pattern databases, regular and reflected lookups (consistent)
help-solve-arg-heuristic-value-pdb-dual = the pattern databases (4x4 and 5x5), with dual lookups too and BPMX
help-solve-arg-heuristic-value-pdb-dual-no-bpmx = the pattern databases (4x4 and 5x5), with dual lookups too, without BPMX
help-solve-arg-heuristic-value-pdb-dual-search = the pattern databases (4x4 and 5x5), with dual lookups, BPMX and dual search (DIDA*)
help-solve-arg-heuristic-value-pdb-dual-search-any = the pattern databases (5x5), with dual lookups, BPMX and dual search jumping at any node
help-solve-arg-heuristic-value-pdb-7-8 = the 7-8 pattern databases (4x4; built once by pdb build --partition 7-8)
help-solve-arg-heuristic-value-pdb-7-8-dual = the 7-8 pattern databases (4x4; built once by pdb build --partition 7-8), with dual lookups too and BPMX
help-solve-arg-order = The order in which blank moves are tried, e.g. LUDR (as in the Chinese lab report). Default UDLR; with the pattern databases, Korf's ULRD (there the order changes only the count of the last iteration, never the length)
help-solve-arg-tree-search = Keep no closed set (BFS, ordered, greedy, A*): a state reached twice is searched twice, as in the Chinese lab report's code
help-solve-arg-no-undo = Never generate the move that undoes the previous one (IDS and IDA* always work this way)
help-solve-arg-goal-test = When the goal test is made (BFS, ordered, greedy, A*). Default: expansion
help-solve-arg-ties = Tie-breaking among equal f (ordered, greedy, A*). Default: fifo for ordered, low-h for the others
help-solve-arg-ties-value-fifo = Lower f, then first generated (the Chinese lab report's stable sort)
help-solve-arg-ties-value-low-h = Lower f, then lower h, then first generated
help-solve-arg-max-nodes = Stop after generating this many nodes. Default: 25,000,000 for bfs, ordered, greedy, astar and bidir (they store what they generate: at most 2 GiB); 1,000,000,000 for ids and idastar; none for the pattern-database solver, which always finishes (Ctrl-C stops it)
help-solve-arg-time-limit = Stop after this many seconds (0 = none; at most 1e9). No default: where a time limit stops a search depends on the machine's speed, so the default limits count nodes
help-solve-arg-compact = Show the path as one line per move instead of grids
help-solve-arg-explain-heuristic = Print the heuristic's explanation (what it counts and why it is or is not admissible)
help-solve-arg-jobs = Threads (default: the number of cores): --batch solves that many boards at once (the output is the same, in input order, as with one thread), and the pattern-database search may share an IDA* iteration among them
help-solve-arg-pruning = Which move sequences IDA* with the pattern databases never makes. Default: duplicates
help-solve-arg-pruning-value-parent = Only the move back to the parent: the counts of Korf's published figures
help-solve-arg-pruning-value-duplicates = Also every sequence of up to 14 moves that a shorter or earlier one replaces (the same tiles moved, within the same rectangle): fewer nodes, the same optimal lengths
help-solve-arg-step = Show the search one expansion at a time: the node expanded, its children and their fate, the frontier in the order it is taken. On a terminal an interactive view; in a pipe the steps as text (or JSON lines with --format jsonl)
help-solve-arg-max-steps = With --step: record at most this many steps (default 2,000, at most 20,000; each lists at most 200 frontier entries); the search runs on to the end and its counts are complete
help-solve-arg-json = Shorthand for --format json
help-solve-arg-format = Output format
help-solve-arg-format-value-jsonl = One JSON object per line, written as each row finishes
help-trace-about = The parity proof on every move: jumped tiles, Δinversions, the invariant
help-trace-long-about =
    The parity proof on every move: jumped tiles, Δinversions, the invariant.

    Plays the moves and shows, for each one, which tiles the moving tile jumps over in reading order, how each pair's inversion changes, and why the invariant for this width keeps its parity. Exit 2 on a move that cannot be made (the trace up to it is printed first).
help-trace-after-help =
    Moves: U, D, L, R = the direction the blank travels (any case; spaces and commas ignored), or the numbers of the tiles that slide (`2 7 5`).

    Examples:
      npuzzle trace "7 2 4/5 0 6/8 3 1" ULDR
      npuzzle trace "7 2 4/5 0 6/8 3 1" "2 7 5"           # tile numbers
      npuzzle trace "1 2 3 4/5 6 7 8/9 10 11 12/13 14 15 0" ULDR --compact
      npuzzle trace 724506831 ULDRUL --step           # pause after each move
      npuzzle trace 724506831 UL --json
help-trace-arg-board = The board: `7 2 4/5 0 6/8 3 1`, `7,2,4,5,0,6,8,3,1`, `724506831`, `-` for standard input, `@FILE` for a file. The blank is 0, _ or . (a dot)
help-trace-arg-size = Width x height, for flat lists that are not square (e.g. 4x3)
help-trace-arg-goal = Goal: blank-last (1..n then the blank, default), blank-first (0,1,..,n: AIMA, Korf), snail (the spiral goal), or a board
help-trace-arg-moves = The moves: letters U/D/L/R (the blank's direction) or tile numbers
help-trace-arg-compact = One line per move instead of a grid
help-trace-arg-step = On a terminal, pause after each move (Enter: next, b: back, q: quit)
help-trace-arg-no-pause = Never pause, even with --step (print everything)
help-trace-arg-max-moves = The most moves traced: a longer list is refused before anything is printed (each move prints a proof: 60,000 moves on a 16x16 board are about 240 MB)
help-trace-arg-json = Shorthand for --format json
help-trace-arg-format = Output format
help-random-about = Random boards: uniform, a random walk, or at an exact optimal distance
help-random-long-about =
    Random boards: uniform, a random walk, or at an exact optimal distance.

    One board per line in the tool's notation, so that `npuzzle solve --batch -` reads the output. The same --seed gives the same boards on every machine. Without --moves or --distance the boards are uniform over the boards that can reach the goal (with --unsolvable, over those that cannot).
help-random-after-help =
    Distances: exact by breadth-first search of every board up to 9 cells (3x3), proved by the optimal solver (IDA*, pattern databases on 4x4) up to 25 cells, within --max-nodes.

    Examples:
      npuzzle random                                # one solvable 3x3 board
      npuzzle random --size 4x4 --count 5 --seed 1
      npuzzle random --distance 20 --count 3 --seed 7
      npuzzle random --moves 30 --size 4x4 --goal blank-first
      npuzzle random --unsolvable --count 2
      npuzzle random --size 4x4 --distance 30 --count 10 | npuzzle solve --batch -
      npuzzle random --count 3 --format jsonl
help-random-arg-size = Width x height (default 3x3)
help-random-arg-goal = Goal: blank-last (1..n then the blank, default), blank-first (0,1,..,n: AIMA, Korf), snail (the spiral goal), or a board
help-random-arg-count = How many boards
help-random-arg-seed = The seed: the same seed gives the same boards (default: from the clock)
help-random-arg-moves = A random walk of N moves from the goal, never undoing the previous move
help-random-arg-distance = Boards whose optimal distance to the goal is exactly D moves
help-random-arg-unsolvable = Boards of the other parity class, that cannot reach the goal
help-random-arg-max-nodes = The most nodes the optimal solver may generate (--distance beyond 3x3, and each board's distance in JSON)
help-random-arg-json = Shorthand for --format json
help-random-arg-format = Output format
help-random-arg-format-value-jsonl = One JSON object per line, written as each row finishes
help-play-about = Play the puzzle in the terminal, with the parity proof shown live
help-play-long-about =
    Play the puzzle in the terminal, with the parity proof shown live.

    A full-screen board: move with the arrow keys, hjkl, wasd or a click on a tile next to the blank. The panel shows, after every move, the inversion count and the tiles the move jumped, the blank's row, the invariant and its parity next to the goal's, the verdict with its rule and the Manhattan distance; the last move is shown as `trace` prints it. By default an arrow slides the tile in its direction into the blank (`--arrows tile`); `--arrows blank` moves the blank instead, like the U/D/L/R letters of `trace`. On leaving, the moves are printed as one line of U/D/L/R (the blank's moves) that `npuzzle trace BOARD MOVES` replays.
help-play-after-help =
    Keys: arrows, h j k l or w a s d move; a click on a tile next to the blank slides it; u undo, r redo, n a new random board, ? a hint (the next move of an optimal solution and the distance; ? again: the distance after each move, or the estimate where no exact distance is known), x declare the board unsolvable (the tool confirms or refutes), p practice (the verdict hidden until x or the win; new boards solvable or not, half and half), o replay the optimal solution once solved, q (or Ctrl-C) quit.

    Hints are exact up to 4x4 (breadth-first search up to 3x3, IDA* with the 15-puzzle's pattern databases on 4x4, built on first use), on 5x5 with the databases when they are built; otherwise a lower bound, labelled so.

    Needs a terminal; for scripted moves use `npuzzle trace BOARD MOVES`.

    Examples:
      npuzzle play                          # a random solvable 3x3 board
      npuzzle play "7 2 4/5 0 6/8 3 1"
      npuzzle play --size 4x4 --distance 20 --seed 3
      npuzzle play --arrows blank --goal blank-first
      npuzzle play --practice               # is it solvable? x if not
help-play-arg-board = The board (`7 2 4/5 0 6/8 3 1`, `724506831`, `@FILE`); default: a random solvable board of --size
help-play-arg-size = Width x height of the random board (default 3x3), or of a flat BOARD
help-play-arg-goal = Goal: blank-last (1..n then the blank, default), blank-first (0,1,..,n: AIMA, Korf), snail (the spiral goal), or a board
help-play-arg-seed = The seed: the same seed gives the same boards (default: from the clock)
help-play-arg-moves = A random walk of N moves from the goal, never undoing the previous move
help-play-arg-distance = Boards whose optimal distance to the goal is exactly D moves
help-play-arg-arrows = What an arrow moves: the tile into the blank, or the blank
help-play-arg-arrows-value-tile = The tile slides in the arrow's direction (into the blank)
help-play-arg-arrows-value-blank = The blank travels in the arrow's direction (U/D/L/R, as in `trace`)
help-play-arg-practice = Practice declaring unsolvable boards: random boards are solvable or not, half and half, and the panel hides the verdict (and ? gives no hint) until x or the win; p turns it on and off
help-completions-about = Print a shell completion script
help-completions-after-help =
    Example:
      npuzzle completions bash > ~/.local/share/bash-completion/completions/npuzzle
help-completions-arg-shell = The shell
help-pdb-about = Pattern databases for optimal solving (4x4 goals, and the 5x5 tables with `build --size 5x5`): `status`, `build` or `clear` the cache in $XDG_CACHE_HOME/npuzzle (else the platform's cache directory: ~/.cache/npuzzle on Linux)
help-pdb-after-help =
    Examples:
      npuzzle pdb status
      npuzzle pdb build --goal blank-first
      npuzzle pdb status --goal snail --json
      npuzzle pdb clear                # every database in the cache
      npuzzle pdb clear --goal snail   # only the snail goal's
help-pdb-status-about = Where the cache is, and the state of each database the goal needs
help-pdb-status-after-help =
    Examples:
      npuzzle pdb status
      npuzzle pdb status --goal blank-first --json
help-pdb-status-arg-goal = Goal: blank-last (1..n then the blank, default), blank-first (0,1,..,n: AIMA, Korf), snail (the spiral goal), or a board
help-pdb-status-arg-json = Shorthand for --format json
help-pdb-status-arg-format = Output format
help-pdb-build-about = Load the goal's databases, building (with progress on standard error) and saving those missing or broken. Exit 1 when they could not be saved
help-pdb-build-after-help =
    Examples:
      npuzzle pdb build
      npuzzle pdb build --goal blank-first
      npuzzle pdb build --size 5x5     # the 24-puzzle tables (about 1.5 min, 1.2 GB)
      npuzzle pdb build --partition 7-8 --goal blank-first   # 0.58 GB, minutes
help-pdb-build-arg-goal = Goal: blank-last (1..n then the blank, default), blank-first (0,1,..,n: AIMA, Korf), snail (the spiral goal), or a board
help-pdb-build-arg-size = Board size: 4x4 (the goal's 6-6-3 databases) or 5x5 (Korf & Felner's 6-6-6-6 tables, which serve every 5x5 goal with the blank in a corner)
help-pdb-build-arg-partition = The 4x4 partition: 6-6-3 (the default, built on first use) or 7-8 (two tables of 0.58 GB together, for many boards: built only by this command, for a goal whose blank is on the main diagonal)
help-pdb-build-arg-json = Shorthand for --format json
help-pdb-build-arg-format = Output format
help-pdb-clear-about = Remove database files: those of one goal with --goal, else all
help-pdb-clear-after-help =
    Examples:
      npuzzle pdb clear
      npuzzle pdb clear --goal blank-first
help-pdb-clear-arg-goal = Only this goal's databases (a preset or a 4x4 board)
help-pdb-clear-arg-json = Shorthand for --format json
help-pdb-clear-arg-format = Output format
help-heuristics-about = Heuristics: audits against exact distances
help-heuristics-after-help =
    Examples:
      npuzzle heuristics check
      npuzzle heuristics check --size 2x3 --format json
      npuzzle heuristics check --size 4x4 --sample 20
help-heuristics-check-about = Audit heuristics: admissible? consistent? how close to the truth? which dominates which?
help-heuristics-check-long-about =
    Audit heuristics: admissible? consistent? how close to the truth? which dominates which?

    Boards of at most 12 cells are checked on every solvable state against exact distances (breadth-first search from the goal). Larger boards (up to 16 cells) need --sample N: random boards against optimal lengths from the optimal solver. The exit code is 0 whenever the audit ran, whatever it found (the findings are data); 2 for bad input.
help-heuristics-check-after-help =
    Examples:
      npuzzle heuristics check
      npuzzle heuristics check --heuristic linear-conflict --heuristic linear-conflict-pairs
      npuzzle heuristics check --size 2x3 --goal blank-first --format json
      npuzzle heuristics check --size 4x4 --sample 20 --seed 7 --heuristic manhattan,linear-conflict,seed-h6
help-heuristics-check-arg-size = Board size, width x height (default 3x3; at most 12 cells without --sample)
help-heuristics-check-arg-goal = Goal: blank-last (1..n then the blank, default), blank-first (0,1,..,n: AIMA, Korf), snail (the spiral goal), or a board
help-heuristics-check-arg-heuristics = Heuristics to audit (repeat or separate by commas; default all eight): misplaced, manhattan, euclidean, rowcol, linear-conflict, seed-h6, misplaced-with-blank, linear-conflict-pairs, or h1..h6
help-heuristics-check-arg-heuristics-value-misplaced = the Vietnamese report's H1
help-heuristics-check-arg-heuristics-value-manhattan = the Vietnamese report's H2
help-heuristics-check-arg-heuristics-value-euclidean = the Vietnamese report's H3
help-heuristics-check-arg-heuristics-value-rowcol = the Vietnamese report's H4
help-heuristics-check-arg-heuristics-value-linear-conflict = the Vietnamese report's H5
help-heuristics-check-arg-heuristics-value-seed-h6 = the Vietnamese report's H6
help-heuristics-check-arg-heuristics-value-misplaced-with-blank = faulty: overestimates
help-heuristics-check-arg-heuristics-value-linear-conflict-pairs = faulty: overestimates
help-heuristics-check-arg-sample = Audit N random boards against optimal solutions instead of the whole state space (any board of at most 16 cells)
help-heuristics-check-arg-seed = Seed of the random boards of --sample
help-heuristics-check-arg-max-nodes = With --sample: the nodes the optimal solver may generate on one board; a board not solved within it is left out and listed (the same boards on every machine)
help-heuristics-check-arg-time-limit = With --sample: also stop one board's search after SECS seconds (0 = no time limit, the default; with one, which boards are solved depends on the machine's speed)
help-heuristics-check-arg-solver = With --sample: the optimal solver's heuristic (manhattan, linear-conflict, pdb; default the strongest for the size)
help-heuristics-check-arg-json = Shorthand for --format json
help-heuristics-check-arg-format = Output format
help-experiment-about = Experiments: search cost measured on many random boards
help-experiment-after-help =
    Examples:
      npuzzle experiment cost-table
      npuzzle experiment cost-table --ids-with-undo --max-depth 14
      npuzzle experiment heuristics --size 3x3 --count 20 --time-limit 10
help-experiment-cost-table-about = AIMA 3rd ed. Figure 3.29 measured again: nodes generated by IDS, A* with misplaced tiles and A* with Manhattan distance, by solution depth
help-experiment-cost-table-long-about =
    AIMA 3rd ed. Figure 3.29 measured again: nodes generated by IDS, A* with misplaced tiles and A* with Manhattan distance, by solution depth.

    For depths 2, 4, ..., --max-depth, --count random 8-puzzle boards of exactly that optimal length are drawn uniformly from the exact distance table (seeded). IDS runs while it stays under --ids-max-nodes per board; a depth where a board goes over is marked not run, and so are the deeper ones. The published figures are printed under ours. Exit code 0 when the table was made (cells not run included).
help-experiment-cost-table-after-help =
    Examples:
      npuzzle experiment cost-table
      npuzzle experiment cost-table --count 20 --max-depth 16 --seed 7
      npuzzle experiment cost-table --ids-with-undo --max-depth 14
      npuzzle experiment cost-table --heuristic linear-conflict --heuristic seed-h6 --format json
help-experiment-cost-table-arg-count = Boards per depth (at most 1,000,000)
help-experiment-cost-table-arg-seed = Seed of the random boards
help-experiment-cost-table-arg-heuristics = Add a column of A* with this heuristic (repeat or separate by commas)
help-experiment-cost-table-arg-heuristics-value-misplaced = the Vietnamese report's H1
help-experiment-cost-table-arg-heuristics-value-manhattan = the Vietnamese report's H2
help-experiment-cost-table-arg-heuristics-value-euclidean = the Vietnamese report's H3
help-experiment-cost-table-arg-heuristics-value-rowcol = the Vietnamese report's H4
help-experiment-cost-table-arg-heuristics-value-linear-conflict = the Vietnamese report's H5
help-experiment-cost-table-arg-heuristics-value-seed-h6 = the Vietnamese report's H6
help-experiment-cost-table-arg-heuristics-value-misplaced-with-blank = faulty: overestimates
help-experiment-cost-table-arg-heuristics-value-linear-conflict-pairs = faulty: overestimates
help-experiment-cost-table-arg-max-depth = The deepest row (even, at most 30)
help-experiment-cost-table-arg-ids-max-nodes = IDS gives up on a board after this many generated nodes
help-experiment-cost-table-arg-max-nodes = A* gives up on a board after this many generated nodes
help-experiment-cost-table-arg-ids-with-undo = Add a column for AIMA's IDS: a tree search that also generates the move back to the parent (our IDS never does)
help-experiment-cost-table-arg-goal = The goal (AIMA's is blank-first)
help-experiment-cost-table-arg-json = Shorthand for --format json
help-experiment-cost-table-arg-format = Output format
help-experiment-cost-table-arg-format-value-jsonl = One JSON object per line, written as each row finishes
help-experiment-cost-table-arg-format-value-svg = A self-contained SVG picture
help-experiment-heuristics-about = The Vietnamese report's comparison: per heuristic, the share of random boards solved within the time limit, mean nodes expanded and mean time
help-experiment-heuristics-long-about =
    The Vietnamese report's comparison: per heuristic, the share of random boards solved within the time limit, mean nodes expanded and mean time.

    Boards are drawn uniformly among the solvable ones (seeded, so a run is reproducible up to the times and to boards near the time limit). Each search runs alone, one after the other, so that its time is its own. Progress goes to standard error. Exit code 0 when the comparison ran (boards left unsolved are data), 1 when interrupted.
help-experiment-heuristics-after-help =
    Examples:
      npuzzle experiment heuristics --size 3x3 --count 20 --time-limit 10
      npuzzle experiment heuristics --size 4x4 --count 10 --time-limit 60 --heuristic h2,h5,h6
      npuzzle experiment heuristics --size 3x3 --count 5 --time-limit 5 --no-timing --format json
help-experiment-heuristics-arg-size = Board size, width x height
help-experiment-heuristics-arg-count = Random boards (at most 1,000,000)
help-experiment-heuristics-arg-time-limit = Seconds each search may take (the Vietnamese report used 60; 0 = none; at most 1e9)
help-experiment-heuristics-arg-seed = Seed of the random boards
help-experiment-heuristics-arg-heuristics = Heuristics to compare (repeat or separate by commas; default the Vietnamese report's six, H1..H6)
help-experiment-heuristics-arg-heuristics-value-misplaced = the Vietnamese report's H1
help-experiment-heuristics-arg-heuristics-value-manhattan = the Vietnamese report's H2
help-experiment-heuristics-arg-heuristics-value-euclidean = the Vietnamese report's H3
help-experiment-heuristics-arg-heuristics-value-rowcol = the Vietnamese report's H4
help-experiment-heuristics-arg-heuristics-value-linear-conflict = the Vietnamese report's H5
help-experiment-heuristics-arg-heuristics-value-seed-h6 = the Vietnamese report's H6
help-experiment-heuristics-arg-heuristics-value-misplaced-with-blank = faulty: overestimates
help-experiment-heuristics-arg-heuristics-value-linear-conflict-pairs = faulty: overestimates
help-experiment-heuristics-arg-algo = astar (as in the Vietnamese report) or idastar
help-experiment-heuristics-arg-max-nodes = A search gives up after this many generated nodes (A* holds every node: about 100 bytes each)
help-experiment-heuristics-arg-goal = Goal: blank-last (1..n then the blank, default), blank-first (0,1,..,n: AIMA, Korf), snail (the spiral goal), or a board
help-experiment-heuristics-arg-no-timing = Leave out the times (for reproducible output)
help-experiment-heuristics-arg-json = Shorthand for --format json
help-experiment-heuristics-arg-format = Output format
help-experiment-heuristics-arg-format-value-jsonl = One JSON object per line, written as each row finishes
help-man-about = Print the manual page, or write one page per command into a directory
help-man-after-help =
    Examples:
      npuzzle man | man -l -
      npuzzle man --dir target/man   # npuzzle.1, npuzzle-solve.1, npuzzle-pdb-build.1, ...
help-man-arg-dir = Write npuzzle.1 and one page per subcommand (npuzzle-solve.1, ...) into this directory (created if missing) instead of printing
help-explorer-about = The explorer page: any board, its proof, a game and the searches
help-explorer-after-help =
    The page works offline from a file, a USB stick or a course site (no network, nothing to install); `npuzzle lesson export` puts it in every course site as explorer.html.

    Examples:
      npuzzle explorer --out explorer.html
      npuzzle explorer --lang vi --out kham-pha.html
      npuzzle explorer > explorer.html
help-explorer-arg-out = Write the page to FILE (replaced atomically; never through a symbolic link) instead of standard output
help-tree-about = Draw the search tree: every generated node with its number, move, depth, g/h/f, board and fate; the solution path highlighted
help-tree-after-help =
    Examples:
      npuzzle tree "2 8 3/1 6 4/7 0 5" --goal snail --algo bfs --order LUDR --tree-search --no-undo --goal-test generation
      npuzzle tree "2 8 3/1 6 4/7 0 5" --goal snail --algo ordered --order LUDR --tree-search --no-undo --goal-test generation --boards grid
      npuzzle tree "2 8 3/1 6 4/7 0 5" --goal snail --algo astar --heuristic manhattan --format dot | dot -Tsvg > tree.svg
      npuzzle tree "2 8 3/1 6 4/7 0 5" --goal snail --algo ordered --order LUDR --tree-search --no-undo --goal-test generation --format svg > tree.svg
      npuzzle tree "2 8 3/1 6 4/7 0 5" --goal snail --algo ordered --order LUDR --tree-search --no-undo --goal-test generation --format html > steps.html   # step through it in a browser
      npuzzle tree 123405786 --algo bfs --format mermaid

    Markers: expanded Nth (expansion order), GOAL, duplicate (discarded: state already stored), cut off (IDS/IDA* bound), never expanded (still in the frontier), f > solution cost (A*: never needed). * marks the solution path.
help-tree-arg-board = The board: `7 2 4/5 0 6/8 3 1`, `7,2,4,5,0,6,8,3,1`, `724506831`, `-` for standard input, `@FILE` for a file. The blank is 0, _ or . (a dot)
help-tree-arg-size = Width x height, for flat lists that are not square (e.g. 4x3)
help-tree-arg-goal = Goal: blank-last (1..n then the blank, default), blank-first (0,1,..,n: AIMA, Korf), snail (the spiral goal), or a board
help-tree-arg-algo = bfs, ids, ordered, greedy, astar, idastar, bidir
help-tree-arg-algo-value-bfs = breadth-first search
help-tree-arg-algo-value-ids = iterative deepening search
help-tree-arg-algo-value-ordered = ordered search (f = g + misplaced tiles)
help-tree-arg-algo-value-greedy = greedy best-first search (f = h)
help-tree-arg-algo-value-astar = A* (f = g + h)
help-tree-arg-algo-value-idastar = IDA* (iterative deepening on f = g + h)
help-tree-arg-algo-value-bidir = bidirectional breadth-first search
help-tree-arg-order = The order in which blank moves are tried, e.g. LUDR (as in the Chinese lab report). Default UDLR; with the pattern databases, Korf's ULRD (there the order changes only the count of the last iteration, never the length)
help-tree-arg-tree-search = Keep no closed set (BFS, ordered, greedy, A*): a state reached twice is searched twice, as in the Chinese lab report's code
help-tree-arg-no-undo = Never generate the move that undoes the previous one (IDS and IDA* always work this way)
help-tree-arg-goal-test = When the goal test is made (BFS, ordered, greedy, A*). Default: expansion
help-tree-arg-ties = Tie-breaking among equal f (ordered, greedy, A*). Default: fifo for ordered, low-h for the others
help-tree-arg-ties-value-fifo = Lower f, then first generated (the Chinese lab report's stable sort)
help-tree-arg-ties-value-low-h = Lower f, then lower h, then first generated
help-tree-arg-max-nodes = Stop after generating this many nodes. Default: 25,000,000 for bfs, ordered, greedy, astar and bidir (they store what they generate: at most 2 GiB); 1,000,000,000 for ids and idastar; none for the pattern-database solver, which always finishes (Ctrl-C stops it)
help-tree-arg-time-limit = Stop after this many seconds (0 = none; at most 1e9). No default: where a time limit stops a search depends on the machine's speed, so the default limits count nodes
help-tree-arg-max-nodes-drawn = Draw at most this many nodes (the first generated); the rest are counted as left out (pictures: collapsed into "+N more" nodes). Default 500 (text, json) or 60 (svg, dot, html); at most 100,000 (text, json) or 2,000 (svg, dot, mermaid, html)
help-tree-arg-rankdir = Pictures (svg, dot, html): the root at the top (TB) or at the left (LR)
help-tree-arg-rankdir-value-TB = Root at the top
help-tree-arg-rankdir-value-LR = Root at the left
help-tree-arg-boards = Boards inline on the node's line, or as small grids
help-tree-arg-view = The indented tree, or the expansions in order
help-tree-arg-view-value-tree = The tree, indented, children under their parent
help-tree-arg-view-value-expansions = Expansion by expansion: each expanded node and its children
help-tree-arg-json = Shorthand for --format json
help-tree-arg-format = Output format
help-tree-arg-format-value-svg = A self-contained SVG picture
help-tree-arg-format-value-html = A self-contained HTML page
help-tree-arg-heuristic = Heuristic for greedy, astar and idastar: misplaced (h1), manhattan (h2), euclidean (h3), rowcol (h4), linear-conflict (h5, default), seed-h6 (h6), and the faulty misplaced-with-blank and linear-conflict-pairs
help-tree-arg-heuristic-value-misplaced = the Vietnamese report's H1
help-tree-arg-heuristic-value-manhattan = the Vietnamese report's H2
help-tree-arg-heuristic-value-euclidean = the Vietnamese report's H3
help-tree-arg-heuristic-value-rowcol = the Vietnamese report's H4
help-tree-arg-heuristic-value-linear-conflict = the Vietnamese report's H5
help-tree-arg-heuristic-value-seed-h6 = the Vietnamese report's H6
help-tree-arg-heuristic-value-misplaced-with-blank = faulty: overestimates
help-tree-arg-heuristic-value-linear-conflict-pairs = faulty: overestimates
help-compare-about = Run several algorithms on one board and compare what they did
help-compare-after-help =
    Examples:
      npuzzle compare "2 8 3/1 6 4/7 0 5" --goal snail --algos bfs,ordered --order LUDR --tree-search --no-undo --goal-test generation
      npuzzle compare "2 8 3/1 6 4/7 0 5" --goal snail --algos bfs,ordered --order LUDR --tree-search --no-undo --goal-test generation --format svg > compare.svg
      npuzzle compare "2 8 3/1 6 4/7 0 5" --goal snail --algos bfs,ordered --order LUDR --tree-search --no-undo --goal-test generation --step
      npuzzle compare "2 8 3/1 6 4/7 0 5" --goal snail --algos bfs,ordered --order LUDR --tree-search --no-undo --goal-test generation --format html > steps.html
      npuzzle compare "8 6 7/2 5 4/3 0 1" --algos bfs,bidir,astar,idastar
      npuzzle compare 867254301 --algos astar,greedy --heuristic manhattan --json
help-compare-arg-board = The board: `7 2 4/5 0 6/8 3 1`, `7,2,4,5,0,6,8,3,1`, `724506831`, `-` for standard input, `@FILE` for a file. The blank is 0, _ or . (a dot)
help-compare-arg-size = Width x height, for flat lists that are not square (e.g. 4x3)
help-compare-arg-goal = Goal: blank-last (1..n then the blank, default), blank-first (0,1,..,n: AIMA, Korf), snail (the spiral goal), or a board
help-compare-arg-algos = Comma-separated algorithms: bfs, ids, ordered, greedy, astar, idastar, bidir
help-compare-arg-order = The order in which blank moves are tried, e.g. LUDR (as in the Chinese lab report). Default UDLR; with the pattern databases, Korf's ULRD (there the order changes only the count of the last iteration, never the length)
help-compare-arg-tree-search = Keep no closed set (BFS, ordered, greedy, A*): a state reached twice is searched twice, as in the Chinese lab report's code
help-compare-arg-no-undo = Never generate the move that undoes the previous one (IDS and IDA* always work this way)
help-compare-arg-goal-test = When the goal test is made (BFS, ordered, greedy, A*). Default: expansion
help-compare-arg-ties = Tie-breaking among equal f (ordered, greedy, A*). Default: fifo for ordered, low-h for the others
help-compare-arg-ties-value-fifo = Lower f, then first generated (the Chinese lab report's stable sort)
help-compare-arg-ties-value-low-h = Lower f, then lower h, then first generated
help-compare-arg-max-nodes = Stop after generating this many nodes. Default: 25,000,000 for bfs, ordered, greedy, astar and bidir (they store what they generate: at most 2 GiB); 1,000,000,000 for ids and idastar; none for the pattern-database solver, which always finishes (Ctrl-C stops it)
help-compare-arg-time-limit = Stop after this many seconds (0 = none; at most 1e9). No default: where a time limit stops a search depends on the machine's speed, so the default limits count nodes
help-compare-arg-max-nodes-drawn = Draw a search's tree when it has at most this many nodes; bigger trees are summarised (text) or cut into "+N more" nodes (svg, dot). At most 2,000 (svg, dot) or 100,000 (text, json)
help-compare-arg-rankdir = Pictures (svg, dot): the roots at the top (TB) or at the left (LR)
help-compare-arg-rankdir-value-TB = Root at the top
help-compare-arg-rankdir-value-LR = Root at the left
help-compare-arg-no-timing = Leave out the elapsed-time row (for reproducible output)
help-compare-arg-step = Step through the searches together, one expansion at a time: on a terminal side by side (interactive), in a pipe one after the other
help-compare-arg-json = Shorthand for --format json
help-compare-arg-format = Output format
help-compare-arg-format-value-svg = A self-contained SVG picture
help-compare-arg-format-value-html = A self-contained HTML page
help-compare-arg-heuristic = Heuristic for greedy, astar and idastar: misplaced (h1), manhattan (h2), euclidean (h3), rowcol (h4), linear-conflict (h5, default), seed-h6 (h6), and the faulty misplaced-with-blank and linear-conflict-pairs
help-compare-arg-heuristic-value-misplaced = the Vietnamese report's H1
help-compare-arg-heuristic-value-manhattan = the Vietnamese report's H2
help-compare-arg-heuristic-value-euclidean = the Vietnamese report's H3
help-compare-arg-heuristic-value-rowcol = the Vietnamese report's H4
help-compare-arg-heuristic-value-linear-conflict = the Vietnamese report's H5
help-compare-arg-heuristic-value-seed-h6 = the Vietnamese report's H6
help-compare-arg-heuristic-value-misplaced-with-blank = faulty: overestimates
help-compare-arg-heuristic-value-linear-conflict-pairs = faulty: overestimates
help-lesson-about = Lessons: step through the built-in course or an instructor's YAML file; check that every claim a lesson makes is true
help-lesson-after-help =
    Examples:
      npuzzle lesson list
      npuzzle lesson run 01-counting-inversions
      npuzzle lesson run lessons/05-bfs-vs-ordered.yaml --format markdown > handout.md
      npuzzle lesson check lessons/*.yaml
      npuzzle lesson new > my-lesson.yaml
      npuzzle lesson export --dir my-course --out site --handout

    The lesson format is documented in lessons/README.md.
help-lesson-list-about = The built-in lessons (and those in --dir) with their titles
help-lesson-list-after-help =
    Examples:
      npuzzle lesson list
      npuzzle lesson list --dir my-course --format json
help-lesson-list-arg-dir = Also list the lessons of this course directory (its *.yaml files, in the order of its course.yaml, if any)
help-lesson-list-arg-json = Shorthand for --format json
help-lesson-check-about = Check lessons: parse, run every step, verify every `expect:` and every quiz answer. Every problem of a file is reported, and every lesson of a course directory. Exit 0 all true, 1 a claim is false, 2 a file is malformed
help-lesson-check-after-help =
    Examples:
      npuzzle lesson check lessons/*.yaml
      npuzzle lesson check my-course/
      npuzzle lesson check my-lesson.yaml --format json

    A directory is a course: all its lessons are checked (in the order of its course.yaml, if any) and a summary table is printed.

    Every lesson has a work budget (default 150,000,000 units: about one unit per search node or state visited, estimated from each step's limits before anything runs); a lesson over it is refused naming the step where it runs out.
help-lesson-check-arg-files = Lesson files, course directories, or built-in lesson names; `-` reads a lesson from standard input
help-lesson-check-arg-json = Shorthand for --format json
help-lesson-check-arg-budget = The work budget of each lesson, in work units
help-lesson-check-arg-strict = Exit 1 when an answer is given away before it is due, or a sentence misstates a definition (warnings otherwise)
help-lesson-new-about = Print a commented lesson template that passes `lesson check`
help-lesson-new-after-help =
    Example:
      npuzzle lesson new > my-lesson.yaml && npuzzle lesson check my-lesson.yaml
help-lesson-schema-about = Print the JSON Schema of the lesson format (the copy shipped in lessons/lesson.schema.json is this output)
help-lesson-schema-after-help =
    Examples:
      npuzzle lesson schema > my-course/lesson.schema.json
      npuzzle lesson schema > lessons/lesson.schema.json   # regenerate the shipped copy

    `npuzzle lesson new` starts a lesson with the modeline
      # yaml-language-server: $schema=lesson.schema.json
    that points YAML editors (VS Code, Neovim, Helix) at the schema next to it; lessons/README.md says how to set them up.
help-lesson-grade-about = Grade a class: one answer file per student (the format of `lesson run --answers` and `--save-answers`; the student is the file's `# name:`, else its per-student folder, else its stem), or folders of them
help-lesson-grade-after-help =
    Examples:
      npuzzle lesson grade 01 answers/
      npuzzle lesson grade my-lesson.yaml ada.txt bob.txt --format csv > grades.csv
      npuzzle lesson grade parity --dir my-course answers/ --json
      npuzzle lesson grade 01 answers/ --format moodle-csv --roster roster.csv --bom > moodle.csv

    An answer file has one line per question, numbered as in `lesson run --handout` (quizzes and exercises alike). An answer goes to the question the file names (`# Question N` on the line before, as the page and --save-answers write it, or `N.`, `N)`, `N:`, `QN:` before it), else to the next question in order, and in a file without numbers a blank line between two answers is a question left unanswered. `-` leaves a question unanswered; a comment is `#` followed by anything but a digit (`#3` is an answer: a node); `# name: NAME` names the student; `# lesson: ID (HASH)` names the lesson, and answers to another lesson are not graded. Marks: ok right, x wrong, ? malformed (not an answer of the expected form, with the reason), - no answer, s shown before it was answered. Every file is a row in every format, one that cannot be graded with its problem, and warnings say what was decided (a line too many, a likely shift, the same student name twice). Folders are walked (per-student folders, as Moodle and Google Drive download them). Exit 0 when at least one file was graded, 2 when none could be.

    Gradebook: --format moodle-csv or canvas-csv writes one row per student for Moodle's "Import grades from CSV" or Canvas's gradebook import (docs: class.md), matched by the student's id: the file's `# id: ID` (as `lesson run --student-id` and the page's student-number field write it), else the --roster line with the student's name. Roster students without a file are rows without a grade; a file without an id is left out and said; two files with one id, or a roster with an empty, repeated or unprintable id, are an error (exit 2). Names that a spreadsheet would run as a formula (= + - @ first) get a leading '. --bom starts a CSV with a UTF-8 byte-order mark for Excel.
help-lesson-grade-arg-lesson = A built-in lesson's name, a lesson file, or (with --dir) a lesson of a course
help-lesson-grade-arg-answers = Answer files, or folders of them (walked: per-student folders too)
help-lesson-grade-arg-dir = Find LESSON among the lessons of this course directory
help-lesson-grade-arg-json = Shorthand for --format json
help-lesson-grade-arg-roster = With --format moodle-csv or canvas-csv: the class list, a CSV of `id,name` lines; it gives the id of a file without `# id:` by its student's name, and its students without a file are rows without a grade
help-lesson-grade-arg-column = With --format moodle-csv or canvas-csv: the grade column's title (default: the lesson's title); in Canvas, `TITLE (ID)` fills the assignment of that id
help-lesson-grade-arg-bom = Start the CSV with a UTF-8 byte-order mark, so that Excel reads Vietnamese, Chinese and Burmese names right
help-lesson-export-about = Write a course's pages (the built-in course without --dir) to a folder: one page per lesson and an index.html linking them in course order
help-lesson-export-after-help =
    Examples:
      npuzzle lesson export --out site
      npuzzle lesson export --dir my-course --out site --handout --answer-key
      npuzzle lesson export --dir my-course --out site --force
      npuzzle lesson export --out site --scorm
      npuzzle lesson export --out site --qti
      npuzzle lesson export --out site --gift --moodle-xml

    Files: index.html, NAME.html per lesson, NAME.handout.html with --handout (no answer anywhere in the file), NAME.key.html with --answer-key (leave the keys out of what students can open), NAME.zip with --scorm (a SCORM 1.2 package: the interactive page, which reports answers, score and status to the platform and resumes from it; upload it as a SCORM activity in Moodle or Canvas), NAME.qti.zip with --qti (an IMS QTI 1.2 package of the lesson's questions: import it into Canvas as a "QTI .zip file"; the questions with many right answers are left out and said on stderr), NAME.gift.txt with --gift and NAME.moodle.xml with --moodle-xml (Moodle question banks: import them in Moodle's Question bank, Import, as GIFT or Moodle XML; the same questions as the QTI package). With --students, each student's files of a lesson that varies are NAME.ID.* beside them. Every lesson is checked first: a lesson that cannot be read or states something false stops the export before anything is written. A file in --out that npuzzle did not write is not replaced without --force.
help-lesson-export-arg-dir = The course directory (its *.yaml lessons, in the order of its course.yaml); without it, the built-in course
help-lesson-export-arg-out = The folder to write the pages to (created if missing)
help-lesson-export-arg-handout = Also write each lesson's student's sheet (NAME.handout.html)
help-lesson-export-arg-answer-key = Also write each lesson's answer key (NAME.key.html)
help-lesson-export-arg-scorm = Also write each lesson's SCORM 1.2 package (NAME.zip) to upload to a learning platform
help-lesson-export-arg-qti = Also write each lesson's questions as an IMS QTI 1.2 package (NAME.qti.zip) to import into Canvas
help-lesson-export-arg-gift = Also write each lesson's questions as a Moodle question bank in GIFT (NAME.gift.txt)
help-lesson-export-arg-moodle-xml = Also write each lesson's questions as a Moodle question bank in Moodle XML, with hints (NAME.moodle.xml)
help-lesson-export-arg-students = A class roster (CSV, `id,name`, as `lesson grade --roster` reads it): each lesson whose boards vary per student also gets each student's own page, sheet, key, package and bank, named NAME.ID.html, NAME.ID.handout.html, NAME.ID.key.html, NAME.ID.zip, NAME.ID.qti.zip, NAME.ID.gift.txt, NAME.ID.moodle.xml
help-lesson-export-arg-force = Replace files in --out that npuzzle did not write
help-lesson-export-arg-budget = Each lesson's work budget, in work units (see `lesson check --help`)
help-lesson-run-about = Step through a lesson: every question is asked before its answer is shown (Enter: next, h or ?: hint, s: show the answer, b: back, q: quit with the score). Progress is saved and the next run resumes. Without a terminal, or with --no-pause, everything is printed
help-lesson-run-after-help =
    Examples:
      npuzzle lesson run 01-counting-inversions
      npuzzle lesson run 1
      npuzzle lesson run 01 --restart
      npuzzle lesson run 01 --no-pause
      npuzzle lesson run lessons/02-solvable-or-not.yaml --answers answers.txt
      npuzzle lesson run 01 --save-answers ada.txt
      npuzzle lesson run 05 --format markdown > instructor.md
      npuzzle lesson run 05 --handout > sheet.md
      npuzzle lesson run 05 --answer-key > key.md
      npuzzle lesson run 05 --handout --format html > sheet.html
      npuzzle lesson run 05 --answer-key --format html > key.html
      npuzzle lesson run 01 --format html --interactive > 01.html

    An answers file has one line per question, numbered as in --handout (quizzes and exercises alike; by the number the file gives, `# Question N`, `N.` or `QN:`, else in order; `-` leaves a question unanswered, `# name: NAME` names the student); `lesson grade` reads the same files and says exactly what it accepts. With --answers the run ends with a score and exits 1 unless every answer is right. --save-answers writes the answers of an interactive run in that format, with the attempts, hints and answers shown; it never replaces a lesson or any file but this lesson's answers.

    Progress is kept in $XDG_STATE_HOME/npuzzle/progress.json (else ~/.local/state/npuzzle/).
help-lesson-run-arg-no-pause = Print every step without pausing (the default without a terminal)
help-lesson-run-arg-restart = Start at step 1 and forget this lesson's saved answers
help-lesson-run-arg-from = Start at this step (1-based) instead of where you stopped
help-lesson-run-arg-show-claims = Print the lesson's checked claims under each step (for instructors)
help-lesson-run-arg-answers = Scripted answers for the quizzes, one per line; prints a score
help-lesson-run-arg-save-answers = Write the answers of this interactive run to FILE, one line per question (the format of --answers and `lesson grade`), after every answer; a lesson or any file but this lesson's answers is refused
help-lesson-run-arg-name = The student's name for the first line of --save-answers (`# name:`)
help-lesson-run-arg-student-id = The student's id for --save-answers (`# id:`): the student number, username or email address the class's learning platform knows (`lesson grade --format moodle-csv` puts it in the gradebook)
help-lesson-run-arg-student = This student's variant of the lesson: the boards marked `vary: true` drawn for the id (the same id gets the same boards on every machine); every format (the sheet and key name the id, the page fixes it, --save-answers writes it as `# id:`)
help-lesson-run-arg-format = text: the step-through; json: each step's computed result; markdown: a handout with the quiz answers at the end
help-lesson-run-arg-format-value-html = One self-contained HTML page to read and print (no external address); with --interactive, the page that asks and checks
help-lesson-run-arg-format-value-gift = The questions as a Moodle GIFT question bank (the questions with many right answers left out, listed at the top and on stderr)
help-lesson-run-arg-format-value-moodle-xml = The questions as Moodle XML (numerical, truefalse, shortanswer, multichoice, with hints and feedback)
help-lesson-run-arg-json = Shorthand for --format json
help-lesson-run-arg-handout = The student's sheet (Markdown, or HTML with --format html): questions with blank answer lines and hints; no answers, no explanations, no step that computes an answer
help-lesson-run-arg-answer-key = The answers only, numbered as in --handout (Markdown, or HTML with the explanations with --format html)
help-lesson-run-arg-interactive = With --format html: the interactive page (questions checked in the browser with the stepper's feedback, hints, progress kept, answers downloaded for `lesson grade`). Without it, --format html is the static page to read and print. The interactive page carries its answers in its source: hand out --handout for a sheet without them
help-lesson-run-arg-dir = Find NAME among the lessons of this course directory
help-lesson-run-arg-budget = The lesson's work budget, in work units (see `lesson check --help`)
help-lesson-run-arg-lesson = A built-in lesson's name (or a unique prefix such as `01`), or a lesson file

# clap's own words.
help-heading-usage = Usage:
help-heading-commands = Commands:
help-heading-arguments = Arguments:
help-heading-options = Options:
help-heading-possible-values = Possible values:
help-default = {"["}default: { $value }]
help-possible-values = {"["}possible values: { $values }]
help-flag-help = Print help
help-flag-help-more = Print help (see more with '--help')
help-flag-help-summary = Print help (see a summary with '-h')
help-flag-version = Print version
help-command-help = Print this message or the help of the given subcommand(s)
help-command-help-arg-subcommand = Print help for the subcommand(s)
