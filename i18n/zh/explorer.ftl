### The explorer page (`npuzzle explorer`): its own words.
### Language: zh. Area: explorer

explorer-title = npuzzle 探索器
explorer-intro = 任意棋盘、任意尺寸、任意目标：逆序数、能否求解及其原因、每一步的奇偶性证明、一个游戏，以及逐步演示的搜索算法。其中的数学就是 npuzzle 自己的库，编译成 WebAssembly：无需安装，无需联网。
explorer-language = 语言
explorer-noscript = 本页用 JavaScript 和 WebAssembly 计算：请启用 JavaScript。
explorer-loading = 正在加载 npuzzle……
explorer-failed = 本页无法启动 npuzzle 的 WebAssembly：
explorer-nav = 页面各部分
explorer-nav-explain = 讲解
explorer-nav-trace = 追踪
explorer-nav-play = 游戏
explorer-nav-search = 搜索

explorer-board = 棋盘
explorer-board-help = 各行用 / 分隔，空格写作 0 或 _：7 2 4/5 0 6/8 3 1，或 724506831。
explorer-size = 尺寸（仅用于非正方形的一串数字，例如 4x3）
explorer-goal = 目标
explorer-goal-help = blank-last、blank-first、snail，或一个棋盘。
explorer-explain = 讲解

explorer-boards = 棋盘及其目标
explorer-inversions = 逆序数
explorer-solvable = 能否求解？
explorer-fix = 可以修正它的一次交换：

explorer-moves = 走法：U、D、L、R（空格移动的方向）或滑动的数字块编号
explorer-trace = 追踪
explorer-trace-click = 也可以点击空格旁边的数字块：它的走法会被加上。
explorer-clear = 清除
explorer-trace-text = 完整的追踪文本

explorer-play-help = 点击空格旁边的数字块，或按方向键：数字块沿箭头方向滑动。
explorer-undo = 撤销
explorer-redo = 重做
explorer-restart = 重新开始
explorer-hint-button = 提示
explorer-hint-thinking = 正在思考……
explorer-hint = { $proved ->
    [yes] 提示：把数字块 { $tile } 向{ $dir }滑动（空格走 { $letter }）：{ $distance }。
   *[no] 提示（未证明最优：估计值最小的一步）：把数字块 { $tile } 向{ $dir }滑动（空格走 { $letter }）：{ $distance }。
}
explorer-hint-none = 没有可以提示的走法：{ $distance }。
explorer-play-moves = 已走步数
explorer-play-inversions = 逆序数
explorer-play-blank-row = 空格所在行
explorer-play-invariant = 不变量
explorer-play-last = 上一步
explorer-play-solved = 已解出：棋盘与目标相同。

explorer-algo = 算法
explorer-heuristic = 启发函数（greedy、A*、IDA*）
explorer-order = 空格走法的顺序
explorer-tree-search = 树搜索：不保留闭表，同一棋盘出现两次就搜索两次
explorer-no-undo = 从不撤回上一步
explorer-goal-test = 目标测试
explorer-ties = f 相等时
explorer-ties-default = 算法的默认规则
explorer-max-nodes = 结点预算（生成的结点数）
explorer-drawn = 绘制的结点数
explorer-search = 搜索
explorer-stop = 停止
explorer-seed = 种子文档的规则
explorer-searching = 正在搜索……
explorer-stopped = 已停止。搜索在完成之前被中止；上面的数字是它已达到的计数。
explorer-expanded = 已扩展
explorer-generated = 已生成
explorer-length = 步数
explorer-first = 第一步
explorer-back = 后退
explorer-step = 下一步
explorer-last = 最后一步
explorer-step-at = 第
explorer-step-of = 步，共
explorer-frontier = 边界（按取出的顺序）：
explorer-no-steps = 双向搜索同时扩展两个边界：只绘制搜索树，没有逐步演示。
explorer-stats = 统计

explorer-index-link = 探索器：在浏览器中查看任意棋盘的逆序数、证明和搜索
