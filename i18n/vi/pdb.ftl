### Các từ của bộ nhớ đệm cơ sở dữ liệu mẫu: npuzzle pdb status, build và
### clear, các dòng mà lần giải tối ưu 4x4 hay 5x5 đầu tiên ghi ra luồng lỗi
### chuẩn khi dựng và lưu các bảng, và các lỗi về đích của chúng.
### Language: vi. Area: pdb

pdb-no-cache-dir = không có thư mục bộ nhớ đệm: cả `XDG_CACHE_HOME` (đường dẫn tuyệt đối) lẫn `HOME` đều chưa được đặt, nên mỗi lần chạy đều phải dựng các cơ sở dữ liệu trong bộ nhớ

pdb-size-mb = { NUMBER($n, minimumFractionDigits: 1) } MB
pdb-size-kb = { NUMBER($n, minimumFractionDigits: 1) } kB
pdb-size-bytes = { NUMBER($n) } B
pdb-entries = { NUMBER($n) }

pdb-status-cache = Bộ nhớ đệm cơ sở dữ liệu mẫu:
pdb-status-goal = Đích { $name } ({ $board }): cách chia cộng tính 6-6-3, { $second }.
pdb-second-reflection = lấy giá trị lớn hơn với lần tra thứ hai trên bảng phản chiếu qua đường chéo chính
pdb-second-transposed = lấy giá trị lớn hơn với cách chia thứ hai, chuyển vị (ô trống của đích không nằm trên đường chéo, nên không phản chiếu được)
pdb-col-tiles = các ô
pdb-col-cells = vị trí đích
pdb-col-entries = số mục
pdb-col-size = cỡ tệp
pdb-col-state = trạng thái
pdb-state-present = có sẵn
pdb-state-missing = chưa có
pdb-state-broken = hỏng: { $reason }
pdb-state-trusted = { $state } ({ $trust })
pdb-trust-verified = đã kiểm chứng
pdb-trust-checksum-only = chỉ theo tổng kiểm tra
pdb-status-ready = { $ready } trên { $count } cơ sở dữ liệu đã sẵn sàng
pdb-status-ready-partial = { $ready } trên { $count } cơ sở dữ liệu đã sẵn sàng; `npuzzle pdb build` (hoặc lần giải tối ưu 4x4 đầu tiên) sẽ dựng phần còn lại
pdb-status-trust-verified = Độ tin cậy: đã kiểm chứng: một tệp chỉ được dùng khi mã băm nội dung của nó đúng là mã của bảng npuzzle dựng cho đích này (ghi sẵn trong chương trình).
pdb-status-trust-checksum = Độ tin cậy: chỉ theo tổng kiểm tra: đích này không phải đích mặc định, nên npuzzle không thể biết nội dung các cơ sở dữ liệu của nó; một tệp được tin theo tổng kiểm tra của chính nó.
pdb-status-78 = Cách chia 7-8 của đích này (hai nửa theo hàng, tra cả trên bảng phản chiếu; cho `solve --batch` và `--heuristic pdb-7-8`): chỉ được dựng bởi `pdb build --partition 7-8`.
pdb-status-5x5 = 5x5 (mọi đích có ô trống ở một góc): cách chia cộng tính 6-6-6-6 (Korf & Felner), tra cả trên bảng phản chiếu; được dựng bởi `pdb build --size 5x5` hoặc lần `solve --heuristic pdb` đầu tiên trên bảng 5x5.
pdb-status-5x5-table = bảng 5x5 số { $n }
pdb-status-trust-5x5 = Độ tin cậy (5x5): đã kiểm chứng: một tệp chỉ được dùng khi mã băm nội dung của nó đúng là mã của bảng npuzzle dựng (ghi sẵn trong chương trình).
pdb-status-files = Mọi tệp cơ sở dữ liệu trong bộ nhớ đệm: { $count } ({ $size })
pdb-status-stale = Tệp tạm bị bỏ lại (do một lần lưu bị ngắt giữa chừng; `npuzzle pdb build` hoặc `npuzzle pdb clear` sẽ xoá chúng): { $count }

