### The leak finder of `lesson check` (answers given away before they are due) and its checks of a lesson's prose.
### Language: vi. Area: leaks

## Numbers that are not counts.

leak-labels = ô, ô số, số, bước, câu, câu hỏi, ví dụ, bài, giai đoạn, hàng, cột, độ sâu, hình, chiều rộng, rộng, chiều cao, nút, nước thứ, mức
leak-name-after = puzzle
leak-node = nút
leak-number-words = không | không có, , hai, ba, bốn, năm, sáu, bảy, tám, chín, mười, mười một, mười hai
leak-negations = không, chưa, chẳng, không bao giờ

leak-unit-inversions = nghịch thế
leak-unit-moves = nước, nước đi, bước
leak-unit-nodes = nút, lần mở rộng
leak-unit-boards = bảng, trạng thái, cách sắp xếp
leak-unit-tiles = ô
leak-unit-times = lần

leak-solvable-yes = giải được, có lời giải, đến được đích, đến được trạng thái đích
leak-solvable-no = không giải được, vô nghiệm, không có lời giải, không đến được đích, không thể đến được đích, không bao giờ đến được đích
leak-admissible-yes = chấp nhận được, không bao giờ ước lượng quá
leak-admissible-no = không chấp nhận được, ước lượng quá, vượt quá khoảng cách
leak-consistent-yes = nhất quán
leak-consistent-no = không nhất quán

leak-prose = { $found } trong { $field } của { $place } làm lộ đáp án của câu hỏi { $question } (bước { $step }): tờ bài tập của học sinh in mọi câu hỏi cùng lúc, và trang web hiện đoạn này trước khi câu hỏi được trả lời. Hãy viết nó vào phần giải thích của câu hỏi hoặc vào văn bản của bước tính ra nó, hoặc biến nó thành một câu hỏi.
leak-where-step = bước { $at } ({ $kind })
leak-where-lesson = bài học
leak-held = bước { $at } ({ $kind }) cho thấy đáp án của câu hỏi { $question } (bước { $step }): bước này được giữ lại cho đến khi câu hỏi đó được trả lời và bị bỏ khỏi tờ bài tập của học sinh. Hãy ghi rõ bằng `reveals: { $id }` ở câu hỏi { $question }.
leak-held-no-id = bước { $at } ({ $kind }) cho thấy đáp án của câu hỏi { $question } (bước { $step }): bước này được giữ lại cho đến khi câu hỏi đó được trả lời và bị bỏ khỏi tờ bài tập của học sinh. Hãy ghi rõ: đặt cho bước một `id:` và nêu nó trong `reveals:` ở câu hỏi { $question }.
leak-held-next-to = bước { $at } ({ $kind }) cho thấy đáp án của câu hỏi { $question } (bước { $step }): bước này được giữ lại cho đến khi câu hỏi đó được trả lời và bị bỏ khỏi tờ bài tập của học sinh. Hãy ghi rõ: đặt nó ngay sau bước { $revealed }, bước mà câu hỏi { $question } mở ra.
leak-held-later = bước { $at } ({ $kind }), được câu hỏi { $by } mở ra, còn cho thấy đáp án của câu hỏi { $question } (bước { $step }): bước này được giữ lại cho đến khi câu hỏi { $question } được trả lời. Hãy để câu hỏi đó mở nó ra.
leak-in-question = câu hỏi { $by } (bước { $at }) cho thấy đáp án của câu hỏi { $question } (bước { $step }) trong các nút đã mở rộng: tờ bài tập của học sinh in cả hai câu hỏi cùng lúc. Hãy hỏi về một bảng khác hoặc một thuật toán tìm kiếm khác.

sheet-held = (Kết quả tính toán sẽ có sau khi bạn trả lời.)

definition-contradiction = { $found } trong { $field } của { $place } mâu thuẫn với định nghĩa của { $term } (docs/src/definitions.md): { $rule }

definition-linear-conflict-term = xung đột tuyến tính
definition-linear-conflict-names = xung đột tuyến tính, linear conflict, linear-conflict, h5
definition-linear-conflict-wrong = mỗi cặp, từng cặp, theo cặp
definition-linear-conflict-exempt = ước lượng quá, sai lầm, linear-conflict-pairs, lỗi
definition-linear-conflict-rule = xung đột tuyến tính cộng 2 nước đi cho mỗi ô số phải rời khỏi hàng hoặc cột đích của nó để một ô khác của đường đó đi qua (với mỗi đường: số ô có đích nằm trên đường đó trừ đi dãy dài nhất trong số chúng đã đứng đúng thứ tự đích), không phải 2 cho mỗi cặp ô số xung đột.
definition-misplaced-term = số ô sai vị trí
definition-misplaced-names = sai vị trí, misplaced, h1
definition-misplaced-wrong = tính cả ô trống, kể cả ô trống
definition-misplaced-exempt = biến thể, ước lượng quá, lỗi, sai lầm, with-blank
definition-misplaced-rule = số ô sai vị trí đếm các ô số không nằm trên ô đích của chúng; ô trống không bao giờ được tính.
definition-manhattan-term = khoảng cách Manhattan
definition-manhattan-names = manhattan, h2
definition-manhattan-wrong = tính cả ô trống, kể cả ô trống
definition-manhattan-exempt = biến thể, lỗi, sai lầm
definition-manhattan-rule = khoảng cách Manhattan là tổng, trên các ô số (không bao giờ tính ô trống), của khoảng cách theo hàng cộng khoảng cách theo cột giữa ô của ô số và ô đích của nó.
definition-inversion-term = nghịch thế
definition-inversion-names = nghịch thế, inversion
definition-inversion-wrong = tính cả ô trống, kể cả ô trống
definition-inversion-exempt = lỗi, sai lầm
definition-inversion-rule = một nghịch thế là một cặp ô số đứng ngược với thứ tự của chúng trong thứ tự đọc của trạng thái đích; ô trống không bao giờ thuộc một nghịch thế.
definition-invariant-term = bất biến
definition-invariant-names = 15-puzzle, 4x4, chiều rộng chẵn, chiều rộng 4
definition-invariant-wrong = chẵn thì giải được, chỉ số nghịch thế quyết định
definition-invariant-exempt = lỗi, sai lầm, bài hướng dẫn, nói, không
definition-invariant-rule = trên bảng có chiều rộng chẵn, riêng tính chẵn lẻ của số nghịch thế không quyết định điều gì: bất biến là tính chẵn lẻ của số nghịch thế + khoảng cách hàng của ô trống tới hàng của ô trống ở trạng thái đích.
