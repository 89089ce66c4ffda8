### The lesson stepper and the terminal lesson views, lesson list, feedback on answers.
### Language: zh. Area: lesson

## 课和步骤的标题行。
lesson-header = 课 { $name } · { $level } · 共 { $steps } 步
lesson-level-beginner = 入门
lesson-level-intermediate = 中级
lesson-level-advanced = 高级
lesson-step-line = --- 第 { $number }/{ $total } 步：{ $kind } ---
lesson-kind-section = 小节
lesson-kind-say = 讲解
lesson-kind-board = 棋盘
lesson-kind-inversions = 逆序数
lesson-kind-solvable = 是否有解
lesson-kind-trace = 逐步追踪
lesson-kind-reduce = 归约
lesson-kind-connect = 连接
lesson-kind-verify = 验证
lesson-kind-solve = 求解
lesson-kind-tree = 搜索树
lesson-kind-compare = 比较
lesson-kind-heuristics = 启发函数
lesson-kind-audit = 启发函数审核
lesson-kind-cost-table = 代价表
lesson-kind-quiz = 问题
lesson-kind-count = 计数
lesson-kind-moves = 移动
lesson-kind-predict = 预测
lesson-kind-next-node = 下一个结点
lesson-same-paragraph = （与第 { $step } 步的段落相同，不再重复。）

## 棋盘上方的标注。
lesson-caption-board = 棋盘
lesson-caption-goal = 目标
lesson-caption-goal-named = 目标（{ $name }）
lesson-caption-reach = 要到达

## 步骤计算出的结果。
lesson-search-rules = 搜索：{ $rules }。
lesson-steps-heading = 逐步展示（共 { $total } 次扩展，显示 { $shown } 次）：
lesson-steps-more = … 还有 { $more } 次扩展：在终端上，在这一步输入 w 逐一查看全部（`lesson run --format json` 列出每一步）。
lesson-claim-right = 断言的逆序数 { $claim } { $correct }。
lesson-claim-correct = 正确
lesson-claim-wrong = 断言的逆序数 { $claim } { $wrong }：逆序数是 { $actual }（相差 { $off }）。{ $hint }
lesson-claim-wrong-word = 错误
lesson-claim-passes = 累计总数在数码 { $tile } 处超过了 { $claim }：从那里重新数。
lesson-claim-too-large = 它比每一个累计总数都大：只数每个数码之后比它小的数码，并且不算空格。

## 问题和答案。
lesson-question = 问题：
lesson-question-n = 问题 { $n }：
lesson-answer-with = （作答方式：{ $form }）
lesson-form-number = 一个整数
lesson-form-yes-no = 是或否（yes/no）
lesson-form-board = 一个棋盘，各行用 / 分隔
lesson-form-moves = 空格的移动：U、D、L、R
lesson-form-even-odd = 偶或奇（even/odd）
lesson-answer-label = 答案：
lesson-hint = 提示：
lesson-hint-stronger = 更明确的提示：
lesson-yes = 是
lesson-no = 否
lesson-yes-typed = 是, 是的, 对, 能, 可以
lesson-no-typed = 否, 不是, 不对, 不能, 不可以
lesson-no-moves = （没有移动）
lesson-parity-even = 偶
lesson-parity-odd = 奇
lesson-tiles-none = 无
lesson-correct = 正确。
lesson-not-quite = 不太对。
lesson-not-quite-feedback = 不太对。{ $feedback }
lesson-tally = { $questions } 道题中，{ $first } 道第一次就答对，{ $after } 道在提示或重试后答对，{ $shown } 道显示了答案。

