### explain, inversions (with --claim), solvable, trace: verdicts, rules, tables, proofs.
### Language: zh. Area: board


## Words used everywhere on the board commands.
board-even = 偶
board-odd = 奇
board-solvable = 有解
board-unsolvable = 无解
board-wrong = 错误
board-board = 棋盘
board-heading = { $board } { $size }，{ $goal }
board-goal-preset = 目标状态 { $goal }（{ $name }）
board-goal-explicit = 目标状态 { $goal }（直接给出）
board-relabel-note = 目标状态不是按 1, 2, 3, … 的顺序排列，所以每个数码按它在目标状态阅读顺序中的位置重新编号（{ $order }）；两个编号顺序颠倒的一对数码就是一个逆序。数码写作 `数码(编号)`。

## The inversion table (inversions, explain).
board-reading-order = 阅读顺序（逐行读，跳过空格）：{ $order }
board-col-tile = 数码
board-col-after = 其后更小的数码
board-col-after-relabelled = 其后编号更小的数码
board-col-count = 个数
board-col-running = 累计
board-total = 逆序数 (inversion count)：{ $sum } = { $shown }，{ $parity }。

## The verdict (solvable, explain).
board-rule-odd = 宽度为奇数（{ $width }）：由逆序数的奇偶性 (parity) 决定
board-rule-even = 宽度为偶数（{ $width }）：由逆序数 + 空格所在行到目标状态空格所在行的距离决定
board-rule-thin = { $width }x{ $height } 的棋盘：由数码的顺序决定
board-rule-line = 规则：{ $rule }。
board-why-odd = 宽度 { $width } 是奇数：水平移动不改变阅读顺序，垂直移动使数码跳过 { $jumped } 个数码（偶数个），所以逆序数的变化量是偶数，它的奇偶性永远不变。
board-why-even = 宽度 { $width } 是偶数：垂直移动使数码跳过 { $jumped } 个数码（奇数个），所以空格每换一行，逆序数的奇偶性就翻转一次；逆序数 + 空格所在行到目标状态空格所在行的距离则保持奇偶性不变。
board-why-thin = 棋盘只有一格宽或一格高：数码只能沿直线滑动，永远不能互相越过，所以它们的顺序永远不变；仅凭奇偶性不能判断，顺序必须已经与目标状态相同。
board-thin-order-board = 棋盘的数码顺序：{ $order }
board-thin-order-goal = 目标的数码顺序：{ $order }
board-thin-parity-wrong = 仅凭逆序数的奇偶性，这里会判为有解（相对于目标状态有 { $count } 个逆序，偶数）：{ $wrong }，在只有一行或一列的棋盘上只有顺序起作用。
board-col-inversions = 逆序数
board-col-blank-row = 空格所在行
board-col-sum = 和
board-col-parity = 奇偶性
board-row-board = 棋盘
board-row-goal = 目标
board-odd-note = （逆序：较大的数排在前面的数对；行从顶部的 1 开始数；比较的是逆序数的奇偶性）
board-relabelled-suffix = （数码按其在目标状态阅读顺序中的位置重新编号）
board-relative = 相对于目标状态{ $relabelled }：{ $count } 个逆序。
board-naive-wrong = 缅甸教程的规则（逆序数为偶数即有解）在这里会判为{ $said }：{ $wrong }，{ $reason }。
board-naive-reason-even = 宽度为偶数时空格所在的行也要计入
board-naive-reason-odd = 目标状态本身的逆序数是 { $count }（奇数），所以棋盘需要奇数个逆序
board-verdict-solvable = 结论：{ $solvable } (solvable)：棋盘可以到达目标状态。
board-verdict-unsolvable = 结论：{ $unsolvable } (unsolvable)：{ $why }；没有任何移动序列能到达目标状态。
board-why-not-thin = 数码不是按目标状态的顺序排列
board-why-not-even = 不变量 { $invariant } 是奇数，而目标状态的是 0
board-why-not-odd = 奇偶性不同（{ $board } 与 { $goal }）
board-fix = 交换数码 { $a } 和 { $b }（把棋子取出来交换，不是一次移动）得到 { $board }，它是有解的。
board-no-fix = 交换任意两个数码都不能使它们符合目标状态的顺序。
board-even-invariant = 不变量 (invariant)：相对于目标状态的逆序数 + 空格所在行到目标状态空格所在行的距离{ $relabelled }。
board-even-board-line = 棋盘：{ $count } 个逆序 + |{ $row } − { $goal_row }| = { $count } + { $distance } = { $sum }，{ $parity }
board-even-goal-line = 目标：0 + 0 = 0，偶（目标状态与自身比较）。棋盘的这个数为偶数时恰好有解。
board-even-aima = 等价形式（AIMA 的）：每个棋盘自身的逆序数 + 它的空格所在行（行从顶部的 1 开始数）；棋盘和目标状态的奇偶性必须相同。
board-even-agree = 两种形式一致：|r−g| 与 r+g 的奇偶性相同，而相对于目标状态的逆序数与“棋盘自身的逆序数 + 目标状态自身的逆序数”奇偶性相同。

