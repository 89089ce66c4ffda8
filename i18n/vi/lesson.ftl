### The lesson stepper and the terminal lesson views, lesson list, feedback on answers.
### Language: vi. Area: lesson

## Phần đầu của bài học và của mỗi bước.
lesson-header = bài học { $name } · { $level } · { $steps } bước
lesson-level-beginner = cơ bản
lesson-level-intermediate = trung cấp
lesson-level-advanced = nâng cao
lesson-step-line = --- bước { $number }/{ $total }: { $kind } ---
lesson-kind-section = phần
lesson-kind-say = lời giảng
lesson-kind-board = bảng
lesson-kind-inversions = nghịch thế
lesson-kind-solvable = giải được?
lesson-kind-trace = theo dõi nước đi
lesson-kind-reduce = rút gọn
lesson-kind-connect = nối hai bảng
lesson-kind-verify = kiểm chứng
lesson-kind-solve = giải
lesson-kind-tree = cây tìm kiếm
lesson-kind-compare = so sánh
lesson-kind-heuristics = hàm heuristic
lesson-kind-audit = kiểm tra hàm heuristic
lesson-kind-cost-table = bảng chi phí
lesson-kind-quiz = câu hỏi
lesson-kind-count = đếm
lesson-kind-moves = nước đi
lesson-kind-predict = dự đoán
lesson-kind-next-node = nút kế tiếp
lesson-same-paragraph = (Đoạn này giống đoạn ở bước { $step }, không lặp lại.)

## Chú thích trên các bảng.
lesson-caption-board = bảng
lesson-caption-goal = đích
lesson-caption-goal-named = đích ({ $name })
lesson-caption-reach = cần đạt

## Kết quả một bước tính ra.
lesson-search-rules = Tìm kiếm: { $rules }.
lesson-steps-heading = Từng bước ({ $shown } trong { $total } lần mở rộng):
lesson-steps-more = … còn { $more } lần mở rộng nữa: trên terminal, gõ w ở bước này để xem lần lượt tất cả (`lesson run --format json` liệt kê mọi bước).
lesson-claim-right = Số đếm được khẳng định, { $claim }, là { $correct }.
lesson-claim-correct = đúng
lesson-claim-wrong = Số đếm được khẳng định, { $claim }, là { $wrong }: số nghịch thế là { $actual } (lệch { $off }). { $hint }
lesson-claim-wrong-word = sai
lesson-claim-passes = Tổng cộng dồn vượt quá { $claim } ở ô số { $tile }: đếm lại từ đó.
lesson-claim-too-large = Số này lớn hơn mọi tổng cộng dồn: chỉ đếm các ô số nhỏ hơn đứng SAU mỗi ô số, và bỏ qua ô trống.

## Câu hỏi và đáp án.
lesson-question = Câu hỏi:
lesson-question-n = Câu hỏi { $n }:
lesson-answer-with = (trả lời bằng { $form })
lesson-form-number = một số nguyên
lesson-form-yes-no = có hoặc không (yes/no)
lesson-form-board = một bảng, các hàng cách nhau bởi /
lesson-form-moves = các nước đi của ô trống: U, D, L, R
lesson-form-even-odd = chẵn hoặc lẻ (even/odd)
lesson-answer-label = Đáp án:
lesson-hint = Gợi ý:
lesson-hint-stronger = Gợi ý rõ hơn:
lesson-yes = có
lesson-no = không
lesson-yes-typed = có, vâng, ừ, đúng, được
lesson-no-typed = không, ko, sai, không được
lesson-no-moves = (không có nước đi)
lesson-parity-even = chẵn
lesson-parity-odd = lẻ
lesson-tiles-none = không có
lesson-correct = Đúng.
lesson-not-quite = Chưa đúng.
lesson-not-quite-feedback = Chưa đúng. { $feedback }
lesson-tally = { $first }/{ $questions } câu đúng ngay lần đầu, { $after } câu đúng sau gợi ý hoặc thử lại, { $shown } câu đã xem đáp án.

