### A lesson file's problems (src/lesson/).
### Language: vi. Area: lessonfile

lessonfile-field = `{ $name }`
lessonfile-step = bước { NUMBER($number, useGrouping: "false") } ({ $kind })
lessonfile-diagnosed = { $message }
lessonfile-io = { $reason }
lessonfile-zawgyi = đoạn tiếng Miến Điện này dùng bảng mã `Zawgyi`, không phải `Unicode`: hãy chuyển tệp sang `Unicode` (ví dụ `uconv -x Zawgyi-my < FILE > NEW-FILE`, bộ chuyển đổi của ICU) rồi dùng tệp mới

lessonfile-one-target = hãy cho một mục tiêu duy nhất (một bảng cần đạt tới, hoặc một ô số cần đưa về chỗ)
lessonfile-to-size = bảng có kích thước { $size }, nhưng bảng của bài tập có kích thước { $expected }
lessonfile-no-such-tile = không có ô số { NUMBER($tile, useGrouping: "false") } trên bảng { $size }
lessonfile-max-moves = { NUMBER($max, useGrouping: "false") }, nhưng cách ngắn nhất cần { NUMBER($moves, useGrouping: "false") } nước đi
lessonfile-nothing-to-do = bảng đã là mục tiêu rồi: không còn gì để làm
lessonfile-target-unreachable = bảng không thể đạt tới mục tiêu (tính chẵn lẻ của chúng khác nhau)
lessonfile-shortest-stopped = việc tìm một đáp án ngắn nhất đã dừng ({ $stop }); hãy chọn một mục tiêu gần hơn
lessonfile-tile-too-far = ô số ở quá xa chỗ của nó đối với một bài tập của bài học
lessonfile-tile-never = ô số không bao giờ tới được ô của nó
lessonfile-predict-one-move = `{ $moves }`: một câu dự đoán chỉ nói về một nước đi
lessonfile-next-node-algo = { $algo }: bài tập nút tiếp theo (next-node) chỉ dành cho bfs, ordered hoặc astar
lessonfile-after-range = { NUMBER($after, useGrouping: "false") }; hãy hỏi sau từ 1 đến { $max } lần mở rộng
lessonfile-after-ends = { NUMBER($after, useGrouping: "false") }: phép tìm kiếm kết thúc trước khi mở rộng nút { NUMBER($next, useGrouping: "false") }; hãy hỏi sớm hơn
lessonfile-not-a-move = `{ $letter }` không phải là một nước đi
lessonfile-move-impossible = `{ $letter }`: không đi được nước này
lessonfile-next-out-of-frontier = { NUMBER($next, useGrouping: "false") }: biên chỉ có { NUMBER($nodes, useGrouping: "false") } nút
lessonfile-truth-not-a = `{ $truth }` không phải là một giá trị kiểu `{ $kind }`

lessonfile-named-twice = `{ $name }` được nêu hai lần
lessonfile-audit-too-big = { $size } có { NUMBER($cells, useGrouping: "false") } ô; một bài học chỉ kiểm tra được các bảng có tối đa { $max } ô (`npuzzle heuristics check` đi tới 12)
lessonfile-audit-thin = { $size }: trên một bảng chỉ rộng hoặc cao một ô, các ô số không thể vượt qua nhau; hãy kiểm tra ít nhất bảng 2x2
lessonfile-no-heuristic = hãy nêu ít nhất một hàm heuristic
lessonfile-cost-count = { NUMBER($count, useGrouping: "false") }; bảng chi phí của một bài học rút từ 1 đến { $max } bảng cho mỗi độ sâu
lessonfile-cost-depth = { NUMBER($depth, useGrouping: "false") }; bảng chi phí của một bài học đi tới một độ sâu chẵn từ 2 đến { $max }
lessonfile-cost-ids-nodes = { NUMBER($nodes, useGrouping: "false") }; thuật toán IDS của một bài học được sinh từ 1 đến { NUMBER($max, useGrouping: "false") } nút cho mỗi bảng
lessonfile-drawn-range = { NUMBER($cap, useGrouping: "false") }; một bài học được vẽ từ 1 đến { NUMBER($max, useGrouping: "false") } nút
lessonfile-no-algorithm = hãy nêu ít nhất một thuật toán
lessonfile-not-compared = không phải một trong các thuật toán được so sánh ({ $algos })
lessonfile-distance-stopped = phép tìm kiếm tối ưu đã dừng ({ $stop }) trước khi tìm ra khoảng cách; hãy đặt `distance: false`
lessonfile-sizes-differ = hai bảng khác kích thước ({ $from } và { $to })
lessonfile-verify-too-big = { $size } có { NUMBER($cells, useGrouping: "false") } ô; một bài học chỉ kiểm chứng được các bảng có tối đa { $max } ô (`npuzzle verify` đi tới 12)
lessonfile-verify-thin = { $size }: một bảng chỉ rộng hoặc cao một ô nằm ngoài phạm vi của định lý
lessonfile-trace-too-long = { NUMBER($moves, useGrouping: "false") } nước đi; một bài học chỉ lần theo được tối đa { NUMBER($max, useGrouping: "false") } nước đi
lessonfile-ordered-heuristic = { $algo } luôn dùng số ô sai chỗ (như trong báo cáo thực hành của Trung Quốc); hãy dùng `algo: astar` để có một hàm h khác
lessonfile-no-heuristic-used = { $algo } không dùng hàm heuristic nào
lessonfile-search-unreachable = bảng không thể đạt tới trạng thái đích (xem tính chẵn lẻ của nó), nên không có gì để tìm kiếm
lessonfile-search-nodes = { NUMBER($nodes, useGrouping: "false") }; phép tìm kiếm của một bài học được sinh từ 1 đến { NUMBER($max, useGrouping: "false") } nút
lessonfile-random-not-found = { NUMBER($distance, useGrouping: "false") }: bộ giải tối ưu không tìm thấy bảng nào trong { NUMBER($nodes, useGrouping: "false") } nút
lessonfile-over-budget = bị từ chối: ngân sách công việc { $budget } đơn vị của bài học hết tại đây (bước này có thể tốn { $step_cost } đơn vị, { $spent } khi tính cả các bước trước); hãy nâng nó bằng --budget { NUMBER($total, useGrouping: "false") }

