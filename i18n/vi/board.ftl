### explain, inversions (with --claim), solvable, trace: verdicts, rules, tables, proofs.
### Language: vi. Area: board


## Words used everywhere on the board commands.
board-even = chẵn
board-odd = lẻ
board-solvable = giải được
board-unsolvable = không giải được
board-wrong = sai
board-board = Bảng
board-heading = { $board } { $size }, { $goal }
board-goal-preset = trạng thái đích { $goal } ({ $name })
board-goal-explicit = trạng thái đích { $goal } (cho trực tiếp)
board-relabel-note = Trạng thái đích không đọc theo thứ tự 1, 2, 3, … nên mỗi ô số được đánh nhãn lại theo vị trí của nó trong thứ tự đọc của trạng thái đích ({ $order }); một cặp là một nghịch thế khi hai nhãn đứng sai thứ tự. Ô số được ghi dạng `ô số(nhãn)`.

## The inversion table (inversions, explain).
board-reading-order = Thứ tự đọc (từng hàng, bỏ qua ô trống): { $order }
board-col-tile = ô số
board-col-after = các ô số nhỏ hơn đứng sau
board-col-after-relabelled = đứng sau, nhãn nhỏ hơn
board-col-count = số lượng
board-col-running = cộng dồn
board-total = Số nghịch thế (inversion count): { $sum } = { $shown }, { $parity }.

## The verdict (solvable, explain).
board-rule-odd = chiều rộng lẻ ({ $width }): tính chẵn lẻ (parity) của số nghịch thế quyết định
board-rule-even = chiều rộng chẵn ({ $width }): số nghịch thế + khoảng cách từ hàng của ô trống đến hàng của ô trống ở trạng thái đích quyết định
board-rule-thin = bảng { $width }x{ $height }: thứ tự các ô số quyết định
board-rule-line = Quy tắc: { $rule }.
board-why-odd = Chiều rộng { $width } là số lẻ: một nước đi ngang giữ nguyên thứ tự đọc, còn một nước đi dọc làm ô số nhảy qua { $jumped } ô số, một số chẵn, nên số nghịch thế thay đổi một lượng chẵn và tính chẵn lẻ của nó không bao giờ đổi.
board-why-even = Chiều rộng { $width } là số chẵn: một nước đi dọc làm ô số nhảy qua { $jumped } ô số, một số lẻ, nên tính chẵn lẻ của số nghịch thế đảo lại mỗi khi ô trống đổi hàng; số nghịch thế + khoảng cách từ hàng của ô trống đến hàng của ô trống ở trạng thái đích thì giữ nguyên tính chẵn lẻ.
board-why-thin = Bảng chỉ rộng hoặc cao một ô: các ô số chỉ trượt dọc theo một đường và không bao giờ vượt qua nhau, nên thứ tự của chúng không bao giờ đổi; riêng tính chẵn lẻ không quyết định được, thứ tự phải đúng sẵn như ở trạng thái đích.
board-thin-order-board = Thứ tự ô số của bảng: { $order }
board-thin-order-goal = Thứ tự ô số của đích: { $order }
board-thin-parity-wrong = Nếu chỉ dựa vào tính chẵn lẻ của số nghịch thế thì ở đây sẽ nói là giải được ({ $count } nghịch thế so với trạng thái đích, chẵn): { $wrong }, trên bảng chỉ một hàng hay một cột thì chỉ thứ tự mới quyết định.
board-col-inversions = nghịch thế
board-col-blank-row = hàng ô trống
board-col-sum = tổng
board-col-parity = chẵn lẻ
board-row-board = bảng
board-row-goal = đích
board-odd-note = (nghịch thế: các cặp có số lớn hơn đứng trước; hàng đếm từ 1 ở trên cùng; tính chẵn lẻ được so sánh là của số nghịch thế)
board-relabelled-suffix = {" "}(ô số được đánh nhãn lại theo vị trí trong thứ tự đọc của trạng thái đích)
board-relative = So với trạng thái đích{ $relabelled }: { $count } nghịch thế.
board-naive-wrong = Quy tắc của bài hướng dẫn tiếng Miến Điện (số nghịch thế chẵn nghĩa là giải được) ở đây sẽ nói là { $said }: { $wrong }, { $reason }.
board-naive-reason-even = với chiều rộng chẵn thì hàng của ô trống cũng được tính
board-naive-reason-odd = số nghịch thế của chính trạng thái đích là { $count } (lẻ), nên bảng cần một số nghịch thế lẻ
board-verdict-solvable = Kết luận: { $solvable } (solvable): bảng có thể đi đến trạng thái đích.
board-verdict-unsolvable = Kết luận: { $unsolvable } (unsolvable): { $why }; không có dãy nước đi nào đến được trạng thái đích.
board-why-not-thin = các ô số không theo thứ tự của trạng thái đích
board-why-not-even = bất biến { $invariant } là số lẻ, của trạng thái đích là 0
board-why-not-odd = tính chẵn lẻ khác nhau ({ $board } và { $goal })
board-fix = Đổi chỗ hai ô số { $a } và { $b } (nhấc ra, không phải một nước đi) được { $board }, bảng này giải được.
board-no-fix = Không có cách đổi chỗ hai ô số nào đưa chúng về thứ tự của trạng thái đích.
board-even-invariant = Bất biến (invariant): số nghịch thế so với trạng thái đích + khoảng cách từ hàng của ô trống đến hàng của ô trống ở trạng thái đích{ $relabelled }.
board-even-board-line = bảng: { $count } nghịch thế + |{ $row } − { $goal_row }| = { $count } + { $distance } = { $sum }, { $parity }
board-even-goal-line = đích: 0 + 0 = 0, chẵn (trạng thái đích so với chính nó). Giải được đúng khi số này của bảng là số chẵn.
board-even-aima = Dạng tương đương (của AIMA): số nghịch thế của chính mỗi bảng + hàng của ô trống (hàng đếm từ 1 ở trên cùng); bảng và trạng thái đích phải cùng tính chẵn lẻ.
board-even-agree = Hai dạng này khớp nhau: |r−g| cùng tính chẵn lẻ với r+g, và số nghịch thế so với trạng thái đích cùng tính chẵn lẻ với số nghịch thế của bảng cộng số nghịch thế của trạng thái đích.

