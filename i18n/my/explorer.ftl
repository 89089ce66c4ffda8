### The explorer page (`npuzzle explorer`): its own words. The numbers,
### tables and sentences of the mathematics come from the other files,
### through the same renderers as the commands.
### Language: my. Area: explorer

explorer-title = npuzzle စူးစမ်းစာမျက်နှာ (explorer)
explorer-intro = မည်သည့်ဘုတ်၊ မည်သည့်အရွယ်အစား၊ မည်သည့်ပန်းတိုင်မဆို: ၎င်း၏ ပြောင်းပြန်များ၊ ဖြေရှင်းနိုင်မနိုင်နှင့် အကြောင်းရင်း၊ ရွှေ့ချက်တိုင်းတွင် စုံ/မ သက်သေ၊ ကစားနည်း၊ ရှာဖွေခြင်းများကို အဆင့်လိုက်။ သင်္ချာကို npuzzle ၏ ကိုယ်ပိုင်စာကြည့်တိုက်ကို WebAssembly အဖြစ် ပြောင်းထားသည်က တွက်သည်: ထည့်သွင်းစရာ မလို၊ ကွန်ရက် မလိုပါ။
explorer-language = ဘာသာစကား
explorer-noscript = ဤစာမျက်နှာသည် JavaScript နှင့် WebAssembly ဖြင့် တွက်သည်: အသုံးပြုရန် JavaScript ကို ဖွင့်ပါ။
explorer-loading = npuzzle ကို ဖွင့်နေသည်…
explorer-failed = စာမျက်နှာသည် npuzzle ၏ WebAssembly ကို မစတင်နိုင်ပါ:
explorer-nav = စာမျက်နှာ၏ အပိုင်းများ
explorer-nav-explain = ရှင်းပြ
explorer-nav-trace = ခြေရာခံ
explorer-nav-play = ကစား
explorer-nav-search = ရှာဖွေ

## The board, its size and its goal (shared by every part).

explorer-board = ဘုတ်
explorer-board-help = အတန်းများကို / ဖြင့် ခွဲပါ၊ အကွက်လွတ်မှာ 0 သို့မဟုတ် _: 7 2 4/5 0 6/8 3 1 သို့မဟုတ် 724506831။
explorer-size = အရွယ်အစား (စတုရန်းမဟုတ်သော စာရင်းအပြားအတွက်သာ၊ ဥပမာ 4x3)
explorer-goal = ပန်းတိုင်
explorer-goal-help = blank-last၊ blank-first၊ snail သို့မဟုတ် ဘုတ်တစ်ခု။
explorer-explain = ရှင်းပြ

## Explain.

explorer-boards = ဘုတ်နှင့် ၎င်း၏ ပန်းတိုင်
explorer-inversions = ပြောင်းပြန်များ
explorer-solvable = ဖြေရှင်းနိုင်သလား
explorer-fix = ၎င်းကို ပြင်ပေးသော လဲလှယ်ချက်:

## Trace.

explorer-moves = ရွှေ့ချက်များ: U, D, L, R (အကွက်လွတ် သွားသည့်ဘက်) သို့မဟုတ် လျှောသွားသော အကွက်များ၏ နံပါတ်
explorer-trace = ခြေရာခံ
explorer-trace-click = သို့မဟုတ် အကွက်လွတ်၏ ဘေးရှိ အကွက်ကို နှိပ်ပါ: ၎င်း၏ ရွှေ့ချက်ကို ထည့်ပေးမည်။
explorer-clear = ရှင်းလင်း
explorer-trace-text = ခြေရာခံချက် တစ်ခုလုံး စာသားအဖြစ်

## Play.

