### A lesson file's problems (src/lesson/).
### Language: my. Area: lessonfile

lessonfile-field = `{ $name }`
lessonfile-step = အဆင့် { NUMBER($number, useGrouping: "false") } ({ $kind })
lessonfile-diagnosed = { $message }
lessonfile-io = { $reason }
lessonfile-zawgyi = ဤမြန်မာစာသည် `Unicode` မဟုတ်ဘဲ `Zawgyi` ကုဒ်ဖြင့် ရေးထားသည်: ဖိုင်ကို `Unicode` သို့ ပြောင်းပြီး (ဥပမာ `uconv -x Zawgyi-my < FILE > NEW-FILE`၊ ICU ၏ ပြောင်းစက်) ဖိုင်အသစ်ကို သုံးပါ

lessonfile-one-target = ပစ်မှတ် တစ်ခုတည်းကို ပေးပါ (ရောက်ရမည့် ဘုတ်တစ်ခု၊ သို့မဟုတ် နေရာသို့ ပြန်ပို့ရမည့် အကွက်တစ်ခု)
lessonfile-to-size = ဘုတ်သည် { $size } ဖြစ်သော်လည်း လေ့ကျင့်ခန်း၏ ဘုတ်သည် { $expected } ဖြစ်သည်
lessonfile-no-such-tile = { $size } ဘုတ်တွင် အကွက် { NUMBER($tile, useGrouping: "false") } မရှိပါ
lessonfile-max-moves = { NUMBER($max, useGrouping: "false") } ဖြစ်သော်လည်း အတိုဆုံးနည်းလမ်းသည် ရွှေ့ချက် { NUMBER($moves, useGrouping: "false") } ချက် လိုသည်
lessonfile-nothing-to-do = ဘုတ်သည် ပစ်မှတ် ဖြစ်ပြီးသားဖြစ်သည်: လုပ်စရာ မရှိပါ
lessonfile-target-unreachable = ဘုတ်သည် ပစ်မှတ်သို့ မရောက်နိုင်ပါ (၎င်းတို့၏ စုံ/မ မတူပါ)
lessonfile-shortest-stopped = အတိုဆုံး အဖြေကို ရှာဖွေမှု ရပ်သွားသည် ({ $stop }); ပိုနီးသော ပစ်မှတ်ကို ရွေးပါ
lessonfile-tile-too-far = သင်ခန်းစာ လေ့ကျင့်ခန်းအတွက် အကွက်သည် ၎င်း၏နေရာမှ ဝေးလွန်းသည်
lessonfile-tile-never = အကွက်သည် ၎င်း၏ အကွက်နေရာသို့ ဘယ်တော့မှ မရောက်နိုင်ပါ
lessonfile-predict-one-move = `{ $moves }`: ကြိုတင်ခန့်မှန်းခြင်းသည် ရွှေ့ချက် တစ်ချက်အကြောင်းသာ ဖြစ်သည်
lessonfile-next-node-algo = { $algo }: နောက်ဆုံမှတ် လေ့ကျင့်ခန်း (next-node) သည် bfs၊ ordered သို့မဟုတ် astar အတွက်သာ ဖြစ်သည်
lessonfile-after-range = { NUMBER($after, useGrouping: "false") }; ချဲ့ထွင်မှု 1 မှ { $max } ကြိမ်အထိ ပြီးနောက် မေးပါ
lessonfile-after-ends = { NUMBER($after, useGrouping: "false") }: ရှာဖွေမှုသည် ဆုံမှတ် { NUMBER($next, useGrouping: "false") } ကို မချဲ့ထွင်မီ ပြီးဆုံးသွားသည်; စောစောမေးပါ
lessonfile-not-a-move = `{ $letter }` သည် ရွှေ့ချက် မဟုတ်ပါ
lessonfile-move-impossible = `{ $letter }`: ဤရွှေ့ချက်ကို မရွှေ့နိုင်ပါ
lessonfile-next-out-of-frontier = { NUMBER($next, useGrouping: "false") }: နယ်စပ်တွင် ဆုံမှတ် { NUMBER($nodes, useGrouping: "false") } ခုသာ ရှိသည်
lessonfile-truth-not-a = `{ $truth }` သည် `{ $kind }` အမျိုးအစား တန်ဖိုး မဟုတ်ပါ

