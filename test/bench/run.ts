// `npm run bench`: a throwaway embedded PostgreSQL with the demo season plus 10,000 performances and
// 20,000 search documents, then p50/p95 of the calendar's and the search's queries, each compared
// with an indexed point select (the yardstick), and add-to-cart through HTTP with 100 concurrent
// clients, with the oversell check; the checkout rush (200 checkouts at once for the last 50 seats,
// checkout-rush.ts) and 20 box office counters selling one seat group (counter-sales.ts); with a
// production build, restarts after a kill, the stop with
// keep-alive clients and the drain run (SIGTERM with 100 requests in flight, drain.ts). Stops its
// PostgreSQL at the end, also on failure. Then the page table (pages.ts) (and the drain's) as Markdown, against this checkout's production build or BENCH_APP_DIR's.
//
//   npm run bench                                           everything
//   npm run bench -- --pages-only                           the page table alone
//   BENCH_APP_DIR=/work/wt-before npm run bench -- --pages-only   the same table for another checkout's build
// BENCH_SECONDS (5), BENCH_LIGHTHOUSE_RUNS (3), BENCH_COLD_STARTS (5) and BENCH_DRAIN_ROUNDS (3)
// shorten or lengthen it.
import { performance } from "node:perf_hooks";
import { sql } from "drizzle-orm";
import { availableDates } from "../../server/services/calendar.ts";
import { listEvents } from "../../server/services/events.ts";
import { autocomplete } from "../../server/services/search/autocomplete.ts";
import { fullSearch } from "../../server/services/search/full-search.ts";
import { rebuildSearchIndex } from "../../server/services/search/index-documents.ts";
import { rebuildSearchTerms } from "../../server/services/search/search-terms.ts";
import fs from "node:fs";
import path from "node:path";
import { benchAddToCart } from "./add-to-cart.ts";
// check-in at the door (issue 23)
import { benchCheckIn, describeCheckIn } from "./check-in.ts";
// checkout (issue 23)
import { benchCheckoutRush, describeCheckoutRush } from "./checkout-rush.ts";
// The box office (issue 23).
import { benchCounterSales, counterBenchLines } from "./counter-sales.ts";
import { benchDrain } from "./drain.ts";
import { benchOrderDocuments } from "./order-documents.ts";
import { javascriptSizes } from "./javascript-size.ts";
import { generateDocuments } from "./generate-documents.ts";
import { generateEvents } from "./generate-events.ts";
import { benchPages } from "./pages.ts";
import { benchRestarts, summary } from "./restarts.ts";
import { startScratchDatabase } from "./scratch-database.ts";
import { formatTable, measure, type Measurement } from "./timing.ts";

const EVENTS = 10_000;
/** The drain run's table, printed again with the page table at the end. */
let drainMarkdown = "";
const DOCUMENTS = 20_000;
const started = performance.now();
const elapsed = () => `${((performance.now() - started) / 1000).toFixed(1)} s`;
const step = async <T>(name: string, work: () => Promise<T>): Promise<T> => {
  const start = performance.now();
  const result = await work();
  console.log(`  ${name}: ${(performance.now() - start).toFixed(0)} ms`);
  return result;
};

