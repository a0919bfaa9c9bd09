// The backend admin on the production build: visitors are sent to the login; an editor creates a
// venue by keyboard, sees the refused form with its failures at the fields, saves, and goes to the
// venue's page; a used venue cannot be deleted; the screens have no axe violations at phone and
// desktop width; the admin's chunk is loaded only on /admin.
import assert from "node:assert/strict";
import { test } from "node:test";
import type { ElementHandle, Page } from "puppeteer-core";
import { axeViolations } from "../helpers/axe.ts";
import { openPage, sharedBrowser } from "../helpers/browser.ts";
import { openAdminPage } from "../helpers/admin-page.ts";
import { sharedTestApp } from "../helpers/test-app.ts";

const app = sharedTestApp();
const chromium = sharedBrowser();

const openAdmin = (path: string, options: { width?: number; bypassCsp?: boolean } = {}) => openAdminPage(app, chromium.browser, path, options);

/** Presses Tab until the focused element matches `selector`. */
async function tabTo(page: Page, selector: string) {
  for (let step = 0; step < 80; step++) {
    if (await page.evaluate((wanted) => document.activeElement?.matches(wanted) ?? false, selector)) return;
    await page.keyboard.press("Tab");
  }
  assert.fail(`no focus on ${selector}`);
}

test("a visitor who opens the admin is sent to the login, and comes back after it", async () => {
  const response = await fetch(app.url + "/admin/venues/?lang=en", { redirect: "manual" });
  assert.equal(response.status, 302);
  assert.equal(response.headers.get("location"), "/en/login?next=%2Fadmin%2Fvenues%2F%3Flang%3Den");
});

test("an editor creates a venue by keyboard: refused with the failures at the fields, then saved and shown on the site", async () => {
  const { page, problems, scripts } = await openAdmin("/admin/venues/new");
  assert.ok(scripts.some((script) => /\/assets\/admin-/.test(script)), `the admin chunk: ${scripts.join(", ")}`);
  await tabTo(page, "#field-name-en");
  await page.keyboard.type("Rehearsal stage");
  await tabTo(page, "#field-slug-de");
  await page.keyboard.type("Probebühne");
  await page.keyboard.press("Enter");
  await page.waitForSelector(".admin-problems");
  const summary = await page.$eval(".admin-problems", (element) => element.textContent ?? "");
  assert.match(summary, /Name \(Deutsch\) ist ein Pflichtfeld/);
  assert.match(summary, /Adresskürzel \(Deutsch\) darf nur Kleinbuchstaben/);
  assert.equal(await page.$eval("#field-name-de", (input) => input.getAttribute("aria-invalid")), "true");
  assert.equal(await page.$eval("#field-name-en", (input) => (input as HTMLInputElement).value), "Rehearsal stage", "what was typed stays");

  await page.$eval("#field-slug-de", (input) => ((input as HTMLInputElement).value = ""));
  await page.focus("#field-name-de");
  await page.keyboard.type("Probebühne");
  await page.focus("#field-slug-de");
  await page.keyboard.type("probebuehne");
  await page.focus("#field-slug-en");
  await page.keyboard.type("rehearsal-stage");
  // A new item starts offline: the editor decides to put it online.
  assert.equal(await page.$eval("#field-is_online", (box) => (box as HTMLInputElement).checked), false);
  await page.focus("#field-is_online");
  await page.keyboard.press("Space");
  await page.focus("#field-city");
  await page.keyboard.type("Lindenau");
  await page.keyboard.press("Enter");
  await page.waitForSelector(".admin-notice");
  assert.match(page.url(), /\/admin\/venues\/\d+\?saved=1$/);
  assert.equal(await page.$eval("h1", (heading) => heading.textContent), "Probebühne");

  const link = await page.$eval(".admin-heading a", (anchor) => anchor.getAttribute("href"));
  assert.match(link ?? "", /^\/de\/venues\/probebuehne\/\d+$/);
  const site = await fetch(app.url + link);
  assert.equal(site.status, 200);
  assert.match(await site.text(), /Probebühne/);
  assert.deepEqual(problems, []);
  await page.close();
});

test("a venue with rooms shows where it is used and offers no delete", async () => {
  const { page } = await openAdmin("/admin/venues/?q=Gro%C3%9Fes");
  await page.click(".admin-table tbody th a");
  await page.waitForSelector(".admin-usage li");
  assert.match(await page.$eval(".admin-usage", (element) => element.textContent ?? ""), /Säle: \d+/);
  await page.click(".admin-button--danger");
  await page.waitForSelector("main h1");
  await page.waitForFunction(() => document.querySelector("main h1")?.textContent?.startsWith("Löschen bestätigen"));
  assert.match(await page.$eval("main", (element) => element.textContent ?? ""), /wird noch verwendet/);
  assert.equal(await page.$("main form button.admin-button--danger"), null);
  await page.close();
});