## Bài tập: câu hỏi và cách trả lời (khi bài học không tự viết).
lesson-ex-count-tiles-question = Đếm nghịch thế (inversion) của bảng này theo từng ô số: với mỗi ô số theo thứ tự đọc, có bao nhiêu ô số nhỏ hơn đứng sau nó?
lesson-ex-count-tiles-form = { $n } số đếm, mỗi ô số một số theo thứ tự đọc, ví dụ 2 0 1 ...
lesson-ex-count-total-question = Bảng này có bao nhiêu nghịch thế (inversion)?
lesson-ex-moves-within = {" "}trong nhiều nhất { $max } nước đi
lesson-ex-moves-goal = Gõ các nước đi đưa bảng này về trạng thái đích{ $within }.
lesson-ex-moves-board = Gõ các nước đi biến bảng này thành { $board }{ $within }.
lesson-ex-moves-tile = Gõ các nước đi đưa ô số { $tile } về đúng chỗ của nó trong trạng thái đích ({ $cell }){ $within }.
lesson-ex-moves-form = các nước đi của ô trống (U, D, L, R) hoặc số của các ô số được trượt
lesson-ex-predict-delta = số nghịch thế thay đổi bao nhiêu (Δinversions)?
lesson-ex-predict-delta-form = một số nguyên có dấu: +2, -1, 0
lesson-ex-predict-invariant = bất biến ({ $name }) sau nước đi đó bằng bao nhiêu?
lesson-ex-predict-parity = sau nước đi đó, bất biến ({ $name }) chẵn hay lẻ?
lesson-ex-predict-jumped = ô số { $tile } nhảy qua những ô số nào theo thứ tự đọc?
lesson-ex-predict-jumped-form = các số của ô số, hoặc không có (none)
lesson-ex-predict-question = Ô trống đi { $letter } ({ $dir }), nên ô số { $tile } trượt { $slides }: { $what }
lesson-dir-up = lên
lesson-dir-down = xuống
lesson-dir-left = sang trái
lesson-dir-right = sang phải
lesson-ex-next-rule-f = Nó mở rộng nút có f = g + h nhỏ nhất; khi bằng nhau thì chọn { $ties }.
lesson-ex-next-rule-fifo = Nó mở rộng nút đã chờ lâu nhất (vào trước, ra trước).
lesson-ex-next-question = { $algo } đã mở rộng { $after } nút; biên của nó ở dưới. { $rule } Nút nào được mở rộng tiếp theo?
lesson-ex-next-form = số của nút, từ 1 đến { $nodes }
lesson-algo-bfs = Tìm kiếm theo chiều rộng (BFS)
lesson-algo-ordered = Tìm kiếm có thứ tự (ordered search)
lesson-ties-fifo = nút được sinh trước
lesson-ties-low-h = nút có h nhỏ hơn, rồi nút được sinh trước
lesson-expanded-so-far = Các nút đã mở rộng, theo thứ tự:
lesson-frontier-numbered = Biên (đánh số theo thứ tự các nút được sinh):
lesson-frontier-by = bằng { $letter }
lesson-frontier-depth = độ sâu { $g }

## Vì sao đáp án của bài tập đúng.
lesson-why-count = Từng ô số: { $tiles }; tổng { $total } ({ $parity }).
lesson-why-moves = Một cách ngắn nhất: { $path } ({ $count } nước đi); dãy nước đi hợp lệ nào đạt được mục tiêu cũng được tính.
lesson-why-jumps-none = không nhảy qua ô số nào (nước đi ngang giữ nguyên thứ tự đọc)
lesson-why-jumps = nhảy qua { $tiles }
lesson-why-predict = Ô số { $tile } { $jumped }: Δnghịch thế { $delta }, số nghịch thế { $before } → { $after } ({ $parity }).
lesson-why-predict-invariant = Ô số { $tile } { $jumped }: Δnghịch thế { $delta }, số nghịch thế { $before } → { $after }; { $name }: { $from } → { $to } ({ $parity }).
lesson-why-next-f = { $algo } mở rộng nút có f = g + h nhỏ nhất: [{ $node }] có { $f }{ $tied }.
lesson-why-next-tied = , bằng với { $nodes }; khi bằng nhau thì chọn { $ties }
lesson-why-next-fifo = { $algo } mở rộng nút cũ nhất trong biên (vào trước, ra trước): [{ $node }], ở độ sâu { $depth }, được sinh trước mọi nút khác đang chờ.

