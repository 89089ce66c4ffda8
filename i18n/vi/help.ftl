### Command-line help of every command (English comes from the clap definitions).
### Language: vi. Area: help
# The English of every message is i18n/en/help.ftl (made from the
# definitions); keep flags, commands, examples and `code` as they are.

help-about = Khám phá và kiểm chứng toán học của trò chơi xếp ô trượt (sliding-tile puzzle)
help-long-about = Khám phá và kiểm chứng toán học của trò chơi xếp ô trượt (8-puzzle, 15-puzzle, bảng WxH bất kỳ): số nghịch thế (inversion count), tính giải được, chứng minh bằng tính chẵn lẻ (parity) từng nước đi, phép quy về dạng chuẩn, tìm kiếm và bài học.
help-after-help =
    Bắt đầu với:
      npuzzle explain "7 2 4/5 0 6/8 3 1"

    Mã thoát (exit code): 0 ổn, 1 chạy hợp lệ với kết luận phủ định (không giải được, một kiểm tra thất bại, chạm giới hạn) hoặc công việc bị dừng bằng Ctrl-C (Ctrl-C lần thứ hai thoát ngay với mã 130), 2 dùng sai hoặc dữ liệu vào sai, 3 lỗi nội bộ (hoặc không ghi được đầu ra chuẩn).
help-arg-color = Khi nào dùng màu, kể cả trong trợ giúp. auto: trên terminal, trừ khi NO_COLOR được đặt, CLICOLOR=0 hoặc TERM=dumb; CLICOLOR_FORCE=1 bật màu cả khi không có terminal
help-arg-quiet = Không có thanh tiến độ hay dòng trạng thái trên đầu ra lỗi chuẩn (chúng chỉ được vẽ khi đầu ra lỗi chuẩn là terminal)
help-arg-lang = Ngôn ngữ của công cụ, theo mã của nó. Nếu không có, dùng ngôn ngữ đầu tiên mà công cụ có trong danh sách LANGUAGE, nếu không thì locale (LC_ALL, LC_MESSAGES, LANG), nếu không thì tiếng Anh. JSON, định danh DOT, Mermaid và SVG, và mã thoát giống nhau trong mọi ngôn ngữ
help-arg-version-json = Cùng với --version: phiên bản, commit, ngày, target, các feature và trình biên dịch dưới dạng JSON, để gửi kèm báo lỗi
help-explain-about = Giải thích đầy đủ một bảng: lưới, bảng nghịch thế, kết luận
help-explain-after-help =
    Ví dụ:
      npuzzle explain "7 2 4/5 0 6/8 3 1"
      npuzzle explain "2 8 3/1 6 4/7 0 5" --goal snail
help-explain-arg-board = Bảng: `7 2 4/5 0 6/8 3 1`, `7,2,4,5,0,6,8,3,1`, `724506831`, `-` để đọc từ đầu vào chuẩn, `@FILE` để đọc từ tệp. Ô trống là 0, _ hoặc . (dấu chấm)
help-explain-arg-size = Chiều rộng x chiều cao, cho danh sách phẳng không vuông (ví dụ 4x3)
help-explain-arg-goal = Trạng thái đích: blank-last (1..n rồi ô trống, mặc định), blank-first (0,1,..,n: AIMA, Korf), snail (đích xoắn ốc), hoặc một bảng
help-explain-arg-moves = Truy vết thêm các nước đi này (U/D/L/R hoặc số của ô số) với chứng minh chẵn lẻ ở mỗi nước đi, như `npuzzle trace`
help-explain-arg-max-nodes = Ngân sách của tìm kiếm tối ưu, tính bằng số nút sinh ra (mặc định 200.000.000, vài giây); vượt quá thì lời giải hiển thị là phép quy về dạng chuẩn, ghi rõ là không tối ưu. Ngân sách tính bằng nút, không bằng thời gian, nên một bảng cho cùng kết quả trên mọi máy
help-explain-arg-json = Viết tắt của --format json
help-explain-arg-format = Định dạng đầu ra
help-inversions-about = Đếm nghịch thế (inversion) theo từng ô số
help-inversions-after-help =
    Ví dụ:
      npuzzle inversions "7 2 4/5 0 6/8 3 1"
      npuzzle inversions 724506831 --claim 16
      npuzzle inversions 724506831 --claim 6,1,2,2,2,2,1,0
      npuzzle inversions "2 8 3/1 6 4/7 0 5" --goal snail
      echo "7 2 4 5 0 6 8 3 1" | npuzzle inversions - --json
help-inversions-arg-board = { help-explain-arg-board }
help-inversions-arg-size = { help-explain-arg-size }
help-inversions-arg-goal = { help-explain-arg-goal }
help-inversions-arg-claim = Kiểm tra một số đếm: tổng (`16`) hoặc một số cho mỗi ô số theo thứ tự đọc (`6,1,2,2,2,2,1,0`). Thoát với mã 1 khi khẳng định sai
help-inversions-arg-json = { help-explain-arg-json }
help-inversions-arg-format = { help-explain-arg-format }
help-solvable-about = Quyết định một bảng có đạt được trạng thái đích không, và chỉ ra vì sao. Thoát với mã 0 khi giải được, 1 khi không
help-solvable-after-help =
    Ví dụ:
      npuzzle solvable "7 2 4/5 0 6/8 3 1"
      npuzzle solvable "1 2 3 4/5 6 7 8/9 10 11 12/13 15 14 0"   # câu đố 14-15 của Sam Loyd
      npuzzle solvable 812043765 --goal blank-first
      npuzzle solvable "1 2 3 4/5 6 7 8/9 10 11 0/13 14 15 12"   # 3 nghịch thế (lẻ) mà vẫn giải được: quy tắc của bài hướng dẫn tiếng Miến Điện sai trên 4x4
      npuzzle solvable 3021 --size 4x1   # bảng mỏng: chỉ thứ tự các ô số là quan trọng
      npuzzle solvable 724506831 --json
help-solvable-arg-board = { help-explain-arg-board }
help-solvable-arg-size = { help-explain-arg-size }
help-solvable-arg-goal = { help-explain-arg-goal }
help-solvable-arg-json = { help-explain-arg-json }
help-solvable-arg-format = { help-explain-arg-format }
help-reduce-about = Đưa một bảng, bằng các nước đi hợp lệ, về bảng chuẩn của lớp của nó: trạng thái đích (lớp chẵn) hoặc trạng thái đích với hai ô số đầu đổi chỗ (lớp lẻ). Đích được dự đoán từ tính chẵn lẻ trước nước đi đầu tiên; cả dãy được chạy lại và kiểm tra trước khi hiển thị
help-connect-about = Tìm một dãy nước đi hợp lệ từ FROM đến TO: quy cả hai về bảng chuẩn, đi theo phép quy của FROM rồi ngược phép quy của TO, và bỏ các nước đi tới rồi lui. Hai bảng khác lớp: thoát với mã 1, kèm hai bảng chuẩn khác nhau làm bằng chứng
help-verify-about = Tìm kiếm theo chiều rộng (BFS) từ trạng thái đích qua mọi cách sắp xếp của một bảng nhỏ (nhiều nhất 12 ô) và so sánh với định lý: đúng một nửa số cách sắp xếp, (W·H)!/2, đạt được, và đó chính là những bảng quy tắc chẵn lẻ gọi là giải được. In số bảng ở mỗi khoảng cách
help-solve-about = Tìm lời giải; hiển thị đường đi, các số đếm và ý nghĩa của chúng
help-tree-about = Vẽ cây tìm kiếm: mọi nút sinh ra với số thứ tự, nước đi, độ sâu, g/h/f, bảng và số phận của nó; đường đi lời giải được tô sáng
help-compare-about = Chạy nhiều thuật toán trên một bảng và so sánh việc chúng đã làm
help-trace-about = Chứng minh chẵn lẻ ở mỗi nước đi: các ô số bị nhảy qua, Δnghịch thế, bất biến
help-trace-long-about =
    Chứng minh chẵn lẻ (parity) ở mỗi nước đi: các ô số bị nhảy qua, Δnghịch thế, bất biến (invariant).

    Thực hiện các nước đi và với mỗi nước đi cho thấy ô số di chuyển nhảy qua những ô số nào theo thứ tự đọc, nghịch thế của từng cặp thay đổi thế nào, và vì sao bất biến của chiều rộng này giữ nguyên tính chẵn lẻ. Thoát với mã 2 ở một nước đi không thực hiện được (phần truy vết đến đó được in trước).
