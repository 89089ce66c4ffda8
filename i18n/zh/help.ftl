### Command-line help of the translated commands (English comes from the clap definitions).
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
help-english-only = 此命令的帮助目前只有英文。
