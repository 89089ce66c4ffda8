### The lesson stepper and the terminal lesson views, lesson list, feedback on answers.
### Language: my. Area: lesson

## The header of a lesson and of its steps.
lesson-header = သင်ခန်းစာ { $name } · { $level } · အဆင့် { $steps } ဆင့်
lesson-level-beginner = အခြေခံ
lesson-level-intermediate = အလယ်အလတ်
lesson-level-advanced = အဆင့်မြင့်
lesson-step-line = --- အဆင့် { $number } / { $total }: { $kind } ---
lesson-kind-section = ကဏ္ဍ
lesson-kind-say = ရှင်းလင်းချက်
lesson-kind-board = ဘုတ်
lesson-kind-inversions = ပြောင်းပြန်များ
lesson-kind-solvable = ဖြေရှင်းနိုင်မှု
lesson-kind-trace = ခြေရာခံခြင်း
lesson-kind-reduce = စံဘုတ်သို့ ပို့ခြင်း
lesson-kind-connect = ဘုတ်နှစ်ခု ဆက်ခြင်း
lesson-kind-verify = အတည်ပြုခြင်း
lesson-kind-solve = ဖြေရှင်းခြင်း
lesson-kind-tree = ရှာဖွေမှုသစ်ပင်
lesson-kind-compare = နှိုင်းယှဉ်ခြင်း
lesson-kind-heuristics = ခန့်မှန်းဖန်ရှင်များ
lesson-kind-audit = စိစစ်ခြင်း
lesson-kind-cost-table = ကုန်ကျမှုဇယား
lesson-kind-quiz = မေးခွန်း
lesson-kind-count = ရေတွက်ခြင်း
lesson-kind-moves = ရွှေ့ချက်များ
lesson-kind-predict = ကြိုတင်ခန့်မှန်းခြင်း
lesson-kind-next-node = နောက်ထပ်ဆုံမှတ်
lesson-same-paragraph = (အဆင့် { $step } ရှိ စာပိုဒ်နှင့် အတူတူဖြစ်၍ ထပ်မပြပါ။)

## Captions over boards.
lesson-caption-board = ဘုတ်
lesson-caption-goal = ပန်းတိုင်
lesson-caption-goal-named = ပန်းတိုင် ({ $name })
lesson-caption-reach = ရောက်ရမည့်ဘုတ်

## What a step computed.
lesson-search-rules = ရှာဖွေမှု: { $rules }။
lesson-steps-heading = တစ်ဆင့်ချင်း (ချဲ့ထွင်မှု { $total } ကြိမ်အနက် { $shown } ကြိမ်):
lesson-steps-more = … နောက်ထပ် ချဲ့ထွင်မှု { $more } ကြိမ်: တာမီနယ် (terminal) ပေါ်တွင် ဤအဆင့်၌ w ရိုက်ပါက အားလုံးကို တစ်ဆင့်ချင်း ကြည့်နိုင်သည် (`lesson run --format json` သည် အဆင့်တိုင်းကို ပြသည်)။
lesson-claim-right = ဆိုထားသော အရေအတွက် { $claim } သည် { $correct }။
lesson-claim-correct = မှန်သည်
lesson-claim-wrong = ဆိုထားသော အရေအတွက် { $claim } သည် { $wrong }: အမှန်မှာ { $actual } ဖြစ်သည် ({ $off } ကွာသည်)။ { $hint }
lesson-claim-wrong-word = မှားသည်
lesson-claim-passes = စုစုပေါင်းသည် အကွက် { $tile } တွင် { $claim } ကို ကျော်သွားသည်: ထိုနေရာမှ ပြန်ရေတွက်ပါ။
lesson-claim-too-large = စုစုပေါင်းတိုင်းထက် ကြီးနေသည်: အကွက်တစ်ခုစီ၏ နောက်တွင်ရှိသော ပိုငယ်သည့် အကွက်များကိုသာ ရေတွက်ပြီး အကွက်လွတ်ကို ချန်ထားရသည်။

## Questions and answers.
lesson-question = မေးခွန်း:
lesson-question-n = မေးခွန်း { $n }:
lesson-answer-with = ({ $form } ဖြင့် ဖြေပါ)
lesson-form-number = ကိန်းပြည့်တစ်ခု
lesson-form-yes-no = ဟုတ် သို့မဟုတ် မဟုတ်
lesson-form-board = ဘုတ်တစ်ခု၊ အတန်းများကို / ဖြင့် ခွဲပါ
lesson-form-moves = အကွက်လွတ်၏ ရွှေ့ချက်များ: U၊ D၊ L၊ R
lesson-form-even-odd = စုံ သို့မဟုတ် မ
lesson-answer-label = အဖြေ:
lesson-hint = အရိပ်အမြွက်:
lesson-hint-stronger = ပိုရှင်းသော အရိပ်အမြွက်:
lesson-yes = ဟုတ်
lesson-no = မဟုတ်
# The usual short and polite forms a Burmese student types: ဟုတ် (yes) and
# ရ (can, "it can be solved"), with or without the particles တယ်, ပါ, ကဲ့.
lesson-yes-typed = ဟုတ်, ဟုတ်ကဲ့, ဟုတ်တယ်, ဟုတ်ပါတယ်, ရ, ရတယ်, ရပါတယ်, မှန်, မှန်တယ်
lesson-no-typed = မဟုတ်, မဟုတ်ဘူး, မဟုတ်ပါ, မဟုတ်ပါဘူး, မရ, မရဘူး, မရပါ, မရပါဘူး, မှား, မှားတယ်
lesson-no-moves = (ရွှေ့ချက် မရှိ)
lesson-parity-even = စုံ
lesson-parity-odd = မ
lesson-tiles-none = မရှိ
lesson-correct = မှန်ပါသည်။
lesson-not-quite = မမှန်သေးပါ။
lesson-not-quite-feedback = မမှန်သေးပါ။ { $feedback }
lesson-tally = မေးခွန်း { $questions } ခုအနက် ပထမအကြိမ်တွင် { $first } ခု မှန်၊ အရိပ်အမြွက် သို့မဟုတ် ထပ်ကြိုးစားပြီးမှ { $after } ခု မှန်၊ အဖြေပြ { $shown } ခု။

