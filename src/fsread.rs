//! Every file the tool reads goes through here: bounded and never blocking.
//!
//! - Only regular files are read. A FIFO, a socket or a device (a symlink
//!   to `/dev/zero`, say) is refused by name before a byte is read;
//!   standard input is read only when the user asks for it with `-`.
//! - Files are opened without blocking (`O_NONBLOCK` on unix: opening a
//!   FIFO that has no writer would otherwise wait forever), then the open
//!   handle's metadata must say "regular file" before reading.
//! - No read takes more than its format's cap plus one byte, whatever the
//!   file's size says or becomes while it is read.
//!
//! The caps, one per format:
//! - a board (`@FILE`, `-`, a lesson's `board: "@file"`): [`MAX_BOARD_BYTES`];
//! - a lesson file: [`MAX_LESSON_BYTES`];
//! - an answers file (`lesson run --answers`): [`MAX_ANSWERS_BYTES`].
//!
//! Pattern-database cache files have their own exact expected size:
//! `pdb` opens them with [`open_if_present`] and reads them with
//! [`read_up_to`]. `tests/suite/one_reader.rs` fails when a file is read
//! anywhere else.

use crate::error::{Error, Problem, Result};
use crate::i18n::{Arg, Msg};
use crate::msg;
use std::fs::File;
use std::io::Read;
use std::path::Path;

/// A board as text: a 16×16 board with comments fits many times over.
pub const MAX_BOARD_BYTES: u64 = 64 * 1024;
/// A lesson file.
pub(crate) const MAX_LESSON_BYTES: u64 = 256 * 1024;
/// An answers file: one short answer per quiz.
pub(crate) const MAX_ANSWERS_BYTES: u64 = 64 * 1024;

/// What is being read: its cap and how to say it is too big.
#[derive(Debug, Clone, Copy)]
pub struct Limit {
    pub bytes: u64,
    /// The end of the message for a file over the cap: `not a board`,
    /// `too big for a lesson`.
    pub too_big: fn() -> Msg,
}

pub(crate) const BOARD: Limit = Limit {
    bytes: MAX_BOARD_BYTES,
    too_big: || msg!("file-too-big-for-a-board"),
};
pub(crate) const LESSON: Limit = Limit {
    bytes: MAX_LESSON_BYTES,
    too_big: || msg!("file-too-big-for-a-lesson"),
};
pub const ANSWERS: Limit = Limit {
    bytes: MAX_ANSWERS_BYTES,
    too_big: || msg!("file-too-big-for-answers"),
};

/// How messages name standard input (`name` of the functions below).
pub(crate) const STDIN: &str = "standard input";

/// A problem with the file `name`, said where it is printed.
fn problem(name: &str, msg: Msg) -> Error {
    let place = if name == STDIN {
        Arg::from(msg!("board-standard-input"))
    } else {
        Arg::Text(name.to_string())
    };
    Error::Problem(Box::new(Problem {
        place: vec![place],
        msg,
        notes: Vec::new(),
    }))
}

fn cannot_open(name: &str, e: &std::io::Error) -> Error {
    problem(name, msg!("file-cannot-open", reason = io_reason_said(e)))
}

fn cannot_read(name: &str, e: &std::io::Error) -> Error {
    problem(name, msg!("file-cannot-read", reason = io_reason_said(e)))
}

/// Open `path` for reading without blocking and check it is a regular
/// file. `name` is how messages show the file.
pub fn open_regular(path: &Path, name: &str) -> Result<File> {
    let file = open_nonblocking(path).map_err(|e| cannot_open(name, &e))?;
    let meta = file.metadata().map_err(|e| cannot_read(name, &e))?;
    if !meta.is_file() {
        return Err(problem(
            name,
            msg!("file-not-a-file", kind = kind_of(&meta.file_type())),
        ));
    }
    Ok(file)
}

#[cfg(unix)]
fn open_nonblocking(path: &Path) -> std::io::Result<File> {
    use std::os::unix::fs::OpenOptionsExt;
    std::fs::OpenOptions::new()
        .read(true)
        .custom_flags(libc::O_NONBLOCK | libc::O_NOCTTY)
        .open(path)
}

