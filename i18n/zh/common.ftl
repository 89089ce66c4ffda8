### Words shared by several commands.
### Language: zh. Area: common

i18n-example = { $count } 个逆序
i18n-unknown-language = npuzzle：警告：没有语言“{ $lang }”（可用：{ $available }）；使用英语
