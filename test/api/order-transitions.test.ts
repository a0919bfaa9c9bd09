// The order state machine against the real database (order-states.ts, order-transitions.ts): paying
// turns held seats into sold ones, cancelling gives them back at once, an unpaid order past its
// release cannot be paid any more and frees its seats by itself, every change is one log row, and
// two changes of one order at the same moment never both happen.
import assert from "node:assert/strict";
import { after, before, test } from "node:test";
import { eq } from "drizzle-orm";
import { orders, ticketHolds } from "../../server/db/schema.ts";
import { allowedChanges, mayChange, orderStatuses, type OrderStatus } from "../../server/shop/order-states.ts";
import { changeOrderStatus, expireDueOrders } from "../../server/shop/order-transitions.ts";
import { loadOrderView } from "../../server/shop/order-view.ts";
import { createTestDatabase, stopOwnServer, type TestDatabase } from "../helpers/database.ts";
import { addSeatGroup, createTestOrder, freeSeatsOf, orderLogOf, releaseOrderIn, soldOf, stageOrderSeats, type OrderSeats } from "../helpers/orders.ts";

let database: TestDatabase;
let eventId: number;
const staff = { kind: "staff", userId: 1 } as const;

before(async () => {
  database = await createTestDatabase();
  eventId = (await stageOrderSeats(database.db, 1)).eventId;
});

after(async () => {
  await database.drop();
  if (!process.env.TEST_PG_URL) await stopOwnServer();
});

/** A seat group of its own for one test, so the counts of one test are not another's. */
const seats = (capacity = 10): Promise<OrderSeats> => addSeatGroup(database.db, eventId, capacity);

async function statusOf(orderId: number): Promise<OrderStatus> {
  const [order] = await database.db.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId));
  return order.status;
}

const heldFor = async (orderId: number) => (await database.db.select().from(ticketHolds).where(eq(ticketHolds.orderId, orderId))).length;

test("the table of allowed changes covers every state and is the issue's: unpaid → paid, cancelled or expired; paid → cancelled; cancelled and expired final", () => {
  assert.deepEqual(Object.keys(allowedChanges).sort(), [...orderStatuses].sort());
  assert.deepEqual(allowedChanges, {
    reserved: ["paid", "cancelled", "expired"],
    pending: ["paid", "cancelled", "expired"],
    paid: ["cancelled"],
    cancelled: [],
    expired: [],
  });
  for (const from of orderStatuses) {
    assert.equal(mayChange(from, from), false, `${from} → ${from} is no change`);
    for (const to of orderStatuses) assert.equal(mayChange(from, to), allowedChanges[from].includes(to), `${from} → ${to}`);
  }
});

test("a reserved order marked paid: its holds become sold seats, the free seats stay as they were, one log row with who", async () => {
  const group = await seats(10);
  const order = await createTestOrder(database.db, { seats: group, quantity: 3 });
  assert.equal(await freeSeatsOf(database.db, group.seatGroupId), 7);
  const outcome = await changeOrderStatus(database.db, order.id, "paid", staff, "paid at the box office");
  assert.deepEqual(outcome, { ok: true, status: "paid" });
  assert.equal(await statusOf(order.id), "paid");
  assert.equal(await heldFor(order.id), 0, "no holds left");
  assert.equal(await soldOf(database.db, group.seatGroupId), 3);
  assert.equal(await freeSeatsOf(database.db, group.seatGroupId), 7, "free seats unchanged");
  const [order_] = await database.db.select({ releaseAt: orders.releaseAt }).from(orders).where(eq(orders.id, order.id));
  assert.equal(order_.releaseAt, null, "a paid order is no longer released");
  const log = await orderLogOf(database.db, order.id);
  assert.deepEqual(
    log.slice(1).map((row) => [row.action, row.fromStatus, row.toStatus, row.actor, row.userId, row.note]),
    [["paid", "reserved", "paid", "staff", 1, "paid at the box office"]],
  );
});

test("a pending (bank transfer) order marked paid the same way", async () => {
  const group = await seats(4);
  const order = await createTestOrder(database.db, { seats: group, quantity: 4, status: "pending" });
  assert.equal(await freeSeatsOf(database.db, group.seatGroupId), 0);
  assert.equal((await changeOrderStatus(database.db, order.id, "paid", staff)).ok, true);
  assert.equal(await soldOf(database.db, group.seatGroupId), 4);
  assert.equal(await freeSeatsOf(database.db, group.seatGroupId), 0);
});