#[cfg(not(unix))]
fn open_nonblocking(path: &Path) -> std::io::Result<File> {
    // No FIFOs to block on; the metadata check below still refuses
    // anything but a regular file.
    std::fs::File::open(path)
}

/// Words for what a path is when it is not a regular file.
fn kind_of(t: &std::fs::FileType) -> Msg {
    #[cfg(unix)]
    {
        use std::os::unix::fs::FileTypeExt;
        if t.is_fifo() {
            return msg!("file-kind-fifo");
        }
        if t.is_char_device() {
            return msg!("file-kind-char-device");
        }
        if t.is_block_device() {
            return msg!("file-kind-block-device");
        }
        if t.is_socket() {
            return msg!("file-kind-socket");
        }
    }
    if t.is_dir() {
        msg!("file-kind-directory")
    } else {
        msg!("file-kind-other")
    }
}

/// A short reason for a failed open or read, without the OS error number.
pub fn io_reason(e: &std::io::Error) -> String {
    io_reason_said(e).english()
}

/// [`io_reason`] as a message, said in the user's language.
pub fn io_reason_said(e: &std::io::Error) -> Msg {
    match e.kind() {
        std::io::ErrorKind::NotFound => msg!("file-no-such-file"),
        std::io::ErrorKind::PermissionDenied => msg!("file-permission-denied"),
        std::io::ErrorKind::IsADirectory => msg!("file-is-a-directory"),
        _ => msg!("file-io-other", english = e.to_string()),
    }
}

/// The UTF-8 byte-order mark.
const BOM: &[u8] = "\u{feff}".as_bytes();

/// The bytes of a regular file, at most `limit.bytes`.
pub fn read_bytes(path: &Path, name: &str, limit: Limit) -> Result<Vec<u8>> {
    let file = open_regular(path, name)?;
    if let Ok(meta) = file.metadata()
        && meta.len() > limit.bytes
    {
        return Err(too_big(name, limit));
    }
    read_capped(file, name, limit)
}

/// The text of a regular file: at most `limit.bytes`, UTF-8.
pub fn read_text(path: &Path, name: &str, limit: Limit) -> Result<String> {
    utf8(read_bytes(path, name, limit)?, name)
}

/// The text of a regular file that must lie inside the directory `base`
/// (a canonical path): a lesson's `@FILE` board, a lesson of a course.
/// `outside` is the error for a file that does not.
///
/// The file is opened first and checked after: the canonical path of
/// `path` must lie in `base` *and* be the very file that was opened (same
/// device and inode). A directory swapped for a symlink between the
/// check and the open (a race an attacker can win) therefore reads
/// nothing outside `base`: either the path leads outside, or the opened
/// file is not the one found inside.
pub(crate) fn read_text_within(
    path: &Path,
    base: &Path,
    name: &str,
    limit: Limit,
    outside: impl Fn() -> Error,
) -> Result<String> {
    let file = open_regular(path, name)?;
    let opened = file.metadata().map_err(|e| cannot_read(name, &e))?;
    let real = path.canonicalize().map_err(|_| outside())?;
    if !real.starts_with(base) {
        return Err(outside());
    }
    let found = std::fs::symlink_metadata(&real).map_err(|_| outside())?;
    if !same_file(&opened, &found) {
        return Err(outside());
    }
    if opened.len() > limit.bytes {
        return Err(too_big(name, limit));
    }
    utf8(read_capped(file, name, limit)?, name)
}

/// Whether two metadata describe one file (device and inode on unix).
#[cfg(unix)]
fn same_file(a: &std::fs::Metadata, b: &std::fs::Metadata) -> bool {
    use std::os::unix::fs::MetadataExt;
    b.is_file() && a.dev() == b.dev() && a.ino() == b.ino()
}

#[cfg(not(unix))]
fn same_file(a: &std::fs::Metadata, b: &std::fs::Metadata) -> bool {
    // No inode numbers: the canonical path check above is what holds.
    b.is_file() && a.len() == b.len()
}