## inversions --claim: the hints.
board-claim-correct-word = 正确
board-claim-correct = 你的答案{ $correct }：逆序数为 { $count }。
board-claim-none = 无
board-claim-smaller-tiles = 个更小的数码
board-claim-smaller-labels = 个编号更小的数码
board-claim-wrong-tile = 你的答案{ $wrong }：第一个错误的计数在数码 { $tile }（阅读顺序中的第 { $position } 个）：你写的是 { $claimed }，但它后面有 { $count } { $what }（{ $smaller }）。
board-claim-totals = 你写的总数是 { $claimed }，实际是 { $actual }。
board-claim-passes = 累计值在数码 { $tile } 处超过了 { $claimed }：从那里重新数。
board-claim-too-large = 你的答案比每一个累计值都大：检查是否只数了每个数码后面更小的数码，并且跳过了空格。
board-claim-parity-right = 两者都是{ $parity }数：奇偶性对了，但计数不对。
board-claim-parity-wrong = 你的答案是{ $claimed }数，而逆序数是{ $actual }数：奇偶性也错了。
board-claim-wrong-total = 你的答案{ $wrong }：你写的是 { $claimed }，但逆序数是 { $actual }（相差 { $off }）。{ $hint }{ $parity }

## The general argument of a trace and the Chinese blog's question (trace, explain).
board-argument-horizontal = 水平移动使数码沿所在的行滑动：数码的阅读顺序（逐行读，跳过空格）不变，所以没有任何数对改变，Δ逆序数 = 0。
board-argument-thin-row = 这个棋盘是 { $width }x{ $height }：只有一格高。每次移动都是水平移动，不改变阅读顺序。数码从不跳过任何数码，所以逆序数本身永远不变，而不仅是它的奇偶性：棋盘恰好能到达数码阅读顺序相同的那些状态。
board-argument-thin-column = 这个棋盘是 { $width }x{ $height }：只有一格宽。每次移动都是垂直移动，但宽度为 1 时移动的数码在阅读顺序中跳过 W − 1 = 0 个数码。数码从不跳过任何数码，所以逆序数本身永远不变，而不仅是它的奇偶性：棋盘恰好能到达数码阅读顺序相同的那些状态。
board-argument-odd = { $horizontal }垂直移动把空格上方或下方格子里的数码移到空格的位置，在阅读顺序中向后或向前移动 W = { $width } 格：它恰好跳过这两个格子之间的 W − 1 = { $jumped } 个数码。它与每个被跳过的数码组成的数对都交换了顺序，所以每个数对要么变成逆序，要么不再是逆序，变化为 +1 或 −1。{ $jumped } 个 ±1 相加是偶数：Δ逆序数 ∈ { $deltas }。所以在宽度为奇数的棋盘上，仅逆序数就在每次移动后保持奇偶性，不需要空格所在的行（它在每次垂直移动时变化 1，加上它反而会破坏不变量）。
board-argument-even = { $horizontal }垂直移动把空格上方或下方格子里的数码移到空格的位置，在阅读顺序中向后或向前移动 W = { $width } 格：它恰好跳过这两个格子之间的 W − 1 = { $jumped } 个数码。它与每个被跳过的数码组成的数对都交换了顺序，所以每个数对要么变成逆序，要么不再是逆序，变化为 +1 或 −1。{ $jumped } 个 ±1 相加是奇数：Δ逆序数 ∈ { $deltas }，所以每次垂直移动逆序数的奇偶性都会翻转。同一次移动使空格上移或下移一行，所以它到目标状态空格所在行的距离恰好变化 1，也是奇数。奇数 + 奇数是偶数：逆序数 + 空格行距离在每次移动后保持奇偶性。
board-blog-odd = 在这个棋盘上（宽度 { $width }），数码跳过 { $jumped } 个数码，是偶数，和八数码问题一样。
board-blog-even = 在这个棋盘上（宽度 { $width }），数码跳过 { $jumped } 个数码，是奇数，和十五数码问题一样。
board-blog-thin = 在这个只有一行或一列的棋盘上，没有数码会跳过另一个数码。
board-blog = 那篇中文博客问：AIMA 的证明中 B、C、D 是什么，为什么 4x4 的棋盘需要 N = 逆序数 + 空格所在行。数码 A 垂直移动时，在阅读顺序中跳过它的旧格子和新格子之间的 W − 1 个数码。在十五数码问题（W = 4）中，这是三个数码 B、C、D：奇数个，所以逆序数的变化量是奇数，必须加上空格所在的行（它变化 1）才能保持奇偶性。在八数码问题（W = 3）中，A 跳过两个数码，逆序数变化 −2、0 或 +2，仅逆序数就是不变量：在那里 N = 逆序数 + 空格所在行在每次垂直移动时都改变奇偶性，所以引用的规则对八数码问题是错的。{ $this }