## Exercises: their questions and forms (when the lesson gives none).
lesson-ex-count-tiles-question = ဤဘုတ်၏ ပြောင်းပြန်များကို အကွက်တစ်ခုချင်း ရေတွက်ပါ: ဖတ်သည့်အစီအစဉ်အတိုင်း အကွက်တစ်ခုစီ၏ နောက်တွင် ပိုငယ်သော အကွက် ဘယ်နှစ်ခု ရှိသနည်း။
lesson-ex-count-tiles-form = အရေအတွက် { $n } ခု၊ ဖတ်သည့်အစီအစဉ်အတိုင်း အကွက်တစ်ခုလျှင် တစ်ခု၊ ဥပမာ 2 0 1 ...
lesson-ex-count-total-question = ဤဘုတ်တွင် ပြောင်းပြန် ဘယ်နှစ်ခု ရှိသနည်း။
lesson-ex-moves-within = {" "}ရွှေ့ချက် အများဆုံး { $max } ချက်အတွင်း
lesson-ex-moves-goal = ဤဘုတ်ကို ပန်းတိုင်သို့ ရောက်စေမည့် ရွှေ့ချက်များကို{ $within } ရိုက်ပါ။
lesson-ex-moves-board = ဤဘုတ်ကို { $board } ဖြစ်စေမည့် ရွှေ့ချက်များကို{ $within } ရိုက်ပါ။
lesson-ex-moves-tile = အကွက် { $tile } ကို ပန်းတိုင်ရှိ ၎င်း၏နေရာ ({ $cell }) သို့ ရောက်စေမည့် ရွှေ့ချက်များကို{ $within } ရိုက်ပါ။
lesson-ex-moves-form = အကွက်လွတ်၏ ရွှေ့ချက်များ (U၊ D၊ L၊ R) သို့မဟုတ် လျှောသွားသော အကွက်များ၏ နံပါတ်
lesson-ex-predict-delta = ပြောင်းပြန်အရေအတွက် ဘယ်လောက် ပြောင်းသနည်း (Δပြောင်းပြန်၊ Δinversions)။
lesson-ex-predict-delta-form = အပေါင်းအနုတ် လက္ခဏာပါသော ကိန်းပြည့်: +2၊ -1၊ 0
lesson-ex-predict-invariant = ထို့နောက် မပြောင်းလဲတန်ဖိုး ({ $name }) သည် ဘာဖြစ်သနည်း။
lesson-ex-predict-parity = ထို့နောက် မပြောင်းလဲတန်ဖိုး ({ $name }) သည် စုံ သို့မဟုတ် မ။
lesson-ex-predict-jumped = ဖတ်သည့်အစီအစဉ်တွင် အကွက် { $tile } သည် မည်သည့်အကွက်များကို ကျော်သနည်း။
lesson-ex-predict-jumped-form = အကွက်နံပါတ်များ သို့မဟုတ် မရှိ
lesson-ex-predict-question = အကွက်လွတ် { $letter } ({ $dir }) ရွှေ့သဖြင့် အကွက် { $tile } သည် { $slides } လျှောသည်: { $what }
lesson-dir-up = အပေါ်သို့
lesson-dir-down = အောက်သို့
lesson-dir-left = ဘယ်သို့
lesson-dir-right = ညာသို့
lesson-ex-next-rule-f = f = g + h အနည်းဆုံး ဆုံမှတ်ကို ချဲ့ထွင်သည်; တူညီပါက { $ties } ကို ရွေးသည်။
lesson-ex-next-rule-fifo = အကြာဆုံး စောင့်နေသော ဆုံမှတ်ကို ချဲ့ထွင်သည် (ဦးစွာဝင် ဦးစွာထွက်)။
lesson-ex-next-question = { $algo } သည် ဆုံမှတ် { $after } ခုကို ချဲ့ထွင်ပြီးပြီ; ၎င်း၏ နယ်စပ် (frontier) ကို အောက်တွင် ပြထားသည်။ { $rule } နောက်တစ်ခု မည်သည့်ဆုံမှတ်ကို ချဲ့ထွင်မည်နည်း။
lesson-ex-next-form = ဆုံမှတ်၏ နံပါတ်၊ 1 မှ { $nodes } အထိ
lesson-algo-bfs = အကျယ်ဦးစား ရှာဖွေခြင်း (BFS)
lesson-algo-ordered = အစီအစဉ်ကျ ရှာဖွေခြင်း (ordered search)
lesson-ties-fifo = အရင်ဆုံး ထုတ်ပေးခဲ့သော ဆုံမှတ်
lesson-ties-low-h = h ပိုနည်းသော ဆုံမှတ်၊ ထို့နောက် အရင်ဆုံး ထုတ်ပေးခဲ့သော ဆုံမှတ်
lesson-expanded-so-far = ယခုအထိ ချဲ့ထွင်ခဲ့သည်များ၊ အစီအစဉ်အတိုင်း:
lesson-frontier-numbered = နယ်စပ် (ဆုံမှတ်များကို ထုတ်ပေးခဲ့သည့် အစီအစဉ်အတိုင်း နံပါတ်တပ်ထားသည်):
lesson-frontier-by = { $letter } ဖြင့်
lesson-frontier-depth = အနက် { $g }

