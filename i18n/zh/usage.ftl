### The command line's usage errors (clap's), one line each (src/cli/usage_error.rs).
### Language: zh. Area: usage

usage-unknown-argument = 无法识别的参数 '{ $arg }'
usage-unknown-subcommand = 没有子命令 '{ $name }'
usage-invalid-value = '{ $arg }' 的值 '{ $value }' 无效
usage-value-required = '{ $arg }' 需要一个值，但没有给出
usage-with-possible-values = { $message } [可用的值：{ $values }]
usage-with-possible-values-or-a-board = { $message } [可用的值：{ $values }，或一个棋盘]
usage-invalid-value-because = '{ $arg }' 的值 '{ $value }' 无效：{ $reason }
usage-missing-arguments = 缺少必需的参数：{ $args }
usage-missing-subcommand = '{ $name }' 需要一个子命令，但没有给出
usage-missing-subcommand-of = '{ $name }' 需要一个子命令，但没有给出 [子命令：{ $values }]
usage-used-twice = 参数 '{ $arg }' 只能使用一次
usage-conflict = 参数 '{ $arg }' 不能与 '{ $other }' 一起使用
usage-conflict-list = 参数 '{ $arg }' 不能与以下参数一起使用：{ $others }
usage-conflict-others = 参数 '{ $arg }' 不能与已给出的某些其他参数一起使用
usage-no-equals = 给 '{ $arg }' 赋值时需要等号（=）
usage-too-many-values = '{ $arg }' 的值 '{ $value }' 是多余的：不需要更多的值
usage-too-few-values = '{ $arg }' 需要 { $min } 个值；只给出了 { $count } 个
usage-wrong-number-of-values = '{ $arg }' 需要 { $expected } 个值，但给出了 { $count } 个
usage-tip-similar-subcommand = 提示：有相似的子命令 '{ $name }'
usage-tip-similar-subcommands = 提示：有相似的子命令 { $names }
usage-tip-similar-argument = 提示：有相似的参数 '{ $name }'
usage-tip-similar-arguments = 提示：有相似的参数 { $names }
usage-tip-similar-value = 提示：有相似的值 '{ $name }'
usage-tip-similar-values = 提示：有相似的值 { $names }
usage-tip-as-value = 提示：要把 '{ $arg }' 作为值传入，请写 '{ $use_ }'
usage-tip-exists = 提示：有 '{ $name }'
usage-tip-remove-dashes = 提示：有子命令 '{ $name }'；要使用它，请去掉它前面的 '--'
usage-tip-other = 提示 ({ $english })
usage-see-help = （见 `{ $command } --help`）
usage-reason-empty = 是空的，不是数
usage-reason-not-a-whole-number = 不是整数
usage-reason-too-large = 数太大
usage-reason-too-small = 数太小
usage-reason-not-a-number = 不是数
usage-reason-other = ({ $english })
usage-give-seconds = 请给出 0（不限时）到 { $max } 之间的秒数
usage-give-count = 请给出 1 到 { $max } 之间的棋盘个数
usage-give-whole-from = 请给出不小于 { $min } 的整数
usage-give-whole-range = 请给出 { $min } 到 { $max } 之间的整数
usage-other = 命令行无效 ({ $english })
usage-not-utf8 = 第 { $position } 个参数（`{ $shown }`）不是 UTF-8 文本
usage-not-utf8-somewhere = 有一个参数不是 UTF-8 文本
