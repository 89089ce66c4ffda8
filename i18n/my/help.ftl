### Command-line help of every command (English comes from the clap definitions).
### Language: my. Area: help
# The English of every message is i18n/en/help.ftl (made from the
# definitions); keep flags, commands, examples and `code` as they are.

help-about = လျှောအကွက် ပဟေဠိ (sliding-tile puzzle) ၏ သင်္ချာကို လေ့လာပြီး စစ်ဆေးရန်
help-long-about =
    လျှောအကွက် ပဟေဠိ (8-puzzle, 15-puzzle, မည်သည့် WxH ဘုတ်မဆို) ၏ သင်္ချာကို လေ့လာပြီး စစ်ဆေးရန်: ပြောင်းပြန်အရေအတွက် (inversion count)၊ ဖြေရှင်းနိုင်မှု၊ ရွှေ့ချက်တိုင်းတွင် စုံ/မ (parity) သက်သေ၊ တည်ဆောက်ပြသော လျှော့ချနည်း၊ ရှာဖွေမှုများနှင့် သင်ခန်းစာများ။
help-after-help =
    စတင်ရန်:
      npuzzle explain "7 2 4/5 0 6/8 3 1"

    ထွက်ကုဒ် (exit code): 0 အဆင်ပြေ၊ 1 အနုတ်လက္ခဏာ ဆုံးဖြတ်ချက်ရှိသော မှန်ကန်သည့် run (ဖြေရှင်း၍ မရ၊ စစ်ဆေးချက် မအောင်၊ ကန့်သတ်ချက် ရောက်) သို့မဟုတ် Ctrl-C ဖြင့် ရပ်ထားသော အလုပ် (ဒုတိယ Ctrl-C က 130 ဖြင့် ချက်ချင်း ထွက်သည်)၊ 2 အသုံးပြုပုံ သို့မဟုတ် ထည့်သွင်းချက် မှား၊ 3 အတွင်းပိုင်း အမှား (သို့မဟုတ် standard output သို့ ရေး၍ မရ)။
help-arg-color = အရောင် မည်သည့်အခါ သုံးမည် (help အပါအဝင်)။ auto: terminal ပေါ်တွင်၊ NO_COLOR သတ်မှတ်ထားခြင်း၊ CLICOLOR=0 သို့မဟုတ် TERM=dumb မဟုတ်လျှင်; CLICOLOR_FORCE=1 က terminal မဟုတ်လည်း ဖွင့်သည်
help-arg-quiet = standard error ပေါ်တွင် တိုးတက်မှုဘား သို့မဟုတ် အခြေအနေစာကြောင်း မပြပါ (standard error သည် terminal ဖြစ်မှသာ ဆွဲသည်)
help-arg-version-json = --version နှင့်အတူ: ဗားရှင်း၊ commit၊ ရက်စွဲ၊ target၊ feature များနှင့် compiler ကို JSON အဖြစ်၊ ချွတ်ယွင်းချက် အစီရင်ခံစာ (bug report) အတွက်
help-arg-lang = ကိရိယာ၏ စကားလုံးများ၏ ဘာသာစကား၊ ၎င်း၏ ကုဒ်ဖြင့်။ မပေးလျှင် LANGUAGE စာရင်းတွင် ကိရိယာ ပြောနိုင်သော ပထမဘာသာ၊ မရှိလျှင် locale (LC_ALL, LC_MESSAGES, LANG) ၏ ဘာသာ၊ မရှိလျှင် အင်္ဂလိပ်။ JSON၊ DOT၊ Mermaid နှင့် SVG identifier များနှင့် ထွက်ကုဒ်များသည် ဘာသာစကားတိုင်းတွင် တူသည်
help-explain-about = ဘုတ်တစ်ခု၏ အပြည့်အစုံ ရှင်းလင်းချက်: ဇယားကွက်၊ ပြောင်းပြန်ဇယား၊ ဆုံးဖြတ်ချက်
help-explain-after-help =
    ဥပမာများ:
      npuzzle explain "7 2 4/5 0 6/8 3 1"
      npuzzle explain "2 8 3/1 6 4/7 0 5" --goal snail
help-explain-arg-board = ဘုတ်: `7 2 4/5 0 6/8 3 1`, `7,2,4,5,0,6,8,3,1`, `724506831`, standard input အတွက် `-`, ဖိုင်အတွက် `@FILE`။ အကွက်လွတ်မှာ 0၊ _ သို့မဟုတ် . (အစက်) ဖြစ်သည်
help-explain-arg-size = အကျယ် x အမြင့်၊ စတုရန်းမဟုတ်သော စာရင်းတန်းများအတွက် (ဥပမာ 4x3)
help-explain-arg-goal = ပန်းတိုင်: blank-last (1..n ပြီးမှ အကွက်လွတ်၊ ပုံသေ)၊ blank-first (0,1,..,n: AIMA, Korf)၊ snail (ခရုပတ် ပန်းတိုင်)၊ သို့မဟုတ် ဘုတ်တစ်ခု
help-explain-arg-moves = ဤရွှေ့ချက်များ (U/D/L/R သို့မဟုတ် အကွက်နံပါတ်များ) ကိုလည်း `npuzzle trace` ကဲ့သို့ ရွှေ့ချက်တိုင်းတွင် စုံ/မ သက်သေဖြင့် ခြေရာခံပါ
help-explain-arg-max-nodes = အကောင်းဆုံး ရှာဖွေမှု၏ ဘတ်ဂျက်၊ ထုတ်ပေးသော ဆုံမှတ် (node) အရေအတွက်ဖြင့် (ပုံသေ 200,000,000၊ စက္ကန့်အနည်းငယ်); ကျော်လျှင် ပြသော ဖြေရှင်းချက်မှာ စံလျှော့ချနည်း ဖြစ်ပြီး အကောင်းဆုံး မဟုတ်ဟု မှတ်ထားသည်။ အချိန်မဟုတ်ဘဲ ဆုံမှတ်ဘတ်ဂျက် ဖြစ်သဖြင့် ဘုတ်တစ်ခုသည် မည်သည့်စက်တွင်မဆို အဖြေတူ ရသည်
help-explain-arg-json = --format json ၏ အတိုကောက်
help-explain-arg-format = ထွက်ပုံစံ
help-inversions-about = ပြောင်းပြန် (inversion) များကို အကွက်တစ်ခုချင်း ရေတွက်ရန်
help-inversions-after-help =
    ဥပမာများ:
      npuzzle inversions "7 2 4/5 0 6/8 3 1"
      npuzzle inversions 724506831 --claim 16
      npuzzle inversions 724506831 --claim 6,1,2,2,2,2,1,0
      npuzzle inversions "2 8 3/1 6 4/7 0 5" --goal snail
      echo "7 2 4 5 0 6 8 3 1" | npuzzle inversions - --json
help-inversions-arg-board = { help-explain-arg-board }
help-inversions-arg-size = { help-explain-arg-size }
help-inversions-arg-goal = { help-explain-arg-goal }
help-inversions-arg-claim = အရေအတွက်ကို စစ်ရန်: စုစုပေါင်း (`16`) သို့မဟုတ် ဖတ်သည့်အစီအစဉ်အတိုင်း အကွက်တစ်ခုလျှင် အရေအတွက်တစ်ခု (`6,1,2,2,2,2,1,0`)။ ဆိုချက် မှားလျှင် 1 ဖြင့် ထွက်သည်
help-inversions-arg-json = { help-explain-arg-json }
help-inversions-arg-format = { help-explain-arg-format }
help-solvable-about = ဘုတ်သည် ၎င်း၏ ပန်းတိုင်သို့ ရောက်နိုင်မနိုင် ဆုံးဖြတ်ပြီး အကြောင်းရင်းကို ပြရန်။ ဖြေရှင်းနိုင်လျှင် 0၊ မရလျှင် 1 ဖြင့် ထွက်သည်
help-solvable-after-help =
    ဥပမာများ:
      npuzzle solvable "7 2 4/5 0 6/8 3 1"
      npuzzle solvable "1 2 3 4/5 6 7 8/9 10 11 12/13 15 14 0"   # Sam Loyd ၏ 14-15 ပဟေဠိ
      npuzzle solvable 812043765 --goal blank-first
      npuzzle solvable "1 2 3 4/5 6 7 8/9 10 11 0/13 14 15 12"   # ပြောင်းပြန် 3 ခု (မ) ဖြစ်သော်လည်း ဖြေရှင်းနိုင်သည်: မြန်မာ သင်ခန်းစာ၏ စည်းမျဉ်း 4x4 တွင် မှားသည်
      npuzzle solvable 3021 --size 4x1   # ပါးလွှာသော ဘုတ်: အကွက်များ၏ အစီအစဉ်သာ အရေးပါသည်
      npuzzle solvable 724506831 --json
help-solvable-arg-board = { help-explain-arg-board }
help-solvable-arg-size = { help-explain-arg-size }
help-solvable-arg-goal = { help-explain-arg-goal }
help-solvable-arg-json = { help-explain-arg-json }
help-solvable-arg-format = { help-explain-arg-format }
help-reduce-about = ဘုတ်ကို တရားဝင် ရွှေ့ချက်များဖြင့် ၎င်း၏ အမျိုးအစား၏ စံဘုတ်သို့ ပို့ရန်: ပန်းတိုင် (စုံအမျိုးအစား) သို့မဟုတ် ပထမအကွက်နှစ်ခု လဲထားသော ပန်းတိုင် (မအမျိုးအစား)။ ပစ်မှတ်ကို ပထမရွှေ့ချက်မတိုင်မီ စုံ/မ မှ ကြိုတင်ခန့်မှန်းပြီး ရွှေ့ချက်စဉ်တစ်ခုလုံးကို မပြမီ ပြန်ရွှေ့၍ စစ်ဆေးသည်
help-connect-about = FROM မှ TO သို့ တရားဝင် ရွှေ့ချက်စဉ်ကို ရှာရန်: နှစ်ခုလုံးကို ၎င်းတို့၏ စံဘုတ်သို့ လျှော့ချ၊ FROM ၏ လျှော့ချမှုကို လိုက်ပြီး TO ၏ လျှော့ချမှုကို နောက်ပြန်လိုက်၊ ရှေ့နောက် ရွှေ့ချက်များကို ဖျက်သည်။ အမျိုးအစားမတူသော ဘုတ်များ: 1 ဖြင့် ထွက်ပြီး မတူသော စံဘုတ်နှစ်ခုကို သက်သေအဖြစ် ပြသည်
help-verify-about = ဘုတ်ငယ် (အကွက် အများဆုံး 12) ၏ စီစဉ်မှုတိုင်းကို ပန်းတိုင်မှ အကျယ်ဦးစား ရှာဖွေပြီး သီအိုရီနှင့် နှိုင်းယှဉ်ရန်: စီစဉ်မှုများ၏ တစ်ဝက်အတိအကျ (W·H)!/2 သို့ ရောက်နိုင်ပြီး ၎င်းတို့မှာ စုံ/မ စည်းမျဉ်းက ဖြေရှင်းနိုင်သည်ဟု ဆိုသော စီစဉ်မှုများ အတိအကျ ဖြစ်သည်။ အကွာအဝေးတစ်ခုစီရှိ ဘုတ်အရေအတွက်ကို ပြသည်
help-solve-about = ဖြေရှင်းချက်ကို ရှာရန်; လမ်းကြောင်း၊ အရေအတွက်များနှင့် ၎င်းတို့၏ အဓိပ္ပာယ်ကို ပြသည်
help-tree-about = ရှာဖွေမှုသစ်ပင်ကို ဆွဲရန်: ထုတ်ပေးခဲ့သော ဆုံမှတ်တိုင်းကို ၎င်း၏ နံပါတ်၊ ရွှေ့ချက်၊ အနက်၊ g/h/f၊ ဘုတ်နှင့် ရလဒ်ဖြင့်; ဖြေရှင်းချက်လမ်းကြောင်းကို အသားပေးပြ
help-compare-about = ဘုတ်တစ်ခုပေါ်တွင် algorithm အများအပြားကို run ပြီး ၎င်းတို့ လုပ်ခဲ့သည်များကို နှိုင်းယှဉ်ရန်
help-trace-about = ရွှေ့ချက်တိုင်းတွင် စုံ/မ သက်သေ: ကျော်ခံရသော အကွက်များ၊ Δပြောင်းပြန်၊ မပြောင်းလဲတန်ဖိုး
help-trace-long-about =
    ရွှေ့ချက်တိုင်းတွင် စုံ/မ သက်သေ: ကျော်ခံရသော အကွက်များ၊ Δပြောင်းပြန်၊ မပြောင်းလဲတန်ဖိုး (invariant)။

    ရွှေ့ချက်များကို ရွှေ့ပြီး တစ်ခုစီအတွက် ရွှေ့သော အကွက်က ဖတ်သည့်အစီအစဉ်တွင် မည်သည့်အကွက်များကို ကျော်သည်၊ အတွဲတစ်ခုစီ၏ ပြောင်းပြန် မည်သို့ ပြောင်းသည်၊ ဤအကျယ်အတွက် မပြောင်းလဲတန်ဖိုးသည် ၎င်း၏ စုံ/မ ကို ဘာကြောင့် ထိန်းထားသည်ကို ပြသည်။ မရွှေ့နိုင်သော ရွှေ့ချက်တွင် 2 ဖြင့် ထွက်သည် (ထိုအထိ ခြေရာခံချက်ကို အရင် ပြသည်)။