lessonfile-id-twice = mã `{ $id }` được dùng hai lần (bước { NUMBER($first, useGrouping: "false") } và { NUMBER($second, useGrouping: "false") })
lessonfile-no-such-id = không có bước nào có mã `{ $id }`
lessonfile-reveals-question = `{ $id }` là một câu hỏi; một câu hỏi chỉ tiết lộ một bước tính toán
lessonfile-already-revealed = bước `{ $id }` đã được một câu hỏi trước đó tiết lộ rồi
lessonfile-no-such-field = { $step } không có trường `{ $field }`; các trường của nó là ({ $fields })
lessonfile-quiz-type = câu hỏi yêu cầu kiểu `{ $asked }` nhưng `{ $field }` của bước { NUMBER($step, useGrouping: "false") } có kiểu `{ $actual }`
lessonfile-quiz-type-untypable = câu hỏi yêu cầu kiểu `{ $asked }` nhưng `{ $field }` của bước { NUMBER($step, useGrouping: "false") } không phải thứ học sinh gõ được
lessonfile-answer-type = đáp án `{ $answer }` không thuộc kiểu `{ $kind }`
lessonfile-claim-not-text = một khẳng định được gọi bằng tên dạng văn bản ({ $forms }), không phải `{ $key }`
lessonfile-unknown-claim = không phải một giá trị mà bước này tính ra; hãy viết ({ $forms })

lessonfile-id-empty = mã học sinh rỗng
lessonfile-id-too-long = mã học sinh dài { NUMBER($n, useGrouping: "false") } ký tự (tối đa { $max })
lessonfile-id-control = mã học sinh có ký tự điều khiển hoặc ký tự vô hình ({ $escaped })
lessonfile-id-spaces = mã học sinh có dấu cách ở đầu hoặc cuối
lessonfile-id-path = mã học sinh `{ $id }` có ký tự đường dẫn (/ hoặc \)
lessonfile-id-formula = mã học sinh `{ $id }` bắt đầu bằng { $first }: bảng tính sẽ chạy nó như một công thức
lessonfile-roster-id-twice = mã học sinh `{ $id }` cũng có ở dòng { NUMBER($line, useGrouping: "false") }: mỗi mã chỉ một học sinh
lessonfile-gradebook-id-twice = { $first } và { $second }: cả hai đều mang mã học sinh `{ $id }`: sổ điểm chỉ giữ một điểm cho mỗi học sinh: hãy bỏ một tệp hoặc sửa dòng `# id:` của nó

lessonfile-whose-course-lesson = một bài học của khóa học
lessonfile-whose-lesson = một bài học
lessonfile-translation-outside = bị từ chối: bản dịch của { $whose } phải là một tệp thường nằm trong thư mục của nó
lessonfile-course-lesson-outside = bị từ chối: bài học của một khóa học phải là một tệp thường nằm trong thư mục của khóa học
lessonfile-no-vary = không có bảng nào thay đổi theo học sinh (hãy đánh dấu một bảng ngẫu nhiên bằng `vary: true`): mọi học sinh sẽ nhận cùng một bài học
lessonfile-cannot-read-lesson = không đọc được bài học
lessonfile-builtin-board-file = một bài học có sẵn không thể đọc tệp bảng
lessonfile-board-file-absolute = tệp bảng phải được gọi bằng đường dẫn tương đối so với bài học
lessonfile-no-board-file = không có tệp bảng này bên cạnh bài học
lessonfile-board-file-outside = bị từ chối: tệp bảng nằm ngoài thư mục của bài học
lessonfile-course-dir-unreadable = không đọc được thư mục khóa học: { $reason }
lessonfile-listed-twice = `{ $name }` được liệt kê hai lần
lessonfile-course-no-lesson = không có bài học `{ $name }` trong { $dir } (hãy cho tên tệp như `01-intro.yaml` hoặc tên không có đuôi của nó)
lessonfile-course-file-outside = bị từ chối: { $name } phải là một tệp thường nằm trong thư mục của khóa học
lessonfile-lesson-not-a-map = bài học phải là một ánh xạ (map)
lessonfile-no-steps = bài học không có bước nào