test("the admin's list and form have no axe violations (WCAG 2.1 AA) at 375 and 1280 px, in both languages", async () => {
  for (const width of [375, 1280]) {
    for (const path of ["/admin/", "/admin/rooms/?sort=-capacity", "/admin/rooms/1?lang=en", "/admin/venues/new", "/admin/events/", "/admin/productions/1"]) {
      const { page } = await openAdmin(path, { width, bypassCsp: true });
      const violations = await axeViolations(page);
      assert.deepEqual(violations, [], `${path} at ${width}px: ${JSON.stringify(violations, null, 1)}`);
      const tooWide = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
      assert.equal(tooWide, false, `${path} at ${width}px scrolls sideways`);
      await page.close();
    }
  }
});

/** Fills the admin form's inputs by id (text, select, date and time inputs) and saves it; returns the new item's id. */
async function fillAndSave(page: Page, values: Record<string, string>): Promise<number> {
  await page.waitForSelector(`#${Object.keys(values)[0]}`);
  for (const [id, value] of Object.entries(values)) {
    const kind = await page.$eval(`#${id}`, (element) => (element.tagName === "SELECT" ? "select" : (element as HTMLInputElement).type));
    if (kind === "select") await page.select(`#${id}`, value);
    // A check box is ticked for "on" (new items start offline: "Online" is ticked by hand).
    else if (kind === "checkbox") {
      if ((await page.$eval(`#${id}`, (box) => (box as HTMLInputElement).checked)) !== (value === "on")) await page.click(`#${id}`);
    }
    // Date and time inputs type differently per browser locale: their value is set as the form reads it.
    else if (kind === "datetime-local" || kind === "date" || kind === "time") await page.$eval(`#${id}`, (element, given) => ((element as HTMLInputElement).value = given), value);
    else {
      await page.$eval(`#${id}`, (element) => ((element as HTMLInputElement).value = ""));
      await page.type(`#${id}`, value);
    }
  }
  await page.click(".admin-form button[type=submit]");
  await page.waitForFunction(() => /\/\d+\?saved=1$/.test(location.href) && !!document.querySelector(".admin-notice"));
  return Number(/\/(\d+)\?saved=1/.exec(page.url())?.[1]);
}

/** Follows the "create" link of the child list of `resource` on an item's form. */
async function addChild(page: Page, resource: string) {
  await page.click(`h2#children-${resource} + a`);
  // The new form has rendered once its heading says so (the address changes a moment before).
  await page.waitForFunction((name) => location.pathname === `/admin/${name}/new` && !!document.querySelector("h1")?.textContent?.startsWith("Neu anlegen"), {}, resource);
}