## inversions --claim: the hints.
board-claim-correct-word = đúng
board-claim-correct = Câu trả lời { $correct }: { $count } nghịch thế.
board-claim-none = không có
board-claim-smaller-tiles = ô số nhỏ hơn đứng
board-claim-smaller-labels = ô số có nhãn nhỏ hơn đứng
board-claim-wrong-tile = Câu trả lời { $wrong }: số đếm sai đầu tiên ở ô số { $tile } (vị trí { $position } trong thứ tự đọc): bạn ghi { $claimed }, nhưng có { $count } { $what } sau nó ({ $smaller }).
board-claim-totals = Tổng bạn ghi { $claimed }, thực tế { $actual }.
board-claim-passes = Tổng cộng dồn vượt quá { $claimed } ở ô số { $tile }: hãy đếm lại từ đó.
board-claim-too-large = Câu trả lời lớn hơn mọi tổng cộng dồn: hãy kiểm tra rằng chỉ đếm các ô số nhỏ hơn đứng sau mỗi ô số, và đã bỏ qua ô trống.
board-claim-parity-right = Cả hai đều { $parity }: tính chẵn lẻ đúng dù số đếm thì sai.
board-claim-parity-wrong = Câu trả lời là số { $claimed } nhưng số nghịch thế là số { $actual }: tính chẵn lẻ cũng sai.
board-claim-wrong-total = Câu trả lời { $wrong }: bạn ghi { $claimed }, nhưng số nghịch thế là { $actual } (lệch { $off }). { $hint } { $parity }

