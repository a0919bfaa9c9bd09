// Lighthouse 12 with Debian's Chromium, mobile (the default config: a slow 4G connection and a 4×
// slower CPU, simulated): the four category scores and the performance metrics of a page, the
// median of several runs, and what the audits found, for fixing. One Chromium serves every run;
// Lighthouse clears the origin's cache and storage before each, so every run is a first visit.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse, { type Result } from "lighthouse";
import { CHROMIUM } from "../helpers/browser.ts";
import { median } from "./timing.ts";

export const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
export type Category = (typeof CATEGORIES)[number];

/** The metrics of the performance score, by audit id, with the unit they are shown in. */
export const METRICS = {
  "first-contentful-paint": "FCP",
  "largest-contentful-paint": "LCP",
  "total-blocking-time": "TBT",
  "cumulative-layout-shift": "CLS",
  "speed-index": "SI",
} as const;
export type Metric = keyof typeof METRICS;

export interface PageAudit {
  /** 0–100 per category, the median of the runs. */
  scores: Record<Category, number>;
  /** Milliseconds (CLS: unitless), the median of the runs. */
  metrics: Record<Metric, number>;
  /** What to fix: failed audits of the run with the median performance score, one line each. */
  findings: string[];
  /** The full report of that run (JSON), for a closer look. */
  reportFile: string;
}

export interface Lighthouse {
  audit(url: string, runs?: number): Promise<PageAudit>;
  close(): Promise<void>;
}

function scoresOf(lhr: Result): Record<Category, number> {
  return Object.fromEntries(CATEGORIES.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)])) as Record<Category, number>;
}

/** Some items of an audit's table: the element, URL or source it is about. */
function itemsOf(audit: Result["audits"][string], limit = 3): string {
  const details = audit.details as { items?: Record<string, unknown>[] } | undefined;
  const describe = (item: Record<string, unknown>): string => {
    const node = item.node as { selector?: string; snippet?: string } | undefined;
    if (node) return node.snippet ?? node.selector ?? "";
    const source = (item.url ?? item.source ?? item.description) as unknown;
    if (typeof source === "string") return source;
    const nested = (item.items ?? (item as { subItems?: { items?: Record<string, unknown>[] } }).subItems?.items) as Record<string, unknown>[] | undefined;
    return nested?.length ? describe(nested[0]) : "";
  };
  const short = (text: string) => (text.length > 160 ? `${text.slice(0, 159)}…` : text);
  // Some audits' details hold an object, not a list, under `items`.
  const listed = Array.isArray(details?.items) ? details.items : [];
  const items = listed.map(describe).filter(Boolean).map(short);
  return items.slice(0, limit).join(" · ") + (items.length > limit ? ` · (+${items.length - limit})` : "");
}

/**
 * Failed audits of each category, worst first: in performance every opportunity and diagnostic
 * below 0.9 (they weigh nothing but say what to fix), elsewhere every scored audit below 1.
 */
export function findingsOf(lhr: Result): string[] {
  const lines: string[] = [];
  for (const category of CATEGORIES) {
    const threshold = category === "performance" ? 0.9 : 1;
    const refs = (lhr.categories[category]?.auditRefs ?? []).filter((ref) => category === "performance" || ref.weight > 0);
    const failed = refs
      .map((ref) => lhr.audits[ref.id])
      .filter((audit) => audit && audit.score !== null && audit.score < threshold && audit.scoreDisplayMode !== "informative")
      .filter((audit) => !(audit.id in METRICS))
      .sort((a, b) => (a.score ?? 0) - (b.score ?? 0));
    for (const audit of failed) {
      const items = itemsOf(audit);
      lines.push(`${category}: ${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ""}${items ? ` — ${items}` : ""}`);
    }
  }
  // The LCP element is what the performance fixes aim at.
  const lcp = lhr.audits["largest-contentful-paint-element"];
  if (lcp) lines.push(`LCP element: ${itemsOf(lcp, 1)}${lcp.displayValue ? ` (${lcp.displayValue})` : ""}`);
  return lines;
}

export async function startLighthouse(reportDir = path.join(os.tmpdir(), "kulisse-lighthouse")): Promise<Lighthouse> {
  fs.mkdirSync(reportDir, { recursive: true });
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: ["--headless=new", "--no-sandbox"] });
  const audit = async (url: string, runs = 3): Promise<PageAudit> => {
    const results: Result[] = [];
    // A run whose trace Lighthouse could not read (NO_NAVSTART, "please run Lighthouse again") is run
    // again, at most twice per page; any other error stops the benchmark.
    let retries = 2;
    while (results.length < runs) {
      const result = await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: [...CATEGORIES] });
      if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
      const error = result.lhr.runtimeError;
      if (error && error.code === "NO_NAVSTART" && retries-- > 0) continue;
      if (error) throw new Error(`Lighthouse on ${url}: ${error.message}`);
      results.push(result.lhr);
    }
    const scores = Object.fromEntries(CATEGORIES.map((id) => [id, median(results.map((lhr) => scoresOf(lhr)[id]))])) as Record<Category, number>;
    const metrics = Object.fromEntries(
      Object.keys(METRICS).map((id) => [id, median(results.map((lhr) => lhr.audits[id]?.numericValue ?? NaN))]),
    ) as Record<Metric, number>;
    const medianRun = results.find((lhr) => scoresOf(lhr).performance === scores.performance) ?? results[0];
    const reportFile = path.join(reportDir, `${new URL(url).pathname.replaceAll("/", "_") || "_"}.json`);
    fs.writeFileSync(reportFile, JSON.stringify(medianRun));
    return { scores, metrics, findings: findingsOf(medianRun), reportFile };
  };
  return { audit, close: async () => void chrome.kill() };
}