## Nhận xét về một câu trả lời sai hoặc không đọc được.
lesson-not-a-node = `{ $text }` không phải số của một nút: gõ từ 1 đến { $nodes }
lesson-not-counts = `{ $text }` không phải một dãy số đếm
lesson-total-only = chỉ gõ tổng, một số nguyên
lesson-too-few = { $g } là quá ít. Tổng cộng dồn vượt quá { $g } ở ô số { $tile }: sau nó là các ô số nhỏ hơn { $tiles }. Đếm lại từ đó.
lesson-too-many = { $g } là quá nhiều: chỉ đếm các ô số nhỏ hơn đứng SAU mỗi ô số, và bỏ qua ô trống.
lesson-counts-given = đã gõ { $n } số đếm: cần gõ { $tiles }, mỗi ô số một số theo thứ tự đọc (bỏ qua ô trống)
lesson-tile-counted = Ô số { $tile } (ô số { $ordinal } theo thứ tự đọc): bạn đếm được { $g }. Các ô số đứng sau nó mà nhỏ hơn: { $tiles }. Hãy đếm chúng rồi thử lại.
lesson-ordinal = thứ { $n }
lesson-at-least-one-move = gõ ít nhất một nước đi
lesson-illegal = Không hợp lệ: { $problem }. Bảng trước nước đi đó:
lesson-move-blank = nước đi { $n } ({ $dir }): { $problem }
lesson-move-tile = nước đi { $n }: { $problem }
lesson-edge-up = ô trống đã ở hàng trên cùng
lesson-edge-down = ô trống đã ở hàng dưới cùng
lesson-edge-left = ô trống đã ở cột ngoài cùng bên trái
lesson-edge-right = ô trống đã ở cột ngoài cùng bên phải
lesson-not-adjacent = ô số { $tile } không nằm cạnh ô trống
lesson-zero-is-blank = 0 là ô trống, không phải ô số có thể trượt
lesson-no-such-tile = không có ô số { $tile } trên bảng { $size } (các ô số từ 1 đến { $last }); hãy cách các số bằng dấu cách hoặc dấu phẩy
lesson-not-a-move = `{ $c }` ở ký tự thứ { $i } không phải nước đi: dùng U, D, L, R (hướng ô trống di chuyển) hoặc số của ô số, cách nhau bằng dấu cách hoặc dấu phẩy
lesson-not-a-tile-number = `{ $t }` (nước đi { $n }) không phải số của ô số trên bảng nào (ô số lớn nhất là 255)
lesson-target-goal = trạng thái đích
lesson-target-tile = ô số { $tile } ở đúng chỗ
lesson-not-reached = đã đi { $n } nước, nhưng bảng đạt được không phải { $target }:
lesson-too-long = { $n } nước đi này đạt được mục tiêu, nhưng có thể làm trong nhiều nhất { $max } nước.
lesson-not-whole = `{ $text }` không phải một số nguyên
lesson-not-yes-or-no = `{ $text }` không phải có hoặc không (yes/no)
lesson-not-a-board = không phải một bảng: { $why }
lesson-wrong-parity = { $signed } sai tính chẵn lẻ: ô số { $tile } nhảy qua { $count } ô số, và mỗi cặp nó nhảy qua làm số nghịch thế đổi đi một.
lesson-not-this = Không phải { $n }.
lesson-not-even-or-odd = `{ $text }` không phải chẵn hoặc lẻ
lesson-not-tiles = `{ $text }` không phải một dãy ô số (hoặc không có)
lesson-tiles-named = Bạn đã kể { $n } ô số; hãy đếm các ô nằm hẳn giữa chỗ cũ và chỗ mới của ô số theo thứ tự đọc.
lesson-right-count-wrong-tiles = Đúng số lượng ô số, nhưng chưa đúng các ô số đó.
lesson-not-next-fifo = Không phải nút { $k }: vào trước, ra trước, và [{ $next }] được sinh trước [{ $k }] (các nút được đánh số theo thứ tự sinh ra).
lesson-not-next-tie = Không phải nút { $k }: [{ $k }] có { $fa } và [{ $next }] có { $fb }, bằng nhau; khi bằng nhau thì chọn { $ties }: [{ $next }].
lesson-not-next-lower = Không phải nút { $k }: [{ $k }] có { $fa }, nhưng [{ $next }] có { $fb }, nhỏ nhất trong biên (khi bằng nhau thì chọn { $ties }).