## The trace (trace, explain): pages and the compact table.
board-dir-up = 上
board-dir-down = 下
board-dir-left = 左
board-dir-right = 右
board-invariant-name = 逆序数
board-invariant-name-even = 逆序数 + 空格行距离
board-parity-kept = 奇偶性不变 ✓
board-parity-changed = 奇偶性改变了 ✗
board-kept-every = 每次移动后奇偶性都不变 ✓
board-invariant-rule-odd = 宽度 { $width }（奇数）的不变量 (invariant)：逆序数。垂直移动使数码跳过 W − 1 = { $jumped } 个数码（偶数）。
board-invariant-rule-even = 宽度 { $width }（偶数）的不变量 (invariant)：逆序数 + |空格所在行 − { $goal_row }|（目标状态空格所在行）。垂直移动使数码跳过 W − 1 = { $jumped } 个数码（奇数）。
board-invariant-rule-thin = { $width }x{ $height } 的棋盘只有一行或一列：数码从不跳过任何数码，所以逆序数完全不变（不变量就是逆序数本身）。
board-snapshot-row = 空格在第 { $row } 行
board-snapshot-row-even = 空格在第 { $row } 行（目标状态的空格在第 { $goal_row } 行，距离 { $distance }）
board-snapshot = 逆序数 { $inversions }，{ $row }；不变量 { $invariant }，{ $parity }
board-trace = 逐步证明
board-trace-heading = { $trace }：{ $heading }
board-start = 初始状态
board-move-heading = 第 { $number } 步（{ $letter }{ $written }）
board-move-written = ，写作数码 { $tile }
board-move-stays = 空格仍在第 { $row } 行
board-move-rows = 空格所在行 { $from } → { $to }
board-move-slides = { $heading }：数码 { $tile } 向{ $direction }滑动（{ $rows }）
board-none = 无
board-vertical = 垂直移动：在阅读顺序中，数码 { $tile } 跳过它的旧格子和新格子之间的 W − 1 = { $count } 个数码：{ $jumped }
board-pair-becomes = 变成逆序
board-pair-stops = 不再是逆序
board-delta-line = Δ逆序数 = { $sum }（{ $parity }，与 W − 1 = { $count } 相同）
board-horizontal = 水平移动：数码的阅读顺序不变，Δ逆序数 = 0
board-step-inversions = 逆序数 { $from } → { $to }，{ $rows }
board-step-invariant = 不变量 { $from } → { $to }：{ $parity_from } → { $parity_to }，{ $kept }
board-stopped-word = 停止：
board-stopped = { $stopped }{ $message }。证明到此为止。
board-summary = 小结
board-summary-before-stop = ，都在无法完成的那一步之前
board-summary-moves = 移动：{ $moves } 步（垂直 { $vertical } 步，水平 { $horizontal } 步）{ $before }
board-summary-inversions = 逆序数：{ $from } → { $to }，净变化 { $net }
board-summary-invariant = 不变量（{ $name }）：{ $from }（{ $parity_from }）→ { $to }（{ $parity_to }）；{ $kept }
board-summary-flips = 奇偶性翻转：仅逆序数在 { $moves } 步中翻转 { $inversions } 次；逆序数 + 空格所在行（中文博客的 N）在 { $moves } 步中翻转 { $row } 次
board-why = 为什么：
board-col-move = 步
board-col-jumps = 跳过
board-col-delta = Δ逆序数
board-col-delta-short = Δ逆序
board-col-inv = 逆序
board-col-row = 行
board-col-invariant = 不变量
board-col-board = 棋盘
board-row-start = 初始