## The general argument of a trace and the Chinese blog's question (trace, explain).
board-argument-horizontal = Một nước đi ngang trượt ô số dọc theo hàng của nó: thứ tự đọc các ô số (từng hàng, bỏ qua ô trống) không đổi, nên không cặp nào thay đổi và Δnghịch thế = 0.
board-argument-thin-row = Bảng này là { $width }x{ $height }: cao một ô. Mọi nước đi đều là nước đi ngang và giữ nguyên thứ tự đọc. Ô số không bao giờ nhảy qua ô số nào, nên chính số nghịch thế không bao giờ đổi, không chỉ tính chẵn lẻ của nó: bảng đến được đúng những trạng thái có các ô số đọc theo cùng một thứ tự.
board-argument-thin-column = Bảng này là { $width }x{ $height }: rộng một ô. Mọi nước đi đều là nước đi dọc, nhưng với chiều rộng 1 thì ô số di chuyển nhảy qua W − 1 = 0 ô số trong thứ tự đọc. Ô số không bao giờ nhảy qua ô số nào, nên chính số nghịch thế không bao giờ đổi, không chỉ tính chẵn lẻ của nó: bảng đến được đúng những trạng thái có các ô số đọc theo cùng một thứ tự.
board-argument-odd = { $horizontal } Một nước đi dọc đưa ô số từ ô phía trên hoặc phía dưới ô trống vào chỗ ô trống, tức là tiến hoặc lùi W = { $width } ô trong thứ tự đọc: nó nhảy qua đúng W − 1 = { $jumped } ô số nằm giữa hai ô đó. Mỗi cặp nó tạo với một ô số bị nhảy qua đều đổi thứ tự, nên mỗi cặp hoặc trở thành hoặc thôi là một nghịch thế, thay đổi +1 hoặc −1. { $jumped } thay đổi ±1 cộng lại thành một số chẵn: Δnghịch thế ∈ { $deltas }. Vậy trên bảng có chiều rộng lẻ, riêng số nghịch thế đã giữ nguyên tính chẵn lẻ sau mỗi nước đi, và không cần đến hàng của ô trống (nó thay đổi 1 sau mỗi nước đi dọc, nên cộng thêm nó sẽ phá vỡ bất biến).
board-argument-even = { $horizontal } Một nước đi dọc đưa ô số từ ô phía trên hoặc phía dưới ô trống vào chỗ ô trống, tức là tiến hoặc lùi W = { $width } ô trong thứ tự đọc: nó nhảy qua đúng W − 1 = { $jumped } ô số nằm giữa hai ô đó. Mỗi cặp nó tạo với một ô số bị nhảy qua đều đổi thứ tự, nên mỗi cặp hoặc trở thành hoặc thôi là một nghịch thế, thay đổi +1 hoặc −1. { $jumped } thay đổi ±1 cộng lại thành một số lẻ: Δnghịch thế ∈ { $deltas }, nên tính chẵn lẻ của số nghịch thế đảo lại sau mỗi nước đi dọc. Cũng nước đi đó đưa ô trống lên hoặc xuống một hàng, nên khoảng cách từ nó đến hàng của ô trống ở trạng thái đích thay đổi đúng 1, cũng là số lẻ. Lẻ + lẻ là chẵn: số nghịch thế + khoảng cách hàng của ô trống giữ nguyên tính chẵn lẻ sau mỗi nước đi.
board-blog-odd = Trên bảng này (chiều rộng { $width }) ô số nhảy qua { $jumped } ô số, một số chẵn, giống như trên 8-puzzle.
board-blog-even = Trên bảng này (chiều rộng { $width }) ô số nhảy qua { $jumped } ô số, một số lẻ, giống như trên 15-puzzle.
board-blog-thin = Trên bảng chỉ một hàng hay một cột này, không ô số nào nhảy qua ô số khác.
board-blog = Bài blog tiếng Trung hỏi B, C và D là gì trong chứng minh của AIMA, và vì sao bảng 4x4 cần N = số nghịch thế + hàng của ô trống. Khi ô số A di chuyển theo chiều dọc, trong thứ tự đọc nó nhảy qua W − 1 ô số nằm giữa ô cũ và ô mới của nó. Trên 15-puzzle (W = 4) đó là ba ô số B, C và D: một số lẻ, nên số nghịch thế thay đổi một lượng lẻ và phải cộng thêm hàng của ô trống (thay đổi 1) để giữ tính chẵn lẻ. Trên 8-puzzle (W = 3) A nhảy qua hai ô số, số nghịch thế thay đổi −2, 0 hoặc +2, và riêng số nghịch thế đã là bất biến: ở đó N = số nghịch thế + hàng của ô trống đổi tính chẵn lẻ sau mỗi nước đi dọc, nên quy tắc được trích dẫn là sai đối với 8-puzzle. { $this }

