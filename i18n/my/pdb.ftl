### ပုံစံဒေတာဘေ့စ် ကက်ရှ်၏ စကားလုံးများ: npuzzle pdb status၊ build နှင့် clear၊
### ပထမဆုံး အကောင်းဆုံး 4x4 သို့မဟုတ် 5x5 ဖြေရှင်းမှုက ဇယားများကို တည်ဆောက်ပြီး
### သိမ်းစဉ် standard error သို့ ရေးသော စာကြောင်းများ၊ ပန်းတိုင်ဆိုင်ရာ အမှားများ။
### Language: my. Area: pdb

pdb-no-cache-dir = ကက်ရှ်ဖိုင်တွဲ မရှိပါ: `XDG_CACHE_HOME` (လမ်းကြောင်းအပြည့်) နှင့် `HOME` တစ်ခုမှ မသတ်မှတ်ထားသဖြင့် အကြိမ်တိုင်း ဒေတာဘေ့စ်များကို မှတ်ဉာဏ်ထဲတွင် တည်ဆောက်ရသည်

pdb-size-mb = { NUMBER($n, minimumFractionDigits: 1) } MB
pdb-size-kb = { NUMBER($n, minimumFractionDigits: 1) } kB
pdb-size-bytes = { NUMBER($n) } B
pdb-entries = { NUMBER($n) }

pdb-status-cache = ပုံစံဒေတာဘေ့စ် ကက်ရှ်:
pdb-status-goal = ပန်းတိုင် { $name } ({ $board }): ပေါင်းထည့်နိုင်သော 6-6-3 အုပ်စုခွဲပုံ၊ { $second }။
pdb-second-reflection = ပင်မထောင့်ဖြတ်မျဉ်းအတိုင်း ပြောင်းပြန်ထားသော ဘုတ်ပေါ်တွင် ဒုတိယအကြိမ် ရှာပြီး ပိုကြီးသောတန်ဖိုးကို ယူသည်
pdb-second-transposed = ပြောင်းပြန်လှန်ထားသော ဒုတိယ အုပ်စုခွဲပုံဖြင့် ထပ်ရှာပြီး ပိုကြီးသောတန်ဖိုးကို ယူသည် (ပန်းတိုင်၏ အကွက်လွတ်သည် ထောင့်ဖြတ်မျဉ်းပေါ်တွင် မရှိသဖြင့် ပြောင်းပြန်ရှာ၍ မရပါ)
pdb-col-tiles = အကွက်များ
pdb-col-cells = ပန်းတိုင်နေရာများ
pdb-col-entries = အရေအတွက်
pdb-col-size = အရွယ်အစား
pdb-col-state = အခြေအနေ
pdb-state-present = ရှိသည်
pdb-state-missing = မရှိ
pdb-state-broken = ပျက်နေသည်: { $reason }
pdb-state-trusted = { $state } ({ $trust })
pdb-trust-verified = စစ်ဆေးပြီး
pdb-trust-checksum-only = စစ်ဆေးကိန်းဖြင့်သာ
pdb-status-ready = ဒေတာဘေ့စ် { $count } ခုအနက် { $ready } ခု အသင့်ဖြစ်သည်
pdb-status-ready-partial = ဒေတာဘေ့စ် { $count } ခုအနက် { $ready } ခု အသင့်ဖြစ်သည်; `npuzzle pdb build` (သို့မဟုတ် ပထမဆုံး အကောင်းဆုံး 4x4 ဖြေရှင်းမှု) က ကျန်သည်များကို တည်ဆောက်မည်
pdb-status-trust-verified = ယုံကြည်မှု: စစ်ဆေးပြီး: ဖိုင်တစ်ခု၏ အကြောင်းအရာဟက်ရှ်သည် ဤပန်းတိုင်အတွက် npuzzle တည်ဆောက်သည့် ဟက်ရှ်နှင့် တူမှသာ ၎င်းကို သုံးသည် (ပရိုဂရမ်ထဲတွင် ပါဝင်ပြီးသား)။
pdb-status-trust-checksum = ယုံကြည်မှု: စစ်ဆေးကိန်းဖြင့်သာ: ဤပန်းတိုင်သည် ကြိုတင်သတ်မှတ်ထားသည့်ပန်းတိုင် မဟုတ်သဖြင့် npuzzle သည် ၎င်း၏ ဒေတာဘေ့စ်များ၏ အကြောင်းအရာကို မသိနိုင်ပါ၊ ဖိုင်တစ်ခုကို ၎င်း၏ ကိုယ်ပိုင် စစ်ဆေးကိန်းဖြင့် ယုံကြည်သည်။
pdb-status-78 = ဤပန်းတိုင်၏ 7-8 အုပ်စုခွဲပုံ (အတန်းလိုက် နှစ်ပိုင်း၊ ပြောင်းပြန်ဘုတ်ပေါ်တွင်လည်း ရှာသည်; `solve --batch` နှင့် `--heuristic pdb-7-8` အတွက်): `pdb build --partition 7-8` ကသာ တည်ဆောက်သည်။
pdb-status-5x5 = 5x5 (အကွက်လွတ် ထောင့်တစ်ခုတွင်ရှိသော မည်သည့်ပန်းတိုင်မဆို): ပေါင်းထည့်နိုင်သော 6-6-6-6 အုပ်စုခွဲပုံ (Korf & Felner)၊ ပြောင်းပြန်ဘုတ်ပေါ်တွင်လည်း ရှာသည်; `pdb build --size 5x5` သို့မဟုတ် 5x5 ပေါ်ရှိ ပထမဆုံး `solve --heuristic pdb` က တည်ဆောက်သည်။
pdb-status-5x5-table = 5x5 ဇယား { $n }
pdb-status-trust-5x5 = ယုံကြည်မှု (5x5): စစ်ဆေးပြီး: ဖိုင်တစ်ခု၏ အကြောင်းအရာဟက်ရှ်သည် npuzzle တည်ဆောက်သည့် ဟက်ရှ်နှင့် တူမှသာ ၎င်းကို သုံးသည် (ပရိုဂရမ်ထဲတွင် ပါဝင်ပြီးသား)။
pdb-status-files = ကက်ရှ်ထဲရှိ ဒေတာဘေ့စ်ဖိုင်အားလုံး: { $count } ({ $size })
pdb-status-stale = ကျန်နေသော ယာယီဖိုင်များ (သိမ်းနေစဉ် ရပ်တန့်ခံရ၍ ကျန်ခဲ့သည်; `npuzzle pdb build` သို့မဟုတ် `npuzzle pdb clear` က ၎င်းတို့ကို ဖျက်သည်): { $count }

