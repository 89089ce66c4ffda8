### Reading files: what a user sees when a file cannot be read (src/fsread.rs).
### Language: en. Area: file

# $reason: one of file-no-such-file, file-permission-denied, ...
file-cannot-open = cannot open: { $reason }
file-cannot-read = cannot read: { $reason }
file-no-such-file = no such file
file-permission-denied = permission denied
file-is-a-directory = a directory, not a file
# Another error of the operating system: $english, its own words.
file-io-other = { $english }
# $kind: one of the file-kind-* messages.
file-not-a-file = cannot read: { $kind }, not a file
file-kind-fifo = a named pipe (FIFO)
file-kind-char-device = a character device
file-kind-block-device = a block device
file-kind-socket = a socket
file-kind-directory = a directory
file-kind-other = not a regular file
# $kib: the cap in KiB; $what: one of the file-too-big-for-* messages.
file-too-big = more than { $kib } KiB: { $what }
file-too-big-for-a-board = not a board
file-too-big-for-a-lesson = too big for a lesson
file-too-big-for-answers = too big for an answers file
file-too-big-for-a-roster = too big for a class roster
file-too-big-for-a-course = too big for a course.yaml
file-too-big-for-progress = too big for a progress file
file-not-utf8 = not UTF-8 text (the first bad byte is byte { $byte })
