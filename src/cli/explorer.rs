//! `npuzzle explorer`: the explorer page, one self-contained HTML file
//! whose mathematics is npuzzle's own library compiled to WebAssembly
//! (web/, built by `web/build.sh`). The binary carries the built module
//! (`web/dist/npuzzle.wasm`) and the page's script and style; this command
//! puts them together in the language of `--lang`.

use super::ctx::{Ctx, Outcome};
use npuzzle::error::{Error, Result};
use npuzzle::render::page::{STYLE, head};
use npuzzle::render::{escape, escape::html as esc, tree_html};
use npuzzle::t;
use std::io::Write as _;
use std::path::{Path, PathBuf};

/// The explorer page: any board, its proof, a game and the searches.
#[derive(Debug, clap::Args)]
#[command(
    after_help = "The page works offline from a file, a USB stick or a course site (no network, nothing to install); `npuzzle lesson export` puts it in every course site as explorer.html.\n\nExamples:\n  npuzzle explorer --out explorer.html\n  npuzzle explorer --lang vi --out kham-pha.html\n  npuzzle explorer > explorer.html"
)]
pub struct Args {
    /// Write the page to FILE (replaced atomically; never through a
    /// symbolic link) instead of standard output.
    #[arg(long, value_name = "FILE")]
    pub out: Option<PathBuf>,
}

/// The page's name in an exported course site.
pub const FILE_NAME: &str = "explorer.html";

/// npuzzle's library for the browser, as `web/build.sh` built it.
pub const WASM: &[u8] = include_bytes!("../../web/dist/npuzzle.wasm");
/// [`WASM`] as the pages carry it (made once): gzip (flate2, best
/// compression, no name and no time in its header, so the same bytes
/// every time), then base64. The page's loader inflates it with the
/// browser's own `DecompressionStream`: the module is 1.5 MB, the page
/// carries about a third of that.
pub fn wasm_gzip_base64() -> &'static str {
    use base64::Engine as _;
    use std::io::Write as _;
    static ENCODED: std::sync::OnceLock<String> = std::sync::OnceLock::new();
    ENCODED.get_or_init(|| {
        let mut gz = flate2::GzBuilder::new()
            .operating_system(255)
            .write(Vec::new(), flate2::Compression::best());
        gz.write_all(WASM).expect("gzip into memory");
        let zipped = gz.finish().expect("gzip into memory");
        base64::engine::general_purpose::STANDARD.encode(zipped)
    })
}

/// What checks the answers of the interactive lesson pages: [`WASM`].
pub fn checker() -> npuzzle::render::lesson_page::Checker<'static> {
    npuzzle::render::lesson_page::Checker {
        wasm_gzip_base64: wasm_gzip_base64(),
    }
}

const BODY: &str = include_str!("../../web/page/body.html");
const STYLE_OWN: &str = include_str!("../../web/page/explorer.css");
const LOADER: &str = include_str!("../../web/page/loader.js");
const SCRIPT: &str = include_str!("../../web/page/explorer.js");
const WORKER: &str = include_str!("../../web/page/worker.js");

/// Nothing from outside: inline style and script, the module compiled
/// from the page's own bytes (`wasm-unsafe-eval`), and the worker from a
/// `blob:` the page makes; no connection of any kind.
pub const CSP: &str = "default-src 'none'; script-src 'unsafe-inline' 'wasm-unsafe-eval'; style-src 'unsafe-inline'; img-src data:; worker-src blob:";

/// The page in the current language.
pub fn page(lang: npuzzle::i18n::Lang) -> String {
    let style = format!("{STYLE}{}{STYLE_OWN}", tree_html::STYLE);
    let mut s = head(&t!(lang; "explorer-title"), CSP, &style, lang);
    let body = BODY
        .replace("{{title}}", &esc(&t!(lang; "explorer-title")))
        .replace("{{noscript}}", &esc(&t!(lang; "explorer-noscript")))
        .replace("{{loading}}", &esc(&t!(lang; "explorer-loading")));
    s.push('\n');
    s.push_str(&body);
    // Scripts are not parsed as HTML: only `</script` could end one early,
    // and none of them contains it (a unit test checks).
    s.push_str("<script type=\"text/plain\" data-wasm>");
    s.push_str(wasm_gzip_base64());
    s.push_str("</script>\n<script type=\"text/plain\" data-worker>\n");
    s.push_str(LOADER);
    s.push_str(WORKER);
    s.push_str("</script>\n<script>\n");
    s.push_str(LOADER);
    s.push_str(SCRIPT);
    s.push_str("</script>\n</body>\n</html>\n");
    s
}

fn shown(path: &Path) -> String {
    escape(&path.display().to_string()).to_string()
}

