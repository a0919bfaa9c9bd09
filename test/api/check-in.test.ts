// Check-in at the door through the API (POST /de/admin-api/check-in/): every answer the door can get
// (valid, already used with when and by whom, wrong performance, cancelled, expired, unpaid, unknown),
// typed codes in any case with spaces and dashes, the running count, two scanners at once never
// admitting one ticket twice, the staff-only policy, the CSRF token, fuzzed codes never a 500, and the
// call limit.
import assert from "node:assert/strict";
import { before, test } from "node:test";
import { and, eq } from "drizzle-orm";
import { orderLog, orders, users } from "../../server/db/schema.ts";
import { checkInContract, type CheckInAnswer, type CheckInPerformances } from "../../shared/api/contract/check-in.ts";
import { csrfTokenFrom } from "../helpers/csrf-token.ts";
import { fuzzInputs } from "../helpers/fuzz-inputs.ts";
import { looksLikeStackTrace } from "../helpers/fuzz-requests.ts";
import { placeTestOrder, stagePerformances, type StagedPerformance } from "../helpers/check-in-orders.ts";
import { sessionCaller, type SessionCaller, type Who } from "../helpers/session-call.ts";
import { sharedTestApp } from "../helpers/test-app.ts";

const app = sharedTestApp();
let caller: SessionCaller;
let tonight: StagedPerformance;
let other: StagedPerformance;
let adminId = 0;

const CHECK_IN = "/de/admin-api/check-in/";

before(async () => {
  caller = await sessionCaller(app);
  [tonight, other] = await stagePerformances(app.db, 2);
  const [admin] = await app.db.select({ id: users.id }).from(users).where(eq(users.role, "admin")).limit(1);
  adminId = admin.id;
});

/** Checks `code` in at `eventId` (null: no performance chosen). */
const checkIn = (code: string, eventId: number | null = tonight.eventId, who: Who = "admin") =>
  caller.call<CheckInAnswer>(who, "POST", CHECK_IN, { code, ...(eventId === null ? {} : { event_id: eventId }) });

/** "ABCDEFGHJKMN" → "abcd-efgh jkmn", as a person might type what the ticket prints. */
const typedLoosely = (secret: string) => `${secret.slice(0, 4).toLowerCase()}-${secret.slice(4, 8)} ${secret.slice(8).toLowerCase()}`;

test("a paid ticket is let in once; the second time it is 'already used', saying when and by whom", async () => {
  const order = await placeTestOrder(app.db, tonight, { status: "paid", tickets: 2, firstName: "Clara", lastName: "Schumann" });
  const first = await checkIn(typedLoosely(order.secrets[0]));
  assert.equal(first.status, 200);
  assert.equal(first.body.kind, "valid");
  assert.equal(first.body.code, order.secrets[0]);
  assert.equal(first.body.ticket?.holder, "Clara Schumann");
  assert.equal(first.body.ticket?.order_code, order.code);
  assert.equal(first.body.ticket?.position, 1);
  assert.equal(first.body.ticket?.seat_group, "Parkett");
  assert.equal(first.body.ticket?.price_text, "Vollpreis");
  assert.equal(first.body.checked_in_by, caller.nameOf("admin"));

  const second = await checkIn(order.secrets[0]);
  assert.equal(second.status, 200);
  assert.equal(second.body.kind, "already_used");
  assert.equal(second.body.checked_in_by, caller.nameOf("admin"));
  assert.equal(second.body.checked_in_at, first.body.checked_in_at, "the first check's time");
  assert.match(second.body.checked_in_at ?? "", /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2}$/);

  const log = await app.db.select().from(orderLog).where(and(eq(orderLog.orderId, order.id), eq(orderLog.action, "checked_in")));
  assert.equal(log.length, 1, "one log row: the refusal changed nothing");
  assert.equal(log[0].actor, "staff");
  assert.equal(log[0].userId, adminId);

  const otherTicket = await checkIn(order.secrets[1]);
  assert.equal(otherTicket.body.kind, "valid", "the order's other ticket is a ticket of its own");
});

test("the answer carries the performance's running count: admitted of sold (paid) tickets", async () => {
  const { body: before } = await caller.call<CheckInPerformances>("admin", "GET", `/de/admin-api/check-in/performances/`);
  const listed = before.performances.find((performance) => performance.id === tonight.eventId);
  assert.ok(listed, "the staged performance is in the list");
  const order = await placeTestOrder(app.db, tonight, { status: "paid", tickets: 3 });
  await placeTestOrder(app.db, tonight, { status: "reserved", tickets: 4 });
  const answer = await checkIn(order.secrets[2]);
  assert.equal(answer.body.kind, "valid");
  assert.deepEqual(answer.body.counts, { admitted: listed.admitted + 1, sold: listed.sold + 3 }, "unpaid reservations are not sold");
});

