### 模式数据库缓存的用语：npuzzle pdb status、build 和 clear，第一次 4x4 或 5x5
### 最优求解在构建和保存这些表时写到标准错误的行，以及关于目标的错误。
### Language: zh. Area: pdb

pdb-no-cache-dir = 没有缓存目录：`XDG_CACHE_HOME`（绝对路径）和 `HOME` 都没有设置，所以每次运行都要在内存中构建数据库

pdb-size-mb = { NUMBER($n, minimumFractionDigits: 1) } MB
pdb-size-kb = { NUMBER($n, minimumFractionDigits: 1) } kB
pdb-size-bytes = { NUMBER($n) } B
pdb-entries = { NUMBER($n) }

pdb-status-cache = 模式数据库缓存:
pdb-status-goal = 目标 { $name }（{ $board }）：可加的 6-6-3 划分，{ $second }。
pdb-second-reflection = 并在沿主对角线反射的棋盘上再查一次，取两者中的较大值
pdb-second-transposed = 并用转置的第二个划分再查一次，取两者中的较大值（目标状态的空格不在对角线上，所以不能用反射）
pdb-col-tiles = 数码
pdb-col-cells = 目标位置
pdb-col-entries = 条目数
pdb-col-size = 大小
pdb-col-state = 状态
pdb-state-present = 已有
pdb-state-missing = 缺失
pdb-state-broken = 已损坏：{ $reason }
pdb-state-trusted = { $state }（{ $trust }）
pdb-trust-verified = 已验证
pdb-trust-checksum-only = 仅凭校验和
pdb-status-ready = { $count } 个数据库中有 { $ready } 个已就绪
pdb-status-ready-partial = { $count } 个数据库中有 { $ready } 个已就绪；`npuzzle pdb build`（或第一次 4x4 最优求解）会构建其余的
pdb-status-trust-verified = 信任：已验证：只有当文件的内容哈希与 npuzzle 为这个目标构建的一致时才使用它（哈希内置在程序中）。
pdb-status-trust-checksum = 信任：仅凭校验和：这个目标不是预设的，npuzzle 无法知道它的数据库的内容；文件凭自身的校验和被信任。
pdb-status-78 = 此目标的 7-8 划分（按行分成两半，并查反射的棋盘；用于 `solve --batch` 和 `--heuristic pdb-7-8`）：只由 `pdb build --partition 7-8` 构建。
pdb-status-5x5 = 5x5（空格在角上的任何目标）：可加的 6-6-6-6 划分（Korf & Felner），并查反射的棋盘；由 `pdb build --size 5x5` 或在 5x5 上第一次 `solve --heuristic pdb` 构建。
pdb-status-5x5-table = 5x5 表 { $n }
pdb-status-trust-5x5 = 信任（5x5）：已验证：只有当文件的内容哈希与 npuzzle 构建的一致时才使用它（哈希内置在程序中）。
pdb-status-files = 缓存中的全部数据库文件：{ $count } 个（{ $size }）
pdb-status-stale = 残留的临时文件（被终止的保存留下的；`npuzzle pdb build` 或 `npuzzle pdb clear` 会删除它们）：{ $count } 个

pdb-build-summary = 目标 { $name }（{ $board }）的模式数据库：{ $count } 个已就绪（{ $loaded } 个从缓存读取，{ $built } 个新构建，{ $saved } 个已保存），占用内存 { NUMBER($memory, minimumFractionDigits: 1) } MB，用时 { NUMBER($seconds, minimumFractionDigits: 2) } 秒
pdb-build-summary-5x5 = 目标 { $name }（{ $board }）的 5x5 模式数据库（Korf & Felner 的 6-6-6-6）：{ $count } 个已就绪（{ $loaded } 个从缓存读取，{ $built } 个新构建，{ $saved } 个已保存），占用内存 { NUMBER($memory, minimumFractionDigits: 1) } MB，用时 { NUMBER($seconds, minimumFractionDigits: 2) } 秒
pdb-build-cached-head = 已缓存到
pdb-build-cached = { $head } { $dir }
pdb-build-not-saved-head = 无法保存到
pdb-build-not-saved = { $head } { $dir }：以后的运行会重新构建它们

pdb-clear-removed = 已从 { $dir } 删除 { $count } 个模式数据库文件
pdb-clear-removed-goal = 已从 { $dir } 删除目标 { $goal } 的 { $count } 个模式数据库文件
pdb-clear-stale = 已删除 { $count } 个残留的临时文件（被终止的保存留下的）

pdb-event-loaded = 已读取 { $path }
pdb-event-rejected = { $path } { $reason }：不使用此文件
pdb-event-removed-temporary = 已删除 { $path }（被终止的保存留下的）
pdb-event-building-label = 正在构建模式数据库
pdb-event-building = 正在构建模式数据库（{ NUMBER($total) } 种摆放；只构建一次，之后使用缓存）
pdb-event-built = 已构建数码 { $tiles } 的表（{ NUMBER($placements) } 种摆放，最大值 { $max }），用时 { NUMBER($seconds, minimumFractionDigits: 2) } 秒
pdb-event-saved = 已保存 { $path }
pdb-event-not-saved = 无法保存 { $path }（{ $reason }）：本次运行中数据库只留在内存里
pdb-event-threshold = 阈值 { $threshold }（到目前已生成 { NUMBER($generated) } 个结点，{ NUMBER($seconds, minimumFractionDigits: 1) } 秒）

pdb-goal-not-4x4 = 模式数据库只适用于 4x4 目标，而这个目标是 { $size }
pdb-goal-size = 模式数据库只适用于 4x4 棋盘，不适用于 { $size }
pdb-goal-size-5x5 = 5x5 模式数据库适用于 5x5 棋盘，不适用于 { $size }
pdb-goal-corner-5x5 = 5x5 模式数据库需要空格在角上的目标（blank-first 或 blank-last）
pdb78-goal = 7-8 模式数据库需要空格在主对角线上的 4x4 目标（blank-first 或 blank-last）
pdb78-missing = 缓存中没有此目标的 7-8 模式数据库；请用以下命令构建一次：{ $command }（需要几分钟，约 1.9 GB 内存）

pdb-reason-truncated = 被截断：{ NUMBER($size) } 字节，应为 { NUMBER($want) }
pdb-reason-truncated-entries = 被截断：{ NUMBER($got) } 个条目，应为 { NUMBER($want) }
pdb-reason-unreadable = 无法读取：{ $error }
pdb-reason-magic = 不是模式数据库（文件头标识不对）
pdb-reason-version = 版本为 { NUMBER($version) }，应为 { NUMBER($expected) }
pdb-reason-other-goal = 是为另一个目标或分组构建的
pdb-reason-other-table = 是为另一个分组、尺寸或种类的表构建的
pdb-reason-claims = 声称有 { NUMBER($len) } 个条目，应为 { NUMBER($entries) }
pdb-reason-too-long = 太长：{ NUMBER($size) } 字节，应为 { NUMBER($want) }
pdb-reason-size = 有 { NUMBER($size) } 字节，应为 { NUMBER($want) }
pdb-reason-checksum = 校验和不符（已损坏）
pdb-reason-altered = 与 npuzzle 为这个目标构建的数据库不同（内容哈希 { $hash }…，应为 { $want }…）：已被改动，不使用
pdb-reason-altered-5x5 = 与 npuzzle 构建的表不同（内容哈希 { $hash }…，应为 { $want }…）：已被改动，不使用
