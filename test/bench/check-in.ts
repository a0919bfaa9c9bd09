// The check-in benchmark: a full house at the door. 20 scanners at once check 1,000 paid tickets of
// one performance through the real HTTP route (session, policy, CSRF, call limit, the conditional
// update), every ticket read by two scanners, so each has a race. Reports requests/s, p50 and p95,
// and checks that every ticket was admitted exactly once and its second read said "already used".
//
//   npx tsx test/bench/check-in.ts     on its own (a scratch database with the demo season)
import http from "node:http";
import type { AddressInfo } from "node:net";
import { performance } from "node:perf_hooks";
import { pathToFileURL } from "node:url";
import { eq, sql } from "drizzle-orm";
import { createApp } from "../../server/app.ts";
import { loadConfig } from "../../server/config.ts";
import { connect } from "../../server/db/client.ts";
import { orderTickets, users } from "../../server/db/schema.ts";
import { createLogger } from "../../server/logger.ts";
import { createSession } from "../../server/services/sessions.ts";
import { SESSION_COOKIE } from "../../shared/api/contract/session.ts";
import type { CheckInAnswer } from "../../shared/api/contract/check-in.ts";
import { placeTestOrder, stagePerformances } from "../helpers/check-in-orders.ts";
import { signedTokenFor } from "../helpers/csrf-token.ts";
import { noPages } from "./add-to-cart.ts";
import { startScratchDatabase } from "./scratch-database.ts";
import { percentile } from "./timing.ts";

export interface CheckInBenchResult {
  scanners: number;
  tickets: number;
  requests: number;
  seconds: number;
  requestsPerSecond: number;
  p50: number;
  p95: number;
  admitted: number;
  alreadyUsed: number;
  /** Answers other than valid or already used, and HTTP failures; must be 0. */
  other: number;
  /** Tickets marked used in the database; must equal `tickets`. */
  marked: number;
}

/** `scanners` scanners check `tickets` tickets, each ticket twice, by two different scanners. */
export async function benchCheckIn(databaseUrl: string, options: { scanners?: number; tickets?: number } = {}): Promise<CheckInBenchResult> {
  const { scanners = 20, tickets = 1000 } = options;
  const database = connect(databaseUrl);
  const app = createApp({ config: loadConfig({ LOG_LEVEL: "error", TRUST_PROXY: "loopback" }), database, log: createLogger("error"), renderModule: noPages });
  const server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  try {
    const { db } = database;
    const [place] = await stagePerformances(db, 1, { capacity: tickets });
    const secrets: string[] = [];
    for (let placed = 0; placed < tickets; placed += 10) secrets.push(...(await placeTestOrder(db, place, { status: "paid", tickets: Math.min(10, tickets - placed) })).secrets);
    const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.role, "admin")).limit(1);
    const session = await createSession(db, admin.id, new Date());
    // Two reads of every ticket, the second half a round later, spread over the scanners so two scanners race for each.
    const reads = [...secrets, ...secrets];
    const samples: number[] = [];
    const counts = { admitted: 0, alreadyUsed: 0, other: 0 };
    // The call limit counts per client address; each scanner comes from an address of its own here.
    const scanner = async (index: number) => {
      const token = await signedTokenFor(db);
      for (let read = index; read < reads.length; read += scanners) {
        const started = performance.now();
        const response = await fetch(`${base}/de/admin-api/check-in/`, {
          method: "POST",
          headers: { "Content-Type": "application/json", Cookie: `${SESSION_COOKIE}=${session}; csrftoken=${token}`, "X-CSRFToken": token, "X-Forwarded-For": `10.0.0.${index + 1}` },
          body: JSON.stringify({ code: reads[read], event_id: place.eventId }),
        });
        const answer = response.ok ? ((await response.json()) as CheckInAnswer) : (await response.arrayBuffer(), null);
        samples.push(performance.now() - started);
        if (answer?.kind === "valid") counts.admitted++;
        else if (answer?.kind === "already_used") counts.alreadyUsed++;
        else counts.other++;
      }
    };
    const started = performance.now();
    await Promise.all(Array.from({ length: scanners }, (_, index) => scanner(index)));
    const seconds = (performance.now() - started) / 1000;
    samples.sort((a, b) => a - b);
    const [marked] = await db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(orderTickets)
      .where(sql`${orderTickets.eventId} = ${place.eventId} and ${orderTickets.checkedInAt} is not null`);
    return {
      scanners,
      tickets,
      requests: samples.length,
      seconds,
      requestsPerSecond: samples.length / seconds,
      p50: percentile(samples, 0.5),
      p95: percentile(samples, 0.95),
      ...counts,
      marked: marked.n,
    };
  } finally {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await database.close();
  }
}

/** One line each for the run's log; false when a ticket was admitted twice or not at all. */
export function describeCheckIn(result: CheckInBenchResult, log: (line: string) => void): boolean {
  log(`  ${result.requests} checks by ${result.scanners} scanners in ${result.seconds.toFixed(1)} s: ${result.requestsPerSecond.toFixed(0)} checks/s, p50 ${result.p50.toFixed(1)} ms, p95 ${result.p95.toFixed(1)} ms`);
  const exact = result.admitted === result.tickets && result.alreadyUsed === result.tickets && result.other === 0 && result.marked === result.tickets;
  log(`  ${result.admitted} admitted, ${result.alreadyUsed} already used, ${result.other} other; ${result.marked} of ${result.tickets} tickets used: ${exact ? "ok, each exactly once" : "WRONG"}`);
  return exact;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const scratch = await startScratchDatabase(new Date());
  try {
    console.log("▶ check-in: HTTP, 20 scanners at once, 1,000 tickets read twice each");
    if (!describeCheckIn(await benchCheckIn(scratch.url), (line) => console.log(line))) process.exitCode = 1;
  } finally {
    await scratch.stop();
  }
}
