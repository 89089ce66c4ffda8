### A lesson file's problems (src/lesson/).
### Language: zh. Area: lessonfile

lessonfile-field = `{ $name }`
lessonfile-step = 第 { NUMBER($number, useGrouping: "false") } 步（{ $kind }）
lessonfile-diagnosed = { $message }
lessonfile-io = { $reason }
lessonfile-zawgyi = 这段缅甸文使用的是 `Zawgyi` 编码，而不是 `Unicode`：请把文件转换为 `Unicode`（例如 `uconv -x Zawgyi-my < FILE > NEW-FILE`，ICU 的转换器），然后使用新文件

lessonfile-one-target = 请只给出一个目标（要到达的棋盘，或要送回原位的数码）
lessonfile-to-size = 这个棋盘是 { $size }，但练习的棋盘是 { $expected }
lessonfile-no-such-tile = { $size } 的棋盘上没有数码 { NUMBER($tile, useGrouping: "false") }
lessonfile-max-moves = { NUMBER($max, useGrouping: "false") }，但最短的走法需要 { NUMBER($moves, useGrouping: "false") } 步
lessonfile-nothing-to-do = 棋盘已经是目标了：没有什么要做的
lessonfile-target-unreachable = 这个棋盘无法到达目标（两者的奇偶性不同）
lessonfile-shortest-stopped = 寻找最短答案的搜索停止了（{ $stop }）；请选择一个更近的目标
lessonfile-tile-too-far = 这个数码离它的位置太远，不适合作为课程练习
lessonfile-tile-never = 这个数码永远到不了它的位置
lessonfile-predict-one-move = `{ $moves }`：预测题只针对一步移动
lessonfile-next-node-algo = { $algo }：下一个结点练习（next-node）只适用于 bfs、ordered 或 astar
lessonfile-after-range = { NUMBER($after, useGrouping: "false") }；请在 1 到 { $max } 次扩展之后提问
lessonfile-after-ends = { NUMBER($after, useGrouping: "false") }：搜索在扩展第 { NUMBER($next, useGrouping: "false") } 个结点之前就结束了；请更早提问
lessonfile-not-a-move = `{ $letter }` 不是一个移动
lessonfile-move-impossible = `{ $letter }`：这一步走不了
lessonfile-next-out-of-frontier = { NUMBER($next, useGrouping: "false") }：边界只有 { NUMBER($nodes, useGrouping: "false") } 个结点
lessonfile-truth-not-a = `{ $truth }` 不是 `{ $kind }` 类型的值

lessonfile-named-twice = `{ $name }` 被列出了两次
lessonfile-audit-too-big = { $size } 有 { NUMBER($cells, useGrouping: "false") } 个格子；课中最多只能审查 { $max } 个格子的棋盘（`npuzzle heuristics check` 可到 12）
lessonfile-audit-thin = { $size }：在只有一格宽或一格高的棋盘上，数码无法互相越过；请至少审查 2x2 的棋盘
lessonfile-no-heuristic = 请至少列出一个启发函数（heuristic）
lessonfile-cost-count = { NUMBER($count, useGrouping: "false") }；课中的代价表每个深度可抽取 1 到 { $max } 个棋盘
lessonfile-cost-depth = { NUMBER($depth, useGrouping: "false") }；课中的代价表的深度须为 2 到 { $max } 之间的偶数
lessonfile-cost-ids-nodes = { NUMBER($nodes, useGrouping: "false") }；课中的 IDS 每个棋盘可生成 1 到 { NUMBER($max, useGrouping: "false") } 个结点
lessonfile-drawn-range = { NUMBER($cap, useGrouping: "false") }；课中可绘制 1 到 { NUMBER($max, useGrouping: "false") } 个结点
lessonfile-no-algorithm = 请至少列出一个算法
lessonfile-not-compared = 不是被比较的算法之一（{ $algos }）
lessonfile-distance-stopped = 最优搜索在找到距离之前停止了（{ $stop }）；请设置 `distance: false`
lessonfile-sizes-differ = 两个棋盘大小不同（{ $from } 和 { $to }）
lessonfile-verify-too-big = { $size } 有 { NUMBER($cells, useGrouping: "false") } 个格子；课中最多只能验证 { $max } 个格子的棋盘（`npuzzle verify` 可到 12）
lessonfile-verify-thin = { $size }：只有一格宽或一格高的棋盘不在定理的范围之内
lessonfile-trace-too-long = { NUMBER($moves, useGrouping: "false") } 步；课中最多只能追踪 { NUMBER($max, useGrouping: "false") } 步
lessonfile-ordered-heuristic = { $algo } 总是使用错位数码数（与中文实验报告相同）；要使用其他 h，请用 `algo: astar`
lessonfile-no-heuristic-used = { $algo } 不使用启发函数
lessonfile-search-unreachable = 这个棋盘无法到达目标（见其奇偶性），所以没有什么可搜索的
lessonfile-search-nodes = { NUMBER($nodes, useGrouping: "false") }；课中的搜索可生成 1 到 { NUMBER($max, useGrouping: "false") } 个结点
lessonfile-random-not-found = { NUMBER($distance, useGrouping: "false") }：最优求解器在 { NUMBER($nodes, useGrouping: "false") } 个结点内没有找到棋盘
lessonfile-over-budget = 已拒绝：这一课的工作预算 { $budget } 个单位在这里用完了（这一步可能需要 { $step_cost } 个单位，连同之前的步骤共 { $spent } 个）；请用 --budget { NUMBER($total, useGrouping: "false") } 提高预算

