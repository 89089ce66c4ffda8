//! Charts as SVG, drawn with the `plotters` crate (its SVG backend writes
//! text as `<text>` elements, so no font library or fontconfig is needed:
//! the crate is built without its `ttf` feature and estimates text widths).
//!
//! - [`cost_table`]: nodes generated against solution depth on a log scale,
//!   one line per algorithm, AIMA's published Figure 3.29 as markers.
//! - [`distances`]: the number of boards at each distance from the goal.

use super::lab::column_title;
use super::search::count;
use crate::error::{Error, Result};
use crate::lab::cost_table::{CostTable, PUBLISHED};
use crate::statespace::VerifyReport;
use plotters::prelude::*;

const SIZE: (u32, u32) = (960, 600);
const FONT: &str = "DejaVu Sans, Helvetica, Arial, sans-serif";

/// One colour per line, readable in print and for red-green colour
/// blindness (Okabe-Ito).
const COLOURS: [RGBColor; 6] = [
    RGBColor(0, 114, 178),
    RGBColor(213, 94, 0),
    RGBColor(0, 158, 115),
    RGBColor(204, 121, 167),
    RGBColor(230, 159, 0),
    RGBColor(86, 180, 233),
];

fn fail<E: std::fmt::Debug>(e: E) -> Error {
    Error::internal(format!("plot: {e:?}"))
}

/// Put a `<title>` in the SVG plotters wrote, for screen readers and tabs.
fn titled(svg: String, title: &str) -> String {
    match svg.find('>') {
        Some(i) if svg.starts_with("<svg") => format!(
            "{}\n<title>{}</title>{}",
            &svg[..=i],
            super::escape::html(title),
            &svg[i + 1..]
        ),
        _ => svg,
    }
}

/// Powers of ten around the values: the range of a log axis.
fn decades(values: impl Iterator<Item = f64>) -> (f64, f64) {
    let (lo, hi) = values
        .filter(|v| *v > 0.0)
        .fold((f64::MAX, f64::MIN), |(a, b), v| (a.min(v), b.max(v)));
    if lo > hi {
        return (1.0, 10.0);
    }
    (
        10f64.powf(lo.log10().floor()),
        10f64.powf(hi.log10().ceil()).max(10.0),
    )
}

fn power_label(v: f64, lang: crate::i18n::Lang) -> String {
    let e = v.log10().round() as i32;
    if (v - 10f64.powi(e)).abs() < 1e-6 * v.max(1.0) {
        if e <= 9 {
            count(v.round() as u64, lang)
        } else {
            format!("1e{e}")
        }
    } else {
        String::new()
    }
}