lessonfile-named-twice = `{ $name }` ကို နှစ်ကြိမ် ဖော်ပြထားသည်
lessonfile-audit-too-big = { $size } တွင် အကွက် { NUMBER($cells, useGrouping: "false") } ကွက် ရှိသည်; သင်ခန်းစာတစ်ခုသည် အကွက် { $max } ကွက်အထိသာ ရှိသော ဘုတ်များကို စိစစ်နိုင်သည် (`npuzzle heuristics check` သည် 12 အထိ ရသည်)
lessonfile-audit-thin = { $size }: အကျယ် သို့မဟုတ် အမြင့် တစ်ကွက်သာရှိသော ဘုတ်ပေါ်တွင် အကွက်များ တစ်ခုကိုတစ်ခု မကျော်နိုင်ပါ; အနည်းဆုံး 2x2 ကို စိစစ်ပါ
lessonfile-no-heuristic = ခန့်မှန်းဖန်ရှင် အနည်းဆုံး တစ်ခုကို ဖော်ပြပါ
lessonfile-cost-count = { NUMBER($count, useGrouping: "false") }; သင်ခန်းစာ၏ ကုန်ကျမှုဇယားသည် အနက်တစ်ခုလျှင် ဘုတ် 1 မှ { $max } ခုအထိ ထုတ်နိုင်သည်
lessonfile-cost-depth = { NUMBER($depth, useGrouping: "false") }; သင်ခန်းစာ၏ ကုန်ကျမှုဇယားသည် 2 မှ { $max } အထိ စုံကိန်း အနက်အထိ သွားသည်
lessonfile-cost-ids-nodes = { NUMBER($nodes, useGrouping: "false") }; သင်ခန်းစာ၏ IDS သည် ဘုတ်တစ်ခုလျှင် ဆုံမှတ် 1 မှ { NUMBER($max, useGrouping: "false") } ခုအထိ ထုတ်နိုင်သည်
lessonfile-drawn-range = { NUMBER($cap, useGrouping: "false") }; သင်ခန်းစာတစ်ခုသည် ဆုံမှတ် 1 မှ { NUMBER($max, useGrouping: "false") } ခုအထိ ဆွဲနိုင်သည်
lessonfile-no-algorithm = အယ်လ်ဂိုရီသမ် အနည်းဆုံး တစ်ခုကို ဖော်ပြပါ
lessonfile-not-compared = နှိုင်းယှဉ်သော အယ်လ်ဂိုရီသမ်များထဲတွင် မပါပါ ({ $algos })
lessonfile-distance-stopped = အကောင်းဆုံး ရှာဖွေမှုသည် အကွာအဝေးကို မတွေ့မီ ရပ်သွားသည် ({ $stop }); `distance: false` ဟု သတ်မှတ်ပါ
lessonfile-sizes-differ = ဘုတ်နှစ်ခု၏ အရွယ်အစား မတူပါ ({ $from } နှင့် { $to })
lessonfile-verify-too-big = { $size } တွင် အကွက် { NUMBER($cells, useGrouping: "false") } ကွက် ရှိသည်; သင်ခန်းစာတစ်ခုသည် အကွက် { $max } ကွက်အထိသာ ရှိသော ဘုတ်များကို အတည်ပြုနိုင်သည် (`npuzzle verify` သည် 12 အထိ ရသည်)
lessonfile-verify-thin = { $size }: အကျယ် သို့မဟုတ် အမြင့် တစ်ကွက်သာရှိသော ဘုတ်သည် သီအိုရီ၏ အပြင်ဘက်တွင် ရှိသည်
lessonfile-trace-too-long = ရွှေ့ချက် { NUMBER($moves, useGrouping: "false") } ချက်; သင်ခန်းစာတစ်ခုသည် အများဆုံး { NUMBER($max, useGrouping: "false") } ချက်သာ ခြေရာခံနိုင်သည်
lessonfile-ordered-heuristic = { $algo } သည် နေရာမှားအကွက်များကို အမြဲ သုံးသည် (တရုတ် လက်တွေ့ အစီရင်ခံစာကဲ့သို့); အခြား h အတွက် `algo: astar` ကို သုံးပါ
lessonfile-no-heuristic-used = { $algo } သည် ခန့်မှန်းဖန်ရှင် မသုံးပါ
lessonfile-search-unreachable = ဘုတ်သည် ပန်းတိုင်သို့ မရောက်နိုင်ပါ (၎င်း၏ စုံ/မ ကို ကြည့်ပါ)၊ ထို့ကြောင့် ရှာစရာ မရှိပါ
lessonfile-search-nodes = { NUMBER($nodes, useGrouping: "false") }; သင်ခန်းစာ၏ ရှာဖွေမှုသည် ဆုံမှတ် 1 မှ { NUMBER($max, useGrouping: "false") } ခုအထိ ထုတ်နိုင်သည်
lessonfile-random-not-found = { NUMBER($distance, useGrouping: "false") }: အကောင်းဆုံး ဖြေရှင်းစက်၏ ဆုံမှတ် { NUMBER($nodes, useGrouping: "false") } ခုအတွင်း ဘုတ် မတွေ့ပါ
lessonfile-over-budget = ငြင်းပယ်သည်: သင်ခန်းစာ၏ အလုပ်ဘတ်ဂျက် { $budget } ယူနစ်သည် ဤနေရာတွင် ကုန်သွားသည် (ဤအဆင့်သည် { $step_cost } ယူနစ်၊ ယခင်အဆင့်များနှင့် ပေါင်းလျှင် { $spent } ယူနစ် ကြာနိုင်သည်); --budget { NUMBER($total, useGrouping: "false") } ဖြင့် မြှင့်ပါ

