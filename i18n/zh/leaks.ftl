### The leak finder of `lesson check` (answers given away before they are due) and its checks of a lesson's prose.
### Language: zh. Area: leaks

## Numbers that are not counts.

leak-labels = 数码, 例, 第, 题, 步骤, 图, 宽度为, 宽度, 深度, 节点, 结点, 实例, 阶段
leak-name-after = 数码问题, 数码难题, 数码
leak-node = 节点, 结点
leak-number-words = 零 | 没有, , 二 | 两, 三, 四, 五, 六, 七, 八, 九, 十, 十一, 十二
leak-negations = 不, 非, 没有, 无, 从不, 不会

leak-unit-inversions = 个逆序, 逆序
leak-unit-moves = 步
leak-unit-nodes = 个节点, 个结点, 节点, 结点, 次扩展, 次
leak-unit-boards = 个棋盘, 棋盘, 个状态, 状态, 种排列
leak-unit-tiles = 个数码
leak-unit-times = 次

leak-solvable-yes = 可解, 有解, 能到达目标
leak-solvable-no = 不可解, 无解, 不能到达目标, 无法到达目标, 永远到不了目标
leak-admissible-yes = 可采纳, 从不高估
leak-admissible-no = 不可采纳, 高估
leak-consistent-yes = 一致
leak-consistent-no = 不一致

leak-prose = { $place }的{ $field }中的 { $found } 泄露了第 { $question } 题（第 { $step } 步）的答案：学生的练习纸上同时印着所有题目，网页也会在题目作答之前显示这段文字。请把它写进该题的解释，或写进计算它的那一步的文字里，或者把它改成一道题。
leak-where-step = 第 { $at } 步（{ $kind }）
leak-where-lesson = 本课
leak-held = 第 { $at } 步（{ $kind }）显示了第 { $question } 题（第 { $step } 步）的答案：它会被保留到该题作答之后才显示，并且不出现在学生的练习纸上。请在第 { $question } 题上写 `reveals: { $id }` 说明这一点。
leak-held-no-id = 第 { $at } 步（{ $kind }）显示了第 { $question } 题（第 { $step } 步）的答案：它会被保留到该题作答之后才显示，并且不出现在学生的练习纸上。请说明这一点：给这一步一个 `id:`，并在第 { $question } 题的 `reveals:` 中写上它。
leak-held-next-to = 第 { $at } 步（{ $kind }）显示了第 { $question } 题（第 { $step } 步）的答案：它会被保留到该题作答之后才显示，并且不出现在学生的练习纸上。请说明这一点：把它紧接着写在第 { $revealed } 步之后，也就是第 { $question } 题揭示的那一步。
leak-held-later = 第 { $at } 步（{ $kind }）由第 { $by } 题揭示，但它还显示了第 { $question } 题（第 { $step } 步）的答案：它会被保留到第 { $question } 题作答之后。请改由那道题来揭示它。
leak-in-question = 第 { $by } 题（第 { $at } 步）在已扩展的节点中显示了第 { $question } 题（第 { $step } 步）的答案：学生的练习纸上同时印着这两道题。请换一个棋盘或换一种搜索来提问。

sheet-held = （计算结果在你作答之后给出。）

definition-contradiction = { $place }的{ $field }中的 { $found } 与 { $term } 的定义相矛盾（docs/src/definitions.md）：{ $rule }

definition-linear-conflict-term = 线性冲突
definition-linear-conflict-names = 线性冲突, linear conflict, linear-conflict, h5
definition-linear-conflict-wrong = 每一对, 每对, 按对
definition-linear-conflict-exempt = 高估, 错误, linear-conflict-pairs
definition-linear-conflict-rule = 线性冲突对每一个必须离开其目标行或目标列、好让该行（列）中另一个数码通过的数码加 2 步（对每一行或列：目标在该行或列中的数码数，减去其中已按目标顺序排列的最长一串），而不是对每一对冲突的数码加 2。
definition-misplaced-term = 不在位数码数
definition-misplaced-names = 不在位, misplaced, h1
definition-misplaced-wrong = 把空格计入, 计入空格, 包括空格
definition-misplaced-exempt = 错误, 变体, 高估, with-blank
definition-misplaced-rule = 不在位数码数数的是不在目标格上的数码；空格从不计入。
definition-manhattan-term = 曼哈顿距离
definition-manhattan-names = 曼哈顿, manhattan, h2
definition-manhattan-wrong = 把空格计入, 计入空格, 包括空格
definition-manhattan-exempt = 错误, 变体
definition-manhattan-rule = 曼哈顿距离是对各个数码（从不包括空格）求和：数码所在格与其目标格之间的行距离加列距离。
definition-inversion-term = 逆序
definition-inversion-names = 逆序, inversion
definition-inversion-wrong = 把空格计入, 计入空格, 包括空格
definition-inversion-exempt = 错误
definition-inversion-rule = 逆序是两个数码组成的一对，它们的先后与目标状态阅读顺序中的先后相反；空格从不属于任何逆序。
definition-invariant-term = 不变量
definition-invariant-names = 15 数码, 4x4, 宽度为偶数, 宽度为 4
definition-invariant-wrong = 偶数就有解, 只看逆序数
definition-invariant-exempt = 错误, 教程, 说, 不, 失效
definition-invariant-rule = 在宽度为偶数的棋盘上，单看逆序数的奇偶性什么也决定不了：不变量是逆序数 + 空格所在行与目标状态中空格所在行的距离之和的奇偶性。