## explain: its sections and the solution.
board-explain-inversions = 1. 逆序数 (inversion count)
board-explain-solvable = 2. 是否有解？
board-explain-moves = { $section }. 逐步移动
board-explain-solution = { $section }. 一个解
board-trace-of-solution = 解
board-trace-of-moves = { $moves }
board-method-pdb = 使用可加的 6-6-3 模式数据库的 IDA*
board-method-pdb-unproved = 使用可加的 6-6-3 模式数据库的 IDA*（为非预设的目标状态缓存，只凭其自身的校验和信任，所以未证明最短；`npuzzle pdb clear --goal …` 会重建它们）
board-method-astar = 使用线性冲突启发函数的 A*
board-method-idastar = 使用线性冲突启发函数的 IDA*
board-method-reduction = 标准归约（npuzzle reduce）：合法且已检查，但不是最短解
board-solution-optimal = 一个最优解
board-solution-unproved = 一个解（未证明最优）
board-solution-not-optimal = 一个解（非最优）
board-solution-none-needed = ：不需要移动，棋盘已经是目标状态。
board-solution-moves = ：{ $moves }。
board-solution-end = 。
board-solution-line = { $kind }，由{ $method }找到：{ $shown } 步{ $tail }
board-solution-note = 不是最短的：{ $note }（增大 --max-nodes 以继续搜索）。
board-fallback = 最优搜索（{ $method }）停止了：生成 { $generated } 个结点后{ $reason }
board-fallback-bound = 最优搜索（{ $method }）停止了：生成 { $generated } 个结点后{ $reason }；最短解至少有 { $bound } 步
board-solution-proof-intro = 每一步及其奇偶性证明（字母表示空格移动的方向）：
board-solution-long = 不变量（{ $name }）在初始状态为 { $start }，在目标状态为 { $end }，并且在全部 { $moves } 步中保持奇偶性（已检查）。这些移动及其证明：{ $command }

## trace: the heading and trace --step's prompt.
board-trace-board = { $size }，{ $goal }
board-step-start = 初始状态
board-step-move = 第 { $number } 步，共 { $total } 步
board-step-prompt = -- { $place } -- Enter：下一步，b：后退，q：退出 >

