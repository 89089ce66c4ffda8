### The leak finder of `lesson check` (answers given away before they are due) and its checks of a lesson's prose.
### Language: my. Area: leaks
##
## Burmese writes a count as noun, number, classifier (ပြောင်းပြန် 16 ခု,
## ရွှေ့ချက် 5 ချက်): the units below are the classifiers that follow a
## number of each kind; ခု, the general classifier, is left out of all but
## the inversions (it follows boards and nodes too).

## Numbers that are not counts.

leak-labels = အကွက်, အဆင့်, မေးခွန်း, ဥပမာ, သင်ခန်းစာ, အတန်း, တိုင်, အနက်, ပုံ, အကျယ်, အမြင့်, ဆုံမှတ်, ရွှေ့ချက်, ဥပမာ နံပါတ်
leak-name-after = puzzle
leak-node = ဆုံမှတ်
leak-number-words = သုည | မရှိ, တစ်, နှစ်, သုံး, လေး, ငါး, ခြောက်, ခုနစ်, ရှစ်, ကိုး, ဆယ်, ဆယ့်တစ်, ဆယ့်နှစ်
leak-negations = မဟုတ်, ဘယ်တော့မှ

leak-unit-inversions = ခု
leak-unit-moves = ချက်
leak-unit-nodes = ဆုံမှတ်
leak-unit-boards = ဘုတ်
leak-unit-tiles = ကွက်
leak-unit-times = ကြိမ်, ဆ

leak-solvable-yes = ဖြေရှင်းနိုင်သည်, ပန်းတိုင်သို့ ရောက်နိုင်သည်
leak-solvable-no = ဖြေရှင်း၍ မရ, ဖြေရှင်း၍မရ, ပန်းတိုင်သို့ မရောက်နိုင်
leak-admissible-yes = လက်ခံနိုင်သည်, ဘယ်တော့မှ ပိုမခန့်မှန်း
leak-admissible-no = လက်မခံနိုင်, ပိုခန့်မှန်းသည်
leak-consistent-yes = တသမတ်တည်း ဖြစ်သည်
leak-consistent-no = တသမတ်တည်း မဖြစ်, တသမတ်တည်း မဟုတ်

leak-prose = { $place } ၏ { $field } ရှိ { $found } သည် မေးခွန်း { $question } (အဆင့် { $step }) ၏ အဖြေကို ပေါက်ကြားစေသည်: ကျောင်းသား၏ စာရွက်တွင် မေးခွန်းအားလုံး တစ်ပြိုင်နက် ပါပြီး စာမျက်နှာက မေးခွန်းကို မဖြေမီ ဤစာသားကို ပြသည်။ ၎င်းကို မေးခွန်း၏ ရှင်းလင်းချက်တွင် သို့မဟုတ် ၎င်းကို တွက်သော အဆင့်၏ စာသားတွင် ရေးပါ၊ သို့မဟုတ် မေးခွန်းတစ်ခု ဖြစ်အောင် လုပ်ပါ။
leak-where-step = အဆင့် { $at } ({ $kind })
leak-where-lesson = သင်ခန်းစာ
leak-held = အဆင့် { $at } ({ $kind }) သည် မေးခွန်း { $question } (အဆင့် { $step }) ၏ အဖြေကို ပြသည်: ထိုမေးခွန်းကို မဖြေမချင်း ၎င်းကို ထိန်းထားပြီး ကျောင်းသား၏ စာရွက်မှ ချန်ထားသည်။ မေးခွန်း { $question } တွင် `reveals: { $id }` ဖြင့် ထိုသို့ ဖော်ပြပါ။
leak-held-no-id = အဆင့် { $at } ({ $kind }) သည် မေးခွန်း { $question } (အဆင့် { $step }) ၏ အဖြေကို ပြသည်: ထိုမေးခွန်းကို မဖြေမချင်း ၎င်းကို ထိန်းထားပြီး ကျောင်းသား၏ စာရွက်မှ ချန်ထားသည်။ ထိုသို့ ဖော်ပြပါ: အဆင့်ကို `id:` တစ်ခု ပေးပြီး မေးခွန်း { $question } ၏ `reveals:` တွင် ၎င်းကို အမည်ပေးပါ။
leak-held-next-to = အဆင့် { $at } ({ $kind }) သည် မေးခွန်း { $question } (အဆင့် { $step }) ၏ အဖြေကို ပြသည်: ထိုမေးခွန်းကို မဖြေမချင်း ၎င်းကို ထိန်းထားပြီး ကျောင်းသား၏ စာရွက်မှ ချန်ထားသည်။ ထိုသို့ ဖော်ပြပါ: မေးခွန်း { $question } ဖွင့်ပြသော အဆင့် { $revealed } ၏ နောက်တွင် ချက်ချင်း ရေးပါ။
leak-held-later = မေးခွန်း { $by } ဖွင့်ပြသော အဆင့် { $at } ({ $kind }) သည် မေးခွန်း { $question } (အဆင့် { $step }) ၏ အဖြေကိုလည်း ပြသည်: မေးခွန်း { $question } ကို မဖြေမချင်း ၎င်းကို ထိန်းထားသည်။ ထိုမေးခွန်းမှ ဖွင့်ပြပါ။
leak-in-question = မေးခွန်း { $by } (အဆင့် { $at }) သည် ၎င်း၏ ချဲ့ထွင်ပြီး ဆုံမှတ်များထဲတွင် မေးခွန်း { $question } (အဆင့် { $step }) ၏ အဖြေကို ပြသည်: ကျောင်းသား၏ စာရွက်တွင် မေးခွန်း နှစ်ခုစလုံး တစ်ပြိုင်နက် ပါသည်။ အခြားဘုတ် သို့မဟုတ် အခြား ရှာဖွေခြင်းအကြောင်း မေးပါ။