## The trace (trace, explain): pages and the compact table.
board-dir-up = lên
board-dir-down = xuống
board-dir-left = sang trái
board-dir-right = sang phải
board-invariant-name = số nghịch thế
board-invariant-name-even = số nghịch thế + khoảng cách hàng của ô trống
board-parity-kept = giữ tính chẵn lẻ ✓
board-parity-changed = tính chẵn lẻ ĐÃ ĐỔI ✗
board-kept-every = giữ tính chẵn lẻ sau mọi nước đi ✓
board-invariant-rule-odd = Bất biến (invariant) cho chiều rộng { $width } (lẻ): số nghịch thế. Một nước đi dọc làm ô số nhảy qua W − 1 = { $jumped } ô số (chẵn).
board-invariant-rule-even = Bất biến (invariant) cho chiều rộng { $width } (chẵn): số nghịch thế + |hàng ô trống − { $goal_row }| (hàng của ô trống ở trạng thái đích). Một nước đi dọc làm ô số nhảy qua W − 1 = { $jumped } ô số (lẻ).
board-invariant-rule-thin = Bảng { $width }x{ $height } chỉ có một hàng hay một cột: ô số không bao giờ nhảy qua ô số nào, nên số nghịch thế không bao giờ đổi (bất biến chính là số nghịch thế).
board-snapshot-row = hàng ô trống { $row }
board-snapshot-row-even = hàng ô trống { $row } (ở trạng thái đích: hàng { $goal_row }, khoảng cách { $distance })
board-snapshot = số nghịch thế { $inversions }, { $row }; bất biến { $invariant }, { $parity }
board-trace = Theo dõi
board-trace-heading = { $trace }: { $heading }
board-start = Trạng thái ban đầu
board-move-heading = Nước đi { $number } ({ $letter }{ $written })
board-move-written = , ghi là ô số { $tile }
board-move-stays = ô trống vẫn ở hàng { $row }
board-move-rows = hàng ô trống { $from } → { $to }
board-move-slides = { $heading }: ô số { $tile } trượt { $direction } ({ $rows })
board-none = không có
board-vertical = Dọc: trong thứ tự đọc, ô số { $tile } nhảy qua W − 1 = { $count } ô số nằm giữa ô cũ và ô mới của nó: { $jumped }
board-pair-becomes = trở thành nghịch thế
board-pair-stops = thôi là nghịch thế
board-delta-line = Δnghịch thế = { $sum } ({ $parity }, như W − 1 = { $count })
board-horizontal = Ngang: thứ tự đọc các ô số không đổi, Δnghịch thế = 0
board-step-inversions = số nghịch thế { $from } → { $to }, { $rows }
board-step-invariant = bất biến { $from } → { $to }: { $parity_from } → { $parity_to }, { $kept }
board-stopped-word = Dừng:
board-stopped = { $stopped } { $message }. Việc theo dõi dừng ở đây.
board-summary = Tóm tắt
board-summary-before-stop = , tất cả đều trước nước đi không thực hiện được
board-summary-moves = nước đi: { $moves } ({ $vertical } dọc, { $horizontal } ngang){ $before }
board-summary-inversions = số nghịch thế: { $from } → { $to }, thay đổi tổng cộng { $net }
board-summary-invariant = bất biến ({ $name }): { $from } ({ $parity_from }) → { $to } ({ $parity_to }); { $kept }
board-summary-flips = đổi tính chẵn lẻ: riêng số nghịch thế ở { $inversions } trên { $moves } nước đi; số nghịch thế + hàng ô trống (N của bài blog tiếng Trung) ở { $row } trên { $moves }
board-why = Vì sao:
board-col-move = nước đi
board-col-jumps = nhảy qua
board-col-delta = Δnghịch thế
board-col-delta-short = Δnt
board-col-inv = nt
board-col-row = hàng
board-col-invariant = bất biến
board-col-board = bảng
board-row-start = đầu

