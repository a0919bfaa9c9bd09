// The API behind the admin's voucher screens, against the real database: the list page by page, a
// batch's codes as CSV (header line, quoted cells, BOM), the choices a new voucher may be limited to,
// and each use with its order (id for the link) and who acted. Editors are refused all of it.
import assert from "node:assert/strict";
import { before, test } from "node:test";
import { eq } from "drizzle-orm";
import { orders } from "../../server/db/schema.ts";
import type { AdminVoucherChoices } from "../../shared/api/contract/admin-vouchers.ts";
import type { AdminVoucherDetail, AdminVoucherList, CreatedVouchers } from "../../shared/api/contract/vouchers.ts";
import { Buyer, stageSeatGroup } from "../helpers/checkout-buyer.ts";
import { sessionCaller, type SessionCaller } from "../helpers/session-call.ts";
import { sharedTestApp } from "../helpers/test-app.ts";

const app = sharedTestApp();
let caller: SessionCaller;

before(async () => {
  caller = await sessionCaller(app);
});

/** A batch made through the admin's API. */
async function batch(settings: Record<string, unknown>): Promise<CreatedVouchers> {
  const created = await caller.call<CreatedVouchers>("admin", "POST", "/de/admin-api/vouchers/", { kind: "percent", percent: 20, max_uses: 1, ...settings });
  assert.equal(created.status, 201, JSON.stringify(created.body));
  return created.body;
}

test("the list comes page by page, 25 a page, newest first; a page past the end shows the last", async () => {
  const made = await batch({ count: 30, prefix: "PAGE-", batch: "Seitenweise" });
  const first = await caller.call<AdminVoucherList>("admin", "GET", "/de/admin-api/vouchers/?q=seitenweise");
  assert.deepEqual([first.body.count, first.body.page, first.body.pages, first.body.results.length], [30, 1, 2, 25]);
  const second = await caller.call<AdminVoucherList>("admin", "GET", "/de/admin-api/vouchers/?q=seitenweise&page=2");
  assert.deepEqual([second.body.page, second.body.results.length], [2, 5]);
  const all = [...first.body.results, ...second.body.results].map((row) => row.code);
  assert.deepEqual(new Set(all), new Set(made.codes), "every code once over both pages");
  const past = await caller.call<AdminVoucherList>("admin", "GET", "/de/admin-api/vouchers/?q=seitenweise&page=9");
  assert.equal(past.body.page, 2);
  assert.equal((await caller.call("admin", "GET", "/de/admin-api/vouchers/?page=0")).status, 400);
});

test("a batch's codes as CSV: UTF-8 with BOM, a header line, each code quoted with its value and end date, in the batch's order", async () => {
  const made = await batch({ count: 3, prefix: "CSV-", expires_at: "2027-01-31T23:59:00+01:00" });
  const cookie = await caller.cookieOf("admin");
  const answer = await fetch(`${app.url}/de/admin-api/voucher-codes.csv?ids=${made.ids.join(",")}`, { headers: { Cookie: cookie } });
  assert.equal(answer.status, 200);
  assert.match(answer.headers.get("content-type") ?? "", /^text\/csv; charset=utf-8/);
  assert.match(answer.headers.get("content-disposition") ?? "", /gutscheine\.csv/);
  const bytes = new Uint8Array(await answer.arrayBuffer());
  assert.deepEqual([...bytes.slice(0, 3)], [0xef, 0xbb, 0xbf], "BOM");
  const lines = new TextDecoder().decode(bytes.slice(3)).split("\r\n");
  assert.deepEqual(lines, ['"Code";"Wert";"Gültig bis"', ...made.codes.map((code) => `"${code}";"20 % Rabatt";"2027-01-31"`), ""]);

  const english = await fetch(`${app.url}/en/admin-api/voucher-codes.csv?ids=${made.ids[0]}`, { headers: { Cookie: cookie } });
  assert.equal((await english.text()).split("\r\n")[0], '"Code";"Value";"Valid until"', "English words (text() drops the BOM)");

  const bad = await caller.call<{ field: string }>("admin", "GET", "/de/admin-api/voucher-codes.csv?ids=1;2");
  assert.deepEqual([bad.status, bad.body.field], [400, "ids"]);
  assert.equal((await caller.call("admin", "GET", "/de/admin-api/voucher-codes.csv?ids=999999999")).status, 404);
  assert.equal((await fetch(`${app.url}/de/admin-api/voucher-codes.csv?ids=${made.ids[0]}`, { headers: { Cookie: await caller.cookieOf("editor") } })).status, 403);
});

test("the choices of a new voucher: productions, upcoming performances and price types by name; editors are refused", async () => {
  const group = await stageSeatGroup(app.db, 5);
  const choices = await caller.call<AdminVoucherChoices>("admin", "GET", "/de/admin-api/voucher-choices/");
  assert.equal(choices.status, 200);
  assert.ok(choices.body.productions.length > 0);
  assert.ok(choices.body.performances.some((choice) => choice.value === String(group.eventId) && / · \d{2}\.\d{2}\.\d{4}, \d{2}:\d{2}$/.test(choice.label)), "the staged performance with its date");
  assert.ok(choices.body.sale_types.some((choice) => choice.value === "1" && choice.label === "Vollpreis"));
  assert.equal((await caller.call("editor", "GET", "/de/admin-api/voucher-choices/")).status, 403);
});

test("each use names its order (id and code, for the order's page) and who acted: a guest nobody, the staff member who cancelled by name", async () => {
  const group = await stageSeatGroup(app.db, 5);
  const {
    ids: [id],
  } = await batch({ count: 1, max_uses: 2 });
  const { code } = (await caller.call<AdminVoucherDetail>("admin", "GET", `/de/admin-api/vouchers/${id}/`)).body;
  const buyer = await Buyer.start(app.url, app.db);
  await buyer.add(group, 1);
  const placed = await buyer.checkout({ codes: [code] });
  assert.equal(placed.status, 201, JSON.stringify(placed.body));
  const [order] = await app.db.select().from(orders).where(eq(orders.code, String(placed.body.code)));
  assert.equal((await caller.call("admin", "POST", `/de/admin-api/orders/${order.id}/cancel/`, { reason: "Krank" })).status, 200);

  const detail = await caller.call<AdminVoucherDetail>("admin", "GET", `/de/admin-api/vouchers/${id}/`);
  assert.deepEqual(
    detail.body.uses.map((use) => [use.delta, use.order_id, use.order_code, use.discount_cents, use.actor, use.who, use.reason]),
    [
      [1, order.id, order.code, 500, "visitor", "", "redeemed"],
      [-1, order.id, order.code, 0, "staff", caller.nameOf("admin"), "Krank"],
    ],
  );
});
