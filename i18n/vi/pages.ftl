### Markdown handouts and answer keys, HTML lesson pages (chrome and feedback), course index.
### Language: vi. Area: pages

## Words shared by every page.

pages-level-beginner = cơ bản
pages-level-intermediate = trung cấp
pages-level-advanced = nâng cao
pages-level-sentence = Trình độ: { $level }.
pages-level = Trình độ: { $level }
pages-even = chẵn
pages-odd = lẻ
pages-question = Câu hỏi { $n }.
pages-question-kind = Câu hỏi { $n } ({ $kind }).
pages-answer-with = Trả lời bằng { $form }.
pages-answer-with-bare = Trả lời bằng { $form }
pages-hint = Gợi ý
pages-stronger-hint = Gợi ý thêm
pages-hint-label = Gợi ý:
pages-stronger-hint-label = Gợi ý thêm:
pages-answer = Đáp án
pages-answer-label = Đáp án:
pages-answer-line = Câu trả lời:
pages-no-questions = Bài học này không có câu hỏi nào.
pages-moves-note = Với câu hỏi về nước đi, đáp án chỉ đưa ra một dãy nước đi ngắn nhất: mọi dãy nước đi hợp lệ đạt tới đích đều được tính là đúng.
pages-checked = Đã được npuzzle kiểm chứng: { $claims }.
pages-board = Bảng
pages-goal = Trạng thái đích
pages-goal-named = Trạng thái đích ({ $goal })
pages-goal-colon = Trạng thái đích:
pages-goal-named-colon = Trạng thái đích ({ $goal }):
pages-blank = ô trống

## Tables of the computed steps.

pages-col-tile = ô số
pages-col-smaller-after = các ô số nhỏ hơn đứng sau nó
pages-col-count = số lượng
pages-col-running = cộng dồn
pages-total = Tổng: { $total } ({ $parity }).
pages-inversion-count = { $count } nghịch thế
pages-col-move = nước đi
pages-col-jumps-over = nhảy qua
pages-col-delta-inversions = Δnghịch thế
pages-col-inversions = số nghịch thế
pages-col-blank-row = hàng của ô trống
pages-col-invariant = bất biến
pages-col-inversions-plus-blank-row = số nghịch thế + hàng của ô trống
pages-col-parity = tính chẵn lẻ
pages-col-heuristic = hàm heuristic
pages-col-value = giá trị
pages-col-compared = so với khoảng cách thật
pages-trace-start = ban đầu
pages-trace-moves = Các nước đi { $moves } (hướng di chuyển của ô trống), trạng thái đích { $goal } ({ $name }). Bất biến với chiều rộng { $width }: { $invariant }.
pages-row-board = bảng
pages-row-goal = đích
pages-rule = Quy tắc: { $rule }. { $why }
pages-verdict = Kết luận: { $verdict }.
pages-solvable = giải được
pages-unsolvable = không giải được
pages-verdict-fix = Đổi chỗ hai ô số { $a } và { $b } được { $board }, bảng này giải được.
pages-search = Tìm kiếm: { $rules }.
pages-over-by = vượt quá { $n }
pages-true-distance = Khoảng cách thật (một lời giải ngắn nhất): { $moves }.
pages-move-count = { $n } nước đi

## The Markdown instructor's copy, the sheets and the keys.

pages-answers-heading = Đáp án
pages-key-title = { $title }: bảng đáp án
pages-student-sheet = Phiếu bài tập
pages-answer-key = Bảng đáp án
pages-page-title = { $title }: { $what }
pages-sheet-meta = { $what }. Trình độ: { $level }.
pages-name-label = Họ tên:
pages-date-label = Ngày:
pages-sheet-footer = · Mỗi câu hỏi viết một câu trả lời; giảng viên của bạn giữ bảng đáp án.
pages-key-footer = · Chấm bài cả lớp bằng { $command }: số thứ tự câu hỏi ở đó trùng với ở đây.

## The interactive page.