/// Write `text` to `path`: refused through a symbolic link or over a
/// directory; a temporary file beside it, renamed over it.
fn write_file(path: &Path, text: &str) -> Result<()> {
    if let Ok(meta) = std::fs::symlink_metadata(path) {
        if meta.file_type().is_symlink() {
            return Err(Error::problem(npuzzle::msg!(
                "usage-out-symlink",
                path = shown(path)
            )));
        }
        if meta.is_dir() {
            return Err(Error::problem(npuzzle::msg!(
                "usage-out-directory",
                path = shown(path)
            )));
        }
    }
    let io = |what: &str, e: &std::io::Error| {
        Error::Io(format!(
            "--out {}: cannot {what}: {}",
            shown(path),
            npuzzle::parse::io_reason(e)
        ))
    };
    let dir = match path.parent() {
        Some(d) if !d.as_os_str().is_empty() => d,
        _ => Path::new("."),
    };
    let mut builder = tempfile::Builder::new();
    builder.prefix(".npuzzle-explorer-").suffix(".tmp");
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt as _;
        // A page to share: readable by all (less the umask).
        builder.permissions(std::fs::Permissions::from_mode(0o644));
    }
    let mut tmp = builder
        .tempfile_in(dir)
        .map_err(|e| io("write in its folder", &e))?;
    tmp.write_all(text.as_bytes())
        .and_then(|_| tmp.as_file().sync_all())
        .map_err(|e| io("write the page", &e))?;
    tmp.persist(path)
        .map_err(|e| io("write the page", &e.error))?;
    Ok(())
}

pub fn run(args: Args, ctx: &mut Ctx) -> Result<Outcome> {
    let page = page(ctx.lang());
    match &args.out {
        None => ctx.out.write_all(page.as_bytes())?,
        Some(path) => write_file(path, &page)?,
    }
    Ok(Outcome::Success)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The files `web/dist/SOURCES` lists, with their hashes: what the
    /// module was built from (`web/build.sh` writes it through this test).
    fn hash_of(root: &Path, file: &str) -> std::result::Result<String, String> {
        let bytes = std::fs::read(root.join(file)).map_err(|e| format!("{file}: {e}"))?;
        // Line ends as a checkout on Windows may have them: the same hash.
        let text: Vec<u8> = if file.ends_with(".wasm") {
            bytes
        } else {
            String::from_utf8_lossy(&bytes)
                .replace("\r\n", "\n")
                .into_bytes()
        };
        Ok(blake3::hash(&text).to_hex().to_string())
    }

    #[test]
    fn the_wasm_was_built_from_these_sources() {
        let root = Path::new(env!("CARGO_MANIFEST_DIR"));
        let sources = root.join("web/dist/SOURCES");
        if let Some(list) = std::env::var_os("NPUZZLE_WRITE_WASM_SOURCES") {
            let list = std::fs::read_to_string(list).unwrap();
            let mut files: Vec<&str> = list.lines().filter(|l| !l.is_empty()).collect();
            files.push("web/dist/npuzzle.wasm");
            files.sort_unstable();
            files.dedup();
            let mut out = String::from(
                "# The files web/dist/npuzzle.wasm was built from, and their BLAKE3 hashes\n# (written by web/build.sh; checked by `cargo test`).\n",
            );
            for f in files {
                out.push_str(&format!("{}  {f}\n", hash_of(root, f).unwrap()));
            }
            std::fs::write(&sources, out).unwrap();
        }
        let recorded = std::fs::read_to_string(&sources).expect("web/dist/SOURCES");
        let mut changed = Vec::new();
        for line in recorded.lines().filter(|l| !l.starts_with('#')) {
            let (hash, file) = line.split_once("  ").expect("HASH  FILE");
            if hash_of(root, file).as_deref() != Ok(hash) {
                changed.push(file);
            }
        }
        assert!(
            changed.is_empty(),
            "web/dist/npuzzle.wasm was built from other sources than these (changed since: {}): run web/build.sh and commit web/dist",
            changed.join(", ")
        );
        assert!(recorded.contains("  web/dist/npuzzle.wasm\n"));
        assert!(
            recorded.contains("  src/board.rs\n") && recorded.contains("  i18n/en/explorer.ftl\n")
        );
    }

    #[test]
    fn the_page_is_one_file_that_asks_nothing_of_the_network() {
        let page = page(npuzzle::i18n::Lang::from_code("vi").unwrap());
        assert!(page.starts_with("<!DOCTYPE html>\n<html lang=\"vi\">"));
        assert!(page.contains("Content-Security-Policy\" content=\"default-src 'none';"));
        for part in [LOADER, SCRIPT, WORKER, BODY, STYLE_OWN] {
            assert!(!part.to_ascii_lowercase().contains("</script"));
            assert!(!part.contains("http:") && !part.contains("https:"));
        }
        assert!(WASM.starts_with(b"\0asm"));
        // The module is carried gzipped: it inflates to the module itself.
        use base64::Engine as _;
        let zipped = base64::engine::general_purpose::STANDARD
            .decode(wasm_gzip_base64())
            .unwrap();
        let mut inflated = Vec::new();
        std::io::Read::read_to_end(
            &mut flate2::read::GzDecoder::new(&zipped[..]),
            &mut inflated,
        )
        .unwrap();
        assert!(inflated == WASM);
        assert!(page.len() < 2_000_000, "{} bytes", page.len());
    }
}