## Lời nhắc của trình chạy bài học (các phím h, s, b, q, w và Enter giữ nguyên).
lesson-answer-prompt-hints = Đáp án của bạn (h: gợi ý, s: xem đáp án, b: quay lại, q: thoát) >
lesson-answer-prompt = Đáp án của bạn (s: xem đáp án, b: quay lại, q: thoát) >
lesson-answer-keys-hints = Phím: gõ đáp án, h hoặc ? gợi ý, s xem đáp án, b quay lại, q thoát (rồi nhấn Enter).
lesson-answer-keys = Phím: gõ đáp án, s xem đáp án, b quay lại, q thoát (rồi nhấn Enter).
lesson-page-keys = Phím: Enter tiếp, b quay lại, q thoát (rồi nhấn Enter).
lesson-page-prompt = -- bước { $step }/{ $steps } -- Enter: tiếp, b: quay lại, q: thoát >
lesson-page-prompt-watch = -- bước { $step }/{ $steps } -- w: xem từng bước, Enter: tiếp, b: quay lại, q: thoát >
lesson-back-at = Đã quay về bước { $step }/{ $steps }.
lesson-no-hint-here = Bước này không có gợi ý: gợi ý chỉ có ở các câu hỏi. Nhấn Enter để đi tiếp.
lesson-have-a-go-hints = Hãy thử trước: gõ đáp án của bạn (h để xem gợi ý, s để xem đáp án).
lesson-have-a-go = Hãy thử trước: gõ đáp án của bạn (s để xem đáp án).
lesson-no-more-hints = Hết gợi ý; s hiện đáp án.
lesson-no-hint = Câu hỏi này không có gợi ý; s hiện đáp án.
lesson-try-again-hints = Thử lại, hoặc h để xem gợi ý, s để xem đáp án.
lesson-try-again = Thử lại, hoặc s để xem đáp án.
lesson-answered-before = (đã trả lời trước đây)

## Tiến độ, điểm, kết thúc bài học.
lesson-score-end = Điểm: { $tally }
lesson-score-so-far = Điểm đến giờ: { $tally }
lesson-end = Hết bài học. { $score }
lesson-next-run = Bài học tiếp theo: { $next } (`npuzzle lesson run { $next }`).
lesson-next = Bài học tiếp theo: { $next }.
lesson-last-of-course = Đây là bài học cuối cùng của khóa học.
lesson-resuming = Tiếp tục từ bước { $step }/{ $steps } (--restart để học lại từ đầu).
lesson-reviewing = Bạn đã học xong bài này: { $tally } Đang xem lại với các đáp án của bạn; `npuzzle lesson run { $name } --restart` để trả lời lại (kết quả cũ được giữ cho đến khi lần chạy đó kết thúc).
lesson-progress-saved = Đã lưu tiến độ: `{ $command }` sẽ tiếp tục từ bước { $step }.
lesson-progress-saved-long = Đã lưu tiến độ; để tiếp tục từ bước { $step }:
lesson-progress-not-saved = CHƯA lưu được tiến độ ({ $why }).
lesson-progress-not-kept = Tiến độ không được lưu trên máy này.
lesson-progress-missing = npuzzle: chưa có tiến độ nào được lưu; tiến độ sẽ được giữ trong
lesson-progress-corrupt = npuzzle: không đọc được tiến độ đã lưu ({ $why }); tệp cũ được giữ lại là { $backup } và một bản ghi mới bắt đầu trong
lesson-progress-unusable = npuzzle: không đọc được tiến độ đã lưu ({ $why }); lần này tiến độ không được lưu. Tệp:
lesson-cannot-save = npuzzle: không lưu được tiến độ vào { $file }: { $why } (bài học vẫn tiếp tục)
lesson-cannot-write-answers = npuzzle: --save-answers { $file }: không ghi được: { $why }
lesson-from-out-of-range = --from { $from }: bài học có các bước từ 1 đến { $steps }
lesson-refused = npuzzle: { $file }: từ chối dạy một bài học khẳng định điều sai (`npuzzle lesson check` cho thấy điều tương tự)