## Why an exercise's answer is right.
lesson-why-count = အကွက်အလိုက်: { $tiles }; စုစုပေါင်း { $total } ({ $parity })။
lesson-why-moves = အတိုဆုံးလမ်း: { $path } (ရွှေ့ချက် { $count } ချက်); ပစ်မှတ်သို့ ရောက်သော မှန်ကန်သည့် ရွှေ့ချက်စဉ် မည်သည့်ဟာမဆို ရသည်။
lesson-why-jumps-none = မည်သည့်အကွက်ကိုမျှ မကျော်ပါ (ဘေးတိုက်ရွှေ့ချက်သည် ဖတ်သည့်အစီအစဉ်ကို မပြောင်းပါ)
lesson-why-jumps = { $tiles } ကို ကျော်သည်
lesson-why-predict = အကွက် { $tile } { $jumped }: Δပြောင်းပြန် { $delta }၊ ပြောင်းပြန် { $before } → { $after } ({ $parity })။
lesson-why-predict-invariant = အကွက် { $tile } { $jumped }: Δပြောင်းပြန် { $delta }၊ ပြောင်းပြန် { $before } → { $after }; { $name }: { $from } → { $to } ({ $parity })။
lesson-why-next-f = { $algo } သည် f = g + h အနည်းဆုံး ဆုံမှတ်ကို ချဲ့ထွင်သည်: [{ $node }] တွင် { $f } ရှိသည်{ $tied }။
lesson-why-next-tied = ၊ { $nodes } နှင့် တူသည်; တူညီပါက { $ties } ကို ရွေးသည်
lesson-why-next-fifo = { $algo } သည် ၎င်း၏ နယ်စပ်ရှိ အဟောင်းဆုံး ဆုံမှတ်ကို ချဲ့ထွင်သည် (ဦးစွာဝင် ဦးစွာထွက်): အနက် { $depth } ရှိ [{ $node }] ကို စောင့်နေသော အခြားဆုံမှတ်အားလုံးထက် အရင် ထုတ်ပေးခဲ့သည်။

