//! Headless Chromium driven through W3C WebDriver, for tests of the pages
//! the tool writes: Debian's chromedriver (/usr/bin/chromedriver) on a free
//! loopback port, a small synchronous client over ureq (the async clients,
//! fantoccini and thirtyfour, bring a tokio stack that takes minutes to
//! build on a 2-core machine; WebDriver is a handful of JSON requests).
//! Without the browser or its driver the test fails under CI and is
//! skipped, saying so, locally (`common::require`).

use serde_json::{Value, json};
use std::net::TcpListener;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

pub const CHROMEDRIVER: &str = "/usr/bin/chromedriver";
pub const CHROMIUM: &str = "/usr/bin/chromium";

/// The flags headless Chromium needs as root on a machine without network.
pub const FLAGS: &[&str] = &[
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--disable-dev-shm-usage",
    "--window-size=1400,1000",
];

/// True when the browser and its driver are installed (else the test fails
/// under CI, and is skipped locally).
pub fn available(test: &str) -> bool {
    super::require("chromium", Path::new(CHROMIUM).exists(), test)
        && super::require(
            "chromedriver (chromium-driver)",
            Path::new(CHROMEDRIVER).exists(),
            test,
        )
}

/// A page the tool wrote is self-contained: a policy that forbids the
/// network, and no address outside the page (SVG's namespace aside).
pub fn assert_self_contained(html: &str, what: &str) {
    assert!(html.contains("Content-Security-Policy"), "{what}");
    assert!(html.contains("default-src 'none'"), "{what}");
    for bad in ["http://", "https://", "src=\"//", "<link"] {
        let outside = html
            .match_indices(bad)
            .filter(|(i, _)| !html[..*i].ends_with("xmlns=\""))
            .count();
        assert_eq!(outside, 0, "{bad} in {what}");
    }
}

/// A chromedriver process and one browser session; both ended when dropped.
pub struct Browser {
    driver: Child,
    agent: ureq::Agent,
    base: String,
    session: String,
    profile: PathBuf,
}

fn free_port() -> u16 {
    TcpListener::bind("127.0.0.1:0")
        .and_then(|l| l.local_addr())
        .map(|a| a.port())
        .expect("a free loopback port")
}

impl Browser {
    /// Start chromedriver and open a headless browser with a fresh profile.
    pub fn start(name: &str) -> Browser {
        let port = free_port();
        let driver = Command::new(CHROMEDRIVER)
            .arg(format!("--port={port}"))
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .expect("start chromedriver");
        let agent: ureq::Agent = ureq::Agent::config_builder()
            .http_status_as_error(false)
            .timeout_global(Some(Duration::from_secs(90)))
            .build()
            .into();
        let base = format!("http://127.0.0.1:{port}");
        let profile =
            std::env::temp_dir().join(format!("npuzzle-chromium-{}-{name}", std::process::id()));
        let _ = std::fs::remove_dir_all(&profile);
        let mut b = Browser {
            driver,
            agent,
            base,
            session: String::new(),
            profile,
        };
        let start = Instant::now();
        loop {
            let ready = b
                .agent
                .get(format!("{}/status", b.base))
                .call()
                .ok()
                .and_then(|r| r.into_body().read_to_string().ok())
                .and_then(|t| serde_json::from_str::<Value>(&t).ok())
                .is_some_and(|v| v["value"]["ready"] == true);
            if ready {
                break;
            }
            assert!(
                start.elapsed() < Duration::from_secs(30),
                "chromedriver did not become ready on port {port}"
            );
            std::thread::sleep(Duration::from_millis(20));
        }
        let mut args: Vec<String> = FLAGS.iter().map(|s| s.to_string()).collect();
        args.push(format!("--user-data-dir={}", b.profile.display()));
        let v = b.request(
            "POST",
            "/session",
            Some(json!({
                "capabilities": {"alwaysMatch": {
                    "browserName": "chrome",
                    "goog:chromeOptions": {"binary": CHROMIUM, "args": args},
                    "goog:loggingPrefs": {"browser": "ALL"}
                }}
            })),
        );
        b.session = v["sessionId"]
            .as_str()
            .unwrap_or_else(|| panic!("no session: {v}"))
            .to_string();
        b
    }

