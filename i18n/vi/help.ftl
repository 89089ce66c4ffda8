### Command-line help of the translated commands (English comes from the clap definitions).
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
help-english-only = Trợ giúp của lệnh này hiện chỉ có bằng tiếng Anh.
