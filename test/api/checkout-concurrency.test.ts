// The last seats and many buyers whose holds ran out while they typed: all of them press "Place
// order" at the same moment. Against the real database exactly as many orders are placed as there
// are seats, one ticket each, nobody gets a server error, the others hear that the seats are gone
// (-214, naming the performance), and no seat group holds more than its capacity.
import assert from "node:assert/strict";
import { before, test } from "node:test";
import { eq, sql } from "drizzle-orm";
import { orders, orderTickets } from "../../server/db/schema.ts";
import { buyersWithRunOutHolds, stageSeatGroup } from "../helpers/checkout-buyer.ts";
import { oversoldAndHeld } from "../helpers/oversold.ts";
import { sharedTestApp } from "../helpers/test-app.ts";

const app = sharedTestApp({ config: { shopCartLimit: 100_000 } });

const SEATS = 10;
const BUYERS = 40;

before(() => app.ready);

test(`${BUYERS} checkouts at once with run-out holds for the last ${SEATS} seats: exactly ${SEATS} orders, 0 oversold`, async () => {
  const group = await stageSeatGroup(app.db, SEATS);
  const buyers = await buyersWithRunOutHolds(app.url, app.db, group, BUYERS, SEATS);
  assert.deepEqual(await oversoldAndHeld(app.db, group.eventId), { oversold: 0, held: 0 }, "every hold has run out");

  const answers = await Promise.all(buyers.map(({ buyer, holdIds }) => buyer.checkout({}, { holdIds })));
  const statuses = answers.map((answer) => answer.status);
  assert.deepEqual(statuses.filter((status) => status >= 500), [], "no server errors");
  assert.equal(statuses.filter((status) => status === 201).length, SEATS, JSON.stringify(statuses));
  const refused = answers.filter((answer) => answer.status !== 201);
  assert.ok(refused.every((answer) => answer.status === 409 && answer.body.response_code === -214 && /nicht mehr genug Plätze frei/.test(String(answer.body.error))), JSON.stringify(refused[0]?.body));

  const placed = await app.db.select({ id: orders.id }).from(orders).innerJoin(orderTickets, eq(orderTickets.orderId, orders.id)).where(eq(orderTickets.seatGroupId, group.seatGroupId));
  assert.equal(placed.length, SEATS, "one ticket per order, one order per seat");
  assert.deepEqual(await oversoldAndHeld(app.db, group.eventId), { oversold: 0, held: SEATS }, "the orders hold exactly the seats");
  const [{ logged }] = (await app.db.execute<{ logged: number }>(sql`select count(*)::int as logged from order_log l join order_tickets t on t.order_id = l.order_id where t.seat_group_id = ${group.seatGroupId} and l.action = 'placed'`)).rows;
  assert.equal(logged, SEATS);
});