## Chạy theo tệp đáp án (--answers).
lesson-your-answer = Đáp án của bạn: { $given }: { $mark }
lesson-your-answer-none = Đáp án của bạn: (không có)
lesson-your-answer-shown = Đáp án của bạn: { $given } (viết sau khi đã xem đáp án: không tính điểm)
lesson-save-answers-unusable = --save-answers { $file }: bị từ chối: { $why }; tệp được giữ nguyên
lesson-save-answers-is-lesson = --save-answers { $file }: bị từ chối: đó là một bài học, không phải tệp đáp án; tệp được giữ nguyên (hãy đặt tên một tệp mới, ví dụ answers.txt)
lesson-save-answers-not-answers = --save-answers { $file }: bị từ chối: tệp đã có sẵn và không phải tệp đáp án do npuzzle ghi; tệp được giữ nguyên (hãy đặt tên một tệp mới)
lesson-save-answers-other-lesson = --save-answers { $file }: bị từ chối: tệp chứa đáp án của bài { $other }, không phải của { $lesson }; tệp được giữ nguyên (hãy đặt tên một tệp mới)
lesson-save-answers-replacing = { $file } chứa đáp án của bài này: tệp được thay bằng đáp án của lần chạy này (các đáp án trước của bạn vẫn được giữ trong tiến độ).
lesson-save-answers-replacing-empty = { $file } trống: tệp được thay bằng đáp án của lần chạy này.
lesson-changed-since-saved = { $name } đã thay đổi từ khi tiến độ của bạn được lưu (các bước hoặc đáp án không còn như cũ): bắt đầu lại từ đầu, các đáp án trước của bạn không được dùng.
lesson-mark-correct = đúng
lesson-mark-wrong = sai
lesson-mark-malformed = sai dạng
lesson-scripted-score = Điểm: đúng { $correct }/{ $total }

## lesson list.
lesson-list-name = TÊN
lesson-list-steps = SỐ BƯỚC
lesson-list-progress = TIẾN ĐỘ
lesson-list-score-head = ĐIỂM
lesson-list-title = TIÊU ĐỀ
lesson-list-done = xong
lesson-list-at-step = bước { $step }
lesson-list-score = { $score } trên { $questions }
lesson-list-score-legend = ĐIỂM: đúng ngay lần đầu / đúng sau gợi ý hoặc thử lại / đã xem đáp án, trên N câu hỏi
lesson-list-invalid = không phải bài học hợp lệ: { $error }
lesson-list-course = Khóa học: { $title }
lesson-list-run-one = Chạy một bài bằng `npuzzle lesson run NAME`; thêm bài của bạn bằng --dir DIR.
lesson-list-progress-unreadable = npuzzle: { $file }: không đọc được tiến độ đã lưu ({ $why }); danh sách hiện không kèm tiến độ
lesson-check-failure = bước { $step } ({ $kind }): { $field }: mong đợi { $expected }, thực tế { $actual }
lesson-mark-feedback = { $mark }. { $feedback }
lesson-unreadable = { $why }.
# The title of a student's own variant of a lesson (`lesson run --student ID`).
lesson-variant-title = { $title } (học sinh { $id })