/// Open a file that may be missing without blocking and refuse anything
/// but a regular file (a cache file): `Ok(None)` when there is no such
/// file, `Err(reason)` (in words) when it cannot be opened or is not a
/// regular file; else the file and its size.
pub fn open_if_present(path: &Path) -> std::result::Result<Option<(File, u64)>, String> {
    let f = match open_nonblocking(path) {
        Ok(f) => f,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(None),
        Err(e) => return Err(format!("cannot be read ({e})")),
    };
    let meta = f.metadata().map_err(|e| format!("cannot be read ({e})"))?;
    if !meta.is_file() {
        let kind = if meta.is_dir() {
            "a directory"
        } else {
            "a device, FIFO or socket"
        };
        return Err(format!("is not a regular file ({kind}): not read"));
    }
    Ok(Some((f, meta.len())))
}

/// Read at most `n` bytes of an open file (a cache file of known size).
pub fn read_up_to(f: &mut File, n: u64) -> std::result::Result<Vec<u8>, String> {
    let mut buf = Vec::with_capacity(n.min(1 << 30) as usize);
    f.take(n)
        .read_to_end(&mut buf)
        .map_err(|e| format!("cannot be read ({e})"))?;
    Ok(buf)
}

/// The text of standard input (only ever read for `-`), at most
/// `limit.bytes`, UTF-8.
pub(crate) fn read_stdin_text(limit: Limit) -> Result<String> {
    utf8(read_capped(std::io::stdin().lock(), STDIN, limit)?, STDIN)
}

/// Read at most `limit.bytes` from a reader; one byte more is an error.
pub(crate) fn read_capped(reader: impl Read, name: &str, limit: Limit) -> Result<Vec<u8>> {
    let mut bytes = Vec::new();
    reader
        .take(limit.bytes + 1)
        .read_to_end(&mut bytes)
        .map_err(|e| cannot_read(name, &e))?;
    if bytes.len() as u64 > limit.bytes {
        return Err(too_big(name, limit));
    }
    Ok(bytes)
}

fn too_big(name: &str, limit: Limit) -> Error {
    problem(
        name,
        msg!(
            "file-too-big",
            kib = limit.bytes / 1024,
            what = (limit.too_big)()
        ),
    )
}

