### The words of the pattern database cache: npuzzle pdb status, build and
### clear, the lines a first optimal 4x4 or 5x5 solve writes on standard error
### while it builds and saves the tables, and the errors about their goals.
### Language: en. Area: pdb

## Where the cache is not ($none: nothing).
pdb-no-cache-dir = no cache directory: neither XDG_CACHE_HOME (absolute) nor HOME is set, so databases are built in memory on every run

## Sizes of files and tables ($n: megabytes or kilobytes with one decimal, or bytes).
pdb-size-mb = { NUMBER($n, minimumFractionDigits: 1, useGrouping: "false") } MB
pdb-size-kb = { NUMBER($n, minimumFractionDigits: 1, useGrouping: "false") } kB
pdb-size-bytes = { NUMBER($n, useGrouping: "false") } B
## A table's number of entries, in its column.
pdb-entries = { NUMBER($n, useGrouping: "false") }

## pdb status ($dir: the cache's folder; $name: the goal's name; $board: the goal's board on one line).
pdb-status-cache = Pattern database cache:
pdb-status-goal = Goal { $name } ({ $board }): additive 6-6-3 partition, { $second }.
pdb-second-reflection = the maximum with a second lookup on the board reflected about the main diagonal
pdb-second-transposed = the maximum with a second, transposed partition (the goal's blank is off the diagonal, so reflection is not valid)
## The table's headings.
pdb-col-tiles = tiles
pdb-col-cells = goal cells
pdb-col-entries = entries
pdb-col-size = size
pdb-col-state = state
## A database's state ($reason: why a file is not used).
pdb-state-present = present
pdb-state-missing = missing
pdb-state-broken = broken: { $reason }
pdb-state-trusted = { $state } ({ $trust })
pdb-trust-verified = verified
pdb-trust-checksum-only = checksum-only
pdb-status-ready = { $ready } of { $count } databases ready
pdb-status-ready-partial = { $ready } of { $count } databases ready; `npuzzle pdb build` (or the first optimal 4x4 solve) builds the rest
pdb-status-trust-verified = Trust: verified: a file is used only when its content hash is the one npuzzle builds for this goal (built into the program).
pdb-status-trust-checksum = Trust: checksum only: this goal is not a preset, so npuzzle cannot know its databases' content; a file is trusted on its own checksum.
pdb-status-78 = 7-8 partition of this goal (two halves by rows, reflected lookup; for `solve --batch` and `--heuristic pdb-7-8`): built only by `pdb build --partition 7-8`.
pdb-status-5x5 = 5x5 (any goal with the blank in a corner): additive 6-6-6-6 partition (Korf & Felner), reflected lookup; built by `pdb build --size 5x5` or the first `solve --heuristic pdb` on 5x5.
pdb-status-5x5-table = 5x5 table { $n }
pdb-status-trust-5x5 = Trust (5x5): verified: a file is used only when its content hash is the one npuzzle builds (built into the program).
pdb-status-files = All database files in the cache: { $count } ({ $size })
pdb-status-stale = Stale temporary files (left by a save that was killed; `npuzzle pdb build` or `npuzzle pdb clear` removes them): { $count }

## pdb build ($memory: megabytes; $seconds: seconds).
pdb-build-summary = Pattern databases for goal { $name } ({ $board }): { $count } ready ({ $loaded } loaded from the cache, { $built } built, { $saved } saved), { NUMBER($memory, minimumFractionDigits: 1, useGrouping: "false") } MB in memory, { NUMBER($seconds, minimumFractionDigits: 2, useGrouping: "false") } s
pdb-build-summary-5x5 = 5x5 pattern databases (Korf & Felner's 6-6-6-6) for goal { $name } ({ $board }): { $count } ready ({ $loaded } loaded from the cache, { $built } built, { $saved } saved), { NUMBER($memory, minimumFractionDigits: 1, useGrouping: "false") } MB in memory, { NUMBER($seconds, minimumFractionDigits: 2, useGrouping: "false") } s
## $head: the coloured words of pdb-build-cached-head or pdb-build-not-saved-head.
pdb-build-cached-head = Cached in
pdb-build-cached = { $head } { $dir }
pdb-build-not-saved-head = Could not save to
pdb-build-not-saved = { $head } { $dir }: later runs will build them again

## pdb clear ($goal: the goal's name).
pdb-clear-removed = Removed { $count } pattern database { $count ->
    [one] file
   *[other] files
} from { $dir }
pdb-clear-removed-goal = Removed { $count } pattern database { $count ->
    [one] file
   *[other] files
} of goal { $goal } from { $dir }
pdb-clear-stale = Removed { $count } stale temporary { $count ->
    [one] file
   *[other] files
} (left by a save that was killed)

## The lines of a build on standard error, after "pdb: " ($path: a file).
pdb-event-loaded = loaded { $path }
pdb-event-rejected = { $path } { $reason }: not used
pdb-event-removed-temporary = removed { $path } (left by a save that was killed)
pdb-event-building-label = building pattern databases
pdb-event-building = building pattern databases ({ NUMBER($total, useGrouping: "false") } placements; once, then cached)
pdb-event-built = built tiles { $tiles } ({ NUMBER($placements, useGrouping: "false") } placements, largest value { $max }) in { NUMBER($seconds, minimumFractionDigits: 2, useGrouping: "false") } s
pdb-event-saved = saved { $path }
pdb-event-not-saved = could not save { $path } ({ $reason }): the databases stay in memory for this run
## A long search's status line, after "ida*: ".
pdb-event-threshold = threshold { $threshold } ({ NUMBER($generated, useGrouping: "false") } nodes generated so far, { NUMBER($seconds, minimumFractionDigits: 1, useGrouping: "false") } s)

## Errors about a goal ($size: a board size such as 3x3).
pdb-goal-not-4x4 = pattern databases exist for 4x4 goals only, and this goal is { $size }
pdb-goal-size = pattern databases exist for 4x4 boards only, not { $size }
pdb-goal-size-5x5 = 5x5 pattern databases are for 5x5 boards, not { $size }
pdb-goal-corner-5x5 = the 5x5 pattern databases need a goal with the blank in a corner (blank-first or blank-last)
pdb78-goal = the 7-8 pattern databases need a 4x4 goal whose blank is on the main diagonal (blank-first or blank-last)
pdb78-missing = the 7-8 pattern databases of this goal are not in the cache; build them once with: { $command } (a few minutes, about 1.9 GB of memory)

## Why a cache file is not used, after its path ($size, $want: bytes or entries; $hash, $want: the start of a content hash; $error: the system's words).
pdb-reason-truncated = is truncated: { NUMBER($size, useGrouping: "false") } bytes, expected { NUMBER($want, useGrouping: "false") }
pdb-reason-truncated-entries = is truncated: { NUMBER($got, useGrouping: "false") } entries, expected { NUMBER($want, useGrouping: "false") }
pdb-reason-unreadable = cannot be read: { $error }
pdb-reason-magic = is not a pattern database (bad magic)
pdb-reason-version = has version { NUMBER($version, useGrouping: "false") }, expected { NUMBER($expected, useGrouping: "false") }
pdb-reason-other-goal = was built for another goal or pattern
pdb-reason-other-table = was built for another pattern, size or kind of table
pdb-reason-claims = claims { NUMBER($len, useGrouping: "false") } entries, expected { NUMBER($entries, useGrouping: "false") }
pdb-reason-too-long = is too long: { NUMBER($size, useGrouping: "false") } bytes, expected { NUMBER($want, useGrouping: "false") }
pdb-reason-size = has { NUMBER($size, useGrouping: "false") } bytes, expected { NUMBER($want, useGrouping: "false") }
pdb-reason-checksum = fails its checksum (corrupted)
pdb-reason-altered = differs from the database npuzzle builds for this goal (content hash { $hash }…, expected { $want }…): altered, not used
pdb-reason-altered-5x5 = differs from the table npuzzle builds (content hash { $hash }…, expected { $want }…): altered, not used