## explain: its sections and the solution.
board-explain-inversions = 1. Nghịch thế (inversions)
board-explain-solvable = 2. Có giải được không?
board-explain-moves = { $section }. Từng nước đi một
board-explain-solution = { $section }. Một lời giải
board-trace-of-solution = lời giải
board-trace-of-moves = { $moves }
board-method-pdb = IDA* với cơ sở dữ liệu mẫu cộng tính 6-6-3
board-method-pdb-unproved = IDA* với cơ sở dữ liệu mẫu cộng tính 6-6-3, được lưu cho một trạng thái đích không phải mặc định và chỉ được tin theo checksum của chính chúng, nên chưa chứng minh là ngắn nhất (`npuzzle pdb clear --goal …` tạo lại chúng)
board-method-astar = A* với hàm heuristic linear conflict
board-method-idastar = IDA* với hàm heuristic linear conflict
board-method-reduction = phép rút gọn chuẩn (npuzzle reduce): hợp lệ và đã kiểm tra, nhưng không phải lời giải ngắn nhất
board-solution-optimal = Một lời giải tối ưu
board-solution-unproved = Một lời giải (chưa chứng minh là tối ưu)
board-solution-not-optimal = Một lời giải (không tối ưu)
board-solution-none-needed = : không cần nước đi nào, bảng đã là trạng thái đích.
board-solution-moves = : { $moves }.
board-solution-end = .
board-solution-line = { $kind }, tìm bằng { $method }: { $shown } nước đi{ $tail }
board-solution-note = Không phải ngắn nhất: { $note } (tăng --max-nodes để tìm tiếp).
board-fallback = tìm kiếm tối ưu ({ $method }) đã dừng: { $reason } sau khi sinh { $generated } nút
board-fallback-bound = tìm kiếm tối ưu ({ $method }) đã dừng: { $reason } sau khi sinh { $generated } nút; lời giải ngắn nhất có ít nhất { $bound } nước đi
board-solution-proof-intro = Mỗi nước đi cùng chứng minh tính chẵn lẻ của nó (chữ cái chỉ hướng ô trống di chuyển):
board-solution-long = Bất biến ({ $name }) là { $start } ở trạng thái ban đầu và { $end } ở trạng thái đích, và giữ nguyên tính chẵn lẻ qua cả { $moves } nước đi (đã kiểm tra). Các nước đi và chứng minh của chúng: { $command }

## trace: the heading and trace --step's prompt.
board-trace-board = { $size }, { $goal }
board-step-start = trạng thái ban đầu
board-step-move = nước đi { $number } trên { $total }
board-step-prompt = -- { $place } -- Enter: tiếp, b: lùi lại, q: thoát >

## trace: a move that cannot be made (the error line stays English).
board-stop-top = ô trống đã ở hàng trên cùng
board-stop-bottom = ô trống đã ở hàng dưới cùng
board-stop-left = ô trống đã ở cột ngoài cùng bên trái
board-stop-right = ô trống đã ở cột ngoài cùng bên phải
board-stop-not-adjacent = ô số { $tile } không nằm cạnh ô trống
board-stop-blank = 0 là ô trống, không phải một ô số có thể trượt
board-stop-no-such-tile = không có ô số { $tile } trên bảng { $width }x{ $height } (các ô số từ 1 đến { $last }); hãy tách các số bằng dấu cách hoặc dấu phẩy
board-stop-move-letter = nước đi { $number } ({ $letter }): { $problem }
board-stop-move = nước đi { $number }: { $problem }
board-why-paragraph = { $label } { $argument }

