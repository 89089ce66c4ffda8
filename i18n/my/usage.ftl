### The command line's usage errors (clap's), one line each (src/cli/usage_error.rs).
### Language: my. Area: usage

usage-unknown-argument = မသိသော အချက် (argument) '{ $arg }'
usage-unknown-subcommand = အမိန့်ခွဲ (subcommand) '{ $name }' မရှိပါ
usage-invalid-value = '{ $arg }' အတွက် တန်ဖိုး '{ $value }' မမှန်ပါ
usage-value-required = '{ $arg }' တွင် တန်ဖိုးတစ်ခု လိုသော်လည်း မပေးထားပါ
usage-with-possible-values = { $message } [ဖြစ်နိုင်သော တန်ဖိုးများ: { $values }]
usage-with-possible-values-or-a-board = { $message } [ဖြစ်နိုင်သော တန်ဖိုးများ: { $values }၊ သို့မဟုတ် ဘုတ်တစ်ခု]
usage-invalid-value-because = '{ $arg }' အတွက် တန်ဖိုး '{ $value }' မမှန်ပါ: { $reason }
usage-missing-arguments = မဖြစ်မနေ လိုအပ်သော အချက် (argument) များ မပေးထားပါ: { $args }
usage-missing-subcommand = '{ $name }' တွင် အမိန့်ခွဲ (subcommand) တစ်ခု လိုသော်လည်း မပေးထားပါ
usage-missing-subcommand-of = '{ $name }' တွင် အမိန့်ခွဲ (subcommand) တစ်ခု လိုသော်လည်း မပေးထားပါ [အမိန့်ခွဲများ: { $values }]
usage-used-twice = အချက် (argument) '{ $arg }' ကို တစ်ကြိမ်သာ သုံးနိုင်သည်
usage-conflict = အချက် (argument) '{ $arg }' ကို '{ $other }' နှင့် တွဲ၍ သုံး၍ မရပါ
usage-conflict-list = အချက် (argument) '{ $arg }' ကို ဤအချက်များနှင့် တွဲ၍ သုံး၍ မရပါ: { $others }
usage-conflict-others = အချက် (argument) '{ $arg }' ကို ပေးထားသော အခြားအချက်အချို့နှင့် တွဲ၍ သုံး၍ မရပါ
usage-no-equals = '{ $arg }' ကို တန်ဖိုးပေးရာတွင် ညီမျှခြင်းသင်္ကေတ (=) လိုသည်
usage-too-many-values = '{ $arg }' အတွက် တန်ဖိုး '{ $value }' ပိုနေသည်: နောက်ထပ် တန်ဖိုး မလိုပါ
usage-too-few-values = '{ $arg }' တွင် တန်ဖိုး { $min } ခု လိုသည်; { $count } ခုသာ ပေးထားသည်
usage-wrong-number-of-values = '{ $arg }' တွင် တန်ဖိုး { $expected } ခု လိုသော်လည်း { $count } ခု ပေးထားသည်
usage-tip-similar-subcommand = အကြံပြုချက်: ဆင်တူသော အမိန့်ခွဲ '{ $name }' ရှိသည်
usage-tip-similar-subcommands = အကြံပြုချက်: ဆင်တူသော အမိန့်ခွဲများ ရှိသည်: { $names }
usage-tip-similar-argument = အကြံပြုချက်: ဆင်တူသော အချက် '{ $name }' ရှိသည်
usage-tip-similar-arguments = အကြံပြုချက်: ဆင်တူသော အချက်များ ရှိသည်: { $names }
usage-tip-similar-value = အကြံပြုချက်: ဆင်တူသော တန်ဖိုး '{ $name }' ရှိသည်
usage-tip-similar-values = အကြံပြုချက်: ဆင်တူသော တန်ဖိုးများ ရှိသည်: { $names }
usage-tip-as-value = အကြံပြုချက်: '{ $arg }' ကို တန်ဖိုးအဖြစ် ပေးရန် '{ $use_ }' ဟု ရေးပါ
usage-tip-exists = အကြံပြုချက်: '{ $name }' ရှိသည်
usage-tip-remove-dashes = အကြံပြုချက်: အမိန့်ခွဲ '{ $name }' ရှိသည်; ၎င်းကို သုံးရန် ရှေ့ရှိ '--' ကို ဖယ်ပါ
usage-tip-other = အကြံပြုချက် ({ $english })
usage-see-help = {" "}(`{ $command } --help` ကို ကြည့်ပါ)
usage-reason-empty = ဗလာ ဖြစ်နေသည်၊ ဂဏန်း မဟုတ်ပါ
usage-reason-not-a-whole-number = ကိန်းပြည့် မဟုတ်ပါ
usage-reason-too-large = ဂဏန်း အလွန်ကြီးသည်
usage-reason-too-small = ဂဏန်း အလွန်ငယ်သည်
usage-reason-not-a-number = ဂဏန်း မဟုတ်ပါ
usage-reason-other = ({ $english })
usage-give-seconds = 0 (ကန့်သတ်ချက် မရှိ) မှ { $max } အထိ စက္ကန့်အရေအတွက် ပေးပါ
usage-give-count = 1 မှ { $max } အထိ ဘုတ်အရေအတွက် ပေးပါ
usage-give-whole-from = { $min } ထက် မငယ်သော ကိန်းပြည့် ပေးပါ
usage-give-whole-range = { $min } မှ { $max } အထိ ကိန်းပြည့် ပေးပါ
usage-other = အမိန့်စာကြောင်း မမှန်ပါ ({ $english })
usage-not-utf8 = အချက် (argument) { $position } (`{ $shown }`) သည် UTF-8 စာသား မဟုတ်ပါ
usage-not-utf8-somewhere = အချက် (argument) တစ်ခုသည် UTF-8 စာသား မဟုတ်ပါ