async function benchDatabase(): Promise<void> {
  const now = new Date();
  console.log("▶ scratch database: embedded PostgreSQL, migrations, demo season");
  const scratch = await startScratchDatabase(now);
  const { db } = scratch.database;
  try {
    console.log(`▶ load (${elapsed()})`);
    await step(`${EVENTS} events with seat groups, prices and tags`, () => generateEvents(db, EVENTS, now));
    const indexed = await step("search index rebuilt from the content tables", () => rebuildSearchIndex(db, now));
    await step(`${DOCUMENTS} generated search documents`, () => generateDocuments(db, DOCUMENTS, now));
    await step("search vocabulary rebuilt", () => rebuildSearchTerms(db));
    await step("ANALYZE", () => db.execute(sql`analyze`));
    const [totals] = (await db.execute<{ events: number; documents: number; terms: number }>(sql`
      select (select count(*) from events)::int as events, (select count(*) from search_documents)::int as documents,
             (select count(*) from search_terms)::int as terms`)).rows;
    console.log(`  now: ${totals.events} events, ${totals.documents} search documents (${indexed} from content), ${totals.terms} terms`);

    // Filters that exist in every demo season: the busiest room and exhibition type, a day a month ahead.
    const [busiest] = (await db.execute<{ room: number; type: number }>(sql`
      select (select room_id from events group by room_id order by count(*) desc, room_id limit 1) as room,
             (select p.exhibition_type_id from events e join productions p on p.id = e.production_id
              where p.exhibition_type_id is not null group by 1 order by count(*) desc, 1 limit 1) as type`)).rows;
    const inAMonth = new Date(now.getTime() + 30 * 86_400_000);
    const date = `${String(inAMonth.getUTCDate()).padStart(2, "0")}-${String(inAMonth.getUTCMonth() + 1).padStart(2, "0")}-${inAMonth.getUTCFullYear()}`;
    const eventIds = (await db.execute<{ id: number }>(sql`select id from events order by id`)).rows.map((row) => row.id);
    const prefixes = ["zau", "die", "ro", "m", "haus", "kön", "fest", "oper", "sch", "liebe"];
    const queries = ["Zauberflöte", "Liebe", "Oper Premiere", "Mozart", "Schatten Nacht", "königin", "Sommernachtstraum", "Spiegel", "Familie Kinder", "tanz"];

    console.log(`▶ measure (${elapsed()})`);
    const yardstick = await measure("point select: events by id", (i) => db.execute(sql`select * from events where id = ${eventIds[(i * 7919) % eventIds.length]}`));
    const results: Measurement[] = [yardstick];
    const run = async (name: string, operation: (i: number) => Promise<unknown>) => {
      const result = await measure(name, operation);
      console.log(`  ${name}: p50 ${result.p50.toFixed(2)} ms`);
      results.push(result);
    };
    await run("events list, page 1", () => listEvents(db, { lang: "de" }, now));
    await run("events list, page 1, room + type", () => listEvents(db, { lang: "de", room: busiest.room, type: busiest.type }, now));
    await run("events list, page 5, room + date", () => listEvents(db, { lang: "de", room: busiest.room, date, page: 5 }, now));
    await run("calendar: available dates, room", () => availableDates(db, { room: busiest.room }, now));
    await run("calendar: available dates, type + month", () => availableDates(db, { type: busiest.type, date }, now));
    await run("autocomplete (10 prefixes)", (i) => autocomplete(db, "de", prefixes[i % prefixes.length], now));
    await run("full search, all (10 queries)", (i) => fullSearch(db, { lang: "de", query: queries[i % queries.length], scope: "all" }, now));
    await run("full search, events page 2", (i) => fullSearch(db, { lang: "de", query: ["Oper", "Haus", "Saal"][i % 3], scope: "events", page: 2 }, now));
    await run("full search, English", (i) => fullSearch(db, { lang: "en", query: ["magic flute", "love", "queen night", "shadow"][i % 4], scope: "all" }, now));
    await run("full search, misspelled (did you mean)", (i) => fullSearch(db, { lang: "de", query: ["zauberflte", "shakespaere", "komödei"][i % 3], scope: "all" }, now));

    console.log(`\n${formatTable(results, yardstick)}\n`);

    console.log(`▶ add to cart: HTTP, 100 concurrent clients, one performance (${elapsed()})`);
    const cart = await benchAddToCart(scratch.url);
    console.log(`  ${cart.requests} calls in ${cart.seconds.toFixed(1)} s: ${cart.requestsPerSecond.toFixed(0)} requests/s, p50 ${cart.p50.toFixed(1)} ms, p95 ${cart.p95.toFixed(1)} ms`);
    console.log(`  ${cart.added} added (201), ${cart.refused} refused (409), ${cart.failed} other; ${cart.held} of ${cart.capacity} seats held`);
    console.log(`  oversell check (sold + held ≤ capacity for every seat group and time slot): ${cart.oversold === 0 ? "ok" : `${cart.oversold} OVERSOLD`}`);
    if (cart.oversold > 0 || cart.failed > 0) process.exitCode = 1;

    // check-in at the door (issue 23)
    console.log(`▶ check-in: HTTP, 20 scanners at once, 1,000 tickets read twice each (${elapsed()})`);
    if (!describeCheckIn(await benchCheckIn(scratch.url), (line) => console.log(line))) process.exitCode = 1;
    // checkout (issue 23)
    console.log(`▶ checkout rush: HTTP, 200 buyers with run-out holds at once for the last 50 seats (${elapsed()})`);
    const rush = describeCheckoutRush(await benchCheckoutRush(scratch.url));
    for (const line of rush.lines) console.log(line);
    if (!rush.ok) process.exitCode = 1;
    // The box office (issue 23).
    console.log(`▶ box office: 20 counters sell one seat group of 600 seats at once (${elapsed()})`);
    const counter = await benchCounterSales(scratch.url);
    for (const line of counterBenchLines(counter)) console.log(line);
    if (counter.tickets !== counter.capacity || counter.sold !== counter.capacity) process.exitCode = 1;

    if (fs.existsSync("dist/client/.vite/manifest.json")) {
      console.log(`▶ restarts: the start command killed (SIGKILL) and started again, and SIGTERM with keep-alive clients (${elapsed()})`);
      const restarts = await benchRestarts(3, (line) => console.log(line));
      console.log(`  to healthy after SIGKILL of node (its PostgreSQL left running): ${summary(restarts.nodeKilled)}`);
      console.log(`  to healthy after SIGKILL of node and PostgreSQL: ${summary(restarts.bothKilled)}`);
      console.log(`  to healthy after a clean stop: ${summary(restarts.clean)}`);
      console.log(`  SIGTERM to exit, keep-alive clients asking: ${summary(restarts.sigtermExit)}`);
    }

    if (fs.existsSync("dist/client/.vite/manifest.json")) {
      console.log(`▶ drain: SIGTERM with 100 requests in flight from keep-alive clients, and the same load without (${elapsed()})`);
      const drain = await benchDrain(db, scratch.url, Number(process.env.BENCH_DRAIN_ROUNDS ?? 3), (line) => console.log(line));
      drainMarkdown = drain.markdown;
      console.log(`\n${drainMarkdown}\n`);
      // A reset visitor or a seat held for nobody is a failure, not a figure.
      if (drain.drained.some((round) => round.errors > 0 || round.unacknowledged > 0)) process.exitCode = 1;
    }

    if (fs.existsSync("dist/client/.vite/manifest.json")) {
      const sizes = javascriptSizes();
      const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
      console.log(`▶ JavaScript (gzip, production build): the shell every page loads ${kib(sizes.visitorFirstVisit)} (each page adds its route's chunks: see the page table), editor chunks ${kib(sizes.editorChunks.reduce((sum, chunk) => sum + chunk.gzip, 0))} (${sizes.editorChunks.length} files, editors only)`);
    }
  } finally {
    await scratch.stop();
  }
}

