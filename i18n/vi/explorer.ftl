### The explorer page (`npuzzle explorer`): its own words.
### Language: vi. Area: explorer

explorer-title = Trình khám phá npuzzle
explorer-intro = Bảng bất kỳ, kích thước bất kỳ, trạng thái đích bất kỳ: số nghịch thế, có giải được không và vì sao, chứng minh tính chẵn lẻ trên từng nước đi, một trò chơi, và các thuật toán tìm kiếm từng bước. Phần toán học là chính thư viện của npuzzle được biên dịch sang WebAssembly: không cần cài đặt, không cần mạng.
explorer-language = Ngôn ngữ
explorer-noscript = Trang này tính toán bằng JavaScript và WebAssembly: hãy bật JavaScript để dùng.
explorer-loading = Đang tải npuzzle…
explorer-failed = Trang không khởi động được WebAssembly của npuzzle:
explorer-nav = Các phần của trang
explorer-nav-explain = Giải thích
explorer-nav-trace = Theo dõi
explorer-nav-play = Chơi
explorer-nav-search = Tìm kiếm

explorer-board = Bảng
explorer-board-help = Các hàng cách nhau bởi /, ô trống là 0 hoặc _: 7 2 4/5 0 6/8 3 1, hoặc 724506831.
explorer-size = Kích thước (chỉ cho một dãy số của bảng không vuông, ví dụ 4x3)
explorer-goal = Trạng thái đích
explorer-goal-help = blank-last, blank-first, snail, hoặc một bảng.
explorer-explain = Giải thích

explorer-boards = Bảng và trạng thái đích
explorer-inversions = Nghịch thế
explorer-solvable = Giải được không?
explorer-fix = Một phép đổi chỗ sửa được bảng:

explorer-moves = Nước đi: U, D, L, R (hướng ô trống đi) hoặc số của các ô trượt
explorer-trace = Theo dõi
explorer-trace-click = Hoặc nhấp vào một ô số cạnh ô trống: nước đi của nó được thêm vào.
explorer-clear = Xoá
explorer-trace-text = Toàn bộ bảng theo dõi dạng văn bản

explorer-play-help = Nhấp vào một ô số cạnh ô trống, hoặc nhấn phím mũi tên: ô số trượt theo hướng mũi tên.
explorer-undo = Hoàn tác
explorer-redo = Làm lại
explorer-restart = Bắt đầu lại
explorer-hint-button = Gợi ý
explorer-hint-thinking = Đang suy nghĩ…
explorer-hint = { $proved ->
    [yes] Gợi ý: trượt ô số { $tile } { $dir } (ô trống đi { $letter }): { $distance }.
   *[no] Gợi ý (chưa chứng minh là tối ưu: ước lượng nhỏ nhất): trượt ô số { $tile } { $dir } (ô trống đi { $letter }): { $distance }.
}
explorer-hint-none = Không có nước đi nào để gợi ý: { $distance }.
explorer-play-moves = Số nước đi
explorer-play-inversions = Số nghịch thế
explorer-play-blank-row = Hàng ô trống
explorer-play-invariant = Bất biến
explorer-play-last = Nước vừa đi
explorer-play-solved = Đã giải xong: bảng trùng với trạng thái đích.

explorer-algo = Thuật toán
explorer-heuristic = Hàm heuristic (greedy, A*, IDA*)
explorer-order = Thứ tự các nước đi của ô trống
explorer-tree-search = Tìm kiếm trên cây: không có tập đóng, một bảng gặp hai lần được tìm hai lần
explorer-no-undo = Không bao giờ đi ngược nước vừa đi
explorer-goal-test = Kiểm tra đích
explorer-ties = Khi f bằng nhau
explorer-ties-default = mặc định của thuật toán
explorer-max-nodes = Giới hạn số nút (nút được sinh ra)
explorer-drawn = Số nút được vẽ
explorer-search = Tìm kiếm
explorer-stop = Dừng
explorer-seed = Quy tắc của tài liệu gốc
explorer-searching = Đang tìm kiếm…
explorer-stopped = Đã dừng. Việc tìm kiếm bị ngắt trước khi xong; các số ở trên là những gì nó đã đạt được.
explorer-expanded = Đã mở rộng
explorer-generated = Đã sinh ra
explorer-length = Số nước đi
explorer-first = Đầu
explorer-back = Lùi
explorer-step = Bước tiếp
explorer-last = Cuối
explorer-step-at = Bước
explorer-step-of = trên
explorer-frontier = Biên, theo thứ tự sẽ được lấy ra:
explorer-no-steps = Tìm kiếm hai chiều phát triển hai biên cùng lúc: cây được vẽ, không có các bước.
explorer-stats = Thống kê

explorer-index-link = Trình khám phá: bảng bất kỳ, số nghịch thế, chứng minh và các thuật toán tìm kiếm của nó, ngay trong trình duyệt
