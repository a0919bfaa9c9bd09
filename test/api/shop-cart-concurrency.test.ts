// Many visitors reach for the last seats at the same moment: against the real database, exactly as
// many tickets are held as there are seats, everyone else hears -214, and nobody gets a server error.
// When the holds run out (PostgreSQL's clock past their 15 minutes) the seats are free again. Many
// adds to one cart at once never take it beyond its caps.
import assert from "node:assert/strict";
import { randomBytes } from "node:crypto";
import { before, test } from "node:test";
import { and, eq, gt, inArray, sql } from "drizzle-orm";
import { prices, seatGroups, ticketHolds } from "../../server/db/schema.ts";
import { createBuiltinTicketing } from "../../server/ticketing/builtin-provider.ts";
import { performanceToStage } from "../helpers/bookable-event.ts";
import { signedTokenFor } from "../helpers/csrf-token.ts";
import { letHoldTimePass } from "../helpers/hold-time.ts";
import { sharedTestApp } from "../helpers/test-app.ts";

const app = sharedTestApp({ config: { shopCartLimit: 100_000 } });

const CAPACITY = 20;
const VISITORS = 240;

let idJet: number;
let seatGroupId: number;

before(async () => {
  await app.ready;
  const event = await performanceToStage(app.db);
  idJet = event.id_jet;
  const [group] = await app.db.insert(seatGroups).values({ eventId: event.id, name: { de: "Parkett", en: "Stalls" }, capacity: CAPACITY, sold: 0 }).returning({ id: seatGroups.id });
  seatGroupId = group.id;
  await app.db.insert(prices).values({ seatGroupId, text: { de: "Vollpreis", en: "Full price" }, saleTypeId: 1, amountCents: 2500, isFullPrice: true });
});

/** One add-to-cart call of one ticket by a browser of its own (own CSRF token, no cart yet). */
async function addOneTicket(): Promise<{ status: number; code: unknown }> {
  const token = await signedTokenFor(app.db);
  const response = await fetch(`${app.url}/de/api/shop-cart/`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Cookie: `csrftoken=${token}`, "X-CSRFToken": token },
    body: JSON.stringify({ event_jet_id: idJet, seat_group: seatGroupId, sale_type_ids: [1], quantities: [1] }),
  });
  const body = (await response.json()) as { response_code?: unknown };
  return { status: response.status, code: body.response_code };
}

const liveHeld = async () =>
  Number((await app.db.select({ n: sql<number>`coalesce(sum(${ticketHolds.quantity}), 0)` }).from(ticketHolds).where(and(eq(ticketHolds.seatGroupId, seatGroupId), gt(ticketHolds.expiresAt, sql`now()`))))[0].n);

test(`${VISITORS} visitors at once for ${CAPACITY} seats: exactly ${CAPACITY} get one, the rest -214, no 5xx`, async () => {
  const answers = await Promise.all(Array.from({ length: VISITORS }, () => addOneTicket()));
  const byStatus = new Map<number, number>();
  for (const { status } of answers) byStatus.set(status, (byStatus.get(status) ?? 0) + 1);
  assert.equal(answers.filter(({ status }) => status >= 500).length, 0, `no server errors: ${JSON.stringify([...byStatus])}`);
  assert.equal(byStatus.get(201), CAPACITY, JSON.stringify([...byStatus]));
  const refused = answers.filter(({ status }) => status !== 201);
  assert.equal(refused.length, VISITORS - CAPACITY);
  assert.ok(refused.every(({ status, code }) => status === 409 && code === -214), "every other visitor hears -214");
  assert.equal(await liveHeld(), CAPACITY, "held tickets = capacity");
});

test("after 15 minutes the holds have run out and the seats are free again", async () => {
  const ticketing = createBuiltinTicketing(app.db, { perEvent: 10, total: 20 });
  assert.equal((await ticketing.availability([seatGroupId])).seatGroups.get(seatGroupId), 0);
  await letHoldTimePass(app.db, 15 * 60, eq(ticketHolds.seatGroupId, seatGroupId));
  assert.equal((await ticketing.availability([seatGroupId])).seatGroups.get(seatGroupId), CAPACITY, "availability is back to the capacity");
  assert.equal(await liveHeld(), 0);
  const again = await addOneTicket();
  assert.equal(again.status, 201, "a new visitor gets a seat");
  assert.equal((await ticketing.availability([seatGroupId])).seatGroups.get(seatGroupId), CAPACITY - 1);
});

const CART_CALLS = 36;

test(`${CART_CALLS} adds to one cart at once over three performances: at most 10 per performance and 20 in all, the rest -215`, async () => {
  const rows = await app.db.execute<{ id: number; id_jet: number }>(sql`
    select e.id, e.id_jet from events e join productions p on p.id = e.production_id
    where e.is_online and p.is_online and e.status = 'scheduled' and e.id_jet is not null and e.date_start > now() + interval '7 days'
    order by e.date_start, e.id offset 1 limit 3`);
  assert.equal(rows.rows.length, 3, "three more performances on sale");
  const groups: { idJet: number; seatGroupId: number }[] = [];
  for (const event of rows.rows) {
    await app.db.delete(seatGroups).where(eq(seatGroups.eventId, event.id));
    const [group] = await app.db.insert(seatGroups).values({ eventId: event.id, name: { de: "Parkett", en: "Stalls" }, capacity: 100, sold: 0 }).returning({ id: seatGroups.id });
    await app.db.insert(prices).values({ seatGroupId: group.id, text: { de: "Vollpreis", en: "Full price" }, saleTypeId: 1, amountCents: 2500, isFullPrice: true });
    groups.push({ idJet: event.id_jet, seatGroupId: group.id });
  }
  // One browser, one cart key, its calls all at once, spread round-robin over the three performances.
  const cartKey = randomBytes(32).toString("base64url");
  const token = await signedTokenFor(app.db);
  const answers = await Promise.all(
    Array.from({ length: CART_CALLS }, async (_, index) => {
      const { idJet, seatGroupId } = groups[index % groups.length];
      const response = await fetch(`${app.url}/de/api/shop-cart/`, {
        method: "POST",
        headers: { "Content-Type": "application/json", Cookie: `csrftoken=${token}; kulisse_cart=${cartKey}`, "X-CSRFToken": token },
        body: JSON.stringify({ event_jet_id: idJet, seat_group: seatGroupId, sale_type_ids: [1], quantities: [1] }),
      });
      return { status: response.status, code: ((await response.json()) as { response_code?: unknown }).response_code };
    }),
  );
  const held = await app.db
    .select({ seatGroupId: ticketHolds.seatGroupId, n: sql<number>`sum(${ticketHolds.quantity})`.mapWith(Number) })
    .from(ticketHolds)
    .where(and(eq(ticketHolds.cartKey, cartKey), inArray(ticketHolds.seatGroupId, groups.map((group) => group.seatGroupId))))
    .groupBy(ticketHolds.seatGroupId);
  const total = held.reduce((sum, row) => sum + row.n, 0);
  assert.ok(held.every((row) => row.n <= 10), `at most 10 per performance: ${JSON.stringify(held)}`);
  assert.equal(total, 20, `20 in all: ${JSON.stringify(held)}`);
  assert.equal(answers.filter(({ status }) => status === 201).length, 20);
  assert.ok(
    answers.filter(({ status }) => status !== 201).every(({ status, code }) => status === 409 && code === -215),
    JSON.stringify(answers.filter(({ status }) => status !== 201)),
  );
});