help-trace-after-help =
    Nước đi: U, D, L, R = hướng ô trống di chuyển (chữ hoa hay thường đều được; bỏ qua dấu cách và dấu phẩy), hoặc số của các ô số trượt (`2 7 5`).

    Ví dụ:
      npuzzle trace "7 2 4/5 0 6/8 3 1" ULDR
      npuzzle trace "7 2 4/5 0 6/8 3 1" "2 7 5"           # số của ô số
      npuzzle trace "1 2 3 4/5 6 7 8/9 10 11 12/13 14 15 0" ULDR --compact
      npuzzle trace 724506831 ULDRUL --step           # dừng sau mỗi nước đi
      npuzzle trace 724506831 UL --json
help-trace-arg-board = { help-explain-arg-board }
help-trace-arg-size = { help-explain-arg-size }
help-trace-arg-goal = { help-explain-arg-goal }
help-trace-arg-moves = Các nước đi: chữ U/D/L/R (hướng của ô trống) hoặc số của ô số
help-trace-arg-compact = Một dòng cho mỗi nước đi thay vì một lưới
help-trace-arg-step = Trên terminal, dừng sau mỗi nước đi (Enter: tiếp, b: lùi, q: thoát)
help-trace-arg-no-pause = Không bao giờ dừng, kể cả với --step (in tất cả)
help-trace-arg-max-moves = Số nước đi tối đa được truy vết: danh sách dài hơn bị từ chối trước khi in bất cứ gì (mỗi nước đi in một chứng minh: 60.000 nước đi trên bảng 16x16 là khoảng 240 MB)
help-trace-arg-json = { help-explain-arg-json }
help-trace-arg-format = { help-explain-arg-format }
help-random-about = Bảng ngẫu nhiên: đều, một bước đi ngẫu nhiên, hoặc ở đúng một khoảng cách tối ưu
help-play-about = Chơi trò chơi trong terminal, với chứng minh chẵn lẻ hiển thị trực tiếp
help-play-long-about =
    Chơi trò chơi trong terminal, với chứng minh chẵn lẻ (parity) hiển thị trực tiếp.

    Một bảng toàn màn hình: di chuyển bằng phím mũi tên, hjkl, wasd hoặc nhấp vào một ô số cạnh ô trống. Sau mỗi nước đi, khung bên cho thấy số nghịch thế (inversion count) và các ô số mà nước đi nhảy qua, hàng của ô trống, bất biến và tính chẵn lẻ của nó bên cạnh của trạng thái đích, kết luận với quy tắc của nó và khoảng cách Manhattan; nước đi cuối được hiển thị như `trace` in ra. Mặc định một mũi tên trượt ô số theo hướng của nó vào ô trống (`--arrows tile`); `--arrows blank` di chuyển ô trống thay vào đó, như các chữ U/D/L/R của `trace`. Khi rời đi, các nước đi được in thành một dòng U/D/L/R (các nước đi của ô trống) mà `npuzzle trace BOARD MOVES` chạy lại được.
help-play-after-help =
    Phím: mũi tên, h j k l hoặc w a s d để di chuyển; nhấp vào một ô số cạnh ô trống để trượt nó; u hoàn tác, r làm lại, n một bảng ngẫu nhiên mới, ? một gợi ý (nước đi tiếp theo của một lời giải tối ưu và khoảng cách; ? lần nữa: khoảng cách sau mỗi nước đi, hoặc ước lượng khi không biết khoảng cách chính xác), x tuyên bố bảng không giải được (công cụ xác nhận hoặc bác bỏ), p luyện tập (kết luận được giấu cho đến khi nhấn x hoặc thắng; bảng mới giải được hay không, mỗi khả năng một nửa), o chạy lại lời giải tối ưu khi đã giải xong, q (hoặc Ctrl-C) thoát.

    Gợi ý là chính xác đến 4x4 (tìm kiếm theo chiều rộng đến 3x3, IDA* với cơ sở dữ liệu mẫu của 15-puzzle trên 4x4, được dựng ở lần dùng đầu), trên 5x5 với cơ sở dữ liệu mẫu khi chúng đã được dựng; ngoài ra là một cận dưới, có ghi rõ.

    Cần một terminal; để chạy các nước đi theo kịch bản hãy dùng `npuzzle trace BOARD MOVES`.

    Ví dụ:
      npuzzle play                          # một bảng 3x3 ngẫu nhiên giải được
      npuzzle play "7 2 4/5 0 6/8 3 1"
      npuzzle play --size 4x4 --distance 20 --seed 3
      npuzzle play --arrows blank --goal blank-first
      npuzzle play --practice               # giải được không? x nếu không