## 练习：课中没有给出时的问题和作答方式。
lesson-ex-count-tiles-question = 逐个数码地数这个棋盘的逆序数（inversion count）：按阅读顺序，每个数码之后有多少个比它小的数码？
lesson-ex-count-tiles-form = { $n } 个计数，按阅读顺序每个数码一个，例如 2 0 1 ...
lesson-ex-count-total-question = 这个棋盘的逆序数（inversion count）是多少？
lesson-ex-moves-within = ，最多 { $max } 步
lesson-ex-moves-goal = 输入把这个棋盘变成目标状态的移动{ $within }。
lesson-ex-moves-board = 输入把这个棋盘变成 { $board } 的移动{ $within }。
lesson-ex-moves-tile = 输入把数码 { $tile } 移到它在目标状态中的位置（{ $cell }）的移动{ $within }。
lesson-ex-moves-form = 空格的移动（U、D、L、R），或滑动的数码的编号
lesson-ex-predict-delta = 逆序数变化了多少（Δinversions）？
lesson-ex-predict-delta-form = 一个带符号的整数：+2、-1、0
lesson-ex-predict-invariant = 移动之后不变量（{ $name }）是多少？
lesson-ex-predict-parity = 移动之后不变量（{ $name }）是偶还是奇？
lesson-ex-predict-jumped = 按阅读顺序，数码 { $tile } 跳过了哪些数码？
lesson-ex-predict-jumped-form = 数码的编号，或 无（none）
lesson-ex-predict-question = 空格向{ $dir }移动（{ $letter }），所以数码 { $tile } 向{ $slides }滑动：{ $what }
lesson-dir-up = 上
lesson-dir-down = 下
lesson-dir-left = 左
lesson-dir-right = 右
lesson-ex-next-rule-f = 它扩展 f = g + h 最小的结点；相同时选择{ $ties }。
lesson-ex-next-rule-fifo = 它扩展等待时间最长的结点（先进先出）。
lesson-ex-next-question = { $algo }已经扩展了 { $after } 个结点；它的边界在下面。{ $rule }它下一个扩展哪个结点？
lesson-ex-next-form = 结点的编号，1 到 { $nodes }
lesson-algo-bfs = 广度优先搜索（BFS）
lesson-algo-ordered = 有序搜索（ordered search）
lesson-ties-fifo = 先生成的结点
lesson-ties-low-h = h 较小的结点，再选先生成的结点
lesson-expanded-so-far = 到目前为止扩展的结点，按顺序：
lesson-frontier-numbered = 边界（按结点生成的顺序编号）：
lesson-frontier-by = 经 { $letter }
lesson-frontier-depth = 深度 { $g }

## 练习答案为什么正确。
lesson-why-count = 每个数码：{ $tiles }；总数 { $total }（{ $parity }）。
lesson-why-moves = 一种最短的走法：{ $path }（{ $count } 步）；任何到达目标的合法移动序列都算对。
lesson-why-jumps-none = 没有跳过任何数码（水平移动不改变阅读顺序）
lesson-why-jumps = 跳过了 { $tiles }
lesson-why-predict = 数码 { $tile } { $jumped }：Δ逆序数 { $delta }，逆序数 { $before } → { $after }（{ $parity }）。
lesson-why-predict-invariant = 数码 { $tile } { $jumped }：Δ逆序数 { $delta }，逆序数 { $before } → { $after }；{ $name }：{ $from } → { $to }（{ $parity }）。
lesson-why-next-f = { $algo }扩展 f = g + h 最小的结点：[{ $node }] 的 { $f }{ $tied }。
lesson-why-next-tied = ，与 { $nodes } 相同；相同时选择{ $ties }
lesson-why-next-fifo = { $algo }扩展边界中最早的结点（先进先出）：[{ $node }] 在深度 { $depth }，比其他所有等待的结点都先生成。

