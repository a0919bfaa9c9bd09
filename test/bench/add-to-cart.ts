// The add-to-cart benchmark: 100 browsers at once put tickets for one performance into their carts
// through the real HTTP route (CSRF check, rate limit, site settings, the provider's locking
// transaction), until the performance sells out. Reports requests/s, p50 and p95, then checks that
// no seat group or time slot holds more tickets than it has seats.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { performance } from "node:perf_hooks";
import { sql } from "drizzle-orm";
import { createApp } from "../../server/app.ts";
import { loadConfig } from "../../server/config.ts";
import { connect } from "../../server/db/client.ts";
import { createLogger } from "../../server/logger.ts";
import type { RenderModule } from "../../server/ssr/render-module.ts";
import { CART_KEY_COOKIE } from "../../shared/api/contract/shop-cart.ts";
import { signedTokenFor } from "../helpers/csrf-token.ts";
import { oversoldAndHeld } from "../helpers/oversold.ts";
import { percentile } from "./timing.ts";

export interface CartBenchResult {
  clients: number;
  requests: number;
  added: number;
  refused: number;
  failed: number;
  seconds: number;
  requestsPerSecond: number;
  p50: number;
  p95: number;
  /** Seat groups and time slots with more tickets sold and held than seats; must be 0. */
  oversold: number;
  capacity: number;
  held: number;
}

// The benchmark calls only the API; pages are never rendered, so no production build is needed.
export const noPages: RenderModule = {
  load: () => Promise.reject(new Error("the benchmark renders no pages")),
  clientModules: [],
  startAfterFirstPaint: false,
  css: [],
  routeAssets: () => ({ modules: [], css: [] }),
};

/** Runs `clients` browsers, each making `perClient` calls one after another, against one performance. */
export async function benchAddToCart(databaseUrl: string, options: { clients?: number; perClient?: number } = {}): Promise<CartBenchResult> {
  const { clients = 100, perClient = 30 } = options;
  // A pool like the server's own (connect's default), not the benchmark's small one.
  const database = connect(databaseUrl);
  // No call limit and no cart caps: each client's one cart asks for about 45 tickets, and the
  // benchmark measures the locking path, not refusals.
  const config = { ...loadConfig({ LOG_LEVEL: "error" }), shopCartLimit: 1_000_000, cartMaxTicketsPerEvent: 1_000_000, cartMaxTickets: 1_000_000 };
  const app = createApp({ config, database, log: createLogger("error"), renderModule: noPages });
  const server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  try {
    const { db } = database;
    const [event] = (await db.execute<{ id: number; id_jet: number }>(sql`
      select e.id, e.id_jet from events e join productions p on p.id = e.production_id
      where e.is_online and p.is_online and e.status = 'scheduled' and e.id_jet is not null and e.date_start > now() + interval '1 day'
        and exists (select 1 from seat_groups s where s.event_id = e.id)
        and not exists (select 1 from time_slots t join seat_groups s on s.id = t.seat_group_id where s.event_id = e.id)
      order by e.date_start, e.id limit 1`)).rows;
    if (!event) throw new Error("no performance on sale to benchmark");
    const groups = (await db.execute<{ id: number }>(sql`
      select s.id from seat_groups s where s.event_id = ${event.id}
        and exists (select 1 from prices p where p.seat_group_id = s.id and p.sale_type_id = 1 and p.amount_cents > 0)
      order by s.position, s.id`)).rows.map((row) => row.id);
    // Calls ask for 1.5 tickets on average; room for two thirds of that, so the run also sells out.
    const seatsPerGroup = Math.round((clients * perClient) / groups.length);
    await db.execute(sql`update seat_groups set capacity = ${seatsPerGroup}, sold = 0, status = '1' where event_id = ${event.id}`);
    const capacity = seatsPerGroup * groups.length;

    const samples: number[] = [];
    const counts = { added: 0, refused: 0, failed: 0 };
    const client = async (index: number) => {
      const token = await signedTokenFor(db);
      let cartCookie = "";
      for (let call = 0; call < perClient; call++) {
        // Alternately a named seat group and none (the first with room), one or two tickets.
        const seatGroup = call % 3 === 2 ? undefined : groups[(index + call) % groups.length];
        const started = performance.now();
        const response = await fetch(`${base}/de/api/shop-cart/`, {
          method: "POST",
          headers: { "Content-Type": "application/json", Cookie: `csrftoken=${token}${cartCookie}`, "X-CSRFToken": token },
          body: JSON.stringify({ event_jet_id: event.id_jet, seat_group: seatGroup, sale_type_ids: [1], quantities: [1 + ((index + call) % 2)] }),
        });
        await response.arrayBuffer();
        samples.push(performance.now() - started);
        if (response.status === 201) counts.added++;
        else if (response.status === 409) counts.refused++;
        else counts.failed++;
        const key = response.headers.getSetCookie().find((line) => line.startsWith(`${CART_KEY_COOKIE}=`));
        if (key) cartCookie = `; ${key.split(";")[0]}`;
      }
    };
    const started = performance.now();
    await Promise.all(Array.from({ length: clients }, (_, index) => client(index)));
    const seconds = (performance.now() - started) / 1000;
    samples.sort((a, b) => a - b);

    const check = await oversoldAndHeld(db, event.id);
    const requests = samples.length;
    return {
      clients,
      requests,
      ...counts,
      seconds,
      requestsPerSecond: requests / seconds,
      p50: percentile(samples, 0.5),
      p95: percentile(samples, 0.95),
      oversold: check.oversold,
      capacity,
      held: check.held,
    };
  } finally {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await database.close();
  }
}
