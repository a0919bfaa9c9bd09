// Favorites follow a signed-in visitor (issue 26 point 6), in Chromium on the production build: a
// heart marked without an account joins the account's list at the first page after sign-in (the
// device's own list is then empty, so nothing stays behind on a shared computer after sign-out); a
// second browser (another device) signed in to the same account sees the heart filled and the item on
// the favorites page, which sits in the user area's frame; a removal in one tab shows in the other at
// once. Axe is clean on the signed-in page at 375 and 1280 px.
import assert from "node:assert/strict";
import { before, beforeEach, test } from "node:test";
import { eq } from "drizzle-orm";
import type { BrowserContext, Page } from "puppeteer-core";
import { accountFavorites, users } from "../../server/db/schema.ts";
import type { AccountFavorites } from "../../shared/api/contract/account-favorites.ts";
import { SESSION_COOKIE } from "../../shared/api/contract/session.ts";
import type { EventSummary, Paged } from "../../shared/api/types.ts";
import { FAVORITES_KEY } from "../../src/components/favorites/favorites-store.ts";
import { axeViolations } from "../helpers/axe.ts";
import { openPage, sharedBrowser } from "../helpers/browser.ts";
import { sessionCookie } from "../helpers/editor-session.ts";
import { sharedTestApp } from "../helpers/test-app.ts";

const app = sharedTestApp();
const chromium = sharedBrowser();

let events: EventSummary[];
let customerId: number;

before(async () => {
  await app.ready;
  events = (await app.getJson<Paged<EventSummary>>("/de/api/events/?page_size=4")).body.results;
  [{ id: customerId }] = await app.db.select({ id: users.id }).from(users).where(eq(users.role, "customer")).limit(1);
});
beforeEach(() => app.db.delete(accountFavorites).where(eq(accountFavorites.userId, customerId)));

async function withBrowser(run: (context: BrowserContext) => Promise<void>): Promise<void> {
  const context = await chromium.browser.createBrowserContext();
  try {
    await run(context);
  } finally {
    await context.close();
  }
}

const open = (context: BrowserContext, path: string, width = 1280) => openPage(context, app.url, path, { width, bypassCsp: true });

/** Signs the browser in to the demo visitor account (a session of its own, as a login makes). */
async function signIn(page: Page): Promise<void> {
  const [name, value] = (await sessionCookie(app.db, "customer")).split("=");
  await page.setCookie({ name: name!, value: value!, url: app.url });
}

/** The account's list as the API answers it to the account. */
async function accountList(): Promise<AccountFavorites> {
  const response = await fetch(`${app.url}/de/api/account/favorites/`, { headers: { Cookie: await sessionCookie(app.db, "customer") } });
  assert.equal(response.status, 200);
  return (await response.json()) as AccountFavorites;
}

const stored = (page: Page) => page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? "null") as AccountFavorites | null, FAVORITES_KEY);
const heartPressed = (page: Page, pressed: boolean) =>
  page.waitForFunction((value) => document.querySelector(".page-header .favorite-button")?.getAttribute("aria-pressed") === value, {}, String(pressed));
const listedIds = (page: Page) => page.$$eval(".favorite-remove", (buttons) => buttons.map((button) => button.getAttribute("data-id")));

test("a device's favorite joins the account at sign-in; another device sees it; tabs follow each other; sign-out leaves nothing", async () => {
  const [event, other] = [events[1]!, events[2]!];
  await withBrowser(async (laptop) => {
    // Without an account: the heart marks the performance on this device.
    const { page, problems } = await open(laptop, event.url);
    await page.click(".page-header .favorite-button");
    await heartPressed(page, true);
    assert.deepEqual(await stored(page), { events: [event.id], productions: [] });
    assert.deepEqual(await accountList(), { events: [], productions: [] });

    // Signed in: the first page sends the device's list to the account, which keeps it; the device's
    // own list is emptied, and the heart, now the account's, stays filled.
    await signIn(page);
    await page.reload({ waitUntil: "load" });
    await page.waitForFunction((key) => localStorage.getItem(key) === JSON.stringify({ events: [], productions: [] }), {}, FAVORITES_KEY);
    assert.deepEqual(await accountList(), { events: [event.id], productions: [] });
    await heartPressed(page, true);
    assert.deepEqual(problems, []);

    await withBrowser(async (phone) => {
      // Another device signed in to the same account: the heart is filled after load, and the
      // favorites page, in the user area's frame, lists the performance.
      const eventPage = await open(phone, "/de/impressum");
      await signIn(eventPage.page);
      await eventPage.page.goto(app.url + event.url, { waitUntil: "load" });
      await heartPressed(eventPage.page, true);
      const favorites = await open(phone, "/de/merkliste");
      await favorites.page.waitForSelector(".favorite-remove");
      assert.deepEqual(await listedIds(favorites.page), [`events:${event.id}`]);
      assert.equal(await favorites.page.$eval(".user-area__nav [aria-current='page']", (link) => link.textContent), "Merkliste");
      assert.match(await favorites.page.$eval(".user-area__part", (part) => part.textContent ?? ""), /gehört zu Ihrem Konto/);

      // Removed on the favorites page: the other tab's heart lets go at once, and the account has it no more.
      await favorites.page.click(".favorite-remove");
      await eventPage.page.bringToFront();
      await heartPressed(eventPage.page, false);
      assert.deepEqual((await accountList()).events, []);

      assert.equal(await stored(favorites.page), null, "this device's own list was never written");
      assert.deepEqual(eventPage.problems, []);
      assert.deepEqual(favorites.problems, []);
    });

    // The laptop marks another one: the account has it (the first was removed on the phone).
    const second = await open(laptop, other.url);
    // The heart fills at once; the account has it when the server has answered the mark.
    const marked = second.page.waitForResponse((response) => response.request().method() === "PUT" && response.url().includes(`/api/account/favorites/events/${other.id}/`));
    await second.page.click(".page-header .favorite-button");
    await second.page.waitForFunction(() => document.querySelector(".page-header .favorite-button")?.getAttribute("aria-pressed") === "true");
    assert.equal((await marked).status(), 200);
    await second.page.close();
    assert.deepEqual((await accountList()).events, [other.id]);

    // Signed out on the shared laptop: the favorites page is the device's again, and it is empty.
    await page.deleteCookie({ name: SESSION_COOKIE, url: app.url });
    const after = await open(laptop, "/de/merkliste");
    await after.page.waitForFunction(() => document.querySelector(".screen-favorites__status")?.textContent?.includes("leer"));
    assert.equal(await after.page.$(".user-area__nav"), null);
    assert.deepEqual(after.problems, []);
  });
});

test("the signed-in favorites page has no axe violations at 375 and 1280 px", async () => {
  await app.db.insert(accountFavorites).values(events.slice(0, 2).map((event) => ({ userId: customerId, kind: "event" as const, itemId: event.id })));
  await withBrowser(async (context) => {
    const first = await open(context, "/de/impressum");
    await signIn(first.page);
    for (const width of [375, 1280]) {
      const { page, problems } = await open(context, "/de/merkliste", width);
      await page.waitForFunction(() => document.querySelectorAll(".favorite-remove").length === 2);
      assert.deepEqual(await axeViolations(page), [], `at ${width} px`);
      assert.deepEqual(problems, []);
      await page.close();
    }
  });
});
