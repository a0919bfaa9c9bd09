// The admin's gift card screens in Chromium on the production build (issue 26 point 7): an admin finds
// a card by its code, adds 5 € with a note and reads the new row of its history, is refused taking
// 1000 € off (at the field, nothing written), voids a second card after the confirmation step; the
// editor and the box office are refused; list, card and void screen have no axe violations at 375 and
// 1280 px.
import assert from "node:assert/strict";
import { before, test } from "node:test";
import { asc, eq, sql } from "drizzle-orm";
import type { Page } from "puppeteer-core";
import { giftCards, giftCardTransactions, orders } from "../../server/db/schema.ts";
import { changeGiftCardBalance } from "../../server/shop/gift-card-balance.ts";
import { newOrderCode, newOrderSecret, randomCode } from "../../server/shop/order-codes.ts";
import type { StaffRole } from "../../shared/policies.ts";
import { axeViolations } from "../helpers/axe.ts";
import { openAdminPage } from "../helpers/admin-page.ts";
import { sharedBrowser } from "../helpers/browser.ts";
import { sessionCookie } from "../helpers/editor-session.ts";
import { sharedTestApp } from "../helpers/test-app.ts";

const app = sharedTestApp();
const chromium = sharedBrowser();
const SCREENSHOTS = process.env.SCREENSHOT_DIR;

interface Card {
  id: number;
  code: string;
}

let sold: Card;
let other: Card;
let orderCode: string;

/** An active card with `cents` on it, valid for a year, written as the activation leaves it (an "issued" row). */
async function activeCard(cents: number, orderId: number | null = null): Promise<Card> {
  const [card] = await app.db
    .insert(giftCards)
    .values({ code: randomCode(16), initialCents: cents, balanceCents: 0, status: "active", orderId, validUntil: sql`now() + interval '1 year'` })
    .returning({ id: giftCards.id, code: giftCards.code });
  await app.db.transaction((tx) => changeGiftCardBalance(tx, card.id, { deltaCents: cents, reason: "issued", actor: { kind: "system" }, orderId }));
  return card;
}

before(async () => {
  await app.ready;
  orderCode = newOrderCode();
  const [order] = await app.db
    .insert(orders)
    .values({ code: orderCode, secret: newOrderSecret(), status: "paid", paymentMethod: "box_office", delivery: "eticket", lang: "de", firstName: "Greta", lastName: "Geschenk", email: "greta@example.org", totalCents: 2500 })
    .returning({ id: orders.id });
  sold = await activeCard(2500, order.id);
  other = await activeCard(4000);
});

async function openAs(role: StaffRole, path: string, options: { width?: number; bypassCsp?: boolean } = {}) {
  const context = await chromium.browser.createBrowserContext();
  const opened = await openAdminPage(app, context, path, { ...options, role });
  return { ...opened, close: () => context.close() };
}

