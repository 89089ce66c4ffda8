# The help of the translated commands (src/cli/help_lang.rs). English is
# clap's: this file is made from the definitions' doc comments with
#   NPUZZLE_HELP_CATALOGUE=1 npuzzle > i18n/en/help.ftl
# and tests/suite/help_lang.rs fails when it is not their English. Do not
# edit it by hand: change the doc comment, regenerate, then translate the
# changed message in vi/help.ftl and zh/help.ftl.

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
help-connect-about = Find a sequence of legal moves from FROM to TO: reduce both to their canonical board, follow FROM's reduction and then TO's backwards, and cancel back-and-forth moves. Boards of different classes: exit 1, with the two different canonical boards as the certificate
help-verify-about = Search breadth-first from the goal over every arrangement of a small board (at most 12 cells) and compare with the theorem: exactly half the arrangements, (W·H)!/2, are reachable, and they are exactly those the parity rule calls solvable. Prints the number of boards at each distance
help-solve-about = Search for a solution; show the path, the counts and their meaning
help-tree-about = Draw the search tree: every generated node with its number, move, depth, g/h/f, board and fate; the solution path highlighted
help-compare-about = Run several algorithms on one board and compare what they did
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
help-pdb-about = Pattern databases for optimal solving (4x4 goals, and the 5x5 tables with `build --size 5x5`): `status`, `build` or `clear` the cache in $XDG_CACHE_HOME/npuzzle (else the platform's cache directory: ~/.cache/npuzzle on Linux)
help-heuristics-about = Heuristics: audits against exact distances
help-experiment-about = Experiments: search cost measured on many random boards
help-man-about = Print the manual page, or write one page per command into a directory
help-explorer-about = The explorer page: any board, its proof, a game and the searches
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
help-english-only = The help of this command is in English only.