test("a production with a performance, a seat group and a price made in the admin is booked on the site", async () => {
  const { page } = await openAdmin("/admin/productions/new");
  await fillAndSave(page, { "field-title-de": "Der Admin-Test", "field-slug-de": "der-admin-test", "field-slug-en": "the-admin-test", "field-is_online": "on" });
  assert.equal(await page.$eval("#children-events", (heading) => heading.textContent), "Termine (0)");

  await addChild(page, "events");
  assert.match(page.url(), /\/admin\/events\/new\?production=\d+$/);
  // The room is chosen in the reference picker, by keyboard: the first one it offers.
  const roomBox = (await page.waitForFunction(() => [...document.querySelectorAll<HTMLInputElement>(".admin-form [role=combobox]")].find((box) => box.labels?.[0]?.textContent?.startsWith("Saal")))) as ElementHandle<HTMLInputElement>;
  await roomBox.focus();
  await page.keyboard.press("ArrowDown");
  await page.waitForFunction((box) => !!document.getElementById(box!.getAttribute("aria-controls")!)?.querySelector("[role=option]"), {}, roomBox);
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("Enter");
  await page.waitForFunction((box) => box!.getAttribute("aria-expanded") === "false" && box!.value !== "", {}, roomBox);
  const inTenDays = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
  const eventId = await fillAndSave(page, { "field-date_start": `${inTenDays}T19:30`, "field-id_jet": "987654", "field-is_online": "on" });
  assert.match(await page.$eval("h1", (heading) => heading.textContent ?? ""), /19:30 · Der Admin-Test$/);

  await addChild(page, "seat-groups");
  const groupId = await fillAndSave(page, { "field-name-de": "Parkett", "field-capacity": "2" });
  await addChild(page, "prices");
  await fillAndSave(page, { "field-amount": "25,50", "field-sale_type_id": "1" });
  assert.ok(groupId > 0);
  await page.close();

  const { body: event } = await app.getJson<{ seat_groups: { seat_group: string; prices: { price: string }[] }[] }>(`/de/api/events/${eventId}/`);
  assert.deepEqual(event.seat_groups.map((group) => [group.seat_group, group.prices.map((price) => price.price)]), [["Parkett", ["25.50"]]]);

  const visitor = await chromium.browser.createBrowserContext();
  const opened = await openPage(visitor, app.url, `/de/spielplan/der-admin-test/${eventId}`);
  const widget = "#tickets kulisse-booking-widget";
  await opened.page.waitForFunction((host) => !!document.querySelector(host)?.shadowRoot?.querySelector("[part~='toggle']"), {}, widget);
  const press = (label: string | RegExp) =>
    opened.page.$eval(
      widget,
      (element, source, flags) => {
        const pattern = new RegExp(source, flags);
        const button = [...element.shadowRoot!.querySelectorAll("button")].find((candidate) => pattern.test(candidate.getAttribute("aria-label") ?? candidate.textContent ?? ""));
        if (!button) throw new Error(`no button ${source}`);
        button.click();
      },
      typeof label === "string" ? `^${label}$` : label.source,
      typeof label === "string" ? "" : label.flags,
    );
  await opened.page.$eval(widget, (element) => (element.shadowRoot!.querySelector("[part~='toggle']") as HTMLElement).click());
  await opened.page.waitForFunction((host) => !!document.querySelector(host)?.shadowRoot?.querySelector("[role='status'][aria-live]"), {}, widget);
  await press("Ein Ticket mehr Vollpreis, Parkett");
  await press(/In den Warenkorb/);
  await opened.page.waitForFunction((host) => !!document.querySelector(host)?.shadowRoot?.querySelector(".summary--success"), { timeout: 10_000 }, widget);
  await visitor.close();
});

test("a detail page offers a logged-in editor 'edit in admin'; visitors never see it", async () => {
  const { body } = await app.getJson<{ results: { id: number; url: string }[] }>("/de/api/productions/");
  const production = body.results[0];
  const { page } = await openAdmin(production.url);
  // The staff bar's link (issue 25 folded the page's own link into the bar).
  const editLink = ".staff-bar [data-staff=admin]";
  await page.waitForSelector(editLink);
  assert.equal(await page.$eval(editLink, (link) => [link.textContent, link.getAttribute("href")].join(" ")), `Im Admin bearbeiten /admin/productions/${production.id}`);
  await Promise.all([page.waitForNavigation(), page.click(editLink)]);
  await page.waitForSelector(".admin-form");
  assert.ok(await page.$(".admin-heading a[href='" + production.url + "']"), "and 'view on site' leads back");
  await page.close();

  const visitor = await chromium.browser.createBrowserContext();
  const opened = await openPage(visitor, app.url, production.url);
  await opened.page.waitForSelector(".cart-link");
  assert.equal(await opened.page.$(".staff-bar"), null);
  await visitor.close();
});

test("a list narrows down to the items of one production, and the choice stays while paging and sorting", async () => {
  const { page } = await openAdmin("/admin/events/");
  const production = await page.$eval("#admin-of optgroup option", (option) => ({ value: (option as HTMLOptionElement).value, title: option.textContent ?? "" }));
  await page.select("#admin-of", production.value);
  await page.click(".admin-search button[type=submit]");
  // The address changes a moment before the narrowed list renders: wait for the list itself.
  await page.waitForFunction(
    (value, title) => {
      const cells = [...document.querySelectorAll(".admin-table tbody tr td:nth-child(3)")];
      return new URL(location.href).searchParams.get("of") === value && cells.length > 0 && cells.every((cell) => cell.textContent === title);
    },
    {},
    production.value,
    production.title,
  );
  const total = await page.$eval(".admin-count", (count) => count.textContent ?? "");
  assert.match(total, /^\d+ Einträge$/);
  const sortLink = await page.$eval(".admin-table thead th:nth-child(2) a", (link) => link.getAttribute("href") ?? "");
  assert.match(sortLink, new RegExp(`of=${encodeURIComponent(production.value)}`));
  await page.close();
});