sheet-held = (တွက်ထားသော ရလဒ်သည် သင့်အဖြေ၏ နောက်တွင် လာမည်။)

definition-contradiction = { $place } ၏ { $field } ရှိ { $found } သည် { $term } ၏ အဓိပ္ပာယ်ဖွင့်ဆိုချက် (docs/src/definitions.md) နှင့် ဆန့်ကျင်သည်: { $rule }

definition-linear-conflict-term = linear conflict
definition-linear-conflict-names = linear conflict, linear-conflict, h5
definition-linear-conflict-wrong = အတွဲတိုင်းအတွက်, အတွဲတစ်တွဲစီအတွက်
definition-linear-conflict-exempt = ပိုခန့်မှန်း, အမှား, ချို့ယွင်း, linear-conflict-pairs, အတွဲအလိုက်
definition-linear-conflict-rule = linear conflict သည် ထိုမျဉ်း၏ အခြားအကွက်ကို ဖြတ်သွားခွင့်ပေးရန် ၎င်း၏ ပန်းတိုင်အတန်း သို့မဟုတ် တိုင်မှ ထွက်ရမည့် အကွက်တိုင်းအတွက် ရွှေ့ချက် 2 ချက် ပေါင်းသည် (မျဉ်းတစ်ခုစီအတွက်: ပန်းတိုင်မှာ ထိုမျဉ်းဖြစ်သော အကွက်များ နုတ် ၎င်းတို့အနက် ပန်းတိုင်အစီအစဉ်အတိုင်း ရှိပြီးသော အရှည်ဆုံးအစဉ်)၊ ပဋိပက္ခရှိသော အကွက်အတွဲတိုင်းအတွက် 2 မဟုတ်ပါ။
definition-misplaced-term = နေရာမမှန်သော အကွက်များ
definition-misplaced-names = နေရာမမှန်, misplaced, h1
definition-misplaced-wrong = အကွက်လွတ်ကို ရေတွက်, အကွက်လွတ် အပါအဝင်, အကွက်လွတ်ပါ
definition-misplaced-exempt = ချို့ယွင်း, with-blank, ပိုခန့်မှန်း, မူကွဲ, အမှား
definition-misplaced-rule = နေရာမမှန်သော အကွက်များသည် ၎င်းတို့၏ ပန်းတိုင်နေရာတွင် မရှိသော အကွက်များကို ရေတွက်သည်; အကွက်လွတ်ကို ဘယ်တော့မှ မရေတွက်ပါ။
definition-manhattan-term = မန်ဟက်တန် အကွာအဝေး
definition-manhattan-names = မန်ဟက်တန်, manhattan, h2
definition-manhattan-wrong = အကွက်လွတ်ကို ရေတွက်, အကွက်လွတ် အပါအဝင်, အကွက်လွတ်၏ အကွာအဝေး
definition-manhattan-exempt = ချို့ယွင်း, မူကွဲ, အမှား
definition-manhattan-rule = မန်ဟက်တန် အကွာအဝေးသည် အကွက်များ (အကွက်လွတ် ဘယ်တော့မှ မပါ) အပေါ်တွင် အကွက်၏ နေရာနှင့် ၎င်း၏ ပန်းတိုင်နေရာကြားရှိ အတန်းအကွာအဝေး ပေါင်း တိုင်အကွာအဝေး၏ ပေါင်းလဒ် ဖြစ်သည်။
definition-inversion-term = ပြောင်းပြန်
definition-inversion-names = ပြောင်းပြန်
definition-inversion-wrong = အကွက်လွတ်ကို ရေတွက်, အကွက်လွတ် အပါအဝင်, အကွက်လွတ်ပါ
definition-inversion-exempt = အမှား, ချို့ယွင်း
definition-inversion-rule = ပြောင်းပြန်ဆိုသည်မှာ ပန်းတိုင်၏ ဖတ်သည့်အစီအစဉ်တွင် ၎င်းတို့၏ အစီအစဉ်၏ ပြောင်းပြန် ရှိနေသော အကွက်အတွဲ ဖြစ်သည်; အကွက်လွတ်သည် ဘယ်တော့မှ ၎င်း၏ အစိတ်အပိုင်း မဟုတ်ပါ။
definition-invariant-term = မပြောင်းလဲတန်ဖိုး
definition-invariant-names = 15-puzzle, 4x4, အကျယ် စုံကိန်း, အကျယ် 4
definition-invariant-wrong = စုံလျှင် ဖြေရှင်းနိုင်, ပြောင်းပြန် တစ်ခုတည်းက ဆုံးဖြတ်, ပြောင်းပြန်အရေအတွက် တစ်ခုတည်းက ဆုံးဖြတ်
definition-invariant-exempt = အမှား, မှား, မမှန်, သင်ခန်းစာ, ဆိုသည်, ဘာမျှ
definition-invariant-rule = အကျယ် စုံကိန်း ဖြစ်သော ဘုတ်ပေါ်တွင် ပြောင်းပြန်၏ စုံ/မ တစ်ခုတည်းက ဘာမျှ မဆုံးဖြတ်ပါ: မပြောင်းလဲတန်ဖိုးမှာ ပြောင်းပြန် + ပန်းတိုင်၏ အကွက်လွတ်အတန်းသို့ အကွက်လွတ်၏ အတန်းအကွာအဝေး ၏ စုံ/မ ဖြစ်သည်။
