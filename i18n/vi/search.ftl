### Các từ của tìm kiếm, cây tìm kiếm, tìm kiếm từng bước, hàm heuristic, kiểm định
### và bảng chi phí (solve, tree, compare, heuristics, experiment và các bài học).
### Language: vi. Area: search

## Thuật toán
search-algo-bfs = tìm kiếm theo chiều rộng (BFS)
search-algo-ids = tìm kiếm sâu dần (IDS)
search-algo-ordered = tìm kiếm có thứ tự (f = g + số ô sai vị trí)
search-algo-greedy = tìm kiếm tham lam tốt nhất trước (f = h)
search-algo-astar = A* (f = g + h)
search-algo-idastar = IDA* (sâu dần theo f = g + h)
search-algo-bidir = tìm kiếm theo chiều rộng hai hướng

## Luật tìm kiếm
search-goal-test-generation = kiểm tra đích khi sinh nút (generation)
search-goal-test-expansion = kiểm tra đích khi mở rộng nút (expansion)
search-rule-order = thử các nước đi theo thứ tự { $order }
search-rule-no-undo-no-closed = không đi lùi, không có tập đóng
search-rule-closed-each-side = mỗi hướng một tập đóng
search-rule-no-undo = không đi lùi
search-rule-tree-search = tìm kiếm trên cây (không có tập đóng)
search-rule-graph-search = tìm kiếm trên đồ thị (có tập đóng)
search-rule-ties = khi bằng f: { $ties }
search-list-separator = {"; "}
search-rules-heading = Tìm kiếm: { $rules }.
search-h-start = h(trạng thái ban đầu) = { $value } ({ $h }).
search-no-heuristic = { $algorithm } không dùng hàm heuristic.

## Đường đi
search-path-start = ban đầu
search-path-caption = { $n }: { $dir } (ô số { $tile })
search-path-tile = ô số { $tile }
search-solution-heading = Lời giải:
search-solution-line = { $heading } { $length } nước đi: { $moves }.
search-solution-noted = { $heading } { $length } nước đi: { $moves } ({ $note }).
search-already-goal = bảng đã là trạng thái đích
search-letters-key = (mỗi chữ cái là hướng di chuyển của ô trống)
search-none-needed = không cần nước đi nào
search-solution-short = Lời giải: { $moves } ({ $length } nước đi).
search-tree-solution = Lời giải: { $moves } ({ $length } nước đi). Số đếm: { $expanded } nút mở rộng, { $generated } nút sinh ra{ $iterations }.
search-over-iterations = {" "}qua { $n } vòng lặp
search-outcome = Lời giải: { $moves } ({ $length } nước đi). Số đếm: { $expanded } nút mở rộng, { $generated } nút sinh ra, tập biên lớn nhất { $frontier }.

## Tối ưu
search-optimal-bfs = ngắn nhất có thể: BFS gặp mọi trạng thái gần hơn trước
search-optimal-ids = ngắn nhất có thể: mọi giới hạn độ sâu nhỏ hơn đều đã được tìm hết
search-optimal-bidir = ngắn nhất có thể: điểm gặp ngắn nhất của hai tìm kiếm theo từng lớp trọn vẹn
search-not-optimal-greedy = không chắc là ngắn nhất: tìm kiếm tham lam bỏ qua chi phí đường đi g
search-not-optimal-heuristic = không chắc là ngắn nhất: chưa chứng minh được { $h } là chấp nhận được
search-not-optimal-generation = không chắc là ngắn nhất: đích được kiểm tra khi sinh nút
search-optimal-heuristic = ngắn nhất có thể: { $h } không bao giờ ước lượng quá cao

## Thống kê
search-statistics = Thống kê
search-stat-length = độ dài lời giải (nước đi)
search-stat-none-found = không tìm thấy
search-stat-expanded = số nút mở rộng
search-stat-generated = số nút sinh ra
search-stat-selected = số nút lấy ra từ tập biên
search-stat-duplicates = số nút trùng lặp bị loại
search-stat-reopened = số nút đóng được mở lại
search-stat-largest-frontier = tập biên lớn nhất
search-stat-most-held = số nút giữ cùng lúc nhiều nhất
search-stat-iterations = số vòng lặp
search-stat-elapsed = thời gian
search-stat-branching = hệ số phân nhánh hiệu dụng b*
search-stats-courses = (cách đếm của một số giáo trình: độ phức tạp thời gian = { $selected } nút lấy ra, độ phức tạp không gian = { $held } nút giữ; báo cáo của Đại học Bách khoa Hà Nội: "số nút đã duyệt" = { $expanded } nút mở rộng, "tổng số nút" = số nút mở rộng + tập biên lúc kết thúc = { $total })