## Feedback on a wrong or unreadable answer.
lesson-not-a-node = `{ $text }` သည် ဆုံမှတ်နံပါတ် မဟုတ်ပါ: 1 မှ { $nodes } အထိ ရိုက်ပါ
lesson-not-counts = `{ $text }` သည် အရေအတွက်စာရင်း မဟုတ်ပါ
lesson-total-only = စုစုပေါင်းကိုသာ ကိန်းပြည့်တစ်ခုဖြင့် ရိုက်ပါ
lesson-too-few = { $g } သည် နည်းလွန်းသည်။ စုစုပေါင်းသည် အကွက် { $tile } တွင် { $g } ကို ကျော်သွားသည်: ၎င်း၏နောက်တွင် ပိုငယ်သော အကွက်များ { $tiles } ရှိသည်။ ထိုနေရာမှ ပြန်ရေတွက်ပါ။
lesson-too-many = { $g } သည် များလွန်းသည်: အကွက်တစ်ခုစီ၏ နောက်တွင်ရှိသော ပိုငယ်သည့် အကွက်များကိုသာ ရေတွက်ပြီး အကွက်လွတ်ကို ချန်ထားရသည်။
lesson-counts-given = အရေအတွက် { $n } ခု ပေးထားသည်: ဖတ်သည့်အစီအစဉ်အတိုင်း အကွက်တစ်ခုလျှင် တစ်ခု၊ { $tiles } ခု ရိုက်ပါ (အကွက်လွတ်ကို ချန်ပါ)
lesson-tile-counted = အကွက် { $tile } (ဖတ်သည့်အစီအစဉ်တွင် { $ordinal } အကွက်): သင် { $g } ဟု ရေတွက်ခဲ့သည်။ ၎င်း၏နောက်တွင်ရှိသော ပိုငယ်သည့် အကွက်များ: { $tiles }။ ၎င်းတို့ကို ရေတွက်ပြီး ထပ်ကြိုးစားပါ။
lesson-ordinal = { $n } ခုမြောက်
lesson-at-least-one-move = ရွှေ့ချက် အနည်းဆုံး တစ်ချက် ရိုက်ပါ
lesson-illegal = တရားမဝင်သော { $problem }။ ထိုရွှေ့ချက်မတိုင်မီ ဘုတ်:
lesson-move-blank = ရွှေ့ချက် { $n } ({ $dir }): { $problem }
lesson-move-tile = ရွှေ့ချက် { $n }: { $problem }
lesson-edge-up = အကွက်လွတ်သည် အပေါ်ဆုံးအတန်းတွင် ရှိပြီးသား
lesson-edge-down = အကွက်လွတ်သည် အောက်ဆုံးအတန်းတွင် ရှိပြီးသား
lesson-edge-left = အကွက်လွတ်သည် ဘယ်ဘက်အစွန်ဆုံး ကော်လံတွင် ရှိပြီးသား
lesson-edge-right = အကွက်လွတ်သည် ညာဘက်အစွန်ဆုံး ကော်လံတွင် ရှိပြီးသား
lesson-not-adjacent = အကွက် { $tile } သည် အကွက်လွတ်၏ ဘေးတွင် မရှိပါ
lesson-zero-is-blank = 0 သည် အကွက်လွတ်ဖြစ်ပြီး လျှောနိုင်သော အကွက် မဟုတ်ပါ
lesson-no-such-tile = { $size } ဘုတ်တွင် အကွက် { $tile } မရှိပါ (အကွက် 1 မှ { $last } အထိ); အကွက်နံပါတ်များကို space သို့မဟုတ် ကော်မာဖြင့် ခွဲပါ
lesson-not-a-move = စာလုံး { $i } ရှိ `{ $c }` သည် ရွှေ့ချက် မဟုတ်ပါ: U၊ D၊ L၊ R (အကွက်လွတ် သွားသည့် ဦးတည်ရာ) သို့မဟုတ် space သို့မဟုတ် ကော်မာဖြင့် ခွဲထားသော အကွက်နံပါတ်များကို သုံးပါ
lesson-not-a-tile-number = `{ $t }` (ရွှေ့ချက် { $n }) သည် မည်သည့်ဘုတ်ပေါ်တွင်မျှ အကွက်နံပါတ် မဟုတ်ပါ (အကွက်များသည် 255 အထိသာ)
lesson-target-goal = ပန်းတိုင်
lesson-target-tile = နေရာကျနေသော အကွက် { $tile }
lesson-not-reached = ရွှေ့ချက် { $n } ချက် ရွှေ့ပြီးပြီ၊ သို့သော် ရောက်သွားသော ဘုတ်သည် { $target } မဟုတ်ပါ:
lesson-too-long = ဤရွှေ့ချက် { $n } ချက်သည် ပစ်မှတ်သို့ ရောက်သည်၊ သို့သော် အများဆုံး { $max } ချက်ဖြင့် ရောက်နိုင်သည်။
lesson-not-whole = `{ $text }` သည် ကိန်းပြည့် မဟုတ်ပါ
lesson-not-yes-or-no = `{ $text }` သည် ဟုတ် သို့မဟုတ် မဟုတ် မဟုတ်ပါ
lesson-not-a-board = ဘုတ် မဟုတ်ပါ: { $why }
lesson-wrong-parity = { $signed } ၏ စုံ/မ မှားသည်: အကွက် { $tile } သည် အကွက် { $count } ခုကို ကျော်ပြီး ကျော်သော အတွဲတိုင်းက အရေအတွက်ကို တစ်ခု ပြောင်းစေသည်။
lesson-not-this = { $n } မဟုတ်ပါ။
lesson-not-even-or-odd = `{ $text }` သည် စုံ သို့မဟုတ် မ မဟုတ်ပါ
lesson-not-tiles = `{ $text }` သည် အကွက်စာရင်း (သို့မဟုတ် မရှိ) မဟုတ်ပါ
lesson-tiles-named = သင် အကွက် { $n } ခု ဖော်ပြခဲ့သည်; ဖတ်သည့်အစီအစဉ်တွင် အကွက်၏ နေရာဟောင်းနှင့် နေရာသစ်ကြားရှိ နေရာများကိုသာ ရေတွက်ပါ။
lesson-right-count-wrong-tiles = အကွက်အရေအတွက် မှန်သည်၊ သို့သော် အကွက်များ မမှန်ပါ။
lesson-not-next-fifo = ဆုံမှတ် { $k } မဟုတ်ပါ: ဦးစွာဝင် ဦးစွာထွက်ဖြစ်ပြီး [{ $next }] ကို [{ $k }] ထက် အရင် ထုတ်ပေးခဲ့သည် (ထုတ်ပေးခဲ့သည့် အစီအစဉ်အတိုင်း နံပါတ်တပ်ထားသည်)။
lesson-not-next-tie = ဆုံမှတ် { $k } မဟုတ်ပါ: [{ $k }] တွင် { $fa } နှင့် [{ $next }] တွင် { $fb } ရှိ၍ တူနေသည်; တူညီပါက { $ties } ကို ရွေးသည်: [{ $next }]။
lesson-not-next-lower = ဆုံမှတ် { $k } မဟုတ်ပါ: [{ $k }] တွင် { $fa } ရှိသည်၊ သို့သော် [{ $next }] တွင် နယ်စပ်၌ အနည်းဆုံးဖြစ်သော { $fb } ရှိသည် (တူညီပါက { $ties } ကို ရွေးသည်)။