pdb-build-summary = ပန်းတိုင် { $name } ({ $board }) အတွက် ပုံစံဒေတာဘေ့စ်များ: { $count } ခု အသင့်ဖြစ်သည် (ကက်ရှ်မှ ဖတ်သည် { $loaded }၊ တည်ဆောက်သည် { $built }၊ သိမ်းသည် { $saved })၊ မှတ်ဉာဏ် { NUMBER($memory, minimumFractionDigits: 1) } MB၊ { NUMBER($seconds, minimumFractionDigits: 2) } စက္ကန့်
pdb-build-summary-5x5 = ပန်းတိုင် { $name } ({ $board }) အတွက် 5x5 ပုံစံဒေတာဘေ့စ်များ (Korf & Felner ၏ 6-6-6-6): { $count } ခု အသင့်ဖြစ်သည် (ကက်ရှ်မှ ဖတ်သည် { $loaded }၊ တည်ဆောက်သည် { $built }၊ သိမ်းသည် { $saved })၊ မှတ်ဉာဏ် { NUMBER($memory, minimumFractionDigits: 1) } MB၊ { NUMBER($seconds, minimumFractionDigits: 2) } စက္ကန့်
pdb-build-cached-head = သိမ်းထားသည်
pdb-build-cached = { $dir } တွင် { $head }
pdb-build-not-saved-head = မသိမ်းနိုင်ပါ
pdb-build-not-saved = { $dir } တွင် { $head }: နောက်အကြိမ်များတွင် ၎င်းတို့ကို ပြန်တည်ဆောက်ရမည်

pdb-clear-removed = { $dir } မှ ပုံစံဒေတာဘေ့စ်ဖိုင် { $count } ခုကို ဖျက်လိုက်သည်
pdb-clear-removed-goal = { $dir } မှ ပန်းတိုင် { $goal } ၏ ပုံစံဒေတာဘေ့စ်ဖိုင် { $count } ခုကို ဖျက်လိုက်သည်
pdb-clear-stale = ကျန်နေသော ယာယီဖိုင် { $count } ခုကို ဖျက်လိုက်သည် (သိမ်းနေစဉ် ရပ်တန့်ခံရ၍ ကျန်ခဲ့သည်)

pdb-event-loaded = { $path } ကို ဖတ်ပြီး
pdb-event-rejected = { $path } { $reason }: ဤဖိုင်ကို မသုံးပါ
pdb-event-removed-temporary = { $path } ကို ဖျက်လိုက်သည် (သိမ်းနေစဉ် ရပ်တန့်ခံရ၍ ကျန်ခဲ့သည်)
pdb-event-building-label = ပုံစံဒေတာဘေ့စ်များ တည်ဆောက်နေသည်
pdb-event-building = ပုံစံဒေတာဘေ့စ်များ တည်ဆောက်နေသည် (နေရာချပုံ { NUMBER($total) } မျိုး; တစ်ကြိမ်သာ၊ ပြီးလျှင် သိမ်းထားမည်)
pdb-event-built = အကွက် { $tiles } ၏ ဇယားကို { NUMBER($seconds, minimumFractionDigits: 2) } စက္ကန့်ဖြင့် တည်ဆောက်ပြီး (နေရာချပုံ { NUMBER($placements) } မျိုး၊ အကြီးဆုံးတန်ဖိုး { $max })
pdb-event-saved = { $path } ကို သိမ်းပြီး
pdb-event-not-saved = { $path } ကို မသိမ်းနိုင်ပါ ({ $reason }): ဤအကြိမ်အတွက် ဒေတာဘေ့စ်များသည် မှတ်ဉာဏ်ထဲတွင်သာ ရှိမည်
pdb-event-threshold = အဆင့်သတ်မှတ်ချက် { $threshold } (ယခုထိ ဆုံမှတ် { NUMBER($generated) } ခု ထုတ်ပြီး၊ { NUMBER($seconds, minimumFractionDigits: 1) } စက္ကန့်)

