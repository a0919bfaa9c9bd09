// The drain run (issue 22): the real start command on the bench's database, keep-alive clients with
// 100 requests in flight (half add-to-cart into new carts, half a cached page), half sent before SIGTERM
// and half just after it. Per round: connection errors (resets, refusals), 503s, 2xx, unacknowledged writes
// (tickets held that no visitor was told of) and the time from the signal to the exit. The reference
// round sends the same load without the signal. Medians over the rounds, as a Markdown table.
// Run alone with `npx tsx test/bench/drain.ts [rounds]` (its own scratch database; a production build
// must exist); `BENCH_APP_DIR` runs another checkout's server (e.g. the code before the drain).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import type { Db } from "../../server/db/client.ts";
import { addOneTicket, cartTarget, keepAliveClients, send, tally, ticketsHeld } from "../helpers/drain-load.ts";
import { startServer, untilLogged } from "../helpers/server-process.ts";
import { startScratchDatabase } from "./scratch-database.ts";
import { median } from "./timing.ts";

const IN_FLIGHT = 100;

export interface DrainRound {
  errors: number;
  refused: number;
  ok: number;
  unacknowledged: number;
  /** Milliseconds from SIGTERM to the exit; null in the reference round (no signal). */
  exitMs: number | null;
}

/** One round: 100 requests from keep-alive clients, half of them after SIGTERM when `signal`. */
async function round(db: Db, databaseUrl: string, signal: boolean, root?: string): Promise<DrainRound> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "kulisse-drain-"));
  const running = await startServer({ DATABASE_URL: databaseUrl, DATA_DIR: dataDir, SEED_DEMO: "false", SHOP_CART_LIMIT: "1000000" }, { cwd: root });
  try {
    const target = await cartTarget(db, 10 * IN_FLIGHT);
    for (let i = 0; i < 2; i++) await fetch(`${running.url}/de/spielplan`).then((response) => response.arrayBuffer());
    const agent = await keepAliveClients(running.url, IN_FLIGHT);
    const calls = await Promise.all(Array.from({ length: IN_FLIGHT }, (_, i) => (i % 2 === 0 ? addOneTicket(db, target) : { path: "/de/spielplan" })));
    // Half are sent before the signal (it comes once the first is answered: the server is taking
    // them in), half once the server says it is stopping (as the visitors' next clicks would).
    const sent = calls.slice(0, IN_FLIGHT / 2).map((call) => send(agent, running.url, call));
    let exitMs: number | null = null;
    if (signal) {
      await Promise.race(sent);
      const signalled = performance.now();
      running.child.kill("SIGTERM");
      await untilLogged(running, "stopping");
      sent.push(...calls.slice(IN_FLIGHT / 2).map((call) => send(agent, running.url, call)));
      await running.exited;
      exitMs = performance.now() - signalled;
    } else {
      sent.push(...calls.slice(IN_FLIGHT / 2).map((call) => send(agent, running.url, call)));
    }
    const result = tally(await Promise.all(sent));
    agent.destroy();
    // What a stop leaves behind is settled by its exit; without one, every answer has arrived.
    const held = await ticketsHeld(db, target.seatGroupId);
    return { errors: result.errors.length, refused: result.refused, ok: result.ok, unacknowledged: held - result.acknowledgedTickets, exitMs };
  } finally {
    if (running.child.exitCode === null && running.child.signalCode === null) {
      running.child.kill("SIGTERM");
      await running.exited;
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

export interface DrainBenchResult {
  drained: DrainRound[];
  reference: DrainRound[];
  markdown: string;
}

/** `rounds` drain rounds and as many reference rounds against the database at `databaseUrl`. */
export async function benchDrain(db: Db, databaseUrl: string, rounds = 3, log: (line: string) => void = console.log, root?: string): Promise<DrainBenchResult> {
  const drained: DrainRound[] = [];
  const reference: DrainRound[] = [];
  for (let i = 1; i <= rounds; i++) {
    drained.push(await round(db, databaseUrl, true, root));
    reference.push(await round(db, databaseUrl, false, root));
    log(`  round ${i}: SIGTERM ${describe(drained.at(-1)!)}; reference ${describe(reference.at(-1)!)}`);
  }
  return { drained, reference, markdown: drainTable(drained, reference) };
}

function describe(round: DrainRound): string {
  const exit = round.exitMs === null ? "" : `, exit after ${round.exitMs.toFixed(0)} ms`;
  return `${round.errors} resets/refused, ${round.refused} × 503, ${round.ok} × 2xx, ${round.unacknowledged} unacknowledged${exit}`;
}

function drainTable(drained: DrainRound[], reference: DrainRound[]): string {
  const row = (name: string, rounds: DrainRound[]) => {
    const middle = (pick: (round: DrainRound) => number) => String(median(rounds.map(pick)));
    const exits = rounds.map((round) => round.exitMs).filter((ms): ms is number => ms !== null);
    return `| ${name} | ${middle((r) => r.errors)} | ${middle((r) => r.refused)} | ${middle((r) => r.ok)} | ${middle((r) => r.unacknowledged)} | ${exits.length ? `${(median(exits) / 1000).toFixed(2)} s` : "–"} |`;
  };
  return [
    `Drain: ${IN_FLIGHT} requests in flight from keep-alive clients (half add-to-cart, half a page), median of ${drained.length} rounds`,
    "",
    "| run | resets / refused | 503 + Retry-After | 2xx | unacknowledged holds | SIGTERM → exit |",
    "| --- | ---: | ---: | ---: | ---: | ---: |",
    row("SIGTERM: half sent before, half after", drained),
    row("reference: the same load, no SIGTERM", reference),
  ].join("\n");
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const scratch = await startScratchDatabase(new Date());
  try {
    const result = await benchDrain(scratch.database.db, scratch.url, Number(process.argv[2] ?? 3), console.log, process.env.BENCH_APP_DIR);
    console.log(`\n${result.markdown}\n`);
  } finally {
    await scratch.stop();
  }
}