test("cancelling an unpaid order frees its seats at once; cancelling it again is refused", async () => {
  const group = await seats(5);
  const order = await createTestOrder(database.db, { seats: group, quantity: 5 });
  assert.equal(await freeSeatsOf(database.db, group.seatGroupId), 0);
  assert.deepEqual(await changeOrderStatus(database.db, order.id, "cancelled", { kind: "visitor" }), { ok: true, status: "cancelled" });
  assert.equal(await freeSeatsOf(database.db, group.seatGroupId), 5, "all seats free again");
  assert.equal(await heldFor(order.id), 0);
  assert.equal(await soldOf(database.db, group.seatGroupId), 0);
  assert.deepEqual(await changeOrderStatus(database.db, order.id, "cancelled", { kind: "visitor" }), { ok: false, reason: "not_allowed", status: "cancelled" });
  assert.deepEqual(await changeOrderStatus(database.db, order.id, "paid", staff), { ok: false, reason: "not_allowed", status: "cancelled" });
  const log = await orderLogOf(database.db, order.id);
  assert.deepEqual(
    log.map((row) => [row.action, row.actor]),
    [
      ["placed", "visitor"],
      ["cancelled", "visitor"],
    ],
    "refused changes write nothing",
  );
});

test("cancelling a paid order lowers the sold count and logs who did it", async () => {
  const group = await seats(6);
  const order = await createTestOrder(database.db, { seats: group, quantity: 2, status: "paid" });
  assert.equal(await soldOf(database.db, group.seatGroupId), 2);
  assert.equal((await changeOrderStatus(database.db, order.id, "cancelled", staff, "refunded")).ok, true);
  assert.equal(await soldOf(database.db, group.seatGroupId), 0);
  assert.equal(await freeSeatsOf(database.db, group.seatGroupId), 6);
  const last = (await orderLogOf(database.db, order.id)).at(-1)!;
  assert.deepEqual([last.action, last.fromStatus, last.toStatus, last.actor, last.userId, last.note], ["cancelled", "paid", "cancelled", "staff", 1, "refunded"]);
});

test("an order that does not exist: not_found", async () => {
  assert.deepEqual(await changeOrderStatus(database.db, 987_654, "paid", staff), { ok: false, reason: "not_found" });
});

test("an unpaid reservation past its deadline frees its seats by itself (PostgreSQL's clock), reads as expired, and can no longer be paid", async () => {
  const group = await seats(3);
  const order = await createTestOrder(database.db, { seats: group, quantity: 3 });
  assert.equal(await freeSeatsOf(database.db, group.seatGroupId), 0);
  await releaseOrderIn(database.db, order.id, -1);
  assert.equal(await freeSeatsOf(database.db, group.seatGroupId), 3, "the seats are free without anyone writing");
  assert.equal((await loadOrderView(database.db, order.id))!.status, "expired", "shown as expired before the state is written");
  assert.equal(await statusOf(order.id), "reserved", "not written yet");

  const outcome = await changeOrderStatus(database.db, order.id, "paid", staff);
  assert.deepEqual(outcome, { ok: false, reason: "not_allowed", status: "expired" });
  assert.equal(await statusOf(order.id), "expired", "the refusal wrote the expiry");
  assert.equal(await soldOf(database.db, group.seatGroupId), 0, "nothing sold");
  const log = await orderLogOf(database.db, order.id);
  assert.deepEqual(
    log.map((row) => [row.action, row.fromStatus, row.toStatus, row.actor]),
    [
      ["placed", null, "reserved", "visitor"],
      ["expired", "reserved", "expired", "system"],
    ],
  );
});