help-trace-after-help =
    ရွှေ့ချက်များ: U, D, L, R = အကွက်လွတ် သွားသည့် ဦးတည်ရာ (စာလုံးကြီးငယ် မခွဲ; space နှင့် ကော်မာ လျစ်လျူရှု)၊ သို့မဟုတ် လျှောသော အကွက်များ၏ နံပါတ် (`2 7 5`)။

    ဥပမာများ:
      npuzzle trace "7 2 4/5 0 6/8 3 1" ULDR
      npuzzle trace "7 2 4/5 0 6/8 3 1" "2 7 5"           # အကွက်နံပါတ်များ
      npuzzle trace "1 2 3 4/5 6 7 8/9 10 11 12/13 14 15 0" ULDR --compact
      npuzzle trace 724506831 ULDRUL --step           # ရွှေ့ချက်တိုင်းနောက် ခဏရပ်
      npuzzle trace 724506831 UL --json
help-trace-arg-board = { help-explain-arg-board }
help-trace-arg-size = { help-explain-arg-size }
help-trace-arg-goal = { help-explain-arg-goal }
help-trace-arg-moves = ရွှေ့ချက်များ: U/D/L/R စာလုံးများ (အကွက်လွတ်၏ ဦးတည်ရာ) သို့မဟုတ် အကွက်နံပါတ်များ
help-trace-arg-compact = ဇယားကွက်အစား ရွှေ့ချက်တစ်ခုလျှင် တစ်ကြောင်း
help-trace-arg-step = terminal ပေါ်တွင် ရွှေ့ချက်တိုင်းနောက် ခဏရပ် (Enter: ရှေ့သို့၊ b: နောက်သို့၊ q: ထွက်)
help-trace-arg-no-pause = --step ပါလျှင်ပင် မရပ်ပါ (အားလုံးကို ပြ)
help-trace-arg-max-moves = ခြေရာခံမည့် အများဆုံး ရွှေ့ချက်: ပိုရှည်သော စာရင်းကို မည်သည့်အရာမျှ မပြမီ ငြင်းသည် (ရွှေ့ချက်တစ်ခုစီ သက်သေတစ်ခု ပြသည်: 16x16 ဘုတ်ပေါ်ရှိ ရွှေ့ချက် 60,000 ချက်သည် 240 MB ခန့်)
help-trace-arg-json = { help-explain-arg-json }
help-trace-arg-format = { help-explain-arg-format }
help-random-about = ကျပန်းဘုတ်များ: ညီညီမျှမျှ၊ ကျပန်းလမ်းလျှောက်မှု၊ သို့မဟုတ် အကောင်းဆုံး အကွာအဝေး အတိအကျတွင်
help-play-about = terminal ထဲတွင် ပဟေဠိကို ကစားရန်၊ စုံ/မ သက်သေကို တိုက်ရိုက်ပြ၍
help-play-long-about =
    terminal ထဲတွင် ပဟေဠိကို ကစားရန်၊ စုံ/မ သက်သေကို တိုက်ရိုက်ပြ၍။

    မျက်နှာပြင်အပြည့် ဘုတ်: မြှားခလုတ်များ၊ hjkl၊ wasd သို့မဟုတ် အကွက်လွတ်ဘေးရှိ အကွက်ကို click ၍ ရွှေ့ပါ။ ရွှေ့ချက်တိုင်းနောက် panel တွင် ပြောင်းပြန်အရေအတွက်နှင့် ရွှေ့ချက်က ကျော်ခဲ့သော အကွက်များ၊ အကွက်လွတ်၏ အတန်း၊ မပြောင်းလဲတန်ဖိုးနှင့် ၎င်း၏ စုံ/မ ကို ပန်းတိုင်၏ဘေးတွင်၊ ဆုံးဖြတ်ချက်နှင့် ၎င်း၏ စည်းမျဉ်း၊ မန်ဟက်တန် အကွာအဝေး ကို ပြသည်; နောက်ဆုံးရွှေ့ချက်ကို `trace` ပြသကဲ့သို့ ပြသည်။ ပုံသေအားဖြင့် မြှားသည် ၎င်း၏ ဦးတည်ရာရှိ အကွက်ကို အကွက်လွတ်ထဲသို့ လျှောစေသည် (`--arrows tile`); `--arrows blank` က `trace` ၏ U/D/L/R စာလုံးများကဲ့သို့ အကွက်လွတ်ကို ရွှေ့သည်။ ထွက်သောအခါ ရွှေ့ချက်များကို `npuzzle trace BOARD MOVES` ပြန်ရွှေ့နိုင်သော U/D/L/R (အကွက်လွတ်၏ ရွှေ့ချက်) တစ်ကြောင်းအဖြစ် ပြသည်။
help-play-after-help =
    ခလုတ်များ: မြှား၊ h j k l သို့မဟုတ် w a s d ဖြင့် ရွှေ့; အကွက်လွတ်ဘေးရှိ အကွက်ကို click လျှင် လျှောသည်; u ပြန်ဖျက်၊ r ပြန်လုပ်၊ n ကျပန်းဘုတ်အသစ်၊ ? အရိပ်အမြွက် (အကောင်းဆုံး ဖြေရှင်းချက်၏ နောက်ရွှေ့ချက်နှင့် အကွာအဝေး; ? ထပ်နှိပ်: ရွှေ့ချက်တစ်ခုစီနောက် ခန့်မှန်းချက်)၊ x ဘုတ်ကို ဖြေရှင်း၍ မရဟု ကြေညာ (ကိရိယာက အတည်ပြု သို့မဟုတ် ချေပသည်)၊ o ဖြေရှင်းပြီးနောက် အကောင်းဆုံး ဖြေရှင်းချက်ကို ပြန်ပြ၊ q (သို့မဟုတ် Ctrl-C) ထွက်။

    အရိပ်အမြွက်များသည် 4x4 အထိ တိကျသည် (3x3 အထိ အကျယ်ဦးစား ရှာဖွေခြင်း၊ 4x4 တွင် ပထမအကြိမ် သုံးစဉ် တည်ဆောက်သော 15-ပဟေဠိ၏ ပုံစံဒေတာဘေ့စ်များဖြင့် IDA*)၊ 5x5 တွင် ဒေတာဘေ့စ်များ တည်ဆောက်ပြီးမှ; အခြားအခါ အောက်ခြေကန့်သတ်ချက် ဖြစ်ပြီး ထိုသို့ မှတ်ထားသည်။

    terminal လိုသည်; script ဖြင့် ရွှေ့ရန် `npuzzle trace BOARD MOVES` ကို သုံးပါ။

    ဥပမာများ:
      npuzzle play                          # ဖြေရှင်းနိုင်သော ကျပန်း 3x3 ဘုတ်
      npuzzle play "7 2 4/5 0 6/8 3 1"
      npuzzle play --size 4x4 --distance 20 --seed 3
      npuzzle play --arrows blank --goal blank-first
      npuzzle play --practice               # ဖြေရှင်းနိုင်သလား။ မရလျှင် x
