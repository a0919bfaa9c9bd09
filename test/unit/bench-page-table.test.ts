import assert from "node:assert/strict";
import { test } from "node:test";
import { lighthouseMetricsTable, markdownTable, pageTable, ratio, type PageFigures } from "../../test/bench/page-table.ts";
import { median, percentile } from "../../test/bench/timing.ts";

const throughput = (requestsPerSecond: number, p95: number, failures = 0) => ({ requestsPerSecond, p50: p95 / 2, p95, failures });

test("a Markdown table pads its cells to aligned columns and right-aligns numbers", () => {
  assert.equal(
    markdownTable(["page", "req/s"], [["home", "12.5"], ["calendar", "230"]]),
    ["| page     | req/s |", "| -------- | ----: |", "| home     |  12.5 |", "| calendar |   230 |"].join("\n"),
  );
});

test("a ratio is two decimals with ×, and – when a figure is missing or zero", () => {
  assert.equal(ratio(230, 280), "0.82×");
  assert.equal(ratio(undefined, 280), "–");
  assert.equal(ratio(230, null), "–");
  assert.equal(ratio(230, 0), "–");
});

test("the page table has one row per page: throughput, ratios, JavaScript in KiB, Lighthouse scores", () => {
  const calendar: PageFigures = {
    type: "calendar",
    path: "/de/spielplan",
    cached: throughput(250, 60.04),
    uncached: throughput(23.4, 640),
    staticFile: throughput(280, 55),
    uncachedOneClient: 30,
    renderOnly: 20,
    javascript: 110 * 1024,
    lighthouse: {
      scores: { performance: 96, accessibility: 100, "best-practices": 100, seo: 100 },
      metrics: { "first-contentful-paint": 900, "largest-contentful-paint": 1800.4, "total-blocking-time": 120, "cumulative-layout-shift": 0.0042, "speed-index": 1200 },
    },
  };
  const [header, , row] = pageTable([calendar]).split("\n");
  const cells = (line: string) => line.split("|").slice(1, -1).map((cell) => cell.trim());
  const byColumn = Object.fromEntries(cells(header).map((title, i) => [title, cells(row)[i]]));
  assert.deepEqual(byColumn, {
    page: "calendar",
    path: "`/de/spielplan`",
    "cached req/s": "250",
    "cached p95 ms": "60.0",
    "uncached req/s": "23.4",
    "uncached p95 ms": "640.0",
    "static req/s": "280",
    "static p95 ms": "55.0",
    "cached ÷ static": "0.89×",
    "uncached, 1 client, ms": "30.0",
    "render-only ms": "20.0",
    "1 client ÷ render-only": "1.50×",
    "first-visit JS KiB gzip": "110.0",
    "Lighthouse perf / a11y / BP / SEO": "96 / 100 / 100 / 100",
  });
  const metrics = lighthouseMetricsTable([calendar]).split("\n")[2];
  assert.deepEqual(cells(metrics), ["calendar", "900", "1800", "120", "0.004", "1200"]);
});

test("figures not measured show –, and a throughput with failed requests says how many", () => {
  const row = pageTable([{ type: "search", path: "/de/search?q=Oper", uncached: throughput(40, 300, 12), renderOnly: null }]).split("\n")[2];
  const cells = row.split("|").slice(1, -1).map((cell) => cell.trim());
  assert.equal(cells[0], "search");
  assert.equal(cells[2], "–");
  assert.equal(cells[4], "40.0 (12 failed)");
  assert.deepEqual(cells.slice(8), ["–", "–", "–", "–", "–", "–"]);
  assert.equal(lighthouseMetricsTable([{ type: "search", path: "/de/search" }]).split("\n").length, 2);
  const none = pageTable([{ type: "home", path: "/de", cached: { requestsPerSecond: 0, p50: NaN, p95: NaN, failures: 0 } }]).split("\n")[2];
  assert.deepEqual(none.split("|").slice(3, 5).map((cell) => cell.trim()), ["0 (no answer in time)", "–"]);
});

test("median and percentile take the nearest rank", () => {
  assert.equal(median([5, 1, 3]), 3);
  assert.equal(median([4, 1, 3, 2]), 2);
  assert.equal(percentile([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20], 0.95), 19);
  assert.ok(Number.isNaN(median([])));
});