## Tìm kiếm dừng vì giới hạn
search-none = không có
search-stop-node-limit = chạm giới hạn số nút: đã sinh { $generated } nút (--max-nodes { $limit })
search-stop-time-limit = chạm giới hạn thời gian: { $seconds } s (--time-limit { $limit })
search-stop-cancelled = bị ngắt (Ctrl-C)
search-stop-observer = bị bộ quan sát dừng lại
search-stop-exhausted = tập biên đã rỗng mà chưa tới đích
search-reached = { $expanded } nút mở rộng, nút sâu nhất được sinh ở độ sâu { $depth }
search-reached-bound = ; không có lời giải nào ngắn hơn { $bound } nước đi
search-stopped-exhausted = Đã dừng: { $which }; { $reached }.
search-stopped = Đã dừng: { $which }. Đã đạt: { $reached }. Hãy thử: { $suggestion }.
search-stopped-interrupted = Đã dừng: { $which }. Đã đạt: { $reached }.
search-not-searched = Không tìm kiếm: không có dãy nước đi nào tới được trạng thái đích, nên một lần tìm kiếm chỉ có thể chạy cho tới khi chạm giới hạn.
search-try-large = --algo greedy (nhanh, không tối ưu) hoặc `npuzzle reduce` (lời giải kiến thiết); tìm kiếm tối ưu trên bảng lớn như vậy thường ngoài tầm với
search-try-stronger = một hàm heuristic mạnh hơn: --algo astar --heuristic linear-conflict, hoặc --algo idastar (gần như không tốn bộ nhớ)
search-try-astar-lc = --algo idastar (bộ nhớ vẫn nhỏ) hoặc --heuristic linear-conflict, hoặc tăng --max-nodes
search-try-astar = --algo idastar (bộ nhớ vẫn nhỏ), hoặc tăng --max-nodes
search-try-idastar = tăng --max-nodes, hoặc --algo greedy để có nhanh một lời giải không tối ưu
search-try-greedy = tăng --max-nodes

## compare
search-counts-heading = Các số đếm cạnh nhau
search-table-length = độ dài lời giải
search-table-optimal = chắc chắn tối ưu
search-yes = có
search-no = không
search-table-expanded = mở rộng
search-table-generated = sinh ra
search-table-selected = lấy ra
search-table-duplicates = trùng lặp
search-table-largest-frontier = tập biên lớn nhất
search-table-most-held = giữ cùng lúc nhiều nhất
search-table-stopped = kết thúc
search-table-elapsed = thời gian
search-stop-word-solved = đã giải
search-stop-word-exhausted = hết tập biên
search-stop-word-node-limit = giới hạn nút
search-stop-word-time-limit = giới hạn giờ
search-stop-word-cancelled = bị ngắt
search-stop-word-stopped = bị dừng
search-compare-legend = (mở rộng = nút đã sinh con; sinh ra = nút con được tạo, không đếm nút gốc; lấy ra = lấy ra từ tập biên; mọi định nghĩa có trong docs/src/definitions.md)
search-compare-not-drawn = đã sinh { $generated } nút{ $over }: cây có hơn { $cap } nút (--max-nodes-drawn), không vẽ.
search-compare-over-all = {" "}qua mọi vòng lặp

## Cây tìm kiếm dạng văn bản
search-list-comma = {", "}
search-full-stop = .
search-tree-start = gốc
search-tree-goal-root = gốc-đích
search-tree-expanded = mở rộng thứ { $n }
search-tree-meet = GẶP
search-tree-goal = ĐÍCH
search-tree-duplicate = trùng lặp, bị loại
search-tree-cut-off-bound = bị cắt (cận { $bound })
search-tree-cut-off = bị cắt
search-tree-never-expanded = không được mở rộng
search-tree-beyond-cost = không được mở rộng: f={ $f } > chi phí lời giải { $cost }
search-tree-of = Cây tìm kiếm của { $algorithm }
search-tree-rules = Luật: { $rules }.
search-tree-two-roots = Hai nút gốc: #0 là trạng thái ban đầu (tìm kiếm xuôi) và #1 là trạng thái đích (tìm kiếm ngược: các nước đi của nó rời xa đích); GẶP đánh dấu trạng thái nơi hai bên gặp nhau.
search-tree-shown-depth = Hiển thị: vòng lặp cuối ({ $iteration }), giới hạn độ sâu { $bound }.
search-tree-shown-f = Hiển thị: vòng lặp cuối ({ $iteration }), cận f { $bound }.
search-tree-drawn = { $drawn } nút được vẽ, { $expanded } nút mở rộng{ $duplicates }{ $omitted }.
search-tree-duplicates = , { $n } nút trùng lặp
search-tree-omitted = ; { $omitted } nút sinh ra khác không được vẽ ({ $cap } nút sinh ra đầu tiên được vẽ: tăng --max-nodes-drawn)
search-tree-legend-f = #n = số thứ tự sinh, g = độ sâu, h = hàm heuristic, f = độ ưu tiên; * = trên đường lời giải
search-tree-legend = #n = số thứ tự sinh, g = độ sâu; * = trên đường lời giải
search-tree-expansion = Lần mở rộng { $n }:
search-tree-all-drawn = Cả { $drawn } nút sinh ra đều được vẽ: { $expanded } nút mở rộng
search-tree-first-drawn = Được vẽ: { $drawn } nút sinh ra đầu tiên ({ $expanded } nút mở rộng; tối đa { $cap }, --max-nodes-drawn); { $omitted } nút sinh ra khác không được vẽ, được đếm trong các nút "+N more"
search-tree-unplaced = {" "}({ $n } nút trong số đó quá xa mọi nút được vẽ để đặt vào)
search-tree-caption-duplicates = ; { $n } nút trùng lặp

