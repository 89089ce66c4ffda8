//! Helpers the benchmarks share (included with `mod common;`; each bench
//! uses some of them).
#![allow(dead_code)]

use std::path::{Path, PathBuf};
use std::process::Command;

/// A number from the environment variable `name`, else `default`.
pub fn env_number(name: &str, default: u64) -> u64 {
    match std::env::var(name) {
        Ok(v) => v
            .parse()
            .unwrap_or_else(|_| panic!("{name} must be a number, got {v:?}")),
        Err(_) => default,
    }
}

/// CPU seconds (user + system) used by this process so far, from
/// /proc/self/stat (clock ticks of 1/100 s); `None` off Linux.
pub fn cpu_seconds() -> Option<f64> {
    let s = std::fs::read_to_string("/proc/self/stat").ok()?;
    let rest = &s[s.rfind(')')? + 2..];
    let f: Vec<&str> = rest.split_whitespace().collect();
    let utime: f64 = f.get(11)?.parse().ok()?;
    let stime: f64 = f.get(12)?.parse().ok()?;
    Some((utime + stime) / 100.0)
}

/// The C program `benches/c/NAME.c` built with `flags` (as `NAME-SUFFIX`
/// in Cargo's temporary directory for benches). The compiler is `cc`,
/// `CC` overrides it.
pub fn compile_c(name: &str, flags: &[&str], suffix: &str) -> Result<PathBuf, String> {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join(format!("benches/c/{name}.c"));
    let out = Path::new(env!("CARGO_TARGET_TMPDIR")).join(format!("{name}-{suffix}"));
    let cc = std::env::var("CC").unwrap_or_else(|_| "cc".into());
    let status = Command::new(&cc)
        .args(flags)
        .arg("-o")
        .arg(&out)
        .arg(&src)
        .status()
        .map_err(|e| format!("no C compiler: `{cc}` could not be run ({e})"))?;
    if !status.success() {
        return Err(format!(
            "`{cc} {} {}` failed",
            flags.join(" "),
            src.display()
        ));
    }
    Ok(out)
}

/// Minimum, median and maximum.
pub fn spread(mut v: Vec<f64>) -> (f64, f64, f64) {
    v.sort_by(|a, b| a.total_cmp(b));
    let n = v.len();
    let median = if n % 2 == 1 {
        v[n / 2]
    } else {
        (v[n / 2 - 1] + v[n / 2]) / 2.0
    };
    (v[0], median, v[n - 1])
}
