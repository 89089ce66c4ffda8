### Words shared by several commands.
### Language: zh. Area: common

i18n-example = { $count } 个逆序
i18n-unknown-language = npuzzle：警告：没有语言“{ $lang }”（可用：{ $available }）；使用英语

## Progress lines on standard error (a terminal only): where a long command is.
progress-lesson-checking = 正在检查 { $file }
progress-lesson-step = 第 { $step } 步，共 { $steps } 步（{ $kind }）
progress-verify = 验证 { $size }
progress-verify-distance = 距离 { $depth }
progress-cost-table = 代价表
progress-depth-done = 深度 { $depth } 完成
progress-experiment-heuristics = 启发函数实验
progress-attempt = 棋盘 { $board }：{ $heuristic }：{ $what }，扩展了 { $expanded } 个结点
progress-attempt-timed = 棋盘 { $board }：{ $heuristic }：{ $what }，扩展了 { $expanded } 个结点，{ $seconds } 秒
progress-moves = { $moves } 步
progress-heuristics-check = 检查启发函数
progress-heuristics-sample = 在随机棋盘上检查启发函数
progress-last-board = 上一个棋盘：{ $moves } 步
progress-last-board-unsolved = 上一个棋盘：在限制内没有解出
progress-audit-distances = 距离：深度 { $depth }，已到达 { $reached } 个状态（{ $seconds } 秒）
progress-audit-checking = 审查：{ $heuristics } 个启发函数，{ $states } 个状态，检查每一步移动（已用 { $seconds } 秒）
progress-audit-done = 审查：完成（{ $seconds } 秒）

## How an error line says where the problem is and what it adds.
error-in = { $place }：{ $what }
error-note = { $what }；{ $note }
