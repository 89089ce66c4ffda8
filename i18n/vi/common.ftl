### Words shared by several commands.
### Language: vi. Area: common

i18n-example = { $count } nghịch thế
i18n-unknown-language = npuzzle: cảnh báo: không có ngôn ngữ '{ $lang }' (có: { $available }); dùng tiếng Anh
