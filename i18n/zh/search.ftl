### 搜索、搜索树、逐步搜索、启发函数、审查与代价表的用语
### (solve、tree、compare、heuristics、experiment 以及展示它们的课)。
### Language: zh. Area: search

## 算法
search-algo-bfs = 广度优先搜索 (BFS)
search-algo-ids = 迭代加深搜索 (IDS)
search-algo-ordered = 有序搜索 (f = g + 不在位数码数)
search-algo-greedy = 贪婪最佳优先搜索 (f = h)
search-algo-astar = A* (f = g + h)
search-algo-idastar = IDA* (按 f = g + h 迭代加深)
search-algo-bidir = 双向广度优先搜索

## 搜索规则
search-goal-test-generation = 生成时检测目标 (generation)
search-goal-test-expansion = 扩展时检测目标 (expansion)
search-rule-order = 移动的尝试顺序 { $order }
search-rule-no-undo-no-closed = 不走回头步，无 CLOSED 表
search-rule-closed-each-side = 每个方向一个 CLOSED 表
search-rule-no-undo = 不走回头步
search-rule-tree-search = 树搜索 (无 CLOSED 表)
search-rule-graph-search = 图搜索 (有 CLOSED 表)
search-rule-ties = f 相同时: { $ties }
search-list-separator = {"；"}
search-rules-heading = 搜索: { $rules }。
search-h-start = h(初始状态) = { $value } ({ $h })。
search-no-heuristic = { $algorithm } 不使用启发函数。

## 路径
search-path-start = 初始
search-path-caption = { $n }: { $dir } (数码 { $tile })
search-path-tile = 数码 { $tile }
search-solution-heading = 解:
search-solution-line = { $heading } { $length } 步: { $moves }。
search-solution-noted = { $heading } { $length } 步: { $moves } ({ $note })。
search-already-goal = 棋盘已是目标状态
search-letters-key = (字母表示空格移动的方向)
search-none-needed = 无需移动
search-solution-short = 解: { $moves } ({ $length } 步)。
search-tree-solution = 解: { $moves } ({ $length } 步)。计数: 扩展 { $expanded } 个结点，生成 { $generated } 个结点{ $iterations }。
search-over-iterations = (共 { $n } 轮迭代)
search-outcome = 解: { $moves } ({ $length } 步)。计数: 扩展 { $expanded } 个结点，生成 { $generated } 个结点，OPEN 表最大 { $frontier }。

## 最优性
search-optimal-bfs = 最短: BFS 总是先到达每个更近的状态
search-optimal-ids = 最短: 每个更小的深度限制都已完整搜索
search-optimal-bidir = 最短: 两个逐层完整搜索的最短相遇
search-not-optimal-greedy = 不保证最短: 贪婪搜索忽略路径代价 g
search-not-optimal-heuristic = 不保证最短: { $h } 未被证明是可采纳的
search-not-optimal-generation = 不保证最短: 目标在生成时检测
search-optimal-heuristic = 最短: { $h } 从不高估

## 统计
search-statistics = 统计
search-stat-length = 解的长度 (步)
search-stat-none-found = 未找到
search-stat-expanded = 扩展的结点数
search-stat-generated = 生成的结点数
search-stat-selected = 从 OPEN 表取出的结点数
search-stat-duplicates = 丢弃的重复结点数
search-stat-reopened = 重新打开的 CLOSED 结点数
search-stat-largest-frontier = OPEN 表最大长度
search-stat-most-held = 同时保存的最多结点数
search-stat-iterations = 迭代轮数
search-stat-elapsed = 用时
search-stat-branching = 有效分支因子 b*
search-stats-courses = (一些课程的计法: 时间复杂度 = 取出 { $selected } 个，空间复杂度 = 保存 { $held } 个；越南报告: "已访问" = 扩展 { $expanded } 个，"结点总数" = 扩展数 + 结束时的 OPEN 表 = { $total })

