// The visitor's order page /webshop/order/{code}/{secret} and its API: only the right key opens it
// (a wrong or malformed one is the same 404, never 403), the page is kept by no cache and sends no
// Referer to other sites, cancel frees the seats at once until the deadline (and only for unpaid orders), resend is
// limited per hour, every write needs CSRF (API) or our own page (form), and nothing hostile gets a 5xx.
import assert from "node:assert/strict";
import { before, test } from "node:test";
import { and, eq } from "drizzle-orm";
import { loadConfig } from "../../server/config.ts";
import { events, orderLog, orders } from "../../server/db/schema.ts";
import { shopOrderContract, type ShopOrder } from "../../shared/api/contract/shop-order.ts";
import { csrfTokenFrom } from "../helpers/csrf-token.ts";
import { fuzzInputs } from "../helpers/fuzz-inputs.ts";
import { describeReport, emptyReport, fillPath, jsonOf, queryOf, sendAll, sender, type FuzzRequest } from "../helpers/fuzz-requests.ts";
import { createTestOrder, freeSeatsOf, releaseOrderIn, stageOrderSeats, type OrderSeats, type TestOrder } from "../helpers/orders.ts";
import { sharedTestApp } from "../helpers/test-app.ts";

const RESEND_LIMIT = 2;
const CANCEL_HOURS = 24;
const bankAccount = { holder: "Staatstheater Kulisse", iban: "DE02120300000000202051", bic: "BYLADEM1001" };
const app = sharedTestApp({
  config: { orderMailResendLimit: RESEND_LIMIT, orderCancelHoursBefore: CANCEL_HOURS, payments: { ...loadConfig({}).payments, bankAccount } },
});

let CSRF = "";
let seats: OrderSeats;
let performanceStart: Date;

before(async () => {
  await app.ready;
  CSRF = await csrfTokenFrom(app.url);
  seats = await stageOrderSeats(app.db, 40);
  const [event] = (await app.db.select({ date_start: events.dateStart }).from(events).where(eq(events.id, seats.eventId)));
  performanceStart = event.date_start;
});

const api = (order: Pick<TestOrder, "code" | "secret">, action = "", lang = "de") => `${app.url}/${lang}/api/shop-order/${order.code}/${order.secret}/${action}`;

/** A write to the order API from a browser of the site: the signed CSRF cookie and its header. */
function post(url: string, body: Record<string, unknown> = {}, headers: Record<string, string> = {}) {
  return fetch(url, {
    method: "POST",
    headers: { "Content-Type": "application/json", Cookie: `csrftoken=${CSRF}`, "X-CSRFToken": CSRF, Origin: app.url, ...headers },
    body: JSON.stringify(body),
  });
}

/** The page's form post, as the browser sends it from the page itself (no JavaScript needed). */
function postForm(path: string, fields: Record<string, string>, origin: string | null = app.url) {
  return fetch(app.url + path, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", ...(origin ? { Origin: origin } : {}) },
    body: new URLSearchParams(fields).toString(),
    redirect: "manual",
  });
}

const statusOf = async (orderId: number) => (await app.db.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId)))[0].status;
const text = (html: string) => html.replace(/<[^>]+>/g, " ").replace(/&nbsp;|\s+/g, " ");

test("the page of a reserved order: status with its deadline, the tickets, total, payment at the box office, the PDF (valid once paid), cancel and resend; private, no-store, no Referer to other sites, noindex", async () => {
  const order = await createTestOrder(app.db, { seats, quantity: 2 });
  const response = await fetch(app.url + order.path);
  assert.equal(response.status, 200);
  assert.equal(response.headers.get("cache-control"), "private, no-store");
  assert.equal(response.headers.get("referrer-policy"), "same-origin");
  const html = await response.text();
  assert.match(html, /<meta name="robots" content="noindex"/);
  const page = text(html);
  assert.match(page, new RegExp(`Ihre Bestellung ${order.code}`));
  assert.match(page, /Reserviert bis \w+, \d+\. \w+ \d{4}, \d\d:\d\d Uhr/);
  assert.match(page, new RegExp(`${order.code}-1 .*${order.code}-2`), "ticket numbers");
  assert.match(page, /Parkett/);
  assert.match(page, /Vollpreis/);
  assert.match(page, /Gesamt 50 €/);
  assert.match(page, /Bezahlung an der Theaterkasse/);
  assert.match(page, /an der Theaterkasse\. Danach geben wir die Plätze wieder frei/);
  assert.match(html, /href="\/de\/kontakt"/, "the box office's opening hours");
  assert.match(html, new RegExp(`href="${order.path}/tickets.pdf"`));
  assert.match(page, /Die Karten gelten erst, wenn die Bestellung bezahlt ist/);
  assert.match(html, /name="intent" value="cancel"/);
  assert.match(html, /name="intent" value="resend"/);
  assert.match(page, /Erika Mustermann/);
  assert.match(page, /erika@example\.org/);
  assert.match(page, /E-Ticket \(PDF\)/);
  assert.doesNotMatch(html, new RegExp(`girocode`), "no transfer for a box-office order");
});

