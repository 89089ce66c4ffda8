### Words shared by several commands.
### Language: vi. Area: common

i18n-example = { $count } nghịch thế
i18n-unknown-language = npuzzle: cảnh báo: không có ngôn ngữ '{ $lang }' (có: { $available }); dùng tiếng Anh

## Progress lines on standard error (a terminal only): where a long command is.
progress-lesson-checking = đang kiểm tra { $file }
progress-lesson-step = bước { $step } trên { $steps } ({ $kind })
progress-verify = kiểm chứng { $size }
progress-verify-distance = khoảng cách { $depth }
progress-cost-table = bảng chi phí
progress-depth-done = xong độ sâu { $depth }
progress-experiment-heuristics = thí nghiệm các hàm heuristic
progress-attempt = bảng { $board }: { $heuristic }: { $what }, đã mở rộng { $expanded } nút
progress-attempt-timed = bảng { $board }: { $heuristic }: { $what }, đã mở rộng { $expanded } nút, { $seconds } giây
progress-moves = { $moves } nước đi
progress-heuristics-check = kiểm tra các hàm heuristic
progress-heuristics-sample = kiểm tra các hàm heuristic trên các bảng ngẫu nhiên
progress-last-board = bảng vừa xong: { $moves } nước đi
progress-last-board-unsolved = bảng vừa xong: chưa giải được trong giới hạn
progress-audit-distances = khoảng cách: độ sâu { $depth }, đã tới { $reached } trạng thái ({ $seconds } giây)
progress-audit-checking = kiểm tra: { $heuristics } hàm heuristic trên { $states } trạng thái, xét mọi nước đi ({ $seconds } giây đến giờ)
progress-audit-done = kiểm tra: xong ({ $seconds } giây)

## How an error line says where the problem is and what it adds.
error-in = { $place }: { $what }
error-note = { $what }; { $note }