## 对错误或无法读取的答案的反馈。
lesson-not-a-node = `{ $text }` 不是结点编号：请输入 1 到 { $nodes }
lesson-not-counts = `{ $text }` 不是一串计数
lesson-total-only = 只输入总数，一个整数
lesson-too-few = { $g } 太少了。累计总数在数码 { $tile } 处超过了 { $g }：它后面是更小的数码 { $tiles }。从那里重新数。
lesson-too-many = { $g } 太多了：只数每个数码之后比它小的数码，并且不算空格。
lesson-counts-given = 给出了 { $n } 个计数：应输入 { $tiles } 个，按阅读顺序每个数码一个（不算空格）
lesson-tile-counted = 数码 { $tile }（按阅读顺序的{ $ordinal }数码）：你数的是 { $g }。它后面比它小的数码：{ $tiles }。数一数，再试一次。
lesson-ordinal = 第 { $n } 个
lesson-at-least-one-move = 至少输入一步移动
lesson-illegal = 不合法：{ $problem }。那一步之前的棋盘：
lesson-move-blank = 第 { $n } 步（{ $dir }）：{ $problem }
lesson-move-tile = 第 { $n } 步：{ $problem }
lesson-edge-up = 空格已经在最上面一行
lesson-edge-down = 空格已经在最下面一行
lesson-edge-left = 空格已经在最左边一列
lesson-edge-right = 空格已经在最右边一列
lesson-not-adjacent = 数码 { $tile } 不在空格旁边
lesson-zero-is-blank = 0 是空格，不是可以滑动的数码
lesson-no-such-tile = { $size } 的棋盘上没有数码 { $tile }（数码为 1 到 { $last }）；数码编号之间用空格或逗号分隔
lesson-not-a-move = 第 { $i } 个字符 `{ $c }` 不是移动：请用 U、D、L、R（空格移动的方向），或用空格或逗号分隔的数码编号
lesson-not-a-tile-number = `{ $t }`（第 { $n } 步）不是任何棋盘上的数码编号（数码最大为 255）
lesson-target-goal = 目标状态
lesson-target-tile = 数码 { $tile } 归位
lesson-not-reached = 走了 { $n } 步，但到达的棋盘不是{ $target }：
lesson-too-long = 这 { $n } 步到达了目标，但最多 { $max } 步就能做到。
lesson-not-whole = `{ $text }` 不是整数
lesson-not-yes-or-no = `{ $text }` 不是是或否（yes/no）
lesson-not-a-board = 不是棋盘：{ $why }
lesson-wrong-parity = { $signed } 的奇偶性不对：数码 { $tile } 跳过了 { $count } 个数码，每跳过一对，逆序数就改变一。
lesson-not-this = 不是 { $n }。
lesson-not-even-or-odd = `{ $text }` 不是偶或奇
lesson-not-tiles = `{ $text }` 不是一串数码（或 无）
lesson-tiles-named = 你说了 { $n } 个数码；按阅读顺序，数一数数码原来位置和新位置之间（不含两端）的格子。
lesson-right-count-wrong-tiles = 数码的个数对了，但不是这些数码。
lesson-not-next-fifo = 不是结点 { $k }：先进先出，而 [{ $next }] 比 [{ $k }] 先生成（结点按生成顺序编号）。
lesson-not-next-tie = 不是结点 { $k }：[{ $k }] 的 { $fa }，[{ $next }] 的 { $fb }，两者相同；相同时选择{ $ties }：[{ $next }]。
lesson-not-next-lower = 不是结点 { $k }：[{ $k }] 的 { $fa }，但 [{ $next }] 的 { $fb }，是边界中最小的（相同时选择{ $ties }）。

## 逐步学习的提示（按键 h、s、b、q、w 和 Enter 在各种语言中都一样）。
lesson-answer-prompt-hints = 你的答案（h：提示，s：显示答案，b：返回，q：退出）>
lesson-answer-prompt = 你的答案（s：显示答案，b：返回，q：退出）>
lesson-answer-keys-hints = 按键：输入答案，h 或 ? 提示，s 显示答案，b 返回，q 退出（然后按 Enter）。
lesson-answer-keys = 按键：输入答案，s 显示答案，b 返回，q 退出（然后按 Enter）。
lesson-page-keys = 按键：Enter 下一步，b 返回，q 退出（然后按 Enter）。
lesson-page-prompt = -- 第 { $step }/{ $steps } 步 -- Enter：下一步，b：返回，q：退出 >
lesson-page-prompt-watch = -- 第 { $step }/{ $steps } 步 -- w：逐步观看，Enter：下一步，b：返回，q：退出 >
lesson-back-at = 回到第 { $step }/{ $steps } 步。
lesson-no-hint-here = 这一步没有提示：提示属于问题。按 Enter 继续。
lesson-have-a-go-hints = 先试一试：输入你的答案（h 看提示，s 看答案）。
lesson-have-a-go = 先试一试：输入你的答案（s 看答案）。
lesson-no-more-hints = 没有更多提示了；s 显示答案。
lesson-no-hint = 这个问题没有提示；s 显示答案。
lesson-try-again-hints = 再试一次，或 h 看提示，s 看答案。
lesson-try-again = 再试一次，或 s 看答案。
lesson-answered-before = （之前已回答）

## 进度、得分、课的结束。
lesson-score-end = 得分：{ $tally }
lesson-score-so-far = 目前得分：{ $tally }
lesson-end = 本课结束。{ $score }
lesson-next-run = 下一课：{ $next }（`npuzzle lesson run { $next }`）。
lesson-next = 下一课：{ $next }。
lesson-last-of-course = 这是本课程的最后一课。
lesson-resuming = 从第 { $step }/{ $steps } 步继续（--restart 从头开始）。
lesson-reviewing = 你已学完本课：{ $tally }现在带着你的答案复习；`npuzzle lesson run { $name } --restart` 重新作答（你的记录保留到那次学习结束）。
lesson-progress-saved = 进度已保存：`{ $command }` 从第 { $step } 步继续。
lesson-progress-saved-long = 进度已保存；要从第 { $step } 步继续：
lesson-progress-not-saved = 进度未保存（{ $why }）。
lesson-progress-not-kept = 这台机器上不保存进度。
lesson-progress-missing = npuzzle：还没有保存的进度；进度将保存在
lesson-progress-corrupt = npuzzle：无法读取保存的进度（{ $why }）；原文件保留为 { $backup }，新的记录开始于
lesson-progress-unusable = npuzzle：无法读取保存的进度（{ $why }）；这次不保存进度。文件：
lesson-cannot-save = npuzzle：无法把进度保存到 { $file }：{ $why }（课程继续）
lesson-cannot-write-answers = npuzzle：--save-answers { $file }：无法写入：{ $why }
lesson-from-out-of-range = --from { $from }：本课的步骤为 1 到 { $steps }
lesson-refused = npuzzle：{ $file }：拒绝讲授包含错误断言的课（`npuzzle lesson check` 显示同样的结果）

