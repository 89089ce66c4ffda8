### Command-line help of every command (English comes from the clap definitions).
### Language: zh. Area: help
# The English of every message is i18n/en/help.ftl (made from the
# definitions); keep flags, commands, examples and `code` as they are.

help-about = 探索并验证滑块拼图（sliding-tile puzzle）的数学
help-long-about = 探索并验证滑块拼图的数学（8 数码、15 数码、任意 WxH 棋盘）：逆序数（inversion count）、有解性、逐步的奇偶性（parity）证明、构造性归约、搜索和课程。
help-after-help =
    从这里开始：
      npuzzle explain "7 2 4/5 0 6/8 3 1"

    退出码（exit code）：0 正常；1 运行有效但结论为否定（无解、检查失败、达到限制），或工作被 Ctrl-C 中止（再按一次 Ctrl-C 立即以 130 退出）；2 用法或输入错误；3 内部错误（或无法写入标准输出）。
help-arg-color = 何时使用颜色（包括帮助）。auto：在终端上使用，除非设置了 NO_COLOR、CLICOLOR=0 或 TERM=dumb；CLICOLOR_FORCE=1 在非终端上也启用颜色
help-arg-quiet = 标准错误上不显示进度条或状态行（它们只在标准错误是终端时才绘制）
help-arg-lang = 工具所用的语言，按其代码指定。没有此选项时，使用 LANGUAGE 列表中工具支持的第一种语言，否则使用区域设置（LC_ALL、LC_MESSAGES、LANG），否则用英语。JSON、DOT、Mermaid 和 SVG 的标识符以及退出码在所有语言中都相同
help-arg-version-json = 与 --version 一起使用：以 JSON 给出版本、提交（commit）、日期、目标平台（target）、启用的功能（feature）和编译器，附在问题报告里
help-explain-about = 完整讲解一个棋盘：网格、逆序表、结论
help-explain-after-help =
    示例：
      npuzzle explain "7 2 4/5 0 6/8 3 1"
      npuzzle explain "2 8 3/1 6 4/7 0 5" --goal snail
help-explain-arg-board = 棋盘：`7 2 4/5 0 6/8 3 1`、`7,2,4,5,0,6,8,3,1`、`724506831`，`-` 表示标准输入，`@FILE` 表示文件。空格写作 0、_ 或 .（点）
help-explain-arg-size = 宽 x 高，用于不是正方形的平铺列表（例如 4x3）
help-explain-arg-goal = 目标状态：blank-last（1..n 然后是空格，默认）、blank-first（0,1,..,n：AIMA、Korf）、snail（螺旋目标），或一个棋盘
help-explain-arg-moves = 同时追踪这些移动（U/D/L/R 或数码编号），每一步都给出奇偶性证明，与 `npuzzle trace` 相同
help-explain-arg-max-nodes = 最优搜索的预算，以生成的结点数计（默认 200,000,000，几秒钟）；超出后显示的解是标准归约，并标明不是最优。预算按结点而不按时间计，所以同一棋盘在任何机器上得到相同的答案
help-explain-arg-json = --format json 的简写
help-explain-arg-format = 输出格式
help-inversions-about = 逐个数码统计逆序（inversion）
help-inversions-after-help =
    示例：
      npuzzle inversions "7 2 4/5 0 6/8 3 1"
      npuzzle inversions 724506831 --claim 16
      npuzzle inversions 724506831 --claim 6,1,2,2,2,2,1,0
      npuzzle inversions "2 8 3/1 6 4/7 0 5" --goal snail
      echo "7 2 4 5 0 6 8 3 1" | npuzzle inversions - --json
help-inversions-arg-board = { help-explain-arg-board }
help-inversions-arg-size = { help-explain-arg-size }
help-inversions-arg-goal = { help-explain-arg-goal }
help-inversions-arg-claim = 检查一个计数：总数（`16`），或按阅读顺序每个数码一个计数（`6,1,2,2,2,2,1,0`）。断言错误时以 1 退出
help-inversions-arg-json = { help-explain-arg-json }
help-inversions-arg-format = { help-explain-arg-format }
help-solvable-about = 判断一个棋盘能否到达目标状态，并说明原因。有解时以 0 退出，无解时以 1 退出
help-solvable-after-help =
    示例：
      npuzzle solvable "7 2 4/5 0 6/8 3 1"
      npuzzle solvable "1 2 3 4/5 6 7 8/9 10 11 12/13 15 14 0"   # Sam Loyd 的 14-15 难题
      npuzzle solvable 812043765 --goal blank-first
      npuzzle solvable "1 2 3 4/5 6 7 8/9 10 11 0/13 14 15 12"   # 3 个逆序（奇）却有解：缅甸语教程的规则在 4x4 上不成立
      npuzzle solvable 3021 --size 4x1   # 细长棋盘：只有数码的顺序起作用
      npuzzle solvable 724506831 --json
help-solvable-arg-board = { help-explain-arg-board }
help-solvable-arg-size = { help-explain-arg-size }
help-solvable-arg-goal = { help-explain-arg-goal }
help-solvable-arg-json = { help-explain-arg-json }
help-solvable-arg-format = { help-explain-arg-format }
help-reduce-about = 通过合法移动把一个棋盘化为其类别的标准棋盘：目标状态（偶类）或前两个数码互换的目标状态（奇类）。目标在第一步之前由奇偶性预测；整个序列在显示之前会被重放并检查
help-connect-about = 找出从 FROM 到 TO 的合法移动序列：把两者都归约为标准棋盘，沿 FROM 的归约前进，再沿 TO 的归约倒退，并消去来回的移动。两个棋盘属于不同类别时：以 1 退出，并以两个不同的标准棋盘作为证据
help-verify-about = 从目标状态出发，对一个小棋盘（最多 12 格）的所有排列做广度优先搜索（BFS），并与定理比较：恰好一半的排列，即 (W·H)!/2，是可达的，而且正是奇偶性规则判为有解的那些。打印每个距离上的棋盘数
help-solve-about = 搜索一个解；显示路径、各项计数及其含义
help-tree-about = 画出搜索树：每个生成的结点及其编号、移动、深度、g/h/f、棋盘和结局；解的路径高亮显示
help-compare-about = 在一个棋盘上运行多种算法，比较它们做了什么
help-trace-about = 每一步的奇偶性证明：被跳过的数码、Δ逆序、不变量
help-trace-long-about =
    每一步的奇偶性（parity）证明：被跳过的数码、Δ逆序、不变量（invariant）。

    执行这些移动，并对每一步显示移动的数码按阅读顺序跳过了哪些数码、每一对的逆序如何变化，以及为什么这个宽度的不变量保持奇偶性。遇到无法执行的移动时以 2 退出（先打印到该步为止的追踪）。
help-trace-after-help =
    移动：U、D、L、R = 空格移动的方向（大小写均可；忽略空格和逗号），或滑动的数码编号（`2 7 5`）。

    示例：
      npuzzle trace "7 2 4/5 0 6/8 3 1" ULDR
      npuzzle trace "7 2 4/5 0 6/8 3 1" "2 7 5"           # 数码编号
      npuzzle trace "1 2 3 4/5 6 7 8/9 10 11 12/13 14 15 0" ULDR --compact
      npuzzle trace 724506831 ULDRUL --step           # 每一步后暂停
      npuzzle trace 724506831 UL --json
