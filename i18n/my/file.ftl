### Reading files: what a user sees when a file cannot be read (src/fsread.rs).
### Language: my. Area: file

file-cannot-open = ဖွင့်၍ မရပါ: { $reason }
file-cannot-read = ဖတ်၍ မရပါ: { $reason }
file-no-such-file = ဤဖိုင် မရှိပါ
file-permission-denied = ခွင့်ပြုချက် မရှိပါ
file-is-a-directory = ဖိုင် မဟုတ်ဘဲ ဖိုင်တွဲ (directory) ဖြစ်သည်
file-io-other = စနစ်၏ အမှား ({ $english })
file-not-a-file = ဖတ်၍ မရပါ: { $kind } ဖြစ်ပြီး ဖိုင် မဟုတ်ပါ
file-kind-fifo = အမည်ရှိ ပိုက် (FIFO)
file-kind-char-device = စာလုံး ကိရိယာ (character device)
file-kind-block-device = ဘလောက် ကိရိယာ (block device)
file-kind-socket = socket
file-kind-directory = ဖိုင်တွဲ (directory)
file-kind-other = ပုံမှန် ဖိုင် မဟုတ်
file-too-big = { $kib } KiB ထက် ပိုသည်: { $what }
file-too-big-for-a-board = ဘုတ် မဟုတ်ပါ
file-too-big-for-a-lesson = သင်ခန်းစာ ဖိုင်အတွက် ကြီးလွန်းသည်
file-too-big-for-answers = အဖြေဖိုင်အတွက် ကြီးလွန်းသည်
file-too-big-for-a-roster = အတန်းစာရင်းအတွက် ကြီးလွန်းသည်
file-too-big-for-a-course = course.yaml ဖိုင်အတွက် ကြီးလွန်းသည်
file-too-big-for-progress = တိုးတက်မှု မှတ်တမ်းဖိုင်အတွက် ကြီးလွန်းသည်
file-not-utf8 = UTF-8 စာသား မဟုတ်ပါ (ပထမဆုံး မှားသော byte မှာ byte { $byte } ဖြစ်သည်)