## The stepper's prompts (the keys h, s, b, q, w and Enter are typed as they are in every language).
lesson-answer-prompt-hints = သင့်အဖြေ (h: အရိပ်အမြွက်၊ s: အဖြေပြ၊ b: နောက်သို့၊ q: ထွက်) >
lesson-answer-prompt = သင့်အဖြေ (s: အဖြေပြ၊ b: နောက်သို့၊ q: ထွက်) >
lesson-answer-keys-hints = ခလုတ်များ: အဖြေရိုက်ပါ၊ h သို့မဟုတ် ? အရိပ်အမြွက်၊ s အဖြေပြ၊ b နောက်သို့၊ q ထွက် (ထို့နောက် Enter)။
lesson-answer-keys = ခလုတ်များ: အဖြေရိုက်ပါ၊ s အဖြေပြ၊ b နောက်သို့၊ q ထွက် (ထို့နောက် Enter)။
lesson-page-keys = ခလုတ်များ: Enter ရှေ့သို့၊ b နောက်သို့၊ q ထွက် (ထို့နောက် Enter)။
lesson-page-prompt = -- အဆင့် { $step } / { $steps } -- Enter: ရှေ့သို့၊ b: နောက်သို့၊ q: ထွက် >
lesson-page-prompt-watch = -- အဆင့် { $step } / { $steps } -- w: တစ်ဆင့်ချင်း ကြည့်၊ Enter: ရှေ့သို့၊ b: နောက်သို့၊ q: ထွက် >
lesson-back-at = အဆင့် { $step } / { $steps } သို့ ပြန်ရောက်သည်။
lesson-no-hint-here = ဤအဆင့်တွင် အရိပ်အမြွက် မရှိပါ: အရိပ်အမြွက်များသည် မေးခွန်းများအတွက်သာ။ Enter ဖြင့် ဆက်သွားပါ။
lesson-have-a-go-hints = အရင်ကြိုးစားကြည့်ပါ: အဖြေရိုက်ပါ (h အရိပ်အမြွက်၊ s အဖြေကြည့်)။
lesson-have-a-go = အရင်ကြိုးစားကြည့်ပါ: အဖြေရိုက်ပါ (s အဖြေကြည့်)။
lesson-no-more-hints = အရိပ်အမြွက် မကျန်တော့ပါ; s က အဖြေကို ပြသည်။
lesson-no-hint = ဤမေးခွန်းတွင် အရိပ်အမြွက် မရှိပါ; s က အဖြေကို ပြသည်။
lesson-try-again-hints = ထပ်ကြိုးစားပါ၊ သို့မဟုတ် h အရိပ်အမြွက်၊ s အဖြေကြည့်။
lesson-try-again = ထပ်ကြိုးစားပါ၊ သို့မဟုတ် s အဖြေကြည့်။
lesson-answered-before = (ယခင်က ဖြေပြီး)

## Progress, the score, the end of a lesson.
lesson-score-end = ရမှတ်: { $tally }
lesson-score-so-far = ယခုအထိ ရမှတ်: { $tally }
lesson-end = သင်ခန်းစာ ပြီးဆုံးပါပြီ။ { $score }
lesson-next-run = နောက်သင်ခန်းစာ: { $next } (`npuzzle lesson run { $next }`)။
lesson-next = နောက်သင်ခန်းစာ: { $next }။
lesson-last-of-course = ဤသည်မှာ သင်ရိုး၏ နောက်ဆုံးသင်ခန်းစာ ဖြစ်သည်။
lesson-resuming = အဆင့် { $step } / { $steps } မှ ဆက်လုပ်သည် (--restart က အစမှ ပြန်စသည်)။
lesson-reviewing = ဤသင်ခန်းစာကို သင် ပြီးခဲ့ပြီ: { $tally } သင့်အဖြေများကို ပြ၍ ပြန်လည်ကြည့်ရှုနေသည်; `npuzzle lesson run { $name } --restart` ဖြင့် ထပ်ဖြေနိုင်သည် (ထို run မပြီးမချင်း သင့်မှတ်တမ်း ကျန်ရှိသည်)။
lesson-progress-saved = တိုးတက်မှု သိမ်းပြီး: `{ $command }` က အဆင့် { $step } မှ ဆက်သည်။
lesson-progress-saved-long = တိုးတက်မှု သိမ်းပြီး; အဆင့် { $step } မှ ဆက်ရန်:
lesson-progress-not-saved = တိုးတက်မှုကို မသိမ်းရသေးပါ ({ $why })။
lesson-progress-not-kept = ဤစက်ပေါ်တွင် တိုးတက်မှုကို မသိမ်းပါ။
lesson-progress-missing = npuzzle: သိမ်းထားသော တိုးတက်မှု မရှိသေးပါ; ၎င်းကို ဤဖိုင်တွင် သိမ်းမည်
lesson-progress-corrupt = npuzzle: သိမ်းထားသော တိုးတက်မှုကို ဖတ်၍ မရပါ ({ $why }); ၎င်းကို { $backup } အဖြစ် ထားပြီး မှတ်တမ်းအသစ်ကို ဤဖိုင်တွင် စသည်
lesson-progress-unusable = npuzzle: သိမ်းထားသော တိုးတက်မှုကို ဖတ်၍ မရပါ ({ $why }); ဤတစ်ကြိမ် တိုးတက်မှုကို မသိမ်းပါ။ ဖိုင်:
lesson-cannot-save = npuzzle: { $file } သို့ တိုးတက်မှုကို သိမ်း၍ မရပါ: { $why } (သင်ခန်းစာ ဆက်သွားသည်)
lesson-cannot-write-answers = npuzzle: --save-answers { $file }: ရေး၍ မရပါ: { $why }
lesson-from-out-of-range = --from { $from }: သင်ခန်းစာတွင် အဆင့် 1 မှ { $steps } အထိသာ ရှိသည်
lesson-refused = npuzzle: { $file }: မှားယွင်းသည့်အချက် ပါဝင်သော သင်ခန်းစာကို မသင်ပါ (`npuzzle lesson check` ကလည်း အတူတူ ပြသည်)