/// UTF-8 text, or an error naming the first bad byte (1-based). A
/// byte-order mark at the start (editors on Windows write one) is not
/// part of the text and is dropped, in every kind of file.
pub fn utf8(mut bytes: Vec<u8>, name: &str) -> Result<String> {
    let skipped = if bytes.starts_with(BOM) { BOM.len() } else { 0 };
    bytes.drain(..skipped);
    String::from_utf8(bytes).map_err(|e| {
        problem(
            name,
            msg!(
                "file-not-utf8",
                byte = skipped + e.utf8_error().valid_up_to() + 1
            ),
        )
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn tmp(name: &str) -> std::path::PathBuf {
        let dir = std::env::temp_dir().join(format!("npuzzle-fsread-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        dir.join(name)
    }

    #[test]
    fn a_regular_file_is_read_whole_up_to_its_cap() {
        let p = tmp("small.txt");
        std::fs::write(&p, "1 2/3 0").unwrap();
        assert_eq!(read_text(&p, "small", BOARD).unwrap(), "1 2/3 0");
        let limit = Limit {
            bytes: 4,
            too_big: BOARD.too_big,
        };
        let e = read_text(&p, "small", limit).unwrap_err();
        assert_eq!(e.to_string(), "small: more than 0 KiB: not a board");
        assert_eq!(e.exit_code(), 2);
        let vi = crate::i18n::Lang::from_code("vi").unwrap();
        assert_eq!(e.say(vi), "small: hơn 0 KiB: không phải một bảng");
    }

    #[test]
    fn a_reader_is_never_read_past_its_cap() {
        let limit = Limit {
            bytes: 1024,
            too_big: ANSWERS.too_big,
        };
        // An endless reader: only cap + 1 bytes are taken.
        let e = read_capped(std::io::repeat(b'0'), "zeros", limit).unwrap_err();
        assert_eq!(
            e.to_string(),
            "zeros: more than 1 KiB: too big for an answers file"
        );
    }

    #[test]
    fn a_byte_order_mark_is_not_text() {
        assert_eq!(
            utf8(b"\xef\xbb\xbf1 2/3 0".to_vec(), "f").unwrap(),
            "1 2/3 0"
        );
        // Only at the start: anywhere else it stays (and is refused
        // later as a character of no board).
        assert_eq!(utf8(b"1\xef\xbb\xbf".to_vec(), "f").unwrap(), "1\u{feff}");
        // The bad byte is counted in the file, mark included.
        let e = utf8(b"\xef\xbb\xbf\xff".to_vec(), "f").unwrap_err();
        assert_eq!(
            e.to_string(),
            "f: not UTF-8 text (the first bad byte is byte 4)"
        );
    }

    #[test]
    fn bad_utf8_names_its_byte() {
        let e = utf8(vec![b'a', b'b', 0xff], "f").unwrap_err();
        assert_eq!(
            e.to_string(),
            "f: not UTF-8 text (the first bad byte is byte 3)"
        );
    }

    #[test]
    fn a_directory_is_not_read() {
        let e = read_text(&std::env::temp_dir(), "d", BOARD).unwrap_err();
        assert!(e.to_string().ends_with("a directory, not a file"), "{e}");
    }

    #[cfg(unix)]
    #[test]
    fn a_file_reached_through_a_swapped_directory_is_never_read() {
        // `d` flips between a real directory of the base and a symlink to
        // a directory outside it while the file under it is read: the
        // outside file's text never comes back.
        let root = tmp("within");
        let _ = std::fs::remove_dir_all(&root);
        let base = root.join("base");
        let outside = root.join("outside");
        std::fs::create_dir_all(base.join("real")).unwrap();
        std::fs::create_dir_all(&outside).unwrap();
        std::fs::write(base.join("real/b.txt"), "inside").unwrap();
        std::fs::write(outside.join("b.txt"), "SECRET").unwrap();
        let base = base.canonicalize().unwrap();
        let d = base.join("d");
        std::os::unix::fs::symlink(base.join("real"), &d).unwrap();
        let stop = std::sync::Arc::new(std::sync::atomic::AtomicBool::new(false));
        let flipper = {
            let (stop, d, real, outside) =
                (stop.clone(), d.clone(), base.join("real"), outside.clone());
            std::thread::spawn(move || {
                let mut flips = 0u64;
                while !stop.load(std::sync::atomic::Ordering::Relaxed) {
                    let target = if flips.is_multiple_of(2) {
                        &outside
                    } else {
                        &real
                    };
                    let tmp_link = d.with_extension("new");
                    let _ = std::fs::remove_file(&tmp_link);
                    std::os::unix::fs::symlink(target, &tmp_link).unwrap();
                    std::fs::rename(&tmp_link, &d).unwrap();
                    flips += 1;
                }
                flips
            })
        };
        let (mut inside, mut refused) = (0, 0);
        for _ in 0..2000 {
            let read = read_text_within(&d.join("b.txt"), &base, "b", BOARD, || {
                Error::input("outside")
            });
            match read {
                Ok(text) => {
                    assert_eq!(text, "inside", "read outside the base");
                    inside += 1;
                }
                Err(_) => refused += 1,
            }
        }
        stop.store(true, std::sync::atomic::Ordering::Relaxed);
        assert!(flipper.join().unwrap() > 0);
        assert_eq!(inside + refused, 2000);
        // A plain symlink out of the base is refused, one inside is read.
        std::os::unix::fs::symlink(outside.join("b.txt"), base.join("out.txt")).unwrap();
        let e = read_text_within(&base.join("out.txt"), &base, "o", BOARD, || {
            Error::input("outside")
        });
        assert_eq!(e, Err(Error::input("outside")));
        let _ = std::fs::remove_dir_all(&root);
    }

    #[cfg(unix)]
    #[test]
    fn devices_and_fifos_are_refused_without_blocking() {
        let e = read_text(Path::new("/dev/zero"), "z", BOARD).unwrap_err();
        assert_eq!(
            e.to_string(),
            "z: cannot read: a character device, not a file"
        );
        let fifo = tmp("fifo");
        let _ = std::fs::remove_file(&fifo);
        let made = std::process::Command::new("mkfifo").arg(&fifo).status();
        assert!(made.is_ok_and(|s| s.success()), "mkfifo failed");
        let e = read_text(&fifo, "p", BOARD).unwrap_err();
        assert_eq!(
            e.to_string(),
            "p: cannot read: a named pipe (FIFO), not a file"
        );
    }
}
