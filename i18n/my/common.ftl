### Words shared by several commands.
### Language: my. Area: common

i18n-example = ပြောင်းပြန် (inversion) { $count } ခု
i18n-unknown-language = npuzzle: သတိပေးချက်: '{ $lang }' ဘာသာစကား မရှိပါ (ရှိသည်များ: { $available }); အင်္ဂလိပ်ဘာသာဖြင့် ပြပါမည်

## Progress lines on standard error (a terminal only): where a long command is.
progress-lesson-checking = { $file } ကို စစ်ဆေးနေသည်
progress-lesson-step = အဆင့် { $steps } ဆင့်အနက် အဆင့် { $step } ({ $kind })
progress-verify = { $size } ကို အတည်ပြုခြင်း
progress-verify-distance = အကွာအဝေး { $depth }
progress-cost-table = ကုန်ကျစရိတ်ဇယား
progress-depth-done = အနက် { $depth } ပြီးပြီ
progress-experiment-heuristics = ခန့်မှန်းဖန်ရှင် စမ်းသပ်ချက်
progress-attempt = ဘုတ် { $board }: { $heuristic }: { $what }၊ ဆုံမှတ် { $expanded } ခု ချဲ့ပြီး
progress-attempt-timed = ဘုတ် { $board }: { $heuristic }: { $what }၊ ဆုံမှတ် { $expanded } ခု ချဲ့ပြီး၊ { $seconds } စက္ကန့်
progress-moves = ရွှေ့ချက် { $moves } ခု
progress-heuristics-check = ခန့်မှန်းဖန်ရှင်များကို စစ်ဆေးခြင်း
progress-heuristics-sample = ကျပန်းဘုတ်များပေါ်တွင် ခန့်မှန်းဖန်ရှင်များကို စစ်ဆေးခြင်း
progress-last-board = နောက်ဆုံးဘုတ်: ရွှေ့ချက် { $moves } ခု
progress-last-board-unsolved = နောက်ဆုံးဘုတ်: ကန့်သတ်ချက်အတွင်း မဖြေရှင်းနိုင်ပါ
progress-audit-distances = အကွာအဝေးများ: အနက် { $depth }၊ အခြေအနေ { $reached } ခု ရောက်ပြီး ({ $seconds } စက္ကန့်)
progress-audit-checking = စစ်ဆေးချက်: ခန့်မှန်းဖန်ရှင် { $heuristics } ခု၊ အခြေအနေ { $states } ခုပေါ်တွင် ရွှေ့ချက်တိုင်း စစ်ဆေးသည် (ယခုထိ { $seconds } စက္ကန့်)
progress-audit-done = စစ်ဆေးချက်: ပြီးပြီ ({ $seconds } စက္ကန့်)

## How an error line says where the problem is and what it adds.
error-in = { $place }: { $what }
error-note = { $what }; { $note }