## reduce, connect và verify
reduce-heading = Rút gọn
reduce-title = { $heading } bảng { $size } { $board }, trạng thái đích { $goal }
reduce-goal-explicit = { $board } (cho trực tiếp)
reduce-intro = Các ô số được đặt lần lượt từng ô vào ô của nó trong đích dự đoán, bắt đầu từ hàng hoặc cột xa vị trí đích của ô trống nhất; một ô số đã đặt không bao giờ bị di chuyển lại; vùng cuối cùng được hoàn tất bằng tìm kiếm vét cạn. Các nước đi chỉ hướng di chuyển của ô trống.
reduce-prediction = Dự đoán, trước nước đi đầu tiên
reduce-invariant = { $count } nghịch thế so với trạng thái đích
reduce-invariant-row = { $count } nghịch thế so với trạng thái đích + khoảng cách hàng của ô trống { $distance } = { $invariant }
reduce-board-class = Bảng: { $invariant }: { $parity }, nên nó thuộc lớp { $class }.
reduce-canonical-big = Trạng thái đích có 0 nghịch thế so với chính nó: đó là bảng chính tắc của lớp chẵn. Đổi chỗ hai ô số đầu tiên của nó, { $a } và { $b }, được một nghịch thế, ô trống ở nguyên chỗ: bảng chính tắc của lớp lẻ.
reduce-canonical = Trạng thái đích { $goal } có 0 nghịch thế so với chính nó: đó là bảng chính tắc của lớp chẵn. Đổi chỗ hai ô số đầu tiên của nó, { $a } và { $b }, được { $odd }: một nghịch thế, ô trống ở nguyên chỗ, nên là bảng chính tắc của lớp lẻ.
reduce-chinese-blog = (Blog tiếng Trung gọi tên hai lớp này ngược lại: (0,1,2,…) có 0 nghịch thế, nên nó là lớp chẵn, còn (0,2,1,…) là lớp lẻ.)
reduce-target-goal = trạng thái đích
reduce-target-swapped = trạng thái đích với hai ô số { $a } và { $b } đổi chỗ
reduce-target = Không nước đi nào đổi lớp, nên việc rút gọn chỉ có thể kết thúc ở { $target }: đích đã dự đoán.
reduce-cell = hàng { $row }, cột { $column }
reduce-line-row = hàng { $row }
reduce-line-column = cột { $column }
reduce-placed-already = { $tile } đã ở { $cell }
reduce-placed-moved = { $tile } từ { $from } đến { $to }
reduce-phase-two = hai ô số { $a } và { $b } cùng lúc, hai ô cuối của hàng hoặc cột: { $placed }
reduce-phase-one = ô số { $placed }
reduce-phase = Giai đoạn { $k }, { $line }: { $what }: { $moves }
reduce-moves = { $count } nước đi
reduce-phases = Các giai đoạn
reduce-final = Vùng cuối, hàng { $top }-{ $bottom }, cột { $left }-{ $right } (các ô số { $tiles }): tìm kiếm vét cạn trên { $arrangements } cách sắp xếp: { $moves }
reduce-result = Kết quả
reduce-reached = Đã tới { $board }: bảng chính tắc của lớp { $class }, { $predicted }.
reduce-board-above = bảng ở trên
reduce-as-predicted = đúng như dự đoán
reduce-checked = Đã kiểm tra bằng cách chạy lại: cả { $count } nước đi đều hợp lệ, không ô số đã đặt nào bị di chuyển lại, và chúng kết thúc ở đích đã dự đoán.
reduce-total = Tổng cộng: { $count } nước đi.
reduce-moves-heading = Các nước đi:
reduce-none = (không có)
connect-heading = Nối
connect-title = { $heading } hai bảng { $size }, trạng thái đích { $goal }
connect-from = TỪ
connect-to = ĐẾN
connect-same-class = Cả hai đều thuộc lớp { $class }: cả hai đều rút gọn về { $target }.
connect-path = Đường đi: phép rút gọn của TỪ ({ $from_moves }), rồi phép rút gọn của ĐẾN đi ngược lại ({ $to_moves }): { $sum } nước đi; bỏ { $cancelled } nước đi tới rồi lui: { $moves }.
connect-checked = Đã kiểm tra bằng cách chạy lại: các nước đi đều hợp lệ và đưa TỪ tới ĐẾN.
connect-class-line = { $name } { $board } thuộc lớp { $class } ({ $invariant }): nó rút gọn về { $target } trong { $moves }.
connect-invariant = { $count } nghịch thế
connect-invariant-row = { $count } nghịch thế + khoảng cách hàng của ô trống { $distance } = { $invariant }
connect-no-path-word = Không có đường đi
connect-no-path = { $no }: hai bảng chính tắc khác nhau, mọi nước đi hợp lệ đều giữ nguyên lớp, và các nước đi có thể đi ngược lại; một đường đi TỪ→ĐẾN sẽ cho một đường đi giữa hai bảng chính tắc, vốn khác lớp. Hai phép rút gọn (đã chạy lại và kiểm tra) là bằng chứng.
verify-heading = Kiểm chứng
verify-title = { $heading } { $width }x{ $height }, trạng thái đích { $goal } ({ $name }): tìm kiếm theo chiều rộng từ trạng thái đích trên toàn bộ { $n }! = { $states } cách sắp xếp
verify-reached = Số trạng thái tới được:
verify-expected = Dự kiến ({ $n }!/2):
verify-equal = bằng nhau
verify-different = KHÁC NHAU
verify-parity = Quy tắc chẵn lẻ: { $reached } trạng thái tới được và được dự đoán giải được, { $unreached } trạng thái không tới được và được dự đoán không giải được, { $disagreements } trường hợp không khớp: { $agrees }.
verify-agrees = khớp
verify-disagrees = KHÔNG KHỚP
verify-first-disagreement = Trường hợp không khớp đầu tiên: { $board }
verify-by-distance = Số trạng thái ở mỗi khoảng cách tới trạng thái đích
verify-distance = khoảng cách
verify-states = trạng thái
verify-largest = Khoảng cách lớn nhất: { $distance } ({ $count } bảng ở khoảng cách đó{ $farthest }).
verify-progress = verify { $size }: khoảng cách { $depth }: { $states } trạng thái, đã tới { $reached } ({ $percent }% của một nửa dự kiến), { $seconds } s