test("a ticket for another performance is refused and names that performance", async () => {
  const order = await placeTestOrder(app.db, other, { status: "paid" });
  const answer = await checkIn(order.secrets[0]);
  assert.equal(answer.body.kind, "wrong_performance");
  assert.equal(answer.body.ticket?.event_id, other.eventId);
  const { body: event } = await app.getJson<{ title: string; date_start: string }>(`/de/api/events/${other.eventId}/`);
  assert.equal(answer.body.ticket?.title, event.title);
  assert.equal(Date.parse(answer.body.ticket?.date_start ?? ""), Date.parse(event.date_start));
  assert.equal(answer.body.checked_in_at, null);
  const atItsOwn = await checkIn(order.secrets[0], other.eventId);
  assert.equal(atItsOwn.body.kind, "valid", "the refusal did not use the ticket up");
  assert.equal(atItsOwn.body.not_today, true, "the staged performance is not today: let in, but said");
});

test("without a chosen performance any performance's paid ticket is let in", async () => {
  const order = await placeTestOrder(app.db, other, { status: "paid" });
  const answer = await checkIn(order.secrets[0], null);
  assert.equal(answer.body.kind, "valid");
  assert.equal(answer.body.counts, null);
});

test("tickets of cancelled, expired and unpaid orders are refused, each with its reason, and stay unused", async () => {
  const cancelled = await placeTestOrder(app.db, tonight, { status: "cancelled" });
  const expired = await placeTestOrder(app.db, tonight, { status: "expired" });
  const pastDeadline = await placeTestOrder(app.db, tonight, { status: "reserved", releaseInSeconds: -60 });
  const reserved = await placeTestOrder(app.db, tonight, { status: "reserved" });
  const pending = await placeTestOrder(app.db, tonight, { status: "pending" });
  assert.equal((await checkIn(cancelled.secrets[0])).body.kind, "cancelled");
  assert.equal((await checkIn(expired.secrets[0])).body.kind, "expired");
  assert.equal((await checkIn(pastDeadline.secrets[0])).body.kind, "expired", "an unpaid reservation past its deadline reads as expired");
  assert.equal((await checkIn(reserved.secrets[0])).body.kind, "unpaid");
  assert.equal((await checkIn(pending.secrets[0])).body.kind, "unpaid");
  // Paid at the box office afterwards, the ticket lets its holder in.
  await app.db.update(orders).set({ status: "paid", releaseAt: null }).where(eq(orders.id, reserved.id));
  assert.equal((await checkIn(reserved.secrets[0])).body.kind, "valid");
});

test("unknown and malformed codes are 'unknown', not errors", async () => {
  for (const code of ["ABCDEFGHJKMN", "abc", "ABCD-EFGH-JKMN-PQRS", "' or 1=1 --", "ÄÖÜ😀ÄÖÜ😀ÄÖÜ😀"]) {
    const answer = await checkIn(code);
    assert.equal(answer.status, 200, code);
    assert.equal(answer.body.kind, "unknown", code);
    assert.equal(answer.body.ticket, null);
  }
});

test("two scanners reading the same ticket at the same moment: exactly one lets it in, 20 tickets at once", async () => {
  const order = await placeTestOrder(app.db, tonight, { status: "paid", tickets: 20 });
  const answers = await Promise.all(order.secrets.flatMap((secret) => [checkIn(secret), checkIn(secret.toLowerCase())]));
  assert.ok(answers.every((answer) => answer.status === 200), "no errors");
  for (let index = 0; index < order.secrets.length; index++) {
    const kinds = [answers[2 * index].body.kind, answers[2 * index + 1].body.kind].sort();
    assert.deepEqual(kinds, ["already_used", "valid"], `ticket ${index + 1}`);
  }
  const log = await app.db.select().from(orderLog).where(and(eq(orderLog.orderId, order.id), eq(orderLog.action, "checked_in")));
  assert.equal(log.length, 20, "one check-in logged per ticket");
});