test("the order's secret never reaches the log: its page, its API and a refused post are logged without it", async () => {
  const order = await createTestOrder(app.db, { seats, quantity: 1 });
  await fetch(app.url + order.path);
  await fetch(api(order));
  await postForm(order.path, { intent: "resend" }, "https://evil.example");
  await app.logLine((line) => line.event === "request" && String(line.path).startsWith(`/de/api/shop-order/${order.code}/`));
  const mentions = app.logs.filter((line) => JSON.stringify(line).includes(order.secret));
  assert.deepEqual(mentions, []);
  assert.ok(app.logs.some((line) => line.path === `/webshop/order/${order.code}/…`), "the page's request is logged with its code");
});

test("a pending bank-transfer order shows the account (IBAN in groups of four), amount, reference, pay-until and the GiroCode", async () => {
  const order = await createTestOrder(app.db, { seats, quantity: 3, status: "pending" });
  const html = await (await fetch(app.url + order.path)).text();
  const page = text(html);
  assert.match(page, /Wartet auf Ihre Überweisung bis/);
  assert.match(page, /DE02 1203 0000 0000 2020 51/);
  assert.match(page, /BYLADEM1001/);
  assert.match(page, /Staatstheater Kulisse/);
  assert.match(page, /Betrag 75 €/);
  assert.match(page, new RegExp(`Verwendungszweck KULISSE ${order.code}`));
  assert.match(page, /Zahlbar bis/);
  assert.match(html, new RegExp(`<img src="${order.path}/girocode.svg"[^>]* alt="GiroCode der Überweisung von 75\\s€ an Staatstheater Kulisse`));
});

test("a paid order: paid, the PDF without the unpaid warning, and no online cancel (the box office refunds)", async () => {
  const order = await createTestOrder(app.db, { seats, quantity: 1, status: "paid" });
  const html = await (await fetch(app.url + order.path)).text();
  const page = text(html);
  assert.match(page, /Stand: Bezahlt/);
  assert.match(html, /tickets\.pdf/);
  assert.doesNotMatch(page, /gelten erst, wenn/);
  assert.doesNotMatch(html, /value="cancel"/);
  assert.match(page, /Bezahlte Bestellungen können nicht online storniert werden/);
  const refused = await post(api(order, "cancel/"), { confirm: true });
  assert.equal(refused.status, 409);
  assert.equal(((await refused.json()) as { reason: string }).reason, "paid");
  assert.equal(await statusOf(order.id), "paid");
});

test("a pick-up order has no PDF; it says the tickets wait at the box office", async () => {
  const order = await createTestOrder(app.db, { seats, quantity: 1, delivery: "pickup" });
  const html = await (await fetch(app.url + order.path)).text();
  assert.doesNotMatch(html, /tickets\.pdf/);
  assert.match(text(html), new RegExp(`liegen an der Theaterkasse für Sie bereit; bitte nennen Sie dort Ihre Bestellnummer ${order.code}`));
});

test("an English order opens in English from the mail's link (no ?lang=); ?lang=de shows it in German", async () => {
  const order = await createTestOrder(app.db, { seats, quantity: 1, lang: "en" });
  const redirected = await fetch(app.url + order.path, { redirect: "manual" });
  assert.equal(redirected.status, 302);
  assert.equal(redirected.headers.get("location"), `${order.path}?lang=en`);
  const english = text(await (await fetch(app.url + order.path + "?lang=en")).text());
  assert.match(english, new RegExp(`Your order ${order.code}`));
  assert.match(english, /Reserved until \w+ \d+ \w+ \d{4}, \d\d:\d\d/);
  assert.match(english, /Full price/);
  assert.match(english, /Stalls/);
  const german = text(await (await fetch(app.url + order.path + "?lang=de")).text());
  assert.match(german, /Reserviert bis/);
  // The header's switch to German links without ?lang=, from the English page itself: it stays German.
  const switched = await fetch(app.url + order.path, { redirect: "manual", headers: { Referer: `${app.url}${order.path}?lang=en` } });
  assert.equal(switched.status, 200);
  assert.match(text(await switched.text()), /Reserviert bis/);
});