explorer-play-help = အကွက်လွတ်၏ ဘေးရှိ အကွက်ကို နှိပ်ပါ သို့မဟုတ် မြှားခလုတ်ကို နှိပ်ပါ: အကွက်သည် မြှားညွှန်သည့်ဘက်သို့ လျှောသွားမည်။
explorer-undo = နောက်ပြန်
explorer-redo = ပြန်လုပ်
explorer-restart = အစမှ ပြန်စ
explorer-hint-button = အရိပ်အမြွက်
explorer-hint-thinking = စဉ်းစားနေသည်…
# $proved: yes or no; $tile and its direction $dir; $letter: the blank's move (U/D/L/R); $distance: play-distance-*.
explorer-hint = { $proved ->
    [yes] အရိပ်အမြွက်: အကွက် { $tile } ကို { $dir } သို့ လျှောပါ (အကွက်လွတ်၏ ရွှေ့ချက် { $letter }): { $distance }။
   *[no] အရိပ်အမြွက် (အကောင်းဆုံးဟု မသက်သေပြရသေး: ခန့်မှန်းချက် အငယ်ဆုံး): အကွက် { $tile } ကို { $dir } သို့ လျှောပါ (အကွက်လွတ်၏ ရွှေ့ချက် { $letter }): { $distance }။
}
explorer-hint-none = အကြံပြုစရာ ရွှေ့ချက် မရှိပါ: { $distance }။
explorer-play-moves = ရွှေ့ပြီးသော ရွှေ့ချက်
explorer-play-inversions = ပြောင်းပြန်များ
explorer-play-blank-row = အကွက်လွတ်အတန်း
explorer-play-invariant = မပြောင်းလဲတန်ဖိုး
explorer-play-last = နောက်ဆုံးရွှေ့ချက်
explorer-play-solved = ဖြေရှင်းပြီး: ဘုတ်သည် ပန်းတိုင် ဖြစ်သွားပြီ။

## Search.

explorer-algo = ရှာဖွေနည်း (algorithm)
explorer-heuristic = ခန့်မှန်းဖန်ရှင် (greedy, A*, IDA*)
explorer-order = အကွက်လွတ်၏ ရွှေ့ချက်များ၏ အစီအစဉ်
explorer-tree-search = သစ်ပင်ရှာဖွေခြင်း (tree search): ပိတ်စာရင်း မရှိ၊ နှစ်ကြိမ်ရောက်သော ဘုတ်ကို နှစ်ကြိမ် ရှာသည်
explorer-no-undo = နောက်ဆုံးရွှေ့ချက်ကို ဘယ်တော့မှ ပြန်မဖျက်
explorer-goal-test = ပန်းတိုင် စစ်ဆေးချိန်
explorer-ties = f တူညီသူများကြား ရွေးပုံ
explorer-ties-default = ရှာဖွေနည်း၏ မူလ
explorer-max-nodes = ဆုံမှတ် ဘတ်ဂျက် (ထုတ်ပေးသော ဆုံမှတ်များ)
explorer-drawn = ဆွဲပြသော ဆုံမှတ်များ
explorer-search = ရှာဖွေ
explorer-stop = ရပ်
explorer-seed = မူလစာတမ်း၏ စည်းမျဉ်းများ
explorer-searching = ရှာဖွေနေသည်…
explorer-stopped = ရပ်လိုက်သည်။ ရှာဖွေခြင်း မပြီးမီ ရပ်ခဲ့သည်; အထက်ပါ အရေအတွက်များမှာ ၎င်းရောက်ခဲ့သည့် အရေအတွက်များ ဖြစ်သည်။
explorer-expanded = ချဲ့ထွင်
explorer-generated = ထုတ်ပေး
explorer-length = ရွှေ့ချက်
explorer-first = ပထမ
explorer-back = နောက်သို့
explorer-step = နောက်အဆင့်
explorer-last = နောက်ဆုံး
explorer-step-at = အဆင့်
explorer-step-of = /
explorer-frontier = နယ်စပ် (frontier)၊ ယူမည့် အစီအစဉ်အတိုင်း:
explorer-no-steps = နှစ်ဖက်ရှာဖွေခြင်းသည် နယ်စပ်နှစ်ခုကို တစ်ပြိုင်နက် ကြီးထွားစေသည်: သစ်ပင်ကို အဆင့်များမပါဘဲ ဆွဲပြသည်။
explorer-stats = စာရင်းအင်း

## The course index's link to the page (`lesson export`).

explorer-index-link = စူးစမ်းစာမျက်နှာ (explorer): မည်သည့်ဘုတ်မဆို၊ ၎င်း၏ ပြောင်းပြန်များ၊ သက်သေနှင့် ရှာဖွေခြင်းများ၊ ဘရောက်ဇာထဲတွင်
