// The hub's sales overview (GET /de/pageeditor-api/dashboard/sales/): per upcoming performance the
// seats sold (paid orders, time slots too), reserved (live holds of unpaid orders) and free (capacity
// less sold and every live hold, carts too); the unpaid reservations lapsing within 24 hours with a
// link to their order in the admin; lapsed holds, cancelled orders and far deadlines stay out. Only
// for those who manage orders.
import assert from "node:assert/strict";
import { before, test } from "node:test";
import { sql } from "drizzle-orm";
import { ticketHolds, timeSlots, seatGroups, prices } from "../../server/db/schema.ts";
import type { DashboardSales } from "../../shared/api/contract/dashboard-sales.ts";
import { placeTestOrder, stagePerformances, type StagedPerformance, type TestOrder } from "../helpers/check-in-orders.ts";
import { sessionCaller, type SessionCaller } from "../helpers/session-call.ts";
import { sharedTestApp } from "../helpers/test-app.ts";

const app = sharedTestApp();
let caller: SessionCaller;
let staged: StagedPerformance;
let dueSoon: TestOrder;
let dueLater: TestOrder;
let lapsed: TestOrder;

const SALES = "/de/pageeditor-api/dashboard/sales/";

before(async () => {
  caller = await sessionCaller(app);
  [staged] = await stagePerformances(app.db, 1, { capacity: 100 });
  await placeTestOrder(app.db, staged, { status: "paid", tickets: 3 });
  dueSoon = await placeTestOrder(app.db, staged, { status: "reserved", tickets: 2, releaseInSeconds: 2 * 3600, firstName: "Fanny", lastName: "Hensel" });
  dueLater = await placeTestOrder(app.db, staged, { status: "pending", tickets: 4, releaseInSeconds: 3 * 24 * 3600 });
  lapsed = await placeTestOrder(app.db, staged, { status: "reserved", tickets: 7, releaseInSeconds: -60 });
  await placeTestOrder(app.db, staged, { status: "cancelled", tickets: 9 });
  // A visitor's cart holds 5 seats: not reserved, but not free either.
  await app.db.insert(ticketHolds).values({ cartKey: "hub-sales-cart", eventId: staged.eventId, seatGroupId: staged.seatGroupId, priceId: staged.priceId, saleTypeId: 1, quantity: 5, unitCents: 2500, expiresAt: sql`now() + interval '10 minutes'` });
  // A seat group with two time slots of 10 seats each: one slot has sold 4, the other is held 3 by a cart.
  const [slotted] = await app.db.insert(seatGroups).values({ eventId: staged.eventId, name: { de: "Führung", en: "Tour" }, capacity: 10, sold: 0 }).returning({ id: seatGroups.id });
  const [price] = await app.db.insert(prices).values({ seatGroupId: slotted.id, text: { de: "Vollpreis", en: "Full price" }, saleTypeId: 1, amountCents: 1000 }).returning({ id: prices.id });
  await app.db.insert(timeSlots).values([
    { seatGroupId: slotted.id, timeStart: "14:00:00", blockId: 1, sold: 4 },
    { seatGroupId: slotted.id, timeStart: "16:00:00", blockId: 2, sold: 0 },
  ]);
  await app.db.insert(ticketHolds).values({ cartKey: "hub-sales-slot-cart", eventId: staged.eventId, seatGroupId: slotted.id, blockId: 2, priceId: price.id, saleTypeId: 1, quantity: 3, unitCents: 1000, expiresAt: sql`now() + interval '10 minutes'` });
});

test("per performance: capacity, sold, reserved (unpaid orders' live holds) and free (less every live hold), time slots counted each", async () => {
  const { status, body } = await caller.call<DashboardSales>("admin", "GET", SALES);
  assert.equal(status, 200);
  assert.equal(body.days, 14);
  const performance = body.performances.find((row) => row.id === staged.eventId);
  assert.ok(performance, "the staged performance is listed");
  assert.deepEqual(
    { capacity: performance.capacity, sold: performance.sold, reserved: performance.reserved, free: performance.free },
    // 100 + 2 slots × 10; 3 paid + 4 in a slot; 2 + 4 held for unpaid orders (the lapsed 7 no longer);
    // free: 100 − 3 − 6 − 5 (cart) = 86, slot 1: 10 − 4 = 6, slot 2: 10 − 3 (cart) = 7.
    { capacity: 120, sold: 7, reserved: 6, free: 99 },
  );
  const starts = body.performances.map((row) => Date.parse(row.date_start));
  assert.deepEqual(starts, [...starts].sort((a, b) => a - b), "soonest first");
});

test("unpaid reservations lapsing within 24 hours are listed with name, tickets, deadline and the admin's link to the order", async () => {
  const { body } = await caller.call<DashboardSales>("admin", "GET", SALES);
  assert.equal(body.due_within_hours, 24);
  const listed = body.due.map((reservation) => reservation.order_id);
  assert.ok(listed.includes(dueSoon.id));
  assert.ok(!listed.includes(dueLater.id), "a deadline in three days is not near");
  assert.ok(!listed.includes(lapsed.id), "a lapsed reservation is no longer due");
  const reservation = body.due.find((row) => row.order_id === dueSoon.id)!;
  assert.deepEqual({ code: reservation.code, name: reservation.name, status: reservation.status, tickets: reservation.tickets, url: reservation.url }, { code: dueSoon.code, name: "Fanny Hensel", status: "reserved", tickets: 2, url: `/admin/orders/${dueSoon.id}` });
  const hoursLeft = (Date.parse(reservation.release_at) - Date.now()) / 3_600_000;
  assert.ok(hoursLeft > 1.9 && hoursLeft <= 2, `deadline in two hours (${hoursLeft})`);
  const english = await caller.call<DashboardSales>("admin", "GET", "/en/pageeditor-api/dashboard/sales/");
  assert.equal(english.body.due.find((row) => row.order_id === dueSoon.id)?.url, `/admin/orders/${dueSoon.id}?lang=en`);
});

test("only those who manage orders see it: a visitor gets 401, an editor 403; bad input is a 400", async () => {
  assert.equal((await caller.call(null, "GET", SALES)).status, 401);
  assert.equal((await caller.call("editor", "GET", SALES)).status, 403);
  const bad = await caller.call<{ field: string }>("admin", "GET", `${SALES}?days=0`);
  assert.equal(bad.status, 400);
  assert.equal(bad.body.field, "days");
});