help-trace-arg-board = { help-explain-arg-board }
help-trace-arg-size = { help-explain-arg-size }
help-trace-arg-goal = { help-explain-arg-goal }
help-trace-arg-moves = 移动：字母 U/D/L/R（空格的方向）或数码编号
help-trace-arg-compact = 每一步一行，而不是一个网格
help-trace-arg-step = 在终端上每一步后暂停（Enter：下一步，b：后退，q：退出）
help-trace-arg-no-pause = 从不暂停，即使有 --step（全部打印）
help-trace-arg-max-moves = 追踪的最多移动数：更长的列表在打印任何内容之前就被拒绝（每一步都打印一个证明：16x16 棋盘上的 60,000 步约为 240 MB）
help-trace-arg-json = { help-explain-arg-json }
help-trace-arg-format = { help-explain-arg-format }
help-random-about = 随机棋盘：均匀随机、随机游走，或恰好在某个最优距离上
help-play-about = 在终端里玩拼图，实时显示奇偶性证明
help-play-long-about =
    在终端里玩拼图，实时显示奇偶性（parity）证明。

    全屏棋盘：用方向键、hjkl、wasd 移动，或点击空格旁边的数码。每一步之后，面板显示逆序数（inversion count）和这一步跳过的数码、空格所在的行、不变量及其奇偶性（与目标状态的对照）、结论及其规则，以及曼哈顿距离；最后一步按 `trace` 的方式显示。默认情况下方向键把该方向上的数码滑进空格（`--arrows tile`）；`--arrows blank` 改为移动空格，就像 `trace` 的 U/D/L/R 字母。离开时，所有移动打印成一行 U/D/L/R（空格的移动），可用 `npuzzle trace BOARD MOVES` 重放。
help-play-after-help =
    按键：方向键、h j k l 或 w a s d 移动；点击空格旁边的数码使其滑动；u 撤销，r 重做，n 新的随机棋盘，? 提示（最优解的下一步和距离；再按 ?：每一步后的距离，不知道精确距离时为估计值），x 宣布棋盘无解（工具会确认或反驳），p 练习（在按 x 或获胜之前隐藏结论；新棋盘有解或无解各占一半），o 解出后重放最优解，q（或 Ctrl-C）退出。

    提示在 4x4 以内是精确的（3x3 以内用广度优先搜索，4x4 上用 IDA* 和 15 数码的模式数据库，首次使用时构建），5x5 上在模式数据库已构建时也是精确的；否则是一个下界，并会注明。

    需要终端；要用脚本执行移动，请使用 `npuzzle trace BOARD MOVES`。

    示例：
      npuzzle play                          # 一个随机的有解 3x3 棋盘
      npuzzle play "7 2 4/5 0 6/8 3 1"
      npuzzle play --size 4x4 --distance 20 --seed 3
      npuzzle play --arrows blank --goal blank-first
      npuzzle play --practice               # 有解吗？无解就按 x