    /// One WebDriver command; its `value`. An error response fails the test.
    fn request(&self, method: &str, path: &str, body: Option<Value>) -> Value {
        let url = format!("{}{path}", self.base);
        let response = match (method, body) {
            ("GET", _) => self.agent.get(&url).call(),
            ("DELETE", _) => self.agent.delete(&url).call(),
            (_, b) => self
                .agent
                .post(&url)
                .header("Content-Type", "application/json")
                .send(b.unwrap_or(json!({})).to_string()),
        }
        .unwrap_or_else(|e| panic!("{method} {path}: {e}"));
        let status = response.status();
        let text = response
            .into_body()
            .read_to_string()
            .unwrap_or_else(|e| panic!("{method} {path}: {e}"));
        let v: Value = serde_json::from_str(&text).unwrap_or_else(|e| panic!("{e}: {text}"));
        assert!(status.is_success(), "{method} {path}: {status} {v}");
        v.get("value").cloned().unwrap_or(v)
    }

    fn cmd(&self, method: &str, path: &str, body: Option<Value>) -> Value {
        self.request(method, &format!("/session/{}{path}", self.session), body)
    }

    /// Open a URL (e.g. `file:///…`); a page with npuzzle's WebAssembly
    /// is opened once it is usable ([`Browser::wait_ready`]).
    pub fn goto(&self, url: &str) {
        self.cmd("POST", "/url", Some(json!({ "url": url })));
        self.wait_ready();
    }

    /// A page that carries npuzzle's WebAssembly (`script[data-wasm]`: the
    /// explorer, an interactive lesson page) works once its module runs:
    /// wait (up to 30 s) until it says so (`data-ready` on `<html>`) or
    /// says it cannot (`data-failed`). Other pages: at once.
    pub fn wait_ready(&self) {
        let start = Instant::now();
        let ready = "return !document.querySelector('script[data-wasm]') || document.documentElement.hasAttribute('data-ready') || document.querySelector('[data-failed]') !== null;";
        while self.execute(ready) != json!(true) {
            assert!(
                start.elapsed() < Duration::from_secs(30),
                "the page's WebAssembly did not start in 30 s"
            );
            std::thread::sleep(Duration::from_millis(10));
        }
    }

    /// Open a local file, with an optional fragment (`step=3`).
    pub fn open_file(&self, path: &Path, fragment: Option<&str>) {
        let path = path.canonicalize().expect("the page exists");
        let mut url = format!("file://{}", path.display());
        if let Some(f) = fragment {
            url.push('#');
            url.push_str(f);
        }
        self.goto(&url);
    }

    /// Run a script (its `return` value).
    pub fn execute(&self, script: &str) -> Value {
        self.cmd(
            "POST",
            "/execute/sync",
            Some(json!({"script": script, "args": []})),
        )
    }

    /// The elements matching a CSS selector (WebDriver element references).
    pub fn find_all(&self, css: &str) -> Vec<Value> {
        self.cmd(
            "POST",
            "/elements",
            Some(json!({"using": "css selector", "value": css})),
        )
        .as_array()
        .cloned()
        .unwrap_or_default()
    }

    fn element_id(e: &Value) -> String {
        e.as_object()
            .and_then(|o| o.values().next())
            .and_then(|v| v.as_str())
            .expect("an element reference")
            .to_string()
    }

    /// The one element matching `css`.
    pub fn find(&self, css: &str) -> Value {
        let all = self.find_all(css);
        assert_eq!(all.len(), 1, "{css}: {} elements", all.len());
        all[0].clone()
    }