## Bảng sai: một dòng nêu lỗi và vị trí của nó.
board-standard-input = đầu vào chuẩn
board-place-line = dòng { $line }
board-place-row = hàng { $row }
board-place-cell = ô { $n }
board-place-cell-line = ô { $n } (dòng { $line })
board-place-cell-rc = hàng { $row }, cột { $col }
board-place-cell-rc-line = hàng { $row }, cột { $col } (dòng { $line })
board-place-moves = các nước đi
board-the-blank = ô trống
board-tile-n = ô số { $tile }
board-error-size-syntax = kích thước `{ $text }`: cần dạng RộngxCao như 3x3 hoặc 4x3 (chiều rộng x chiều cao)
board-error-too-much-text = hơn { $kib } KiB văn bản: không phải một bảng
board-error-option = `{ $arg }` không phải một bảng: một tùy chọn không có? (xem --help)
board-error-at-alone = `@` cần một tên tệp: @TỆP đọc bảng từ TỆP
board-error-empty = bảng rỗng: không có ô số nào
board-error-size-line-too-big = dòng { $line }: bảng { $n }x{ $n } quá lớn: mỗi cạnh tối đa là { $max }
board-error-size-line-rows = dòng { $line } cho kích thước { $n }, nhưng theo sau có { $rows } hàng
board-error-size-line-row-tiles = { $place } có { $tiles } ô số, nhưng dòng { $line } cho kích thước { $n }
board-error-row-empty = hàng { $row } trống
board-error-row-empty-line = hàng { $row } (dòng { $line }) trống
board-error-compact-long = `{ $text }`: dạng chữ số viết liền chỉ dùng cho bảng tối đa 9 ô; hãy tách các ô số bằng dấu phẩy hoặc dấu cách
board-error-brackets-deep = ngoặc lồng nhau quá sâu ở ký tự { $at }
board-error-bracket-unmatched = `]` không có cặp ở ký tự { $at }
board-error-bracket-stray = `{ $bracket }` không mong đợi ở ký tự { $at }: ngoặc thuộc về cách viết danh sách lồng nhau [[1,2,3],[4,5,6],[7,8,0]], không thuộc về bảng viết bằng dấu cách, dấu phẩy hoặc `/`
board-error-outside-brackets = `{ $text }` không mong đợi nằm ngoài ngoặc ở ký tự { $at }
board-error-unclosed = `[` chưa được đóng
board-error-cells = bảng { $width }x{ $height } cần { $cells } ô, nhưng có { $given } ô
board-error-not-square = { $cells } ô không tạo thành bảng vuông: hãy tách các hàng bằng `/` hoặc cho --size RộngxCao
board-error-ragged = các hàng không đều: hàng { $row } có { $tiles } ô số nhưng hàng 1 có { $width }
board-error-ragged-line = các hàng không đều: hàng { $row } (dòng { $line }) có { $tiles } ô số nhưng hàng 1 có { $width }
board-error-rows-size = các hàng tạo thành bảng { $width }x{ $height }, không phải { $w }x{ $h }
board-error-not-tile = `{ $text }` ở { $place } không phải số của ô số (dùng 0, _ hoặc . cho ô trống)
board-error-out-of-range = ô số { $text } ở { $place } nằm ngoài phạm vi: bảng { $cells } ô có các ô số từ 1 đến { $last }
board-error-twice = { $what } xuất hiện hai lần, ở { $first } và ở { $second }
board-error-twice-missing = { $what } xuất hiện hai lần, ở { $first } và ở { $second } ({ $note })
board-missing-one = thiếu ô số { $tile }
board-missing-some = thiếu các ô số { $tiles } và { $last }
board-missing-many = thiếu các ô số { $tiles } và { $more } ô số nữa
board-missing-blank = thiếu ô trống: viết 0, _ hoặc . cho ô trống
board-missing-both = { $tiles }; { $blank }
board-error-no-cells = một bảng phải có ít nhất một hàng và một cột, nhưng nhận được { $width }x{ $height }
board-error-too-big = bảng { $width }x{ $height } quá lớn: mỗi cạnh tối đa là { $max }
board-error-one-cell = bảng 1x1 không có ô số nào để di chuyển: một bảng cần ít nhất 2 ô
board-error-goal-size = trạng thái đích là { $goal } nhưng bảng là { $board }
moves-error-not-tile = `{ $text }` (nước đi { $number }) không phải số của ô số trên bất kỳ bảng nào (ô số lớn nhất là 255)
moves-error-not-move = `{ $text }` ở ký tự { $at } không phải một nước đi: dùng U, D, L, R (hướng ô trống di chuyển) hoặc số của các ô số, cách nhau bằng dấu cách hoặc dấu phẩy
hint-file-without-at = ý bạn là @{ $file }? (một tệp được đọc bằng @TỆP)
hint-quote-board = đặt bảng trong dấu ngoặc kép để nó là một đối số: "{ $board }"
hint-board-from-stdin = dùng - để đọc bảng từ đầu vào chuẩn
board-error-search-too-big = bảng { $size } có { $cells } ô: các phép tìm kiếm chỉ xử lý bảng có tối đa { $max } ô (5x5); dùng `npuzzle reduce` để có một lời giải (không tối ưu) cho bảng lớn hơn
board-error-sizes-differ = bảng có cỡ { $board } nhưng trạng thái đích có cỡ { $goal }
board-error-audit-too-big = bảng { $size } có { $cells } ô: phép kiểm tra vét cạn chỉ xử lý tối đa { $max } ô; thêm --sample N để thử các bảng ngẫu nhiên với lời giải tối ưu
board-error-sample-too-big = bảng { $size } có { $cells } ô: bộ giải tối ưu dùng cho --sample chỉ xử lý tối đa { $max } ô
board-error-cost-table-size = bảng chi phí là một thí nghiệm trên 8-puzzle: trạng thái đích phải là 3x3, không phải { $size }
board-error-dual-size = { $variant }: phép tra đối ngẫu chỉ có cho các bảng 4x4 và 5x5, không có cho { $size }
board-error-any-size = { $variant }: tìm kiếm đối ngẫu nhảy ở mọi nút chỉ có cho các bảng 5x5, không có cho { $size }
board-error-optimal-too-big = bảng { $size } có { $cells } ô: bộ giải tối ưu chỉ xử lý tối đa { $max } ô
board-error-exhaustive-too-big = bảng { $size } có { $cells } ô: phép tìm kiếm vét cạn chỉ xử lý tối đa { $max } ô ({ $cells }! cách sắp xếp là quá nhiều để lưu)
board-error-connect-sizes = FROM có cỡ { $from } nhưng TO có cỡ { $to }: hai bảng khác cỡ không bao giờ nối được với nhau
board-error-reduce-thin = bảng { $size } chỉ rộng hoặc cao một ô: các ô số không bao giờ vượt qua nhau được, nên không có phép rút gọn; bảng chỉ đến được đích nếu các ô đã đứng theo thứ tự của đích (xem `npuzzle solvable`)
