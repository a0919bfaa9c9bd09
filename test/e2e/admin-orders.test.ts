// The shop's admin screens in Chromium on the production build, as the box office works them: the
// orders list narrowed by a search, one order marked paid by keyboard, a sale at the counter by
// keyboard that ends with "print tickets" (the order's PDF), and no axe violations on the orders
// list, one order, its cancel confirmation, the box office and its sale screen at 375 and 1280 px.
import assert from "node:assert/strict";
import { before, test } from "node:test";
import { desc, eq } from "drizzle-orm";
import type { Page } from "puppeteer-core";
import { orders, orderTickets, prices, seatGroups } from "../../server/db/schema.ts";
import type { StaffRole } from "../../shared/policies.ts";
import { axeViolations } from "../helpers/axe.ts";
import { openAdminPage } from "../helpers/admin-page.ts";
import { performanceToStage } from "../helpers/bookable-event.ts";
import { sharedBrowser } from "../helpers/browser.ts";
import { stageUnpaidOrder, type StagedOrder } from "../helpers/staged-orders.ts";
import { sharedTestApp } from "../helpers/test-app.ts";

const app = sharedTestApp();
const chromium = sharedBrowser();
const SCREENSHOTS = process.env.SCREENSHOT_DIR;

let eventId: number;
let stalls: number;
let fullPrice: number;
let reducedPrice: number;
let reservation: StagedOrder;

before(async () => {
  await app.ready;
  eventId = (await performanceToStage(app.db)).id;
  const [box, group] = await app.db
    .insert(seatGroups)
    .values([
      { eventId, name: { de: "Loge", en: "Box" }, capacity: 4, sold: 0, position: 1 },
      { eventId, name: { de: "Parkett", en: "Stalls" }, capacity: 30, sold: 0, position: 2 },
    ])
    .returning({ id: seatGroups.id });
  stalls = group.id;
  await app.db.insert(prices).values({ seatGroupId: box.id, text: { de: "Vollpreis", en: "Full price" }, saleTypeId: 1, amountCents: 4500, isFullPrice: true });
  [{ id: fullPrice }, { id: reducedPrice }] = await app.db
    .insert(prices)
    .values([
      { seatGroupId: stalls, text: { de: "Vollpreis", en: "Full price" }, saleTypeId: 1, amountCents: 2800, isFullPrice: true, position: 1 },
      { seatGroupId: stalls, text: { de: "Ermäßigt", en: "Reduced" }, saleTypeId: 2, amountCents: 1400, position: 2 },
    ])
    .returning({ id: prices.id });
  reservation = await stageUnpaidOrder(app.db, { eventId, seatGroupId: stalls, priceId: fullPrice, unitCents: 2800 }, { status: "reserved", firstName: "Erika", lastName: "Mustermann", email: "erika@example.org", tickets: 2 });
  await stageUnpaidOrder(app.db, { eventId, seatGroupId: stalls, priceId: fullPrice, unitCents: 2800 }, { status: "pending", firstName: "Bob", lastName: "Banküberweisung", email: "bob@example.org", tickets: 1 });
});

async function openAs(role: StaffRole, path: string, options: { width?: number; bypassCsp?: boolean } = {}) {
  const context = await chromium.browser.createBrowserContext();
  const opened = await openAdminPage(app, context, path, { ...options, role });
  return { ...opened, close: () => context.close() };
}

/** Presses Enter on the focused control and waits for the page (or the router's navigation) to settle on `selector`. */
async function enterAndWait(page: Page, selector: string, text?: string) {
  await page.keyboard.press("Enter");
  await page.waitForFunction((wanted, includes) => [...document.querySelectorAll(wanted)].some((element) => !includes || element.textContent?.includes(includes)), {}, selector, text ?? "");
}

/** Replaces a field's value by keyboard: select all, then type. */
async function typeOver(page: Page, selector: string, text: string) {
  await page.focus(selector);
  await page.keyboard.down("Control");
  await page.keyboard.press("a");
  await page.keyboard.up("Control");
  await page.keyboard.type(text);
}