pdb-build-summary = Cơ sở dữ liệu mẫu cho đích { $name } ({ $board }): { $count } đã sẵn sàng ({ $loaded } nạp từ bộ nhớ đệm, { $built } vừa dựng, { $saved } đã lưu), { NUMBER($memory, minimumFractionDigits: 1) } MB trong bộ nhớ, { NUMBER($seconds, minimumFractionDigits: 2) } giây
pdb-build-summary-5x5 = Cơ sở dữ liệu mẫu 5x5 (6-6-6-6 của Korf & Felner) cho đích { $name } ({ $board }): { $count } đã sẵn sàng ({ $loaded } nạp từ bộ nhớ đệm, { $built } vừa dựng, { $saved } đã lưu), { NUMBER($memory, minimumFractionDigits: 1) } MB trong bộ nhớ, { NUMBER($seconds, minimumFractionDigits: 2) } giây
pdb-build-cached-head = Đã lưu vào
pdb-build-cached = { $head } { $dir }
pdb-build-not-saved-head = Không lưu được vào
pdb-build-not-saved = { $head } { $dir }: những lần chạy sau sẽ phải dựng lại chúng

pdb-clear-removed = Đã xoá { $count } tệp cơ sở dữ liệu mẫu khỏi { $dir }
pdb-clear-removed-goal = Đã xoá { $count } tệp cơ sở dữ liệu mẫu của đích { $goal } khỏi { $dir }
pdb-clear-stale = Đã xoá { $count } tệp tạm bị bỏ lại (do một lần lưu bị ngắt giữa chừng)

pdb-event-loaded = đã nạp { $path }
pdb-event-rejected = { $path } { $reason }: không dùng tệp này
pdb-event-removed-temporary = đã xoá { $path } (do một lần lưu bị ngắt giữa chừng để lại)
pdb-event-building-label = đang dựng cơ sở dữ liệu mẫu
pdb-event-building = đang dựng cơ sở dữ liệu mẫu ({ NUMBER($total) } cách đặt; chỉ một lần, rồi lưu lại)
pdb-event-built = đã dựng bảng của các ô { $tiles } ({ NUMBER($placements) } cách đặt, giá trị lớn nhất { $max }) trong { NUMBER($seconds, minimumFractionDigits: 2) } giây
pdb-event-saved = đã lưu { $path }
pdb-event-not-saved = không lưu được { $path } ({ $reason }): các cơ sở dữ liệu chỉ nằm trong bộ nhớ cho lần chạy này
pdb-event-threshold = ngưỡng { $threshold } (đến giờ đã sinh { NUMBER($generated) } nút, { NUMBER($seconds, minimumFractionDigits: 1) } giây)

pdb-goal-not-4x4 = cơ sở dữ liệu mẫu chỉ có cho đích 4x4, còn đích này là { $size }
pdb-goal-size = cơ sở dữ liệu mẫu chỉ có cho bảng 4x4, không có cho { $size }
pdb-goal-size-5x5 = cơ sở dữ liệu mẫu 5x5 dành cho bảng 5x5, không dành cho { $size }
pdb-goal-corner-5x5 = cơ sở dữ liệu mẫu 5x5 cần một đích có ô trống ở một góc (blank-first hoặc blank-last)
pdb78-goal = cơ sở dữ liệu mẫu 7-8 cần một đích 4x4 có ô trống trên đường chéo chính (blank-first hoặc blank-last)
pdb78-missing = cơ sở dữ liệu mẫu 7-8 của đích này chưa có trong bộ nhớ đệm; hãy tạo chúng một lần bằng: { $command } (vài phút, khoảng 1,9 GB bộ nhớ)

pdb-reason-truncated = bị cụt: { NUMBER($size) } byte, lẽ ra { NUMBER($want) }
pdb-reason-truncated-entries = bị cụt: { NUMBER($got) } mục, lẽ ra { NUMBER($want) }
pdb-reason-unreadable = không đọc được: { $error }
pdb-reason-magic = không phải là cơ sở dữ liệu mẫu (sai mã nhận dạng đầu tệp)
pdb-reason-version = có phiên bản { NUMBER($version) }, lẽ ra { NUMBER($expected) }
pdb-reason-other-goal = được dựng cho một đích hoặc một nhóm ô khác
pdb-reason-other-table = được dựng cho một nhóm ô, kích thước hoặc loại bảng khác
pdb-reason-claims = ghi là có { NUMBER($len) } mục, lẽ ra { NUMBER($entries) }
pdb-reason-too-long = quá dài: { NUMBER($size) } byte, lẽ ra { NUMBER($want) }
pdb-reason-size = có { NUMBER($size) } byte, lẽ ra { NUMBER($want) }
pdb-reason-checksum = sai tổng kiểm tra (bị hỏng)
pdb-reason-altered = khác với cơ sở dữ liệu npuzzle dựng cho đích này (mã băm nội dung { $hash }…, lẽ ra { $want }…): đã bị sửa, không dùng
pdb-reason-altered-5x5 = khác với bảng npuzzle dựng (mã băm nội dung { $hash }…, lẽ ra { $want }…): đã bị sửa, không dùng