help-play-arg-board = Bảng (`7 2 4/5 0 6/8 3 1`, `724506831`, `@FILE`); mặc định: một bảng ngẫu nhiên giải được có kích thước --size
help-play-arg-size = Chiều rộng x chiều cao của bảng ngẫu nhiên (mặc định 3x3), hoặc của một BOARD phẳng
help-play-arg-goal = { help-explain-arg-goal }
help-play-arg-seed = Hạt giống (seed): cùng hạt giống cho cùng các bảng (mặc định: lấy từ đồng hồ)
help-play-arg-moves = Một bước đi ngẫu nhiên gồm N nước đi từ trạng thái đích, không bao giờ hoàn tác nước đi trước
help-play-arg-distance = Các bảng có khoảng cách tối ưu đến trạng thái đích đúng bằng D nước đi
help-play-arg-arrows = Mũi tên di chuyển cái gì: ô số vào ô trống, hay ô trống
help-play-arg-practice = Luyện tập tuyên bố bảng không giải được: bảng ngẫu nhiên giải được hay không, mỗi khả năng một nửa, và khung bên giấu kết luận (và ? không cho gợi ý) cho đến khi nhấn x hoặc thắng; p để bật và tắt
help-play-arg-arrows-value-tile = Ô số trượt theo hướng mũi tên (vào ô trống)
help-play-arg-arrows-value-blank = Ô trống di chuyển theo hướng mũi tên (U/D/L/R, như trong `trace`)
help-completions-about = In một script tự hoàn thành cho shell
help-pdb-about = Cơ sở dữ liệu mẫu (pattern database) cho giải tối ưu (trạng thái đích 4x4, và các bảng 5x5 với `build --size 5x5`): `status` (xem), `build` (dựng) hoặc `clear` (xóa) bộ nhớ đệm trong $XDG_CACHE_HOME/npuzzle (nếu không thì thư mục bộ nhớ đệm của hệ thống: ~/.cache/npuzzle trên Linux)
help-heuristics-about = Hàm heuristic: kiểm định so với khoảng cách chính xác
help-experiment-about = Thí nghiệm: chi phí tìm kiếm đo trên nhiều bảng ngẫu nhiên
help-man-about = In trang hướng dẫn (man), hoặc ghi mỗi lệnh một trang vào một thư mục
help-explorer-about = Trang khám phá: bảng bất kỳ, chứng minh của nó, một trò chơi và các thuật toán tìm kiếm
help-lesson-about = Bài học: đi qua từng bước của khóa học có sẵn hoặc tệp YAML của giảng viên; kiểm tra rằng mọi khẳng định của bài học là đúng
help-lesson-after-help =
    Ví dụ:
      npuzzle lesson list
      npuzzle lesson run 01-counting-inversions
      npuzzle lesson run lessons/05-bfs-vs-ordered.yaml --format markdown > handout.md
      npuzzle lesson check lessons/*.yaml
      npuzzle lesson new > my-lesson.yaml
      npuzzle lesson export --dir my-course --out site --handout

    Định dạng bài học được mô tả trong lessons/README.md.
help-lesson-list-about = Các bài học có sẵn (và các bài trong --dir) cùng tiêu đề
help-lesson-list-after-help =
    Ví dụ:
      npuzzle lesson list
      npuzzle lesson list --dir my-course --format json
help-lesson-list-arg-dir = Liệt kê thêm các bài học của thư mục khóa học này (các tệp *.yaml của nó, theo thứ tự trong course.yaml của nó, nếu có)
help-lesson-list-arg-json = { help-explain-arg-json }
help-lesson-check-about = Kiểm tra bài học: phân tích, chạy mọi bước, kiểm chứng mọi `expect:` và mọi đáp án câu hỏi. Mọi lỗi của một tệp đều được báo, và mọi bài học của một thư mục khóa học. Thoát với mã 0 khi tất cả đúng, 1 khi một khẳng định sai, 2 khi một tệp sai định dạng
help-lesson-check-after-help =
    Ví dụ:
      npuzzle lesson check lessons/*.yaml
      npuzzle lesson check my-course/
      npuzzle lesson check my-lesson.yaml --format json

    Một thư mục là một khóa học: mọi bài học của nó được kiểm tra (theo thứ tự trong course.yaml của nó, nếu có) và một bảng tóm tắt được in ra.

    Mỗi bài học có một ngân sách công việc (mặc định 150.000.000 đơn vị: khoảng một đơn vị cho mỗi nút tìm kiếm hay trạng thái được thăm, ước lượng từ giới hạn của từng bước trước khi chạy bất cứ gì); bài học vượt quá bị từ chối, kèm tên bước nơi nó hết ngân sách.
help-lesson-check-arg-files = Tệp bài học, thư mục khóa học, hoặc tên bài học có sẵn; `-` đọc một bài học từ đầu vào chuẩn
help-lesson-check-arg-json = { help-explain-arg-json }
help-lesson-check-arg-budget = Ngân sách công việc của mỗi bài học, tính bằng đơn vị công việc
help-lesson-check-arg-strict = Thoát với mã 1 khi một đáp án bị lộ trước khi đến lúc trả lời, hoặc một câu văn nói sai một định nghĩa (nếu không thì là các cảnh báo)
help-lesson-new-about = In một mẫu bài học có chú thích, qua được `lesson check`
help-lesson-new-after-help =
    Ví dụ:
      npuzzle lesson new > my-lesson.yaml && npuzzle lesson check my-lesson.yaml
help-lesson-schema-about = In JSON Schema của định dạng bài học (bản kèm theo trong lessons/lesson.schema.json chính là đầu ra này)
help-lesson-schema-after-help =
    Ví dụ:
      npuzzle lesson schema > my-course/lesson.schema.json
      npuzzle lesson schema > lessons/lesson.schema.json   # tạo lại bản kèm theo

    `npuzzle lesson new` bắt đầu một bài học với dòng modeline
      # yaml-language-server: $schema=lesson.schema.json
    để trình soạn thảo YAML (VS Code, Neovim, Helix) dùng schema bên cạnh nó; lessons/README.md hướng dẫn cách cài đặt chúng.
help-lesson-grade-about = Chấm điểm một lớp: mỗi sinh viên một tệp đáp án (định dạng của `lesson run --answers` và `--save-answers`; sinh viên là dòng `# name:` của tệp, nếu không có thì là thư mục riêng của sinh viên, nếu không nữa thì là tên tệp không kèm phần mở rộng), hoặc các thư mục chứa chúng
help-lesson-grade-after-help =
    Ví dụ:
      npuzzle lesson grade 01 answers/
      npuzzle lesson grade my-lesson.yaml ada.txt bob.txt --format csv > grades.csv
      npuzzle lesson grade parity --dir my-course answers/ --json
      npuzzle lesson grade 01 answers/ --format moodle-csv --roster roster.csv --bom > moodle.csv

    Một tệp đáp án có một dòng cho mỗi câu hỏi, đánh số như trong `lesson run --handout` (câu hỏi trắc nghiệm và bài tập như nhau). Một đáp án thuộc về câu hỏi mà tệp ghi số (`# Question N` ở dòng trước, như trang web và --save-answers ghi, hoặc `N.`, `N)`, `N:`, `QN:` đứng trước đáp án), nếu không thì thuộc về câu hỏi kế tiếp theo thứ tự, và trong một tệp không ghi số thì một dòng trống giữa hai đáp án là một câu hỏi bỏ trống. `-` để trống một câu hỏi; chú thích là `#` theo sau bởi bất cứ gì trừ một chữ số (`#3` là một đáp án: một nút); `# name: NAME` ghi tên sinh viên; `# lesson: ID (HASH)` ghi tên bài học, và đáp án của một bài học khác không được chấm. Điểm: ok đúng, x sai, ? sai dạng (không phải đáp án có dạng mong đợi, kèm lý do), - không trả lời, s đã xem đáp án trước khi trả lời. Mỗi tệp là một hàng trong mọi định dạng, tệp không chấm được thì kèm vấn đề của nó, và các cảnh báo nói rõ điều đã quyết định (thừa một dòng, có thể bị lệch dòng, cùng một tên sinh viên hai lần). Các thư mục được duyệt hết (cả thư mục riêng của từng sinh viên, như Moodle và Google Drive tải về). Thoát với mã 0 khi chấm được ít nhất một tệp, 2 khi không chấm được tệp nào.

    Sổ điểm: --format moodle-csv hoặc canvas-csv ghi mỗi sinh viên một hàng cho "Import grades from CSV" của Moodle hoặc chức năng nhập sổ điểm của Canvas (tài liệu: class.md), khớp theo mã sinh viên: dòng `# id: ID` của tệp (như `lesson run --student-id` và ô mã số sinh viên của trang ghi), nếu không có thì theo dòng của --roster mang tên sinh viên. Sinh viên trong danh sách lớp mà không có tệp là các hàng không có điểm; một tệp không có mã bị bỏ ra và được báo; hai tệp cùng một mã, hoặc một danh sách lớp có mã rỗng, trùng hoặc không in được, là lỗi (mã thoát 2). Tên mà bảng tính sẽ chạy như công thức (bắt đầu bằng = + - @) được thêm dấu ' ở đầu. --bom đặt dấu thứ tự byte UTF-8 ở đầu tệp CSV cho Excel.
help-lesson-grade-arg-lesson = Tên một bài học có sẵn, một tệp bài học, hoặc (với --dir) một bài học của một khóa học
help-lesson-grade-arg-answers = Các tệp đáp án, hoặc các thư mục chứa chúng (được duyệt hết, cả thư mục riêng của từng sinh viên)
help-lesson-grade-arg-dir = Tìm LESSON trong các bài học của thư mục khóa học này
help-lesson-grade-arg-json = { help-explain-arg-json }
help-lesson-grade-arg-roster = Với --format moodle-csv hoặc canvas-csv: danh sách lớp, một tệp CSV các dòng `id,name`; nó cho mã của một tệp không có `# id:` theo tên sinh viên, và các sinh viên trong đó không có tệp là các hàng không có điểm
help-lesson-grade-arg-column = Với --format moodle-csv hoặc canvas-csv: tiêu đề cột điểm (mặc định: tiêu đề bài học); trong Canvas, `TITLE (ID)` điền vào bài tập có mã đó
help-lesson-grade-arg-bom = Đặt dấu thứ tự byte UTF-8 ở đầu tệp CSV, để Excel đọc đúng tên tiếng Việt, tiếng Trung và tiếng Miến Điện
help-lesson-export-about = Ghi các trang của một khóa học (khóa học có sẵn nếu không có --dir) vào một thư mục: mỗi bài học một trang và một index.html liên kết chúng theo thứ tự khóa học
help-lesson-export-after-help =
    Ví dụ:
      npuzzle lesson export --out site
      npuzzle lesson export --dir my-course --out site --handout --answer-key
      npuzzle lesson export --dir my-course --out site --force
      npuzzle lesson export --out site --scorm
      npuzzle lesson export --out site --qti
      npuzzle lesson export --out site --gift --moodle-xml

    Các tệp: index.html, NAME.html cho mỗi bài học, NAME.handout.html với --handout (không có đáp án ở bất cứ đâu trong tệp), NAME.key.html với --answer-key (đừng để đáp án ở nơi sinh viên mở được), NAME.zip với --scorm (một gói SCORM 1.2: trang tương tác, gửi câu trả lời, điểm và trạng thái cho nền tảng và tiếp tục từ đó; tải lên như một hoạt động SCORM trong Moodle hoặc Canvas), NAME.qti.zip với --qti (một gói IMS QTI 1.2 chứa các câu hỏi của bài học: nhập vào Canvas dưới dạng "QTI .zip file"; các câu hỏi có nhiều đáp án đúng bị bỏ ra và được nêu trên stderr), NAME.gift.txt với --gift và NAME.moodle.xml với --moodle-xml (ngân hàng câu hỏi Moodle: nhập trong Ngân hàng câu hỏi của Moodle, Nhập, dạng GIFT hoặc Moodle XML; cùng các câu hỏi như gói QTI). Với --students, các tệp riêng của từng học sinh cho một bài học có bảng thay đổi là NAME.ID.* nằm bên cạnh. Mọi bài học được kiểm tra trước: một bài học không đọc được hoặc khẳng định điều sai sẽ dừng việc xuất trước khi ghi bất cứ gì. Một tệp trong --out mà npuzzle không ghi sẽ không bị thay thế nếu không có --force.
help-lesson-export-arg-dir = Thư mục khóa học (các bài học *.yaml của nó, theo thứ tự trong course.yaml của nó); nếu không có, dùng khóa học có sẵn
help-lesson-export-arg-out = Thư mục để ghi các trang vào (được tạo nếu chưa có)
help-lesson-export-arg-handout = Ghi thêm phiếu của sinh viên cho mỗi bài học (NAME.handout.html)
help-lesson-export-arg-answer-key = Ghi thêm đáp án của mỗi bài học (NAME.key.html)
help-lesson-export-arg-scorm = Ghi thêm gói SCORM 1.2 của mỗi bài học (NAME.zip) để tải lên một nền tảng học tập
help-lesson-export-arg-qti = Ghi thêm các câu hỏi của mỗi bài học thành một gói IMS QTI 1.2 (NAME.qti.zip) để nhập vào Canvas
help-lesson-export-arg-gift = Ghi thêm các câu hỏi của mỗi bài học thành một ngân hàng câu hỏi Moodle dạng GIFT (NAME.gift.txt)
help-lesson-export-arg-moodle-xml = Ghi thêm các câu hỏi của mỗi bài học thành một ngân hàng câu hỏi Moodle dạng Moodle XML, kèm gợi ý (NAME.moodle.xml)
help-lesson-export-arg-students = Danh sách lớp (CSV, `id,name`, đọc như `lesson grade --roster` đọc): mỗi bài học có bảng thay đổi theo từng học sinh còn có trang, phiếu bài tập, đáp án, gói và ngân hàng câu hỏi riêng của từng học sinh, tên là NAME.ID.html, NAME.ID.handout.html, NAME.ID.key.html, NAME.ID.zip, NAME.ID.qti.zip, NAME.ID.gift.txt, NAME.ID.moodle.xml
help-lesson-export-arg-force = Thay thế các tệp trong --out mà npuzzle không ghi
help-lesson-export-arg-budget = Ngân sách công việc của mỗi bài học, tính bằng đơn vị công việc (xem `lesson check --help`)
help-lesson-run-about = Đi qua từng bước của một bài học: mọi câu hỏi được hỏi trước khi đáp án hiện ra (Enter: tiếp, h hoặc ?: gợi ý, s: xem đáp án, b: lùi, q: thoát kèm điểm). Tiến độ được lưu và lần chạy sau tiếp tục từ đó. Không có terminal, hoặc với --no-pause, mọi thứ được in ra
help-lesson-run-after-help =
    Ví dụ:
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

    Một tệp đáp án có một dòng cho mỗi câu hỏi, đánh số như trong --handout (câu hỏi trắc nghiệm và bài tập như nhau; theo số mà tệp ghi, `# Question N`, `N.` hoặc `QN:`, nếu không thì theo thứ tự; `-` để trống một câu hỏi, `# name: NAME` ghi tên sinh viên); `lesson grade` đọc cùng loại tệp và nói rõ nó chấp nhận những gì. Với --answers, lần chạy kết thúc bằng điểm số và thoát với mã 1 trừ khi mọi đáp án đều đúng. --save-answers ghi các đáp án của một lần chạy tương tác theo định dạng đó, kèm số lần thử, số gợi ý và các đáp án đã xem; nó không bao giờ ghi đè một bài học hay bất kỳ tệp nào khác ngoài tệp đáp án của bài học này.

    Tiến độ được lưu trong $XDG_STATE_HOME/npuzzle/progress.json (nếu không thì ~/.local/state/npuzzle/).
help-lesson-run-arg-no-pause = In mọi bước mà không dừng (mặc định khi không có terminal)
help-lesson-run-arg-restart = Bắt đầu từ bước 1 và quên các đáp án đã lưu của bài học này
help-lesson-run-arg-from = Bắt đầu ở bước này (đếm từ 1) thay vì nơi bạn đã dừng
help-lesson-run-arg-show-claims = In các khẳng định đã kiểm tra của bài học dưới mỗi bước (cho giảng viên)
help-lesson-run-arg-answers = Đáp án theo kịch bản cho các câu hỏi, mỗi dòng một đáp án; in ra điểm số
help-lesson-run-arg-save-answers = Ghi các đáp án của lần chạy tương tác này vào FILE, mỗi câu hỏi một dòng (định dạng của --answers và `lesson grade`), sau mỗi lần trả lời; một bài học hay bất kỳ tệp nào khác ngoài tệp đáp án của bài học này đều bị từ chối
help-lesson-run-arg-name = Tên của sinh viên cho dòng đầu của --save-answers (`# name:`)
help-lesson-run-arg-student-id = Mã sinh viên cho --save-answers (`# id:`): mã số sinh viên, tên đăng nhập hoặc địa chỉ email mà nền tảng học tập của lớp biết (`lesson grade --format moodle-csv` đưa nó vào sổ điểm)
help-lesson-run-arg-student = Phiên bản bài học của học sinh này: các bảng đánh dấu `vary: true` được rút ra theo mã số (cùng một mã số luôn nhận cùng các bảng, trên mọi máy); ở mọi định dạng (phiếu bài tập và đáp án ghi mã số, trang web cố định nó, --save-answers ghi nó thành `# id:`)
help-lesson-run-arg-format = text: đi qua từng bước; json: kết quả tính được của mỗi bước; markdown: một phiếu phát tay với đáp án câu hỏi ở cuối
help-lesson-run-arg-format-value-html = Một trang HTML độc lập để đọc và in (không có địa chỉ bên ngoài); với --interactive, trang hỏi và kiểm tra đáp án
help-lesson-run-arg-format-value-gift = Các câu hỏi dưới dạng ngân hàng câu hỏi Moodle GIFT (câu hỏi có nhiều đáp án đúng bị bỏ ra, liệt kê ở đầu tệp và trên stderr)
help-lesson-run-arg-format-value-moodle-xml = Các câu hỏi dưới dạng Moodle XML (numerical, truefalse, shortanswer, multichoice, kèm gợi ý và phản hồi)
help-lesson-run-arg-json = { help-explain-arg-json }
help-lesson-run-arg-handout = Phiếu của sinh viên (Markdown, hoặc HTML với --format html): câu hỏi với dòng trống để trả lời và gợi ý; không có đáp án, không có lời giải thích, không có bước nào tính ra đáp án
help-lesson-run-arg-answer-key = Chỉ các đáp án, đánh số như trong --handout (Markdown, hoặc HTML kèm lời giải thích với --format html)
help-lesson-run-arg-interactive = Với --format html: trang tương tác (câu hỏi được kiểm tra trong trình duyệt với phản hồi của trình đi bước, gợi ý, giữ tiến độ, đáp án tải xuống cho `lesson grade`). Không có nó, --format html là trang tĩnh để đọc và in. Trang tương tác mang đáp án trong mã nguồn của nó: hãy phát --handout nếu cần phiếu không có đáp án
help-lesson-run-arg-dir = Tìm NAME trong các bài học của thư mục khóa học này
help-lesson-run-arg-budget = Ngân sách công việc của bài học, tính bằng đơn vị công việc (xem `lesson check --help`)
help-lesson-run-arg-lesson = Tên một bài học có sẵn (hoặc một tiền tố duy nhất như `01`), hoặc một tệp bài học

help-reduce-after-help =
    Ví dụ:
      npuzzle reduce "8 6 7/2 5 4/3 0 1"
      npuzzle reduce "1 2 3/4 5 6/8 7 0" --goal blank-last
      npuzzle reduce 724506831 --step
      npuzzle reduce "@board16.txt" --compact
      npuzzle reduce "7 2 4/5 0 6/8 3 1" --format json

    Nước đi gọi theo hướng ô trống di chuyển (U, D, L, R). Trạng thái đích mặc định ở đây là blank-first (0 1 2 ...), như trong blog tiếng Trung; các bảng chuẩn của nó là 0 1 2 3 ... (lớp chẵn, 0 nghịch thế) và 0 2 1 3 ... (lớp lẻ).
help-reduce-arg-board = Bảng: `7 2 4/5 0 6/8 3 1`, `724506831`, `-` (đầu vào chuẩn), `@FILE`
help-reduce-arg-size = { help-explain-arg-size }
help-reduce-arg-goal = Trạng thái đích: blank-first (mặc định ở đây), blank-last, snail, hoặc một bảng
help-reduce-arg-step = Trên terminal, dừng sau mỗi giai đoạn (Enter: tiếp, b: lùi, q: thoát)
help-reduce-arg-no-pause = Với --step: in tất cả mà không dừng
help-reduce-arg-compact = Mỗi giai đoạn một dòng, không vẽ lưới (tự động khi quá 36 ô)
help-reduce-arg-json = { help-explain-arg-json }
help-reduce-arg-format = { help-explain-arg-format }
help-connect-after-help =
    Ví dụ:
      npuzzle connect "8 6 7/2 5 4/3 0 1" "6 4 7/8 5 0/3 2 1"
      npuzzle connect 123456780 123456708 --format json
      npuzzle connect "1 2 3/4 5 6/7 8 0" "1 2 3/4 5 6/8 7 0"   # khác lớp: mã thoát 1

    Nước đi gọi theo hướng ô trống di chuyển (U, D, L, R). Đường đi không phải ngắn nhất, chỉ là một đường đã được kiểm tra.
help-connect-arg-from = Bảng xuất phát
help-connect-arg-to = Bảng cần đạt tới
help-connect-arg-size = { help-explain-arg-size }
help-connect-arg-goal = Trạng thái đích mà các phép quy về nhắm tới các bảng chuẩn của nó: blank-first (mặc định ở đây), blank-last, snail, hoặc một bảng
help-connect-arg-json = { help-explain-arg-json }
help-connect-arg-format = { help-explain-arg-format }
help-verify-after-help =
    Ví dụ:
      npuzzle verify --size 3x3
      npuzzle verify --size 2x4 --goal blank-first --format json
      npuzzle verify --size 3x4        # 239.500.800 trạng thái: khoảng một phút, 460 MiB

    Các trạng thái được lưu bằng hạng của hoán vị, mỗi trạng thái một byte ((W·H)! byte), không lưu dưới dạng bảng. Tiến độ được in ra lỗi chuẩn (standard error) với bảng từ 11 ô trở lên.
help-verify-arg-size = Chiều rộng x chiều cao (tối đa 12 ô: 3x4, 4x3, 2x6, 6x2, 3x3, ...)
help-verify-arg-goal = { help-explain-arg-goal }
help-verify-arg-json = { help-explain-arg-json }
help-verify-arg-format = { help-explain-arg-format }
help-verify-arg-format-value-svg = Một ảnh SVG độc lập
help-solve-after-help =
    Ví dụ:
      npuzzle solve "8 6 7/2 5 4/3 0 1"
      npuzzle solve "2 8 3/1 6 4/7 0 5" --goal snail --algo bfs --order LUDR --tree-search --no-undo --goal-test generation
      npuzzle solve "5 1 3 4/2 6 7 8/9 10 11 12/13 14 15 0" --algo idastar --heuristic manhattan --compact
      npuzzle solve 812043765 --goal snail --algo astar --heuristic h4 --explain-heuristic --format json

    Số đếm (định nghĩa trong docs/src/definitions.md): sinh ra = số nút con được tạo (không tính gốc, có tính các nút trùng lặp và đích); mở rộng = số nút đã sinh các nút con; lấy ra = số nút lấy ra từ tập biên (cái mà một số giáo trình gọi là độ phức tạp thời gian); số nút giữ cùng lúc nhiều nhất = độ phức tạp không gian.
help-solve-arg-board = { help-explain-arg-board }
help-solve-arg-size = { help-explain-arg-size }
help-solve-arg-goal = { help-explain-arg-goal }
help-solve-arg-batch = Giải mọi bảng trong FILE (mỗi dòng một bảng, theo bất kỳ cách viết bảng nào; bỏ qua dòng trống và chú thích #; - là đầu vào chuẩn), mỗi bảng một dòng kết quả (một đối tượng JSON mỗi dòng với --format jsonl). Mã thoát 2 nếu có dòng sai (các dòng khác vẫn được giải), nếu không thì 1 nếu có bảng không giải được hoặc không giải xong trong giới hạn, còn lại 0
help-solve-arg-algo = bfs, ids, ordered (f = g + số ô sai vị trí), greedy, astar, idastar, bidir. Mặc định: astar, và trên bảng 4x4 là IDA* với cơ sở dữ liệu mẫu
help-solve-arg-algo-value-bfs = tìm kiếm theo chiều rộng
help-solve-arg-algo-value-ids = tìm kiếm sâu dần
help-solve-arg-algo-value-ordered = tìm kiếm có thứ tự (f = g + số ô sai vị trí)
help-solve-arg-algo-value-greedy = tìm kiếm tham lam tốt nhất trước (f = h)
help-solve-arg-algo-value-astar = tìm kiếm A* (f = g + h)
help-solve-arg-algo-value-idastar = IDA* (sâu dần theo f = g + h)
help-solve-arg-algo-value-bidir = tìm kiếm theo chiều rộng hai chiều
help-solve-arg-heuristic = Hàm heuristic cho greedy, astar và idastar: misplaced (h1), manhattan (h2), euclidean (h3), rowcol (h4), linear-conflict (h5, mặc định), seed-h6 (h6), và hai hàm sai misplaced-with-blank và linear-conflict-pairs
help-solve-arg-heuristic-value-misplaced = H1 của báo cáo tiếng Việt
help-solve-arg-heuristic-value-manhattan = H2 của báo cáo tiếng Việt
help-solve-arg-heuristic-value-euclidean = H3 của báo cáo tiếng Việt
help-solve-arg-heuristic-value-rowcol = H4 của báo cáo tiếng Việt
help-solve-arg-heuristic-value-linear-conflict = H5 của báo cáo tiếng Việt
help-solve-arg-heuristic-value-seed-h6 = H6 của báo cáo tiếng Việt
help-solve-arg-heuristic-value-misplaced-with-blank = sai: ước lượng quá cao
help-solve-arg-heuristic-value-linear-conflict-pairs = { help-solve-arg-heuristic-value-misplaced-with-blank }
help-solve-arg-heuristic-value-pdb = cơ sở dữ liệu mẫu (6-6-3 trên 4x4, 6-6-6-6 trên 5x5; IDA*), với cách tra cứu đo được là nhanh nhất
help-solve-arg-heuristic-value-pdb-plain = cơ sở dữ liệu mẫu, tra cứu thường và tra cứu phản chiếu (nhất quán)
help-solve-arg-heuristic-value-pdb-dual = cơ sở dữ liệu mẫu (4x4 và 5x5), có thêm tra cứu đối ngẫu và BPMX
help-solve-arg-heuristic-value-pdb-dual-no-bpmx = cơ sở dữ liệu mẫu (4x4 và 5x5), có thêm tra cứu đối ngẫu, không có BPMX
help-solve-arg-heuristic-value-pdb-dual-search = cơ sở dữ liệu mẫu (4x4 và 5x5), có tra cứu đối ngẫu, BPMX và tìm kiếm đối ngẫu (DIDA*)
help-solve-arg-heuristic-value-pdb-dual-search-any = cơ sở dữ liệu mẫu (5x5), có tra cứu đối ngẫu, BPMX và tìm kiếm đối ngẫu nhảy ở mọi nút
help-solve-arg-heuristic-value-pdb-7-8 = cơ sở dữ liệu mẫu 7-8 (4x4; dựng một lần bằng pdb build --partition 7-8)
help-solve-arg-heuristic-value-pdb-7-8-dual = cơ sở dữ liệu mẫu 7-8 (4x4; dựng một lần bằng pdb build --partition 7-8), có thêm tra cứu đối ngẫu và BPMX
help-solve-arg-order = Thứ tự thử các nước đi của ô trống, ví dụ LUDR (như trong báo cáo thực hành tiếng Trung). Mặc định UDLR; với cơ sở dữ liệu mẫu là ULRD của Korf (ở đó thứ tự chỉ thay đổi số nút của vòng lặp cuối, không bao giờ thay đổi độ dài)
help-solve-arg-tree-search = Không giữ tập đóng (BFS, ordered, greedy, A*): một trạng thái gặp hai lần được tìm hai lần, như trong mã của báo cáo thực hành tiếng Trung
help-solve-arg-no-undo = Không bao giờ sinh nước đi hoàn tác nước vừa đi (IDS và IDA* luôn làm như vậy)
help-solve-arg-goal-test = Thời điểm kiểm tra đích (BFS, ordered, greedy, A*). Mặc định: expansion (khi mở rộng)
help-solve-arg-ties = Cách chọn khi f bằng nhau (ordered, greedy, A*). Mặc định: fifo cho ordered, low-h cho các thuật toán khác
help-solve-arg-ties-value-fifo = f nhỏ hơn, rồi nút sinh ra trước (sắp xếp ổn định của báo cáo thực hành tiếng Trung)
help-solve-arg-ties-value-low-h = f nhỏ hơn, rồi h nhỏ hơn, rồi nút sinh ra trước
help-solve-arg-max-nodes = Dừng sau khi sinh ra ngần này nút. Mặc định: 25.000.000 cho bfs, ordered, greedy, astar và bidir (chúng lưu những gì sinh ra: tối đa 2 GiB); 1.000.000.000 cho ids và idastar; không giới hạn cho bộ giải dùng cơ sở dữ liệu mẫu, vốn luôn giải xong (Ctrl-C để dừng)
help-solve-arg-time-limit = Dừng sau ngần này giây (0 = không giới hạn; tối đa 1e9). Không có mặc định: giới hạn thời gian dừng tìm kiếm ở đâu tùy tốc độ máy, nên các giới hạn mặc định đếm nút
help-solve-arg-compact = Hiển thị đường đi mỗi nước một dòng thay vì vẽ lưới
help-solve-arg-explain-heuristic = In lời giải thích của hàm heuristic (nó đếm gì và vì sao nó chấp nhận được hay không)
help-solve-arg-jobs = Số luồng (mặc định: số lõi): --batch giải chừng ấy bảng cùng lúc (kết quả giống hệt, theo thứ tự đầu vào, như khi chạy một luồng), và tìm kiếm với cơ sở dữ liệu mẫu có thể chia một vòng lặp IDA* cho các luồng
help-solve-arg-pruning = Những chuỗi nước mà IDA* với cơ sở dữ liệu mẫu không bao giờ đi. Mặc định: duplicates
help-solve-arg-pruning-value-parent = Chỉ nước quay lại nút cha: số nút như các con số Korf công bố
help-solve-arg-pruning-value-duplicates = Thêm mọi chuỗi dài tới 14 nước mà một chuỗi ngắn hơn hoặc đứng trước thay được (cùng các quân được đẩy, trong cùng hình chữ nhật): ít nút hơn, cùng độ dài tối ưu
help-solve-arg-step = Hiển thị tìm kiếm từng lần mở rộng một: nút được mở rộng, các nút con và số phận của chúng, tập biên theo thứ tự được lấy ra. Trên terminal là giao diện tương tác; qua pipe là các bước dạng văn bản (hoặc các dòng JSON với --format jsonl)
help-solve-arg-max-steps = Với --step: ghi lại tối đa ngần này bước (mặc định 2.000, tối đa 20.000; mỗi bước liệt kê tối đa 200 phần tử của tập biên); tìm kiếm vẫn chạy đến cuối và số đếm của nó đầy đủ
help-solve-arg-json = { help-explain-arg-json }
help-solve-arg-format = { help-explain-arg-format }
help-solve-arg-format-value-jsonl = Một đối tượng JSON mỗi dòng, ghi ra ngay khi mỗi hàng xong
help-tree-after-help =
    Ví dụ:
      npuzzle tree "2 8 3/1 6 4/7 0 5" --goal snail --algo bfs --order LUDR --tree-search --no-undo --goal-test generation
      npuzzle tree "2 8 3/1 6 4/7 0 5" --goal snail --algo ordered --order LUDR --tree-search --no-undo --goal-test generation --boards grid
      npuzzle tree "2 8 3/1 6 4/7 0 5" --goal snail --algo astar --heuristic manhattan --format dot | dot -Tsvg > tree.svg
      npuzzle tree "2 8 3/1 6 4/7 0 5" --goal snail --algo ordered --order LUDR --tree-search --no-undo --goal-test generation --format svg > tree.svg
      npuzzle tree "2 8 3/1 6 4/7 0 5" --goal snail --algo ordered --order LUDR --tree-search --no-undo --goal-test generation --format html > steps.html   # xem từng bước trong trình duyệt
      npuzzle tree 123405786 --algo bfs --format mermaid

    Các nhãn: mở rộng thứ N (thứ tự mở rộng), ĐÍCH, trùng lặp, bị loại (trạng thái đã được lưu), bị cắt (cận của IDS/IDA*), không được mở rộng (vẫn trong tập biên), f > chi phí lời giải (A*: không bao giờ cần). * đánh dấu đường đi lời giải.
help-tree-arg-board = { help-explain-arg-board }
help-tree-arg-size = { help-explain-arg-size }
help-tree-arg-goal = { help-explain-arg-goal }
help-tree-arg-algo = Thuật toán: bfs, ids, ordered, greedy, astar, idastar, bidir
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
help-tree-arg-max-nodes-drawn = Vẽ tối đa ngần này nút (các nút sinh ra trước); phần còn lại được đếm là bỏ ra (trong hình: gộp thành nút "+N more"). Mặc định 500 (text, json) hoặc 60 (svg, dot, html); tối đa 100.000 (text, json) hoặc 2.000 (svg, dot, mermaid, html)
help-tree-arg-rankdir = Hình (svg, dot, html): gốc ở trên cùng (TB) hoặc ở bên trái (LR)
help-tree-arg-rankdir-value-TB = Gốc ở trên cùng
help-tree-arg-rankdir-value-LR = Gốc ở bên trái
help-tree-arg-boards = Bảng viết trên cùng dòng với nút, hoặc dưới dạng lưới nhỏ
help-tree-arg-view = Cây thụt lề, hoặc các lần mở rộng theo thứ tự
help-tree-arg-view-value-tree = Cây thụt lề, nút con nằm dưới nút cha
help-tree-arg-view-value-expansions = Từng lần mở rộng: mỗi nút được mở rộng và các nút con của nó
help-tree-arg-json = { help-explain-arg-json }
help-tree-arg-format = { help-explain-arg-format }
help-tree-arg-format-value-svg = { help-verify-arg-format-value-svg }
help-tree-arg-format-value-html = Một trang HTML độc lập
help-compare-after-help =
    Ví dụ:
      npuzzle compare "2 8 3/1 6 4/7 0 5" --goal snail --algos bfs,ordered --order LUDR --tree-search --no-undo --goal-test generation
      npuzzle compare "2 8 3/1 6 4/7 0 5" --goal snail --algos bfs,ordered --order LUDR --tree-search --no-undo --goal-test generation --format svg > compare.svg
      npuzzle compare "2 8 3/1 6 4/7 0 5" --goal snail --algos bfs,ordered --order LUDR --tree-search --no-undo --goal-test generation --step
      npuzzle compare "2 8 3/1 6 4/7 0 5" --goal snail --algos bfs,ordered --order LUDR --tree-search --no-undo --goal-test generation --format html > steps.html
      npuzzle compare "8 6 7/2 5 4/3 0 1" --algos bfs,bidir,astar,idastar
      npuzzle compare 867254301 --algos astar,greedy --heuristic manhattan --json
help-compare-arg-board = { help-explain-arg-board }
help-compare-arg-size = { help-explain-arg-size }
help-compare-arg-goal = { help-explain-arg-goal }
help-compare-arg-algos = Các thuật toán, cách nhau bằng dấu phẩy: bfs, ids, ordered, greedy, astar, idastar, bidir
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
help-compare-arg-max-nodes-drawn = Vẽ cây của một tìm kiếm khi nó có tối đa ngần này nút; cây lớn hơn được tóm tắt (text) hoặc cắt thành nút "+N more" (svg, dot). Tối đa 2.000 (svg, dot) hoặc 100.000 (text, json)
help-compare-arg-rankdir = Hình (svg, dot): các gốc ở trên cùng (TB) hoặc ở bên trái (LR)
help-compare-arg-rankdir-value-TB = { help-tree-arg-rankdir-value-TB }
help-compare-arg-rankdir-value-LR = { help-tree-arg-rankdir-value-LR }
help-compare-arg-no-timing = Bỏ hàng thời gian chạy (để kết quả lặp lại được)
help-compare-arg-step = Xem các tìm kiếm cùng nhau, từng lần mở rộng một: trên terminal đặt cạnh nhau (tương tác), qua pipe lần lượt từng cái
help-compare-arg-json = { help-explain-arg-json }
help-compare-arg-format = { help-explain-arg-format }
help-compare-arg-format-value-svg = { help-verify-arg-format-value-svg }
help-compare-arg-format-value-html = { help-tree-arg-format-value-html }
help-random-long-about =
    Bảng ngẫu nhiên: phân bố đều, bước đi ngẫu nhiên, hoặc ở đúng một khoảng cách tối ưu.

    Mỗi dòng một bảng theo cách viết của công cụ, để `npuzzle solve --batch -` đọc được kết quả. Cùng --seed cho cùng các bảng trên mọi máy. Không có --moves hay --distance thì các bảng phân bố đều trên những bảng đi được tới trạng thái đích (với --unsolvable, trên những bảng không đi được).
help-random-after-help =
    Khoảng cách: chính xác bằng tìm kiếm theo chiều rộng trên mọi bảng đến 9 ô (3x3), được bộ giải tối ưu (IDA*, cơ sở dữ liệu mẫu trên 4x4) chứng minh đến 25 ô, trong giới hạn --max-nodes.

    Ví dụ:
      npuzzle random                                # một bảng 3x3 giải được
      npuzzle random --size 4x4 --count 5 --seed 1
      npuzzle random --distance 20 --count 3 --seed 7
      npuzzle random --moves 30 --size 4x4 --goal blank-first
      npuzzle random --unsolvable --count 2
      npuzzle random --size 4x4 --distance 30 --count 10 | npuzzle solve --batch -
      npuzzle random --count 3 --format jsonl
help-random-arg-size = Chiều rộng x chiều cao (mặc định 3x3)
help-random-arg-goal = { help-explain-arg-goal }
help-random-arg-count = Số bảng
help-random-arg-seed = { help-play-arg-seed }
help-random-arg-moves = { help-play-arg-moves }
help-random-arg-distance = { help-play-arg-distance }
help-random-arg-unsolvable = Các bảng thuộc lớp chẵn lẻ kia, không đi được tới trạng thái đích
help-random-arg-max-nodes = Số nút nhiều nhất mà bộ giải tối ưu được sinh ra (--distance với bảng lớn hơn 3x3, và khoảng cách của mỗi bảng trong JSON)
help-random-arg-json = { help-explain-arg-json }
help-random-arg-format = { help-explain-arg-format }
help-random-arg-format-value-jsonl = { help-solve-arg-format-value-jsonl }
help-completions-after-help =
    Ví dụ:
      npuzzle completions bash > ~/.local/share/bash-completion/completions/npuzzle
help-completions-arg-shell = Trình shell
help-pdb-after-help =
    Ví dụ:
      npuzzle pdb status
      npuzzle pdb build --goal blank-first
      npuzzle pdb status --goal snail --json
      npuzzle pdb clear                # mọi cơ sở dữ liệu trong bộ nhớ đệm
      npuzzle pdb clear --goal snail   # chỉ của trạng thái đích snail
help-pdb-status-about = Bộ nhớ đệm nằm ở đâu, và tình trạng của từng cơ sở dữ liệu mà trạng thái đích cần
help-pdb-status-after-help =
    Ví dụ:
      npuzzle pdb status
      npuzzle pdb status --goal blank-first --json
help-pdb-status-arg-goal = { help-explain-arg-goal }
help-pdb-status-arg-json = { help-explain-arg-json }
help-pdb-status-arg-format = { help-explain-arg-format }
help-pdb-build-about = Nạp các cơ sở dữ liệu của trạng thái đích, dựng (tiến độ in ra lỗi chuẩn) và lưu những cái còn thiếu hoặc bị hỏng. Mã thoát 1 khi không lưu được
help-pdb-build-after-help =
    Ví dụ:
      npuzzle pdb build
      npuzzle pdb build --goal blank-first
      npuzzle pdb build --size 5x5     # các bảng của 24-puzzle (khoảng 1,5 phút, 1,2 GB)
      npuzzle pdb build --partition 7-8 --goal blank-first   # 0,58 GB, vài phút
help-pdb-build-arg-goal = { help-explain-arg-goal }
help-pdb-build-arg-size = Kích thước bảng: 4x4 (các cơ sở dữ liệu 6-6-3 của trạng thái đích) hoặc 5x5 (các bảng 6-6-6-6 của Korf & Felner, dùng được cho mọi trạng thái đích 5x5 có ô trống ở một góc)
help-pdb-build-arg-partition = Cách chia 4x4: 6-6-3 (mặc định, được dựng khi dùng lần đầu) hoặc 7-8 (hai bảng tổng cộng 0,58 GB, cho nhiều bảng: chỉ lệnh này dựng chúng, cho trạng thái đích có ô trống trên đường chéo chính)
help-pdb-build-arg-json = { help-explain-arg-json }
help-pdb-build-arg-format = { help-explain-arg-format }
help-pdb-clear-about = Xóa các tệp cơ sở dữ liệu: của một trạng thái đích với --goal, nếu không thì tất cả
help-pdb-clear-after-help =
    Ví dụ:
      npuzzle pdb clear
      npuzzle pdb clear --goal blank-first
help-pdb-clear-arg-goal = Chỉ các cơ sở dữ liệu của trạng thái đích này (một tên có sẵn hoặc một bảng 4x4)
help-pdb-clear-arg-json = { help-explain-arg-json }
help-pdb-clear-arg-format = { help-explain-arg-format }
help-heuristics-after-help =
    Ví dụ:
      npuzzle heuristics check
      npuzzle heuristics check --size 2x3 --format json
      npuzzle heuristics check --size 4x4 --sample 20
help-heuristics-check-about = Kiểm định hàm heuristic: chấp nhận được? nhất quán? sát thực tế đến đâu? hàm nào trội hơn hàm nào?
help-heuristics-check-long-about =
    Kiểm định hàm heuristic: chấp nhận được? nhất quán? sát thực tế đến đâu? hàm nào trội hơn hàm nào?

    Bảng tối đa 12 ô được kiểm tra trên mọi trạng thái giải được, so với khoảng cách chính xác (tìm kiếm theo chiều rộng từ trạng thái đích). Bảng lớn hơn (đến 16 ô) cần --sample N: các bảng ngẫu nhiên so với độ dài tối ưu do bộ giải tối ưu tìm. Mã thoát là 0 mỗi khi việc kiểm định chạy xong, dù tìm thấy gì (kết quả là dữ liệu); 2 khi đầu vào sai.
help-heuristics-check-after-help =
    Ví dụ:
      npuzzle heuristics check
      npuzzle heuristics check --heuristic linear-conflict --heuristic linear-conflict-pairs
      npuzzle heuristics check --size 2x3 --goal blank-first --format json
      npuzzle heuristics check --size 4x4 --sample 20 --seed 7 --heuristic manhattan,linear-conflict,seed-h6
help-heuristics-check-arg-size = Kích thước bảng, rộng x cao (mặc định 3x3; tối đa 12 ô khi không có --sample)
help-heuristics-check-arg-goal = { help-explain-arg-goal }
help-heuristics-check-arg-heuristics = Các hàm heuristic cần kiểm định (lặp lại tùy chọn hoặc cách nhau bằng dấu phẩy; mặc định cả tám): misplaced, manhattan, euclidean, rowcol, linear-conflict, seed-h6, misplaced-with-blank, linear-conflict-pairs, hoặc h1..h6
help-heuristics-check-arg-heuristics-value-misplaced = { help-solve-arg-heuristic-value-misplaced }
help-heuristics-check-arg-heuristics-value-manhattan = { help-solve-arg-heuristic-value-manhattan }
help-heuristics-check-arg-heuristics-value-euclidean = { help-solve-arg-heuristic-value-euclidean }
help-heuristics-check-arg-heuristics-value-rowcol = { help-solve-arg-heuristic-value-rowcol }
help-heuristics-check-arg-heuristics-value-linear-conflict = { help-solve-arg-heuristic-value-linear-conflict }
help-heuristics-check-arg-heuristics-value-seed-h6 = { help-solve-arg-heuristic-value-seed-h6 }
help-heuristics-check-arg-heuristics-value-misplaced-with-blank = { help-solve-arg-heuristic-value-misplaced-with-blank }
help-heuristics-check-arg-heuristics-value-linear-conflict-pairs = { help-solve-arg-heuristic-value-misplaced-with-blank }
help-heuristics-check-arg-sample = Kiểm định trên N bảng ngẫu nhiên so với lời giải tối ưu thay vì toàn bộ không gian trạng thái (mọi bảng tối đa 16 ô)
help-heuristics-check-arg-seed = Hạt giống (seed) của các bảng ngẫu nhiên của --sample
help-heuristics-check-arg-max-nodes = Với --sample: số nút bộ giải tối ưu được sinh ra trên một bảng; bảng không giải xong trong giới hạn đó bị bỏ ra và được liệt kê (các bảng như nhau trên mọi máy)
help-heuristics-check-arg-time-limit = Với --sample: dừng thêm tìm kiếm của một bảng sau SECS giây (0 = không giới hạn thời gian, mặc định; khi có giới hạn, bảng nào giải được tùy tốc độ máy)
help-heuristics-check-arg-solver = Với --sample: hàm heuristic của bộ giải tối ưu (manhattan, linear-conflict, pdb; mặc định là hàm mạnh nhất cho kích thước đó)
help-heuristics-check-arg-json = { help-explain-arg-json }
help-heuristics-check-arg-format = { help-explain-arg-format }
help-experiment-after-help =
    Ví dụ:
      npuzzle experiment cost-table
      npuzzle experiment cost-table --ids-with-undo --max-depth 14
      npuzzle experiment heuristics --size 3x3 --count 20 --time-limit 10
help-experiment-cost-table-about = Đo lại Hình 3.29 của AIMA (ấn bản 3): số nút sinh ra của IDS, của A* với số ô sai vị trí và của A* với khoảng cách Manhattan, theo độ sâu lời giải
help-experiment-cost-table-long-about =
    Đo lại Hình 3.29 của AIMA (ấn bản 3): số nút sinh ra của IDS, của A* với số ô sai vị trí và của A* với khoảng cách Manhattan, theo độ sâu lời giải.

    Với mỗi độ sâu 2, 4, ..., --max-depth, lấy --count bảng 8-puzzle ngẫu nhiên có độ dài tối ưu đúng bằng độ sâu đó, phân bố đều từ bảng khoảng cách chính xác (có hạt giống). IDS chạy khi còn dưới --ids-max-nodes mỗi bảng; độ sâu nào có một bảng vượt quá thì được đánh dấu là không chạy, các độ sâu lớn hơn cũng vậy. Các số liệu đã công bố được in dưới số liệu của chúng tôi. Mã thoát 0 khi bảng được lập xong (kể cả các ô không chạy).
help-experiment-cost-table-after-help =
    Ví dụ:
      npuzzle experiment cost-table
      npuzzle experiment cost-table --count 20 --max-depth 16 --seed 7
      npuzzle experiment cost-table --ids-with-undo --max-depth 14
      npuzzle experiment cost-table --heuristic linear-conflict --heuristic seed-h6 --format json
help-experiment-cost-table-arg-count = Số bảng mỗi độ sâu (tối đa 1.000.000)
help-experiment-cost-table-arg-seed = Hạt giống (seed) của các bảng ngẫu nhiên
help-experiment-cost-table-arg-heuristics = Thêm một cột A* với hàm heuristic này (lặp lại tùy chọn hoặc cách nhau bằng dấu phẩy)
help-experiment-cost-table-arg-heuristics-value-misplaced = { help-solve-arg-heuristic-value-misplaced }
help-experiment-cost-table-arg-heuristics-value-manhattan = { help-solve-arg-heuristic-value-manhattan }
help-experiment-cost-table-arg-heuristics-value-euclidean = { help-solve-arg-heuristic-value-euclidean }
help-experiment-cost-table-arg-heuristics-value-rowcol = { help-solve-arg-heuristic-value-rowcol }
help-experiment-cost-table-arg-heuristics-value-linear-conflict = { help-solve-arg-heuristic-value-linear-conflict }
help-experiment-cost-table-arg-heuristics-value-seed-h6 = { help-solve-arg-heuristic-value-seed-h6 }
help-experiment-cost-table-arg-heuristics-value-misplaced-with-blank = { help-solve-arg-heuristic-value-misplaced-with-blank }
help-experiment-cost-table-arg-heuristics-value-linear-conflict-pairs = { help-solve-arg-heuristic-value-misplaced-with-blank }
help-experiment-cost-table-arg-max-depth = Hàng sâu nhất (số chẵn, tối đa 30)
help-experiment-cost-table-arg-ids-max-nodes = IDS bỏ cuộc trên một bảng sau khi sinh ra ngần này nút
help-experiment-cost-table-arg-max-nodes = A* bỏ cuộc trên một bảng sau khi sinh ra ngần này nút
help-experiment-cost-table-arg-ids-with-undo = Thêm một cột cho IDS của AIMA: tìm kiếm trên cây có sinh cả nước đi quay về nút cha (IDS của chúng tôi không bao giờ làm vậy)
help-experiment-cost-table-arg-goal = Trạng thái đích (của AIMA là blank-first)
help-experiment-cost-table-arg-json = { help-explain-arg-json }
help-experiment-cost-table-arg-format = { help-explain-arg-format }
help-experiment-cost-table-arg-format-value-jsonl = { help-solve-arg-format-value-jsonl }
help-experiment-cost-table-arg-format-value-svg = { help-verify-arg-format-value-svg }
help-experiment-heuristics-about = So sánh của báo cáo tiếng Việt: với mỗi hàm heuristic, tỉ lệ bảng ngẫu nhiên giải được trong giới hạn thời gian, số nút mở rộng trung bình và thời gian trung bình
help-experiment-heuristics-long-about =
    So sánh của báo cáo tiếng Việt: với mỗi hàm heuristic, tỉ lệ bảng ngẫu nhiên giải được trong giới hạn thời gian, số nút mở rộng trung bình và thời gian trung bình.

    Các bảng được lấy đều trong số các bảng giải được (có hạt giống, nên một lần chạy lặp lại được, trừ thời gian và các bảng sát giới hạn thời gian). Mỗi tìm kiếm chạy một mình, lần lượt từng cái, để thời gian của nó là của riêng nó. Tiến độ in ra lỗi chuẩn. Mã thoát 0 khi việc so sánh chạy xong (bảng không giải được là dữ liệu), 1 khi bị ngắt.
help-experiment-heuristics-after-help =
    Ví dụ:
      npuzzle experiment heuristics --size 3x3 --count 20 --time-limit 10
      npuzzle experiment heuristics --size 4x4 --count 10 --time-limit 60 --heuristic h2,h5,h6
      npuzzle experiment heuristics --size 3x3 --count 5 --time-limit 5 --no-timing --format json
help-experiment-heuristics-arg-size = Kích thước bảng, rộng x cao
help-experiment-heuristics-arg-count = Số bảng ngẫu nhiên (tối đa 1.000.000)
help-experiment-heuristics-arg-time-limit = Số giây mỗi tìm kiếm được dùng (báo cáo tiếng Việt dùng 60; 0 = không giới hạn; tối đa 1e9)
help-experiment-heuristics-arg-seed = { help-experiment-cost-table-arg-seed }
help-experiment-heuristics-arg-heuristics = Các hàm heuristic cần so sánh (lặp lại tùy chọn hoặc cách nhau bằng dấu phẩy; mặc định sáu hàm của báo cáo tiếng Việt, H1..H6)
help-experiment-heuristics-arg-heuristics-value-misplaced = { help-solve-arg-heuristic-value-misplaced }
help-experiment-heuristics-arg-heuristics-value-manhattan = { help-solve-arg-heuristic-value-manhattan }
help-experiment-heuristics-arg-heuristics-value-euclidean = { help-solve-arg-heuristic-value-euclidean }
help-experiment-heuristics-arg-heuristics-value-rowcol = { help-solve-arg-heuristic-value-rowcol }
help-experiment-heuristics-arg-heuristics-value-linear-conflict = { help-solve-arg-heuristic-value-linear-conflict }
help-experiment-heuristics-arg-heuristics-value-seed-h6 = { help-solve-arg-heuristic-value-seed-h6 }
help-experiment-heuristics-arg-heuristics-value-misplaced-with-blank = { help-solve-arg-heuristic-value-misplaced-with-blank }
help-experiment-heuristics-arg-heuristics-value-linear-conflict-pairs = { help-solve-arg-heuristic-value-misplaced-with-blank }
help-experiment-heuristics-arg-algo = astar (như trong báo cáo tiếng Việt) hoặc idastar
help-experiment-heuristics-arg-max-nodes = Một tìm kiếm bỏ cuộc sau khi sinh ra ngần này nút (A* giữ mọi nút: khoảng 100 byte mỗi nút)
help-experiment-heuristics-arg-goal = { help-explain-arg-goal }
help-experiment-heuristics-arg-no-timing = Bỏ các cột thời gian (để kết quả lặp lại được)
help-experiment-heuristics-arg-json = { help-explain-arg-json }
help-experiment-heuristics-arg-format = { help-explain-arg-format }
help-experiment-heuristics-arg-format-value-jsonl = { help-solve-arg-format-value-jsonl }
help-man-after-help =
    Ví dụ:
      npuzzle man | man -l -
      npuzzle man --dir target/man   # npuzzle.1, npuzzle-solve.1, npuzzle-pdb-build.1, ...
help-man-arg-dir = Ghi npuzzle.1 và mỗi lệnh con một trang (npuzzle-solve.1, ...) vào thư mục này (tạo nếu chưa có) thay vì in ra
help-explorer-after-help =
    Trang chạy ngoại tuyến từ một tệp, một USB hay một trang khóa học (không cần mạng, không cần cài đặt); `npuzzle lesson export` đặt nó vào mọi trang khóa học dưới tên explorer.html.

    Ví dụ:
      npuzzle explorer --out explorer.html
      npuzzle explorer --lang vi --out kham-pha.html
      npuzzle explorer > explorer.html
help-explorer-arg-out = Ghi trang vào FILE (thay thế nguyên tử; không bao giờ qua liên kết tượng trưng) thay vì đầu ra chuẩn

# clap's own words.
help-heading-usage = Cách dùng:
help-heading-commands = Lệnh:
help-heading-arguments = Tham số:
help-heading-options = Tùy chọn:
help-heading-possible-values = Các giá trị có thể:
help-default = {"["}mặc định: { $value }]
help-possible-values = {"["}các giá trị: { $values }]
help-flag-help = In trợ giúp
help-flag-help-more = In trợ giúp (xem thêm với '--help')
help-flag-help-summary = In trợ giúp (xem bản tóm tắt với '-h')
help-flag-version = In phiên bản
help-command-help = In thông báo này hoặc trợ giúp của (các) lệnh con đã cho
help-command-help-arg-subcommand = In trợ giúp cho (các) lệnh con