test("a wrong or malformed code or secret: the same 404 page (and API 404/400), never 403, so nobody learns whether an order exists", async () => {
  const order = await createTestOrder(app.db, { seats, quantity: 1 });
  const otherCode = order.code === "ABCDEFGH" ? "ABCDEFGJ" : "ABCDEFGH";
  const flipped = order.secret.slice(0, -1) + (order.secret.endsWith("A") ? "B" : "A");
  const wrong = [`/webshop/order/${order.code}/${flipped}`, `/webshop/order/${otherCode}/${order.secret}`, `/webshop/order/${order.code}/${order.secret.slice(0, -1)}`];
  const malformed = [
    `/webshop/order/${order.code.toLowerCase()}/${order.secret}`,
    `/webshop/order/${order.code}1/${order.secret}`,
    `/webshop/order/${order.code}/short`,
    `/webshop/order/${order.code}/${"x".repeat(300)}`,
    `/webshop/order/${order.code}/${order.secret}%00`,
    `/webshop/order/${order.code}/`,
    `/webshop/order/O0I1O0I1/${order.secret}`,
  ];
  for (const path of [...wrong, ...malformed]) {
    const response = await fetch(app.url + path);
    assert.equal(response.status, 404, path);
    const page = text(await response.text());
    if (!path.endsWith("/")) {
      assert.match(page, /Bestellung nicht gefunden/, path);
    }
  }
  for (const path of wrong) {
    const [, , , code, secret] = path.split("/");
    const answer = await fetch(api({ code, secret }));
    assert.equal(answer.status, 404, path);
    assert.deepEqual(await answer.json(), { error: "not found" });
    const cancel = await post(api({ code, secret }, "cancel/"), { confirm: true });
    assert.equal(cancel.status, 404);
  }
  const badCode = await fetch(api({ code: "abc", secret: order.secret }));
  assert.equal(badCode.status, 400);
  assert.equal(((await badCode.json()) as { field: string }).field, "code");
  assert.equal(await statusOf(order.id), "reserved", "nothing changed");
});

test("cancel through the API: the seats are free at once, the order reads cancelled, the log says the visitor; needs the confirmation", async () => {
  const order = await createTestOrder(app.db, { seats, quantity: 4 });
  const free = await freeSeatsOf(app.db, seats.seatGroupId);
  const unconfirmed = await post(api(order, "cancel/"), {});
  assert.equal(unconfirmed.status, 400);
  assert.equal(((await unconfirmed.json()) as { field: string }).field, "confirm");
  const response = await post(api(order, "cancel/"), { confirm: true });
  assert.equal(response.status, 200);
  const body = (await response.json()) as ShopOrder;
  assert.equal(body.status, "cancelled");
  assert.equal(body.cancel.possible, false);
  assert.equal(await freeSeatsOf(app.db, seats.seatGroupId), free + 4, "the four seats are free again");
  const [row] = await app.db.select().from(orderLog).where(and(eq(orderLog.orderId, order.id), eq(orderLog.action, "cancelled")));
  assert.equal(row.actor, "visitor");
  const again = await post(api(order, "cancel/"), { confirm: true });
  assert.equal(again.status, 409);
  assert.equal(((await again.json()) as { reason: string }).reason, "final");
});

test("cancel by the page's form (no JavaScript): 303 back with a notice, seats free; without the checkbox nothing happens; the page then shows cancelled", async () => {
  const order = await createTestOrder(app.db, { seats, quantity: 2 });
  const free = await freeSeatsOf(app.db, seats.seatGroupId);
  const unconfirmed = await postForm(order.path, { intent: "cancel" });
  assert.equal(unconfirmed.status, 303);
  assert.equal(unconfirmed.headers.get("location"), `${order.path}?notice=confirm-missing`);
  assert.equal(await statusOf(order.id), "reserved");
  const warned = text(await (await fetch(app.url + order.path + "?notice=confirm-missing")).text());
  assert.match(warned, /Bitte bestätigen Sie mit dem Häkchen/);

  const response = await postForm(order.path, { intent: "cancel", confirm: "yes" });
  assert.equal(response.status, 303);
  assert.equal(response.headers.get("location"), `${order.path}?notice=cancelled`);
  assert.equal(await statusOf(order.id), "cancelled");
  assert.equal(await freeSeatsOf(app.db, seats.seatGroupId), free + 2);
  const page = text(await (await fetch(app.url + response.headers.get("location")!)).text());
  assert.match(page, /Ihre Bestellung ist storniert/);
  assert.match(page, /Stand: Storniert/);
  assert.doesNotMatch(page, /Bestellung stornieren/, "no cancel form any more");
  assert.doesNotMatch(page, /E-Mail erneut senden/);
});