## 按答案文件运行（--answers）。
lesson-your-answer = 你的答案：{ $given }：{ $mark }
lesson-your-answer-none = 你的答案：（无）
lesson-your-answer-shown = 你的答案：{ $given }（在显示答案之后写的：不计分）
lesson-save-answers-unusable = --save-answers { $file }：已拒绝：{ $why }；该文件保持不变
lesson-save-answers-is-lesson = --save-answers { $file }：已拒绝：这是一个课程文件，不是答案文件；该文件保持不变（请换一个新文件名，例如 answers.txt）
lesson-save-answers-not-answers = --save-answers { $file }：已拒绝：该文件已存在，且不是 npuzzle 写的答案文件；该文件保持不变（请换一个新文件名）
lesson-save-answers-other-lesson = --save-answers { $file }：已拒绝：它保存的是课程 { $other } 的答案，不是 { $lesson } 的；该文件保持不变（请换一个新文件名）
lesson-save-answers-replacing = { $file } 里是本课的答案：它会被这次的答案替换（你之前的答案仍保存在进度里）。
lesson-save-answers-replacing-empty = { $file } 是空的：它会被这次的答案替换。
lesson-changed-since-saved = 自从你的进度保存以来，{ $name } 已经改变（步骤或答案不同了）：从头开始，之前的答案不再使用。
lesson-mark-correct = 正确
lesson-mark-wrong = 错误
lesson-mark-malformed = 格式不对
lesson-scripted-score = 得分：{ $total } 题中答对 { $correct } 题

## lesson list。
lesson-list-name = 名称
lesson-list-steps = 步数
lesson-list-progress = 进度
lesson-list-score-head = 得分
lesson-list-title = 标题
lesson-list-done = 已完成
lesson-list-at-step = 第 { $step } 步
lesson-list-score = { $score }，共 { $questions } 题
lesson-list-score-legend = 得分：第一次就答对 / 提示或重试后答对 / 显示了答案，共 N 道题
lesson-list-invalid = 不是有效的课：{ $error }
lesson-list-course = 课程：{ $title }
lesson-list-run-one = 用 `npuzzle lesson run NAME` 运行一课；用 --dir DIR 加入你自己的课。
lesson-list-progress-unreadable = npuzzle：{ $file }：无法读取保存的进度（{ $why }）；列表不含进度
lesson-check-failure = 第 { $step } 步（{ $kind }）：{ $field }：期望 { $expected }，实际 { $actual }
lesson-mark-feedback = { $mark }。{ $feedback }
lesson-unreadable = { $why }。
# The title of a student's own variant of a lesson (`lesson run --student ID`).
lesson-variant-title = { $title }（学生 { $id }）