test("only staff with the check-in right: a visitor gets 401, an editor 403, and nothing is used", async () => {
  const order = await placeTestOrder(app.db, tonight, { status: "paid" });
  assert.equal((await checkIn(order.secrets[0], tonight.eventId, null)).status, 401);
  assert.equal((await checkIn(order.secrets[0], tonight.eventId, "editor")).status, 403);
  assert.equal((await caller.call(null, "GET", "/de/admin-api/check-in/performances/")).status, 401);
  assert.equal((await caller.call("editor", "GET", "/de/admin-api/check-in/performances/")).status, 403);
  assert.equal((await checkIn(order.secrets[0])).body.kind, "valid", "still unused");
});

test("a check-in without the CSRF header is refused with 403 and uses nothing", async () => {
  const order = await placeTestOrder(app.db, tonight, { status: "paid" });
  const refused = await caller.call("admin", "POST", CHECK_IN, { code: order.secrets[0], event_id: tonight.eventId }, { csrf: false });
  assert.equal(refused.status, 403);
  assert.equal((await checkIn(order.secrets[0])).body.kind, "valid");
});

test("bad input is a 400 naming the field; an unknown performance a 404", async () => {
  const noCode = await caller.call<{ field: string }>("admin", "POST", CHECK_IN, { event_id: tonight.eventId });
  assert.equal(noCode.status, 400);
  assert.equal(noCode.body.field, "code");
  const blank = await caller.call<{ field: string }>("admin", "POST", CHECK_IN, { code: "   ", event_id: tonight.eventId });
  assert.equal(blank.status, 400);
  assert.equal(blank.body.field, "code");
  const long = await caller.call<{ field: string }>("admin", "POST", CHECK_IN, { code: "A".repeat(101) });
  assert.equal(long.status, 400);
  const badEvent = await caller.call<{ field: string }>("admin", "POST", CHECK_IN, { code: "ABCDEFGHJKMN", event_id: "tonight" });
  assert.equal(badEvent.status, 400);
  assert.equal(badEvent.body.field, "event_id");
  const noEvent = await caller.call<{ field: string }>("admin", "POST", CHECK_IN, { code: "ABCDEFGHJKMN", event_id: 2_000_000_000 });
  assert.equal(noEvent.status, 404);
});

test("fuzzed codes and inputs never answer 500 or a stack trace", async () => {
  const order = await placeTestOrder(app.db, tonight, { status: "paid" });
  const inputs = fuzzInputs(checkInContract.checkInTicket.input, { seed: 23, known: { lang: "de", code: order.secrets[0], event_id: tonight.eventId }, pathFields: ["lang"] });
  const codes = ["\u0000", "a\u0000b", "\ud800", "%00", "../../etc/passwd", "<script>", "x".repeat(100), " - - ", "—".repeat(12), "\u200b".repeat(12), "１２３４５６７８９０ＡＢ"];
  const bodies = [...inputs.map(({ input }) => JSON.stringify({ ...input, lang: undefined })), ...codes.map((code) => JSON.stringify({ code, event_id: tonight.eventId }))];
  const answers = await Promise.all(bodies.map((body) => caller.call<unknown>("admin", "POST", CHECK_IN, body).catch((error: Error) => ({ status: 0, body: error.message }))));
  const broken = answers.map((answer, index) => ({ ...answer, sent: bodies[index] })).filter((answer) => answer.status === 0 || answer.status >= 500 || looksLikeStackTrace(JSON.stringify(answer.body)));
  assert.deepEqual(broken, []);
  assert.ok(answers.every((answer) => answer.status === 200 || (answer.status >= 400 && answer.status < 500)));
});

test("a client checking codes without pause is stopped by the call limit: 429 with Retry-After", async () => {
  const token = await csrfTokenFrom(app.url);
  const cookie = `${await caller.cookieOf("admin")}; csrftoken=${token}`;
  const send = () => fetch(app.url + CHECK_IN, { method: "POST", headers: { Cookie: cookie, "X-CSRFToken": token, "Content-Type": "application/json" }, body: JSON.stringify({ code: "ABCDEFGHJKMN" }) });
  let refused: Response | undefined;
  for (let call = 0; call <= 300 && !refused; call++) {
    const response = await send();
    if (response.status === 429) refused = response;
    else assert.equal((await response.json() as CheckInAnswer).kind, "unknown");
  }
  assert.ok(refused, "refused within 301 calls a minute");
  assert.ok(Number(refused.headers.get("retry-after")) > 0);
  assert.match(((await refused.json()) as { reason: string }).reason, /Minute/);
});