test("CSRF: an API cancel without the token's header, or from another site, is refused (403) and changes nothing; a form post from another site too", async () => {
  const order = await createTestOrder(app.db, { seats, quantity: 1 });
  const noHeader = await fetch(api(order, "cancel/"), { method: "POST", headers: { "Content-Type": "application/json", Cookie: `csrftoken=${CSRF}` }, body: JSON.stringify({ confirm: true }) });
  assert.equal(noHeader.status, 403);
  const foreign = await post(api(order, "cancel/"), { confirm: true }, { Origin: "https://evil.example" });
  assert.equal(foreign.status, 403);
  const resend = await fetch(api(order, "resend-mail/"), { method: "POST", headers: { "Content-Type": "application/json" }, body: "{}" });
  assert.equal(resend.status, 403);
  const foreignForm = await postForm(order.path, { intent: "cancel", confirm: "yes" }, "https://evil.example");
  assert.equal(foreignForm.status, 403);
  const noOrigin = await postForm(order.path, { intent: "cancel", confirm: "yes" }, null);
  assert.equal(noOrigin.status, 403);
  assert.equal(await statusOf(order.id), "reserved");
  assert.equal((await app.db.select().from(orderLog).where(eq(orderLog.orderId, order.id))).length, 1, "only the placed row");
});

test(`cancel is possible until ${CANCEL_HOURS} hours before the performance; after that the button is gone, a sentence says why, and the API refuses (409)`, async () => {
  const order = await createTestOrder(app.db, { seats, quantity: 1 });
  const deadline = new Date(performanceStart.getTime() - CANCEL_HOURS * 3_600_000);
  try {
    app.setNow(new Date(deadline.getTime() - 60_000));
    const before = (await (await fetch(api(order))).json()) as ShopOrder;
    assert.equal(before.cancel.possible, true);
    assert.equal(new Date(before.cancel.until!).getTime(), deadline.getTime());

    app.setNow(new Date(deadline.getTime() + 1000));
    const html = await (await fetch(app.url + order.path)).text();
    assert.doesNotMatch(html, /value="cancel"/);
    assert.match(text(html), new RegExp(`Online stornieren können Sie nur bis ${CANCEL_HOURS} Stunden vor Beginn der Vorstellung`));
    const refused = await post(api(order, "cancel/"), { confirm: true });
    assert.equal(refused.status, 409);
    assert.equal(((await refused.json()) as { reason: string }).reason, "deadline");
    const form = await postForm(order.path, { intent: "cancel", confirm: "yes" });
    assert.equal(form.status, 409);
    assert.match(text(await form.text()), /Online stornieren können Sie nur bis/);
    assert.equal(await statusOf(order.id), "reserved");
  } finally {
    app.setNow(null);
  }
});

test("an unpaid order past its release reads expired, offers neither cancel nor resend nor PDF, and the expiry is written on the visit", async () => {
  const order = await createTestOrder(app.db, { seats, quantity: 1 });
  await releaseOrderIn(app.db, order.id, -5);
  const page = text(await (await fetch(app.url + order.path)).text());
  assert.match(page, /Abgelaufen: Die Reservierung wurde nicht rechtzeitig bezahlt/);
  assert.doesNotMatch(page, /Bestellung stornieren|E-Mail erneut senden|herunterladen/);
  assert.equal(await statusOf(order.id), "expired");
  const cancel = await post(api(order, "cancel/"), { confirm: true });
  assert.equal(cancel.status, 409);
});

