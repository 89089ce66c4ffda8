//! Ranges of the numeric options, checked by clap when the command line is
//! parsed, and the saturating conversions behind them.
//!
//! Every numeric flag of every command is either parsed here (seconds,
//! counts) or given a clap range where it is declared (`--max-nodes`: at
//! least 1). A value outside its range is a one-line usage error, exit 2,
//! never a panic further down.

use super::usage_error::ValueError;
use npuzzle::msg;
use std::time::Duration;

/// Largest `--time-limit`: a billion seconds (about 31 years). Longer
/// limits would overflow a deadline on some platforms and mean "none"
/// anyway: that is `--time-limit 0`.
pub const MAX_SECONDS: f64 = 1e9;

/// Largest `--count` / `--sample`: a million random boards.
pub const MAX_COUNT: usize = 1_000_000;

/// `--time-limit SECS`: a number of seconds from 0 (no limit) to
/// [`MAX_SECONDS`].
pub fn seconds(text: &str) -> Result<f64, ValueError> {
    let bad = || ValueError(msg!("usage-give-seconds", max = MAX_SECONDS));
    let t: f64 = text.trim().parse().map_err(|_| bad())?;
    if t.is_finite() && (0.0..=MAX_SECONDS).contains(&t) {
        Ok(t)
    } else {
        Err(bad())
    }
}

/// A checked number of seconds as a limit: `None` for 0 (no limit).
/// Saturates rather than panics, whatever the caller passes.
pub fn time_limit(seconds: f64) -> Option<Duration> {
    if seconds > 0.0 {
        Duration::try_from_secs_f64(seconds.min(MAX_SECONDS)).ok()
    } else {
        None
    }
}

/// `--count N` / `--sample N`: from 1 to [`MAX_COUNT`] boards.
pub fn count(text: &str) -> Result<usize, ValueError> {
    let bad = || ValueError(msg!("usage-give-count", max = MAX_COUNT));
    let n: usize = text.trim().parse().map_err(|_| bad())?;
    if (1..=MAX_COUNT).contains(&n) {
        Ok(n)
    } else {
        Err(bad())
    }
}

/// A whole number from `min` to `max` (`u64::MAX`: no upper bound), for
/// `value_parser = whole(1, 20_000)`.
pub fn whole(
    min: u64,
    max: u64,
) -> impl Fn(&str) -> Result<u64, ValueError> + Clone + Send + Sync + 'static {
    move |text: &str| {
        let bad = || {
            ValueError(if max == u64::MAX {
                msg!("usage-give-whole-from", min = min)
            } else {
                msg!("usage-give-whole-range", min = min, max = max)
            })
        };
        let n: u64 = text.trim().parse().map_err(|_| bad())?;
        if (min..=max).contains(&n) {
            Ok(n)
        } else {
            Err(bad())
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn seconds_have_a_range() {
        assert_eq!(seconds("0"), Ok(0.0));
        assert_eq!(seconds("2.5"), Ok(2.5));
        assert_eq!(seconds("1e9"), Ok(1e9));
        for bad in [
            "-1",
            "1e20",
            "9.3e18",
            "18446744073709551615",
            "nan",
            "inf",
            "-inf",
            "",
            "x",
        ] {
            assert!(seconds(bad).is_err(), "{bad}");
        }
    }

    #[test]
    fn limits_saturate() {
        assert_eq!(time_limit(0.0), None);
        assert_eq!(time_limit(-3.0), None);
        assert_eq!(time_limit(f64::NAN), None);
        assert_eq!(time_limit(1.5), Some(Duration::from_millis(1500)));
        assert_eq!(time_limit(1e300), Some(Duration::from_secs(1_000_000_000)));
        assert_eq!(
            time_limit(f64::INFINITY),
            Some(Duration::from_secs(1_000_000_000))
        );
    }

    #[test]
    fn counts_have_a_range() {
        assert_eq!(count("1"), Ok(1));
        assert_eq!(count("1000000"), Ok(1_000_000));
        for bad in ["0", "1000001", "18446744073709551615", "-1", "x"] {
            assert!(count(bad).is_err(), "{bad}");
        }
    }

    #[test]
    fn whole_numbers_have_a_range() {
        let steps = whole(1, 20_000);
        assert_eq!(steps("1"), Ok(1));
        assert_eq!(steps(" 20000 "), Ok(20_000));
        for bad in ["0", "20001", "-1", "x", "", "1.5"] {
            assert!(steps(bad).is_err(), "{bad}");
        }
        let nodes = whole(1, u64::MAX);
        assert_eq!(nodes("18446744073709551615"), Ok(u64::MAX));
        assert_eq!(
            nodes("0").unwrap_err().to_string(),
            "give a whole number of at least 1"
        );
    }
}