test("expireDueOrders writes expired with a log row (the system, at release_at) for due unpaid orders only", async () => {
  const group = await seats(20);
  const due = await createTestOrder(database.db, { seats: group, quantity: 1 });
  const duePending = await createTestOrder(database.db, { seats: group, quantity: 1, status: "pending" });
  const notYet = await createTestOrder(database.db, { seats: group, quantity: 1 });
  const paid = await createTestOrder(database.db, { seats: group, quantity: 1, status: "paid" });
  await releaseOrderIn(database.db, due.id, -3600);
  await releaseOrderIn(database.db, duePending.id, -60);
  const [{ releaseAt }] = await database.db.select({ releaseAt: orders.releaseAt }).from(orders).where(eq(orders.id, due.id));

  const expired = await expireDueOrders(database.db);
  assert.ok(expired.includes(due.id) && expired.includes(duePending.id), `expired ${JSON.stringify(expired)}`);
  assert.ok(!expired.includes(notYet.id) && !expired.includes(paid.id));
  assert.equal(await statusOf(due.id), "expired");
  assert.equal(await statusOf(duePending.id), "expired");
  assert.equal(await statusOf(notYet.id), "reserved");
  assert.equal(await statusOf(paid.id), "paid");
  const row = (await orderLogOf(database.db, due.id)).at(-1)!;
  assert.deepEqual([row.action, row.fromStatus, row.toStatus, row.actor, row.userId], ["expired", "reserved", "expired", "system", null]);
  assert.equal(row.createdAt.getTime(), releaseAt!.getTime(), "logged at the moment it expired");
  assert.equal((await orderLogOf(database.db, duePending.id)).at(-1)!.fromStatus, "pending");
  assert.equal((await orderLogOf(database.db, notYet.id)).length, 1, "the others get no row");
  assert.deepEqual(await expireDueOrders(database.db), [], "a second run finds nothing");
});

test("two staff members marking one order paid at the same moment: one wins, the seats are sold once", async () => {
  const group = await seats(10);
  const order = await createTestOrder(database.db, { seats: group, quantity: 2 });
  const outcomes = await Promise.all([changeOrderStatus(database.db, order.id, "paid", staff), changeOrderStatus(database.db, order.id, "paid", { kind: "staff", userId: 2 })]);
  assert.equal(outcomes.filter((outcome) => outcome.ok).length, 1, JSON.stringify(outcomes));
  assert.deepEqual(outcomes.find((outcome) => !outcome.ok), { ok: false, reason: "not_allowed", status: "paid" });
  assert.equal(await soldOf(database.db, group.seatGroupId), 2);
  assert.equal((await orderLogOf(database.db, order.id)).filter((row) => row.action === "paid").length, 1);
});

test("mark paid and cancel of one order at the same moment: exactly one happens, and the seats agree with it", async () => {
  for (let round = 0; round < 5; round++) {
    const group = await seats(4);
    const order = await createTestOrder(database.db, { seats: group, quantity: 4 });
    const [paid, cancelled] = await Promise.all([changeOrderStatus(database.db, order.id, "paid", staff), changeOrderStatus(database.db, order.id, "cancelled", { kind: "visitor" })]);
    const log = await orderLogOf(database.db, order.id);
    const sold = await soldOf(database.db, group.seatGroupId);
    const free = await freeSeatsOf(database.db, group.seatGroupId);
    if (paid.ok && cancelled.ok) {
      // The cancel came second and undid the sale: allowed by the table (paid → cancelled).
      assert.equal(await statusOf(order.id), "cancelled");
      assert.deepEqual([sold, free], [0, 4]);
      assert.deepEqual(log.slice(1).map((row) => row.action), ["paid", "cancelled"]);
    } else {
      assert.ok(paid.ok !== cancelled.ok, JSON.stringify([paid, cancelled]));
      const status = await statusOf(order.id);
      assert.equal(status, paid.ok ? "paid" : "cancelled");
      assert.deepEqual([sold, free], paid.ok ? [4, 0] : [0, 4]);
      assert.equal(log.length, 2, "one change, one row");
    }
  }
});

test("two cancels of one paid order at the same moment lower the sold count once", async () => {
  const group = await seats(8);
  const order = await createTestOrder(database.db, { seats: group, quantity: 3, status: "paid" });
  const outcomes = await Promise.all([changeOrderStatus(database.db, order.id, "cancelled", staff), changeOrderStatus(database.db, order.id, "cancelled", staff)]);
  assert.equal(outcomes.filter((outcome) => outcome.ok).length, 1, JSON.stringify(outcomes));
  assert.equal(await soldOf(database.db, group.seatGroupId), 0);
  assert.equal(await freeSeatsOf(database.db, group.seatGroupId), 8);
});