## trace: a move that cannot be made (the error line stays English).
board-stop-top = 空格已经在最上面一行
board-stop-bottom = 空格已经在最下面一行
board-stop-left = 空格已经在最左边一列
board-stop-right = 空格已经在最右边一列
board-stop-not-adjacent = 数码 { $tile } 不在空格旁边
board-stop-blank = 0 是空格，不是可以滑动的数码
board-stop-no-such-tile = { $width }x{ $height } 的棋盘上没有数码 { $tile }（数码为 1 到 { $last }）；数码之间用空格或逗号分开
board-stop-move-letter = 第 { $number } 步（{ $letter }）：{ $problem }
board-stop-move = 第 { $number } 步：{ $problem }
board-why-paragraph = { $label }{ $argument }

## reduce、connect 和 verify
reduce-heading = 归约
reduce-title = { $heading } { $size } 棋盘 { $board }，目标状态 { $goal }
reduce-goal-explicit = { $board }（直接给出）
reduce-intro = 数码一次一个地放到预测目标中它的格子上，从离空格目标位置最远的行或列开始；放好的数码不再移动；最后一块区域用穷举搜索完成。走法的字母表示空格移动的方向。
reduce-prediction = 预测（在第一步之前）
reduce-invariant = 相对于目标状态有 { $count } 个逆序
reduce-invariant-row = 相对于目标状态有 { $count } 个逆序 + 空格行距离 { $distance } = { $invariant }
reduce-board-class = 棋盘：{ $invariant }：{ $parity }，所以它属于{ $class }类。
reduce-canonical-big = 目标状态相对于自身有 0 个逆序：它是偶类的标准棋盘。交换它的前两个数码 { $a } 和 { $b }，得到一个逆序，空格位置不变：奇类的标准棋盘。
reduce-canonical = 目标状态 { $goal } 相对于自身有 0 个逆序：它是偶类的标准棋盘。交换它的前两个数码 { $a } 和 { $b }，得到 { $odd }：一个逆序，空格位置不变，所以是奇类的标准棋盘。
reduce-chinese-blog = （那篇中文博客把这两类的名字反过来叫：(0,1,2,…) 有 0 个逆序，所以它是偶类，(0,2,1,…) 才是奇类。）
reduce-target-goal = 目标状态
reduce-target-swapped = 交换数码 { $a } 和 { $b } 后的目标状态
reduce-target = 没有任何移动会改变类别，所以归约只能结束在 { $target }：预测的目标。
reduce-cell = 第 { $row } 行第 { $column } 列
reduce-line-row = 第 { $row } 行
reduce-line-column = 第 { $column } 列
reduce-placed-already = { $tile } 已在{ $cell }
reduce-placed-moved = { $tile } 从{ $from }到{ $to }
reduce-phase-two = 数码 { $a } 和 { $b } 一起放，这一行或列的最后两个：{ $placed }
reduce-phase-one = 数码 { $placed }
reduce-phase = 阶段 { $k }，{ $line }：{ $what }：{ $moves }
reduce-moves = { $count } 步
reduce-phases = 各阶段
reduce-final = 最后区域，第 { $top }-{ $bottom } 行，第 { $left }-{ $right } 列（数码 { $tiles }）：在 { $arrangements } 种排列上穷举搜索：{ $moves }
reduce-result = 结果
reduce-reached = 到达 { $board }：{ $class }类的标准棋盘，{ $predicted }。
reduce-board-above = 上面的棋盘
reduce-as-predicted = 与预测一致
reduce-checked = 已通过重放检查：全部 { $count } 步都合法，放好的数码没有再移动，并且结束在预测的目标上。
reduce-total = 共 { $count } 步。
reduce-moves-heading = 走法：
reduce-none = （无）
connect-heading = 连接
connect-title = { $heading } 两个 { $size } 棋盘，目标状态 { $goal }
connect-from = 起点
connect-to = 终点
connect-same-class = 两者都属于{ $class }类：都归约到 { $target }。
connect-path = 路径：起点的归约（{ $from_moves }），再把终点的归约倒着走（{ $to_moves }）：{ $sum } 步；消去 { $cancelled } 个来回的走法：{ $moves }。
connect-checked = 已通过重放检查：这些走法都合法，并把起点带到终点。
connect-class-line = { $name } { $board } 属于{ $class }类（{ $invariant }）：它用 { $moves }归约到 { $target }。
connect-invariant = { $count } 个逆序
connect-invariant-row = { $count } 个逆序 + 空格行距离 { $distance } = { $invariant }
connect-no-path-word = 没有路径
connect-no-path = { $no }：两个标准棋盘不同，每个合法移动都保持类别，而且移动可以撤回；一条起点→终点的路径会给出两个标准棋盘之间的路径，而它们属于不同的类。这两个归约（已重放并检查）就是证明。
verify-heading = 验证
verify-title = { $heading } { $width }x{ $height }，目标状态 { $goal }（{ $name }）：从目标状态出发对全部 { $n }! = { $states } 种排列做广度优先搜索
verify-reached = 到达的状态数：
verify-expected = 预期（{ $n }!/2）：
verify-equal = 相等
verify-different = 不同
verify-parity = 奇偶规则：{ $reached } 个到达的状态被预测为有解，{ $unreached } 个未到达的状态被预测为无解，{ $disagreements } 个不一致：{ $agrees }。
verify-agrees = 一致
verify-disagrees = 不一致
verify-first-disagreement = 第一个不一致：{ $board }
verify-by-distance = 到目标状态每个距离上的状态数
verify-distance = 距离
verify-states = 状态数
verify-largest = 最大距离：{ $distance }（该距离上有 { $count } 个棋盘{ $farthest }）。
verify-progress = verify { $size }：距离 { $depth }：{ $states } 个状态，已到达 { $reached }（预期一半的 { $percent }%），{ $seconds } 秒