/// Nodes generated against depth, log scale: a line per algorithm (mean
/// over the boards of each depth), AIMA's published figures as triangle
/// markers of the same colour.
pub fn cost_table(table: &CostTable, goal_line: &str, lang: crate::i18n::Lang) -> Result<String> {
    let depth_max = table.rows.iter().map(|r| r.depth).max().unwrap_or(2);
    let measured = table
        .rows
        .iter()
        .flat_map(|r| r.cells.iter().filter_map(|c| c.generated));
    let published = PUBLISHED.iter().flat_map(|p| {
        table
            .columns
            .iter()
            .filter_map(move |&c| p.get(c).map(|v| v as f64))
            .filter(move |_| p.depth <= depth_max)
    });
    let (lo, hi) = decades(measured.chain(published));
    let title = format!(
        "Nodes generated against solution depth ({} boards per depth, seed {})",
        table.count, table.seed
    );
    let mut svg = String::new();
    {
        let root = SVGBackend::with_string(&mut svg, SIZE).into_drawing_area();
        root.fill(&WHITE).map_err(fail)?;
        let mut chart = ChartBuilder::on(&root)
            .caption(&title, (FONT, 20))
            .margin(18)
            .x_label_area_size(48)
            .y_label_area_size(84)
            .build_cartesian_2d(0u32..depth_max + 2, (lo..hi).log_scale())
            .map_err(fail)?;
        chart
            .configure_mesh()
            .x_desc("solution depth d (moves)")
            .y_desc("nodes generated (mean, log scale)")
            .x_labels((depth_max as usize / 2 + 2).min(16))
            .x_label_formatter(&|d| d.to_string())
            .y_label_formatter(&|v| power_label(*v, lang))
            .label_style((FONT, 14))
            .axis_desc_style((FONT, 15))
            .light_line_style(RGBColor(236, 236, 236))
            .bold_line_style(RGBColor(200, 200, 200))
            .draw()
            .map_err(fail)?;
        for (k, &column) in table.columns.iter().enumerate() {
            let colour = COLOURS[k % COLOURS.len()];
            let points: Vec<(u32, f64)> = table
                .rows
                .iter()
                .filter_map(|r| r.cells.get(k)?.generated.map(|g| (r.depth, g)))
                .filter(|(_, g)| *g > 0.0)
                .collect();
            let name = format!("{} (measured)", column_title(column, lang));
            chart
                .draw_series(LineSeries::new(points.clone(), colour.stroke_width(2)))
                .map_err(fail)?
                .label(name)
                .legend(move |(x, y)| {
                    PathElement::new(vec![(x, y), (x + 22, y)], colour.stroke_width(2))
                });
            chart
                .draw_series(points.iter().map(|&p| Circle::new(p, 3, colour.filled())))
                .map_err(fail)?;
            let aima: Vec<(u32, f64)> = PUBLISHED
                .iter()
                .filter(|p| p.depth <= depth_max + 1)
                .filter_map(|p| p.get(column).map(|v| (p.depth, v as f64)))
                .collect();
            if !aima.is_empty() {
                chart
                    .draw_series(
                        aima.iter()
                            .map(|&p| TriangleMarker::new(p, 8, colour.stroke_width(2))),
                    )
                    .map_err(fail)?
                    .label(format!("{} (AIMA Fig. 3.29)", column_title(column, lang)))
                    .legend(move |(x, y)| {
                        TriangleMarker::new((x + 11, y), 7, colour.stroke_width(2))
                    });
            }
        }
        chart
            .configure_series_labels()
            .position(SeriesLabelPosition::UpperLeft)
            .background_style(WHITE.mix(0.9))
            .border_style(RGBColor(160, 160, 160))
            .label_font((FONT, 13))
            .draw()
            .map_err(fail)?;
        root.draw(&Text::new(
            format!("{goal_line}. Lines and dots: this run; triangles: the published means (Russell and Norvig 2010, Figure 3.29)."),
            (18, SIZE.1 as i32 - 14),
            (FONT, 12).into_font().color(&RGBColor(60, 60, 60)),
        ))
        .map_err(fail)?;
        root.present().map_err(fail)?;
    }
    Ok(titled(svg, &title))
}

/// The number of boards at each distance from the goal, as bars.
pub fn distances(report: &VerifyReport, lang: crate::i18n::Lang) -> Result<String> {
    let max = report.by_depth.iter().copied().max().unwrap_or(1).max(1);
    let n = report.by_depth.len() as u32;
    let title = format!(
        "Boards at each distance from the goal, {}x{} ({} reachable, farthest {} moves)",
        report.width,
        report.height,
        count(report.reached, lang),
        report.max_depth
    );
    let mut svg = String::new();
    {
        let root = SVGBackend::with_string(&mut svg, SIZE).into_drawing_area();
        root.fill(&WHITE).map_err(fail)?;
        let top = max as f64 * 1.08;
        let mut chart = ChartBuilder::on(&root)
            .caption(&title, (FONT, 19))
            .margin(18)
            .x_label_area_size(48)
            .y_label_area_size(96)
            .build_cartesian_2d(-0.6f64..n as f64 - 0.4, 0f64..top)
            .map_err(fail)?;
        chart
            .configure_mesh()
            .disable_x_mesh()
            .x_desc("distance from the goal (moves)")
            .y_desc("boards")
            .x_labels((n as usize).min(20))
            .x_label_formatter(&|d| {
                if d.fract().abs() < 1e-9 && *d >= 0.0 {
                    format!("{}", *d as u64)
                } else {
                    String::new()
                }
            })
            .y_label_formatter(&|v| count(v.round() as u64, lang))
            .label_style((FONT, 14))
            .axis_desc_style((FONT, 15))
            .light_line_style(RGBColor(236, 236, 236))
            .bold_line_style(RGBColor(200, 200, 200))
            .draw()
            .map_err(fail)?;
        chart
            .draw_series(report.by_depth.iter().enumerate().map(|(d, &c)| {
                Rectangle::new(
                    [(d as f64 - 0.4, 0.0), (d as f64 + 0.4, c as f64)],
                    COLOURS[0].filled(),
                )
            }))
            .map_err(fail)?;
        root.draw(&Text::new(
            format!(
                "Goal: {} ({}). Every reachable board counted once, at its shortest distance (breadth-first search over the whole space).",
                report.goal.to_line(),
                report.goal_name
            ),
            (18, SIZE.1 as i32 - 14),
            (FONT, 12).into_font().color(&RGBColor(60, 60, 60)),
        ))
        .map_err(fail)?;
        root.present().map_err(fail)?;
    }
    Ok(titled(svg, &title))
}
