### Reading files: what a user sees when a file cannot be read (src/fsread.rs).
### Language: zh. Area: file

file-cannot-open = 无法打开：{ $reason }
file-cannot-read = 无法读取：{ $reason }
file-no-such-file = 没有这个文件
file-permission-denied = 没有访问权限
file-is-a-directory = 是目录，不是文件
file-io-other = 操作系统报错 ({ $english })
file-not-a-file = 无法读取：这是{ $kind }，不是文件
file-kind-fifo = 命名管道 (FIFO)
file-kind-char-device = 字符设备
file-kind-block-device = 块设备
file-kind-socket = 套接字
file-kind-directory = 目录
file-kind-other = 非普通文件
file-too-big = 超过 { $kib } KiB：{ $what }
file-too-big-for-a-board = 不是棋盘
file-too-big-for-a-lesson = 作为课程文件太大
file-too-big-for-answers = 作为答案文件太大
file-too-big-for-a-roster = 作为班级名单太大
file-too-big-for-a-course = 作为 course.yaml 太大
file-too-big-for-progress = 作为进度文件太大
file-not-utf8 = 不是 UTF-8 文本（第一个错误字节是第 { $byte } 个字节）