lessonfile-id-twice = id `{ $id }` ကို နှစ်ကြိမ် သုံးထားသည် (အဆင့် { NUMBER($first, useGrouping: "false") } နှင့် { NUMBER($second, useGrouping: "false") })
lessonfile-no-such-id = id `{ $id }` ရှိသော အဆင့် မရှိပါ
lessonfile-reveals-question = `{ $id }` သည် မေးခွန်း ဖြစ်သည်; မေးခွန်းတစ်ခုသည် တွက်ချက်သော အဆင့်ကိုသာ ဖော်ပြနိုင်သည်
lessonfile-already-revealed = အဆင့် `{ $id }` ကို ယခင်မေးခွန်းတစ်ခုက ဖော်ပြပြီး ဖြစ်သည်
lessonfile-no-such-field = { $step } တွင် `{ $field }` အကွက်ကွင်း မရှိပါ; ၎င်းတွင် ({ $fields }) ရှိသည်
lessonfile-quiz-type = မေးခွန်းသည် `{ $asked }` ကို မေးသော်လည်း အဆင့် { NUMBER($step, useGrouping: "false") } ၏ `{ $field }` သည် `{ $actual }` ဖြစ်သည်
lessonfile-quiz-type-untypable = မေးခွန်းသည် `{ $asked }` ကို မေးသော်လည်း အဆင့် { NUMBER($step, useGrouping: "false") } ၏ `{ $field }` သည် ကျောင်းသား ရိုက်ထည့်နိုင်သော အရာ မဟုတ်ပါ
lessonfile-answer-type = အဖြေ `{ $answer }` သည် `{ $kind }` အမျိုးအစား မဟုတ်ပါ
lessonfile-claim-not-text = ဆိုချက်ကို စာသားဖြင့် အမည်ပေးရသည် ({ $forms })၊ `{ $key }` ဖြင့် မဟုတ်ပါ
lessonfile-unknown-claim = ဤအဆင့်က တွက်ချက်သော တန်ဖိုး မဟုတ်ပါ; ({ $forms }) ကို ရေးပါ