    pub fn click(&self, e: &Value) {
        self.cmd(
            "POST",
            &format!("/element/{}/click", Self::element_id(e)),
            None,
        );
    }

    pub fn attribute(&self, e: &Value, name: &str) -> Option<String> {
        self.cmd(
            "GET",
            &format!("/element/{}/attribute/{name}", Self::element_id(e)),
            None,
        )
        .as_str()
        .map(str::to_string)
    }

    /// Type keys into an element (WebDriver key codes: "\u{E014}" is →).
    pub fn send_keys(&self, e: &Value, text: &str) {
        self.cmd(
            "POST",
            &format!("/element/{}/value", Self::element_id(e)),
            Some(json!({ "text": text })),
        );
    }

    /// The browser's console entries (level, message).
    pub fn log(&self) -> Vec<(String, String)> {
        self.cmd("POST", "/se/log", Some(json!({"type": "browser"})))
            .as_array()
            .cloned()
            .unwrap_or_default()
            .iter()
            .map(|e| {
                (
                    e["level"].as_str().unwrap_or("").to_string(),
                    e["message"].as_str().unwrap_or("").to_string(),
                )
            })
            .collect()
    }

    /// The console's errors and warnings (level, message): a page that
    /// works logs none.
    pub fn console_problems(&self) -> Vec<(String, String)> {
        self.log()
            .into_iter()
            .filter(|(level, _)| level == "SEVERE" || level == "WARNING")
            .collect()
    }

    /// Resize the window (CSS pixels), e.g. to a phone's 360 px.
    pub fn set_window_size(&self, width: u32, height: u32) {
        self.cmd(
            "POST",
            "/window/rect",
            Some(json!({ "width": width, "height": height })),
        );
    }

    /// A PNG of the window.
    pub fn screenshot(&self) -> Vec<u8> {
        use base64::Engine as _;
        let v = self.cmd("GET", "/screenshot", None);
        base64::engine::general_purpose::STANDARD
            .decode(v.as_str().expect("base64 PNG"))
            .expect("a base64 screenshot")
    }
}

/// The element of question `n` of a lesson page, as a script expression.
pub fn q(n: u64) -> String {
    format!("document.querySelector('[data-question=\"{n}\"]')")
}

/// On an interactive lesson page: type `text` into question `n` (set as
/// its value) and press check: `data-result`, the message, the board
/// reached (moves).
pub fn answer(b: &Browser, n: u64, text: &str) -> (String, String, Option<String>) {
    let v = b.execute(&format!(
        "var e = {}; e.querySelector('[data-input]').value = {}; e.querySelector('[data-action=check]').click(); var f = e.querySelector('[data-result]'); return [f.getAttribute('data-result'), f.querySelector('[data-message]').textContent, f.querySelector('[data-reached]').getAttribute('data-reached')];",
        q(n),
        json!(text)
    ));
    (
        v[0].as_str().unwrap_or("").to_string(),
        v[1].as_str().unwrap_or("").to_string(),
        v[2].as_str().filter(|s| !s.is_empty()).map(str::to_string),
    )
}

/// On an interactive lesson page: the answers file of its download link.
pub fn download(b: &Browser) -> String {
    b.execute(
        "var h = document.querySelector('[data-action=download-answers]').getAttribute('href'); return decodeURIComponent(h.substring(h.indexOf(',') + 1));",
    )
    .as_str()
    .unwrap()
    .to_string()
}

/// Every address the page fetched (a self-contained page: none).
pub fn requests(b: &Browser) -> Value {
    b.execute(
        "return performance.getEntriesByType('resource').map(function (e) { return e.name; });",
    )
}

impl Drop for Browser {
    fn drop(&mut self) {
        if !self.session.is_empty() {
            let _ = self
                .agent
                .delete(format!("{}/session/{}", self.base, self.session))
                .call();
        }
        let _ = self.driver.kill();
        let _ = self.driver.wait();
        let _ = std::fs::remove_dir_all(&self.profile);
    }
}