## 因限制而停止
search-none = 无
search-stop-node-limit = 达到结点数限制: 已生成 { $generated } 个结点 (--max-nodes { $limit })
search-stop-time-limit = 达到时间限制: { $seconds } 秒 (--time-limit { $limit })
search-stop-cancelled = 被中断 (Ctrl-C)
search-stop-observer = 被观察者停止
search-stop-exhausted = OPEN 表已空，未到达目标
search-reached = 扩展 { $expanded } 个结点，生成的最深结点深度为 { $depth }
search-reached-bound = ；不存在短于 { $bound } 步的解
search-stopped-exhausted = 已停止: { $which }；{ $reached }。
search-stopped = 已停止: { $which }。已达到: { $reached }。可以尝试: { $suggestion }。
search-stopped-interrupted = 已停止: { $which }。已达到: { $reached }。
search-not-searched = 未搜索：没有任何移动序列能到达目标状态，所以搜索只会一直运行到它的上限。
search-try-large = --algo greedy (快，但不最优) 或 `npuzzle reduce` (构造性解法)；在这么大的棋盘上做最优搜索通常做不到
search-try-stronger = 更强的启发函数: --algo astar --heuristic linear-conflict，或 --algo idastar (几乎不占内存)
search-try-astar-lc = --algo idastar (内存很小) 或 --heuristic linear-conflict，或提高 --max-nodes
search-try-astar = --algo idastar (内存很小)，或提高 --max-nodes
search-try-idastar = 提高 --max-nodes，或用 --algo greedy 快速得到一个不最优的解
search-try-greedy = 提高 --max-nodes

## compare
search-counts-heading = 计数对照
search-table-length = 解的长度
search-table-optimal = 保证最优
search-yes = 是
search-no = 否
search-table-expanded = 扩展
search-table-generated = 生成
search-table-selected = 取出
search-table-duplicates = 重复
search-table-largest-frontier = OPEN 表最大
search-table-most-held = 同时保存最多
search-table-stopped = 结束原因
search-table-elapsed = 用时
search-stop-word-solved = 已解
search-stop-word-exhausted = 已穷尽
search-stop-word-node-limit = 结点限制
search-stop-word-time-limit = 时间限制
search-stop-word-cancelled = 已中断
search-stop-word-stopped = 已停止
search-compare-legend = (扩展 = 生成了子结点的结点；生成 = 创建的子结点，不计根结点；取出 = 从 OPEN 表取出；所有定义见 docs/src/definitions.md)
search-compare-not-drawn = 生成了 { $generated } 个结点{ $over }: 树的结点多于 { $cap } 个 (--max-nodes-drawn)，不画出。
search-compare-over-all = (所有迭代合计)

## 文本搜索树
search-list-comma = {"，"}
search-full-stop = 。
search-tree-start = 初始
search-tree-goal-root = 目标根
search-tree-expanded = 第 { $n } 个扩展
search-tree-meet = 相遇
search-tree-goal = 目标
search-tree-duplicate = 重复，丢弃
search-tree-cut-off-bound = 剪枝 (界限 { $bound })
search-tree-cut-off = 剪枝
search-tree-never-expanded = 未扩展
search-tree-beyond-cost = 未扩展: f={ $f } > 解的代价 { $cost }
search-tree-of = { $algorithm } 的搜索树
search-tree-rules = 规则: { $rules }。
search-tree-two-roots = 两个根结点: #0 是初始状态 (正向搜索)，#1 是目标状态 (反向搜索: 它的移动远离目标)；"相遇"标出两边相遇的状态。
search-tree-shown-depth = 显示: 最后一轮迭代 ({ $iteration })，深度限制 { $bound }。
search-tree-shown-f = 显示: 最后一轮迭代 ({ $iteration })，f 界限 { $bound }。
search-tree-drawn = 画出 { $drawn } 个结点，扩展 { $expanded } 个{ $duplicates }{ $omitted }。
search-tree-duplicates = ，重复 { $n } 个
search-tree-omitted = ；另有 { $omitted } 个生成的结点未画出 (只画出最先生成的 { $cap } 个: 可提高 --max-nodes-drawn)
search-tree-legend-f = #n = 生成序号，g = 深度，h = 启发函数，f = 优先级；* = 在解路径上
search-tree-legend = #n = 生成序号，g = 深度；* = 在解路径上
search-tree-expansion = 第 { $n } 次扩展:
search-tree-all-drawn = 生成的 { $drawn } 个结点全部画出: 扩展 { $expanded } 个
search-tree-first-drawn = 画出: 最先生成的 { $drawn } 个结点 (扩展 { $expanded } 个；上限 { $cap }，--max-nodes-drawn)；另有 { $omitted } 个生成的结点未画出，计入 "+N more" 结点
search-tree-unplaced = (其中 { $n } 个离画出的结点太远，无法放置)
search-tree-caption-duplicates = ；重复 { $n } 个