lessonfile-id-empty = ကျောင်းသား id အလွတ်
lessonfile-id-too-long = စာလုံး { NUMBER($n, useGrouping: "false") } လုံးရှိသော ကျောင်းသား id (အများဆုံး { $max })
lessonfile-id-control = ထိန်းချုပ်စာလုံး သို့မဟုတ် မမြင်ရသော စာလုံးပါသော ကျောင်းသား id ({ $escaped })
lessonfile-id-spaces = ရှေ့နောက်တွင် နေရာလွတ် (space) ပါသော ကျောင်းသား id
lessonfile-id-path = ကျောင်းသား id `{ $id }` တွင် လမ်းကြောင်းစာလုံး (/ သို့မဟုတ် \) ပါသည်
lessonfile-id-formula = ကျောင်းသား id `{ $id }` သည် { $first } ဖြင့် စသည်: စာရင်းဇယား ပရိုဂရမ်က ၎င်းကို ဖော်မြူလာအဖြစ် လုပ်ဆောင်မည်
lessonfile-roster-id-twice = ကျောင်းသား id `{ $id }` သည် စာကြောင်း { NUMBER($line, useGrouping: "false") } တွင်လည်း ရှိသည်: id တစ်ခုလျှင် ကျောင်းသား တစ်ဦး
lessonfile-gradebook-id-twice = { $first } နှင့် { $second }: နှစ်ခုစလုံးသည် ကျောင်းသား id `{ $id }` ဖြစ်သည်: အမှတ်စာရင်းသည် ကျောင်းသားတစ်ဦးလျှင် အမှတ်တစ်ခုသာ ထားသည်: ဖိုင်တစ်ခုကို ဖယ်ပါ သို့မဟုတ် ၎င်း၏ `# id:` ကို ပြင်ပါ

lessonfile-whose-course-lesson = သင်ရိုး၏ သင်ခန်းစာ
lessonfile-whose-lesson = သင်ခန်းစာ
lessonfile-translation-outside = ငြင်းပယ်သည်: { $whose }၏ ဘာသာပြန်သည် ၎င်း၏ ဖိုင်တွဲအတွင်းရှိ ပုံမှန်ဖိုင် ဖြစ်ရမည်
lessonfile-course-lesson-outside = ငြင်းပယ်သည်: သင်ရိုး၏ သင်ခန်းစာသည် သင်ရိုးဖိုင်တွဲအတွင်းရှိ ပုံမှန်ဖိုင် ဖြစ်ရမည်
lessonfile-no-vary = ကျောင်းသားအလိုက် ပြောင်းလဲသော ဘုတ် မရှိပါ (ကျပန်းဘုတ်တစ်ခုကို `vary: true` ဖြင့် မှတ်ပါ): ကျောင်းသားတိုင်း တူညီသော သင်ခန်းစာကို ရမည်
lessonfile-cannot-read-lesson = သင်ခန်းစာကို မဖတ်နိုင်ပါ
lessonfile-builtin-board-file = ပါဝင်ပြီးသား သင်ခန်းစာသည် ဘုတ်ဖိုင်များကို မဖတ်နိုင်ပါ
lessonfile-board-file-absolute = ဘုတ်ဖိုင်ကို သင်ခန်းစာနှင့် နှိုင်းရသော လမ်းကြောင်းဖြင့် အမည်ပေးရမည်
lessonfile-no-board-file = သင်ခန်းစာ၏ ဘေးတွင် ဤဘုတ်ဖိုင် မရှိပါ
lessonfile-board-file-outside = ငြင်းပယ်သည်: ဘုတ်ဖိုင်သည် သင်ခန်းစာ၏ ဖိုင်တွဲ အပြင်ဘက်တွင် ရှိသည်
lessonfile-course-dir-unreadable = သင်ရိုးဖိုင်တွဲကို မဖတ်နိုင်ပါ: { $reason }
lessonfile-listed-twice = `{ $name }` ကို နှစ်ကြိမ် စာရင်းသွင်းထားသည်
lessonfile-course-no-lesson = { $dir } တွင် သင်ခန်းစာ `{ $name }` မရှိပါ (`01-intro.yaml` ကဲ့သို့ ဖိုင်အမည် သို့မဟုတ် တိုးချဲ့အမည်မပါသော ၎င်း၏အမည် (stem) ကို ပေးပါ)
lessonfile-course-file-outside = ငြင်းပယ်သည်: { $name } သည် သင်ရိုးဖိုင်တွဲအတွင်းရှိ ပုံမှန်ဖိုင် ဖြစ်ရမည်
lessonfile-lesson-not-a-map = သင်ခန်းစာသည် မြေပုံ (map) ဖြစ်ရမည်
lessonfile-no-steps = သင်ခန်းစာတွင် အဆင့် မရှိပါ
