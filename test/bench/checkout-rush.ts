// The checkout rush: 200 buyers whose holds ran out while they typed press "Place order" at the same
// moment, for the last 50 seats, through the real HTTP route (CSRF check, call limit, site settings,
// the order's locking transaction, the confirmation mail into the outbox). Reports checkouts/s, p50
// and p95, with a reference measured in the same run at the same concurrency: 200 reads of the cart
// (the same stack, no lock, no write). Then checks: exactly 50 orders of one ticket, and no seat group
// holding more than its seats.
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import type { AddressInfo } from "node:net";
import { performance } from "node:perf_hooks";
import { eq, sql } from "drizzle-orm";
import { createApp } from "../../server/app.ts";
import { loadConfig } from "../../server/config.ts";
import { connect } from "../../server/db/client.ts";
import { orderTickets } from "../../server/db/schema.ts";
import { createLogger } from "../../server/logger.ts";
import { buyersWithRunOutHolds, stageSeatGroup, type Buyer } from "../helpers/checkout-buyer.ts";
import { oversoldAndHeld } from "../helpers/oversold.ts";
// The benchmark calls only the API, as add-to-cart's does: no production build needed.
import { noPages } from "./add-to-cart.ts";
import { percentile } from "./timing.ts";

export interface CheckoutRushResult {
  buyers: number;
  seats: number;
  placed: number;
  refused: number;
  failed: number;
  tickets: number;
  seconds: number;
  checkoutsPerSecond: number;
  p50: number;
  p95: number;
  /** The same number of cart reads at once: the stack's own cost at this concurrency. */
  referenceP50: number;
  referenceP95: number;
  /** Seat groups and time slots with more tickets sold and held than seats; must be 0. */
  oversold: number;
}

/** All at once: each call's milliseconds, sorted, and the seconds the whole batch took. */
async function atOnce<T>(calls: (() => Promise<T>)[]): Promise<{ results: T[]; samples: number[]; seconds: number }> {
  const samples: number[] = [];
  const started = performance.now();
  const results = await Promise.all(
    calls.map(async (call) => {
      const start = performance.now();
      const result = await call();
      samples.push(performance.now() - start);
      return result;
    }),
  );
  return { results, samples: samples.sort((a, b) => a - b), seconds: (performance.now() - started) / 1000 };
}

export async function benchCheckoutRush(databaseUrl: string, options: { buyers?: number; seats?: number } = {}): Promise<CheckoutRushResult> {
  const { buyers: count = 200, seats = 50 } = options;
  const database = connect(databaseUrl);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "kulisse-checkout-bench-"));
  // No call limit: 200 carts from one address are the benchmark, not an attack.
  const config = { ...loadConfig({ LOG_LEVEL: "error" }), dataDir, shopCartLimit: 1_000_000 };
  const app = createApp({ config, database, log: createLogger("error"), renderModule: noPages });
  const server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  try {
    const { db } = database;
    const group = await stageSeatGroup(db, seats);
    const buyers = await buyersWithRunOutHolds(base, db, group, count, seats);

    const reference = await atOnce(buyers.map(({ buyer }) => () => buyer.cart()));
    const rush = await atOnce(buyers.map(({ buyer, holdIds }: { buyer: Buyer; holdIds: number[] }) => () => buyer.checkout({}, { holdIds })));
    const statuses = rush.results.map((answer) => answer.status);
    const tickets = (await db.select({ id: orderTickets.id }).from(orderTickets).where(eq(orderTickets.seatGroupId, group.seatGroupId))).length;
    const check = await oversoldAndHeld(db, group.eventId);
    const [{ orders: placedOrders }] = (await db.execute<{ orders: number }>(sql`select count(distinct order_id)::int as orders from order_tickets where seat_group_id = ${group.seatGroupId}`)).rows;
    return {
      buyers: count,
      seats,
      placed: placedOrders,
      refused: statuses.filter((status) => status === 409).length,
      failed: statuses.filter((status) => status !== 201 && status !== 409).length,
      tickets,
      seconds: rush.seconds,
      checkoutsPerSecond: count / rush.seconds,
      p50: percentile(rush.samples, 0.5),
      p95: percentile(rush.samples, 0.95),
      referenceP50: percentile(reference.samples, 0.5),
      referenceP95: percentile(reference.samples, 0.95),
      oversold: check.oversold,
    };
  } finally {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The report's lines; `ok` false when the rush oversold, doubled or failed. */
export function describeCheckoutRush(result: CheckoutRushResult): { lines: string[]; ok: boolean } {
  const ok = result.oversold === 0 && result.failed === 0 && result.tickets === result.seats && result.placed === result.seats;
  return {
    ok,
    lines: [
      `  ${result.buyers} checkouts in ${result.seconds.toFixed(2)} s: ${result.checkoutsPerSecond.toFixed(0)} checkouts/s, p50 ${result.p50.toFixed(1)} ms, p95 ${result.p95.toFixed(1)} ms`,
      `  reference, ${result.buyers} cart reads at once: p50 ${result.referenceP50.toFixed(1)} ms, p95 ${result.referenceP95.toFixed(1)} ms`,
      `  ${result.placed} orders placed (201) with ${result.tickets} tickets for ${result.seats} seats, ${result.refused} refused (409), ${result.failed} other`,
      `  oversell check (sold + held ≤ capacity, exactly one ticket per seat): ${ok ? "ok" : "FAILED"}`,
    ],
  };
}