help-play-arg-board = ဘုတ် (`7 2 4/5 0 6/8 3 1`, `724506831`, `@FILE`); ပုံသေ: --size ၏ ဖြေရှင်းနိုင်သော ကျပန်းဘုတ်
help-play-arg-size = ကျပန်းဘုတ် (ပုံသေ 3x3) သို့မဟုတ် စာရင်းတန်း BOARD ၏ အကျယ် x အမြင့်
help-play-arg-goal = { help-explain-arg-goal }
help-play-arg-seed = seed: seed တူလျှင် ဘုတ်တူ ရသည် (ပုံသေ: နာရီမှ)
help-play-arg-moves = ယခင်ရွှေ့ချက်ကို ဘယ်တော့မှ ပြန်မဖျက်ဘဲ ပန်းတိုင်မှ ရွှေ့ချက် N ချက် ကျပန်းလမ်းလျှောက်မှု
help-play-arg-distance = ပန်းတိုင်သို့ အကောင်းဆုံး အကွာအဝေး ရွှေ့ချက် D ချက် အတိအကျရှိသော ဘုတ်များ
help-play-arg-arrows = မြှားက ဘာကို ရွှေ့မည်: အကွက်ကို အကွက်လွတ်ထဲသို့၊ သို့မဟုတ် အကွက်လွတ်ကို
help-play-arg-practice = ဖြေရှင်း၍မရသော ဘုတ်များကို ကြေညာရန် လေ့ကျင့်ခြင်း: ကျပန်းဘုတ်များသည် တစ်ဝက်စီ ဖြေရှင်းနိုင်သည် သို့မဟုတ် မရ၊ x သို့မဟုတ် အနိုင်ရသည်အထိ ဘေးကွက်က ဆုံးဖြတ်ချက်ကို ဖုံးထားသည် (? ကလည်း အရိပ်အမြွက် မပေး); p ဖြင့် ဖွင့်/ပိတ်
help-play-arg-arrows-value-tile = အကွက်သည် မြှား၏ ဦးတည်ရာသို့ (အကွက်လွတ်ထဲသို့) လျှောသည်
help-play-arg-arrows-value-blank = အကွက်လွတ်သည် မြှား၏ ဦးတည်ရာသို့ သွားသည် (`trace` တွင်ကဲ့သို့ U/D/L/R)
help-completions-about = shell completion script ကို ပြရန်
help-pdb-about = အကောင်းဆုံး ဖြေရှင်းရန် ပုံစံဒေတာဘေ့စ်များ (pattern databases) (4x4 ပန်းတိုင်များ၊ `build --size 5x5` ဖြင့် 5x5 ဇယားများ): $XDG_CACHE_HOME/npuzzle (မရှိလျှင် စနစ်၏ cache ဖိုင်တွဲ: Linux တွင် ~/.cache/npuzzle) ရှိ cache ကို `status` (ပြ)၊ `build` (တည်ဆောက်) သို့မဟုတ် `clear` (ရှင်း)
help-heuristics-about = ခန့်မှန်းဖန်ရှင်များ (heuristics): တိကျသော အကွာအဝေးများနှင့် စိစစ်ချက်
help-experiment-about = စမ်းသပ်ချက်များ: ကျပန်းဘုတ်များစွာပေါ်တွင် တိုင်းတာသော ရှာဖွေမှုကုန်ကျမှု
help-man-about = manual page ကို ပြရန်၊ သို့မဟုတ် command တစ်ခုလျှင် စာမျက်နှာတစ်ခုကို directory ထဲ ရေးရန်
help-explorer-about = စူးစမ်းရှာဖွေရေး စာမျက်နှာ (explorer): မည်သည့်ဘုတ်မဆို၊ ၎င်း၏ သက်သေပြချက်၊ ကစားနည်းတစ်ခုနှင့် ရှာဖွေမှုများ
help-lesson-about = သင်ခန်းစာများ: ပါဝင်ပြီးသား သင်ရိုး သို့မဟုတ် ဆရာ၏ YAML ဖိုင်ကို တစ်ဆင့်ချင်း လေ့လာရန်; သင်ခန်းစာ ဆိုထားသော အချက်တိုင်း မှန်ကြောင်း စစ်ရန်
help-lesson-after-help =
    ဥပမာများ:
      npuzzle lesson list
      npuzzle lesson run 01-counting-inversions
      npuzzle lesson run lessons/05-bfs-vs-ordered.yaml --format markdown > handout.md
      npuzzle lesson check lessons/*.yaml
      npuzzle lesson new > my-lesson.yaml
      npuzzle lesson export --dir my-course --out site --handout

    သင်ခန်းစာ ပုံစံကို lessons/README.md တွင် ရှင်းပြထားသည်။
help-lesson-list-about = ပါဝင်ပြီးသား သင်ခန်းစာများ (နှင့် --dir ရှိ သင်ခန်းစာများ) ၎င်းတို့၏ ခေါင်းစဉ်များဖြင့်
help-lesson-list-after-help =
    ဥပမာများ:
      npuzzle lesson list
      npuzzle lesson list --dir my-course --format json
help-lesson-list-arg-dir = ဤသင်ရိုး directory ၏ သင်ခန်းစာများ (၎င်း၏ *.yaml ဖိုင်များ၊ course.yaml ရှိလျှင် ၎င်း၏ အစီအစဉ်အတိုင်း) ကိုလည်း ပြပါ
help-lesson-list-arg-json = { help-explain-arg-json }
help-lesson-check-about = သင်ခန်းစာများကို စစ်ရန်: ဖတ်၊ အဆင့်တိုင်းကို run၊ `expect:` တိုင်းနှင့် မေးခွန်းအဖြေတိုင်းကို အတည်ပြုသည်။ ဖိုင်တစ်ခု၏ ပြဿနာတိုင်းနှင့် သင်ရိုး directory ၏ သင်ခန်းစာတိုင်းကို ပြသည်။ အားလုံး မှန်လျှင် 0၊ ဆိုချက်တစ်ခု မှားလျှင် 1၊ ဖိုင်ပုံစံ မှားလျှင် 2 ဖြင့် ထွက်သည်
help-lesson-check-after-help =
    ဥပမာများ:
      npuzzle lesson check lessons/*.yaml
      npuzzle lesson check my-course/
      npuzzle lesson check my-lesson.yaml --format json

    directory တစ်ခုသည် သင်ရိုးတစ်ခု ဖြစ်သည်: ၎င်း၏ သင်ခန်းစာအားလုံးကို (course.yaml ရှိလျှင် ၎င်း၏ အစီအစဉ်အတိုင်း) စစ်ပြီး အနှစ်ချုပ်ဇယားကို ပြသည်။

    သင်ခန်းစာတိုင်းတွင် အလုပ်ဘတ်ဂျက် ရှိသည် (ပုံသေ 150,000,000 ယူနစ်: ရှာဖွေမှုဆုံမှတ် သို့မဟုတ် သွားရောက်သော အခြေအနေ တစ်ခုလျှင် တစ်ယူနစ်ခန့်၊ မည်သည့်အရာမျှ မ run မီ အဆင့်တစ်ခုစီ၏ ကန့်သတ်ချက်မှ ခန့်မှန်းသည်); ကျော်သော သင်ခန်းစာကို ဘတ်ဂျက်ကုန်သော အဆင့်ကို ဖော်ပြ၍ ငြင်းသည်။
help-lesson-check-arg-files = သင်ခန်းစာဖိုင်များ၊ သင်ရိုး directory များ သို့မဟုတ် ပါဝင်ပြီးသား သင်ခန်းစာအမည်များ; `-` က standard input မှ သင်ခန်းစာကို ဖတ်သည်
help-lesson-check-arg-json = { help-explain-arg-json }
help-lesson-check-arg-budget = သင်ခန်းစာတစ်ခုစီ၏ အလုပ်ဘတ်ဂျက်၊ အလုပ်ယူနစ်ဖြင့်
help-lesson-check-arg-strict = မေးခွန်း၏ အဖြေသည် မေးခွန်းမတိုင်မီ မျက်နှာပြင်ပေါ်တွင် ရှိနေလျှင် 1 ဖြင့် ထွက်သည် (မဟုတ်လျှင် သတိပေးချက်)
help-lesson-new-about = `lesson check` အောင်သော မှတ်ချက်ပါ သင်ခန်းစာ ပုံစံခွက်ကို ပြရန်
help-lesson-new-after-help =
    ဥပမာ:
      npuzzle lesson new > my-lesson.yaml && npuzzle lesson check my-lesson.yaml
help-lesson-schema-about = သင်ခန်းစာပုံစံ၏ JSON Schema ကို ပြရန် (lessons/lesson.schema.json တွင် ပါသော မိတ္တူသည် ဤထွက်ရှိချက် ဖြစ်သည်)
help-lesson-schema-after-help =
    ဥပမာများ:
      npuzzle lesson schema > my-course/lesson.schema.json
      npuzzle lesson schema > lessons/lesson.schema.json   # ပါသော မိတ္တူကို ပြန်ထုတ်

    `npuzzle lesson new` သည် သင်ခန်းစာကို modeline
      # yaml-language-server: $schema=lesson.schema.json
    ဖြင့် စသည်၊ ၎င်းက YAML editor များ (VS Code, Neovim, Helix) ကို ဘေးရှိ schema သို့ ညွှန်သည်; lessons/README.md က ၎င်းတို့ကို မည်သို့ ပြင်ဆင်ရမည်ကို ဆိုသည်။
help-lesson-grade-about = အတန်းကို အမှတ်ပေးရန်: ကျောင်းသားတစ်ဦးလျှင် အဖြေဖိုင်တစ်ခု (`lesson run --answers` နှင့် `--save-answers` ၏ ပုံစံ; ကျောင်းသားမှာ ဖိုင်၏ `# name:`၊ မရှိလျှင် ကျောင်းသားတစ်ဦးချင်း၏ ဖိုင်တွဲ၊ မရှိလျှင် ဖိုင်အမည် ဖြစ်သည်)၊ သို့မဟုတ် ၎င်းတို့၏ ဖိုင်တွဲများ
help-lesson-grade-after-help =
    ဥပမာများ:
      npuzzle lesson grade 01 answers/
      npuzzle lesson grade my-lesson.yaml ada.txt bob.txt --format csv > grades.csv
      npuzzle lesson grade parity --dir my-course answers/ --json
      npuzzle lesson grade 01 answers/ --format moodle-csv --roster roster.csv --bom > moodle.csv

    အဖြေဖိုင်တွင် မေးခွန်းတစ်ခုလျှင် တစ်ကြောင်း ရှိပြီး `lesson run --handout` တွင်ကဲ့သို့ နံပါတ်တပ်ထားသည် (မေးခွန်းနှင့် လေ့ကျင့်ခန်း အတူတူ)။ အဖြေတစ်ခုသည် ဖိုင်က ဖော်ပြသော မေးခွန်းသို့ သွားသည် (ရှေ့စာကြောင်းတွင် `# Question N`၊ စာမျက်နှာနှင့် --save-answers ရေးသကဲ့သို့၊ သို့မဟုတ် ၎င်း၏ရှေ့တွင် `N.`, `N)`, `N:`, `QN:`)၊ မဟုတ်လျှင် အစီအစဉ်အတိုင်း နောက်မေးခွန်းသို့ သွားသည်၊ နံပါတ်မပါသော ဖိုင်တွင် အဖြေနှစ်ခုကြားရှိ စာကြောင်းလွတ်သည် မဖြေထားသော မေးခွန်း ဖြစ်သည်။ `-` က မေးခွန်းကို မဖြေဘဲ ထားသည်; မှတ်ချက်သည် `#` နောက်တွင် ဂဏန်းမဟုတ်သော မည်သည့်အရာမဆို ဖြစ်သည် (`#3` သည် အဖြေ: ဆုံမှတ် တစ်ခု); `# name: NAME` က ကျောင်းသားကို အမည်ပေးသည်; `# lesson: ID (HASH)` က သင်ခန်းစာကို အမည်ပေးပြီး အခြားသင်ခန်းစာ၏ အဖြေများကို အမှတ်မပေးပါ။ အမှတ်များ: ok မှန်၊ x မှား၊ ? ပုံစံမမှန် (မျှော်မှန်းသော ပုံစံ၏ အဖြေ မဟုတ်၊ အကြောင်းရင်းနှင့်)၊ - အဖြေမရှိ၊ s မဖြေမီ အဖြေပြခဲ့သည်။ ဖိုင်တိုင်းသည် ပုံစံတိုင်းတွင် အတန်းတစ်ခု ဖြစ်သည်၊ အမှတ်ပေး၍ မရသော ဖိုင်ကို ၎င်း၏ ပြဿနာနှင့်အတူ၊ သတိပေးချက်များက ဆုံးဖြတ်ခဲ့သည်ကို ပြောသည် (စာကြောင်း ပိုနေခြင်း၊ ရွှေ့သွားဖွယ်ရှိခြင်း၊ ကျောင်းသားအမည် နှစ်ခါ)။ ဖိုင်တွဲများကို အတွင်းထိ ရှာသည် (Moodle နှင့် Google Drive က ဒေါင်းလုဒ်လုပ်သကဲ့သို့ ကျောင်းသားတစ်ဦးချင်း၏ ဖိုင်တွဲများ)။ ဖိုင်တစ်ခု အနည်းဆုံး အမှတ်ပေးနိုင်လျှင် 0၊ တစ်ခုမျှ မရလျှင် 2 ဖြင့် ထွက်သည်။

    အမှတ်စာရင်း: --format moodle-csv သို့မဟုတ် canvas-csv သည် Moodle ၏ "Import grades from CSV" သို့မဟုတ် Canvas ၏ အမှတ်စာရင်း တင်သွင်းခြင်းအတွက် ကျောင်းသားတစ်ဦးလျှင် တစ်တန်း ရေးသည် (စာရွက်စာတမ်း: class.md)၊ ကျောင်းသား၏ id ဖြင့် ကိုက်ညီစေသည်: ဖိုင်၏ `# id: ID` (`lesson run --student-id` နှင့် စာမျက်နှာ၏ ကျောင်းသားနံပါတ် အကွက် ရေးသည့်အတိုင်း)၊ မရှိလျှင် ကျောင်းသား၏ အမည်ပါသော --roster စာကြောင်း။ ဖိုင်မရှိသော စာရင်းဝင် ကျောင်းသားများသည် အမှတ်မပါသော တန်းများ ဖြစ်သည်၊ id မပါသော ဖိုင်ကို ချန်ထားပြီး ပြောပြသည်၊ id တစ်ခုတည်းရှိသော ဖိုင်နှစ်ခု သို့မဟုတ် id အလွတ်၊ ထပ်နေသော သို့မဟုတ် ပုံနှိပ်၍မရသော id ပါသည့် စာရင်းသည် အမှားဖြစ်သည် (ထွက်ကုဒ် 2)။ spreadsheet က ဖော်မြူလာအဖြစ် လုပ်ဆောင်မည့် အမည်များ (= + - @ ဖြင့် စသည်) ရှေ့တွင် ' ထည့်သည်။ --bom သည် Excel အတွက် CSV ၏ အစတွင် UTF-8 byte-order mark ထည့်သည်။
help-lesson-grade-arg-lesson = ပါဝင်ပြီးသား သင်ခန်းစာအမည်၊ သင်ခန်းစာဖိုင်၊ သို့မဟုတ် (--dir ဖြင့်) သင်ရိုး၏ သင်ခန်းစာ
help-lesson-grade-arg-answers = အဖြေဖိုင်များ သို့မဟုတ် ၎င်းတို့၏ ဖိုင်တွဲများ (အတွင်းထိ ရှာသည်: ကျောင်းသားတစ်ဦးချင်း၏ ဖိုင်တွဲများလည်း)
help-lesson-grade-arg-dir = ဤသင်ရိုး directory ၏ သင်ခန်းစာများထဲမှ LESSON ကို ရှာပါ
help-lesson-grade-arg-json = { help-explain-arg-json }
help-lesson-grade-arg-roster = --format moodle-csv သို့မဟုတ် canvas-csv နှင့်: အတန်းစာရင်း၊ `id,name` စာကြောင်းများပါသော CSV၊ `# id:` မပါသော ဖိုင်၏ id ကို ကျောင်းသားအမည်ဖြင့် ပေးပြီး ဖိုင်မရှိသော ကျောင်းသားများသည် အမှတ်မပါသော တန်းများ ဖြစ်သည်
help-lesson-grade-arg-column = --format moodle-csv သို့မဟုတ် canvas-csv နှင့်: အမှတ်ကော်လံ၏ ခေါင်းစဉ် (မူလ: သင်ခန်းစာ၏ ခေါင်းစဉ်)၊ Canvas တွင် `TITLE (ID)` သည် ထို id ၏ assignment ကို ဖြည့်သည်
help-lesson-grade-arg-bom = Excel က ဗီယက်နမ်၊ တရုတ်နှင့် မြန်မာ အမည်များကို မှန်ကန်စွာ ဖတ်နိုင်ရန် CSV ၏ အစတွင် UTF-8 byte-order mark ထည့်သည်
help-lesson-export-about = သင်ရိုး၏ စာမျက်နှာများ (--dir မပါလျှင် ပါဝင်ပြီးသား သင်ရိုး) ကို folder ထဲ ရေးရန်: သင်ခန်းစာတစ်ခုလျှင် စာမျက်နှာတစ်ခုနှင့် ၎င်းတို့ကို သင်ရိုးအစီအစဉ်အတိုင်း ချိတ်ထားသော index.html
help-lesson-export-after-help =
    ဥပမာများ:
      npuzzle lesson export --out site
      npuzzle lesson export --dir my-course --out site --handout --answer-key
      npuzzle lesson export --dir my-course --out site --force
      npuzzle lesson export --out site --scorm
      npuzzle lesson export --out site --qti
      npuzzle lesson export --out site --gift --moodle-xml

    ဖိုင်များ: index.html၊ သင်ခန်းစာတစ်ခုလျှင် NAME.html၊ --handout ဖြင့် NAME.handout.html (ဖိုင်ထဲ မည်သည့်နေရာတွင်မျှ အဖြေ မပါ)၊ --answer-key ဖြင့် NAME.key.html (အဖြေလွှာများကို ကျောင်းသားများ ဖွင့်နိုင်သည့်နေရာတွင် မထားပါနှင့်)၊ --scorm ဖြင့် NAME.zip (SCORM 1.2 package: အဖြေ၊ အမှတ်နှင့် အခြေအနေကို platform သို့ ပို့ပြီး ၎င်းမှ ဆက်လုပ်နိုင်သော interactive စာမျက်နှာ; Moodle သို့မဟုတ် Canvas တွင် SCORM activity အဖြစ် upload လုပ်ပါ)၊ --qti ဖြင့် NAME.qti.zip (သင်ခန်းစာ၏ မေးခွန်းများပါသော IMS QTI 1.2 package: Canvas ထဲသို့ "QTI .zip file" အဖြစ် import လုပ်ပါ; မှန်သောအဖြေ များစွာရှိသော မေးခွန်းများကို ချန်ထားပြီး stderr တွင် ဖော်ပြသည်)၊ --gift ဖြင့် NAME.gift.txt နှင့် --moodle-xml ဖြင့် NAME.moodle.xml (Moodle မေးခွန်းဘဏ်များ: Moodle ၏ Question bank၊ Import တွင် GIFT သို့မဟုတ် Moodle XML အဖြစ် import လုပ်ပါ; QTI package နှင့် မေးခွန်းများ အတူတူ)။ --students ဖြင့် ကျောင်းသားအလိုက် ပြောင်းလဲသော သင်ခန်းစာ၏ ကျောင်းသားတစ်ဦးစီ၏ ဖိုင်များသည် ဘေးတွင် NAME.ID.* ဖြစ်သည်။ သင်ခန်းစာတိုင်းကို အရင်စစ်သည်: ဖတ်၍မရသော သို့မဟုတ် မှားယွင်းသည့်အချက် ဆိုထားသော သင်ခန်းစာက မည်သည့်အရာမျှ မရေးမီ export ကို ရပ်စေသည်။ npuzzle မရေးခဲ့သော --out ထဲရှိ ဖိုင်ကို --force မပါဘဲ အစားမထိုးပါ။
help-lesson-export-arg-dir = သင်ရိုး directory (၎င်း၏ *.yaml သင်ခန်းစာများ၊ course.yaml ၏ အစီအစဉ်အတိုင်း); မပါလျှင် ပါဝင်ပြီးသား သင်ရိုး
help-lesson-export-arg-out = စာမျက်နှာများ ရေးမည့် folder (မရှိလျှင် ဖန်တီးသည်)
help-lesson-export-arg-handout = သင်ခန်းစာတစ်ခုစီ၏ ကျောင်းသားစာရွက် (NAME.handout.html) ကိုလည်း ရေးပါ
help-lesson-export-arg-answer-key = သင်ခန်းစာတစ်ခုစီ၏ အဖြေလွှာ (NAME.key.html) ကိုလည်း ရေးပါ
help-lesson-export-arg-scorm = သင်ခန်းစာတစ်ခုစီ၏ SCORM 1.2 package (NAME.zip) ကိုလည်း သင်ကြားရေး platform သို့ upload လုပ်ရန် ရေးပါ
help-lesson-export-arg-qti = သင်ခန်းစာတစ်ခုစီ၏ မေးခွန်းများကို Canvas ထဲသို့ import လုပ်ရန် IMS QTI 1.2 package (NAME.qti.zip) အဖြစ်လည်း ရေးပါ
help-lesson-export-arg-gift = သင်ခန်းစာတစ်ခုစီ၏ မေးခွန်းများကို GIFT ပုံစံ Moodle မေးခွန်းဘဏ် (NAME.gift.txt) အဖြစ်လည်း ရေးပါ
help-lesson-export-arg-moodle-xml = သင်ခန်းစာတစ်ခုစီ၏ မေးခွန်းများကို အရိပ်အမြွက်များပါသော Moodle XML ပုံစံ Moodle မေးခွန်းဘဏ် (NAME.moodle.xml) အဖြစ်လည်း ရေးပါ
help-lesson-export-arg-students = အတန်း စာရင်း (CSV, `id,name`, `lesson grade --roster` ဖတ်သကဲ့သို့ ဖတ်သည်): ကျောင်းသားအလိုက် ဘုတ် ပြောင်းလဲသော သင်ခန်းစာတိုင်းအတွက် ကျောင်းသားတစ်ဦးစီ၏ ကိုယ်ပိုင် စာမျက်နှာ၊ စာရွက်၊ အဖြေလွှာ၊ package နှင့် မေးခွန်းဘဏ်ကိုလည်း NAME.ID.html, NAME.ID.handout.html, NAME.ID.key.html, NAME.ID.zip, NAME.ID.qti.zip, NAME.ID.gift.txt, NAME.ID.moodle.xml အမည်ဖြင့် ရေးသည်
help-lesson-export-arg-force = npuzzle မရေးခဲ့သော --out ထဲရှိ ဖိုင်များကို အစားထိုးပါ
help-lesson-export-arg-budget = သင်ခန်းစာတစ်ခုစီ၏ အလုပ်ဘတ်ဂျက်၊ အလုပ်ယူနစ်ဖြင့် (`lesson check --help` ကို ကြည့်ပါ)
help-lesson-run-about = သင်ခန်းစာကို တစ်ဆင့်ချင်း လေ့လာရန်: မေးခွန်းတိုင်းကို ၎င်း၏ အဖြေမပြမီ မေးသည် (Enter: ရှေ့သို့၊ h သို့မဟုတ် ?: အရိပ်အမြွက်၊ s: အဖြေပြ၊ b: နောက်သို့၊ q: ရမှတ်နှင့် ထွက်)။ တိုးတက်မှုကို သိမ်းပြီး နောက် run က ဆက်သည်။ terminal မရှိလျှင် သို့မဟုတ် --no-pause ဖြင့် အားလုံးကို ပြသည်
help-lesson-run-after-help =
    ဥပမာများ:
      npuzzle lesson run 01-counting-inversions
      npuzzle lesson run 1
      npuzzle lesson run 01 --restart
      npuzzle lesson run 01 --no-pause
      npuzzle lesson run lessons/02-solvable-or-not.yaml --answers answers.txt
      npuzzle lesson run 01 --save-answers ada.txt
      npuzzle lesson run 05 --format markdown > instructor.md
      npuzzle lesson run 05 --handout > sheet.md
      npuzzle lesson run 05 --answer-key > key.md
      npuzzle lesson run 05 --handout --format html > sheet.html
      npuzzle lesson run 05 --answer-key --format html > key.html
      npuzzle lesson run 01 --format html --interactive > 01.html

    အဖြေဖိုင်တွင် မေးခွန်းတစ်ခုလျှင် တစ်ကြောင်း ရှိပြီး --handout တွင်ကဲ့သို့ နံပါတ်တပ်ထားသည် (မေးခွန်းနှင့် လေ့ကျင့်ခန်း အတူတူ; ဖိုင်ပေးသော နံပါတ် `# Question N`, `N.` သို့မဟုတ် `QN:` အလိုက်၊ မဟုတ်လျှင် အစီအစဉ်အတိုင်း; `-` က မေးခွန်းကို မဖြေဘဲ ထားသည်၊ `# name: NAME` က ကျောင်းသားကို အမည်ပေးသည်); `lesson grade` က ထိုဖိုင်များကိုပင် ဖတ်ပြီး ၎င်းလက်ခံသည်ကို အတိအကျ ပြောသည်။ --answers ဖြင့် လုပ်ဆောင်မှုသည် ရမှတ်ဖြင့် ပြီးဆုံးပြီး အဖြေတိုင်း မမှန်လျှင် 1 ဖြင့် ထွက်သည်။ --save-answers က အပြန်အလှန် လုပ်ဆောင်မှု၏ အဖြေများကို ထိုပုံစံဖြင့်၊ ကြိုးစားမှု၊ အရိပ်အမြွက်နှင့် ပြခဲ့သော အဖြေများနှင့်အတူ ရေးသည်; သင်ခန်းစာ သို့မဟုတ် ဤသင်ခန်းစာ၏ အဖြေများမဟုတ်သော ဖိုင်ကို ဘယ်တော့မှ အစားမထိုးပါ။

    တိုးတက်မှုကို $XDG_STATE_HOME/npuzzle/progress.json (မရှိလျှင် ~/.local/state/npuzzle/) တွင် သိမ်းသည်။
help-lesson-run-arg-no-pause = အဆင့်တိုင်းကို မရပ်ဘဲ ပြပါ (terminal မရှိလျှင် ပုံသေ)
help-lesson-run-arg-restart = အဆင့် 1 မှ စပြီး ဤသင်ခန်းစာ၏ သိမ်းထားသော အဖြေများကို မေ့ပါ
help-lesson-run-arg-from = ရပ်ခဲ့သည့်နေရာအစား ဤအဆင့် (1 မှ စရေတွက်) မှ စပါ
help-lesson-run-arg-show-claims = အဆင့်တိုင်းအောက်တွင် သင်ခန်းစာ၏ စစ်ဆေးပြီး ဆိုချက်များကို ပြပါ (ဆရာများအတွက်)
help-lesson-run-arg-answers = မေးခွန်းများအတွက် script အဖြေများ၊ တစ်ကြောင်းလျှင် တစ်ခု; ရမှတ်ကို ပြသည်
help-lesson-run-arg-save-answers = ဤအပြန်အလှန် (interactive) လုပ်ဆောင်မှု၏ အဖြေများကို FILE ထဲ၊ မေးခွန်းတစ်ခုလျှင် တစ်ကြောင်း (--answers နှင့် `lesson grade` ၏ ပုံစံ)၊ အဖြေတိုင်းနောက် ရေးပါ; သင်ခန်းစာဖိုင် သို့မဟုတ် ဤသင်ခန်းစာ၏ အဖြေများမဟုတ်သော ဖိုင်ကို ငြင်းပယ်သည်
help-lesson-run-arg-name = --save-answers ၏ ပထမစာကြောင်း (`# name:`) အတွက် ကျောင်းသား၏ အမည်
help-lesson-run-arg-student-id = --save-answers အတွက် ကျောင်းသား၏ id (`# id:`): အတန်း၏ သင်ယူမှု platform သိသော ကျောင်းသားနံပါတ်၊ username သို့မဟုတ် email လိပ်စာ (`lesson grade --format moodle-csv` က ၎င်းကို အမှတ်စာရင်းထဲ ထည့်သည်)
help-lesson-run-arg-student = ဤကျောင်းသား၏ သင်ခန်းစာ ပုံစံကွဲ: `vary: true` ဟု မှတ်ထားသော ဘုတ်များကို id မှ ထုတ်ယူသည် (id တူလျှင် မည်သည့် စက်တွင်မဆို ဘုတ်များ တူသည်); format အားလုံးတွင် (စာရွက်နှင့် အဖြေလွှာတွင် id ပါသည်၊ စာမျက်နှာက ၎င်းကို ပုံသေ ထားသည်၊ --save-answers က ၎င်းကို `# id:` အဖြစ် ရေးသည်)
help-lesson-run-arg-format = text: တစ်ဆင့်ချင်း; json: အဆင့်တစ်ခုစီ၏ တွက်ချက်ရလဒ်; markdown: အဆုံးတွင် မေးခွန်းအဖြေများပါသော လက်ကမ်းစာရွက်
help-lesson-run-arg-format-value-html = ဖတ်ရန်နှင့် ပုံနှိပ်ရန် ကိုယ်ပိုင်ပြည့်စုံသော HTML စာမျက်နှာတစ်ခု (ပြင်ပလိပ်စာ မပါ); --interactive ဖြင့် မေးပြီး စစ်ပေးသော စာမျက်နှာ
help-lesson-run-arg-format-value-gift = မေးခွန်းများကို Moodle GIFT မေးခွန်းဘဏ် (question bank) အဖြစ် (မှန်သောအဖြေ များစွာရှိသော မေးခွန်းများကို ချန်ထားပြီး ထိပ်တွင်နှင့် stderr တွင် စာရင်းပြသည်)
help-lesson-run-arg-format-value-moodle-xml = မေးခွန်းများကို Moodle XML အဖြစ် (numerical, truefalse, shortanswer, multichoice; အရိပ်အမြွက်နှင့် တုံ့ပြန်ချက်များ ပါဝင်)
help-lesson-run-arg-json = { help-explain-arg-json }
help-lesson-run-arg-handout = ကျောင်းသား၏ စာရွက် (Markdown၊ သို့မဟုတ် --format html ဖြင့် HTML): အဖြေရေးရန် စာကြောင်းလွတ်များနှင့် အရိပ်အမြွက်များပါသော မေးခွန်းများ; အဖြေ မပါ၊ ရှင်းလင်းချက် မပါ၊ အဖြေကို တွက်ပေးသော အဆင့် မပါ
help-lesson-run-arg-answer-key = အဖြေများသာ၊ --handout တွင်ကဲ့သို့ နံပါတ်တပ်ထားသည် (Markdown၊ သို့မဟုတ် --format html ဖြင့် ရှင်းလင်းချက်များပါသော HTML)
help-lesson-run-arg-interactive = --format html ဖြင့်: interactive စာမျက်နှာ (browser ထဲတွင် stepper ၏ တုံ့ပြန်ချက်၊ အရိပ်အမြွက်များဖြင့် မေးခွန်းများကို စစ်၊ တိုးတက်မှုကို သိမ်း၊ `lesson grade` အတွက် အဖြေများကို download)။ မပါလျှင် --format html သည် ဖတ်ရန်နှင့် ပုံနှိပ်ရန် static စာမျက်နှာ ဖြစ်သည်။ interactive စာမျက်နှာ၏ source ထဲတွင် အဖြေများ ပါသည်: အဖြေမပါသော စာရွက်အတွက် --handout ကို ပေးပါ
help-lesson-run-arg-dir = ဤသင်ရိုး directory ၏ သင်ခန်းစာများထဲမှ NAME ကို ရှာပါ
help-lesson-run-arg-budget = သင်ခန်းစာ၏ အလုပ်ဘတ်ဂျက်၊ အလုပ်ယူနစ်ဖြင့် (`lesson check --help` ကို ကြည့်ပါ)
help-lesson-run-arg-lesson = ပါဝင်ပြီးသား သင်ခန်းစာအမည် (သို့မဟုတ် `01` ကဲ့သို့ တစ်ခုတည်းသော ရှေ့ဆက်)၊ သို့မဟုတ် သင်ခန်းစာဖိုင်

help-reduce-after-help =
    ဥပမာများ:
      npuzzle reduce "8 6 7/2 5 4/3 0 1"
      npuzzle reduce "1 2 3/4 5 6/8 7 0" --goal blank-last
      npuzzle reduce 724506831 --step
      npuzzle reduce "@board16.txt" --compact
      npuzzle reduce "7 2 4/5 0 6/8 3 1" --format json

    ရွှေ့ချက်များကို အကွက်လွတ် သွားသော ဦးတည်ရာဖြင့် ခေါ်သည် (U, D, L, R)။ ဤနေရာတွင် ပုံသေ ပန်းတိုင်မှာ blank-first (0 1 2 ...) ဖြစ်သည်၊ တရုတ် ဘလော့ဂ်ကဲ့သို့; ၎င်း၏ စံဘုတ်များမှာ 0 1 2 3 ... (စုံအုပ်စု၊ ပြောင်းပြန် 0) နှင့် 0 2 1 3 ... (မအုပ်စု) ဖြစ်သည်။
help-reduce-arg-board = ဘုတ်: `7 2 4/5 0 6/8 3 1`, `724506831`, `-` (standard input), `@FILE`
help-reduce-arg-size = { help-explain-arg-size }
help-reduce-arg-goal = ပန်းတိုင်: blank-first (ဤနေရာတွင် ပုံသေ)၊ blank-last၊ snail၊ သို့မဟုတ် ဘုတ်တစ်ခု
help-reduce-arg-step = terminal ပေါ်တွင် အဆင့်တိုင်းနောက် ခဏရပ် (Enter: ရှေ့သို့၊ b: နောက်သို့၊ q: ထွက်)
help-reduce-arg-no-pause = --step နှင့်အတူ: မရပ်ဘဲ အားလုံးကို ပြပါ
help-reduce-arg-compact = အဆင့်တစ်ခုလျှင် တစ်ကြောင်း၊ ဇယားကွက် မဆွဲ (အကွက် 36 ထက်များလျှင် အလိုအလျောက်)
help-reduce-arg-json = { help-explain-arg-json }
help-reduce-arg-format = { help-explain-arg-format }
help-connect-after-help =
    ဥပမာများ:
      npuzzle connect "8 6 7/2 5 4/3 0 1" "6 4 7/8 5 0/3 2 1"
      npuzzle connect 123456780 123456708 --format json
      npuzzle connect "1 2 3/4 5 6/7 8 0" "1 2 3/4 5 6/8 7 0"   # အုပ်စုမတူ: ထွက်ကုဒ် 1

    ရွှေ့ချက်များကို အကွက်လွတ် သွားသော ဦးတည်ရာဖြင့် ခေါ်သည် (U, D, L, R)။ လမ်းကြောင်းသည် အတိုဆုံး မဟုတ်ပါ၊ စစ်ဆေးပြီးသား လမ်းကြောင်းတစ်ခုသာ ဖြစ်သည်။
help-connect-arg-from = စတင်မည့် ဘုတ်
help-connect-arg-to = ရောက်ရမည့် ဘုတ်
help-connect-arg-size = { help-explain-arg-size }
help-connect-arg-goal = လျှော့ချနည်းများ ဦးတည်သော စံဘုတ်များ၏ ပန်းတိုင်: blank-first (ဤနေရာတွင် ပုံသေ)၊ blank-last၊ snail၊ သို့မဟုတ် ဘုတ်တစ်ခု
help-connect-arg-json = { help-explain-arg-json }
help-connect-arg-format = { help-explain-arg-format }
help-verify-after-help =
    ဥပမာများ:
      npuzzle verify --size 3x3
      npuzzle verify --size 2x4 --goal blank-first --format json
      npuzzle verify --size 3x4        # အခြေအနေ 239,500,800: တစ်မိနစ်ခန့်၊ 460 MiB

    အခြေအနေများကို ဘုတ်အဖြစ် မဟုတ်ဘဲ permutation အဆင့် (rank) အဖြစ် တစ်ခုလျှင် တစ်ဘိုက်စီ ((W·H)! ဘိုက်) သိမ်းသည်။ အကွက် 11 နှင့်အထက် ဘုတ်များအတွက် တိုးတက်မှုကို standard error သို့ ပြသည်။
help-verify-arg-size = အကျယ် x အမြင့် (အများဆုံး အကွက် 12: 3x4, 4x3, 2x6, 6x2, 3x3, ...)
help-verify-arg-goal = { help-explain-arg-goal }
help-verify-arg-json = { help-explain-arg-json }
help-verify-arg-format = { help-explain-arg-format }
help-verify-arg-format-value-svg = သီးခြားရပ်တည်နိုင်သော SVG ပုံ
help-solve-after-help =
    ဥပမာများ:
      npuzzle solve "8 6 7/2 5 4/3 0 1"
      npuzzle solve "2 8 3/1 6 4/7 0 5" --goal snail --algo bfs --order LUDR --tree-search --no-undo --goal-test generation
      npuzzle solve "5 1 3 4/2 6 7 8/9 10 11 12/13 14 15 0" --algo idastar --heuristic manhattan --compact
      npuzzle solve 812043765 --goal snail --algo astar --heuristic h4 --explain-heuristic --format json

    အရေအတွက်များ (docs/src/definitions.md တွင် အဓိပ္ပာယ်ဖွင့်ထားသည်): ထုတ်ပေး = ဖန်တီးခဲ့သော ကလေးဆုံမှတ်များ (အမြစ်ကို မရေတွက်၊ ထပ်နေသည်များနှင့် ပန်းတိုင်ကို ရေတွက်သည်); ချဲ့ထွင် = ကလေးဆုံမှတ်များ ထုတ်ပေးပြီးသော ဆုံမှတ်များ; ရွေး = နယ်စပ်မှ ထုတ်ယူခဲ့သော ဆုံမှတ်များ (သင်တန်းအချို့က အချိန်ရှုပ်ထွေးမှု ဟုခေါ်သည်); တစ်ပြိုင်နက် အများဆုံး ကိုင်ထားသော ဆုံမှတ် = နေရာရှုပ်ထွေးမှု။
help-solve-arg-board = { help-explain-arg-board }
help-solve-arg-size = { help-explain-arg-size }
help-solve-arg-goal = { help-explain-arg-goal }
help-solve-arg-batch = FILE ရှိ ဘုတ်တိုင်းကို ဖြေရှင်းပါ (တစ်ကြောင်းလျှင် တစ်ခု၊ ဘုတ်တစ်ခု လက်ခံသော မည်သည့်ရေးပုံဖြင့်မဆို; အလွတ်စာကြောင်းနှင့် # မှတ်ချက်များကို ကျော်သည်; - သည် standard input)၊ တစ်ခုလျှင် ရလဒ်တစ်ကြောင်း (--format jsonl ဖြင့် တစ်ကြောင်းလျှင် JSON object တစ်ခု)။ မှားသော စာကြောင်းရှိလျှင် ထွက်ကုဒ် 2 (ကျန်သည်များကို ဖြေရှင်းဆဲ)၊ မဟုတ်လျှင် ဖြေရှင်း၍မရသော သို့မဟုတ် ကန့်သတ်ချက်အတွင်း မဖြေရှင်းနိုင်သော ဘုတ်ရှိလျှင် 1၊ မဟုတ်လျှင် 0
help-solve-arg-algo = bfs, ids, ordered (f = g + နေရာမှားအကွက်)၊ greedy, astar, idastar, bidir။ ပုံသေ: astar၊ 4x4 ဘုတ်တွင် ပုံစံဒေတာဘေ့စ်များဖြင့် IDA*
help-solve-arg-algo-value-bfs = အကျယ်ဦးစား ရှာဖွေမှု (breadth-first search)
help-solve-arg-algo-value-ids = အဆင့်လိုက် နက်ရှိုင်းစေသော ရှာဖွေမှု (iterative deepening)
help-solve-arg-algo-value-ordered = အစီအစဉ်ကျ ရှာဖွေမှု (f = g + နေရာမှားအကွက်)
help-solve-arg-algo-value-greedy = လောဘကြီးသော အကောင်းဆုံးဦးစား ရှာဖွေမှု (f = h)
help-solve-arg-algo-value-astar = A* ရှာဖွေမှု (f = g + h)
help-solve-arg-algo-value-idastar = IDA* (f = g + h ပေါ်တွင် အဆင့်လိုက် နက်ရှိုင်းစေခြင်း)
help-solve-arg-algo-value-bidir = နှစ်ဖက်မှ အကျယ်ဦးစား ရှာဖွေမှု
help-solve-arg-heuristic = greedy, astar နှင့် idastar အတွက် ခန့်မှန်းဖန်ရှင်: misplaced (h1)၊ manhattan (h2)၊ euclidean (h3)၊ rowcol (h4)၊ linear-conflict (h5၊ ပုံသေ)၊ seed-h6 (h6)၊ နှင့် ချို့ယွင်းသော misplaced-with-blank နှင့် linear-conflict-pairs
help-solve-arg-heuristic-value-misplaced = ဗီယက်နမ် အစီရင်ခံစာ၏ H1
help-solve-arg-heuristic-value-manhattan = ဗီယက်နမ် အစီရင်ခံစာ၏ H2
help-solve-arg-heuristic-value-euclidean = ဗီယက်နမ် အစီရင်ခံစာ၏ H3
help-solve-arg-heuristic-value-rowcol = ဗီယက်နမ် အစီရင်ခံစာ၏ H4
help-solve-arg-heuristic-value-linear-conflict = ဗီယက်နမ် အစီရင်ခံစာ၏ H5
help-solve-arg-heuristic-value-seed-h6 = ဗီယက်နမ် အစီရင်ခံစာ၏ H6
help-solve-arg-heuristic-value-misplaced-with-blank = ချို့ယွင်း: ပိုခန့်မှန်းသည်
help-solve-arg-heuristic-value-linear-conflict-pairs = { help-solve-arg-heuristic-value-misplaced-with-blank }
help-solve-arg-heuristic-value-pdb = ပုံစံဒေတာဘေ့စ်များ (4x4 တွင် 6-6-3၊ 5x5 တွင် 6-6-6-6; IDA*)၊ တိုင်းတာမှုအရ အမြန်ဆုံး ရှာဖွေပုံဖြင့်
help-solve-arg-heuristic-value-pdb-plain = ပုံစံဒေတာဘေ့စ်များ၊ ပုံမှန်နှင့် ပြောင်းပြန်ထင်ဟပ် (reflected) ရှာဖွေမှုများ (တသမတ်တည်း)
help-solve-arg-heuristic-value-pdb-dual = ပုံစံဒေတာဘေ့စ်များ (4x4 နှင့် 5x5)၊ dual ရှာဖွေမှုများနှင့် BPMX ပါ
help-solve-arg-heuristic-value-pdb-dual-no-bpmx = ပုံစံဒေတာဘေ့စ်များ (4x4 နှင့် 5x5)၊ dual ရှာဖွေမှုများ ပါ၊ BPMX မပါ
help-solve-arg-heuristic-value-pdb-dual-search = ပုံစံဒေတာဘေ့စ်များ (4x4 နှင့် 5x5)၊ dual ရှာဖွေမှုများ၊ BPMX နှင့် dual ရှာဖွေခြင်း (DIDA*) ပါ
help-solve-arg-heuristic-value-pdb-dual-search-any = ပုံစံဒေတာဘေ့စ်များ (5x5)၊ dual ရှာဖွေမှုများ၊ BPMX နှင့် node တိုင်းတွင် ခုန်ကူးနိုင်သော dual ရှာဖွေခြင်း ပါ
help-solve-arg-heuristic-value-pdb-7-8 = 7-8 ပုံစံဒေတာဘေ့စ်များ (4x4; pdb build --partition 7-8 ဖြင့် တစ်ကြိမ် တည်ဆောက်သည်)
help-solve-arg-heuristic-value-pdb-7-8-dual = 7-8 ပုံစံဒေတာဘေ့စ်များ (4x4; pdb build --partition 7-8 ဖြင့် တစ်ကြိမ် တည်ဆောက်သည်)၊ dual ရှာဖွေမှုများနှင့် BPMX ပါ
help-solve-arg-order = အကွက်လွတ်၏ ရွှေ့ချက်များကို စမ်းသော အစီအစဉ်၊ ဥပမာ LUDR (တရုတ် ဓာတ်ခွဲခန်း အစီရင်ခံစာကဲ့သို့)။ ပုံသေ UDLR; ပုံစံဒေတာဘေ့စ်များဖြင့် Korf ၏ ULRD (ထိုတွင် အစီအစဉ်သည် နောက်ဆုံးအကြိမ်၏ ဆုံမှတ်အရေအတွက်ကိုသာ ပြောင်းပြီး အရှည်ကို ဘယ်တော့မှ မပြောင်းပါ)
help-solve-arg-tree-search = ပိတ်စာရင်း မထား (BFS, ordered, greedy, A*): နှစ်ကြိမ်ရောက်သော အခြေအနေကို နှစ်ကြိမ် ရှာသည်၊ တရုတ် ဓာတ်ခွဲခန်း အစီရင်ခံစာ၏ code ကဲ့သို့
help-solve-arg-no-undo = ယခင်ရွှေ့ချက်ကို ပြန်ဖျက်သော ရွှေ့ချက်ကို ဘယ်တော့မှ မထုတ်ပေးပါ (IDS နှင့် IDA* သည် အမြဲ ဤသို့ လုပ်သည်)
help-solve-arg-goal-test = ပန်းတိုင် စစ်ဆေးမှုကို မည်သည့်အချိန် လုပ်မည် (BFS, ordered, greedy, A*)။ ပုံသေ: expansion (ချဲ့ထွင်ချိန်)
help-solve-arg-ties = f တူညီသူများကြား ရွေးပုံ (ordered, greedy, A*)။ ပုံသေ: ordered အတွက် fifo၊ ကျန်သည်များအတွက် low-h
help-solve-arg-ties-value-fifo = f ငယ်သူ၊ ထို့နောက် အရင်ထုတ်ပေးခဲ့သူ (တရုတ် ဓာတ်ခွဲခန်း အစီရင်ခံစာ၏ stable sort)
help-solve-arg-ties-value-low-h = f ငယ်သူ၊ ထို့နောက် h ငယ်သူ၊ ထို့နောက် အရင်ထုတ်ပေးခဲ့သူ
help-solve-arg-max-nodes = ဤမျှ ဆုံမှတ် ထုတ်ပေးပြီးနောက် ရပ်ပါ။ ပုံသေ: bfs, ordered, greedy, astar နှင့် bidir အတွက် 25,000,000 (၎င်းတို့သည် ထုတ်ပေးသမျှကို သိမ်းသည်: အများဆုံး 2 GiB); ids နှင့် idastar အတွက် 1,000,000,000; ပုံစံဒေတာဘေ့စ် ဖြေရှင်းစနစ်အတွက် မရှိ၊ ၎င်းသည် အမြဲ ပြီးဆုံးသည် (Ctrl-C ဖြင့် ရပ်နိုင်သည်)
help-solve-arg-time-limit = ဤမျှ စက္ကန့်ကြာပြီးနောက် ရပ်ပါ (0 = မကန့်သတ်; အများဆုံး 1e9)။ ပုံသေ မရှိပါ: အချိန်ကန့်သတ်ချက်က ရှာဖွေမှုကို မည်သည့်နေရာတွင် ရပ်မည်မှာ စက်၏ အမြန်နှုန်းပေါ် မူတည်သဖြင့် ပုံသေ ကန့်သတ်ချက်များက ဆုံမှတ်များကို ရေတွက်သည်
help-solve-arg-compact = လမ်းကြောင်းကို ဇယားကွက်များအစား ရွှေ့ချက်တစ်ချက်လျှင် တစ်ကြောင်းဖြင့် ပြပါ
help-solve-arg-explain-heuristic = ခန့်မှန်းဖန်ရှင်၏ ရှင်းလင်းချက်ကို ပြပါ (၎င်း ဘာကို ရေတွက်သည်၊ အဘယ်ကြောင့် လက်ခံနိုင်သည် သို့မဟုတ် မလက်ခံနိုင်သည်)
help-solve-arg-jobs = thread အရေအတွက် (ပုံသေ: core အရေအတွက်): --batch သည် ဘုတ်ထိုမျှကို တစ်ပြိုင်နက် ဖြေရှင်းသည် (ရလဒ်သည် thread တစ်ခုဖြင့်ကဲ့သို့ပင် ထည့်သွင်းအစီအစဉ်အတိုင်း တူသည်)၊ ပုံစံဒေတာဘေ့စ် ရှာဖွေမှုသည် IDA* အကြိမ်တစ်ကြိမ်ကို ၎င်းတို့ကြား ခွဲဝေနိုင်သည်
help-solve-arg-pruning = ပုံစံဒေတာဘေ့စ်များဖြင့် IDA* သည် မည်သည့် ရွှေ့ချက်အစဉ်များကို ဘယ်တော့မှ မရွှေ့သနည်း။ ပုံသေ: duplicates
help-solve-arg-pruning-value-parent = မိဘဆုံမှတ်သို့ ပြန်သွားသော ရွှေ့ချက်ကိုသာ: Korf ထုတ်ပြန်ထားသော အရေအတွက်များ
help-solve-arg-pruning-value-duplicates = ထို့အပြင် ပိုတိုသော သို့မဟုတ် အရင်ကျသော အစဉ်တစ်ခုက အစားထိုးနိုင်သည့် ရွှေ့ချက် 14 ခုအထိ အစဉ်တိုင်း (တူညီသော အကွက်များကို ရွှေ့ပြီး တူညီသော ထောင့်မှန်စတုဂံအတွင်း): ဆုံမှတ် ပိုနည်းပြီး အကောင်းဆုံးအရှည် အတူတူ
help-solve-arg-step = ရှာဖွေမှုကို ချဲ့ထွင်မှု တစ်ကြိမ်စီ ပြပါ: ချဲ့ထွင်ခဲ့သော ဆုံမှတ်၊ ၎င်း၏ ကလေးဆုံမှတ်များနှင့် ၎င်းတို့၏ ကံကြမ္မာ၊ ထုတ်ယူမည့် အစီအစဉ်အတိုင်း နယ်စပ်။ terminal ပေါ်တွင် အပြန်အလှန် မြင်ကွင်း; pipe ထဲတွင် အဆင့်များကို စာသားအဖြစ် (သို့မဟုတ် --format jsonl ဖြင့် JSON စာကြောင်းများ)
help-solve-arg-max-steps = --step နှင့်အတူ: အဆင့် အများဆုံး ဤမျှကို မှတ်တမ်းတင်ပါ (ပုံသေ 2,000၊ အများဆုံး 20,000; တစ်ခုစီတွင် နယ်စပ် အချက် အများဆုံး 200 ကို စာရင်းပြုသည်); ရှာဖွေမှုသည် အဆုံးထိ ဆက်သွားပြီး ၎င်း၏ အရေအတွက်များ ပြည့်စုံသည်
help-solve-arg-json = { help-explain-arg-json }
help-solve-arg-format = { help-explain-arg-format }
help-solve-arg-format-value-jsonl = တစ်ကြောင်းလျှင် JSON object တစ်ခု၊ အတန်းတစ်ခုစီ ပြီးသည်နှင့် ရေးသည်
help-tree-after-help =
    ဥပမာများ:
      npuzzle tree "2 8 3/1 6 4/7 0 5" --goal snail --algo bfs --order LUDR --tree-search --no-undo --goal-test generation
      npuzzle tree "2 8 3/1 6 4/7 0 5" --goal snail --algo ordered --order LUDR --tree-search --no-undo --goal-test generation --boards grid
      npuzzle tree "2 8 3/1 6 4/7 0 5" --goal snail --algo astar --heuristic manhattan --format dot | dot -Tsvg > tree.svg
      npuzzle tree "2 8 3/1 6 4/7 0 5" --goal snail --algo ordered --order LUDR --tree-search --no-undo --goal-test generation --format svg > tree.svg
      npuzzle tree "2 8 3/1 6 4/7 0 5" --goal snail --algo ordered --order LUDR --tree-search --no-undo --goal-test generation --format html > steps.html   # browser ထဲတွင် အဆင့်လိုက် ကြည့်ရန်
      npuzzle tree 123405786 --algo bfs --format mermaid

    အမှတ်အသားများ: ချဲ့ထွင် N (ချဲ့ထွင်သည့် အစီအစဉ်)၊ ပန်းတိုင်၊ ထပ်နေသည်၊ ပယ်သည် (အခြေအနေကို သိမ်းပြီးသား)၊ ဖြတ်သည် (IDS/IDA* ၏ ကန့်သတ်)၊ မချဲ့ထွင်ခဲ့ (နယ်စပ်တွင် ရှိဆဲ)၊ f > ဖြေရှင်းချက်ကုန်ကျမှု (A*: ဘယ်တော့မှ မလို)။ * က ဖြေရှင်းချက် လမ်းကြောင်းကို မှတ်သည်။
help-tree-arg-board = { help-explain-arg-board }
help-tree-arg-size = { help-explain-arg-size }
help-tree-arg-goal = { help-explain-arg-goal }
help-tree-arg-algo = ရှာဖွေနည်း: bfs, ids, ordered, greedy, astar, idastar, bidir
help-tree-arg-algo-value-bfs = { help-solve-arg-algo-value-bfs }
help-tree-arg-algo-value-ids = { help-solve-arg-algo-value-ids }
help-tree-arg-algo-value-ordered = { help-solve-arg-algo-value-ordered }
help-tree-arg-algo-value-greedy = { help-solve-arg-algo-value-greedy }
help-tree-arg-algo-value-astar = { help-solve-arg-algo-value-astar }
help-tree-arg-algo-value-idastar = { help-solve-arg-algo-value-idastar }
help-tree-arg-algo-value-bidir = { help-solve-arg-algo-value-bidir }
help-tree-arg-heuristic = { help-solve-arg-heuristic }
help-tree-arg-heuristic-value-misplaced = { help-solve-arg-heuristic-value-misplaced }
help-tree-arg-heuristic-value-manhattan = { help-solve-arg-heuristic-value-manhattan }
help-tree-arg-heuristic-value-euclidean = { help-solve-arg-heuristic-value-euclidean }
help-tree-arg-heuristic-value-rowcol = { help-solve-arg-heuristic-value-rowcol }
help-tree-arg-heuristic-value-linear-conflict = { help-solve-arg-heuristic-value-linear-conflict }
help-tree-arg-heuristic-value-seed-h6 = { help-solve-arg-heuristic-value-seed-h6 }
help-tree-arg-heuristic-value-misplaced-with-blank = { help-solve-arg-heuristic-value-misplaced-with-blank }
help-tree-arg-heuristic-value-linear-conflict-pairs = { help-solve-arg-heuristic-value-misplaced-with-blank }
help-tree-arg-order = { help-solve-arg-order }
help-tree-arg-tree-search = { help-solve-arg-tree-search }
help-tree-arg-no-undo = { help-solve-arg-no-undo }
help-tree-arg-goal-test = { help-solve-arg-goal-test }
help-tree-arg-ties = { help-solve-arg-ties }
help-tree-arg-ties-value-fifo = { help-solve-arg-ties-value-fifo }
help-tree-arg-ties-value-low-h = { help-solve-arg-ties-value-low-h }
help-tree-arg-max-nodes = { help-solve-arg-max-nodes }
help-tree-arg-time-limit = { help-solve-arg-time-limit }
help-tree-arg-max-nodes-drawn = ဆုံမှတ် အများဆုံး ဤမျှကို ဆွဲပါ (အရင်ထုတ်ပေးခဲ့သည်များ); ကျန်သည်များကို ချန်လှပ်ထားသည်ဟု ရေတွက်သည် (ပုံများတွင်: "+N more" ဆုံမှတ်များအဖြစ် ချုံ့သည်)။ ပုံသေ 500 (text, json) သို့မဟုတ် 60 (svg, dot, html); အများဆုံး 100,000 (text, json) သို့မဟုတ် 2,000 (svg, dot, mermaid, html)
help-tree-arg-rankdir = ပုံများ (svg, dot, html): အမြစ်ကို အပေါ်ဆုံး (TB) သို့မဟုတ် ဘယ်ဘက် (LR) တွင်
help-tree-arg-rankdir-value-TB = အမြစ် အပေါ်ဆုံးတွင်
help-tree-arg-rankdir-value-LR = အမြစ် ဘယ်ဘက်တွင်
help-tree-arg-boards = ဘုတ်များကို ဆုံမှတ်၏ စာကြောင်းပေါ်တွင်၊ သို့မဟုတ် ဇယားကွက်ငယ်များအဖြစ်
help-tree-arg-view = အတွင်းသွင်းထားသော သစ်ပင်၊ သို့မဟုတ် ချဲ့ထွင်မှုများ အစီအစဉ်အတိုင်း
help-tree-arg-view-value-tree = အတွင်းသွင်းထားသော သစ်ပင်၊ ကလေးဆုံမှတ်များ မိဘအောက်တွင်
help-tree-arg-view-value-expansions = ချဲ့ထွင်မှု တစ်ကြိမ်ချင်း: ချဲ့ထွင်ခဲ့သော ဆုံမှတ်တိုင်းနှင့် ၎င်း၏ ကလေးဆုံမှတ်များ
help-tree-arg-json = { help-explain-arg-json }
help-tree-arg-format = { help-explain-arg-format }
help-tree-arg-format-value-svg = { help-verify-arg-format-value-svg }
help-tree-arg-format-value-html = သီးခြားရပ်တည်နိုင်သော HTML စာမျက်နှာ
help-compare-after-help =
    ဥပမာများ:
      npuzzle compare "2 8 3/1 6 4/7 0 5" --goal snail --algos bfs,ordered --order LUDR --tree-search --no-undo --goal-test generation
      npuzzle compare "2 8 3/1 6 4/7 0 5" --goal snail --algos bfs,ordered --order LUDR --tree-search --no-undo --goal-test generation --format svg > compare.svg
      npuzzle compare "2 8 3/1 6 4/7 0 5" --goal snail --algos bfs,ordered --order LUDR --tree-search --no-undo --goal-test generation --step
      npuzzle compare "2 8 3/1 6 4/7 0 5" --goal snail --algos bfs,ordered --order LUDR --tree-search --no-undo --goal-test generation --format html > steps.html
      npuzzle compare "8 6 7/2 5 4/3 0 1" --algos bfs,bidir,astar,idastar
      npuzzle compare 867254301 --algos astar,greedy --heuristic manhattan --json
help-compare-arg-board = { help-explain-arg-board }
help-compare-arg-size = { help-explain-arg-size }
help-compare-arg-goal = { help-explain-arg-goal }
help-compare-arg-algos = ကော်မာဖြင့် ခြားထားသော ရှာဖွေနည်းများ: bfs, ids, ordered, greedy, astar, idastar, bidir
help-compare-arg-heuristic = { help-solve-arg-heuristic }
help-compare-arg-heuristic-value-misplaced = { help-solve-arg-heuristic-value-misplaced }
help-compare-arg-heuristic-value-manhattan = { help-solve-arg-heuristic-value-manhattan }
help-compare-arg-heuristic-value-euclidean = { help-solve-arg-heuristic-value-euclidean }
help-compare-arg-heuristic-value-rowcol = { help-solve-arg-heuristic-value-rowcol }
help-compare-arg-heuristic-value-linear-conflict = { help-solve-arg-heuristic-value-linear-conflict }
help-compare-arg-heuristic-value-seed-h6 = { help-solve-arg-heuristic-value-seed-h6 }
help-compare-arg-heuristic-value-misplaced-with-blank = { help-solve-arg-heuristic-value-misplaced-with-blank }
help-compare-arg-heuristic-value-linear-conflict-pairs = { help-solve-arg-heuristic-value-misplaced-with-blank }
help-compare-arg-order = { help-solve-arg-order }
help-compare-arg-tree-search = { help-solve-arg-tree-search }
help-compare-arg-no-undo = { help-solve-arg-no-undo }
help-compare-arg-goal-test = { help-solve-arg-goal-test }
help-compare-arg-ties = { help-solve-arg-ties }
help-compare-arg-ties-value-fifo = { help-solve-arg-ties-value-fifo }
help-compare-arg-ties-value-low-h = { help-solve-arg-ties-value-low-h }
help-compare-arg-max-nodes = { help-solve-arg-max-nodes }
help-compare-arg-time-limit = { help-solve-arg-time-limit }
help-compare-arg-max-nodes-drawn = ရှာဖွေမှု၏ သစ်ပင်တွင် ဆုံမှတ် အများဆုံး ဤမျှ ရှိမှသာ ဆွဲပါ; ပိုကြီးသော သစ်ပင်များကို အကျဉ်းချုပ်သည် (text) သို့မဟုတ် "+N more" ဆုံမှတ်များအဖြစ် ဖြတ်သည် (svg, dot)။ အများဆုံး 2,000 (svg, dot) သို့မဟုတ် 100,000 (text, json)
help-compare-arg-rankdir = ပုံများ (svg, dot): အမြစ်များကို အပေါ်ဆုံး (TB) သို့မဟုတ် ဘယ်ဘက် (LR) တွင်
help-compare-arg-rankdir-value-TB = { help-tree-arg-rankdir-value-TB }
help-compare-arg-rankdir-value-LR = { help-tree-arg-rankdir-value-LR }
help-compare-arg-no-timing = ကြာချိန် အတန်းကို ချန်ပါ (ထပ်တူ ပြန်ရနိုင်သော ရလဒ်အတွက်)
help-compare-arg-step = ရှာဖွေမှုများကို အတူတကွ ချဲ့ထွင်မှု တစ်ကြိမ်စီ ကြည့်ပါ: terminal ပေါ်တွင် ဘေးချင်းယှဉ် (အပြန်အလှန်)၊ pipe ထဲတွင် တစ်ခုပြီးတစ်ခု
help-compare-arg-json = { help-explain-arg-json }
help-compare-arg-format = { help-explain-arg-format }
help-compare-arg-format-value-svg = { help-verify-arg-format-value-svg }
help-compare-arg-format-value-html = { help-tree-arg-format-value-html }
help-random-long-about =
    ကျပန်း ဘုတ်များ: တစ်ပြေးညီ ဖြန့်ဝေ၊ ကျပန်း လမ်းလျှောက်၊ သို့မဟုတ် အတိအကျ အကောင်းဆုံး အကွာအဝေးတွင်။

    ကိရိယာ၏ ရေးပုံဖြင့် တစ်ကြောင်းလျှင် ဘုတ်တစ်ခု၊ `npuzzle solve --batch -` က ရလဒ်ကို ဖတ်နိုင်ရန်။ --seed တူလျှင် မည်သည့်စက်တွင်မဆို ဘုတ်တူ ရသည်။ --moves သို့မဟုတ် --distance မပါလျှင် ဘုတ်များသည် ပန်းတိုင်သို့ ရောက်နိုင်သော ဘုတ်များကြား တစ်ပြေးညီ ဖြစ်သည် (--unsolvable ဖြင့်၊ မရောက်နိုင်သည်များကြား)။
help-random-after-help =
    အကွာအဝေးများ: အကွက် 9 (3x3) အထိ ဘုတ်တိုင်း၏ အကျယ်ဦးစား ရှာဖွေမှုဖြင့် အတိအကျ၊ အကွက် 25 အထိ အကောင်းဆုံး ဖြေရှင်းစနစ် (IDA*၊ 4x4 တွင် ပုံစံဒေတာဘေ့စ်များ) က --max-nodes အတွင်း သက်သေပြသည်။

    ဥပမာများ:
      npuzzle random                                # ဖြေရှင်းနိုင်သော 3x3 ဘုတ်တစ်ခု
      npuzzle random --size 4x4 --count 5 --seed 1
      npuzzle random --distance 20 --count 3 --seed 7
      npuzzle random --moves 30 --size 4x4 --goal blank-first
      npuzzle random --unsolvable --count 2
      npuzzle random --size 4x4 --distance 30 --count 10 | npuzzle solve --batch -
      npuzzle random --count 3 --format jsonl
help-random-arg-size = အကျယ် x အမြင့် (ပုံသေ 3x3)
help-random-arg-goal = { help-explain-arg-goal }
help-random-arg-count = ဘုတ် အရေအတွက်
help-random-arg-seed = { help-play-arg-seed }
help-random-arg-moves = { help-play-arg-moves }
help-random-arg-distance = { help-play-arg-distance }
help-random-arg-unsolvable = ပန်းတိုင်သို့ မရောက်နိုင်သော အခြား စုံ/မ အုပ်စုမှ ဘုတ်များ
help-random-arg-max-nodes = အကောင်းဆုံး ဖြေရှင်းစနစ် ထုတ်ပေးနိုင်သော ဆုံမှတ် အများဆုံး (3x3 ထက်ကြီးသော --distance၊ နှင့် JSON ရှိ ဘုတ်တစ်ခုစီ၏ အကွာအဝေး)
help-random-arg-json = { help-explain-arg-json }
help-random-arg-format = { help-explain-arg-format }
help-random-arg-format-value-jsonl = { help-solve-arg-format-value-jsonl }
help-completions-after-help =
    ဥပမာ:
      npuzzle completions bash > ~/.local/share/bash-completion/completions/npuzzle
help-completions-arg-shell = shell အမျိုးအစား
help-pdb-after-help =
    ဥပမာများ:
      npuzzle pdb status
      npuzzle pdb build --goal blank-first
      npuzzle pdb status --goal snail --json
      npuzzle pdb clear                # cache ထဲရှိ ဒေတာဘေ့စ် အားလုံး
      npuzzle pdb clear --goal snail   # snail ပန်းတိုင်၏ ဒေတာဘေ့စ်များသာ
help-pdb-status-about = cache ရှိရာနေရာ၊ နှင့် ပန်းတိုင် လိုအပ်သော ဒေတာဘေ့စ်တစ်ခုစီ၏ အခြေအနေ
help-pdb-status-after-help =
    ဥပမာများ:
      npuzzle pdb status
      npuzzle pdb status --goal blank-first --json
help-pdb-status-arg-goal = { help-explain-arg-goal }
help-pdb-status-arg-json = { help-explain-arg-json }
help-pdb-status-arg-format = { help-explain-arg-format }
help-pdb-build-about = ပန်းတိုင်၏ ဒေတာဘေ့စ်များကို ဖွင့်ပါ၊ မရှိသော သို့မဟုတ် ပျက်နေသော ဒေတာဘေ့စ်များကို တည်ဆောက်ပြီး (တိုးတက်မှုကို standard error သို့) သိမ်းပါ။ မသိမ်းနိုင်လျှင် ထွက်ကုဒ် 1
help-pdb-build-after-help =
    ဥပမာများ:
      npuzzle pdb build
      npuzzle pdb build --goal blank-first
      npuzzle pdb build --size 5x5     # 24-ပဟေဠိ၏ ဇယားများ (၁.၅ မိနစ်ခန့်၊ 1.2 GB)
      npuzzle pdb build --partition 7-8 --goal blank-first   # 0.58 GB၊ မိနစ်အနည်းငယ်
help-pdb-build-arg-goal = { help-explain-arg-goal }
help-pdb-build-arg-size = ဘုတ်အရွယ်: 4x4 (ပန်းတိုင်၏ 6-6-3 ဒေတာဘေ့စ်များ) သို့မဟုတ် 5x5 (Korf & Felner ၏ 6-6-6-6 ဇယားများ၊ အကွက်လွတ် ထောင့်တွင်ရှိသော 5x5 ပန်းတိုင်တိုင်းအတွက် သုံးနိုင်သည်)
help-pdb-build-arg-partition = 4x4 အုပ်စုခွဲပုံ: 6-6-3 (မူလ၊ ပထမအကြိမ်သုံးချိန်တွင် တည်ဆောက်သည်) သို့မဟုတ် 7-8 (စုစုပေါင်း 0.58 GB ရှိသော ဇယားနှစ်ခု၊ ဘုတ်များစွာအတွက်: ဤအမိန့်ကသာ တည်ဆောက်သည်၊ အကွက်လွတ် အဓိကထောင့်ဖြတ်မျဉ်းပေါ်တွင်ရှိသော ပန်းတိုင်အတွက်)
help-pdb-build-arg-json = { help-explain-arg-json }
help-pdb-build-arg-format = { help-explain-arg-format }
help-pdb-clear-about = ဒေတာဘေ့စ် ဖိုင်များကို ဖျက်ပါ: --goal ဖြင့် ပန်းတိုင်တစ်ခု၏ ဖိုင်များ၊ မဟုတ်လျှင် အားလုံး
help-pdb-clear-after-help =
    ဥပမာများ:
      npuzzle pdb clear
      npuzzle pdb clear --goal blank-first
help-pdb-clear-arg-goal = ဤပန်းတိုင်၏ ဒေတာဘေ့စ်များသာ (ကြိုတင်သတ်မှတ်ထားသော အမည် သို့မဟုတ် 4x4 ဘုတ်တစ်ခု)
help-pdb-clear-arg-json = { help-explain-arg-json }
help-pdb-clear-arg-format = { help-explain-arg-format }
help-heuristics-after-help =
    ဥပမာများ:
      npuzzle heuristics check
      npuzzle heuristics check --size 2x3 --format json
      npuzzle heuristics check --size 4x4 --sample 20
help-heuristics-check-about = ခန့်မှန်းဖန်ရှင်များကို စိစစ်ပါ: လက်ခံနိုင်သလား? တသမတ်တည်း ဖြစ်သလား? အမှန်နှင့် မည်မျှ နီးသလဲ? မည်သည်က မည်သည်ကို လွှမ်းမိုးသလဲ?
help-heuristics-check-long-about =
    ခန့်မှန်းဖန်ရှင်များကို စိစစ်ပါ: လက်ခံနိုင်သလား? တသမတ်တည်း ဖြစ်သလား? အမှန်နှင့် မည်မျှ နီးသလဲ? မည်သည်က မည်သည်ကို လွှမ်းမိုးသလဲ?

    အကွက် အများဆုံး 12 ရှိသော ဘုတ်များကို ဖြေရှင်းနိုင်သော အခြေအနေတိုင်းတွင် တိကျသော အကွာအဝေးများ (ပန်းတိုင်မှ အကျယ်ဦးစား ရှာဖွေမှု) နှင့် စစ်သည်။ ပိုကြီးသော ဘုတ်များ (အကွက် 16 အထိ) သည် --sample N လိုသည်: ကျပန်း ဘုတ်များကို အကောင်းဆုံး ဖြေရှင်းစနစ်မှ ရသော အကောင်းဆုံး အရှည်များနှင့် စစ်သည်။ စိစစ်မှု ပြီးဆုံးလျှင် ဘာတွေ့တွေ့ ထွက်ကုဒ် 0 (တွေ့ရှိချက်များသည် ဒေတာ ဖြစ်သည်); ထည့်သွင်းချက် မှားလျှင် 2။
help-heuristics-check-after-help =
    ဥပမာများ:
      npuzzle heuristics check
      npuzzle heuristics check --heuristic linear-conflict --heuristic linear-conflict-pairs
      npuzzle heuristics check --size 2x3 --goal blank-first --format json
      npuzzle heuristics check --size 4x4 --sample 20 --seed 7 --heuristic manhattan,linear-conflict,seed-h6
help-heuristics-check-arg-size = ဘုတ်အရွယ်၊ အကျယ် x အမြင့် (ပုံသေ 3x3; --sample မပါလျှင် အများဆုံး အကွက် 12)
help-heuristics-check-arg-goal = { help-explain-arg-goal }
help-heuristics-check-arg-heuristics = စိစစ်မည့် ခန့်မှန်းဖန်ရှင်များ (ထပ်ပေးပါ သို့မဟုတ် ကော်မာဖြင့် ခြားပါ; ပုံသေ ရှစ်ခုလုံး): misplaced, manhattan, euclidean, rowcol, linear-conflict, seed-h6, misplaced-with-blank, linear-conflict-pairs၊ သို့မဟုတ် h1..h6
help-heuristics-check-arg-heuristics-value-misplaced = { help-solve-arg-heuristic-value-misplaced }
help-heuristics-check-arg-heuristics-value-manhattan = { help-solve-arg-heuristic-value-manhattan }
help-heuristics-check-arg-heuristics-value-euclidean = { help-solve-arg-heuristic-value-euclidean }
help-heuristics-check-arg-heuristics-value-rowcol = { help-solve-arg-heuristic-value-rowcol }
help-heuristics-check-arg-heuristics-value-linear-conflict = { help-solve-arg-heuristic-value-linear-conflict }
help-heuristics-check-arg-heuristics-value-seed-h6 = { help-solve-arg-heuristic-value-seed-h6 }
help-heuristics-check-arg-heuristics-value-misplaced-with-blank = { help-solve-arg-heuristic-value-misplaced-with-blank }
help-heuristics-check-arg-heuristics-value-linear-conflict-pairs = { help-solve-arg-heuristic-value-misplaced-with-blank }
help-heuristics-check-arg-sample = အခြေအနေ နယ်ပယ်တစ်ခုလုံးအစား ကျပန်း ဘုတ် N ခုကို အကောင်းဆုံး ဖြေရှင်းချက်များနှင့် စိစစ်ပါ (အကွက် အများဆုံး 16 ရှိသော မည်သည့်ဘုတ်မဆို)
help-heuristics-check-arg-seed = --sample ၏ ကျပန်း ဘုတ်များ၏ seed
help-heuristics-check-arg-max-nodes = --sample နှင့်အတူ: အကောင်းဆုံး ဖြေရှင်းစနစ်က ဘုတ်တစ်ခုပေါ်တွင် ထုတ်ပေးနိုင်သော ဆုံမှတ်များ; ထိုအတွင်း မဖြေရှင်းနိုင်သော ဘုတ်ကို ချန်ပြီး စာရင်းပြုသည် (မည်သည့်စက်တွင်မဆို ဘုတ်တူ)
help-heuristics-check-arg-time-limit = --sample နှင့်အတူ: ဘုတ်တစ်ခု၏ ရှာဖွေမှုကို SECS စက္ကန့်ကြာလျှင်လည်း ရပ်ပါ (0 = အချိန် မကန့်သတ်၊ ပုံသေ; ကန့်သတ်ထားလျှင် မည်သည့်ဘုတ်များ ဖြေရှင်းနိုင်မည်မှာ စက်၏ အမြန်နှုန်းပေါ် မူတည်သည်)
help-heuristics-check-arg-solver = --sample နှင့်အတူ: အကောင်းဆုံး ဖြေရှင်းစနစ်၏ ခန့်မှန်းဖန်ရှင် (manhattan, linear-conflict, pdb; ပုံသေ အရွယ်အတွက် အအားကောင်းဆုံး)
help-heuristics-check-arg-json = { help-explain-arg-json }
help-heuristics-check-arg-format = { help-explain-arg-format }
help-experiment-after-help =
    ဥပမာများ:
      npuzzle experiment cost-table
      npuzzle experiment cost-table --ids-with-undo --max-depth 14
      npuzzle experiment heuristics --size 3x3 --count 20 --time-limit 10
help-experiment-cost-table-about = AIMA တတိယ ထုတ်ဝေမှု ပုံ 3.29 ကို ပြန်တိုင်းခြင်း: IDS၊ နေရာမှားအကွက်ဖြင့် A* နှင့် Manhattan အကွာအဝေးဖြင့် A* တို့ ထုတ်ပေးသော ဆုံမှတ်များ၊ ဖြေရှင်းချက် အနက်အလိုက်
help-experiment-cost-table-long-about =
    AIMA တတိယ ထုတ်ဝေမှု ပုံ 3.29 ကို ပြန်တိုင်းခြင်း: IDS၊ နေရာမှားအကွက်ဖြင့် A* နှင့် Manhattan အကွာအဝေးဖြင့် A* တို့ ထုတ်ပေးသော ဆုံမှတ်များ၊ ဖြေရှင်းချက် အနက်အလိုက်။

    အနက် 2, 4, ..., --max-depth တစ်ခုစီအတွက် ထိုအနက်နှင့် အကောင်းဆုံးအရှည် အတိအကျတူသော ကျပန်း 8-ပဟေဠိ ဘုတ် --count ခုကို တိကျသော အကွာအဝေးဇယားမှ တစ်ပြေးညီ ရွေးသည် (seed ဖြင့်)။ IDS သည် ဘုတ်တစ်ခုလျှင် --ids-max-nodes အောက်တွင် ရှိနေသရွေ့ run သည်; ဘုတ်တစ်ခု ကျော်သွားသော အနက်ကို မ run ဟု မှတ်ပြီး ပိုနက်သည်များကိုလည်း ထိုနည်းတူ မှတ်သည်။ ထုတ်ဝေထားသော ကိန်းဂဏန်းများကို ကျွန်ုပ်တို့၏ ကိန်းဂဏန်းများအောက်တွင် ပြသည်။ ဇယား ပြီးလျှင် ထွက်ကုဒ် 0 (မ run သော အကွက်များ အပါအဝင်)။
help-experiment-cost-table-after-help =
    ဥပမာများ:
      npuzzle experiment cost-table
      npuzzle experiment cost-table --count 20 --max-depth 16 --seed 7
      npuzzle experiment cost-table --ids-with-undo --max-depth 14
      npuzzle experiment cost-table --heuristic linear-conflict --heuristic seed-h6 --format json
help-experiment-cost-table-arg-count = အနက်တစ်ခုလျှင် ဘုတ် (အများဆုံး 1,000,000)
help-experiment-cost-table-arg-seed = ကျပန်း ဘုတ်များ၏ seed
help-experiment-cost-table-arg-heuristics = ဤခန့်မှန်းဖန်ရှင်ဖြင့် A* ကော်လံတစ်ခု ထည့်ပါ (ထပ်ပေးပါ သို့မဟုတ် ကော်မာဖြင့် ခြားပါ)
help-experiment-cost-table-arg-heuristics-value-misplaced = { help-solve-arg-heuristic-value-misplaced }
help-experiment-cost-table-arg-heuristics-value-manhattan = { help-solve-arg-heuristic-value-manhattan }
help-experiment-cost-table-arg-heuristics-value-euclidean = { help-solve-arg-heuristic-value-euclidean }
help-experiment-cost-table-arg-heuristics-value-rowcol = { help-solve-arg-heuristic-value-rowcol }
help-experiment-cost-table-arg-heuristics-value-linear-conflict = { help-solve-arg-heuristic-value-linear-conflict }
help-experiment-cost-table-arg-heuristics-value-seed-h6 = { help-solve-arg-heuristic-value-seed-h6 }
help-experiment-cost-table-arg-heuristics-value-misplaced-with-blank = { help-solve-arg-heuristic-value-misplaced-with-blank }
help-experiment-cost-table-arg-heuristics-value-linear-conflict-pairs = { help-solve-arg-heuristic-value-misplaced-with-blank }
help-experiment-cost-table-arg-max-depth = အနက်ဆုံး အတန်း (စုံကိန်း၊ အများဆုံး 30)
help-experiment-cost-table-arg-ids-max-nodes = ဤမျှ ဆုံမှတ် ထုတ်ပေးပြီးနောက် IDS သည် ဘုတ်တစ်ခုကို လက်လျှော့သည်
help-experiment-cost-table-arg-max-nodes = ဤမျှ ဆုံမှတ် ထုတ်ပေးပြီးနောက် A* သည် ဘုတ်တစ်ခုကို လက်လျှော့သည်
help-experiment-cost-table-arg-ids-with-undo = AIMA ၏ IDS အတွက် ကော်လံတစ်ခု ထည့်ပါ: မိဘဆီ ပြန်သွားသော ရွှေ့ချက်ကိုလည်း ထုတ်ပေးသော သစ်ပင်ရှာဖွေခြင်း (ကျွန်ုပ်တို့၏ IDS သည် ဘယ်တော့မှ မလုပ်ပါ)
help-experiment-cost-table-arg-goal = ပန်းတိုင် (AIMA ၏ ပန်းတိုင်မှာ blank-first)
help-experiment-cost-table-arg-json = { help-explain-arg-json }
help-experiment-cost-table-arg-format = { help-explain-arg-format }
help-experiment-cost-table-arg-format-value-jsonl = { help-solve-arg-format-value-jsonl }
help-experiment-cost-table-arg-format-value-svg = { help-verify-arg-format-value-svg }
help-experiment-heuristics-about = ဗီယက်နမ် အစီရင်ခံစာ၏ နှိုင်းယှဉ်ချက်: ခန့်မှန်းဖန်ရှင်တစ်ခုစီအတွက် အချိန်ကန့်သတ်ချက်အတွင်း ဖြေရှင်းနိုင်သော ကျပန်းဘုတ် အချိုး၊ ပျမ်းမျှ ချဲ့ထွင်ခဲ့သော ဆုံမှတ်နှင့် ပျမ်းမျှ အချိန်
help-experiment-heuristics-long-about =
    ဗီယက်နမ် အစီရင်ခံစာ၏ နှိုင်းယှဉ်ချက်: ခန့်မှန်းဖန်ရှင်တစ်ခုစီအတွက် အချိန်ကန့်သတ်ချက်အတွင်း ဖြေရှင်းနိုင်သော ကျပန်းဘုတ် အချိုး၊ ပျမ်းမျှ ချဲ့ထွင်ခဲ့သော ဆုံမှတ်နှင့် ပျမ်းမျှ အချိန်။

    ဘုတ်များကို ဖြေရှင်းနိုင်သော ဘုတ်များကြား တစ်ပြေးညီ ရွေးသည် (seed ဖြင့်၊ ထို့ကြောင့် အချိန်များနှင့် အချိန်ကန့်သတ်ချက်နားရှိ ဘုတ်များမှအပ run တစ်ခုကို ထပ်တူ ပြန်ရနိုင်သည်)။ ရှာဖွေမှုတစ်ခုစီကို တစ်ခုပြီးတစ်ခု သီးသန့် run သဖြင့် ၎င်း၏ အချိန်သည် ၎င်း၏ကိုယ်ပိုင် ဖြစ်သည်။ တိုးတက်မှုကို standard error သို့ ပြသည်။ နှိုင်းယှဉ်ချက် ပြီးလျှင် ထွက်ကုဒ် 0 (မဖြေရှင်းနိုင်ခဲ့သော ဘုတ်များသည် ဒေတာ ဖြစ်သည်)၊ ကြားဖြတ်ရပ်ခံရလျှင် 1။
help-experiment-heuristics-after-help =
    ဥပမာများ:
      npuzzle experiment heuristics --size 3x3 --count 20 --time-limit 10
      npuzzle experiment heuristics --size 4x4 --count 10 --time-limit 60 --heuristic h2,h5,h6
      npuzzle experiment heuristics --size 3x3 --count 5 --time-limit 5 --no-timing --format json
help-experiment-heuristics-arg-size = ဘုတ်အရွယ်၊ အကျယ် x အမြင့်
help-experiment-heuristics-arg-count = ကျပန်း ဘုတ်များ (အများဆုံး 1,000,000)
help-experiment-heuristics-arg-time-limit = ရှာဖွေမှုတစ်ခုစီ ယူနိုင်သော စက္ကန့် (ဗီယက်နမ် အစီရင်ခံစာက 60 သုံးသည်; 0 = မကန့်သတ်; အများဆုံး 1e9)
help-experiment-heuristics-arg-seed = { help-experiment-cost-table-arg-seed }
help-experiment-heuristics-arg-heuristics = နှိုင်းယှဉ်မည့် ခန့်မှန်းဖန်ရှင်များ (ထပ်ပေးပါ သို့မဟုတ် ကော်မာဖြင့် ခြားပါ; ပုံသေ ဗီယက်နမ် အစီရင်ခံစာ၏ ခြောက်ခု၊ H1..H6)
help-experiment-heuristics-arg-heuristics-value-misplaced = { help-solve-arg-heuristic-value-misplaced }
help-experiment-heuristics-arg-heuristics-value-manhattan = { help-solve-arg-heuristic-value-manhattan }
help-experiment-heuristics-arg-heuristics-value-euclidean = { help-solve-arg-heuristic-value-euclidean }
help-experiment-heuristics-arg-heuristics-value-rowcol = { help-solve-arg-heuristic-value-rowcol }
help-experiment-heuristics-arg-heuristics-value-linear-conflict = { help-solve-arg-heuristic-value-linear-conflict }
help-experiment-heuristics-arg-heuristics-value-seed-h6 = { help-solve-arg-heuristic-value-seed-h6 }
help-experiment-heuristics-arg-heuristics-value-misplaced-with-blank = { help-solve-arg-heuristic-value-misplaced-with-blank }
help-experiment-heuristics-arg-heuristics-value-linear-conflict-pairs = { help-solve-arg-heuristic-value-misplaced-with-blank }
help-experiment-heuristics-arg-algo = astar (ဗီယက်နမ် အစီရင်ခံစာကဲ့သို့) သို့မဟုတ် idastar
help-experiment-heuristics-arg-max-nodes = ဤမျှ ဆုံမှတ် ထုတ်ပေးပြီးနောက် ရှာဖွေမှုက လက်လျှော့သည် (A* သည် ဆုံမှတ်တိုင်းကို ကိုင်ထားသည်: တစ်ခုလျှင် 100 ဘိုက်ခန့်)
help-experiment-heuristics-arg-goal = { help-explain-arg-goal }
help-experiment-heuristics-arg-no-timing = အချိန်များကို ချန်ပါ (ထပ်တူ ပြန်ရနိုင်သော ရလဒ်အတွက်)
help-experiment-heuristics-arg-json = { help-explain-arg-json }
help-experiment-heuristics-arg-format = { help-explain-arg-format }
help-experiment-heuristics-arg-format-value-jsonl = { help-solve-arg-format-value-jsonl }
help-man-after-help =
    ဥပမာများ:
      npuzzle man | man -l -
      npuzzle man --dir target/man   # npuzzle.1, npuzzle-solve.1, npuzzle-pdb-build.1, ...
help-man-arg-dir = npuzzle.1 နှင့် subcommand တစ်ခုလျှင် စာမျက်နှာတစ်ခု (npuzzle-solve.1, ...) ကို ပြမည့်အစား ဤ directory ထဲသို့ ရေးပါ (မရှိလျှင် ဖန်တီးသည်)
help-explorer-after-help =
    စာမျက်နှာသည် ဖိုင်၊ USB stick သို့မဟုတ် သင်တန်း site မှ offline အလုပ်လုပ်သည် (network မလို၊ ထည့်သွင်းရန် မလို); `npuzzle lesson export` က ၎င်းကို သင်တန်း site တိုင်းထဲသို့ explorer.html အဖြစ် ထည့်သည်။

    ဥပမာများ:
      npuzzle explorer --out explorer.html
      npuzzle explorer --lang vi --out kham-pha.html
      npuzzle explorer > explorer.html
help-explorer-arg-out = စာမျက်နှာကို standard output အစား FILE သို့ ရေးပါ (atomic အဖြစ် အစားထိုးသည်; symbolic link မှတစ်ဆင့် ဘယ်တော့မှ မရေး)

# clap's own words.
help-heading-usage = အသုံးပြုပုံ:
help-heading-commands = Command များ:
help-heading-arguments = Argument များ:
help-heading-options = ရွေးချယ်စရာများ:
help-heading-possible-values = ဖြစ်နိုင်သော တန်ဖိုးများ:
help-default = {"["}ပုံသေ: { $value }]
help-possible-values = {"["}ဖြစ်နိုင်သော တန်ဖိုးများ: { $values }]
help-flag-help = အကူအညီကို ပြရန်
help-flag-help-more = အကူအညီကို ပြရန် ('--help' ဖြင့် ပိုကြည့်ပါ)
help-flag-help-summary = အကူအညီကို ပြရန် ('-h' ဖြင့် အနှစ်ချုပ် ကြည့်ပါ)
help-flag-version = ဗားရှင်းကို ပြရန်
help-command-help = ဤစာ သို့မဟုတ် ပေးထားသော subcommand(s) ၏ အကူအညီကို ပြရန်
help-command-help-arg-subcommand = subcommand(s) အတွက် အကူအညီကို ပြရန်