lessonfile-id-twice = 标识 `{ $id }` 被使用了两次（第 { NUMBER($first, useGrouping: "false") } 步和第 { NUMBER($second, useGrouping: "false") } 步）
lessonfile-no-such-id = 没有哪一步的标识是 `{ $id }`
lessonfile-reveals-question = `{ $id }` 是一个问题；问题只能揭示一个计算步骤
lessonfile-already-revealed = 步骤 `{ $id }` 已经被前面的问题揭示过了
lessonfile-no-such-field = { $step }没有字段 `{ $field }`；它的字段是（{ $fields }）
lessonfile-quiz-type = 这个问题要求 `{ $asked }` 类型，但第 { NUMBER($step, useGrouping: "false") } 步的 `{ $field }` 是 `{ $actual }` 类型
lessonfile-quiz-type-untypable = 这个问题要求 `{ $asked }` 类型，但第 { NUMBER($step, useGrouping: "false") } 步的 `{ $field }` 不是学生能输入的内容
lessonfile-answer-type = 答案 `{ $answer }` 不是 `{ $kind }` 类型
lessonfile-claim-not-text = 断言要用文本命名（{ $forms }），而不是 `{ $key }`
lessonfile-unknown-claim = 不是这一步计算出的值；请写（{ $forms }）

lessonfile-id-empty = 学生编号为空
lessonfile-id-too-long = 学生编号有 { NUMBER($n, useGrouping: "false") } 个字符（最多 { $max } 个）
lessonfile-id-control = 学生编号含有控制字符或不可见字符（{ $escaped }）
lessonfile-id-spaces = 学生编号前后有空格
lessonfile-id-path = 学生编号 `{ $id }` 含有路径字符（/ 或 \）
lessonfile-id-formula = 学生编号 `{ $id }` 以 { $first } 开头：电子表格会把它当作公式执行
lessonfile-roster-id-twice = 学生编号 `{ $id }` 也出现在第 { NUMBER($line, useGrouping: "false") } 行：一个编号只对应一个学生
lessonfile-gradebook-id-twice = { $first } 和 { $second }：两者的学生编号都是 `{ $id }`：成绩册中每个学生只保留一个成绩：请删除其中一个文件，或改正它的 `# id:`

lessonfile-whose-course-lesson = 课程中的课
lessonfile-whose-lesson = 课
lessonfile-translation-outside = 已拒绝：{ $whose }的翻译必须是其文件夹内的普通文件
lessonfile-course-lesson-outside = 已拒绝：课程中的课必须是课程文件夹内的普通文件
lessonfile-no-vary = 没有按学生变化的棋盘（请用 `vary: true` 标记一个随机棋盘）：每个学生都会得到同样的课
lessonfile-cannot-read-lesson = 无法读取这一课
lessonfile-builtin-board-file = 内置课不能读取棋盘文件
lessonfile-board-file-absolute = 棋盘文件必须用相对于课文件的路径命名
lessonfile-no-board-file = 课文件旁边没有这个棋盘文件
lessonfile-board-file-outside = 已拒绝：棋盘文件在课文件所在目录之外
lessonfile-course-dir-unreadable = 无法读取课程目录：{ $reason }
lessonfile-listed-twice = `{ $name }` 被列出了两次
lessonfile-course-no-lesson = { $dir } 中没有课 `{ $name }`（请给出文件名，例如 `01-intro.yaml`，或不带扩展名的文件名）
lessonfile-course-file-outside = 已拒绝：{ $name } 必须是课程文件夹内的普通文件
lessonfile-lesson-not-a-map = 课文件必须是一个映射（map）
lessonfile-no-steps = 这一课没有任何步骤