help-play-arg-board = 棋盘（`7 2 4/5 0 6/8 3 1`、`724506831`、`@FILE`）；默认：一个大小为 --size 的随机有解棋盘
help-play-arg-size = 随机棋盘的宽 x 高（默认 3x3），或平铺的 BOARD 的宽 x 高
help-play-arg-goal = { help-explain-arg-goal }
help-play-arg-seed = 随机种子（seed）：相同的种子给出相同的棋盘（默认：取自时钟）
help-play-arg-moves = 从目标状态出发的 N 步随机游走，从不撤销前一步
help-play-arg-distance = 到目标状态的最优距离恰好为 D 步的棋盘
help-play-arg-arrows = 方向键移动什么：把数码移进空格，还是移动空格
help-play-arg-practice = 练习宣布无解的棋盘：随机棋盘有解或无解各占一半，在按 x 或获胜之前，面板隐藏结论（? 也不给提示）；按 p 开启或关闭
help-play-arg-arrows-value-tile = 数码沿方向键的方向滑动（滑进空格）
help-play-arg-arrows-value-blank = 空格沿方向键的方向移动（U/D/L/R，与 `trace` 相同）
help-completions-about = 打印 shell 补全脚本
help-pdb-about = 用于最优求解的模式数据库（pattern database）（4x4 目标，以及用 `build --size 5x5` 构建的 5x5 表）：`status`（查看）、`build`（构建）或 `clear`（清除）$XDG_CACHE_HOME/npuzzle 中的缓存（否则是平台的缓存目录：Linux 上为 ~/.cache/npuzzle）
help-heuristics-about = 启发函数：与精确距离对照的审查
help-experiment-about = 实验：在许多随机棋盘上测量搜索代价
help-man-about = 打印手册页（man），或把每个命令的一页写入一个目录
help-explorer-about = 探索器页面：任意棋盘、它的证明、一个游戏和各种搜索
help-lesson-about = 课：逐步学习内置课程或教师的 YAML 文件；检查课中的每个断言都是真的
help-lesson-after-help =
    示例：
      npuzzle lesson list
      npuzzle lesson run 01-counting-inversions
      npuzzle lesson run lessons/05-bfs-vs-ordered.yaml --format markdown > handout.md
      npuzzle lesson check lessons/*.yaml
      npuzzle lesson new > my-lesson.yaml
      npuzzle lesson export --dir my-course --out site --handout

    课的格式见 lessons/README.md。
help-lesson-list-about = 内置的课（以及 --dir 中的课）及其标题
help-lesson-list-after-help =
    示例：
      npuzzle lesson list
      npuzzle lesson list --dir my-course --format json
help-lesson-list-arg-dir = 同时列出这个课程目录中的课（其中的 *.yaml 文件，如有 course.yaml 则按其顺序）
help-lesson-list-arg-json = { help-explain-arg-json }
help-lesson-check-about = 检查课：解析、运行每个步骤、验证每个 `expect:` 和每个问题的答案。报告一个文件的所有问题，以及一个课程目录中的每一课。全部为真以 0 退出，有断言为假以 1 退出，文件格式错误以 2 退出
help-lesson-check-after-help =
    示例：
      npuzzle lesson check lessons/*.yaml
      npuzzle lesson check my-course/
      npuzzle lesson check my-lesson.yaml --format json

    一个目录就是一门课程：检查其中所有的课（如有 course.yaml 则按其顺序），并打印汇总表。

    每一课都有工作预算（默认 150,000,000 个单位：大约每个搜索结点或访问的状态一个单位，在运行任何内容之前由每个步骤的限制估算）；超出预算的课会被拒绝，并指出预算在哪个步骤用完。
help-lesson-check-arg-files = 课文件、课程目录或内置课的名字；`-` 从标准输入读取一课
help-lesson-check-arg-json = { help-explain-arg-json }
help-lesson-check-arg-budget = 每一课的工作预算，以工作单位计
help-lesson-check-arg-strict = 答案在该作答之前就被泄露，或某句话说错了一个定义时以 1 退出（否则为警告）
help-lesson-new-about = 打印一个带注释、能通过 `lesson check` 的课模板
help-lesson-new-after-help =
    示例：
      npuzzle lesson new > my-lesson.yaml && npuzzle lesson check my-lesson.yaml
help-lesson-schema-about = 打印课格式的 JSON Schema（随附的 lessons/lesson.schema.json 就是这个输出）
help-lesson-schema-after-help =
    示例：
      npuzzle lesson schema > my-course/lesson.schema.json
      npuzzle lesson schema > lessons/lesson.schema.json   # 重新生成随附的副本

    `npuzzle lesson new` 生成的课以这行 modeline 开头
      # yaml-language-server: $schema=lesson.schema.json
    它让 YAML 编辑器（VS Code、Neovim、Helix）使用旁边的 schema；设置方法见 lessons/README.md。
help-lesson-grade-about = 给一个班评分：每个学生一个答案文件（`lesson run --answers` 和 `--save-answers` 的格式；学生是文件里的 `# name:`，没有时是学生自己的文件夹名，再没有时是文件名去掉扩展名），或包含这些文件的文件夹
help-lesson-grade-after-help =
    示例：
      npuzzle lesson grade 01 answers/
      npuzzle lesson grade my-lesson.yaml ada.txt bob.txt --format csv > grades.csv
      npuzzle lesson grade parity --dir my-course answers/ --json
      npuzzle lesson grade 01 answers/ --format moodle-csv --roster roster.csv --bom > moodle.csv

    答案文件每个问题一行，编号与 `lesson run --handout` 相同（选择题和练习题一样）。答案归入文件标明编号的问题（上一行的 `# Question N`，页面和 --save-answers 就这样写；或答案前的 `N.`、`N)`、`N:`、`QN:`），否则按顺序归入下一个问题；在没有编号的文件里，两个答案之间的空行表示一个未作答的问题。`-` 表示该问题未作答；注释是 `#` 后面跟着除数字以外的任何内容（`#3` 是答案：一个结点）；`# name: NAME` 给出学生姓名；`# lesson: ID (HASH)` 给出课程，另一课的答案不予评分。标记：ok 正确，x 错误，? 格式不对（不是预期形式的答案，附原因），- 未作答，s 作答前已显示答案。每个文件在每种格式里都是一行，无法评分的文件附上原因，警告说明所做的判断（多出一行、可能错位、同一个学生名字出现两次）。会遍历文件夹（包括 Moodle 和 Google Drive 下载的每个学生的文件夹）。至少有一个文件评了分时以 0 退出，一个都没有时以 2 退出。

    成绩册：--format moodle-csv 或 canvas-csv 为每个学生写一行，供 Moodle 的“Import grades from CSV”或 Canvas 的成绩册导入使用（文档：class.md），按学生编号匹配：文件的 `# id: ID`（由 `lesson run --student-id` 或页面的学号栏写入），否则按 --roster 中该学生姓名所在的行。名单上没有文件的学生是没有成绩的行；没有编号的文件不写入并加以说明；两个文件同一编号，或名单中有空的、重复的或不可打印的编号，都是错误（退出码 2）。电子表格会当作公式执行的姓名（以 = + - @ 开头）前面加上 '。--bom 在 CSV 开头写入 UTF-8 字节顺序标记，供 Excel 使用。
help-lesson-grade-arg-lesson = 内置课的名字、一个课文件，或（配合 --dir）课程中的一课
help-lesson-grade-arg-answers = 答案文件，或包含它们的文件夹（会遍历，包括每个学生的文件夹）
help-lesson-grade-arg-dir = 在这个课程目录的课中查找 LESSON
help-lesson-grade-arg-json = { help-explain-arg-json }
help-lesson-grade-arg-roster = 配合 --format moodle-csv 或 canvas-csv：班级名单，一个由 `id,name` 行组成的 CSV；没有 `# id:` 的文件按学生姓名从中得到编号，名单上没有文件的学生是没有成绩的行
help-lesson-grade-arg-column = 配合 --format moodle-csv 或 canvas-csv：成绩列的标题（默认：课的标题）；在 Canvas 中，`TITLE (ID)` 填入该编号的作业
help-lesson-grade-arg-bom = 在 CSV 开头写入 UTF-8 字节顺序标记，让 Excel 正确读出越南语、中文和缅甸语姓名
help-lesson-export-about = 把一门课程的页面（没有 --dir 时是内置课程）写入一个文件夹：每课一页，以及按课程顺序链接它们的 index.html
help-lesson-export-after-help =
    示例：
      npuzzle lesson export --out site
      npuzzle lesson export --dir my-course --out site --handout --answer-key
      npuzzle lesson export --dir my-course --out site --force
      npuzzle lesson export --out site --scorm
      npuzzle lesson export --out site --qti
      npuzzle lesson export --out site --gift --moodle-xml

    文件：index.html，每课一个 NAME.html，有 --handout 时的 NAME.handout.html（文件中任何地方都没有答案），有 --answer-key 时的 NAME.key.html（不要把答案放在学生能打开的地方），有 --scorm 时的 NAME.zip（SCORM 1.2 包：交互页面，向平台报告答案、分数和状态，并从平台恢复进度；在 Moodle 或 Canvas 中作为 SCORM 活动上传），有 --qti 时的 NAME.qti.zip（包含本课题目的 IMS QTI 1.2 包：在 Canvas 中以“QTI .zip file”导入；有许多正确答案的题目不收录，并在 stderr 上说明），有 --gift 时的 NAME.gift.txt 和有 --moodle-xml 时的 NAME.moodle.xml（Moodle 题库：在 Moodle 的“题库”→“导入”中以 GIFT 或 Moodle XML 格式导入；题目与 QTI 包相同）。有 --students 时，棋盘因学生而异的课程中每个学生自己的文件为同一位置的 NAME.ID.*。每一课都先经过检查：无法读取或断言了错误内容的课会在写入任何内容之前中止导出。--out 中不是 npuzzle 写的文件，没有 --force 时不会被替换。
help-lesson-export-arg-dir = 课程目录（其中的 *.yaml 课，按其 course.yaml 的顺序）；没有它时用内置课程
help-lesson-export-arg-out = 写入页面的文件夹（不存在时创建）
help-lesson-export-arg-handout = 同时写出每课的学生用卷（NAME.handout.html）
help-lesson-export-arg-answer-key = 同时写出每课的答案（NAME.key.html）
help-lesson-export-arg-scorm = 同时写出每课的 SCORM 1.2 包（NAME.zip），用于上传到学习平台
help-lesson-export-arg-qti = 同时把每课的题目写成 IMS QTI 1.2 包（NAME.qti.zip），用于导入 Canvas
help-lesson-export-arg-gift = 同时把每课的题目写成 GIFT 格式的 Moodle 题库（NAME.gift.txt）
help-lesson-export-arg-moodle-xml = 同时把每课的题目写成 Moodle XML 格式的 Moodle 题库，带提示（NAME.moodle.xml）
help-lesson-export-arg-students = 班级名单（CSV，`id,name`，按 `lesson grade --roster` 的方式读取）：每个棋盘因学生而异的课程还会为每个学生写出自己的页面、练习单、答案、包和题库，文件名为 NAME.ID.html、NAME.ID.handout.html、NAME.ID.key.html、NAME.ID.zip、NAME.ID.qti.zip, NAME.ID.gift.txt, NAME.ID.moodle.xml
help-lesson-export-arg-force = 替换 --out 中不是 npuzzle 写的文件
help-lesson-export-arg-budget = 每一课的工作预算，以工作单位计（见 `lesson check --help`）
help-lesson-run-about = 逐步学习一课：每个问题都在显示答案之前提出（Enter：下一步，h 或 ?：提示，s：显示答案，b：后退，q：退出并显示得分）。进度会保存，下次运行从上次的地方继续。没有终端时，或使用 --no-pause 时，全部内容直接打印
help-lesson-run-after-help =
    示例：
      npuzzle lesson run 01-counting-inversions
      npuzzle lesson run 1
      npuzzle lesson run 01 --restart
      npuzzle lesson run 01 --no-pause
      npuzzle lesson run lessons/02-solvable-or-not.yaml --answers answers.txt
      npuzzle lesson run 01 --save-answers ada.txt
      npuzzle lesson run 05 --format markdown > instructor.md
      npuzzle lesson run 05 --handout > sheet.md
      npuzzle lesson run 05 --answer-key > key.md
      npuzzle lesson run 05 --handout --format html > sheet.html
      npuzzle lesson run 05 --answer-key --format html > key.html
      npuzzle lesson run 01 --format html --interactive > 01.html

    答案文件每个问题一行，编号与 --handout 相同（选择题和练习题一样；按文件给出的编号 `# Question N`、`N.` 或 `QN:`，否则按顺序；`-` 表示该问题未作答，`# name: NAME` 给出学生姓名）；`lesson grade` 读取同样的文件，并说明它接受哪些写法。使用 --answers 时，运行结束时给出得分，除非所有答案都正确，否则以 1 退出。--save-answers 按这种格式写出一次交互运行的答案，附上尝试次数、提示次数和已显示的答案；它绝不会覆盖课程文件或本课答案文件以外的任何文件。

    进度保存在 $XDG_STATE_HOME/npuzzle/progress.json（否则为 ~/.local/state/npuzzle/）。
help-lesson-run-arg-no-pause = 打印每个步骤而不暂停（没有终端时的默认行为）
help-lesson-run-arg-restart = 从步骤 1 开始，并忘掉这一课已保存的答案
help-lesson-run-arg-from = 从这个步骤（从 1 开始编号）开始，而不是从上次停下的地方
help-lesson-run-arg-show-claims = 在每个步骤下打印这一课经过检查的断言（供教师使用）
help-lesson-run-arg-answers = 问题的脚本答案，每行一个；打印得分
help-lesson-run-arg-save-answers = 把这次交互运行的答案写入 FILE，每个问题一行（--answers 和 `lesson grade` 的格式），每次作答后写入；课程文件或本课答案文件以外的任何文件都会被拒绝
help-lesson-run-arg-name = 学生姓名，用于 --save-answers 的第一行（`# name:`）
help-lesson-run-arg-student-id = --save-answers 的学生编号（`# id:`）：班级学习平台所知的学号、用户名或电子邮件地址（`lesson grade --format moodle-csv` 把它写入成绩册）
help-lesson-run-arg-student = 这个学生的课程变体：标记为 `vary: true` 的棋盘按学号生成（同一学号在任何机器上都得到同样的棋盘）；适用于所有格式（练习单和答案写明学号，页面固定学号，--save-answers 把它写成 `# id:`）
help-lesson-run-arg-format = text：逐步学习；json：每个步骤计算出的结果；markdown：一份讲义，问题的答案在末尾
help-lesson-run-arg-format-value-html = 一个可阅读和打印的独立 HTML 页面（没有外部地址）；配合 --interactive，则是提问并检查答案的页面
help-lesson-run-arg-format-value-gift = 以 Moodle GIFT 题库输出题目（正确答案太多的题目不收录，在文件开头和 stderr 中列出）
help-lesson-run-arg-format-value-moodle-xml = 以 Moodle XML 输出题目（numerical、truefalse、shortanswer、multichoice，含提示和反馈）
help-lesson-run-arg-json = { help-explain-arg-json }
help-lesson-run-arg-handout = 学生用卷（Markdown，或配合 --format html 的 HTML）：问题附空白答题行和提示；没有答案，没有讲解，没有计算出答案的步骤
help-lesson-run-arg-answer-key = 只有答案，编号与 --handout 相同（Markdown，或配合 --format html 的带讲解的 HTML）
help-lesson-run-arg-interactive = 配合 --format html：交互页面（在浏览器中用逐步学习的反馈检查问题，有提示，保存进度，可下载答案供 `lesson grade` 使用）。没有它时，--format html 是用于阅读和打印的静态页面。交互页面的源代码中带有答案：需要不含答案的卷子时请分发 --handout
help-lesson-run-arg-dir = 在这个课程目录的课中查找 NAME
help-lesson-run-arg-budget = 这一课的工作预算，以工作单位计（见 `lesson check --help`）
help-lesson-run-arg-lesson = 内置课的名字（或唯一的前缀，如 `01`），或一个课文件

help-reduce-after-help =
    示例：
      npuzzle reduce "8 6 7/2 5 4/3 0 1"
      npuzzle reduce "1 2 3/4 5 6/8 7 0" --goal blank-last
      npuzzle reduce 724506831 --step
      npuzzle reduce "@board16.txt" --compact
      npuzzle reduce "7 2 4/5 0 6/8 3 1" --format json

    移动以空格移动的方向命名（U、D、L、R）。这里默认的目标状态是 blank-first（0 1 2 ...），与中文博客相同；它的标准棋盘是 0 1 2 3 ...（偶类，0 个逆序）和 0 2 1 3 ...（奇类）。
help-reduce-arg-board = 棋盘：`7 2 4/5 0 6/8 3 1`、`724506831`、`-`（标准输入）、`@FILE`
help-reduce-arg-size = { help-explain-arg-size }
help-reduce-arg-goal = 目标状态：blank-first（这里的默认）、blank-last、snail，或一个棋盘
help-reduce-arg-step = 在终端上每个阶段后暂停（Enter：下一步，b：后退，q：退出）
help-reduce-arg-no-pause = 与 --step 一起：打印全部内容而不暂停
help-reduce-arg-compact = 每个阶段一行，不画方格（超过 36 格时自动如此）
help-reduce-arg-json = { help-explain-arg-json }
help-reduce-arg-format = { help-explain-arg-format }
help-connect-after-help =
    示例：
      npuzzle connect "8 6 7/2 5 4/3 0 1" "6 4 7/8 5 0/3 2 1"
      npuzzle connect 123456780 123456708 --format json
      npuzzle connect "1 2 3/4 5 6/7 8 0" "1 2 3/4 5 6/8 7 0"   # 类不同：退出码 1

    移动以空格移动的方向命名（U、D、L、R）。这条路径不是最短的，只是经过检验的。
help-connect-arg-from = 出发的棋盘
help-connect-arg-to = 要到达的棋盘
help-connect-arg-size = { help-explain-arg-size }
help-connect-arg-goal = 归约所趋向的标准棋盘所属的目标状态：blank-first（这里的默认）、blank-last、snail，或一个棋盘
help-connect-arg-json = { help-explain-arg-json }
help-connect-arg-format = { help-explain-arg-format }
help-verify-after-help =
    示例：
      npuzzle verify --size 3x3
      npuzzle verify --size 2x4 --goal blank-first --format json
      npuzzle verify --size 3x4        # 239,500,800 个状态：约一分钟，460 MiB

    状态按排列的序号存储，每个状态一个字节（(W·H)! 字节），而不是存储棋盘。棋盘有 11 格或更多时，进度输出到标准错误。
help-verify-arg-size = 宽 x 高（最多 12 格：3x4、4x3、2x6、6x2、3x3、...）
help-verify-arg-goal = { help-explain-arg-goal }
help-verify-arg-json = { help-explain-arg-json }
help-verify-arg-format = { help-explain-arg-format }
help-verify-arg-format-value-svg = 独立的 SVG 图片
help-solve-after-help =
    示例：
      npuzzle solve "8 6 7/2 5 4/3 0 1"
      npuzzle solve "2 8 3/1 6 4/7 0 5" --goal snail --algo bfs --order LUDR --tree-search --no-undo --goal-test generation
      npuzzle solve "5 1 3 4/2 6 7 8/9 10 11 12/13 14 15 0" --algo idastar --heuristic manhattan --compact
      npuzzle solve 812043765 --goal snail --algo astar --heuristic h4 --explain-heuristic --format json

    计数（定义见 docs/src/definitions.md）：生成 = 创建的子结点（不计根结点，计入重复结点和目标）；扩展 = 已生成其子结点的结点；取出 = 从 OPEN 表取出的结点（有些课程称之为时间复杂度）；同时保存的最多结点数 = 空间复杂度。
help-solve-arg-board = { help-explain-arg-board }
help-solve-arg-size = { help-explain-arg-size }
help-solve-arg-goal = { help-explain-arg-goal }
help-solve-arg-batch = 求解 FILE 中的每个棋盘（每行一个，可用棋盘的任何写法；跳过空行和 # 注释；- 表示标准输入），每个棋盘输出一行（使用 --format jsonl 时每行一个 JSON 对象）。有任何一行有误时退出码为 2（其他行照样求解），否则有棋盘无解或在限制内未解出时为 1，否则为 0
help-solve-arg-algo = bfs、ids、ordered（f = g + 不在位数码数）、greedy、astar、idastar、bidir。默认：astar，在 4x4 棋盘上为使用模式数据库的 IDA*
help-solve-arg-algo-value-bfs = 宽度优先搜索
help-solve-arg-algo-value-ids = 迭代加深搜索
help-solve-arg-algo-value-ordered = 有序搜索（f = g + 不在位数码数）
help-solve-arg-algo-value-greedy = 贪婪最佳优先搜索（f = h）
help-solve-arg-algo-value-astar = A* 搜索（f = g + h）
help-solve-arg-algo-value-idastar = IDA*（以 f = g + h 迭代加深）
help-solve-arg-algo-value-bidir = 双向宽度优先搜索
help-solve-arg-heuristic = greedy、astar 和 idastar 的启发函数：misplaced (h1)、manhattan (h2)、euclidean (h3)、rowcol (h4)、linear-conflict (h5，默认)、seed-h6 (h6)，以及有误的 misplaced-with-blank 和 linear-conflict-pairs
help-solve-arg-heuristic-value-misplaced = 越南语报告的 H1
help-solve-arg-heuristic-value-manhattan = 越南语报告的 H2
help-solve-arg-heuristic-value-euclidean = 越南语报告的 H3
help-solve-arg-heuristic-value-rowcol = 越南语报告的 H4
help-solve-arg-heuristic-value-linear-conflict = 越南语报告的 H5
help-solve-arg-heuristic-value-seed-h6 = 越南语报告的 H6
help-solve-arg-heuristic-value-misplaced-with-blank = 有误：高估
help-solve-arg-heuristic-value-linear-conflict-pairs = { help-solve-arg-heuristic-value-misplaced-with-blank }
help-solve-arg-heuristic-value-pdb = 模式数据库（4x4 上为 6-6-3，5x5 上为 6-6-6-6；IDA*），使用实测最快的查表方式
help-solve-arg-heuristic-value-pdb-plain = 模式数据库，常规查表与反射查表（一致）
help-solve-arg-heuristic-value-pdb-dual = 模式数据库（4x4 和 5x5），另加对偶查表和 BPMX
help-solve-arg-heuristic-value-pdb-dual-no-bpmx = 模式数据库（4x4 和 5x5），另加对偶查表，不用 BPMX
help-solve-arg-heuristic-value-pdb-dual-search = 模式数据库（4x4 和 5x5），另加对偶查表、BPMX 和对偶搜索（DIDA*）
help-solve-arg-heuristic-value-pdb-dual-search-any = 模式数据库（5x5），另加对偶查表、BPMX 和在任意结点跳转的对偶搜索
help-solve-arg-heuristic-value-pdb-7-8 = 7-8 模式数据库（4x4；用 pdb build --partition 7-8 构建一次）
help-solve-arg-heuristic-value-pdb-7-8-dual = 7-8 模式数据库（4x4；用 pdb build --partition 7-8 构建一次），另加对偶查表和 BPMX
help-solve-arg-order = 尝试空格走法的顺序，例如 LUDR（与中文实验报告相同）。默认 UDLR；使用模式数据库时默认为 Korf 的 ULRD（此时顺序只改变最后一轮迭代的结点数，从不改变长度）
help-solve-arg-tree-search = 不保留闭表（BFS、ordered、greedy、A*）：同一状态到达两次就搜索两次，与中文实验报告的代码相同
help-solve-arg-no-undo = 从不生成撤回上一步的走法（IDS 和 IDA* 总是如此）
help-solve-arg-goal-test = 何时进行目标测试（BFS、ordered、greedy、A*）。默认：expansion（扩展时）
help-solve-arg-ties = f 相等时的选择规则（ordered、greedy、A*）。默认：ordered 用 fifo，其他用 low-h
help-solve-arg-ties-value-fifo = f 较小者优先，其次先生成者优先（中文实验报告的稳定排序）
help-solve-arg-ties-value-low-h = f 较小者优先，其次 h 较小者，再次先生成者
help-solve-arg-max-nodes = 生成这么多结点后停止。默认：bfs、ordered、greedy、astar 和 bidir 为 25,000,000（它们保存所生成的结点：最多 2 GiB）；ids 和 idastar 为 1,000,000,000；使用模式数据库的求解器没有限制，它总能完成（Ctrl-C 可停止）
help-solve-arg-time-limit = 这么多秒后停止（0 = 不限；最多 1e9）。没有默认值：时间限制在何处停止搜索取决于机器速度，所以默认限制按结点计
help-solve-arg-compact = 每步一行地显示路径，而不画方格
help-solve-arg-explain-heuristic = 打印启发函数的说明（它计算什么，以及为什么它可采纳或不可采纳）
help-solve-arg-jobs = 线程数（默认：核心数）：--batch 同时求解这么多个棋盘（输出与单线程相同，按输入顺序），使用模式数据库的搜索可以让它们分担一次 IDA* 迭代
help-solve-arg-pruning = 使用模式数据库的 IDA* 从不走哪些步序。默认：duplicates
help-solve-arg-pruning-value-parent = 只不走回头步：结点数与 Korf 发表的数字一致
help-solve-arg-pruning-value-duplicates = 另外不走任何可被更短或更靠前的步序替代的、最长 14 步的步序（移动相同的数码，不出同一矩形）：结点更少，最优长度不变
help-solve-arg-step = 一次一个扩展地显示搜索：被扩展的结点、它的子结点及其去向、按取出顺序排列的 OPEN 表。在终端上为交互视图；在管道中以文本输出各步（或使用 --format jsonl 输出 JSON 行）
help-solve-arg-max-steps = 与 --step 一起：最多记录这么多步（默认 2,000，最多 20,000；每步最多列出 200 个 OPEN 表条目）；搜索照常运行到结束，计数完整
help-solve-arg-json = { help-explain-arg-json }
help-solve-arg-format = { help-explain-arg-format }
help-solve-arg-format-value-jsonl = 每行一个 JSON 对象，每行完成时即写出
help-tree-after-help =
    示例：
      npuzzle tree "2 8 3/1 6 4/7 0 5" --goal snail --algo bfs --order LUDR --tree-search --no-undo --goal-test generation
      npuzzle tree "2 8 3/1 6 4/7 0 5" --goal snail --algo ordered --order LUDR --tree-search --no-undo --goal-test generation --boards grid
      npuzzle tree "2 8 3/1 6 4/7 0 5" --goal snail --algo astar --heuristic manhattan --format dot | dot -Tsvg > tree.svg
      npuzzle tree "2 8 3/1 6 4/7 0 5" --goal snail --algo ordered --order LUDR --tree-search --no-undo --goal-test generation --format svg > tree.svg
      npuzzle tree "2 8 3/1 6 4/7 0 5" --goal snail --algo ordered --order LUDR --tree-search --no-undo --goal-test generation --format html > steps.html   # 在浏览器中逐步查看
      npuzzle tree 123405786 --algo bfs --format mermaid

    标记：第 N 个扩展（扩展顺序）、目标、重复，丢弃（状态已保存）、剪枝（IDS/IDA* 的界限）、未扩展（仍在 OPEN 表中）、f > 解的代价（A*：永远不需要）。* 标记解路径。
help-tree-arg-board = { help-explain-arg-board }
help-tree-arg-size = { help-explain-arg-size }
help-tree-arg-goal = { help-explain-arg-goal }
help-tree-arg-algo = 算法：bfs、ids、ordered、greedy、astar、idastar、bidir
help-tree-arg-algo-value-bfs = { help-solve-arg-algo-value-bfs }
help-tree-arg-algo-value-ids = { help-solve-arg-algo-value-ids }
help-tree-arg-algo-value-ordered = { help-solve-arg-algo-value-ordered }
help-tree-arg-algo-value-greedy = { help-solve-arg-algo-value-greedy }
help-tree-arg-algo-value-astar = { help-solve-arg-algo-value-astar }
help-tree-arg-algo-value-idastar = { help-solve-arg-algo-value-idastar }
help-tree-arg-algo-value-bidir = { help-solve-arg-algo-value-bidir }
help-tree-arg-heuristic = { help-solve-arg-heuristic }
help-tree-arg-heuristic-value-misplaced = { help-solve-arg-heuristic-value-misplaced }
help-tree-arg-heuristic-value-manhattan = { help-solve-arg-heuristic-value-manhattan }
help-tree-arg-heuristic-value-euclidean = { help-solve-arg-heuristic-value-euclidean }
help-tree-arg-heuristic-value-rowcol = { help-solve-arg-heuristic-value-rowcol }
help-tree-arg-heuristic-value-linear-conflict = { help-solve-arg-heuristic-value-linear-conflict }
help-tree-arg-heuristic-value-seed-h6 = { help-solve-arg-heuristic-value-seed-h6 }
help-tree-arg-heuristic-value-misplaced-with-blank = { help-solve-arg-heuristic-value-misplaced-with-blank }
help-tree-arg-heuristic-value-linear-conflict-pairs = { help-solve-arg-heuristic-value-misplaced-with-blank }
help-tree-arg-order = { help-solve-arg-order }
help-tree-arg-tree-search = { help-solve-arg-tree-search }
help-tree-arg-no-undo = { help-solve-arg-no-undo }
help-tree-arg-goal-test = { help-solve-arg-goal-test }
help-tree-arg-ties = { help-solve-arg-ties }
help-tree-arg-ties-value-fifo = { help-solve-arg-ties-value-fifo }
help-tree-arg-ties-value-low-h = { help-solve-arg-ties-value-low-h }
help-tree-arg-max-nodes = { help-solve-arg-max-nodes }
help-tree-arg-time-limit = { help-solve-arg-time-limit }
help-tree-arg-max-nodes-drawn = 最多画这么多个结点（先生成的）；其余的计为省略（图片中：合并成 "+N more" 结点）。默认 500（text、json）或 60（svg、dot、html）；最多 100,000（text、json）或 2,000（svg、dot、mermaid、html）
help-tree-arg-rankdir = 图片（svg、dot、html）：根在顶部（TB）或在左边（LR）
help-tree-arg-rankdir-value-TB = 根在顶部
help-tree-arg-rankdir-value-LR = 根在左边
help-tree-arg-boards = 棋盘写在结点所在的行内，或画成小方格
help-tree-arg-view = 缩进的树，或按顺序列出的各次扩展
help-tree-arg-view-value-tree = 缩进的树，子结点在父结点之下
help-tree-arg-view-value-expansions = 逐次扩展：每个被扩展的结点及其子结点
help-tree-arg-json = { help-explain-arg-json }
help-tree-arg-format = { help-explain-arg-format }
help-tree-arg-format-value-svg = { help-verify-arg-format-value-svg }
help-tree-arg-format-value-html = 独立的 HTML 页面
help-compare-after-help =
    示例：
      npuzzle compare "2 8 3/1 6 4/7 0 5" --goal snail --algos bfs,ordered --order LUDR --tree-search --no-undo --goal-test generation
      npuzzle compare "2 8 3/1 6 4/7 0 5" --goal snail --algos bfs,ordered --order LUDR --tree-search --no-undo --goal-test generation --format svg > compare.svg
      npuzzle compare "2 8 3/1 6 4/7 0 5" --goal snail --algos bfs,ordered --order LUDR --tree-search --no-undo --goal-test generation --step
      npuzzle compare "2 8 3/1 6 4/7 0 5" --goal snail --algos bfs,ordered --order LUDR --tree-search --no-undo --goal-test generation --format html > steps.html
      npuzzle compare "8 6 7/2 5 4/3 0 1" --algos bfs,bidir,astar,idastar
      npuzzle compare 867254301 --algos astar,greedy --heuristic manhattan --json
help-compare-arg-board = { help-explain-arg-board }
help-compare-arg-size = { help-explain-arg-size }
help-compare-arg-goal = { help-explain-arg-goal }
help-compare-arg-algos = 以逗号分隔的算法：bfs、ids、ordered、greedy、astar、idastar、bidir
help-compare-arg-heuristic = { help-solve-arg-heuristic }
help-compare-arg-heuristic-value-misplaced = { help-solve-arg-heuristic-value-misplaced }
help-compare-arg-heuristic-value-manhattan = { help-solve-arg-heuristic-value-manhattan }
help-compare-arg-heuristic-value-euclidean = { help-solve-arg-heuristic-value-euclidean }
help-compare-arg-heuristic-value-rowcol = { help-solve-arg-heuristic-value-rowcol }
help-compare-arg-heuristic-value-linear-conflict = { help-solve-arg-heuristic-value-linear-conflict }
help-compare-arg-heuristic-value-seed-h6 = { help-solve-arg-heuristic-value-seed-h6 }
help-compare-arg-heuristic-value-misplaced-with-blank = { help-solve-arg-heuristic-value-misplaced-with-blank }
help-compare-arg-heuristic-value-linear-conflict-pairs = { help-solve-arg-heuristic-value-misplaced-with-blank }
help-compare-arg-order = { help-solve-arg-order }
help-compare-arg-tree-search = { help-solve-arg-tree-search }
help-compare-arg-no-undo = { help-solve-arg-no-undo }
help-compare-arg-goal-test = { help-solve-arg-goal-test }
help-compare-arg-ties = { help-solve-arg-ties }
help-compare-arg-ties-value-fifo = { help-solve-arg-ties-value-fifo }
help-compare-arg-ties-value-low-h = { help-solve-arg-ties-value-low-h }
help-compare-arg-max-nodes = { help-solve-arg-max-nodes }
help-compare-arg-time-limit = { help-solve-arg-time-limit }
help-compare-arg-max-nodes-drawn = 搜索树最多有这么多个结点时才画出；更大的树只给出摘要（text）或截成 "+N more" 结点（svg、dot）。最多 2,000（svg、dot）或 100,000（text、json）
help-compare-arg-rankdir = 图片（svg、dot）：根在顶部（TB）或在左边（LR）
help-compare-arg-rankdir-value-TB = { help-tree-arg-rankdir-value-TB }
help-compare-arg-rankdir-value-LR = { help-tree-arg-rankdir-value-LR }
help-compare-arg-no-timing = 省略用时一行（使输出可复现）
help-compare-arg-step = 一起逐步查看各个搜索，一次一个扩展：在终端上并排显示（交互式），在管道中依次输出
help-compare-arg-json = { help-explain-arg-json }
help-compare-arg-format = { help-explain-arg-format }
help-compare-arg-format-value-svg = { help-verify-arg-format-value-svg }
help-compare-arg-format-value-html = { help-tree-arg-format-value-html }
help-random-long-about =
    随机棋盘：均匀分布、随机游走，或恰好处于某个最优距离。

    每行一个棋盘，使用本工具的写法，所以 `npuzzle solve --batch -` 能读取输出。相同的 --seed 在任何机器上给出相同的棋盘。不用 --moves 或 --distance 时，棋盘在能到达目标的棋盘中均匀分布（使用 --unsolvable 时，在不能到达的棋盘中）。
help-random-after-help =
    距离：9 格（3x3）以内通过对所有棋盘的宽度优先搜索得到精确值，25 格以内由最优求解器（IDA*，4x4 上用模式数据库）在 --max-nodes 之内证明。

    示例：
      npuzzle random                                # 一个有解的 3x3 棋盘
      npuzzle random --size 4x4 --count 5 --seed 1
      npuzzle random --distance 20 --count 3 --seed 7
      npuzzle random --moves 30 --size 4x4 --goal blank-first
      npuzzle random --unsolvable --count 2
      npuzzle random --size 4x4 --distance 30 --count 10 | npuzzle solve --batch -
      npuzzle random --count 3 --format jsonl
help-random-arg-size = 宽 x 高（默认 3x3）
help-random-arg-goal = { help-explain-arg-goal }
help-random-arg-count = 棋盘数量
help-random-arg-seed = { help-play-arg-seed }
help-random-arg-moves = { help-play-arg-moves }
help-random-arg-distance = { help-play-arg-distance }
help-random-arg-unsolvable = 另一奇偶类的棋盘，无法到达目标
help-random-arg-max-nodes = 最优求解器最多可生成的结点数（用于超过 3x3 的 --distance，以及 JSON 中每个棋盘的距离）
help-random-arg-json = { help-explain-arg-json }
help-random-arg-format = { help-explain-arg-format }
help-random-arg-format-value-jsonl = { help-solve-arg-format-value-jsonl }
help-completions-after-help =
    示例：
      npuzzle completions bash > ~/.local/share/bash-completion/completions/npuzzle
help-completions-arg-shell = shell 的种类
help-pdb-after-help =
    示例：
      npuzzle pdb status
      npuzzle pdb build --goal blank-first
      npuzzle pdb status --goal snail --json
      npuzzle pdb clear                # 缓存中的所有数据库
      npuzzle pdb clear --goal snail   # 只清除 snail 目标的
help-pdb-status-about = 缓存的位置，以及目标所需的每个数据库的状态
help-pdb-status-after-help =
    示例：
      npuzzle pdb status
      npuzzle pdb status --goal blank-first --json
help-pdb-status-arg-goal = { help-explain-arg-goal }
help-pdb-status-arg-json = { help-explain-arg-json }
help-pdb-status-arg-format = { help-explain-arg-format }
help-pdb-build-about = 加载目标的数据库，构建（进度输出到标准错误）并保存缺失或损坏的数据库。无法保存时退出码为 1
help-pdb-build-after-help =
    示例：
      npuzzle pdb build
      npuzzle pdb build --goal blank-first
      npuzzle pdb build --size 5x5     # 24 数码的表（约 1.5 分钟，1.2 GB）
      npuzzle pdb build --partition 7-8 --goal blank-first   # 0.58 GB，几分钟
help-pdb-build-arg-goal = { help-explain-arg-goal }
help-pdb-build-arg-size = 棋盘大小：4x4（该目标的 6-6-3 数据库）或 5x5（Korf 与 Felner 的 6-6-6-6 表，适用于空格在角上的所有 5x5 目标）
help-pdb-build-arg-partition = 4x4 的划分：6-6-3（默认，首次使用时构建）或 7-8（两个表共 0.58 GB，用于多个棋盘：只由此命令构建，目标的空格须在主对角线上）
help-pdb-build-arg-json = { help-explain-arg-json }
help-pdb-build-arg-format = { help-explain-arg-format }
help-pdb-clear-about = 删除数据库文件：使用 --goal 时删除一个目标的，否则删除全部
help-pdb-clear-after-help =
    示例：
      npuzzle pdb clear
      npuzzle pdb clear --goal blank-first
help-pdb-clear-arg-goal = 只删除此目标的数据库（预设名称或一个 4x4 棋盘）
help-pdb-clear-arg-json = { help-explain-arg-json }
help-pdb-clear-arg-format = { help-explain-arg-format }
help-heuristics-after-help =
    示例：
      npuzzle heuristics check
      npuzzle heuristics check --size 2x3 --format json
      npuzzle heuristics check --size 4x4 --sample 20
help-heuristics-check-about = 审查启发函数：可采纳吗？一致吗？离真实值多近？谁支配谁？
help-heuristics-check-long-about =
    审查启发函数：可采纳吗？一致吗？离真实值多近？谁支配谁？

    最多 12 格的棋盘在每个有解状态上与精确距离（从目标出发的宽度优先搜索）比较。更大的棋盘（最多 16 格）需要 --sample N：用随机棋盘与最优求解器给出的最优长度比较。只要审查运行了，无论发现什么，退出码都是 0（发现的问题是数据）；输入有误时为 2。
help-heuristics-check-after-help =
    示例：
      npuzzle heuristics check
      npuzzle heuristics check --heuristic linear-conflict --heuristic linear-conflict-pairs
      npuzzle heuristics check --size 2x3 --goal blank-first --format json
      npuzzle heuristics check --size 4x4 --sample 20 --seed 7 --heuristic manhattan,linear-conflict,seed-h6
help-heuristics-check-arg-size = 棋盘大小，宽 x 高（默认 3x3；不用 --sample 时最多 12 格）
help-heuristics-check-arg-goal = { help-explain-arg-goal }
help-heuristics-check-arg-heuristics = 要审查的启发函数（可重复此选项或用逗号分隔；默认全部八个）：misplaced、manhattan、euclidean、rowcol、linear-conflict、seed-h6、misplaced-with-blank、linear-conflict-pairs，或 h1..h6
help-heuristics-check-arg-heuristics-value-misplaced = { help-solve-arg-heuristic-value-misplaced }
help-heuristics-check-arg-heuristics-value-manhattan = { help-solve-arg-heuristic-value-manhattan }
help-heuristics-check-arg-heuristics-value-euclidean = { help-solve-arg-heuristic-value-euclidean }
help-heuristics-check-arg-heuristics-value-rowcol = { help-solve-arg-heuristic-value-rowcol }
help-heuristics-check-arg-heuristics-value-linear-conflict = { help-solve-arg-heuristic-value-linear-conflict }
help-heuristics-check-arg-heuristics-value-seed-h6 = { help-solve-arg-heuristic-value-seed-h6 }
help-heuristics-check-arg-heuristics-value-misplaced-with-blank = { help-solve-arg-heuristic-value-misplaced-with-blank }
help-heuristics-check-arg-heuristics-value-linear-conflict-pairs = { help-solve-arg-heuristic-value-misplaced-with-blank }
help-heuristics-check-arg-sample = 用 N 个随机棋盘与最优解比较，而不是遍历整个状态空间（任何最多 16 格的棋盘）
help-heuristics-check-arg-seed = --sample 的随机棋盘的种子
help-heuristics-check-arg-max-nodes = 与 --sample 一起：最优求解器在一个棋盘上最多可生成的结点数；在此限制内未解出的棋盘被省略并列出（在任何机器上都是相同的棋盘）
help-heuristics-check-arg-time-limit = 与 --sample 一起：另外在 SECS 秒后停止一个棋盘的搜索（0 = 不限时间，默认；设了限制时，哪些棋盘能解出取决于机器速度）
help-heuristics-check-arg-solver = 与 --sample 一起：最优求解器的启发函数（manhattan、linear-conflict、pdb；默认为该大小下最强的）
help-heuristics-check-arg-json = { help-explain-arg-json }
help-heuristics-check-arg-format = { help-explain-arg-format }
help-experiment-after-help =
    示例：
      npuzzle experiment cost-table
      npuzzle experiment cost-table --ids-with-undo --max-depth 14
      npuzzle experiment heuristics --size 3x3 --count 20 --time-limit 10
help-experiment-cost-table-about = 重新测量 AIMA 第 3 版图 3.29：IDS、使用不在位数码数的 A* 和使用 Manhattan 距离的 A* 所生成的结点数，按解的深度列出
help-experiment-cost-table-long-about =
    重新测量 AIMA 第 3 版图 3.29：IDS、使用不在位数码数的 A* 和使用 Manhattan 距离的 A* 所生成的结点数，按解的深度列出。

    对深度 2、4、...、--max-depth，从精确距离表中均匀抽取 --count 个最优长度恰为该深度的随机 8 数码棋盘（带种子）。IDS 在每个棋盘不超过 --ids-max-nodes 时运行；有棋盘超出的深度标记为未运行，更深的也一样。已发表的数据打印在我们的数据下方。表格完成时退出码为 0（包括未运行的格子）。
help-experiment-cost-table-after-help =
    示例：
      npuzzle experiment cost-table
      npuzzle experiment cost-table --count 20 --max-depth 16 --seed 7
      npuzzle experiment cost-table --ids-with-undo --max-depth 14
      npuzzle experiment cost-table --heuristic linear-conflict --heuristic seed-h6 --format json
help-experiment-cost-table-arg-count = 每个深度的棋盘数（最多 1,000,000）
help-experiment-cost-table-arg-seed = 随机棋盘的种子
help-experiment-cost-table-arg-heuristics = 添加一列使用此启发函数的 A*（可重复此选项或用逗号分隔）
help-experiment-cost-table-arg-heuristics-value-misplaced = { help-solve-arg-heuristic-value-misplaced }
help-experiment-cost-table-arg-heuristics-value-manhattan = { help-solve-arg-heuristic-value-manhattan }
help-experiment-cost-table-arg-heuristics-value-euclidean = { help-solve-arg-heuristic-value-euclidean }
help-experiment-cost-table-arg-heuristics-value-rowcol = { help-solve-arg-heuristic-value-rowcol }
help-experiment-cost-table-arg-heuristics-value-linear-conflict = { help-solve-arg-heuristic-value-linear-conflict }
help-experiment-cost-table-arg-heuristics-value-seed-h6 = { help-solve-arg-heuristic-value-seed-h6 }
help-experiment-cost-table-arg-heuristics-value-misplaced-with-blank = { help-solve-arg-heuristic-value-misplaced-with-blank }
help-experiment-cost-table-arg-heuristics-value-linear-conflict-pairs = { help-solve-arg-heuristic-value-misplaced-with-blank }
help-experiment-cost-table-arg-max-depth = 最深的一行（偶数，最多 30）
help-experiment-cost-table-arg-ids-max-nodes = IDS 在一个棋盘上生成这么多结点后放弃
help-experiment-cost-table-arg-max-nodes = A* 在一个棋盘上生成这么多结点后放弃
help-experiment-cost-table-arg-ids-with-undo = 添加一列 AIMA 的 IDS：一种也生成返回父结点的走法的树搜索（我们的 IDS 从不这样做）
help-experiment-cost-table-arg-goal = 目标状态（AIMA 的是 blank-first）
help-experiment-cost-table-arg-json = { help-explain-arg-json }
help-experiment-cost-table-arg-format = { help-explain-arg-format }
help-experiment-cost-table-arg-format-value-jsonl = { help-solve-arg-format-value-jsonl }
help-experiment-cost-table-arg-format-value-svg = { help-verify-arg-format-value-svg }
help-experiment-heuristics-about = 越南语报告的比较：对每个启发函数，给出在时间限制内解出的随机棋盘比例、平均扩展结点数和平均用时
help-experiment-heuristics-long-about =
    越南语报告的比较：对每个启发函数，给出在时间限制内解出的随机棋盘比例、平均扩展结点数和平均用时。

    棋盘在有解的棋盘中均匀抽取（带种子，所以除了用时和接近时间限制的棋盘外，运行结果可复现）。每个搜索单独运行，一个接一个，这样它的用时只属于它自己。进度输出到标准错误。比较运行完成时退出码为 0（未解出的棋盘是数据），被中断时为 1。
help-experiment-heuristics-after-help =
    示例：
      npuzzle experiment heuristics --size 3x3 --count 20 --time-limit 10
      npuzzle experiment heuristics --size 4x4 --count 10 --time-limit 60 --heuristic h2,h5,h6
      npuzzle experiment heuristics --size 3x3 --count 5 --time-limit 5 --no-timing --format json
help-experiment-heuristics-arg-size = 棋盘大小，宽 x 高
help-experiment-heuristics-arg-count = 随机棋盘数（最多 1,000,000）
help-experiment-heuristics-arg-time-limit = 每次搜索可用的秒数（越南语报告用 60；0 = 不限；最多 1e9）
help-experiment-heuristics-arg-seed = { help-experiment-cost-table-arg-seed }
help-experiment-heuristics-arg-heuristics = 要比较的启发函数（可重复此选项或用逗号分隔；默认为越南语报告的六个，H1..H6）
help-experiment-heuristics-arg-heuristics-value-misplaced = { help-solve-arg-heuristic-value-misplaced }
help-experiment-heuristics-arg-heuristics-value-manhattan = { help-solve-arg-heuristic-value-manhattan }
help-experiment-heuristics-arg-heuristics-value-euclidean = { help-solve-arg-heuristic-value-euclidean }
help-experiment-heuristics-arg-heuristics-value-rowcol = { help-solve-arg-heuristic-value-rowcol }
help-experiment-heuristics-arg-heuristics-value-linear-conflict = { help-solve-arg-heuristic-value-linear-conflict }
help-experiment-heuristics-arg-heuristics-value-seed-h6 = { help-solve-arg-heuristic-value-seed-h6 }
help-experiment-heuristics-arg-heuristics-value-misplaced-with-blank = { help-solve-arg-heuristic-value-misplaced-with-blank }
help-experiment-heuristics-arg-heuristics-value-linear-conflict-pairs = { help-solve-arg-heuristic-value-misplaced-with-blank }
help-experiment-heuristics-arg-algo = astar（与越南语报告相同）或 idastar
help-experiment-heuristics-arg-max-nodes = 搜索生成这么多结点后放弃（A* 保存所有结点：每个约 100 字节）
help-experiment-heuristics-arg-goal = { help-explain-arg-goal }
help-experiment-heuristics-arg-no-timing = 省略用时（使输出可复现）
help-experiment-heuristics-arg-json = { help-explain-arg-json }
help-experiment-heuristics-arg-format = { help-explain-arg-format }
help-experiment-heuristics-arg-format-value-jsonl = { help-solve-arg-format-value-jsonl }
help-man-after-help =
    示例：
      npuzzle man | man -l -
      npuzzle man --dir target/man   # npuzzle.1、npuzzle-solve.1、npuzzle-pdb-build.1、...
help-man-arg-dir = 把 npuzzle.1 和每个子命令的一页（npuzzle-solve.1、...）写入此目录（不存在时创建），而不是打印
help-explorer-after-help =
    该页面可以离线使用：从文件、U 盘或课程网站打开（无需网络，无需安装）；`npuzzle lesson export` 会把它作为 explorer.html 放进每个课程网站。

    示例：
      npuzzle explorer --out explorer.html
      npuzzle explorer --lang vi --out kham-pha.html
      npuzzle explorer > explorer.html
help-explorer-arg-out = 把页面写入 FILE（原子地替换；从不经过符号链接），而不是标准输出

# clap's own words.
help-heading-usage = 用法：
help-heading-commands = 命令：
help-heading-arguments = 参数：
help-heading-options = 选项：
help-heading-possible-values = 可选值：
help-default = {"["}默认：{ $value }]
help-possible-values = {"["}可选值：{ $values }]
help-flag-help = 打印帮助
help-flag-help-more = 打印帮助（用 '--help' 查看更多）
help-flag-help-summary = 打印帮助（用 '-h' 查看摘要）
help-flag-version = 打印版本
help-command-help = 打印此信息或给定子命令的帮助
help-command-help-arg-subcommand = 打印子命令的帮助
