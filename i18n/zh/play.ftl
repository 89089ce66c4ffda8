### The play board: panel, keys, messages.
### Language: zh. Area: play

play-title = · { $size } · 目标 { $goal } · { $arrows }
play-arrows-tile = 方向键把数码滑入空格
play-arrows-blank = 方向键移动空格
play-keys = 按键：方向键、hjkl、wasd、点击数码（另一种方式：{ $flag }）· u 撤销 · r 重做 · n 新棋盘 · ? 提示 · x “无解！” · p 练习 · q 退出
play-too-small = 终端大小为 { $width }x{ $height }：放不下 { $size } 的棋盘（大约需要 { $need_w }x{ $need_h }）。请放大终端，或按 q 退出并选择更小的 --size。

play-label-moves = 已走步数
play-label-inversions = 逆序数
play-label-last-move = 上一步
play-label-blank-row = 空格所在行
play-label-invariant = 不变量
play-label-goals = 目标状态
play-label-verdict = 结论
play-label-manhattan = 曼哈顿距离
play-even = 偶
play-odd = 奇
play-invariant = { $value } { $parity }
play-last-jumped-nothing = 数码 { $tile } 没有跨过任何数码：Δ逆序数 0
play-last-jumped = 数码 { $tile } 跨过 { $tiles }：Δ逆序数 { $delta }
play-blank-row-even = { $row }（目标状态为 { $goal }，相距 { $distance }）
play-goal-same = { $value } { $parity } ✓ 奇偶性相同
play-goal-other = { $value } { $parity } ✗ 奇偶性不同
play-solvable = 有解
play-unsolvable = 无解
play-verdict = { $class }（{ $rule }）
play-rule-odd = 宽度为奇数：由逆序数的奇偶性决定
play-rule-even = 宽度为偶数：由逆序数 + 空格行距离决定
play-rule-thin = 只有一行或一列的棋盘：数码的顺序必须与目标状态相同
play-mismatch-thin-same = 数码的顺序与目标状态相同
play-mismatch-thin-differ = 数码的顺序与目标状态不同，而在只有一行（或一列）的棋盘上数码永远不能互相越过
play-mismatch = 不变量 { $value } 为{ $parity }，目标状态的 0 为偶

play-col-move = 步
play-col-tile = 数码
play-col-jumps = 跨过
play-col-delta = Δ逆序数
play-col-inv = 逆序数
play-col-blank-row = 空格行
play-col-invariant = 不变量
play-tile-dir = { $tile } { $dir }
play-no-move-yet = 还没有移动：每一步的表格（与 `npuzzle trace` 的输出相同）会显示在这里。

play-dir-up = 上
play-dir-down = 下
play-dir-left = 左
play-dir-right = 右
play-dir-short-up = 上
play-dir-short-down = 下
play-dir-short-left = 左
play-dir-short-right = 右

play-replay-stopped = 已停止回放
play-new-board = 新的棋盘
play-not-a-key = `{ $key }` 不是 play 的按键（? 提示，q 退出）
play-solved-refuse-move = 已解决：o 回放最优解，n 新棋盘，u 撤销
play-click-blank = 那是空格：请点击与它相邻的数码
play-click-far = 数码 { $tile } 不与空格相邻
play-nothing-to-undo = 没有可撤销的移动
play-nothing-to-redo = 没有可重做的移动
play-undid = 已撤销 { $letter }
play-redid = 已重做 { $letter }
play-refused-blank = 不允许：空格不能向{ $dir }移动
play-refused-tile = 不允许：没有数码能向{ $dir }滑动
play-solved-no-hint = 已解决：没有可提示的了
play-no-sequence = 没有任何移动序列能到达目标状态：{ $why }
play-refuted = 被驳回：这个棋盘有解（{ $why }）；? 显示下一步
play-confirmed = 已确认：无解（{ $why }）；任何移动都不会改变这个奇偶性
play-replay-not-solved = 解决之后 o 才能回放最优解
play-replay-unknown = 最优解（还）未知
play-replaying = 正在回放最优解（按任意键停止）
play-replay-done = 最优解：{ $count } 步
play-no-board = 在结点预算内找不到这个距离的棋盘
play-no-hint = 无法提示：{ $error }

play-hint-building = 提示：正在构建表格…（15 数码的模式数据库，首次使用时需要一两秒）
play-hint-thinking = 提示：正在计算…
play-hint-lead = 提示：按
play-hint-lead-unproved = 提示（未证明最优：估计值最小）：按
play-hint = { $lead } { $arrow }（数码 { $tile } 向{ $dir }滑动，空格移动 { $letter }）：{ $distance }。再按 ?：原因
play-distance-exact = 距目标状态 { $count } 步（{ $how }）
play-distance-at-least = 距目标状态至少 { $count } 步（下界：{ $why }）
play-bound-no-solver = 线性冲突 (linear conflict)，这个大小没有精确求解器
play-bound-budget = 最优求解器在结点预算处停止
play-distance-unsolvable = 没有任何移动序列能到达目标状态
play-method-table = 精确：对所有棋盘做广度优先搜索 (BFS)
play-method-pdb = 精确：使用模式数据库的 IDA*
play-method-idastar = 精确：使用线性冲突的 IDA*
play-method-bound = 下界：线性冲突
play-why-exact = 空格每种移动之后到目标的距离（{ $how }）；提示的那一步使它减小
play-why-heuristic = 空格每种移动之后的启发函数 h：剩余步数的下界，而不是步数本身，所以 h 最小的一步不一定是最短解的第一步（这个棋盘没有精确距离）
play-why = 原因：{ $what }：{ $list }

play-optimal = 最优 { $count }
play-optimal-at-least = 最优至少 { $count }
play-optimal-computing = 最优：正在计算…
play-solved = 用 { $count } 步解决（{ $optimal }）。o 回放最优解，n 新棋盘，q 退出并打印：{ $line }

play-not-a-terminal = play 需要终端（标准输入和标准输出）；要执行脚本化的移动请用 `npuzzle trace BOARD MOVES`
play-no-moves = npuzzle：在 '{ $board }' 上没有走任何一步
play-summary-solved = npuzzle：{ $count } 步，已解决；回放命令：{ $command }
play-summary-not-solved = npuzzle：{ $count } 步，未解决；回放命令：{ $command }
play-terminal-error = 终端：{ $error }

## 练习（--practice，p）：在宣布之前隐藏结论；“原因”需要等待。

play-practice-on = 练习已开启：新棋盘有解或无解各占一半；在你按 x（“无解！”）或解出棋盘之前，结论一直隐藏 · 按 p 关闭
play-practice-off = 练习已关闭：显示结论
play-practice-hidden = 已隐藏（练习）：若没有任何移动序列能到达目标就按 x，按 p 显示
play-practice-no-hint = 练习：提示会透露这个棋盘能否到达目标；请先用 x 宣布（或按 p 退出练习）
play-why-thinking = 原因：求解器正在计算每种移动之后的距离…
