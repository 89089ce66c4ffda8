### Reading files: what a user sees when a file cannot be read (src/fsread.rs).
### Language: vi. Area: file

file-cannot-open = không mở được: { $reason }
file-cannot-read = không đọc được: { $reason }
file-no-such-file = không có tệp này
file-permission-denied = không có quyền truy cập
file-is-a-directory = là một thư mục, không phải một tệp
file-io-other = lỗi của hệ điều hành ({ $english })
file-not-a-file = không đọc được: đây là { $kind }, không phải một tệp
file-kind-fifo = một ống có tên (FIFO)
file-kind-char-device = một thiết bị ký tự
file-kind-block-device = một thiết bị khối
file-kind-socket = một socket
file-kind-directory = một thư mục
file-kind-other = không phải một tệp thường
file-too-big = hơn { $kib } KiB: { $what }
file-too-big-for-a-board = không phải một bảng
file-too-big-for-a-lesson = quá lớn cho một bài học
file-too-big-for-answers = quá lớn cho một tệp câu trả lời
file-too-big-for-a-roster = quá lớn cho một danh sách lớp
file-too-big-for-a-course = quá lớn cho một tệp course.yaml
file-too-big-for-progress = quá lớn cho một tệp tiến độ
file-not-utf8 = không phải văn bản UTF-8 (byte sai đầu tiên là byte thứ { $byte })