## 错误的棋盘：一行说明问题及其位置。
board-standard-input = 标准输入
board-place-line = 输入第 { $line } 行
board-place-row = 第 { $row } 行
board-place-cell = 第 { $n } 格
board-place-cell-line = 第 { $n } 格（输入第 { $line } 行）
board-place-cell-rc = 第 { $row } 行第 { $col } 列
board-place-cell-rc-line = 第 { $row } 行第 { $col } 列（输入第 { $line } 行）
board-place-moves = 移动序列
board-the-blank = 空格
board-tile-n = 数码 { $tile }
board-error-size-syntax = 尺寸 `{ $text }`：应写成 宽x高，例如 3x3 或 4x3
board-error-too-much-text = 文本超过 { $kib } KiB：不是棋盘
board-error-option = `{ $arg }` 不是棋盘：是未知的选项吗？（见 --help）
board-error-at-alone = `@` 后面需要文件名：@文件 从该文件读取棋盘
board-error-empty = 空棋盘：没有给出任何数码
board-error-size-line-too-big = 输入第 { $line } 行：{ $n }x{ $n } 的棋盘太大：每边最多为 { $max }
board-error-size-line-rows = 输入第 { $line } 行给出尺寸 { $n }，但后面有 { $rows } 行
board-error-size-line-row-tiles = { $place }有 { $tiles } 个数码，但输入第 { $line } 行给出的尺寸是 { $n }
board-error-row-empty = 第 { $row } 行是空的
board-error-row-empty-line = 第 { $row } 行（输入第 { $line } 行）是空的
board-error-compact-long = `{ $text }`：连写数字的形式只用于不超过 9 格的棋盘；请用逗号或空格分隔数码
board-error-brackets-deep = 第 { $at } 个字符处括号嵌套太深
board-error-bracket-unmatched = 第 { $at } 个字符处的 `]` 没有配对
board-error-bracket-stray = 第 { $at } 个字符处出现意外的 `{ $bracket }`：括号属于嵌套列表写法 [[1,2,3],[4,5,6],[7,8,0]]，不属于用空格、逗号或 `/` 写的棋盘
board-error-outside-brackets = 第 { $at } 个字符处，括号外出现意外的 `{ $text }`
board-error-unclosed = `[` 没有闭合
board-error-cells = { $width }x{ $height } 的棋盘需要 { $cells } 格，实际给出 { $given } 格
board-error-not-square = { $cells } 格组不成正方形棋盘：请用 `/` 分隔各行，或给出 --size 宽x高
board-error-ragged = 各行长短不一：第 { $row } 行有 { $tiles } 个数码，而第 1 行有 { $width } 个
board-error-ragged-line = 各行长短不一：第 { $row } 行（输入第 { $line } 行）有 { $tiles } 个数码，而第 1 行有 { $width } 个
board-error-rows-size = 这些行组成 { $width }x{ $height } 的棋盘，不是 { $w }x{ $h }
board-error-not-tile = { $place }的 `{ $text }` 不是数码（空格请写 0、_ 或 .）
board-error-out-of-range = { $place }的数码 { $text } 超出范围：{ $cells } 格的棋盘只有数码 1 到 { $last }
board-error-twice = { $what } 出现了两次，在{ $first }和{ $second }
board-error-twice-missing = { $what } 出现了两次，在{ $first }和{ $second }（{ $note }）
board-missing-one = 缺少数码 { $tile }
board-missing-some = 缺少数码 { $tiles } 和 { $last }
board-missing-many = 缺少数码 { $tiles } 以及另外 { $more } 个
board-missing-blank = 缺少空格：空的格子请写 0、_ 或 .
board-missing-both = { $tiles }；{ $blank }
board-error-no-cells = 棋盘至少要有一行一列，实际是 { $width }x{ $height }
board-error-too-big = { $width }x{ $height } 的棋盘太大：每边最多为 { $max }
board-error-one-cell = 1x1 的棋盘没有可以移动的数码：棋盘至少需要 2 格
board-error-goal-size = 目标状态是 { $goal }，但棋盘是 { $board }
moves-error-not-tile = `{ $text }`（第 { $number } 步）在任何棋盘上都不是数码（数码最大为 255）
moves-error-not-move = 第 { $at } 个字符 `{ $text }` 不是走法：请用 U、D、L、R（空格移动的方向），或用空格、逗号分隔的数码
hint-file-without-at = 你是想写 @{ $file } 吗？（文件要用 @文件 读取）
hint-quote-board = 请给棋盘加上引号，使它成为一个参数："{ $board }"
hint-board-from-stdin = 用 - 从标准输入读取棋盘
board-error-search-too-big = { $size } 棋盘有 { $cells } 个格子：搜索最多处理 { $max } 个格子（5x5）的棋盘；更大的棋盘请用 `npuzzle reduce` 得到一个（非最优的）解
board-error-sizes-differ = 棋盘是 { $board }，但目标状态是 { $goal }
board-error-audit-too-big = { $size } 棋盘有 { $cells } 个格子：穷举审查最多处理 { $max } 个格子；加上 --sample N，用随机棋盘与最优解对照测试
board-error-sample-too-big = { $size } 棋盘有 { $cells } 个格子：--sample 背后的最优求解器最多处理 { $max } 个格子
board-error-cost-table-size = 代价表是 8 数码实验：目标状态必须是 3x3，而不是 { $size }
board-error-dual-size = { $variant }：对偶查表只适用于 4x4 和 5x5 的表，不适用于 { $size }
board-error-any-size = { $variant }：在任意结点跳转的对偶搜索只适用于 5x5 的表，不适用于 { $size }
board-error-optimal-too-big = { $size } 棋盘有 { $cells } 个格子：最优求解器最多处理 { $max } 个格子
board-error-exhaustive-too-big = { $size } 棋盘有 { $cells } 个格子：穷举搜索最多处理 { $max } 个格子（{ $cells }! 种排列太多，无法存储）
board-error-connect-sizes = FROM 是 { $from }，TO 是 { $to }：大小不同的棋盘永远无法连通
board-error-reduce-thin = { $size } 棋盘只有一格宽或一格高：数码永远无法互相越过，所以没有归约；只有数码已按目标顺序排列时，棋盘才能到达目标（见 `npuzzle solvable`）