pdb-goal-not-4x4 = ပုံစံဒေတာဘေ့စ်များသည် 4x4 ပန်းတိုင်များအတွက်သာ ရှိပြီး ဤပန်းတိုင်သည် { $size } ဖြစ်သည်
pdb-goal-size = ပုံစံဒေတာဘေ့စ်များသည် 4x4 ဘုတ်များအတွက်သာ ရှိသည်၊ { $size } အတွက် မဟုတ်ပါ
pdb-goal-size-5x5 = 5x5 ပုံစံဒေတာဘေ့စ်များသည် 5x5 ဘုတ်များအတွက် ဖြစ်သည်၊ { $size } အတွက် မဟုတ်ပါ
pdb-goal-corner-5x5 = 5x5 ပုံစံဒေတာဘေ့စ်များသည် အကွက်လွတ် ထောင့်တစ်ခုတွင်ရှိသော ပန်းတိုင် (blank-first သို့မဟုတ် blank-last) လိုအပ်သည်
pdb78-goal = 7-8 ပုံစံဒေတာဘေ့စ်များသည် အကွက်လွတ် အဓိကထောင့်ဖြတ်မျဉ်းပေါ်တွင်ရှိသော 4x4 ပန်းတိုင် (blank-first သို့မဟုတ် blank-last) လိုအပ်သည်
pdb78-missing = ဤပန်းတိုင်၏ 7-8 ပုံစံဒေတာဘေ့စ်များ ကက်ရှ်ထဲတွင် မရှိပါ၊ ၎င်းတို့ကို တစ်ကြိမ် တည်ဆောက်ပါ: { $command } (မိနစ်အနည်းငယ်၊ မှတ်ဉာဏ် 1.9 GB ခန့်)

pdb-reason-truncated = ပြတ်နေသည်: { NUMBER($size) } ဘိုက်သာ ရှိသည်၊ { NUMBER($want) } ရှိရမည်
pdb-reason-truncated-entries = ပြတ်နေသည်: အချက် { NUMBER($got) } ခုသာ ရှိသည်၊ { NUMBER($want) } ခု ရှိရမည်
pdb-reason-unreadable = ဖတ်၍ မရပါ: { $error }
pdb-reason-magic = ပုံစံဒေတာဘေ့စ် မဟုတ်ပါ (ဖိုင်အစ အမှတ်အသား မှားနေသည်)
pdb-reason-version = ဗားရှင်း { NUMBER($version) } ဖြစ်နေသည်၊ { NUMBER($expected) } ဖြစ်ရမည်
pdb-reason-other-goal = အခြားပန်းတိုင် သို့မဟုတ် အခြားအုပ်စုအတွက် တည်ဆောက်ထားသည်
pdb-reason-other-table = အခြားအုပ်စု၊ အရွယ်အစား သို့မဟုတ် အမျိုးအစား ဇယားအတွက် တည်ဆောက်ထားသည်
pdb-reason-claims = အချက် { NUMBER($len) } ခု ရှိသည်ဟု ဆိုသည်၊ { NUMBER($entries) } ခု ရှိရမည်
pdb-reason-too-long = ရှည်လွန်းသည်: { NUMBER($size) } ဘိုက် ရှိသည်၊ { NUMBER($want) } ရှိရမည်
pdb-reason-size = { NUMBER($size) } ဘိုက် ရှိသည်၊ { NUMBER($want) } ရှိရမည်
pdb-reason-checksum = စစ်ဆေးကိန်း မကိုက်ပါ (ပျက်စီးနေသည်)
pdb-reason-altered = ဤပန်းတိုင်အတွက် npuzzle တည်ဆောက်သည့် ဒေတာဘေ့စ်နှင့် မတူပါ (အကြောင်းအရာဟက်ရှ် { $hash }…၊ { $want }… ဖြစ်ရမည်): ပြင်ထားသဖြင့် မသုံးပါ
pdb-reason-altered-5x5 = npuzzle တည်ဆောက်သည့် ဇယားနှင့် မတူပါ (အကြောင်းအရာဟက်ရှ် { $hash }…၊ { $want }… ဖြစ်ရမည်): ပြင်ထားသဖြင့် မသုံးပါ
