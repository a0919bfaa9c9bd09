// The page benchmark of issue 15: for each visitor page type, the production build's throughput with
// the HTML cache and without it, next to the same bytes served as a static file by the same process;
// one client's wait; React's render alone; the first visit's JavaScript; Lighthouse (mobile) for home,
// calendar, event and article; and the cold start. `root` picks the checkout whose build is measured
// (BENCH_APP_DIR in run.ts), so the old commit's figures come from the same code.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { measureColdStart } from "./cold-start.ts";
import { startLighthouse, type PageAudit } from "./lighthouse-audit.ts";
import { startPageServers } from "./page-servers.ts";
import { lighthouseMetricsTable, pageTable, type PageFigures } from "./page-table.ts";
import { findPagePaths, PAGE_LABELS, PAGE_TYPES, type PageType } from "./page-types.ts";
import { measureRenderOnly } from "./render-only.ts";
import { firstVisitJavaScript } from "./served-javascript.ts";
import { measureThroughput } from "./throughput.ts";
import { median } from "./timing.ts";

export const LIGHTHOUSE_PAGES: PageType[] = ["home", "calendar", "event", "article"];

export interface PageBenchOptions {
  /** The checkout whose production build is measured; this one by default. */
  root?: string;
  connections?: number;
  /** Seconds of each timed load, after `warmupSeconds` of warm-up. */
  seconds?: number;
  warmupSeconds?: number;
  /** Lighthouse runs per page (0: no Lighthouse). */
  lighthouseRuns?: number;
  /** Cold starts measured (0: none). */
  coldStartRuns?: number;
  log?: (line: string) => void;
}

export interface PageBenchResult {
  rows: PageFigures[];
  audits: Partial<Record<PageType, PageAudit>>;
  coldStart: number[];
  markdown: string;
}

function commitOf(root: string): string {
  try {
    return execFileSync("git", ["-C", root, "log", "-1", "--format=%h %s"], { encoding: "utf8" }).trim();
  } catch {
    return "(not a git checkout)";
  }
}

export async function benchPages(options: PageBenchOptions = {}): Promise<PageBenchResult> {
  const { connections = 10, seconds = 5, warmupSeconds = 2, lighthouseRuns = 3, coldStartRuns = 5, log = console.log } = options;
  const root = path.resolve(options.root ?? ".");
  if (!fs.existsSync(path.join(root, "dist/client/.vite/manifest.json"))) throw new Error(`no production build in ${root}: run npm run build there first`);
  const ownCheckout = root === path.resolve(".");
  const commit = commitOf(root);
  const load = { connections, seconds, warmupSeconds };
  const rows: PageFigures[] = [];
  const audits: Partial<Record<PageType, PageAudit>> = {};

  log(`  servers: the production build of ${root}, a scratch database with the demo season`);
  const servers = await startPageServers({ root });
  // Ctrl-C must not leave the servers and their PostgreSQL running.
  const interrupted = () => void servers.stop().finally(() => process.exit(130));
  process.once("SIGINT", interrupted).once("SIGTERM", interrupted);
  try {
    const paths = await findPagePaths(servers.uncached.url);
    const staticDir = path.join(servers.dataDir, "media", "bench");
    fs.mkdirSync(staticDir, { recursive: true });
    for (const type of PAGE_TYPES) {
      const pagePath = paths[type];
      const response = await fetch(servers.uncached.url + pagePath);
      if (response.status !== 200) throw new Error(`${pagePath} answered ${response.status}`);
      // The page's bytes as a visitor gets them, served as a file by the same process.
      fs.writeFileSync(path.join(staticDir, `${type}.html`), await response.text());
      const row: PageFigures = { type, path: pagePath };
      row.cached = await measureThroughput(servers.cached.url + pagePath, load);
      row.uncached = await measureThroughput(servers.uncached.url + pagePath, load);
      row.staticFile = await measureThroughput(`${servers.cached.url}/media/bench/${type}.html`, load);
      row.uncachedOneClient = (await measureThroughput(servers.uncached.url + pagePath, { ...load, connections: 1 })).p50;
      row.javascript = (await firstVisitJavaScript(servers.uncached.url + pagePath)).gzipBytes;
      log(`  ${PAGE_LABELS[type]} (${pagePath}): cached ${row.cached.requestsPerSecond.toFixed(0)}/s, uncached ${row.uncached.requestsPerSecond.toFixed(0)}/s, static ${row.staticFile.requestsPerSecond.toFixed(0)}/s`);
      rows.push(row);
    }
    // React's render alone runs this checkout's renderer: it says nothing about another checkout's build.
    if (ownCheckout) {
      const renderOnly = await measureRenderOnly(servers.uncached.url, rows.map((row) => row.path));
      for (const row of rows) row.renderOnly = renderOnly[row.path] ?? null;
    }

    if (lighthouseRuns > 0) {
      const lighthouse = await startLighthouse();
      try {
        for (const type of LIGHTHOUSE_PAGES) {
          const audit = await lighthouse.audit(servers.cached.url + paths[type], lighthouseRuns);
          audits[type] = audit;
          rows.find((row) => row.type === type)!.lighthouse = audit;
          log(`  Lighthouse ${PAGE_LABELS[type]}: ${Object.values(audit.scores).join(" / ")} (report: ${audit.reportFile})`);
        }
      } finally {
        await lighthouse.close();
      }
    }
  } finally {
    process.off("SIGINT", interrupted).off("SIGTERM", interrupted);
    await servers.stop();
  }

  // A checkout from before issue 15 has no scripts/start.mjs: it starts as server/index.ts did.
  const oldStart = fs.existsSync(path.join(root, "scripts/start.mjs")) ? undefined : ["--import", "tsx", "server/index.ts"];
  const coldStart = coldStartRuns > 0 ? (await measureColdStart(coldStartRuns, { root, nodeArgs: oldStart })).samples : [];
  const notes = [
    `Build of ${root} (${commit}); ${connections} connections, ${warmupSeconds} s warm-up, ${seconds} s per figure; p95 over every response.`,
    coldStart.length ? `Cold start (spawn → first 200 of /de, existing data): median ${(median(coldStart) / 1000).toFixed(2)} s of ${coldStart.length} (${coldStart.map((ms) => (ms / 1000).toFixed(2)).join(", ")} s).` : "",
  ].filter(Boolean);
  const metrics = rows.some((row) => row.lighthouse) ? `\n\nLighthouse (mobile, median of ${lighthouseRuns}):\n\n${lighthouseMetricsTable(rows)}` : "";
  return { rows, audits, coldStart, markdown: `${pageTable(rows)}\n\n${notes.join("\n")}${metrics}` };
}