## A scripted run (--answers).
lesson-your-answer = သင့်အဖြေ: { $given }: { $mark }
lesson-your-answer-none = သင့်အဖြေ: (မရှိ)
lesson-your-answer-shown = သင့်အဖြေ: { $given } (အဖြေကို ပြပြီးမှ ရေးသည်: အမှတ် မပေးပါ)
# --save-answers FILE: what is there already.
lesson-save-answers-unusable = --save-answers { $file }: ငြင်းပယ်သည်: { $why }; ဖိုင်ကို မပြောင်းဘဲ ထားသည်
lesson-save-answers-is-lesson = --save-answers { $file }: ငြင်းပယ်သည်: ၎င်းသည် သင်ခန်းစာ ဖြစ်သည်၊ အဖြေဖိုင် မဟုတ်ပါ; မပြောင်းဘဲ ထားသည် (ဖိုင်အသစ်တစ်ခု အမည်ပေးပါ၊ ဥပမာ answers.txt)
lesson-save-answers-not-answers = --save-answers { $file }: ငြင်းပယ်သည်: ဖိုင်ရှိပြီးဖြစ်ပြီး npuzzle ရေးသော အဖြေဖိုင် မဟုတ်ပါ; မပြောင်းဘဲ ထားသည် (ဖိုင်အသစ်တစ်ခု အမည်ပေးပါ)
lesson-save-answers-other-lesson = --save-answers { $file }: ငြင်းပယ်သည်: ၎င်းတွင် { $lesson } ၏ အဖြေများ မဟုတ်ဘဲ သင်ခန်းစာ { $other } ၏ အဖြေများ ရှိသည်; မပြောင်းဘဲ ထားသည် (ဖိုင်အသစ်တစ်ခု အမည်ပေးပါ)
lesson-save-answers-replacing = { $file } တွင် ဤသင်ခန်းစာ၏ အဖြေများ ရှိသည်: ၎င်းကို ဤတစ်ကြိမ်၏ အဖြေများဖြင့် အစားထိုးမည် (သင့်ယခင်အဖြေများကို တိုးတက်မှုထဲတွင် ထားရှိသည်)။
lesson-save-answers-replacing-empty = { $file } သည် ဗလာ ဖြစ်သည်: ၎င်းကို ဤတစ်ကြိမ်၏ အဖြေများဖြင့် အစားထိုးမည်။
# The lesson's steps or answers changed since its progress was saved.
lesson-changed-since-saved = တိုးတက်မှုကို သိမ်းပြီးနောက် { $name } ပြောင်းလဲသွားသည် (၎င်း၏ အဆင့်များ သို့မဟုတ် အဖြေများ မတူတော့ပါ): အသစ်မှ စမည်၊ သင့်ယခင်အဖြေများကို မသုံးပါ။
lesson-mark-correct = မှန်သည်
lesson-mark-wrong = မှားသည်
lesson-mark-malformed = ပုံစံမမှန်
lesson-scripted-score = ရမှတ်: { $total } ခုအနက် { $correct } ခု မှန်သည်

## lesson list (its --json never changes).
lesson-list-name = အမည်
lesson-list-steps = အဆင့်
lesson-list-progress = တိုးတက်မှု
lesson-list-score-head = ရမှတ်
lesson-list-title = ခေါင်းစဉ်
lesson-list-done = ပြီးပြီ
lesson-list-at-step = အဆင့် { $step }
lesson-list-score = { $score }၊ { $questions } ခုအနက်
lesson-list-score-legend = ရမှတ်: ပထမအကြိမ်တွင် မှန် / အရိပ်အမြွက် သို့မဟုတ် ထပ်ကြိုးစားပြီးမှ မှန် / အဖြေပြ၊ မေးခွန်း N ခုအနက်
lesson-list-invalid = မှန်ကန်သော သင်ခန်းစာ မဟုတ်ပါ: { $error }
lesson-list-course = သင်ရိုး: { $title }
lesson-list-run-one = သင်ခန်းစာတစ်ခုကို `npuzzle lesson run NAME` ဖြင့် စပါ; ကိုယ်ပိုင်သင်ခန်းစာများကို `--dir DIR` ဖြင့် ထည့်ပါ။
lesson-list-progress-unreadable = npuzzle: { $file }: သိမ်းထားသော တိုးတက်မှုကို ဖတ်၍ မရပါ ({ $why }); ၎င်းမပါဘဲ စာရင်းပြသည်
lesson-check-failure = အဆင့် { $step } ({ $kind }): { $field }: မျှော်မှန်းချက် { $expected }၊ အမှန် { $actual }
lesson-mark-feedback = { $mark }။ { $feedback }
lesson-unreadable = { $why }။
# The title of a student's own variant of a lesson (`lesson run --student ID`).
lesson-variant-title = { $title } (ကျောင်းသား { $id })

