### The command line's usage errors (clap's), one line each (src/cli/usage_error.rs).
### Language: vi. Area: usage

usage-unknown-argument = không nhận ra đối số '{ $arg }'
usage-unknown-subcommand = không có lệnh con '{ $name }'
usage-invalid-value = giá trị '{ $value }' không hợp lệ cho '{ $arg }'
usage-value-required = '{ $arg }' cần một giá trị nhưng chưa có giá trị nào
usage-with-possible-values = { $message } [các giá trị có thể: { $values }]
usage-with-possible-values-or-a-board = { $message } [các giá trị có thể: { $values }, hoặc một bảng]
usage-invalid-value-because = giá trị '{ $value }' không hợp lệ cho '{ $arg }': { $reason }
usage-missing-arguments = thiếu các đối số bắt buộc: { $args }
usage-missing-subcommand = '{ $name }' cần một lệnh con nhưng chưa có lệnh con nào
usage-missing-subcommand-of = '{ $name }' cần một lệnh con nhưng chưa có lệnh con nào [các lệnh con: { $values }]
usage-used-twice = đối số '{ $arg }' chỉ được dùng một lần
usage-conflict = đối số '{ $arg }' không dùng được cùng với '{ $other }'
usage-conflict-list = đối số '{ $arg }' không dùng được cùng với: { $others }
usage-conflict-others = đối số '{ $arg }' không dùng được cùng với một hay nhiều đối số khác đã cho
usage-no-equals = cần dấu bằng (=) khi gán giá trị cho '{ $arg }'
usage-too-many-values = giá trị thừa '{ $value }' cho '{ $arg }': không cần thêm giá trị nào
usage-too-few-values = '{ $arg }' cần { $min } giá trị; chỉ có { $count }
usage-wrong-number-of-values = '{ $arg }' cần { $expected } giá trị nhưng có { $count }
usage-tip-similar-subcommand = gợi ý: có lệnh con gần giống: '{ $name }'
usage-tip-similar-subcommands = gợi ý: có các lệnh con gần giống: { $names }
usage-tip-similar-argument = gợi ý: có đối số gần giống: '{ $name }'
usage-tip-similar-arguments = gợi ý: có các đối số gần giống: { $names }
usage-tip-similar-value = gợi ý: có giá trị gần giống: '{ $name }'
usage-tip-similar-values = gợi ý: có các giá trị gần giống: { $names }
usage-tip-as-value = gợi ý: để đưa '{ $arg }' vào như một giá trị, hãy viết '{ $use_ }'
usage-tip-exists = gợi ý: có '{ $name }'
usage-tip-remove-dashes = gợi ý: có lệnh con '{ $name }'; muốn dùng nó, hãy bỏ '--' đứng trước
usage-tip-other = gợi ý ({ $english })
usage-see-help = {" "}(xem `{ $command } --help`)
usage-reason-empty = để trống, không phải một số
usage-reason-not-a-whole-number = không phải một số nguyên
usage-reason-too-large = số quá lớn
usage-reason-too-small = số quá nhỏ
usage-reason-not-a-number = không phải một số
usage-reason-other = ({ $english })
usage-give-seconds = hãy cho một số giây từ 0 (không giới hạn) đến { $max }
usage-give-count = hãy cho một số bảng từ 1 đến { $max }
usage-give-whole-from = hãy cho một số nguyên không nhỏ hơn { $min }
usage-give-whole-range = hãy cho một số nguyên từ { $min } đến { $max }
usage-other = dòng lệnh không hợp lệ ({ $english })
usage-not-utf8 = đối số thứ { $position } (`{ $shown }`) không phải văn bản UTF-8
usage-not-utf8-somewhere = có một đối số không phải văn bản UTF-8