/** Presses Enter on the focused control and waits until an element matching `selector` (holding `text`) is there. */
async function enterAndWait(page: Page, selector: string, text = "") {
  await page.keyboard.press("Enter");
  await page.waitForFunction((wanted, includes) => [...document.querySelectorAll(wanted)].some((element) => element.textContent?.includes(includes)), {}, selector, text);
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

const cardRow = async (id: number) => (await app.db.select().from(giftCards).where(eq(giftCards.id, id)))[0]!;
const historyOf = (id: number) => app.db.select().from(giftCardTransactions).where(eq(giftCardTransactions.giftCardId, id)).orderBy(asc(giftCardTransactions.id));
const lastHistoryRow = (page: Page) => page.$eval("#gift-card-history ~ .admin-table-wrap tbody tr:last-child", (row) => [...row.children].map((cell) => cell.textContent?.replace(/\s+/g, " ").trim()));

test("an admin finds a card by its code, adds 5 € with a note, is refused taking 1000 € off, and voids another card after confirming", async () => {
  const { page, problems, close } = await openAs("admin", "/admin/gift-cards");
  assert.equal(await page.$eval("h1", (heading) => heading.textContent), "Geschenkkarten");
  assert.ok((await page.$$eval(".admin-nav a", (links) => links.map((link) => link.textContent))).includes("Geschenkkarten"), "the admin's navigation offers the gift cards");

  // A part of the code, typed in small letters with a dash as a person reads it off the card.
  await page.focus("#gift-cards-q");
  await page.keyboard.type(`${sold.code.slice(0, 4)}-${sold.code.slice(4, 10)}`.toLowerCase());
  await enterAndWait(page, ".admin-count", "1 Geschenkkarte");
  const row = await page.$eval(".admin-table tbody tr", (cells) => [...cells.children].map((cell) => cell.textContent?.replace(/\s+/g, " ").trim()));
  assert.deepEqual(row.slice(0, 4), [sold.code.match(/.{4}/g)!.join("-"), "aktiv", "25 €", "25 €"]);
  assert.match(row[5]!, new RegExp(`${orderCode}.*Greta Geschenk, greta@example\\.org`));
  await shot(page, "gift-cards-found");

  await page.focus(".admin-table tbody th a");
  // The card's own page (the list's heading "Geschenkkarten" holds the word too): its history is there.
  await enterAndWait(page, "#gift-card-history");
  assert.deepEqual((await lastHistoryRow(page)).slice(1), ["+25 €", "25 €", "ausgestellt", "System", orderCode]);

  await page.focus("#gift-card-note");
  await page.keyboard.type("Kulanz nach Beschwerde");
  await page.focus("#gift-card-amount");
  await page.keyboard.type("+5");
  await enterAndWait(page, ".admin-notice", "jetzt 30");
  const added = await lastHistoryRow(page);
  assert.deepEqual(added.slice(1), ["+5 €", "30 €", "korrigiertKulanz nach Beschwerde", "Jens Albers", "–"]);
  assert.equal((await cardRow(sold.id)).balanceCents, 3000);
  await shot(page, "gift-card-adjusted");

  // Taking more than it holds: said at the amount, which keeps what was typed; nothing is written.
  const rowsBefore = (await historyOf(sold.id)).length;
  await page.focus("#gift-card-note");
  await page.keyboard.type("Versehen");
  await page.focus("#gift-card-amount");
  await page.keyboard.type("-1000");
  await enterAndWait(page, "#gift-card-amount-problem", "unter null");
  assert.equal(await page.$eval("#gift-card-amount-problem", (problem) => problem.textContent?.replace(/\s+/g, " ")), "Das geht nicht: Das Guthaben von 30 € würde unter null fallen.");
  assert.deepEqual(await page.$eval("#gift-card-amount", (input) => [input.getAttribute("aria-invalid"), (input as HTMLInputElement).value, input.getAttribute("aria-describedby")]), ["true", "-1000", "gift-card-amount-problem gift-card-amount-help"]);
  assert.equal((await cardRow(sold.id)).balanceCents, 3000);
  assert.equal((await historyOf(sold.id)).length, rowsBefore);
  await shot(page, "gift-card-refused");

  // A note is required: the form says so at the note and writes nothing.
  await typeOver(page, "#gift-card-amount", "2,50");
  await typeOver(page, "#gift-card-note", " ");
  await page.focus("#gift-card-amount");
  await enterAndWait(page, "#gift-card-note-problem", "Notiz");
  assert.equal((await historyOf(sold.id)).length, rowsBefore);

  // The second card: voided on the confirmation screen, with its reason in the history.
  await page.goto(`${app.url}/admin/gift-cards/${other.id}`);
  await page.focus(`a[href="/admin/gift-cards/${other.id}/void"]`);
  await enterAndWait(page, "h1", "Geschenkkarte entwerten");
  assert.match(await page.$eval(".admin-form", (form) => form.textContent ?? ""), /Das Guthaben von 40\s€ verfällt/);
  await shot(page, "gift-card-void-confirm");
  await page.focus("#gift-card-note");
  await page.keyboard.type("als gestohlen gemeldet");
  await page.focus(".admin-form button[type=submit]");
  await enterAndWait(page, ".admin-notice", "entwertet");
  assert.match(await page.$eval(".admin-entry", (details) => details.textContent ?? ""), /Statusentwertet.*Guthaben0\s€/);
  assert.deepEqual((await lastHistoryRow(page)).slice(1), ["−40 €", "0 €", "entwertetals gestohlen gemeldet", "Jens Albers", "–"]);
  assert.equal(await page.$("#gift-card-amount"), null, "a void card's balance cannot change");
  const voided = await cardRow(other.id);
  assert.deepEqual([voided.status, voided.balanceCents], ["void", 0]);
  await shot(page, "gift-card-voided");
  // The refusals answer 400 and 409 on purpose (the browser logs those); nothing else went wrong.
  assert.deepEqual(
    problems.filter((problem) => !/Failed to load resource: the server responded with a status of (400|409)/.test(problem)),
    [],
  );
  await close();
});

test("the editor and the box office are refused the gift card screens and do not see them in their navigation", async () => {
  for (const role of ["editor", "box_office"] as const) {
    const cookie = await sessionCookie(app.db, role);
    for (const path of ["/admin/gift-cards", `/admin/gift-cards/${sold.id}`, `/admin/gift-cards/${sold.id}/void`]) {
      const response = await fetch(app.url + path, { headers: { Cookie: cookie }, redirect: "manual" });
      assert.equal(response.status, 403, `${role} ${path}`);
    }
    const home = await (await fetch(`${app.url}/admin/`, { headers: { Cookie: cookie } })).text();
    assert.doesNotMatch(home, /href="\/admin\/gift-cards/, role);
  }
  const admin = await (await fetch(`${app.url}/admin/`, { headers: { Cookie: await sessionCookie(app.db, "admin") } })).text();
  assert.match(admin, /href="\/admin\/gift-cards\/"/);
});

test("the gift cards list, one card and its void screen have no axe violations at 375 and 1280 px", async () => {
  const paths = ["/admin/gift-cards", `/admin/gift-cards/${sold.id}`, `/admin/gift-cards/${sold.id}/void`];
  for (const width of [375, 1280]) {
    for (const path of paths) {
      const { page, close } = await openAs("admin", path, { width, bypassCsp: true });
      assert.deepEqual(await axeViolations(page), [], `${path} at ${width} px`);
      await shot(page, `gift-cards-${width}-${path.replace(/[^a-z0-9]+/gi, "-")}`);
      await close();
    }
  }
});