## lesson grade ၏ စာသား အစီရင်ခံစာ။
grade-title = { $title } ({ $questions }၊ { $files })
grade-questions = မေးခွန်း { $count } ခု
grade-students = ကျောင်းသား { $count } ဦး
grade-files-graded = အဖြေဖိုင် { $count } ခု၊ { $graded } ခု အမှတ်ပေးပြီး
grade-col-student = ကျောင်းသား
grade-col-file = ဖိုင်
grade-col-score = အမှတ်
grade-not-graded-row = အမှတ်မပေးရသေး (အောက်တွင် ကြည့်ပါ)
grade-flag-warnings = သတိပေးချက် { $count } ခု
grade-flag-same-name = အမည်တူ
grade-heading-not-graded = အမှတ်မပေးရသေးသည်များ:
grade-heading-warnings = သတိပေးချက်များ:
grade-heading-same-name = ဖိုင်တစ်ခုထက်ပို၍ ပါသော ကျောင်းသားအမည် တူများ:
grade-heading-malformed = ပုံစံမှားသော အဖြေများ (?)၊ အဖြေအဖြစ် မရေတွက်ပါ:
grade-heading-records = မဖြေမီ ကြိုးစားမှု၊ အရိပ်အမြွက်နှင့် ပြထားသော အဖြေများ (ဖိုင်များ မှတ်တမ်းတင်ထားသည့်အတိုင်း):
grade-heading-hardest = မေးခွန်းများ၊ အခက်ဆုံး အရင်:
grade-of = { $of } ဦးအနက် { $right } ဦး
grade-right-share = မှန် ({ $share }%)
grade-legend = ok: မှန်၊ x: မှား၊ ?: ပုံစံမှား (လိုအပ်သော ပုံစံ၏ အဖြေ မဟုတ်)၊ -: အဖြေမရှိ၊ s: မဖြေမီ အဖြေကို ပြထားပြီး
grade-tries = ကြိုးစားမှု { $count } ကြိမ်
grade-hints = အရိပ်အမြွက် { $count } ခု
grade-shown = အဖြေ ပြထားပြီး
grade-line = စာကြောင်း { $line }: { $text }
grade-shift-range = မေးခွန်း { $first } မှ { $last } အထိ
grade-shift-one = မေးခွန်း { $first }
grade-shift = ဤနေရာရှိ စာကြောင်းအလွတ်ကို { $range } မဖြေထားဟု ဖတ်သည်၊ သို့သော် ၎င်းနောက်ရှိ အဖြေများသည် ရှေ့ရှိ မေးခွန်းများနှင့် ပိုကိုက်ညီသည် (လက်ရှိနေရာအတိုင်း { $n } ခုအနက် { $here } ခုသာ လိုအပ်သော ပုံစံ ဖြစ်သည်; မေးခွန်း { $run } ခု ရှေ့သို့ ရွှေ့လျှင် { $before } ခု ဖြစ်သည်): နေရာ ရွေ့သွားသလား? ကျော်သော မေးခွန်းအတွက် `-` ကို ရေးပြီး စာကြောင်းအလွတ် မထားပါနှင့်၊ သို့မဟုတ် အဖြေများကို နံပါတ်တပ်ပါ (`{ $next }. ...`)
grade-empty-name = `# name:` တွင် အမည် မပါပါ: ဖိုင်၏ အမည်ကို သုံးသည်
grade-other-lesson = သင်ခန်းစာ { $theirs } ၏ အဖြေများ ဖြစ်ပြီး သင်ခန်းစာ { $this } ၏ မဟုတ်ပါ: ၎င်းတို့ကို ၎င်းတို့၏ ကိုယ်ပိုင် သင်ခန်းစာဖြင့် အမှတ်ပေးပါ
grade-other-version = ဤသင်ခန်းစာ၏ အခြားဗားရှင်း ({ $theirs }၊ ဤဗားရှင်းသည် { $this }) ၏ အဖြေများ: ၎င်း၏ အဆင့်များ သို့မဟုတ် မှန်သောအဖြေများ ပြောင်းလဲသွားပြီ
grade-same-lesson = သင်ခန်းစာ { $theirs } ၏ အဖြေများ၊ ၎င်းတွင် { $this } နှင့် အဆင့်များ၊ အဖြေများ အတူတူ ရှိသည်
grade-not-utf8 = UTF-8 စာသား မဟုတ်ပါ (byte { $byte })
grade-same-id = ကျောင်းသား id { $id } သည် { $files } ၏ id လည်း ဖြစ်သည်: ကျောင်းသား တစ်ဦး၊ အဖြေဖိုင် နှစ်ခုလား?
grade-note-extra = အဖြေ { $number }၊ သို့သော် သင်ခန်းစာတွင် မေးခွန်း { $questions } ခုသာ ရှိသည်: အမှတ်မပေးပါ
grade-note-no-such = မေးခွန်း { $key }၊ သို့သော် သင်ခန်းစာတွင် မေးခွန်း { $questions } ခုသာ ရှိသည်: အမှတ်မပေးပါ
grade-note-twice = မေးခွန်း { $question } ကို ထပ်ဖြေထားသည် (ပထမအကြိမ် စာကြောင်း { $first } တွင်): နောက်မှ ဖြေသော အဖြေကို အမှတ်ပေးသည်
grade-no-id-varying = `# id:` မပါပါ: သင်ခန်းစာ၏ ဘုတ်များသည် ကျောင်းသားအလိုက် ပြောင်းလဲသဖြင့် ဤအဖြေများကို ဆရာ၏ ဘုတ်များဖြင့် အမှတ်ပေးထားသည် (`lesson run --student ID` က ကျောင်းသားတစ်ဦးစီအား ၎င်း၏ ဘုတ်များကို ပေးသည်)
grade-not-graded-line = { $place }: အမှတ်မပေးရသေး: { $why }
grade-warning-line = { $place }: သတိပေးချက်: { $why }
grade-error-too-deep = ဖိုင်တွဲများ အဆင့် { $max } ထက် ပို၍ နက်နေသည်: အတန်း၏ အဖြေများ ပါသော ဖိုင်တွဲကို ပေးပါ
grade-error-too-many-files = ဖိုင် { $max } ခုထက် ပိုသည်: အတန်း၏ အဖြေများ ပါသော ဖိုင်တွဲကို ပေးပါ
grade-error-roster-needs-gradebook = `--roster` နှင့် `--column` သည် အမှတ်စာရင်း ပြုလုပ်ရန် ဖြစ်သည်: `--format moodle-csv` သို့မဟုတ် `canvas-csv` နှင့် တွဲသုံးပါ
grade-error-bom-needs-csv = `--bom` သည် CSV အတွက် ဖြစ်သည်: `--format csv`၊ `moodle-csv` သို့မဟုတ် `canvas-csv` နှင့် တွဲသုံးပါ
grade-error-lesson-false = မှားသော အချက်ကို ဖော်ပြသည့် သင်ခန်းစာဖြင့် အမှတ်မပေးပါ (`npuzzle lesson check` ကလည်း ထိုအတိုင်း ပြသည်)
grade-error-no-questions = သင်ခန်းစာတွင် အမှတ်ပေးရန် မေးခွန်း မရှိပါ
grade-error-variant-false = အမှတ်မပေးပါ: ကျောင်းသား `{ $id }` ၏ မူကွဲတွင် မှားသော အချက် ပါသည်
grade-error-none-graded = မည်သည့် အဖြေဖိုင်ကိုမျှ အမှတ်ပေး၍ မရပါ ({ $count } ခု အမှတ်မပေးရသေး)

