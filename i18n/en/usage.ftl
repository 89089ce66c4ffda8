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