## 逐步搜索
search-step-queue = 队列: 先进先出
search-step-priority = f 最小者优先，其次按生成顺序
search-step-priority-low-h = f 最小者优先，其次 h 较小者，再按生成顺序
search-step-stack = 深度优先遍历的路径，最深者优先
search-step-added = 已加入
search-step-cut-off = 剪枝 (超过界限)
search-step-iteration = (第 { $n } 轮迭代，界限 { $bound })
search-step-the-root = 根结点
search-step-move = 移动 { $dir }
search-step-heading = 第 { $step } 步{ $iteration }: 扩展 #{ $id }，{ $what }，{ $values }
search-step-so-far = 至此: 扩展 { $expanded } 个，生成 { $generated } 个，重复 { $duplicates } 个，OPEN 表 { $frontier } 个。
search-step-board = 棋盘 { $board }
search-step-generated = 生成:
search-step-child-of = (#{ $parent } 的子结点)
search-step-frontier = OPEN 表 ({ $size }；{ $rule }):
search-step-empty = 空
search-step-more = 另有 { $n } 个
search-step-next = 下一个: #{ $id }: { $reason }
search-step-start = 开始: OPEN 表中是根结点 #0 { $board }  { $values } ({ $rule })。
search-step-omitted = 另有 { $omitted } 次扩展未显示 (最多记录 { $cap } 步: --max-steps)。
search-step-goal-taken = 然后 #{ $id } 从 OPEN 表取出: 它是目标状态。
search-step-goal-generated = #{ $id } 是目标状态: 搜索结束。

## 启发函数审查
search-lab-faulty = { $h } (有误)
search-lab-no = 否
search-audit-heading = 启发函数审查
search-audit-exhaustive = 全部 { $states } 个有解状态的精确距离 (从目标状态做广度优先搜索；最远的相距 { $diameter } 步)；检查了 { $moves } 步移动的一致性。
search-audit-sample = 随机抽取 { $requested } 个有解棋盘 (种子 { $seed })，其中 { $solved } 个由使用 { $solver } 的 IDA* 最优求解 ({ $unsolved } 个未计入: 结点数限制，或要求的时间限制)；检查了它们的 { $moves } 步移动的一致性。样本只能推翻一个断言，永远不能证明它: "是" 表示这些棋盘中没有反例。
search-audit-not-solved = 在限制内未解出: { $board }
search-audit-heuristic = 启发函数
search-audit-admissible = 可采纳
search-audit-overestimated = 高估数
search-audit-consistent = 一致
search-audit-violating = 违反的移动
search-audit-mean-ratio = 平均 h/h*
search-audit-mean-h = 平均 h
search-audit-overestimates = 高估 (h > 真实距离)
search-audit-overestimate = { $h }: 高估了 { $states } 个状态；最多高估 { $excess }，在 { $board }: h = { $value }，真实距离 { $distance }{ $also }
search-audit-worst-also = {" "}(有 { $states } 个状态高估了 { $excess }；显示离目标最近的一个)
search-audit-violations = 违反一致性 (一步移动中 h 下降超过 1)
search-audit-violation = { $h }: { $moves } 步移动；最大下降在 { $board } --{ $dir }--> { $after }: h { $before_h } -> { $after_h }
search-audit-dominance = 占优 (在每个状态上 h1 >= h2)
search-audit-dominance-sampled = 占优 (在每个抽样棋盘上 h1 >= h2)
search-audit-equal-everywhere = { $h } (处处相等)
search-audit-no-dominance = (没有启发函数占优于另一个)
search-audit-legend = (可采纳: 在每个状态上 h <= 真实距离；一致: 对每步移动 s -> t 有 h(s) <= 1 + h(t)；平均 h/h*: 对目标以外的所有状态取平均；所有定义见 docs/src/definitions.md)
search-audit-legend-sampled = (可采纳: 在每个抽样棋盘上 h <= 真实距离；一致: 对从抽样棋盘出发的每步移动 s -> t 有 h(s) <= 1 + h(t)；平均 h/h*: 对目标以外的抽样棋盘取平均；所有定义见 docs/src/definitions.md)

## 代价表
search-cost-title = 按解的深度统计的搜索代价 (AIMA 第 3 版，图 3.29):
search-cost-heading = { $heading } 8 数码，{ $goal }，每个深度 { $count } 个随机棋盘 (种子 { $seed })
search-cost-explained = 平均生成结点数，括号中是有效分支因子 b*；AIMA 一行是书中公布的数字 (b* 用同样方法由它算出)。
search-cost-depth = 深度
search-cost-boards = 棋盘数
search-cost-ids-with-undo = IDS (含回头步)
search-cost-not-run = 未运行
search-cost-longer = N! = 有 N 个棋盘得到的解比深度长 (启发函数高估，所以 A* 不是最优的)
search-cost-differs = 我们的计数与 AIMA 的不同之处
search-cost-note-goal = 目标: AIMA 的 8 数码目标状态把空格放在最前 (0 1 2/3 4 5/6 7 8)，是我们的默认 (--goal)；无论空格在哪个角，棋盘按深度的分布都相同。
search-cost-note-boards = 棋盘: 我们的棋盘是从恰好具有该最优长度的所有棋盘中均匀、有放回地抽取的 (精确距离表)；AIMA 没有说明它每个深度的 100 个实例是如何产生的。
search-cost-note-generated = 生成: 对正在扩展的结点施加一步移动，就生成一个结点；不计根结点，重复结点 (已保存的状态) 和目标都计入。AIMA 没有说明是否计入根结点。
search-cost-note-astar = A*: 图搜索，结点被选中扩展时检测目标，f 相同时 h 较小者优先，其次先生成者优先；AIMA 没有说明它如何打破平局，这会改变浅层深度上的计数。
search-cost-note-ids = IDS: 我们的 IDS (ids) 从不生成撤销上一步的移动；它一次生成一个子结点，并累加每一轮迭代。AIMA 的 IDS (RECURSIVE-DLS) 是树搜索，也会生成回到父结点的移动: --ids-with-undo 加上这种计数 (ids-with-undo)，它与 AIMA 公布的深度 2 到 8 的 IDS 行一致。
search-cost-note-misprint = AIMA 在深度 12 的 IDS 数字 (3,644,035) 意味着 b* = 3.42，远高于它自己深度 2 到 8 的各行 (b* 2.70 到 2.94)，也高于这里测得的含回头步树搜索的计数 (b* 约 2.8，约 400,000 个结点): 很可能是多印了一位数字。
search-cost-note-branching = b*: 由平均生成结点数算出 (N + 1 = 1 + b* + b*^2 + ... + b*^d)；若改为对每个棋盘的 b* 取平均，得到的值略有不同。

## 启发函数的解释
search-heuristic-misplaced = misplaced (H1): 不在位数码数，即不在目标位置上的数码个数；空格不计。每个不在位的数码至少要移动一次，而一步只移动一个数码，所以这个数从不超过剩余步数: 它是可采纳的 (也是一致的，因为一步最多使它改变 1)。它就是中文实验报告中有序搜索所用的 h。
search-heuristic-manhattan = manhattan (H2): 曼哈顿距离，即所有数码 (不含空格) 所在位置与目标位置之间的行距离加列距离之和。一步把一个数码滑动一格，所以和最多减少 1: 可采纳且一致，并且从不小于 misplaced。
search-heuristic-euclidean = euclidean (H3): 各数码到目标位置的直线距离 sqrt(dr^2 + dc^2) 之和的整数部分 (取整只做一次，对总和取整，正如越南报告所说的 "整数部分"；对每一项取整会更小)。每个直线距离都不超过曼哈顿距离，所以其值从不超过 manhattan: 可采纳，但更弱。
search-heuristic-rowcol = rowcol (H4): 不在目标行的数码个数加上不在目标列的数码个数。不在目标行的数码至少需要一步竖直移动，不在目标列的数码至少需要一步水平移动，而一步只把一个数码朝一个方向移动: 可采纳，从不超过 manhattan。
search-heuristic-linear-conflict = linear-conflict (H5): manhattan 加上，对每一行，2 x (该行中目标也在该行的数码个数，减去其中已按目标顺序递增排列的最长一串，即最长递增子序列)，每一列同样计算。同一行 (或列) 中顺序颠倒的数码不能在行内互相越过: 其中至少 (个数 - LIS) 个必须移出该行再移回，每个 2 步，而 manhattan 没有计入 (Hansson、Mayer 和 Yung 1992)。行冲突需要额外的竖直移动，列冲突需要额外的水平移动，所以两者可以相加: 可采纳。
search-heuristic-seed-h6 = seed-h6 (越南报告的 H6): linear-conflict 加上这样的不在位数码个数: 它上下左右相邻的格子都已放着目标内容 (目标为数码而放着空格的相邻格不算在位)。这是我们对报告中 "无法到达目标的数码" 的理解: 这样的数码被已完成的格子围住，必须先打乱其中一个。报告声称它是可采纳的；这是一个需要验证的断言 (npuzzle 的启发函数审查用精确距离检验它)，而不是事实。
search-heuristic-misplaced-with-blank = misplaced-with-blank (有误，见于教学代码): 把空格也当作数码来计的不在位数码数。离目标只差一步时它就给出 2 (刚移动的数码和空格)，所以它会高估，用它的 A* 可能返回比必要更长的路径: 不可采纳。
search-heuristic-linear-conflict-pairs = linear-conflict-pairs (有误，见于教学代码): manhattan 加上在共同目标行 (或列) 中顺序颠倒的每一对数码各 2。三个颠倒的数码构成 3 对，但其中只有 2 个必须离开该行，所以它会高估: 在目标为 1..8 后接空格的 8 数码上，对 0 8 7/6 5 4/3 2 1 它高出 4。不可采纳。

## 为什么下一个从 OPEN 表取出的是这个结点
search-step-next-is-goal = { $why }；它是目标状态: 搜索结束
search-reason-oldest = 先进先出: #{ $id } 是队列中最早的
search-reason-only-queued = 先进先出: 队列中只有 #{ $id }
search-reason-deepest = 深度优先: #{ $id } 是遍历路径上最深的结点
search-reason-only = { $name } = { $f }，唯一的一个
search-reason-lowest = { $name } = { $f }，最小
search-reason-tie-h = { $name } = { $f }，最小；与 #{ $other } 相同，按较小的 h 决定 ({ $h } < { $other_h })
search-reason-tie-order = { $name } = { $f }，最小；与 #{ $other } 相同，按生成顺序决定 (#{ $id } 先生成)

## experiment heuristics
search-lab-time-limit = 时间限制 { $seconds } 秒，
search-lab-compared = 启发函数对比 (越南报告的实验):
search-lab-compared-how = { $boards } 个随机有解棋盘 (种子 { $seed })，对每个启发函数运行 { $algorithm }，{ $limit }每次搜索最多生成 { $max_nodes } 个结点。
search-lab-interrupted = 被中断: 完成了 { $count } 个棋盘中的 { $done } 个。
search-lab-solved = 解出
search-lab-share = 比例
search-lab-mean-expanded = 平均扩展数
search-lab-mean-generated = 平均生成数
search-lab-mean-time = 平均用时
search-lab-mean-length = 平均长度
search-lab-longer = 更长
search-lab-common = 每个启发函数都解出的棋盘: { $boards } 个中的 { $common } 个。
search-lab-common-expanded = 这些棋盘上的平均扩展结点数: { $means }。
search-lab-ranking = 排名，最弱的在前 (解出的棋盘较少，其次在两者都解出的棋盘上扩展的结点较多；= 表示并列):
search-lab-ranking-measured = 实测: { $ranking }
search-lab-ranking-report = 越南报告: { $ranking }
search-lab-legend = (对每个启发函数解出的棋盘取平均；更长 = 比用可采纳启发函数找到的最优长度更长的解；扩展 = 生成了子结点的结点，生成 = 创建的子结点，不计根结点)

## Pattern databases: builds and the tables a plan uses
pdb-waiting = 另一个 npuzzle 正在构建这些表（它持有 { $lock }）：等待它完成，然后读取它保存的表

## 用模式数据库 solve 的报告
pdb-rules = IDA*，h = 可加的 { $partition } 模式数据库（两次查表取较大值）
pdb-rules-dual = IDA*，h = 可加的 { $partition } 模式数据库（四次查表取最大值：常规、反射、对偶、反射对偶；BPMX）
pdb-rules-dual-no-bpmx = IDA*，h = 可加的 { $partition } 模式数据库（四次查表取最大值：常规、反射、对偶、反射对偶；不用 BPMX）
pdb-rules-dual-search = 对偶 IDA*，h = 可加的 { $partition } 模式数据库（四次查表取最大值：常规、反射、对偶、反射对偶；BPMX；在空格已回到目标位置且对偶查表更大的结点，搜索改从对偶棋盘继续）
pdb-rules-dual-search-any = 对偶 IDA*，h = 可加的 { $partition } 模式数据库（四次查表取最大值：常规、反射、对偶、反射对偶；BPMX；在任何对偶查表更大的结点，搜索改从对偶棋盘继续，那里可能由另一块方块充当空格）
pdb-explain-dual = 同样的表还在对偶棋盘上查：按目标位置给每个数码重新编号，使目标成为恒等排列，再交换数码与位置的角色（数码 x 放到站在 x 的目标位置上的那个数码的位置）。解开原棋盘的走法倒过来走，就能解开对偶棋盘——在这个谜题里，站在原棋盘空格位置上的那个数码充当空格；所以不含这个数码的各组查到的值也是下界，含有它的那一组改用其余数码的曼哈顿距离之和。取四个值中的最大值。走一步后这个值可能下降超过 1，所以搜索双向传递数值（BPMX）：子结点的 h − 1 抬高父结点的 h，父结点的 h − 1 抬高子结点的 h。
pdb-explain-dual-region = 在 4x4 上，一组的表只有在它的目标允许空格停在那个位置时才是下界：每张表的目标把空格留在它自己目标位置周围的那一块（空格在前的目标中，{ $group } 这一组的数码 1 和 4 把第 0 格隔开），所以那个位置在这一块之外时，这一组也改用曼哈顿距离。
pdb-explain-dual-search = 对偶搜索：空格在它的目标位置时，对偶棋盘就是同一个谜题的棋盘，离目标的步数完全相同。在它的查表值更大的地方，搜索改从对偶棋盘继续；在那里找到的走法倒过来读、每个方向反过来，就是原棋盘自己的走法。
pdb-explain-dual-search-any = 在任意结点的对偶搜索：一个结点是一个棋盘加上充当空格的那块方块（开始时就是空格本身），它的目标是目标棋盘。一个结点的对偶也是这样的结点，离目标的步数完全相同：对偶棋盘，其中站在原棋盘空格位置上的方块充当空格。在对偶的查表值更大的地方，搜索改从对偶棋盘继续；在那里找到的走法倒过来读、每个方向反过来，就是原棋盘自己的走法。当另一块方块充当空格时，它所在的组，以及目标把这块方块的目标位置隔开的每个组，都改用曼哈顿距离而不查表；空格也一样，在那里它是一块普通方块。
pdb-explain-dual-78 = 同样的两张表还在对偶棋盘上查：按目标位置给每个数码重新编号，使目标成为恒等排列，再交换数码与位置的角色（数码 x 放到站在 x 的目标位置上的那个数码的位置）。解开原棋盘的走法倒过来走，就能解开对偶棋盘——在这个谜题里，站在原棋盘空格位置上的那个数码充当空格，并且最后必须停在那个位置。含有这个数码的那一半改用其余数码的曼哈顿距离之和。另一半的表只有在它的目标允许空格停在那个位置时才是下界：7-8 表的目标把空格留在它自己目标位置周围的那一块（空格在前的目标中，数码 1 和 4 把第 0 格隔开），所以那个位置在这一块之外时，这一半也改用曼哈顿距离。取四个值中的最大值。走一步后这个值可能下降超过 1，所以搜索双向传递数值（BPMX）：子结点的 h − 1 抬高父结点的 h，父结点的 h − 1 抬高子结点的 h。
pdb-h-beside = 模式数据库；曼哈顿距离 + 线性冲突会得到 { $lc }
pdb-explain = { $tiles } 个数码被分成几组（{ $partition }）。每组有一张表，记录不管其他数码怎样（其他数码的移动不计），把这一组的数码移回原位所需的确切步数。不同组的移动互不相交，所以各表的值相加是一个下界：可采纳。在沿对角线反射的棋盘上用反射后的划分再查一次，取较大值。这些表只构建一次并缓存（npuzzle pdb status）。
pdb-optimal = 最短：模式数据库从不高估
pdb-not-proved = 未证明最短：{ $why }
pdb-unproved = 这个目标状态不是预设的，它缓存的模式数据库只凭自身的校验和被信任，而改过内容并重新计算校验和的文件也能通过；`npuzzle pdb clear --goal …` 会让下一次运行重建它们并证明答案
pdb-build-interrupted = 构建模式数据库时被中断：什么都没有保存
pdb-stop-node-limit = 达到了结点上限
pdb-stop-time-limit = 达到了时间上限
pdb-stop-cancelled = 搜索被取消
pdb-bound = 所有短于 { $bound } 步的解都已被排除
pdb-no-bound = 没有证明任何下界：{ $why }
pdb-stopped = { $which }：{ $seconds } 秒内生成了 { $generated } 个结点；{ $bound }。请提高你给的上限（--max-nodes N、--time-limit SECS）或者不给：模式数据库求解器没有默认上限，总能完成；模式数据库已经是这里最强的启发函数。
pdb-stat-jumps = 跳到对偶棋盘的次数
pdb-stat-iterations = 迭代次数（f 界限）
pdb-bounds-separator = {"、"}
pdb-stat-elapsed = 用时（仅搜索）
pdb-note-idastar = （IDA* 只保存当前路径；生成数计的是子结点，不计根结点：Korf 发表的数字多一个）
pdb-rule-duplicates = 不走回头步，无 CLOSED 表，不走可被更短或更靠前的步序替代的步序（{ $count } 个，最长 { $moves } 步）
pdb-note-idastar-duplicates = （IDA* 只保存当前路径；生成数计的是子结点，不计根结点；Korf 发表的数字（多一个）对应 --pruning parent）
pdb-note-idastar-order = （IDA* 只保存当前路径；生成数计的是子结点，不计根结点；Korf 发表的数字（多一个）对应他的走法顺序 ULRD 与 --pruning parent：别的顺序会改变最后一轮迭代的结点数）
pdb-note-threads = （最后一次迭代在 { $threads } 个线程上运行并提前结束：它的那部分计数取决于线程的时机；之前的迭代计数精确，与 --jobs 1 相同）

solve-suggest-idastar = A* 保存它到达的每个状态（结点预算用完时保存着 { $held } 个）。使用同一启发函数的 IDA* 只保存当前路径，因此不会因内存而停止，并且能找到同样的最优长度：{ $command }
solve-suggest-databases = 24 数码的模式数据库（Korf 与 Felner 的 6-6-6-6）能最优地求解这样的棋盘：用 `npuzzle pdb build --size 5x5` 构建一次（约 1.5 分钟，占用 1.2 GB 内存和磁盘），之后 `npuzzle solve` 在 5x5 上默认使用它们；或者现在就运行：{ $command }（会先构建它们）

## 逐步查看搜索的终端画面（solve --step、compare --step）
search-screen-title-start = { $title }：开始，共 { $steps } 步
search-screen-title-step = { $title }：第 { $at } 步，共 { $steps } 步
search-screen-title-last = { $title }：第 { $at } 步，共 { $steps } 步（最后一步）
search-screen-iteration = {" "}[第 { $n } 轮迭代，界限 { $bound }]
search-screen-expanded = 扩展 #{ $id }，{ $what }：{ $values }{ $iteration }
search-screen-nothing-yet = 尚未扩展任何结点：OPEN 表中只有根结点。
search-screen-generated = 生成：{ $children }
search-screen-generated-none = 生成：无
search-screen-fate-added = 已加入
search-screen-fate-duplicate = 重复
search-screen-fate-goal = 目标
search-screen-fate-cut-off = 剪枝
search-screen-next = 下一个：#{ $id }，{ $reason }
search-screen-keys = Enter/空格/→ 下一步  ← 上一步  g 跳到某步  e 最后  Home 开始  q 退出
search-screen-status = 第 { $at } 步，共 { $last } 步。
search-screen-last-step = 这已是最后一步（← 上一步，q 退出）。
search-screen-no-such-step = 没有第 { $n } 步：步数为 0 到 { $last }。
search-screen-go-to = 跳到第几步（0 到 { $last }）：{ $typed }_  （Enter 跳转，Esc 取消）