pages-your-answer = Câu trả lời của bạn cho câu hỏi { $n }
pages-check = Kiểm tra
pages-show-answer = Xem đáp án
pages-progress = Tiến độ của bạn
pages-your-name = Họ tên của bạn (ghi vào tệp câu trả lời)
pages-your-id = Mã số sinh viên của bạn (ghi vào tệp câu trả lời, cho sổ điểm)
pages-download = Tải về các câu trả lời của tôi
pages-forget = Học lại bài này từ đầu
pages-forget-confirm = Xóa các câu trả lời, gợi ý và điểm của bạn trên trang này và học lại bài từ đầu?
pages-forget-yes = Xóa và học lại
pages-forget-no = Giữ các câu trả lời của tôi
pages-progress-reset = Không đọc được tiến độ đã lưu cho trang này: tiến độ đã được đặt lại.
pages-shown-then-right = Đúng, nhưng đáp án đã được xem trước: câu hỏi này được tính là đã xem đáp án.
pages-your-answers = Câu trả lời của bạn: { $answers }.
pages-then = { $first }, rồi { $next }
pages-answer-was-shown = Đáp án đã được xem.
pages-try-it = Thử xem: nhấn vào một ô số cạnh ô trống, hoặc chọn bảng rồi dùng các phím mũi tên.
pages-board-to-play = Bảng để thử: nhấn vào một ô số cạnh ô trống, hoặc dùng các phím mũi tên
pages-widget-panel = Số nghịch thế: { $inversions } · hàng của ô trống: { $row } (ở trạng thái đích: { $goal }) · bất biến ({ $name }): { $invariant }, { $parity } · số nước đi: { $moves }
pages-start-again = Bắt đầu lại
pages-movable-tile = ô số { $t }, cạnh ô trống
pages-malformed = { $why }.
pages-checker-failed = Trang này không khởi động được bộ kiểm tra câu trả lời (WebAssembly của npuzzle):

## The course index (lesson export).

pages-index-summary = { $n } bài học, theo thứ tự của khóa học. Mỗi trang đều dùng được ngoại tuyến trên mọi trình duyệt: không cần cài đặt gì, không gửi dữ liệu đi đâu cả.
pages-question-count = { $n } câu hỏi
pages-index-footer = Được tạo bởi { $command }.
pages-builtin-course = npuzzle: khóa học có sẵn
pages-export-wrote = Đã ghi { $index } ({ $pages } trang và index.html).
pages-export-keys = npuzzle: các bảng đáp án (*.key.html) nằm trong { $dir }: đừng để chúng ở nơi học sinh mở được
pages-export-scorm = Đã ghi { $packages } gói SCORM 1.2 (NAME.zip) trong { $dir }: tải mỗi gói lên như một hoạt động SCORM.
pages-export-qti = Đã ghi { $packages } gói IMS QTI 1.2 (NAME.qti.zip) trong { $dir }: nhập mỗi gói vào Canvas dưới dạng "QTI .zip file".
pages-export-gift = Đã ghi { $banks } ngân hàng câu hỏi GIFT (NAME.gift.txt) trong { $dir }: nhập từng tệp trong Moodle ở Ngân hàng câu hỏi, Nhập, định dạng GIFT.
pages-export-moodle-xml = Đã ghi { $banks } ngân hàng câu hỏi Moodle XML (NAME.moodle.xml) trong { $dir }: nhập từng tệp trong Moodle ở Ngân hàng câu hỏi, Nhập, định dạng Moodle XML.
bank-header = npuzzle: { $title } ({ $name }): { $kept } trên { $total } câu hỏi; đáp án đúng lấy từ bảng đáp án, mỗi đáp án đã được bộ chấm kiểm tra
bank-left-out = câu hỏi { $number } bị bỏ ra: { $why }
bank-left-out-moves = câu hỏi về nước đi chấp nhận mọi dãy nước đi tới đích, nhiều đáp án đúng hơn mức ngân hàng câu hỏi liệt kê được
bank-left-out-not-expressible = không có cách viết đáp án nào mà ngân hàng câu hỏi so sánh được và npuzzle chấm là đúng
bank-gift-no-hints = GIFT không có gợi ý: --format moodle-xml mang theo gợi ý
bank-left-out-stderr = npuzzle: bài { $name }, câu hỏi { $number } bị bỏ ra khỏi ngân hàng câu hỏi: { $why }
