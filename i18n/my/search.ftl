### solve, tree, compare, solve --step, heuristics check, experiment.
### Language: my. Area: search

search-algo-bfs = အကျယ်ဦးစား ရှာဖွေခြင်း (breadth-first search)
search-algo-ids = အနက်တိုးမြှင့် ရှာဖွေခြင်း (iterative deepening)
search-algo-ordered = အစီအစဉ်ကျ ရှာဖွေခြင်း (f = g + နေရာမှားအကွက်များ)
search-algo-greedy = လောဘကြီးသော အကောင်းဆုံးဦးစား ရှာဖွေခြင်း (greedy, f = h)
search-algo-astar = A* (f = g + h)
search-algo-idastar = IDA* (f = g + h ပေါ်တွင် အနက်တိုးမြှင့်)
search-algo-bidir = နှစ်ဖက်လှည့် အကျယ်ဦးစား ရှာဖွေခြင်း (bidirectional BFS)
search-goal-test-generation = ထုတ်ပေးချိန်တွင် ပန်းတိုင်စစ်
search-goal-test-expansion = ချဲ့ထွင်ချိန်တွင် ပန်းတိုင်စစ်
search-rule-order = ရွှေ့ချက်များကို { $order } အစီအစဉ်ဖြင့် စမ်းသည်
search-rule-no-undo-no-closed = နောက်ပြန်ရွှေ့ချက် မရှိ၊ ပိတ်စာရင်း မရှိ
search-rule-closed-each-side = တစ်ဖက်စီတွင် ပိတ်စာရင်း (closed set)
search-rule-no-undo = နောက်ပြန်ရွှေ့ချက် မရှိ
search-rule-tree-search = သစ်ပင်ရှာဖွေမှု (ပိတ်စာရင်း မရှိ)
search-rule-graph-search = ဂရပ်ရှာဖွေမှု (ပိတ်စာရင်း)
search-rule-ties = တူညီပါက: { $ties }
search-list-separator = {"; "}
search-rules-heading = ရှာဖွေမှု: { $rules }။
search-h-start = h(အစ) = { $value } ({ $h })။
search-no-heuristic = { $algorithm } သည် ခန့်မှန်းဖန်ရှင် မသုံးပါ။
search-path-start = အစ
search-path-caption = { $n }: { $dir } (အကွက် { $tile })
search-path-tile = အကွက် { $tile }
search-solution-heading = ဖြေရှင်းချက်:
search-solution-line = { $heading } ရွှေ့ချက် { $length } ချက်: { $moves }။
search-solution-noted = { $heading } ရွှေ့ချက် { $length } ချက်: { $moves } ({ $note })။
search-already-goal = ဘုတ်သည် ပန်းတိုင် ဖြစ်ပြီးသား
search-letters-key = (စာလုံးများသည် အကွက်လွတ် သွားသည့် ဦးတည်ရာကို ပြသည်)
search-none-needed = မလိုပါ
search-solution-short = ဖြေရှင်းချက်: { $moves } (ရွှေ့ချက် { $length } ချက်)။
search-tree-solution = ဖြေရှင်းချက်: { $moves } (ရွှေ့ချက် { $length } ချက်)။ အရေအတွက်: ချဲ့ထွင် { $expanded }၊ ထုတ်ပေး { $generated }{ $iterations }။
search-over-iterations = {" "}အကြိမ် { $n } ကြိမ်တွင်
search-outcome = ဖြေရှင်းချက်: { $moves } (ရွှေ့ချက် { $length } ချက်)။ အရေအတွက်: ချဲ့ထွင် { $expanded }၊ ထုတ်ပေး { $generated }၊ အကြီးဆုံး နယ်စပ် { $frontier }။
search-optimal-bfs = အတိုဆုံး: BFS သည် ပိုတိုသော အခြေအနေတိုင်းသို့ အရင်ရောက်သည်
search-optimal-ids = အတိုဆုံး: ပိုတိုသော အနက်ကန့်သတ်ချက်တိုင်းကို အပြည့်ရှာပြီး
search-optimal-bidir = အတိုဆုံး: အလွှာအပြည့် ရှာဖွေမှုနှစ်ခု၏ အတိုဆုံး ဆုံမှတ်
search-not-optimal-greedy = အတိုဆုံးဟု အာမ မခံပါ: greedy ရှာဖွေမှုသည် လမ်းကြောင်းကုန်ကျမှု g ကို လျစ်လျူရှုသည်
search-not-optimal-heuristic = အတိုဆုံးဟု အာမ မခံပါ: { $h } လက်ခံနိုင်ကြောင်း (admissible) သက်သေမပြရသေး
search-not-optimal-generation = အတိုဆုံးဟု အာမ မခံပါ: ပန်းတိုင်ကို ထုတ်ပေးချိန်တွင် စစ်ခဲ့သည်
search-optimal-heuristic = အတိုဆုံး: { $h } သည် ဘယ်တော့မှ ပိုမခန့်မှန်းပါ
search-statistics = စာရင်းအင်း
search-stat-length = ဖြေရှင်းချက် အရှည် (ရွှေ့ချက်)
search-stat-none-found = မတွေ့ပါ
search-stat-expanded = ချဲ့ထွင်ခဲ့သော ဆုံမှတ်
search-stat-generated = ထုတ်ပေးခဲ့သော ဆုံမှတ်
search-stat-selected = နယ်စပ်မှ ရွေးခဲ့သော ဆုံမှတ်
search-stat-duplicates = ပယ်ခဲ့သော ထပ်နေသည်များ
search-stat-reopened = ပြန်ဖွင့်ခဲ့သော ပိတ်ဆုံမှတ်
search-stat-largest-frontier = အကြီးဆုံး နယ်စပ်
search-stat-most-held = တစ်ပြိုင်နက် အများဆုံး ထိန်းထားသော ဆုံမှတ်
search-stat-iterations = အကြိမ်
search-stat-elapsed = ကြာချိန်
search-stat-branching = ထိရောက်သော ခွဲထွက်ကိန်း b*
search-stats-courses = (အချို့ သင်ရိုးများ ရေတွက်ပုံ: အချိန်ရှုပ်ထွေးမှု = ရွေးခဲ့ { $selected }၊ အရွယ်ရှုပ်ထွေးမှု = ထိန်းခဲ့ { $held }; ဗီယက်နမ် အစီရင်ခံစာ (the Vietnamese report): "approved" = ချဲ့ထွင် { $expanded }၊ "total nodes" = ချဲ့ထွင် + အဆုံးရှိ နယ်စပ် = { $total })
search-none = မရှိ
search-stop-node-limit = ဆုံမှတ် ကန့်သတ်ချက် ရောက်သည်: ဆုံမှတ် { $generated } ခု ထုတ်ပေးပြီး (--max-nodes { $limit })
search-stop-time-limit = အချိန် ကန့်သတ်ချက် ရောက်သည်: { $seconds } s (--time-limit { $limit })
search-stop-cancelled = ရပ်တန့်ခံရသည် (Ctrl-C)
search-stop-observer = စောင့်ကြည့်သူက ရပ်လိုက်သည်
search-stop-exhausted = ပန်းတိုင်သို့ မရောက်ဘဲ နယ်စပ် ကုန်သွားသည်
search-reached = ဆုံမှတ် { $expanded } ခု ချဲ့ထွင်ပြီး၊ အနက်ဆုံး ဆုံမှတ်ကို အနက် { $depth } တွင် ထုတ်ပေးခဲ့သည်
search-reached-bound = ; ရွှေ့ချက် { $bound } ချက်ထက် တိုသော ဖြေရှင်းချက် မရှိပါ
search-stopped-exhausted = ရပ်သည်: { $which }; { $reached }။
search-stopped = ရပ်သည်: { $which }။ ရောက်ခဲ့သည်: { $reached }။ စမ်းကြည့်ရန်: { $suggestion }။
search-stopped-interrupted = ရပ်သည်: { $which }။ ရောက်ခဲ့သည်: { $reached }။
search-not-searched = မရှာပါ: မည်သည့် ရွှေ့ချက်အစဉ်မျှ ပန်းတိုင်သို့ မရောက်နိုင်သဖြင့် ရှာဖွေမှုသည် ၎င်း၏ ကန့်သတ်ချက်အထိသာ run နိုင်မည်။
search-try-large = --algo greedy (မြန်သည်၊ အကောင်းဆုံး မဟုတ်) သို့မဟုတ် `npuzzle reduce` (တည်ဆောက်ပြသော ဖြေရှင်းချက်); ဤမျှကြီးသော ဘုတ်များတွင် အကောင်းဆုံး ရှာဖွေမှုသည် များသောအားဖြင့် မဖြစ်နိုင်ပါ
search-try-stronger = ပိုအားကောင်းသော ခန့်မှန်းဖန်ရှင်: --algo astar --heuristic linear-conflict၊ သို့မဟုတ် --algo idastar (မှတ်ဉာဏ် မလိုသလောက်)
search-try-astar-lc = --algo idastar (မှတ်ဉာဏ် သေးသေးသာ) သို့မဟုတ် --heuristic linear-conflict၊ သို့မဟုတ် --max-nodes ကို တိုးပါ
search-try-astar = --algo idastar (မှတ်ဉာဏ် သေးသေးသာ)၊ သို့မဟုတ် --max-nodes ကို တိုးပါ
search-try-idastar = --max-nodes ကို တိုးပါ၊ သို့မဟုတ် အကောင်းဆုံးမဟုတ်သော်လည်း မြန်သော ဖြေရှင်းချက်အတွက် --algo greedy
search-try-greedy = --max-nodes ကို တိုးပါ
search-counts-heading = အရေအတွက်များ ဘေးချင်းယှဉ်
search-table-length = ဖြေရှင်းချက် အရှည်
search-table-optimal = အကောင်းဆုံး အာမခံ
search-yes = ဟုတ်
search-no = မဟုတ်
search-table-expanded = ချဲ့ထွင်
search-table-generated = ထုတ်ပေး
search-table-selected = ရွေး
search-table-duplicates = ထပ်
search-table-largest-frontier = အကြီးဆုံး နယ်စပ်
search-table-most-held = တစ်ပြိုင်နက် အများဆုံး
search-table-stopped = ရပ်ပုံ
search-table-elapsed = ကြာချိန်
search-stop-word-solved = ဖြေရှင်းပြီး
search-stop-word-exhausted = ကုန်သွား
search-stop-word-node-limit = ဆုံမှတ်ကန့်သတ်
search-stop-word-time-limit = အချိန်ကန့်သတ်
search-stop-word-cancelled = ရပ်တန့်ခံ
search-stop-word-stopped = ရပ်
search-compare-legend = (ချဲ့ထွင် = ကလေးဆုံမှတ်များ ထုတ်ပေးခဲ့သော ဆုံမှတ်; ထုတ်ပေး = ဖန်တီးခဲ့သော ကလေးဆုံမှတ်၊ အမြစ် မပါ; ရွေး = နယ်စပ်မှ ယူခဲ့သည်; အဓိပ္ပာယ်ဖွင့်ဆိုချက်တိုင်း docs/src/definitions.md တွင် ရှိသည်)
search-compare-not-drawn = ဆုံမှတ် { $generated } ခု ထုတ်ပေးပြီး{ $over }: သစ်ပင်တွင် ဆုံမှတ် { $cap } ခုထက် ပိုရှိသဖြင့် (--max-nodes-drawn) မဆွဲပါ။
search-compare-over-all = {" "}အကြိမ်အားလုံးတွင်
search-list-comma = {"၊ "}
search-full-stop = ။
search-tree-start = အစ
search-tree-goal-root = ပန်းတိုင်-အမြစ်
search-tree-expanded = ချဲ့ထွင် { $n }{ $suffix }
search-tree-meet = ဆုံ
search-tree-goal = ပန်းတိုင်
search-tree-duplicate = ထပ်နေသည်၊ ပယ်သည်
search-tree-cut-off-bound = ဖြတ်သည် (ကန့်သတ် { $bound })
search-tree-cut-off = ဖြတ်သည်
search-tree-never-expanded = မချဲ့ထွင်ခဲ့
search-tree-beyond-cost = မချဲ့ထွင်ခဲ့: f={ $f } > ဖြေရှင်းချက်ကုန်ကျမှု { $cost }
search-tree-of = { $algorithm } ၏ ရှာဖွေမှုသစ်ပင်
search-tree-rules = စည်းမျဉ်းများ: { $rules }။
search-tree-two-roots = အမြစ်နှစ်ခု: #0 အစ (ရှေ့သို့ ရှာဖွေမှု) နှင့် #1 ပန်းတိုင် (နောက်ပြန် ရှာဖွေမှု: ၎င်း၏ ရွှေ့ချက်များသည် ပန်းတိုင်မှ ဝေးရာသို့ ဦးတည်သည်); ဆုံ သည် ၎င်းတို့ ဆုံခဲ့သော အခြေအနေကို မှတ်သည်။
search-tree-shown-depth = ပြထားသည်: နောက်ဆုံးအကြိမ် ({ $iteration })၊ အနက်ကန့်သတ်ချက် { $bound }။
search-tree-shown-f = ပြထားသည်: နောက်ဆုံးအကြိမ် ({ $iteration })၊ f ကန့်သတ်ချက် { $bound }။
search-tree-drawn = ဆုံမှတ် { $drawn } ခု ဆွဲထား၊ { $expanded } ခု ချဲ့ထွင်{ $duplicates }{ $omitted }။
search-tree-duplicates = ၊ ထပ်နေသည် { $n } ခု
search-tree-omitted = ; ထုတ်ပေးခဲ့သော ဆုံမှတ် နောက်ထပ် { $omitted } ခု မဆွဲပါ (ပထမဆုံး ထုတ်ပေးခဲ့သော { $cap } ခုကို ဆွဲသည်: --max-nodes-drawn ကို တိုးပါ)
search-tree-legend-f = #n = ထုတ်ပေးသည့် နံပါတ်၊ g = အနက်၊ h = ခန့်မှန်းဖန်ရှင်၊ f = ဦးစားပေးတန်ဖိုး; * = ဖြေရှင်းချက်လမ်းကြောင်းပေါ်တွင်
search-tree-legend = #n = ထုတ်ပေးသည့် နံပါတ်၊ g = အနက်; * = ဖြေရှင်းချက်လမ်းကြောင်းပေါ်တွင်
search-tree-expansion = ချဲ့ထွင်မှု { $n }:
search-tree-all-drawn = ထုတ်ပေးခဲ့သော ဆုံမှတ် { $drawn } ခုလုံးကို ဆွဲထားသည်: { $expanded } ခု ချဲ့ထွင်
search-tree-first-drawn = ဆွဲထားသည်: ပထမဆုံး ထုတ်ပေးခဲ့သော ဆုံမှတ် { $drawn } ခု ({ $expanded } ခု ချဲ့ထွင်; အများဆုံး { $cap }၊ --max-nodes-drawn); ထုတ်ပေးခဲ့သော ဆုံမှတ် နောက်ထပ် { $omitted } ခု မဆွဲဘဲ "+N more" ဆုံမှတ်များတွင် ရေတွက်ထားသည်
search-tree-unplaced = {" "}(၎င်းတို့အနက် { $n } ခုသည် ဆွဲထားသော ဆုံမှတ်နှင့် ဝေးလွန်း၍ နေရာမချနိုင်)
search-tree-caption-duplicates = ; ထပ်နေသည် { $n } ခု
search-step-queue = တန်းစီ: ဦးစွာဝင် ဦးစွာထွက်
search-step-priority = f အနည်းဆုံး အရင်၊ ထို့နောက် ထုတ်ပေးသည့် အစီအစဉ်
search-step-priority-low-h = f အနည်းဆုံး အရင်၊ ထို့နောက် h ပိုနည်းသည်၊ ထို့နောက် ထုတ်ပေးသည့် အစီအစဉ်
search-step-stack = အနက်ဦးစား လမ်းလျှောက်မှု၏ လမ်းကြောင်း၊ အနက်ဆုံး အရင်
search-step-added = ထည့်ပြီး
search-step-cut-off = ဖြတ်သည် (ကန့်သတ်ချက်ထက် ကျော်)
search-step-iteration = {" "}(အကြိမ် { $n }၊ ကန့်သတ် { $bound })
search-step-the-root = အမြစ်
search-step-move = ရွှေ့ချက် { $dir }
search-step-heading = အဆင့် { $step }{ $iteration }: #{ $id } ကို ချဲ့ထွင်၊ { $what }၊ { $values }
search-step-so-far = ယခုအထိ: ချဲ့ထွင် { $expanded }၊ ထုတ်ပေး { $generated }၊ ထပ် { $duplicates }၊ နယ်စပ် { $frontier }။
search-step-board = ဘုတ် { $board }
search-step-generated = ထုတ်ပေးခဲ့သည်:
search-step-child-of = {" "}(#{ $parent } ၏ ကလေး)
search-step-frontier = နယ်စပ် ({ $size }; { $rule }):
search-step-empty = ဗလာ
search-step-more = နောက်ထပ် { $n } ခု
search-step-next = နောက်: #{ $id }: { $reason }
search-step-start = အစ: နယ်စပ်တွင် အမြစ် #0 { $board }  { $values } ({ $rule }) ရှိသည်။
search-step-omitted = နောက်ထပ် ချဲ့ထွင်မှု { $omitted } ကြိမ် မပြပါ (အဆင့် အများဆုံး { $cap } ဆင့်သာ မှတ်သည်: --max-steps)။
search-step-goal-taken = ထို့နောက် #{ $id } ကို နယ်စပ်မှ ယူသည်: ၎င်းသည် ပန်းတိုင် ဖြစ်သည်။
search-step-goal-generated = #{ $id } သည် ပန်းတိုင် ဖြစ်သည်: ရှာဖွေမှု ပြီးဆုံးသည်။
search-lab-faulty = { $h } (ချို့ယွင်း)
search-lab-no = မဟုတ်
search-audit-heading = ခန့်မှန်းဖန်ရှင် စိစစ်ချက်
search-audit-exhaustive = ဖြေရှင်းနိုင်သော အခြေအနေ { $states } ခုလုံး၏ တိကျသော အကွာအဝေးများ (ပန်းတိုင်မှ အကျယ်ဦးစား ရှာဖွေခြင်း; အဝေးဆုံးများမှာ ရွှေ့ချက် { $diameter } ချက် ဝေးသည်); ရွှေ့ချက် { $moves } ချက်ကို တသမတ်တည်းဖြစ်မှုအတွက် စစ်ဆေးပြီး။
search-audit-sample = ဖြေရှင်းနိုင်သော ကျပန်းဘုတ် { $requested } ခု နမူနာ (seed { $seed })၊ { $solver } ဖြင့် IDA* က အကောင်းဆုံး ဖြေရှင်းခဲ့သည် { $solved } ခု ({ $unsolved } ခု ချန်: ဆုံမှတ်ကန့်သတ်ချက်၊ သို့မဟုတ် တောင်းဆိုထားသော အချိန်ကန့်သတ်ချက်); ၎င်းတို့မှ ရွှေ့ချက် { $moves } ချက်ကို တသမတ်တည်းဖြစ်မှုအတွက် စစ်ဆေးပြီး။ နမူနာသည် ဆိုချက်ကို ချေပနိုင်သော်လည်း သက်သေမပြနိုင်ပါ: "ဟုတ်" ဆိုသည်မှာ ဤဘုတ်များအနက် ဆန့်ကျင်ဘက်ဥပမာ မရှိဟု ဆိုလိုသည်။
search-audit-not-solved = ကန့်သတ်ချက်အတွင်း မဖြေရှင်းနိုင်: { $board }
search-audit-heuristic = ခန့်မှန်းဖန်ရှင်
search-audit-admissible = လက်ခံနိုင်
search-audit-overestimated = ပိုခန့်မှန်း
search-audit-consistent = တသမတ်တည်း
search-audit-violating = ချိုးဖောက်သော ရွှေ့ချက်
search-audit-mean-ratio = ပျမ်းမျှ h/h*
search-audit-mean-h = ပျမ်းမျှ h
search-audit-overestimates = ပိုခန့်မှန်းမှုများ (h > အမှန်တကယ် အကွာအဝေး)
search-audit-overestimate = { $h }: အခြေအနေ { $states } ခု ပိုခန့်မှန်း; အဆိုးဆုံးမှာ { $board } တွင် { $excess } ပို: h = { $value }၊ အမှန်တကယ် အကွာအဝေး { $distance }{ $also }
search-audit-worst-also = {" "}(အခြေအနေ { $states } ခု { $excess } ပိုခန့်မှန်း; ပန်းတိုင်နှင့် အနီးဆုံးကို ပြထားသည်)
search-audit-violations = တသမတ်တည်းဖြစ်မှု ချိုးဖောက်ချက်များ (ရွှေ့ချက်တစ်ချက်တွင် h သည် 1 ထက် ပိုကျသည်)
search-audit-violation = { $h }: ရွှေ့ချက် { $moves } ချက်; အကြီးဆုံး ကျဆင်းမှုမှာ { $board } --{ $dir }--> { $after } တွင်: h { $before_h } -> { $after_h }
search-audit-dominance = လွှမ်းမိုးမှု (အခြေအနေတိုင်းတွင် h1 >= h2)
search-audit-dominance-sampled = လွှမ်းမိုးမှု (နမူနာဘုတ်တိုင်းတွင် h1 >= h2)
search-audit-equal-everywhere = { $h } (နေရာတိုင်းတွင် တူ)
search-audit-no-dominance = (မည်သည့် ခန့်မှန်းဖန်ရှင်ကမျှ အခြားတစ်ခုကို မလွှမ်းမိုးပါ)
search-audit-legend = (လက်ခံနိုင် (admissible): အခြေအနေတိုင်းတွင် h <= အမှန်တကယ် အကွာအဝေး; တသမတ်တည်း (consistent): ရွှေ့ချက် s -> t တိုင်းအတွက် h(s) <= 1 + h(t); ပျမ်းမျှ h/h*: ပန်းတိုင်မှလွဲ၍ အခြေအနေတိုင်းပေါ်တွင်; အဓိပ္ပာယ်ဖွင့်ဆိုချက်တိုင်း docs/src/definitions.md တွင် ရှိသည်)
search-audit-legend-sampled = (လက်ခံနိုင် (admissible): နမူနာဘုတ်တိုင်းတွင် h <= အမှန်တကယ် အကွာအဝေး; တသမတ်တည်း (consistent): နမူနာဘုတ်မှ ရွှေ့ချက် s -> t တိုင်းအတွက် h(s) <= 1 + h(t); ပျမ်းမျှ h/h*: ပန်းတိုင်မှလွဲ၍ နမူနာဘုတ်များပေါ်တွင်; အဓိပ္ပာယ်ဖွင့်ဆိုချက်တိုင်း docs/src/definitions.md တွင် ရှိသည်)
search-cost-title = ဖြေရှင်းချက် အနက်အလိုက် ရှာဖွေမှုကုန်ကျမှု (AIMA 3rd ed., Figure 3.29):
search-cost-heading = { $heading } 8-ပဟေဠိ၊ { $goal }၊ အနက်တစ်ခုလျှင် ကျပန်းဘုတ် { $count } ခု (seed { $seed })
search-cost-explained = ထုတ်ပေးခဲ့သော ဆုံမှတ် ပျမ်းမျှ၊ ကွင်းထဲတွင် ထိရောက်သော ခွဲထွက်ကိန်း b*; AIMA အတန်းသည် ထုတ်ဝေထားသော ကိန်းကို ပေးသည် (b* ကို ၎င်းမှ နည်းတူ တွက်သည်)။
search-cost-depth = အနက်
search-cost-boards = ဘုတ်
search-cost-ids-with-undo = IDS (နောက်ပြန်ရွှေ့ချက်ပါ)
search-cost-not-run = မလုပ်ဆောင်ပါ
search-cost-longer = N! = ဘုတ် N ခုသည် အနက်ထက် ရှည်သော ဖြေရှင်းချက် ရခဲ့သည် (ခန့်မှန်းဖန်ရှင် ပိုခန့်မှန်းသဖြင့် A* အကောင်းဆုံး မဟုတ်ပါ)
search-cost-differs = ကျွန်ုပ်တို့၏ ရေတွက်ပုံသည် AIMA ၏ ရေတွက်ပုံနှင့် ကွာပုံ
search-cost-note-goal = ပန်းတိုင်: AIMA ၏ 8-ပဟေဠိ ပန်းတိုင်တွင် အကွက်လွတ် ရှေ့ဆုံးတွင် ရှိသည် (0 1 2/3 4 5/6 7 8)၊ ကျွန်ုပ်တို့၏ ပုံသေ (--goal); အကွက်လွတ် ထောင့်တွင် ရှိလျှင် မည်သို့ပင်ဖြစ်စေ အနက်အလိုက် ဘုတ်များ၏ ဖြန့်ကျက်ပုံ တူသည်။
search-cost-note-boards = ဘုတ်များ: ကျွန်ုပ်တို့၏ ဘုတ်များကို ထိုအကောင်းဆုံး အရှည်အတိအကျရှိ ဘုတ်အားလုံးမှ (တိကျသော အကွာအဝေးဇယား) ညီညီမျှမျှ၊ ပြန်ထည့်၍ ရွေးသည်; AIMA က အနက်တစ်ခုလျှင် ဥပမာ 100 ခုကို မည်သို့ ပြုလုပ်ခဲ့ကြောင်း မဆိုပါ။
search-cost-note-generated = ထုတ်ပေး: ချဲ့ထွင်နေသော ဆုံမှတ်ပေါ်တွင် ရွှေ့ချက်ကို အသုံးပြုသောအခါ ဆုံမှတ်တစ်ခု ထုတ်ပေးသည်; အမြစ်ကို မရေတွက်ဘဲ ထပ်နေသည်များ (သိမ်းပြီးသား အခြေအနေများ) နှင့် ပန်းတိုင်ကို ရေတွက်သည်။ AIMA က အမြစ်ကို ရေတွက်မရေတွက် မဆိုပါ။
search-cost-note-astar = A*: ဂရပ်ရှာဖွေမှု၊ ဆုံမှတ်ကို ချဲ့ထွင်ရန် ရွေးသောအခါ ပန်းတိုင်စစ်၊ f တူညီပါက h ပိုနည်းသည်ကို၊ ထို့နောက် အရင်ထုတ်ပေးခဲ့သည်ကို ရွေးသည်; AIMA က ၎င်း၏ တူညီမှုဖြေရှင်းပုံကို မဆိုပါ၊ ၎င်းသည် အနက်နည်းသောနေရာများတွင် အရေအတွက်ကို ပြောင်းစေသည်။
search-cost-note-ids = IDS: ကျွန်ုပ်တို့၏ (ids) သည် ယခင်ရွှေ့ချက်ကို ပြန်ဖျက်သော ရွှေ့ချက်ကို ဘယ်တော့မှ မထုတ်ပေးပါ; ကလေးဆုံမှတ်များကို တစ်ခုချင်း ထုတ်ပေးပြီး အကြိမ်တိုင်းကို ပေါင်းသည်။ AIMA ၏ IDS (RECURSIVE-DLS) သည် မိဘထံ ပြန်ရွှေ့ချက်ကိုပါ ထုတ်ပေးသော သစ်ပင်ရှာဖွေမှု ဖြစ်သည်: --ids-with-undo က ထိုအရေအတွက်ကို ထည့်ပေးပြီး (ids-with-undo) AIMA ထုတ်ဝေထားသော IDS အတန်းကို အနက် 2 မှ 8 အထိ လိုက်သည်။
search-cost-note-misprint = အနက် 12 ရှိ AIMA ၏ IDS ကိန်း (3,644,035) အရ b* = 3.42 ဖြစ်ပြီး ၎င်း၏ကိုယ်ပိုင် အနက် 2 မှ 8 အတန်းများ (b* 2.70 မှ 2.94) နှင့် ဤနေရာတွင် တိုင်းထားသော နောက်ပြန်ရွှေ့ချက်ပါ သစ်ပင်ရှာဖွေမှု အရေအတွက် (b* 2.8 ခန့်၊ ဆုံမှတ် 400,000 ခန့်) ထက် များစွာ မြင့်သည်: ဂဏန်းတစ်လုံး ပိုပါနေသော ပုံနှိပ်အမှား ဖြစ်နိုင်ခြေ အများဆုံး။
search-cost-note-branching = b*: ထုတ်ပေးခဲ့သော ဆုံမှတ် ပျမ်းမျှ အရေအတွက်မှ တွက်သည် (N + 1 = 1 + b* + b*^2 + ... + b*^d); ဘုတ်တစ်ခုစီ၏ b* ကို ပျမ်းမျှယူလျှင် အနည်းငယ် ကွာသော တန်ဖိုးများ ရသည်။
search-heuristic-misplaced = misplaced (H1): ပန်းတိုင်နေရာတွင် မရှိသော အကွက်အရေအတွက်; အကွက်လွတ်ကို မရေတွက်ပါ။ နေရာမှားအကွက်တိုင်း အနည်းဆုံး တစ်ကြိမ် ရွှေ့ရပြီး ရွှေ့ချက်တစ်ချက်သည် အကွက်တစ်ခုကိုသာ ရွှေ့သဖြင့် ဤအရေအတွက်သည် ကျန်ရွှေ့ချက်အရေအတွက်ထက် ဘယ်တော့မှ မပိုပါ: လက်ခံနိုင်သည် (ရွှေ့ချက်တစ်ချက်က အများဆုံး 1 သာ ပြောင်းစေသဖြင့် တသမတ်တည်းလည်း ဖြစ်သည်)။ ၎င်းသည် တရုတ် ဓာတ်ခွဲခန်း အစီရင်ခံစာ (the Chinese lab report) ၏ အစီအစဉ်ကျ ရှာဖွေမှုတွင် သုံးသော h ဖြစ်သည်။
search-heuristic-manhattan = manhattan (H2): အကွက်များ (အကွက်လွတ် မပါ) ၏ လက်ရှိနေရာနှင့် ပန်းတိုင်နေရာကြား အတန်းအကွာအဝေး နှင့် ကော်လံအကွာအဝေး ပေါင်းလဒ်။ ရွှေ့ချက်တစ်ချက်သည် အကွက်တစ်ခုကို နေရာတစ်ခုသာ လျှောစေသဖြင့် ပေါင်းလဒ်ကို အများဆုံး 1 သာ လျှော့စေသည်: လက်ခံနိုင်ပြီး တသမတ်တည်း ဖြစ်သည်၊ misplaced ထက် ဘယ်တော့မှ မငယ်ပါ။
search-heuristic-euclidean = euclidean (H3): အကွက်များ၏ ပန်းတိုင်နေရာသို့ မျဉ်းဖြောင့်အကွာအဝေး sqrt(dr^2 + dc^2) များ၏ ပေါင်းလဒ် (SUM) ၏ ကိန်းပြည့်အပိုင်း (ဗီယက်နမ် အစီရင်ခံစာ၏ "integer part" အတိုင်း floor ကို ပေါင်းလဒ်ပေါ်တွင် တစ်ကြိမ်သာ ယူသည်; အစိတ်အပိုင်းတစ်ခုစီ၏ floor သည် ပိုငယ်မည်)။ မျဉ်းဖြောင့်အကွာအဝေးတိုင်းသည် မန်ဟက်တန်အကွာအဝေးထက် မပိုသဖြင့် တန်ဖိုးသည် manhattan ထက် ဘယ်တော့မှ မပိုပါ: လက်ခံနိုင်သော်လည်း ပိုအားနည်းသည်။
search-heuristic-rowcol = rowcol (H4): ပန်းတိုင်အတန်းအပြင်ရှိ အကွက်အရေအတွက် နှင့် ပန်းတိုင်ကော်လံအပြင်ရှိ အကွက်အရေအတွက် ပေါင်းလဒ်။ ပန်းတိုင်အတန်းအပြင်ရှိ အကွက်သည် ဒေါင်လိုက်ရွှေ့ချက် အနည်းဆုံး တစ်ချက်၊ ပန်းတိုင်ကော်လံအပြင်ရှိ အကွက်သည် ဘေးတိုက်ရွှေ့ချက် အနည်းဆုံး တစ်ချက် လိုပြီး ရွှေ့ချက်တစ်ချက်သည် အကွက်တစ်ခုကို ဦးတည်ရာတစ်ခုသို့သာ ရွှေ့သည်: လက်ခံနိုင်ပြီး manhattan ထက် ဘယ်တော့မှ မပိုပါ။
search-heuristic-linear-conflict = linear-conflict (H5): manhattan အပေါင်း၊ အတန်းတိုင်းအတွက် 2 x (ပန်းတိုင်လည်း ထိုအတန်းဖြစ်သော ထိုအတန်းရှိ အကွက်အရေအတွက်၊ အနုတ် ၎င်းတို့အနက် ပန်းတိုင်အစီအစဉ် တိုးလျက်ရှိပြီးသား အရှည်ဆုံးအစဉ်၊ ဆိုလိုသည်မှာ longest increasing subsequence)၊ ကော်လံတိုင်းအတွက်လည်း နည်းတူ။ မျဉ်းတစ်ခုရှိ အစီအစဉ်မှားနေသော အကွက်များသည် မျဉ်းအတွင်း တစ်ခုကိုတစ်ခု မကျော်နိုင်ပါ: ၎င်းတို့အနက် အနည်းဆုံး (count - LIS) ခုသည် မျဉ်းမှ ထွက်ပြီး ပြန်ဝင်ရမည်၊ တစ်ခုလျှင် manhattan မရေတွက်သော ရွှေ့ချက် 2 ချက် (Hansson, Mayer and Yung 1992)။ အတန်းပဋိပက္ခများသည် ဒေါင်လိုက်ရွှေ့ချက် အပို၊ ကော်လံပဋိပက္ခများသည် ဘေးတိုက်ရွှေ့ချက် အပို ကုန်ကျသဖြင့် နှစ်ခု ပေါင်းနိုင်သည်: လက်ခံနိုင်သည်။
search-heuristic-seed-h6 = seed-h6 (ဗီယက်နမ် အစီရင်ခံစာ၏ H6): linear-conflict အပေါင်း၊ ထောင့်မှန်ကျ အိမ်နီးချင်းနေရာအားလုံးတွင် ၎င်းတို့၏ ပန်းတိုင်အကြောင်းအရာ ရှိနေသော နေရာမှားအကွက်များ၏ အရေအတွက် (ပန်းတိုင်တွင် အကွက်ရှိရမည့်နေရာ၌ အကွက်လွတ်ရှိသော အိမ်နီးချင်းသည် နေရာကျ မဟုတ်ပါ)။ အစီရင်ခံစာ၏ "ပန်းတိုင်သို့ မရောက်နိုင်သော အကွက်များ" ကို ကျွန်ုပ်တို့ နားလည်ပုံ: ထိုအကွက်သည် ပြီးပြီးသား နေရာများဖြင့် ဝိုင်းထားခံရသဖြင့် ၎င်းတို့အနက် တစ်ခုကို အရင် ရွှေ့ရမည်။ အစီရင်ခံစာက လက်ခံနိုင်သည်ဟု ဆိုသည်; ၎င်းသည် စစ်ဆေးရမည့် ဆိုချက် ဖြစ်သည် (npuzzle ၏ ခန့်မှန်းဖန်ရှင် စိစစ်ချက်က တိကျသော အကွာအဝေးများနှင့် စစ်သည်)၊ အချက်အလက် မဟုတ်ပါ။
search-heuristic-misplaced-with-blank = misplaced-with-blank (ချို့ယွင်း၊ သင်ကြားရေး code တွင် တွေ့ရသည်): အကွက်လွတ်ကို အကွက်တစ်ခုအဖြစ် ရေတွက်သော နေရာမှားအကွက်များ။ ပန်းတိုင်မှ ရွှေ့ချက်တစ်ချက်အကွာတွင် 2 (ရွှေ့ခဲ့သော အကွက်နှင့် အကွက်လွတ်) ဟု ဆိုပြီးသားဖြစ်သဖြင့် ပိုခန့်မှန်းပြီး ၎င်းဖြင့် A* သည် လိုသည်ထက် ရှည်သော လမ်းကြောင်းကို ပြန်ပေးနိုင်သည်: လက်ခံနိုင်ခြင်း မရှိပါ။
search-heuristic-linear-conflict-pairs = linear-conflict-pairs (ချို့ယွင်း၊ သင်ကြားရေး code တွင် တွေ့ရသည်): manhattan အပေါင်း ၎င်းတို့၏ ဘုံပန်းတိုင်မျဉ်းတွင် ပြောင်းပြန်ရှိနေသော အကွက်အတွဲ (PAIR) တိုင်းအတွက် 2။ ပြောင်းပြန်ရှိသော အကွက်သုံးခုသည် အတွဲ 3 တွဲ ဖြစ်သော်လည်း ၎င်းတို့အနက် 2 ခုသာ မျဉ်းမှ ထွက်ရသဖြင့် ပိုခန့်မှန်းသည်: ပန်းတိုင် 1..8 ပြီးမှ အကွက်လွတ် ဖြစ်သော 8-ပဟေဠိတွင် 0 8 7/6 5 4/3 2 1 ၌ 4 ပိုများသည်။ လက်ခံနိုင်ခြင်း မရှိပါ။
search-step-next-is-goal = { $why }; ၎င်းသည် ပန်းတိုင် ဖြစ်သည်: ရှာဖွေမှု ပြီးဆုံးသည်
search-reason-oldest = ဦးစွာဝင် ဦးစွာထွက်: #{ $id } သည် တန်းစီတွင် အဟောင်းဆုံး
search-reason-only-queued = ဦးစွာဝင် ဦးစွာထွက်: တန်းစီတွင် #{ $id } သာ ရှိသည်
search-reason-deepest = အနက်ဦးစား: #{ $id } သည် လမ်းလျှောက်မှုလမ်းကြောင်း၏ အနက်ဆုံး ဆုံမှတ်
search-reason-only = { $name } = { $f }၊ တစ်ခုတည်း
search-reason-lowest = { $name } = { $f }၊ အနည်းဆုံး
search-reason-tie-h = { $name } = { $f }၊ အနည်းဆုံး; #{ $other } နှင့် တူသည်ကို h ပိုနည်းခြင်းဖြင့် ဖြေရှင်း ({ $h } < { $other_h })
search-reason-tie-order = { $name } = { $f }၊ အနည်းဆုံး; #{ $other } နှင့် တူသည်ကို ထုတ်ပေးသည့် အစီအစဉ်ဖြင့် ဖြေရှင်း (#{ $id } အရင်ရောက်)
search-lab-time-limit = အချိန်ကန့်သတ် { $seconds } s နှင့်{" "}
search-lab-compared = ခန့်မှန်းဖန်ရှင်များ နှိုင်းယှဉ်ချက် (ဗီယက်နမ် အစီရင်ခံစာ၏ စမ်းသပ်ချက်):
search-lab-compared-how = ဖြေရှင်းနိုင်သော ကျပန်းဘုတ် { $boards } ခု (seed { $seed })၊ ခန့်မှန်းဖန်ရှင်တစ်ခုစီဖြင့် { $algorithm }၊ ရှာဖွေမှုတစ်ခုလျှင် { $limit }ထုတ်ပေးသော ဆုံမှတ် { $max_nodes } ခု။
search-lab-interrupted = ရပ်တန့်ခံရသည်: ဘုတ် { $count } ခုအနက် { $done } ခု ပြီးပြီ။
search-lab-solved = ဖြေရှင်းပြီး
search-lab-share = အချိုး
search-lab-mean-expanded = ပျမ်းမျှ ချဲ့ထွင်
search-lab-mean-generated = ပျမ်းမျှ ထုတ်ပေး
search-lab-mean-time = ပျမ်းမျှ အချိန်
search-lab-mean-length = ပျမ်းမျှ အရှည်
search-lab-longer = ပိုရှည်
search-lab-common = ခန့်မှန်းဖန်ရှင်တိုင်းက ဖြေရှင်းခဲ့သော ဘုတ်များ: { $boards } ခုအနက် { $common } ခု။
search-lab-common-expanded = ထိုဘုတ်များပေါ်တွင် ချဲ့ထွင်ခဲ့သော ဆုံမှတ် ပျမ်းမျှ: { $means }။
search-lab-ranking = အဆင့်သတ်မှတ်ချက်၊ အားနည်းဆုံး အရင် (ဖြေရှင်းခဲ့သော ဘုတ် ပိုနည်းသည်၊ ထို့နောက် နှစ်ခုလုံး ဖြေရှင်းခဲ့သော ဘုတ်များပေါ်တွင် ချဲ့ထွင်ခဲ့သော ဆုံမှတ် ပိုများသည်; = တူညီ):
search-lab-ranking-measured = တိုင်းတာချက်: { $ranking }
search-lab-ranking-report = ဗီယက်နမ် အစီရင်ခံစာ: { $ranking }
search-lab-legend = (ခန့်မှန်းဖန်ရှင်တစ်ခုစီ ဖြေရှင်းခဲ့သော ဘုတ်များပေါ်ရှိ ပျမ်းမျှ; ပိုရှည် = လက်ခံနိုင်သော ခန့်မှန်းဖန်ရှင်ဖြင့် ရှာတွေ့သော အကောင်းဆုံး အရှည်ထက် ရှည်သော ဖြေရှင်းချက်များ; ချဲ့ထွင် = ကလေးဆုံမှတ်များ ထုတ်ပေးခဲ့သော ဆုံမှတ်၊ ထုတ်ပေး = ဖန်တီးခဲ့သော ကလေးဆုံမှတ်၊ အမြစ် မပါ)

## Pattern databases: builds and the tables a plan uses
pdb-waiting = အခြား npuzzle တစ်ခုက ဤဇယားများကို တည်ဆောက်နေသည် ({ $lock } ကို ကိုင်ထားသည်): ၎င်းကို စောင့်ပြီး ၎င်းသိမ်းထားသည်ကို ဖတ်မည်

## ပုံစံဒေတာဘေ့စ်များဖြင့် solve ၏ အစီရင်ခံစာ
pdb-rules = h = ပေါင်းထည့်နိုင်သော { $partition } ပုံစံဒေတာဘေ့စ်များ (နှစ်ကြိမ်ရှာ၍ ပိုကြီးသောတန်ဖိုး) ဖြင့် IDA*
pdb-h-beside = ပုံစံဒေတာဘေ့စ်များ; Manhattan + linear conflict ဆိုလျှင် { $lc } ရမည်
pdb-explain = အကွက် { $tiles } ခုကို အုပ်စုများ ({ $partition }) ခွဲထားသည်။ အုပ်စုတစ်ခုစီအတွက် ဇယားတစ်ခုသည် အခြားအကွက်များ မည်သို့ပင်ရှိစေ (အခြားအကွက်များ၏ ရွှေ့ချက်များကို မရေတွက်) ထိုအုပ်စု၏ အကွက်များကို နေရာပြန်ရောက်ရန် လိုသော ရွှေ့ချက်အရေအတွက် အတိအကျကို သိမ်းထားသည်။ မတူသော အုပ်စုများ၏ ရွှေ့ချက်များ မထပ်သဖြင့် ဇယားတန်ဖိုးများကို ပေါင်းလျှင် အောက်ခြေကန့်သတ်ချက် ရသည်: admissible ဖြစ်သည်။ ထောင့်ဖြတ်မျဉ်းအတိုင်း ပြောင်းပြန်ထားသော ဘုတ်ပေါ်တွင်လည်း ပြောင်းပြန်ထားသော အုပ်စုခွဲပုံဖြင့် ထပ်ရှာပြီး ပိုကြီးသောတန်ဖိုးကို သုံးသည်။ ဇယားများကို တစ်ကြိမ်သာ တည်ဆောက်ပြီး သိမ်းထားသည် (npuzzle pdb status)။
pdb-optimal = အတိုဆုံး: ပုံစံဒေတာဘေ့စ်များသည် ဘယ်တော့မှ ပိုမခန့်မှန်းပါ
pdb-not-proved = အတိုဆုံးဟု မသက်သေပြရသေးပါ: { $why }
pdb-unproved = ဤပန်းတိုင်သည် ကြိုတင်သတ်မှတ်ထားသည့်ပန်းတိုင် မဟုတ်ဘဲ ၎င်း၏ သိမ်းထားသော ပုံစံဒေတာဘေ့စ်များကို ၎င်းတို့၏ checksum ဖြင့်သာ ယုံကြည်ထားသည်၊ checksum ကို ပြန်တွက်ထားသော ပြင်ထားသည့်ဖိုင်လည်း ထိုစစ်ဆေးမှုကို ဖြတ်နိုင်သည်; `npuzzle pdb clear --goal …` က နောက်တစ်ကြိမ် run တွင် ၎င်းတို့ကို ပြန်တည်ဆောက်ပြီး အဖြေကို သက်သေပြစေသည်
pdb-build-interrupted = ပုံစံဒေတာဘေ့စ်များ တည်ဆောက်နေစဉ် ရပ်တန့်ခံရသည်: ဘာမျှ မသိမ်းရသေးပါ
pdb-stop-node-limit = ဆုံမှတ် ကန့်သတ်ချက်သို့ ရောက်သွားသည်
pdb-stop-time-limit = အချိန် ကန့်သတ်ချက်သို့ ရောက်သွားသည်
pdb-stop-cancelled = ရှာဖွေမှုကို ပယ်ဖျက်လိုက်သည်
pdb-bound = ရွှေ့ချက် { $bound } ထက်တိုသော ဖြေရှင်းချက်တိုင်းကို ဖယ်ရှားပြီးဖြစ်သည်
pdb-no-bound = မည်သည့် အောက်ခြေကန့်သတ်ချက်ကိုမျှ မသက်သေပြရသေးပါ: { $why }
pdb-stopped = { $which }: { $seconds } s အတွင်း ဆုံမှတ် { $generated } ခု ထုတ်ပေးခဲ့သည်; { $bound }။ သင်ပေးထားသော ကန့်သတ်ချက်ကို မြှင့်ပါ (--max-nodes N, --time-limit SECS) သို့မဟုတ် မပေးပါနှင့်: ပုံစံဒေတာဘေ့စ် ဖြေရှင်းသူတွင် မူလကန့်သတ်ချက် မရှိဘဲ အမြဲ ပြီးဆုံးသည်; ပုံစံဒေတာဘေ့စ်များသည် ဤနေရာတွင် အားအကောင်းဆုံး heuristic ဖြစ်ပြီးသားဖြစ်သည်။
pdb-stat-iterations = အကြိမ် (f ကန့်သတ်ချက်များ)
pdb-bounds-separator = {"၊ "}
pdb-stat-elapsed = ကြာချိန် (ရှာဖွေမှုသာ)
pdb-note-idastar = (IDA* သည် လက်ရှိလမ်းကြောင်းကိုသာ ထိန်းထားသည်; ထုတ်ပေးခဲ့သော အရေအတွက်သည် အခွဲဆုံမှတ်များကို ရေတွက်ပြီး အမြစ်ကို မရေတွက်ပါ: Korf ထုတ်ပြန်ထားသော အရေအတွက်များက တစ်ခု ပိုသည်)
pdb-note-threads = (နောက်ဆုံးအကြိမ်ကို thread { $threads } ခုဖြင့် run ပြီး စောစီးစွာ ရပ်သွားသည်: ၎င်း၏ အရေအတွက်အပိုင်းသည် thread များ၏ အချိန်ကိုက်မှုပေါ် မူတည်သည်; ၎င်းမတိုင်မီ အကြိမ်များကို --jobs 1 ကဲ့သို့ အတိအကျ ရေတွက်ထားသည်)
