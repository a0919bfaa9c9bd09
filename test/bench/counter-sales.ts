// The box office benchmark: 20 counters sell one performance's seat group at once (1–2 tickets per
// sale, straight through sellAtCounter: lock, count, order, tickets, sold count, log) until it is
// sold out. Reports sales/s, p50 and p95, then checks that exactly the capacity was sold.
//
//   npx tsx test/bench/counter-sales.ts     alone, on a scratch database of its own
import { performance } from "node:perf_hooks";
import { fileURLToPath } from "node:url";
import { eq, sql } from "drizzle-orm";
import { connect } from "../../server/db/client.ts";
import { orderTickets, prices, seatGroups, users } from "../../server/db/schema.ts";
import { sellAtCounter } from "../../server/shop/sell-at-counter.ts";
import { startScratchDatabase } from "./scratch-database.ts";
import { percentile } from "./timing.ts";

export interface CounterBenchResult {
  counters: number;
  sales: number;
  refused: number;
  seconds: number;
  salesPerSecond: number;
  p50: number;
  p95: number;
  capacity: number;
  /** Tickets of the seat group; must equal the capacity. */
  tickets: number;
  sold: number;
}

export async function benchCounterSales(databaseUrl: string, options: { counters?: number; capacity?: number } = {}): Promise<CounterBenchResult> {
  const { counters = 20, capacity = 600 } = options;
  const database = connect(databaseUrl);
  const { db } = database;
  try {
    const [event] = (await db.execute<{ id: number }>(sql`
      select e.id from events e where e.is_online and e.status = 'scheduled' and e.date_start > now() + interval '1 day' order by e.date_start, e.id limit 1`)).rows;
    const [staff] = await db.select({ id: users.id }).from(users).limit(1);
    const [group] = await db.insert(seatGroups).values({ eventId: event.id, name: { de: "Bench", en: "Bench" }, capacity, sold: 0 }).returning({ id: seatGroups.id });
    const [price] = await db.insert(prices).values({ seatGroupId: group.id, text: { de: "Vollpreis", en: "Full price" }, saleTypeId: 1, amountCents: 2500 }).returning({ id: prices.id });
    const samples: number[] = [];
    let refused = 0;
    const counter = async (index: number) => {
      for (let sale = 0; ; sale++) {
        const started = performance.now();
        const result = await sellAtCounter(db, {
          eventId: event.id,
          seatGroupId: group.id,
          blockId: null,
          lines: [{ priceId: price.id, quantity: 1 + ((index + sale) % 2) }],
          paymentMethod: "cash",
          delivery: "pickup",
          buyer: { firstName: "", lastName: "", email: "" },
          lang: "de",
          staffUserId: staff.id,
          now: new Date(),
        });
        samples.push(performance.now() - started);
        if (result.ok) continue;
        refused++;
        // Two wanted, one left: the next sale asks for one; none left: this counter is done.
        if (result.reason !== "not_enough_seats" || result.free === 0) return;
      }
    };
    const started = performance.now();
    await Promise.all(Array.from({ length: counters }, (_, index) => counter(index)));
    const seconds = (performance.now() - started) / 1000;
    samples.sort((a, b) => a - b);
    const [{ tickets }] = await db.select({ tickets: sql<number>`count(*)::int` }).from(orderTickets).where(eq(orderTickets.seatGroupId, group.id));
    const [{ sold }] = await db.select({ sold: seatGroups.sold }).from(seatGroups).where(eq(seatGroups.id, group.id));
    const sales = samples.length - refused;
    return { counters, sales, refused, seconds, salesPerSecond: sales / seconds, p50: percentile(samples, 0.5), p95: percentile(samples, 0.95), capacity, tickets, sold };
  } finally {
    await database.close();
  }
}

/** The lines the benchmark prints. */
export function counterBenchLines(result: CounterBenchResult): string[] {
  return [
    `  ${result.sales} sales by ${result.counters} counters in ${result.seconds.toFixed(1)} s: ${result.salesPerSecond.toFixed(0)} sales/s, p50 ${result.p50.toFixed(1)} ms, p95 ${result.p95.toFixed(1)} ms; ${result.refused} refused at the end`,
    `  oversell check (tickets = sold = capacity): ${result.tickets} tickets, sold ${result.sold}, capacity ${result.capacity}: ${result.tickets === result.capacity && result.sold === result.capacity ? "ok" : "WRONG"}`,
  ];
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const scratch = await startScratchDatabase(new Date());
  try {
    const result = await benchCounterSales(scratch.url);
    for (const line of counterBenchLines(result)) console.log(line);
    if (result.tickets !== result.capacity || result.sold !== result.capacity) process.exitCode = 1;
  } finally {
    await scratch.stop();
  }
}
