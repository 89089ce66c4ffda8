### The play board: panel, keys, messages.
### Language: vi. Area: play

play-title = · { $size } · đích { $goal } · { $arrows }
play-arrows-tile = phím mũi tên trượt một ô số vào ô trống
play-arrows-blank = phím mũi tên di chuyển ô trống
play-keys = phím: mũi tên, hjkl, wasd, nhấp chuột vào một ô số (kiểu kia: { $flag }) · u hoàn tác · r làm lại · n bảng mới · ? gợi ý · x "không giải được!" · p luyện tập · q thoát
play-too-small = Cửa sổ dòng lệnh là { $width }x{ $height }: quá nhỏ cho bảng { $size } (cần khoảng { $need_w }x{ $need_h }). Hãy phóng to, hoặc thoát bằng q và chọn --size nhỏ hơn.

play-label-moves = Số nước đi
play-label-inversions = Số nghịch thế
play-label-last-move = nước vừa đi
play-label-blank-row = Hàng ô trống
play-label-invariant = Bất biến
play-label-goals = ở đích
play-label-verdict = Kết luận
play-label-manhattan = Manhattan
play-even = chẵn
play-odd = lẻ
play-invariant = { $value } { $parity }
play-last-jumped-nothing = ô số { $tile } không nhảy qua ô nào: Δnghịch thế 0
play-last-jumped = ô số { $tile } nhảy qua { $tiles }: Δnghịch thế { $delta }
play-blank-row-even = { $row } (ở đích { $goal }, cách { $distance })
play-goal-same = { $value } { $parity } ✓ cùng tính chẵn lẻ
play-goal-other = { $value } { $parity } ✗ khác tính chẵn lẻ
play-solvable = giải được
play-unsolvable = KHÔNG GIẢI ĐƯỢC
play-verdict = { $class } ({ $rule })
play-rule-odd = chiều rộng lẻ: tính chẵn lẻ của số nghịch thế quyết định
play-rule-even = chiều rộng chẵn: số nghịch thế + khoảng cách hàng của ô trống quyết định
play-rule-thin = bảng chỉ một hàng hoặc một cột: thứ tự các ô số phải đúng như ở trạng thái đích
play-mismatch-thin-same = các ô số đứng đúng thứ tự của trạng thái đích
play-mismatch-thin-differ = thứ tự các ô số khác trạng thái đích, mà trên bảng một hàng (hoặc một cột) các ô số không bao giờ vượt qua nhau
play-mismatch = bất biến { $value } là số { $parity }, của trạng thái đích là 0, số chẵn

play-col-move = nước
play-col-tile = ô số
play-col-jumps = nhảy qua
play-col-delta = Δnghịch thế
play-col-inv = nghịch thế
play-col-blank-row = hàng
play-col-invariant = bất biến
play-tile-dir = { $tile } { $dir }
play-no-move-yet = Chưa có nước đi nào: bảng của mỗi nước đi (như `npuzzle trace` in ra) sẽ hiện ở đây.

play-dir-up = lên
play-dir-down = xuống
play-dir-left = sang trái
play-dir-right = sang phải
play-dir-short-up = lên
play-dir-short-down = xuống
play-dir-short-left = trái
play-dir-short-right = phải

play-replay-stopped = đã dừng phát lại
play-new-board = một bảng mới
play-not-a-key = `{ $key }` không phải là phím của play (? để xem gợi ý, q để thoát)
play-solved-refuse-move = đã giải xong: o phát lại lời giải tối ưu, n một bảng mới, u hoàn tác
play-click-blank = đó là ô trống: hãy nhấp vào một ô số cạnh nó
play-click-far = ô số { $tile } không nằm cạnh ô trống
play-nothing-to-undo = không có gì để hoàn tác
play-nothing-to-redo = không có gì để làm lại
play-undid = đã hoàn tác { $letter }
play-redid = đã làm lại { $letter }
play-refused-blank = bị từ chối: ô trống không thể đi { $dir }
play-refused-tile = bị từ chối: không có ô số nào trượt { $dir } được
play-solved-no-hint = đã giải xong: không còn gì để gợi ý
play-no-sequence = không có dãy nước đi nào tới được trạng thái đích: { $why }
play-refuted = bác bỏ: bảng này giải được ({ $why }); ? cho biết nước đi tiếp theo
play-confirmed = xác nhận: không giải được ({ $why }); không nước đi nào thay đổi tính chẵn lẻ đó
play-replay-not-solved = o phát lại lời giải tối ưu sau khi đã giải xong
play-replay-unknown = (chưa) biết lời giải tối ưu
play-replaying = đang phát lại lời giải tối ưu (nhấn phím bất kỳ để dừng)
play-replay-done = lời giải tối ưu: { $count } nước đi
play-no-board = không tìm được bảng nào ở khoảng cách đó trong giới hạn số nút
play-no-hint = không có gợi ý: { $error }