## lesson grade 的文本报告。
grade-title = { $title }（{ $questions }，{ $files }）
grade-questions = { $count } 道题
grade-students = { $count } 名学生
grade-files-graded = { $count } 个答案文件，已评分 { $graded } 个
grade-col-student = 学生
grade-col-file = 文件
grade-col-score = 得分
grade-not-graded-row = 未评分（见下文）
grade-flag-warnings = { $count } 条警告
grade-flag-same-name = 同名
grade-heading-not-graded = 未评分：
grade-heading-warnings = 警告：
grade-heading-same-name = 同一个学生姓名出现在多个文件中：
grade-heading-malformed = 格式不对的答案（?），不算作答案：
grade-heading-records = 作答前的尝试次数、提示和已显示的答案（按文件的记录）：
grade-heading-hardest = 各题，最难的在前：
grade-of = { $of } 人中 { $right } 人
grade-right-share = 答对（{ $share }%）
grade-legend = ok：正确，x：错误，?：格式不对（不是所要求形式的答案），-：未作答，s：作答前已显示答案
grade-tries = 尝试 { $count } 次
grade-hints = 提示 { $count } 次
grade-shown = 已显示答案
grade-line = 第 { $line } 行：{ $text }
grade-shift-range = 第 { $first } 到 { $last } 题
grade-shift-one = 第 { $first } 题
grade-shift = 这里的空行被读作{ $range }未作答，但它后面的答案更符合前面的题目（按现在的位置，{ $n } 个中有 { $here } 个符合所要求的形式；提前 { $run } 题，则有 { $before } 个符合）：是错位了吗？跳过的题请写 `-`，不要留空行，或给答案编号（`{ $next }. ...`）
grade-empty-name = `# name:` 没有给出姓名：使用文件名
grade-other-lesson = 这是第 { $theirs } 课的答案，不是第 { $this } 课的：请按它们自己的课评分
grade-other-version = 这是本课另一个版本的答案（{ $theirs }，本课是 { $this }）：课的步骤或正确答案已经改变
grade-same-lesson = 这是第 { $theirs } 课的答案，该课与 { $this } 的步骤和答案相同
grade-not-utf8 = 不是 UTF-8 文本（第 { $byte } 个字节）
grade-same-id = 学号 { $id } 也是 { $files } 的学号：同一个学生有两个答案文件？
grade-note-extra = 第 { $number } 个答案，但本课只有 { $questions } 道题：不评分
grade-note-no-such = 第 { $key } 题，但本课只有 { $questions } 道题：不评分
grade-note-twice = 第 { $question } 题再次作答（第一次在第 { $first } 行）：评分的是后来的答案
grade-no-id-varying = 没有 `# id:`：本课的棋盘因学生而异，所以这些答案是按教师的棋盘评分的（`lesson run --student ID` 给每个学生自己的棋盘）
grade-not-graded-line = { $place }: 未评分：{ $why }
grade-warning-line = { $place }: 警告：{ $why }
grade-error-too-deep = 文件夹嵌套超过 { $max } 层：请给出存放全班答案的文件夹
grade-error-too-many-files = 超过 { $max } 个文件：请给出存放全班答案的文件夹
grade-error-roster-needs-gradebook = `--roster` 和 `--column` 用于生成成绩册：请与 `--format moodle-csv` 或 `canvas-csv` 一起使用
grade-error-bom-needs-csv = `--bom` 用于 CSV：请与 `--format csv`、`moodle-csv` 或 `canvas-csv` 一起使用
grade-error-lesson-false = 拒绝按一份陈述有误的课程评分（`npuzzle lesson check` 会显示同样的问题）
grade-error-no-questions = 这份课程没有可评分的题目
grade-error-variant-false = 拒绝评分：学生 `{ $id }` 的变体中有错误的陈述
grade-error-none-graded = 没有一个答案文件能评分（{ $count } 个未评分）

## lesson check: one line per lesson, a course's table, the summaries.
check-mark-ok = ok
check-mark-fail = 失败
check-verified = { $file }：{ $steps } 个步骤、{ $claims } 条断言和 { $quizzes } 个测验答案已验证
check-verified-with-variants = { $file }：{ $steps } 个步骤、{ $claims } 条断言和 { $quizzes } 个测验答案已验证，另有 { $variants } 名样例学生的变体（{ $ids }）
check-false = { $file }：{ $total } 条断言中有 { $count } 条是错的
check-warning-line = { $file }：警告：{ $text }
check-nothing-checked = 没有可检查的内容：这节课既没有 `expect:` 断言，也没有测验
check-course = 课程：{ $title }
check-col-file = 文件
check-col-steps = 步骤
check-col-claims = 断言
check-col-warnings = 警告
check-col-errors = 错误
check-col-result = 结果
check-result-malformed = 格式错误
check-result-ok = ok
check-result-false = 断言有误
check-passed = { $count } 份课程中有 { $ok } 份通过
check-error-malformed = { $total } 份课程中有 { $count } 份格式错误：{ $files }
check-error-problems = { $files } 中有 { $count } 个问题

lesson-error-no-such-lesson = 没有名为 `{ $name }` 的课程：`npuzzle lesson list` 列出内置课程；要运行一个文件，请给出它的路径
lesson-error-several-lessons = `{ $name }` 对应多份课程：{ $lessons }
lesson-error-no-such-lesson-in = { $dir } 中没有名为 `{ $name }` 的课程：`npuzzle lesson list --dir { $dir }` 列出其中的课程
lesson-error-several-lessons-of = `{ $name }` 对应 { $dir } 中的多份课程：{ $lessons }