## Báo cáo dạng văn bản của lesson grade.
grade-title = { $title } ({ $questions }, { $files })
grade-questions = { $count } câu hỏi
grade-students = { $count } học sinh
grade-files-graded = { $count } tệp câu trả lời, { $graded } tệp đã chấm
grade-col-student = HỌC SINH
grade-col-file = TỆP
grade-col-score = ĐIỂM
grade-not-graded-row = chưa chấm (xem bên dưới)
grade-flag-warnings = { $count } cảnh báo
grade-flag-same-name = trùng tên
grade-heading-not-graded = Chưa chấm:
grade-heading-warnings = Cảnh báo:
grade-heading-same-name = Cùng một tên học sinh trong nhiều tệp:
grade-heading-malformed = Câu trả lời sai dạng (?), không được tính là câu trả lời:
grade-heading-records = Số lần thử, gợi ý và đáp án đã xem trước khi trả lời (theo ghi nhận của các tệp):
grade-heading-hardest = Các câu hỏi, khó nhất trước:
grade-of = { $right } trên { $of }
grade-right-share = đúng ({ $share }%)
grade-legend = ok: đúng, x: sai, ?: sai dạng (không phải câu trả lời đúng dạng yêu cầu), -: không trả lời, s: đã xem đáp án trước khi trả lời
grade-tries = { $count } lần thử
grade-hints = { $count } gợi ý
grade-shown = đã xem đáp án
grade-line = dòng { $line }: { $text }
grade-shift-range = các câu hỏi { $first } đến { $last }
grade-shift-one = câu hỏi { $first }
grade-shift = dòng trống ở đây được đọc là { $range } bị bỏ trống, nhưng các câu trả lời sau nó khớp với các câu hỏi trước chúng hơn (đặt như hiện tại, { $here } trên { $n } câu đúng dạng yêu cầu; lùi lên { $run } câu hỏi thì { $before } câu đúng dạng): bị lệch chăng? Hãy viết `-` cho câu hỏi bỏ qua và không để dòng trống, hoặc đánh số các câu trả lời (`{ $next }. ...`)
grade-empty-name = `# name:` không có tên: dùng tên của tệp
grade-other-lesson = câu trả lời cho bài { $theirs }, không phải cho bài { $this }: hãy chấm chúng theo đúng bài của chúng
grade-other-version = câu trả lời cho một phiên bản khác của bài này ({ $theirs }, bài này là { $this }): các bước hoặc đáp án đúng của nó đã thay đổi từ đó
grade-same-lesson = câu trả lời cho bài { $theirs }, bài này có cùng các bước và đáp án như { $this }
grade-not-utf8 = không phải văn bản UTF-8 (byte { $byte })
grade-same-id = mã học sinh { $id } cũng là mã của { $files }: một học sinh, hai tệp câu trả lời?
grade-note-extra = câu trả lời { $number }, nhưng bài học có { $questions } câu hỏi: không được chấm
grade-note-no-such = câu hỏi { $key }, nhưng bài học có { $questions } câu hỏi: không được chấm
grade-note-twice = câu hỏi { $question } được trả lời lại (lần đầu ở dòng { $first }): câu trả lời sau này được chấm
grade-no-id-varying = không có `# id:`: các bảng của bài học thay đổi theo từng học sinh, nên các câu trả lời này được chấm theo bảng của giáo viên (`lesson run --student ID` cho mỗi học sinh bảng của mình)
grade-not-graded-line = { $place }: chưa chấm: { $why }
grade-warning-line = { $place }: cảnh báo: { $why }
grade-error-too-deep = các thư mục lồng nhau sâu hơn { $max } tầng: hãy cho thư mục chứa câu trả lời của lớp
grade-error-too-many-files = hơn { $max } tệp: hãy cho thư mục chứa câu trả lời của lớp
grade-error-roster-needs-gradebook = `--roster` và `--column` dùng để tạo bảng điểm: hãy dùng chúng với `--format moodle-csv` hoặc `canvas-csv`
grade-error-bom-needs-csv = `--bom` dành cho tệp CSV: hãy dùng nó với `--format csv`, `moodle-csv` hoặc `canvas-csv`
grade-error-lesson-false = không chấm theo một bài học có nhận định sai (`npuzzle lesson check` cũng cho thấy điều đó)
grade-error-no-questions = bài học không có câu hỏi nào để chấm
grade-error-variant-false = không chấm: phiên bản của học sinh `{ $id }` có nhận định sai
grade-error-none-graded = không chấm được tệp câu trả lời nào ({ $count } tệp chưa chấm)

## lesson check: one line per lesson, a course's table, the summaries.
check-mark-ok = ok
check-mark-fail = SAI
check-verified = { $file }: { $steps } bước, { $claims } nhận định và { $quizzes } đáp án câu hỏi đã được kiểm chứng
check-verified-with-variants = { $file }: { $steps } bước, { $claims } nhận định và { $quizzes } đáp án câu hỏi đã được kiểm chứng, cùng các phiên bản của { $variants } học sinh mẫu ({ $ids })
check-false = { $file }: { $count } trong { $total } nhận định sai
check-warning-line = { $file }: cảnh báo: { $text }
check-nothing-checked = không có gì được kiểm chứng: bài học không có nhận định `expect:` nào và không có câu hỏi nào
check-course = Khóa học: { $title }
check-col-file = TỆP
check-col-steps = BƯỚC
check-col-claims = NHẬN ĐỊNH
check-col-warnings = CẢNH BÁO
check-col-errors = LỖI
check-col-result = KẾT QUẢ
check-result-malformed = sai dạng
check-result-ok = ok
check-result-false = nhận định sai
check-passed = { $ok } trong { $count } bài học đạt
check-error-malformed = { $count } trong { $total } bài học sai dạng: { $files }
check-error-problems = { $count } lỗi trong { $files }

lesson-error-no-such-lesson = không có bài học nào tên `{ $name }`: `npuzzle lesson list` liệt kê các bài học có sẵn; muốn chạy một tệp thì hãy cho đường dẫn của nó
lesson-error-several-lessons = `{ $name }` ứng với nhiều bài học: { $lessons }
lesson-error-no-such-lesson-in = không có bài học nào tên `{ $name }` trong { $dir }: `npuzzle lesson list --dir { $dir }` liệt kê các bài học ở đó
lesson-error-several-lessons-of = `{ $name }` ứng với nhiều bài học trong { $dir }: { $lessons }
