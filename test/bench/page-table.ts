// The page benchmark's figures as Markdown, to paste into a note: one row per page type, then the
// Lighthouse metrics of the audited pages. A figure not measured shows as "–"; a throughput with
// failed requests says how many, since it is then not the page's speed.
import type { Category, Metric, PageAudit } from "./lighthouse-audit.ts";
import { METRICS } from "./lighthouse-audit.ts";
import { PAGE_LABELS, type PageType } from "./page-types.ts";
import type { Throughput } from "./throughput.ts";

export interface PageFigures {
  type: PageType;
  path: string;
  cached?: Throughput;
  uncached?: Throughput;
  /** The same bytes as the page, served from DATA_DIR/media by the same process. */
  staticFile?: Throughput;
  /** Median ms of the uncached page with one client asking at a time. */
  uncachedOneClient?: number;
  /** Median ms of React's render of the page's tree with its data already in memory. */
  renderOnly?: number | null;
  /** gzip bytes of the JavaScript a first visit loads. */
  javascript?: number;
  lighthouse?: Pick<PageAudit, "scores" | "metrics">;
}

const MISSING = "–";

/** An aligned Markdown table; `align` per column: "l" (default for the first) or "r". */
export function markdownTable(header: string[], rows: string[][], align: ("l" | "r")[] = header.map((_, i) => (i === 0 ? "l" : "r"))): string {
  const widths = header.map((title, column) => Math.max(3, title.length, ...rows.map((row) => (row[column] ?? "").length)));
  const cell = (text: string, column: number) => (align[column] === "r" ? text.padStart(widths[column]) : text.padEnd(widths[column]));
  const line = (cells: string[]) => `| ${cells.map((text, column) => cell(text ?? "", column)).join(" | ")} |`;
  const rule = `| ${widths.map((width, column) => (align[column] === "r" ? `${"-".repeat(width - 1)}:` : "-".repeat(width))).join(" | ")} |`;
  return [line(header), rule, ...rows.map(line)].join("\n");
}

const fixed = (value: number | null | undefined, digits = 0) => (value === undefined || value === null || !Number.isFinite(value) ? MISSING : value.toFixed(digits));

/** "a ÷ b" as "0.82×", or "–" when either is missing. */
export function ratio(a: number | null | undefined, b: number | null | undefined): string {
  if (a === undefined || a === null || b === undefined || b === null || !Number.isFinite(a) || !Number.isFinite(b) || b === 0) return MISSING;
  return `${(a / b).toFixed(2)}×`;
}

function requestsPerSecond(figure: Throughput | undefined): string {
  if (!figure) return MISSING;
  // Every answer took longer than the timed run (a machine under heavy load).
  if (figure.requestsPerSecond === 0) return "0 (no answer in time)";
  const rate = figure.requestsPerSecond >= 100 ? figure.requestsPerSecond.toFixed(0) : figure.requestsPerSecond.toFixed(1);
  return figure.failures > 0 ? `${rate} (${figure.failures} failed)` : rate;
}

const p95 = (figure: Throughput | undefined) => fixed(figure?.p95, 1);
const kib = (bytes: number | undefined) => (bytes === undefined ? MISSING : (bytes / 1024).toFixed(1));
const scores = (audit: PageFigures["lighthouse"]) =>
  audit ? (["performance", "accessibility", "best-practices", "seo"] as Category[]).map((category) => String(audit.scores[category])).join(" / ") : MISSING;

export function pageTable(rows: PageFigures[]): string {
  const header = [
    "page",
    "path",
    "cached req/s",
    "cached p95 ms",
    "uncached req/s",
    "uncached p95 ms",
    "static req/s",
    "static p95 ms",
    "cached ÷ static",
    "uncached, 1 client, ms",
    "render-only ms",
    "1 client ÷ render-only",
    "first-visit JS KiB gzip",
    "Lighthouse perf / a11y / BP / SEO",
  ];
  const body = rows.map((row) => [
    PAGE_LABELS[row.type],
    `\`${row.path}\``,
    requestsPerSecond(row.cached),
    p95(row.cached),
    requestsPerSecond(row.uncached),
    p95(row.uncached),
    requestsPerSecond(row.staticFile),
    p95(row.staticFile),
    ratio(row.cached?.requestsPerSecond, row.staticFile?.requestsPerSecond),
    fixed(row.uncachedOneClient, 1),
    fixed(row.renderOnly, 1),
    ratio(row.uncachedOneClient, row.renderOnly),
    kib(row.javascript),
    scores(row.lighthouse),
  ]);
  return markdownTable(header, body, header.map((_, i) => (i < 2 ? "l" : "r")));
}

/** FCP, LCP, TBT, SI in ms and CLS of the pages Lighthouse audited. */
export function lighthouseMetricsTable(rows: PageFigures[]): string {
  const audited = rows.filter((row) => row.lighthouse);
  const ids = Object.keys(METRICS) as Metric[];
  const header = ["page", ...ids.map((id) => (id === "cumulative-layout-shift" ? METRICS[id] : `${METRICS[id]} ms`))];
  const body = audited.map((row) => [PAGE_LABELS[row.type], ...ids.map((id) => fixed(row.lighthouse!.metrics[id], id === "cumulative-layout-shift" ? 3 : 0))]);
  return markdownTable(header, body);
}