const pagesOnly = process.argv.includes("--pages-only");
const appDir = path.resolve(process.env.BENCH_APP_DIR ?? ".");
if (!pagesOnly) await benchDatabase();
// Order documents (issue 23): the tickets' PDF and the confirmation mail, made in this process.
if (!pagesOnly) {
  console.log(`▶ order documents: ticket PDF, GiroCode, confirmation mail (${elapsed()})`);
  const documents = await benchOrderDocuments();
  console.log(`\n${formatTable(documents, documents[0])}\n`);
}
if (fs.existsSync(path.join(appDir, "dist/client/.vite/manifest.json"))) {
  console.log(`▶ pages: cached, uncached and static throughput, render-only, first-visit JavaScript, Lighthouse, cold start (${elapsed()})`);
  const pages = await benchPages({
    root: appDir,
    seconds: Number(process.env.BENCH_SECONDS ?? 5),
    lighthouseRuns: Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3),
    coldStartRuns: Number(process.env.BENCH_COLD_STARTS ?? 5),
  });
  for (const [type, audit] of Object.entries(pages.audits)) {
    if (audit.findings.length) console.log(`\n  Lighthouse findings, ${type}:\n${audit.findings.map((line) => `    ${line}`).join("\n")}`);
  }
  console.log(`\n${pages.markdown}\n`);
  if (drainMarkdown) console.log(`${drainMarkdown}\n`);
} else {
  console.log(`no production build in ${appDir}: no page table (npm run build first)`);
  if (pagesOnly) process.exitCode = 1;
}
console.log(`done in ${elapsed()}`);