test(`resend: at most ${RESEND_LIMIT} mails an hour per order, then 429 with Retry-After and a clear text; the page's button too`, async () => {
  const order = await createTestOrder(app.db, { seats, quantity: 1, email: "resend@example.org" });
  for (let i = 0; i < RESEND_LIMIT; i++) {
    const response = await post(api(order, "resend-mail/"));
    assert.equal(response.status, 200);
    assert.deepEqual(await response.json(), { sent_to: "resend@example.org" });
  }
  const refused = await post(api(order, "resend-mail/"));
  assert.equal(refused.status, 429);
  const retryAfter = Number(refused.headers.get("retry-after"));
  assert.ok(retryAfter > 3000 && retryAfter <= 3600, `Retry-After ${retryAfter}`);
  assert.match(((await refused.json()) as { error: string }).error, new RegExp(`schon ${RESEND_LIMIT}-mal gesendet`));
  const sent = await app.db.select().from(orderLog).where(and(eq(orderLog.orderId, order.id), eq(orderLog.action, "mail_sent")));
  assert.equal(sent.length, RESEND_LIMIT);
  assert.ok(sent.every((row) => row.actor === "visitor"));

  const form = await postForm(order.path, { intent: "resend" });
  assert.equal(form.status, 429);
  assert.ok(form.headers.get("retry-after"));
  assert.match(text(await form.text()), /Bitte versuchen Sie es später noch einmal/);
  const english = await post(api(order, "resend-mail/", "en"));
  assert.match(((await english.json()) as { error: string }).error, /already been sent 2 times/);
});

test("resend from the page's form: 303 back with where it went; clicks at the same moment never pass the limit", async () => {
  const order = await createTestOrder(app.db, { seats, quantity: 1, email: "many@example.org" });
  const response = await postForm(order.path, { intent: "resend" });
  assert.equal(response.status, 303);
  assert.equal(response.headers.get("location"), `${order.path}?notice=sent`);
  assert.match(text(await (await fetch(app.url + response.headers.get("location")!)).text()), /Wir haben die Bestätigung an many@example\.org gesendet/);
  const answers = await Promise.all(Array.from({ length: 6 }, () => post(api(order, "resend-mail/"))));
  const statuses = answers.map((answer) => answer.status).sort();
  assert.deepEqual(statuses, [200, ...Array(5).fill(429)], "one more fits under the limit of 2");
  const sent = await app.db.select().from(orderLog).where(and(eq(orderLog.orderId, order.id), eq(orderLog.action, "mail_sent")));
  assert.equal(sent.length, RESEND_LIMIT);
});

test("fuzz: hostile keys, bodies and form posts never get a 5xx or a stack trace", async () => {
  const order = await createTestOrder(app.db, { seats, quantity: 1 });
  const requests: FuzzRequest[] = [];
  const known = { lang: "de", code: order.code, secret: order.secret, confirm: true };
  for (const [name, endpoint] of Object.entries(shopOrderContract)) {
    for (const { label, input } of fuzzInputs(endpoint.input, { known, seed: 23, urlFields: ["lang", "code", "secret"], pathFields: ["lang", "code", "secret"] })) {
      const { path, rest } = fillPath(endpoint.path, input);
      const get = endpoint.method === "GET";
      requests.push({ label, group: name, method: endpoint.method, path: get ? path + queryOf(rest) : path, who: "visitor", body: get ? undefined : jsonOf(rest) });
    }
  }
  for (const segment of ["%00", "%E0%A4%A", "%FF%FE", "..%2F..%2Fx", "%", "A".repeat(5000), "ÄÖÜ", "%C0%AF"]) {
    requests.push({ label: `code ${segment.slice(0, 20)}`, group: "page", method: "GET", path: `/webshop/order/${segment}/${order.secret}`, who: "visitor" });
    requests.push({ label: `secret ${segment.slice(0, 20)}`, group: "page", method: "GET", path: `/webshop/order/${order.code}/${segment}`, who: "visitor" });
  }
  for (const body of ["intent=cancel&confirm=yes&confirm=yes", "intent=%00", "intent[]=cancel", "confirm=yes", "", "intent=resend&x=" + "y".repeat(5000)]) {
    requests.push({
      label: `form ${body.slice(0, 30)}`,
      group: "page form",
      method: "POST",
      path: `/webshop/order/${order.code}/x${order.secret.slice(1)}`,
      who: "visitor",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: app.url },
      body,
    });
  }
  const report = emptyReport();
  const send = sender(app.url, { concurrency: 4, cookieOf: () => `csrftoken=${CSRF}`, csrfToken: CSRF });
  try {
    await sendAll(requests, send, 4, report);
  } finally {
    send.close();
  }
  assert.equal(report.failures.length, 0, describeReport("order page fuzz", report));
  assert.ok(report.sent > 50, `${report.sent} requests`);
});