play-hint-building = Gợi ý: đang dựng bảng… (cơ sở dữ liệu mẫu của 15-puzzle, ở lần dùng đầu: một hai giây)
play-hint-thinking = Gợi ý: đang tính…
play-hint-lead = Gợi ý: nhấn
play-hint-lead-unproved = Gợi ý (chưa chứng minh là tối ưu: ước lượng nhỏ nhất): nhấn
play-hint = { $lead } { $arrow } (ô số { $tile } trượt { $dir }, ô trống đi { $letter }): { $distance }. ? lần nữa: tại sao
play-distance-exact = còn { $count } nước đi tới trạng thái đích ({ $how })
play-distance-at-least = còn ít nhất { $count } nước đi tới trạng thái đích (một cận dưới: { $why })
play-bound-no-solver = xung đột tuyến tính (linear conflict), không có bộ giải chính xác cho kích thước này
play-bound-budget = bộ giải tối ưu dừng ở giới hạn số nút
play-distance-unsolvable = không có dãy nước đi nào tới được trạng thái đích
play-method-table = chính xác: tìm kiếm theo chiều rộng (BFS) trên mọi bảng
play-method-pdb = chính xác: IDA* với cơ sở dữ liệu mẫu
play-method-idastar = chính xác: IDA* với xung đột tuyến tính
play-method-bound = một cận dưới: xung đột tuyến tính
play-why-exact = khoảng cách đến đích sau mỗi nước đi của ô trống ({ $how }); nước đi của gợi ý làm nó giảm
play-why-heuristic = hàm heuristic h sau mỗi nước đi của ô trống: một cận dưới của số nước đi còn lại, không phải số nước đi đó, nên h nhỏ nhất chưa chắc mở đầu một lời giải ngắn nhất (không có khoảng cách chính xác cho bảng này)
play-why = Tại sao: { $what }: { $list }

play-optimal = tối ưu { $count }
play-optimal-at-least = tối ưu ít nhất { $count }
play-optimal-computing = tối ưu: đang tính…
play-solved = Đã giải xong trong { $count } nước đi ({ $optimal }). o phát lại lời giải tối ưu, n một bảng mới, q thoát và in ra: { $line }

play-not-a-terminal = play cần một cửa sổ dòng lệnh (đầu vào và đầu ra chuẩn); để chạy các nước đi theo kịch bản hãy dùng `npuzzle trace BOARD MOVES`
play-no-moves = npuzzle: chưa đi nước nào trên '{ $board }'
play-summary-solved = npuzzle: { $count } nước đi, đã giải xong; phát lại bằng: { $command }
play-summary-not-solved = npuzzle: { $count } nước đi, chưa giải xong; phát lại bằng: { $command }
play-terminal-error = cửa sổ dòng lệnh: { $error }

## Luyện tập (--practice, p): kết luận được giấu cho đến khi tuyên bố; chờ phần "tại sao".

play-practice-on = bật luyện tập: bảng mới có thể đến được đích hoặc không, mỗi khả năng một nửa; kết luận được giấu cho đến khi bạn nhấn x ("không giải được!") hoặc giải xong bảng · p để tắt
play-practice-off = tắt luyện tập: kết luận được hiển thị
play-practice-hidden = đang giấu (luyện tập): x nếu không dãy nước đi nào đến được đích, p để hiện
play-practice-no-hint = luyện tập: gợi ý sẽ cho biết bảng này có đến được đích hay không; hãy tuyên bố bằng x trước (hoặc p để thôi luyện tập)
play-why-thinking = Tại sao: bộ giải đang tính khoảng cách sau mỗi nước đi…