## Tìm kiếm từng bước
search-step-queue = một hàng đợi: vào trước, ra trước
search-step-priority = f nhỏ nhất trước, rồi theo thứ tự sinh
search-step-priority-low-h = f nhỏ nhất trước, rồi h nhỏ hơn, rồi theo thứ tự sinh
search-step-stack = đường đi của phép duyệt theo chiều sâu, nút sâu nhất trước
search-step-added = được thêm
search-step-cut-off = bị cắt (vượt cận)
search-step-iteration = {" "}(vòng lặp { $n }, cận { $bound })
search-step-the-root = nút gốc
search-step-move = nước đi { $dir }
search-step-heading = Bước { $step }{ $iteration }: mở rộng #{ $id }, { $what }, { $values }
search-step-so-far = Đến giờ: { $expanded } nút mở rộng, { $generated } nút sinh ra, { $duplicates } nút trùng lặp, tập biên { $frontier }.
search-step-board = bảng { $board }
search-step-generated = Sinh ra:
search-step-child-of = {" "}(con của #{ $parent })
search-step-frontier = Tập biên ({ $size }; { $rule }):
search-step-empty = rỗng
search-step-more = và { $n } nút nữa
search-step-next = Tiếp theo: #{ $id }: { $reason }
search-step-start = Bắt đầu: tập biên chứa nút gốc #0 { $board }  { $values } ({ $rule }).
search-step-omitted = { $omitted } lần mở rộng nữa không hiển thị (chỉ ghi tối đa { $cap } bước: --max-steps).
search-step-goal-taken = Sau đó #{ $id } được lấy ra từ tập biên: đó là trạng thái đích.
search-step-goal-generated = #{ $id } là trạng thái đích: tìm kiếm kết thúc.

## Kiểm định hàm heuristic
search-lab-faulty = { $h } (sai)
search-lab-no = KHÔNG
search-audit-heading = Kiểm định hàm heuristic
search-audit-exhaustive = Khoảng cách chính xác của cả { $states } trạng thái giải được (tìm kiếm theo chiều rộng từ trạng thái đích; xa nhất cách { $diameter } nước đi); { $moves } nước đi được kiểm tra tính nhất quán.
search-audit-sample = Một mẫu { $requested } bảng ngẫu nhiên giải được (hạt giống { $seed }), { $solved } bảng được IDA* với { $solver } giải tối ưu ({ $unsolved } bảng bị bỏ: giới hạn số nút, hoặc giới hạn thời gian được yêu cầu); { $moves } nước đi từ chúng được kiểm tra tính nhất quán. Một mẫu có thể bác bỏ một khẳng định, không bao giờ chứng minh được nó: "có" nghĩa là không có phản ví dụ trong các bảng này.
search-audit-not-solved = không giải được trong giới hạn: { $board }
search-audit-heuristic = hàm heuristic
search-audit-admissible = chấp nhận được
search-audit-overestimated = ước lượng quá
search-audit-consistent = nhất quán
search-audit-violating = nước đi vi phạm
search-audit-mean-ratio = TB h/h*
search-audit-mean-h = TB h
search-audit-overestimates = Ước lượng quá cao (h > khoảng cách thật)
search-audit-overestimate = { $h }: { $states } trạng thái bị ước lượng quá cao; vượt nhiều nhất { $excess } tại { $board }: h = { $value }, khoảng cách thật { $distance }{ $also }
search-audit-worst-also = {" "}({ $states } trạng thái bị ước lượng vượt { $excess }; hiển thị trạng thái gần đích nhất)
search-audit-violations = Vi phạm tính nhất quán (h giảm hơn 1 sau một nước đi)
search-audit-violation = { $h }: { $moves } nước đi; giảm nhiều nhất tại { $board } --{ $dir }--> { $after }: h { $before_h } -> { $after_h }
search-audit-dominance = Tính trội (h1 >= h2 trên mọi trạng thái)
search-audit-dominance-sampled = Tính trội (h1 >= h2 trên mọi bảng trong mẫu)
search-audit-equal-everywhere = { $h } (bằng nhau ở mọi nơi)
search-audit-no-dominance = (không hàm heuristic nào trội hơn hàm khác)
search-audit-legend = (chấp nhận được: h <= khoảng cách thật trên mọi trạng thái; nhất quán: h(s) <= 1 + h(t) với mọi nước đi s -> t; TB h/h*: trung bình trên mọi trạng thái trừ trạng thái đích; mọi định nghĩa có trong docs/src/definitions.md)
search-audit-legend-sampled = (chấp nhận được: h <= khoảng cách thật trên mọi bảng trong mẫu; nhất quán: h(s) <= 1 + h(t) với mọi nước đi s -> t từ một bảng trong mẫu; TB h/h*: trung bình trên các bảng trong mẫu trừ trạng thái đích; mọi định nghĩa có trong docs/src/definitions.md)

## Bảng chi phí
search-cost-title = Chi phí tìm kiếm theo độ sâu lời giải (AIMA bản 3, Hình 3.29):
search-cost-heading = { $heading } 8-puzzle, { $goal }, { $count } bảng ngẫu nhiên mỗi độ sâu (hạt giống { $seed })
search-cost-explained = Số nút sinh ra trung bình, hệ số phân nhánh hiệu dụng b* trong ngoặc; dòng AIMA là số liệu đã công bố (b* tính từ đó theo cùng cách).
search-cost-depth = độ sâu
search-cost-boards = số bảng
search-cost-ids-with-undo = IDS (có đi lùi)
search-cost-not-run = không chạy
search-cost-longer = N! = N bảng có lời giải dài hơn độ sâu (hàm heuristic ước lượng quá cao, nên A* không tối ưu)
search-cost-differs = Cách đếm của chúng tôi khác AIMA ở đâu
search-cost-note-goal = Đích: trạng thái đích 8-puzzle của AIMA có ô trống ở đầu (0 1 2/3 4 5/6 7 8), mặc định của chúng tôi (--goal); dù ô trống ở góc nào, phân bố các bảng theo độ sâu vẫn như nhau.
search-cost-note-boards = Bảng: các bảng của chúng tôi được rút đều, có hoàn lại, từ mọi bảng có đúng độ dài tối ưu đó (bảng khoảng cách chính xác); AIMA không nói 100 bài toán mỗi độ sâu của họ được tạo thế nào.
search-cost-note-generated = Sinh ra: một nút được sinh ra khi một nước đi được áp dụng cho một nút đang được mở rộng; không đếm nút gốc, có đếm các nút trùng lặp (trạng thái đã lưu) và trạng thái đích. AIMA không nói có đếm nút gốc hay không.
search-cost-note-astar = A*: tìm kiếm trên đồ thị, kiểm tra đích khi một nút được chọn để mở rộng, khi bằng f thì ưu tiên h nhỏ hơn, rồi nút sinh ra trước; AIMA không nêu cách phá thế hòa, điều này làm thay đổi số đếm ở độ sâu nhỏ.
search-cost-note-ids = IDS: IDS của chúng tôi (ids) không bao giờ sinh nước đi hoàn tác nước trước; nó sinh từng nút con một và cộng dồn mọi vòng lặp. IDS của AIMA (RECURSIVE-DLS) là tìm kiếm trên cây có sinh cả nước đi quay về nút cha: --ids-with-undo thêm số đếm đó (ids-with-undo), khớp với hàng IDS đã công bố của AIMA ở độ sâu 2 đến 8.
search-cost-note-misprint = Số liệu IDS của AIMA ở độ sâu 12 (3.644.035) ứng với b* = 3,42, cao hơn hẳn các hàng của chính nó ở độ sâu 2 đến 8 (b* từ 2,70 đến 2,94) và cao hơn số đếm tìm kiếm trên cây có đi lùi đo ở đây (b* khoảng 2,8, chừng 400.000 nút): rất có thể là lỗi in thừa một chữ số.
search-cost-note-branching = b*: tính từ số nút sinh ra trung bình (N + 1 = 1 + b* + b*^2 + ... + b*^d); lấy trung bình b* của từng bảng thì cho giá trị hơi khác.

## Hàm heuristic được giải thích
search-heuristic-misplaced = misplaced (H1): số ô sai vị trí, tức số ô số không nằm ở ô đích của nó; không đếm ô trống. Mỗi ô sai vị trí phải di chuyển ít nhất một lần và mỗi nước đi chỉ di chuyển một ô, nên số đếm không bao giờ vượt quá số nước đi còn lại: nó chấp nhận được (và nhất quán, vì một nước đi chỉ làm nó thay đổi nhiều nhất 1). Đây là hàm h của tìm kiếm có thứ tự trong báo cáo thực hành tiếng Trung.
search-heuristic-manhattan = manhattan (H2): khoảng cách Manhattan, tức tổng trên các ô số (không tính ô trống) của khoảng cách hàng cộng khoảng cách cột giữa ô chứa nó và ô đích của nó. Một nước đi trượt một ô số đi một ô, nên tổng giảm nhiều nhất 1: chấp nhận được và nhất quán, và không bao giờ nhỏ hơn misplaced.
search-heuristic-euclidean = euclidean (H3): phần nguyên của TỔNG các khoảng cách đường thẳng sqrt(dr^2 + dc^2) từ các ô số tới ô đích của chúng (lấy phần nguyên một lần, của tổng, như báo cáo tiếng Việt viết "phần nguyên"; lấy phần nguyên từng số hạng sẽ nhỏ hơn). Mỗi khoảng cách đường thẳng không vượt quá khoảng cách Manhattan, nên giá trị không bao giờ vượt quá manhattan: chấp nhận được, nhưng yếu hơn.
search-heuristic-rowcol = rowcol (H4): số ô số nằm ngoài hàng đích của nó cộng số ô số nằm ngoài cột đích của nó. Một ô ngoài hàng đích cần ít nhất một nước đi dọc, một ô ngoài cột đích cần ít nhất một nước đi ngang, và mỗi nước đi di chuyển một ô theo một hướng: chấp nhận được, không bao giờ lớn hơn manhattan.
search-heuristic-linear-conflict = linear-conflict (H5): manhattan cộng, với mỗi hàng, 2 x (số ô số trong hàng đó có đích cũng ở hàng đó, trừ đi dãy dài nhất trong chúng đã đúng thứ tự đích tăng dần, tức một dãy con tăng dài nhất), và tương tự với mỗi cột. Các ô của một hàng (hay cột) đứng sai thứ tự không thể vượt qua nhau bên trong hàng đó: ít nhất (số ô - LIS) ô trong số chúng phải ra khỏi hàng rồi quay lại, mỗi ô 2 nước đi mà manhattan không đếm (Hansson, Mayer và Yung 1992). Xung đột hàng tốn thêm nước đi dọc, xung đột cột tốn thêm nước đi ngang, nên hai phần cộng được với nhau: chấp nhận được.
search-heuristic-seed-h6 = seed-h6 (H6 của báo cáo tiếng Việt): linear-conflict cộng số ô sai vị trí mà mọi ô kề theo hàng và cột của nó đều chứa đúng nội dung đích (ô kề chứa ô trống trong khi đích có một ô số thì không được tính là đúng chỗ). Đây là cách chúng tôi hiểu "các ô không thể tới đích" của báo cáo: một ô như vậy bị các ô đã xong vây quanh, nên phải xáo trộn một trong số chúng trước. Báo cáo khẳng định nó chấp nhận được; đó là một khẳng định cần kiểm chứng (kiểm định hàm heuristic của npuzzle so nó với khoảng cách chính xác), không phải một sự thật.
search-heuristic-misplaced-with-blank = misplaced-with-blank (SAI, gặp trong mã nguồn dạy học): số ô sai vị trí có đếm cả ô trống như một ô số. Chỉ cách đích một nước đi nó đã cho 2 (ô vừa đi và ô trống), nên nó ước lượng quá cao và A* dùng nó có thể trả về đường đi dài hơn cần thiết: không chấp nhận được.
search-heuristic-linear-conflict-pairs = linear-conflict-pairs (SAI, gặp trong mã nguồn dạy học): manhattan cộng 2 cho mỗi CẶP ô số đứng ngược thứ tự trong cùng hàng (hay cột) đích. Ba ô ngược thứ tự tạo thành 3 cặp nhưng chỉ 2 trong số chúng phải rời hàng, nên nó ước lượng quá cao: trên 8-puzzle với đích 1..8 rồi ô trống nó cao hơn 4 trên bảng 0 8 7/6 5 4/3 2 1. Không chấp nhận được.

## Vì sao nút tiếp theo được lấy ra từ tập biên
search-step-next-is-goal = { $why }; đó là trạng thái đích: tìm kiếm kết thúc
search-reason-oldest = vào trước, ra trước: #{ $id } là nút cũ nhất trong hàng đợi
search-reason-only-queued = vào trước, ra trước: hàng đợi chỉ còn #{ $id }
search-reason-deepest = theo chiều sâu: #{ $id } là nút sâu nhất trên đường đi của phép duyệt
search-reason-only = { $name } = { $f }, nút duy nhất
search-reason-lowest = { $name } = { $f }, nhỏ nhất
search-reason-tie-h = { $name } = { $f }, nhỏ nhất; bằng với #{ $other }, phân định bằng h nhỏ hơn ({ $h } < { $other_h })
search-reason-tie-order = { $name } = { $f }, nhỏ nhất; bằng với #{ $other }, phân định theo thứ tự sinh (#{ $id } được sinh trước)

## experiment heuristics
search-lab-time-limit = giới hạn thời gian { $seconds } s và{" "}
search-lab-compared = So sánh các hàm heuristic (thí nghiệm của báo cáo tiếng Việt):
search-lab-compared-how = { $boards } bảng ngẫu nhiên giải được (hạt giống { $seed }), { $algorithm } với mỗi hàm heuristic, { $limit }{ $max_nodes } nút sinh ra mỗi lần tìm kiếm.
search-lab-interrupted = Bị ngắt: đã xong { $done } trên { $count } bảng.
search-lab-solved = đã giải
search-lab-share = tỉ lệ
search-lab-mean-expanded = TB mở rộng
search-lab-mean-generated = TB sinh ra
search-lab-mean-time = TB thời gian
search-lab-mean-length = TB độ dài
search-lab-longer = dài hơn
search-lab-common = Số bảng mọi hàm heuristic đều giải được: { $common } trên { $boards }.
search-lab-common-expanded = Số nút mở rộng trung bình trên các bảng đó: { $means }.
search-lab-ranking = Xếp hạng, yếu nhất trước (giải được ít bảng hơn, rồi mở rộng nhiều nút hơn trên các bảng cả hai cùng giải; = là ngang nhau):
search-lab-ranking-measured = đo được: { $ranking }
search-lab-ranking-report = báo cáo tiếng Việt: { $ranking }
search-lab-legend = (trung bình trên các bảng mà mỗi hàm heuristic giải được; dài hơn = lời giải dài hơn độ dài tối ưu tìm bằng một hàm heuristic chấp nhận được; mở rộng = nút đã sinh con, sinh ra = nút con được tạo, không đếm nút gốc)

## Pattern databases: builds and the tables a plan uses
pdb-waiting = một tiến trình npuzzle khác đang dựng các bảng này (nó giữ { $lock }): đang chờ nó xong, rồi đọc những gì nó đã lưu

## Báo cáo của solve với cơ sở dữ liệu mẫu
pdb-rules = IDA* với h = cơ sở dữ liệu mẫu cộng tính { $partition } (giá trị lớn hơn của hai lần tra)
pdb-rules-dual = IDA* với h = cơ sở dữ liệu mẫu cộng tính { $partition } (giá trị lớn nhất của bốn lần tra: thường, phản chiếu, đối ngẫu, đối ngẫu phản chiếu; BPMX)
pdb-rules-dual-no-bpmx = IDA* với h = cơ sở dữ liệu mẫu cộng tính { $partition } (giá trị lớn nhất của bốn lần tra: thường, phản chiếu, đối ngẫu, đối ngẫu phản chiếu; không có BPMX)
pdb-rules-dual-search = IDA* đối ngẫu với h = cơ sở dữ liệu mẫu cộng tính { $partition } (giá trị lớn nhất của bốn lần tra: thường, phản chiếu, đối ngẫu, đối ngẫu phản chiếu; BPMX; ở nút có ô trống đã về ô đích và tra đối ngẫu lớn hơn, tìm kiếm đi tiếp từ bảng đối ngẫu)
pdb-rules-dual-search-any = IDA* đối ngẫu với h = cơ sở dữ liệu mẫu cộng tính { $partition } (giá trị lớn nhất của bốn lần tra: thường, phản chiếu, đối ngẫu, đối ngẫu phản chiếu; BPMX; ở bất kỳ nút nào có tra đối ngẫu lớn hơn, tìm kiếm đi tiếp từ bảng đối ngẫu, nơi một quân khác có thể đóng vai ô trống)
pdb-explain-dual = Các bảng đó cũng được tra trên bảng đối ngẫu: đánh số mỗi ô theo ô đích của nó, để trạng thái đích là hoán vị đồng nhất, rồi đổi vai trò của ô số và vị trí (ô x đi tới vị trí của ô số đang đứng trên ô đích của x). Các nước đi giải bảng, đi theo thứ tự ngược lại, giải được bảng đối ngẫu trong trò chơi mà ô số đứng ở vị trí ô trống của bảng đóng vai ô trống; vì vậy giá trị tra của các nhóm không chứa ô số đó cũng là cận dưới, còn nhóm chứa nó được thay bằng tổng khoảng cách Manhattan của các ô còn lại trong nhóm. Dùng giá trị lớn nhất trong bốn giá trị. Giá trị này có thể giảm hơn một sau một nước đi, nên phép tìm kiếm truyền giá trị theo cả hai chiều (BPMX): h của nút con trừ 1 nâng h của nút cha, và h của nút cha trừ 1 nâng h của các nút con.
pdb-explain-dual-region = Trên bàn 4x4, bảng của một nhóm chỉ là cận dưới ở đó nếu đích của nó cho phép ô trống kết thúc ở vị trí đó: đích của mỗi bảng giữ ô trống trong phần bàn quanh ô đích của chính nó (với đích ô trống đầu tiên, ô số 1 và 4 của nhóm { $group } chặn ô 0), nên khi vị trí đó nằm ngoài phần ấy, nhóm này cũng dùng khoảng cách Manhattan.
pdb-explain-dual-search = Tìm kiếm đối ngẫu: khi ô trống ở đúng ô đích của nó, bảng đối ngẫu là một bảng của chính trò chơi này, cách đích đúng bấy nhiêu nước. Ở đâu các lần tra của nó lớn hơn, tìm kiếm đi tiếp từ bảng đối ngẫu, và các nước tìm được ở đó, đọc ngược lại với mỗi hướng đảo chiều, chính là các nước của bảng ban đầu.
pdb-explain-dual-search-any = Tìm kiếm đối ngẫu ở mọi nút: một nút là một bảng cùng với quân đóng vai ô trống của nó (lúc bắt đầu là chính ô trống), và đích của nó là bảng đích. Đối ngẫu của một nút cũng là một nút như thế, cách đích đúng bấy nhiêu nước: bảng đối ngẫu, trong đó quân đứng trên ô trống của bảng đóng vai ô trống. Ở đâu các lần tra của đối ngẫu lớn hơn, tìm kiếm đi tiếp từ bảng đối ngẫu, và các nước tìm được ở đó, đọc ngược lại với mỗi hướng đảo chiều, chính là các nước của bảng ban đầu. Khi một quân khác đóng vai ô trống, nhóm của nó và mọi nhóm có đích chặn ô đích của quân đó tính khoảng cách Manhattan thay cho bảng của chúng, ô trống cũng vậy: ở đó nó là một quân bình thường.
pdb-explain-dual-78 = Hai bảng đó cũng được tra trên bảng đối ngẫu: đánh số mỗi ô theo ô đích của nó, để trạng thái đích là hoán vị đồng nhất, rồi đổi vai trò của ô số và vị trí (ô x đi tới vị trí của ô số đang đứng trên ô đích của x). Các nước đi giải bảng, đi theo thứ tự ngược lại, giải được bảng đối ngẫu trong trò chơi mà ô số đứng ở vị trí ô trống của bảng đóng vai ô trống và phải kết thúc ở vị trí đó. Nửa chứa ô số đó được thay bằng tổng khoảng cách Manhattan của các ô còn lại trong nửa. Bảng của nửa kia chỉ là cận dưới ở đó nếu đích của nó cho phép ô trống kết thúc ở vị trí đó: đích của một bảng 7-8 giữ ô trống trong phần bàn quanh ô đích của chính nó (với đích ô trống đầu tiên, ô số 1 và 4 chặn ô 0), nên khi vị trí đó nằm ngoài phần ấy, nửa này cũng dùng khoảng cách Manhattan. Dùng giá trị lớn nhất trong bốn giá trị. Giá trị này có thể giảm hơn một sau một nước đi, nên phép tìm kiếm truyền giá trị theo cả hai chiều (BPMX): h của nút con trừ 1 nâng h của nút cha, và h của nút cha trừ 1 nâng h của các nút con.
pdb-h-beside = cơ sở dữ liệu mẫu; Manhattan + xung đột tuyến tính sẽ cho { $lc }
pdb-explain = { $tiles } ô được chia thành các nhóm ({ $partition }). Với mỗi nhóm, một bảng lưu đúng số nước đi của các ô trong nhóm cần để đưa chúng về chỗ, bất kể các ô khác ra sao (nước đi của các ô khác không tính). Nước đi của các nhóm khác nhau không trùng nhau, nên cộng các giá trị trong bảng lại được một cận dưới: chấp nhận được. Cũng tra như vậy trên bảng phản chiếu qua đường chéo, với cách chia phản chiếu, và dùng giá trị lớn hơn. Các bảng được dựng một lần và lưu lại (npuzzle pdb status).
pdb-optimal = ngắn nhất có thể: cơ sở dữ liệu mẫu không bao giờ ước lượng quá cao
pdb-not-proved = chưa chứng minh là ngắn nhất: { $why }
pdb-unproved = trạng thái đích này không phải mặc định, và cơ sở dữ liệu mẫu đã lưu của nó chỉ được tin theo checksum của chính chúng, điều mà một tệp bị sửa cùng checksum tính lại vẫn qua được; `npuzzle pdb clear --goal …` làm lần chạy sau dựng lại chúng và chứng minh câu trả lời
pdb-build-interrupted = bị ngắt khi đang dựng cơ sở dữ liệu mẫu: không lưu gì cả
pdb-stop-node-limit = đã chạm giới hạn số nút
pdb-stop-time-limit = đã chạm giới hạn thời gian
pdb-stop-cancelled = tìm kiếm đã bị hủy
pdb-bound = mọi lời giải ngắn hơn { $bound } nước đi đều đã bị loại
pdb-no-bound = chưa chứng minh được cận dưới nào: { $why }
pdb-stopped = { $which }: đã sinh { $generated } nút trong { $seconds } s; { $bound }. Hãy nâng giới hạn bạn đã đặt (--max-nodes N, --time-limit SECS) hoặc bỏ nó đi: bộ giải dùng cơ sở dữ liệu mẫu không có giới hạn mặc định và luôn chạy xong; cơ sở dữ liệu mẫu đã là hàm heuristic mạnh nhất ở đây.
pdb-stat-jumps = số lần nhảy sang bảng đối ngẫu
pdb-stat-iterations = số vòng lặp (các ngưỡng f)
pdb-bounds-separator = {"; "}
pdb-stat-elapsed = thời gian (chỉ tìm kiếm)
pdb-note-idastar = (IDA* chỉ giữ đường đi hiện tại; số nút sinh ra đếm các nút con, không tính gốc: số liệu Korf công bố nhiều hơn một)
pdb-rule-duplicates = không đi lùi, không có tập đóng, không đi chuỗi nước nào mà một chuỗi ngắn hơn hoặc đứng trước thay được ({ $count } chuỗi dài tới { $moves } nước)
pdb-note-idastar-duplicates = (IDA* chỉ giữ đường đi hiện tại; số nút sinh ra đếm các nút con, không tính gốc; số liệu Korf công bố, nhiều hơn một, là của --pruning parent)
pdb-note-idastar-order = (IDA* chỉ giữ đường đi hiện tại; số nút sinh ra đếm các nút con, không tính gốc; số liệu Korf công bố, nhiều hơn một, là của thứ tự nước đi ULRD của ông với --pruning parent: thứ tự khác thay đổi số nút của vòng lặp cuối)
pdb-note-threads = (vòng lặp cuối chạy trên { $threads } luồng và dừng sớm: phần số đếm của nó phụ thuộc vào thời điểm của các luồng; các vòng lặp trước được đếm chính xác, như với --jobs 1)

solve-suggest-idastar = A* giữ mọi trạng thái nó gặp ({ $held } nút đang giữ khi hết giới hạn số nút). IDA* với cùng hàm heuristic chỉ giữ đường đi hiện tại, nên bộ nhớ không bao giờ làm nó dừng, và nó tìm được cùng độ dài tối ưu: { $command }
solve-suggest-databases = Các cơ sở dữ liệu mẫu của 24-puzzle (6-6-6-6 của Korf & Felner) giải tối ưu những bảng như bảng này: hãy xây chúng một lần bằng `npuzzle pdb build --size 5x5` (khoảng 1,5 phút và 1,2 GB bộ nhớ và đĩa), sau đó `npuzzle solve` tự dùng chúng trên bảng 5x5; hoặc ngay bây giờ: { $command } (xây chúng trước)

## Màn hình của trình duyệt từng bước (solve --step, compare --step trên terminal)
search-screen-title-start = { $title }: bắt đầu, { $steps } bước
search-screen-title-step = { $title }: bước { $at } / { $steps }
search-screen-title-last = { $title }: bước { $at } / { $steps } (bước cuối)
search-screen-iteration = {" "}[vòng lặp { $n }, cận { $bound }]
search-screen-expanded = Mở rộng #{ $id }, { $what }: { $values }{ $iteration }
search-screen-nothing-yet = Chưa mở rộng nút nào: tập biên chỉ chứa nút gốc.
search-screen-generated = Sinh ra: { $children }
search-screen-generated-none = Sinh ra: không có
search-screen-fate-added = được thêm
search-screen-fate-duplicate = trùng lặp
search-screen-fate-goal = đích
search-screen-fate-cut-off = bị cắt
search-screen-next = Tiếp theo: #{ $id }, { $reason }
search-screen-keys = Enter/phím cách/→ tiếp  ← lùi  g đến bước  e cuối  Home đầu  q thoát
search-screen-status = Bước { $at } / { $last }.
search-screen-last-step = Đây là bước cuối (← lùi, q thoát).
search-screen-no-such-step = Không có bước { $n }: các bước từ 0 đến { $last }.
search-screen-go-to = Đến bước (0 đến { $last }): { $typed }_  (Enter đi, Esc hủy)
