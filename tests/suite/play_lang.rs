//! `npuzzle play` in Vietnamese, Chinese and Burmese (issues 26, 38), driven in a real
//! 80x24 terminal (tmux) with colour on and off: the panel's words, a move
//! that changes the invariant line, a refused move, a hint, the win, a new
//! board, and the summary on leaving, with the terminal restored; no line
//! of any captured screen is wider than 80 columns (a CJK character takes
//! two). The English screens are `tests/suite/play.rs`'s.

use crate::common;
use crate::play::{assert_restored, panel_value, play_line};

use common::tmux::{self, Tmux};

/// The words one language shows, for the checks.
struct Words {
    lang: &'static str,
    /// The panel's labels (the first is the moves' count).
    labels: [&'static str; 6],
    /// The invariant's label and its value before and after the move.
    invariant: &'static str,
    before: &'static str,
    after: &'static str,
    /// Words of the title, the keys' help and the verdict.
    screen: [&'static str; 3],
    /// The last move's row: its tile and direction.
    moved: &'static str,
    refused: &'static str,
    hint: &'static str,
    solved: &'static str,
    new_board: &'static str,
    /// The summary line on standard error, up to the replay command.
    summary: &'static str,
    no_moves: &'static str,
}

const VI: Words = Words {
    lang: "vi",
    labels: [
        "Số nước đi",
        "Số nghịch thế",
        "Hàng ô trống",
        "Bất biến",
        "Kết luận",
        "Manhattan",
    ],
    invariant: "Bất biến",
    before: "2 chẵn",
    after: "0 chẵn",
    screen: [
        "phím mũi tên di chuyển ô trống",
        "u hoàn tác",
        "giải được (chiều rộng lẻ",
    ],
    moved: "1 D   5 lên",
    refused: "bị từ chối: ô trống không thể đi xuống",
    hint: "Gợi ý: nhấn → (ô số 8 trượt sang trái, ô trống đi R): còn 1 nước đi tới trạng thái đích",
    solved: "Đã giải xong trong 2 nước đi (tối ưu 2)",
    new_board: "một bảng mới",
    summary: "npuzzle: 2 nước đi, đã giải xong; phát lại bằng: npuzzle trace '",
    no_moves: "npuzzle: chưa đi nước nào trên '",
};

const ZH: Words = Words {
    lang: "zh",
    labels: [
        "已走步数",
        "逆序数",
        "空格所在行",
        "不变量",
        "结论",
        "曼哈顿距离",
    ],
    invariant: "不变量",
    before: "2 偶",
    after: "0 偶",
    screen: ["方向键移动空格", "u 撤销", "有解（宽度为奇数"],
    moved: "1 D  5 上",
    refused: "不允许：空格不能向下移动",
    hint: "提示：按 →（数码 8 向左滑动，空格移动 R）：距目标状态 1 步",
    solved: "用 2 步解决（最优 2）",
    new_board: "新的棋盘",
    summary: "npuzzle：2 步，已解决；回放命令：npuzzle trace '",
    no_moves: "npuzzle：在 '",
};

const MY: Words = Words {
    lang: "my",
    labels: [
        "ရွှေ့ပြီး",
        "ပြောင်းပြန်",
        "အကွက်လွတ်အတန်း",
        "မပြောင်းလဲတန်ဖိုး",
        "ဆုံးဖြတ်ချက်",
        "မန်ဟက်တန်",
    ],
    invariant: "မပြောင်းလဲတန်ဖိုး",
    before: "2 စုံ",
    after: "0 စုံ",
    screen: ["မြှားခလုတ်များက အကွက်လွတ်ကို ရွှေ့သည်", "u ပြန်ဖျက်", "ဖြေရှင်းနိုင် (အကျယ် မ"],
    moved: "1 D  5 အပေါ်",
    refused: "ငြင်းသည်: အကွက်လွတ်သည် အောက်သို့ မရွှေ့နိုင်ပါ",
    hint: "အရိပ်အမြွက်: နှိပ်ပါ → (အကွက် 8 ဘယ်သို့ လျှော၊ အကွက်လွတ်ရွှေ့ချက် R): ပန်းတိုင်သို့ ရွှေ့ချက် 1 ချက်",
    solved: "ရွှေ့ချက် 2 ချက်ဖြင့် ဖြေရှင်းပြီး (အကောင်းဆုံး 2)",
    new_board: "ဘုတ်အသစ်",
    summary: "npuzzle: ရွှေ့ချက် 2 ချက်၊ ဖြေရှင်းပြီး; ပြန်ရွှေ့ရန်: npuzzle trace '",
    no_moves: "npuzzle: '",
};

/// Every line of the screen fits 80 columns.
fn assert_fits(screen: &str) {
    for line in screen.lines() {
        let w = textwrap::core::display_width(line);
        assert!(w <= 80, "a line of {w} columns: {line:?}\n{screen}");
    }
}

/// Whether the screen shows `text`, maybe wrapped over several lines
/// (spaces left out: a Chinese line breaks between two characters).
fn shows(screen: &str, text: &str) -> bool {
    let bare = |s: &str| s.chars().filter(|c| !c.is_whitespace()).collect::<String>();
    bare(screen).contains(&bare(text))
}

/// Wait until the visible screen satisfies `done`, check that it fits,
/// and return it.
fn wait(t: &Tmux, what: &str, done: impl Fn(&str) -> bool) -> String {
    t.wait_until(what, |_| done(&t.visible()));
    let s = t.visible();
    assert_fits(&s);
    s
}

/// A terminal running `play ARGS` in `w`'s language, its first frame drawn
/// in colour or not.
fn start(name: &str, w: &Words, args: &str, colour: bool) -> Tmux {
    let t = Tmux::start_sized(name, 80, 24);
    t.line(&play_line(&format!("--lang {} {args}", w.lang), colour));
    wait(&t, "the board", |s| s.contains(w.labels[0]));
    let styled = t.screen_styled();
    let has_colour = styled.contains("\x1b[3") || styled.contains("\x1b[9");
    assert_eq!(has_colour, colour, "colour {colour}, screen:\n{styled}");
    t
}

/// Quit with q; the exit code, the terminal restored, and the screen with
/// what was printed on leaving.
fn quit(t: &Tmux) -> String {
    t.keys(&["q"]);
    let screen = t.wait_until("the exit code", |s| tmux::exit_code(s).is_some());
    assert_eq!(tmux::exit_code(&screen), Some(0), "{screen}");
    assert_restored(t);
    screen
}

fn a_game_in(w: &Words) {
    // The blank in the middle: D (tile 5 slides up) takes the inversions
    // from 2 to 0, R (tile 8 slides left) wins.
    let board = "1 2 3/4 0 6/7 5 8";
    for colour in [false, true] {
        let t = start(
            &format!("{}{colour}", w.lang),
            w,
            &format!("'{board}' --arrows blank"),
            colour,
        );
        let s = t.visible();
        for word in w.labels.iter().chain(&w.screen) {
            assert!(shows(&s, word), "{}: no {word:?} in:\n{s}", w.lang);
        }
        for english in ["Moves made", "Inversions", "Verdict", "keys:", "goal "] {
            assert!(!s.contains(english), "{}: {english:?} in:\n{s}", w.lang);
        }
        assert_eq!(panel_value(&s, w.invariant), w.before, "{s}");
        t.keys(&["Down"]);
        let s = wait(&t, "the move", |s| {
            panel_value(s, w.labels[0]) == "1" && s.contains(w.moved)
        });
        assert_eq!(panel_value(&s, w.invariant), w.after, "{s}");
        t.keys(&["Down"]);
        wait(&t, "the refusal", |s| s.contains(w.refused));
        t.keys(&["?"]);
        let s = wait(&t, "the hint", |s| shows(s, w.hint));
        assert_eq!(panel_value(&s, w.labels[0]), "1", "{s}");
        t.keys(&["Right"]);
        wait(&t, "the win", |s| shows(s, w.solved));
        let screen = quit(&t);
        let (_, rest) = screen
            .split_once(w.summary)
            .unwrap_or_else(|| panic!("no summary {:?} in:\n{screen}", w.summary));
        let (start_board, moves) = rest.split_once("' ").expect("board then moves");
        let moves = moves.split_whitespace().next().unwrap();
        assert_eq!((start_board, moves), (board, "DR"), "{screen}");
        let run = common::run(&["trace", start_board, moves]);
        assert_eq!(run.code, 0, "{}", run.stderr);
    }
    // A new board, then leaving without a move.
    let t = start(&format!("{}new", w.lang), w, "--seed 5", false);
    t.keys(&["n"]);
    wait(&t, "a new board", |s| s.contains(w.new_board));
    let screen = quit(&t);
    assert!(screen.contains(w.no_moves), "{screen}");
}

#[test]
fn play_in_vietnamese() {
    if !tmux::available("play_in_vietnamese") {
        return;
    }
    a_game_in(&VI);
}

#[test]
fn play_in_chinese() {
    if !tmux::available("play_in_chinese") {
        return;
    }
    a_game_in(&ZH);
}

#[test]
fn play_in_burmese() {
    if !tmux::available("play_in_burmese") {
        return;
    }
    a_game_in(&MY);
}

#[test]
fn not_a_terminal_in_every_language() {
    for (lang, want) in [
        (
            "vi",
            "play cần một cửa sổ dòng lệnh (đầu vào và đầu ra chuẩn)",
        ),
        ("zh", "play 需要终端（标准输入和标准输出）"),
        (
            "my",
            "play သည် တာမီနယ် (terminal: standard input နှင့် output) လိုသည်",
        ),
        ("en", "play needs a terminal (standard input and output)"),
    ] {
        let run = common::run(&["--lang", lang, "play", "724506831"]);
        assert_eq!(run.code, 2, "{lang}");
        assert_eq!(run.stderr.lines().count(), 1, "{lang}: {}", run.stderr);
        assert!(run.stderr.contains(want), "{lang}: {}", run.stderr);
    }
}