## lesson check: one line per lesson, a course's table, the summaries.
check-mark-ok = ok
check-mark-fail = မအောင်
check-verified = { $file }: အဆင့် { $steps } ဆင့်၊ ဆိုချက် { $claims } ခုနှင့် မေးခွန်းအဖြေ { $quizzes } ခု စစ်ဆေးပြီး မှန်သည်
check-verified-with-variants = { $file }: အဆင့် { $steps } ဆင့်၊ ဆိုချက် { $claims } ခုနှင့် မေးခွန်းအဖြေ { $quizzes } ခု စစ်ဆေးပြီး မှန်သည်၊ နမူနာ ကျောင်းသား { $variants } ဦး ({ $ids }) ၏ မူကွဲများကိုလည်း စစ်ဆေးပြီး မှန်သည်
check-false = { $file }: ဆိုချက် { $total } ခုအနက် { $count } ခု မှားသည်
check-warning-line = { $file }: သတိပေးချက်: { $text }
check-nothing-checked = စစ်ဆေးစရာ မရှိပါ: သင်ခန်းစာတွင် `expect:` ဆိုချက် မရှိသလို မေးခွန်းလည်း မရှိပါ
check-course = သင်ရိုး: { $title }
check-col-file = ဖိုင်
check-col-steps = အဆင့်
check-col-claims = ဆိုချက်
check-col-warnings = သတိပေးချက်
check-col-errors = အမှား
check-col-result = ရလဒ်
check-result-malformed = ပုံစံမှား
check-result-ok = ok
check-result-false = မှားသော ဆိုချက်
check-passed = သင်ခန်းစာ { $count } ခုအနက် { $ok } ခု အောင်သည်
check-error-malformed = သင်ခန်းစာ { $total } ခုအနက် { $count } ခု ပုံစံမှားသည်: { $files }
check-error-problems = { $files } တွင် ပြဿနာ { $count } ခု

lesson-error-no-such-lesson = `{ $name }` အမည်ရှိ သင်ခန်းစာ မရှိပါ: `npuzzle lesson list` က ပါဝင်ပြီးသား သင်ခန်းစာများကို ပြသည်; ဖိုင်တစ်ခုကို ဖွင့်ရန် ၎င်း၏ လမ်းကြောင်းကို ပေးပါ
lesson-error-several-lessons = `{ $name }` သည် သင်ခန်းစာ အများအပြားကို ညွှန်းသည်: { $lessons }
lesson-error-no-such-lesson-in = { $dir } တွင် `{ $name }` အမည်ရှိ သင်ခန်းစာ မရှိပါ: `npuzzle lesson list --dir { $dir }` က ၎င်း၏ သင်ခန်းစာများကို ပြသည်
lesson-error-several-lessons-of = `{ $name }` သည် { $dir } ၏ သင်ခန်းစာ အများအပြားကို ညွှန်းသည်: { $lessons }
