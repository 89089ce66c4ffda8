### Markdown handouts and answer keys, HTML lesson pages (chrome and feedback), course index.
### Language: zh. Area: pages

## Words shared by every page.

pages-level-beginner = 入门
pages-level-intermediate = 中级
pages-level-advanced = 高级
pages-level-sentence = 难度：{ $level }。
pages-level = 难度：{ $level }
pages-even = 偶
pages-odd = 奇
pages-question = 问题 { $n }。
pages-question-kind = 问题 { $n }（{ $kind }）。
pages-answer-with = 请用{ $form }作答。
pages-answer-with-bare = 请用{ $form }作答
pages-hint = 提示
pages-stronger-hint = 进一步提示
pages-hint-label = 提示：
pages-stronger-hint-label = 进一步提示：
pages-answer = 答案
pages-answer-label = 答案：
pages-answer-line = 作答：
pages-no-questions = 本课没有问题。
pages-moves-note = 对于移动类问题，答案给出的是一个最短的移动序列：任何能到达目标的合法移动序列都算对。
pages-checked = 已由 npuzzle 验证：{ $claims }。
pages-board = 棋盘
pages-goal = 目标状态
pages-goal-named = 目标状态（{ $goal }）
pages-goal-colon = 目标状态：
pages-goal-named-colon = 目标状态（{ $goal }）：
pages-blank = 空格

## Tables of the computed steps.

pages-col-tile = 数码
pages-col-smaller-after = 其后更小的数码
pages-col-count = 个数
pages-col-running = 累计
pages-total = 合计：{ $total }（{ $parity }）。
pages-inversion-count = 逆序数 { $count }
pages-col-move = 移动
pages-col-jumps-over = 跨过
pages-col-delta-inversions = Δ逆序数
pages-col-inversions = 逆序数
pages-col-blank-row = 空格所在行
pages-col-invariant = 不变量
pages-col-inversions-plus-blank-row = 逆序数 + 空格所在行
pages-col-parity = 奇偶性
pages-col-heuristic = 启发函数
pages-col-value = 值
pages-col-compared = 与实际距离相比
pages-trace-start = 初始
pages-trace-moves = 移动 { $moves }（空格移动的方向），目标状态 { $goal }（{ $name }）。宽度为 { $width } 时的不变量：{ $invariant }。
pages-row-board = 棋盘
pages-row-goal = 目标
pages-rule = 规则：{ $rule }。{ $why }
pages-verdict = 结论：{ $verdict }。
pages-solvable = 有解
pages-unsolvable = 无解
pages-verdict-fix = 交换数码 { $a } 和 { $b } 得到 { $board }，它有解。
pages-search = 搜索：{ $rules }。
pages-over-by = 高估了 { $n }
pages-true-distance = 实际距离（一个最短解）：{ $moves }。
pages-move-count = { $n } 步

## The Markdown instructor's copy, the sheets and the keys.

pages-answers-heading = 答案
pages-key-title = { $title }：答案
pages-student-sheet = 学生练习单
pages-answer-key = 答案
pages-page-title = { $title }：{ $what }
pages-sheet-meta = { $what }。难度：{ $level }。
pages-name-label = 姓名：
pages-date-label = 日期：
pages-sheet-footer = · 每个问题写一个答案；答案由老师保管。
pages-key-footer = · 用 { $command } 给全班评分：其中的题号与这里相同。

## The interactive page.

pages-your-answer = 你对问题 { $n } 的回答
pages-check = 检查
pages-show-answer = 显示答案
pages-progress = 你的进度
pages-your-name = 你的名字（写在你的答案文件里）
pages-your-id = 你的学号（写在你的答案文件里，用于成绩册）
pages-download = 下载我的答案
pages-forget = 重新开始本课
pages-forget-confirm = 清除你在本页的答案、提示和得分，重新开始本课？
pages-forget-yes = 清除并重新开始
pages-forget-no = 保留我的答案
pages-progress-reset = 无法读取本页保存的进度：已重置。
pages-shown-then-right = 正确，但答案是先显示过的：这道题算作已显示答案。
pages-your-answers = 你的答案：{ $answers }。
pages-then = { $first }，然后 { $next }
pages-answer-was-shown = 答案已显示。
pages-try-it = 试一试：点击空格旁边的数码，或选中棋盘后使用方向键。
pages-board-to-play = 可以操作的棋盘：点击空格旁边的数码，或使用方向键
pages-widget-panel = 逆序数：{ $inversions } · 空格所在行：{ $row }（目标状态：{ $goal }）· 不变量（{ $name }）：{ $invariant }，{ $parity } · 步数：{ $moves }
pages-start-again = 重新开始
pages-movable-tile = 数码 { $t }，在空格旁边
pages-malformed = { $why }。
pages-checker-failed = 本页无法启动答案检查器（npuzzle 的 WebAssembly）：

## The course index (lesson export).

pages-index-summary = 共 { $n } 课，按课程顺序排列。每个页面都能在任何浏览器中离线使用：无需安装，不会发送任何数据。
pages-question-count = { $n } 个问题
pages-index-footer = 由 { $command } 生成。
pages-builtin-course = npuzzle：内置课程
pages-export-wrote = 已写入 { $index }（{ $pages } 个页面和 index.html）。
pages-export-keys = npuzzle：答案页（*.key.html）在 { $dir } 中：不要放在学生能打开的地方
pages-export-scorm = 已在 { $dir } 中写入 { $packages } 个 SCORM 1.2 包（NAME.zip）：将每个包作为 SCORM 活动上传。
pages-export-qti = 已在 { $dir } 中写入 { $packages } 个 IMS QTI 1.2 包（NAME.qti.zip）：在 Canvas 中以“QTI .zip file”导入每个包。
pages-export-gift = 已在 { $dir } 中写入 { $banks } 个 GIFT 题库（NAME.gift.txt）：在 Moodle 的“题库”→“导入”中以 GIFT 格式导入每个文件。
pages-export-moodle-xml = 已在 { $dir } 中写入 { $banks } 个 Moodle XML 题库（NAME.moodle.xml）：在 Moodle 的“题库”→“导入”中以 Moodle XML 格式导入每个文件。
bank-header = npuzzle：{ $title }（{ $name }）：共 { $total } 题，收录 { $kept } 题；正确答案取自答案页，每个都经评分程序核对
bank-left-out = 第 { $number } 题未收录：{ $why }
bank-left-out-moves = 走法题接受任何到达目标的走法序列，正确答案多到题库无法一一列出
bank-left-out-not-expressible = 题库能比较的答案写法中，没有一种被 npuzzle 判为正确
bank-gift-no-hints = GIFT 不支持提示：提示在 --format moodle-xml 中
bank-left-out-stderr = npuzzle：课程 { $name } 第 { $number } 题未收入题库：{ $why }
