### Words shared by several commands.
### Language: my. Area: common

i18n-example = ပြောင်းပြန် (inversion) { $count } ခု
i18n-unknown-language = npuzzle: သတိပေးချက်: '{ $lang }' ဘာသာစကား မရှိပါ (ရှိသည်များ: { $available }); အင်္ဂလိပ်ဘာသာဖြင့် ပြပါမည်