const shot = async (page: Page, name: string) => {
  if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/${name}.png`, fullPage: true });
};

test("the box office finds a reservation by its code and marks it paid, by keyboard", async () => {
  const { page, problems, close } = await openAs("box_office", "/admin/orders");
  assert.equal(await page.$eval("h1", (heading) => heading.textContent), "Bestellungen");
  // The box office's navigation offers the shop's screens only.
  const nav = await page.$$eval(".admin-nav a", (links) => links.map((link) => link.textContent));
  assert.deepEqual(nav, ["Übersicht", "Bestellungen", "Kartenverkauf", "Einlass"]);
  await shot(page, "orders-list");

  await page.focus("#orders-q");
  await page.keyboard.type(reservation.code);
  await enterAndWait(page, ".admin-count", "1 Bestellung");
  const codes = await page.$$eval(".admin-table tbody th a", (links) => links.map((link) => link.textContent));
  assert.deepEqual(codes, [reservation.code]);

  await page.focus(".admin-table tbody th a");
  await enterAndWait(page, "h1", `Bestellung ${reservation.code}`);
  assert.match(await page.$eval(".admin-entry", (list) => list.textContent ?? ""), /reserviert/);
  assert.equal(await page.$eval(`a[href$="/tickets.pdf"]`, (link) => link.getAttribute("href")), `/webshop/order/${reservation.code}/${reservation.secret}/tickets.pdf`);
  await shot(page, "order-reserved");

  await page.focus("#order-paid-note");
  await page.keyboard.type("bar bezahlt");
  await enterAndWait(page, ".admin-notice", "als bezahlt markiert");
  assert.match(await page.$eval(".admin-entry", (list) => list.textContent ?? ""), /bezahlt/);
  const lastEntry = await page.$eval("#order-history ~ .admin-table-wrap tbody tr:last-child", (row) => row.textContent ?? "");
  assert.match(lastEntry, /Ute Brandt.*bezahlt.*bar bezahlt/);
  assert.equal(await page.$("#order-paid-note"), null, "a paid order cannot be paid again");
  const [row] = await app.db.select({ status: orders.status }).from(orders).where(eq(orders.id, reservation.id));
  assert.equal(row.status, "paid");
  await shot(page, "order-paid");
  assert.deepEqual(problems, []);
  await close();
});

test("a sale at the counter by keyboard: performance, seat group, tickets per price, card terminal, sold with 'print tickets'", async () => {
  const { page, problems, close } = await openAs("box_office", "/admin/box-office");
  assert.equal(await page.$eval("h1", (heading) => heading.textContent), "Kartenverkauf");
  await page.focus(`a[href^="/admin/box-office/${eventId}"]`);
  await enterAndWait(page, "h2", "Platzgruppe wählen");
  await shot(page, "box-office-places");

  await page.focus(`a[href*="place=${stalls}"]`);
  await enterAndWait(page, `#sale-price-${fullPrice}`);
  await typeOver(page, `#sale-price-${fullPrice}`, "2");
  await page.keyboard.press("Tab");
  await page.keyboard.press("Backspace");
  await page.keyboard.type("1");
  // The payment: cash is chosen; the arrow key moves to the card terminal, as radio buttons do.
  await page.keyboard.press("Tab");
  await page.keyboard.press("ArrowDown");
  assert.equal(await page.evaluate(() => (document.activeElement as HTMLInputElement).value), "card_terminal");
  await page.focus("#sale-last_name");
  await page.keyboard.type("Laufkundschaft");
  await shot(page, "box-office-sale");
  await enterAndWait(page, ".admin-sold", "Verkauft");

  const notice = await page.$eval(".admin-sold", (element) => element.textContent ?? "");
  assert.match(notice, /3 Karten, 70\s€/);
  const [order] = await app.db.select().from(orders).where(eq(orders.paymentMethod, "card_terminal")).orderBy(desc(orders.id)).limit(1);
  assert.deepEqual([order.status, order.paymentMethod, order.lastName, order.totalCents], ["paid", "card_terminal", "Laufkundschaft", 7000]);
  assert.equal(await page.$eval(".admin-sold a.admin-button", (link) => [link.textContent, link.getAttribute("href")].join(" ")), `Tickets drucken /webshop/order/${order.code}/${order.secret}/tickets.pdf`);
  const tickets = await app.db.select({ priceId: orderTickets.priceId }).from(orderTickets).where(eq(orderTickets.orderId, order.id));
  assert.deepEqual(tickets.map((ticket) => ticket.priceId).sort(), [fullPrice, fullPrice, reducedPrice].sort());
  await shot(page, "box-office-sold");
  assert.deepEqual(problems, []);
  await close();
});

test("too many tickets at the counter: nothing is sold, the screen says how many are free and keeps the input", async () => {
  const { page, close } = await openAs("admin", `/admin/box-office/${eventId}?place=${stalls}`);
  const ordersBefore = (await app.db.select({ id: orders.id }).from(orders)).length;
  await typeOver(page, `#sale-price-${reducedPrice}`, "40");
  await page.focus("#sale-first_name");
  await page.keyboard.type("Gruppe");
  // The browser's own check of the number field would stop the form; the server's answer is what counts here.
  await page.$eval(".admin-form", (form) => form.setAttribute("novalidate", ""));
  await enterAndWait(page, ".admin-problems", "Nicht genug Plätze");
  await shot(page, "box-office-refused");
  assert.equal(await page.$eval("#sale-first_name", (input) => (input as HTMLInputElement).value), "Gruppe");
  assert.equal((await app.db.select({ id: orders.id }).from(orders)).length, ordersBefore);
  await close();
});

test("the orders list, one order, its cancel confirmation, the box office and its sale screen have no axe violations at 375 and 1280 px", async () => {
  const paths = ["/admin/orders", `/admin/orders/${reservation.id}`, `/admin/orders/${reservation.id}/cancel`, "/admin/box-office", `/admin/box-office/${eventId}`, `/admin/box-office/${eventId}?place=${stalls}`];
  for (const width of [375, 1280]) {
    for (const path of paths) {
      const { page, close } = await openAs("box_office", path, { width, bypassCsp: true });
      assert.deepEqual(await axeViolations(page), [], `${path} at ${width} px`);
      if (width === 375) await shot(page, `phone-${path.replace(/[^a-z0-9]+/gi, "-")}`);
      await close();
    }
  }
});
