// The page settings panel in edit mode (issue 25 point 3) and slugs proposed from titles in the
// admin (point 9), on the production build in Chromium: a new offline page shows its notice with a
// button that opens the panel; the panel is axe-clean without sideways scrolling at 375 and 1280 px;
// a slug with spaces and an online window ending before it starts are refused at their fields with
// nothing written; a new title and slug are saved, the editor lands on the new address still in edit
// mode and the old address answers 301. The admin's page form proposes the path from a typed title
// and has its social image field.
import assert from "node:assert/strict";
import { before, test } from "node:test";
import { eq } from "drizzle-orm";
import type { Page } from "puppeteer-core";
import { pages } from "../../server/db/schema.ts";
import type { AdminItem, AdminList } from "../../shared/api/contract/admin.ts";
import { pagesResource } from "../../src/admin/resources/pages.ts";
import { openAdminPage } from "../helpers/admin-page.ts";
import { axeViolations } from "../helpers/axe.ts";
import { sharedBrowser, waitForHydration } from "../helpers/browser.ts";
import { openEditor } from "../helpers/editor-page.ts";
import { sessionCaller, type SessionCaller } from "../helpers/session-call.ts";
import { sharedTestApp } from "../helpers/test-app.ts";

const app = sharedTestApp();
const chromium = sharedBrowser();
let caller: SessionCaller;
let aboutId = 0;

before(async () => {
  caller = await sessionCaller(app);
  const list = await caller.call<AdminList>("editor", "GET", "/de/admin-api/content/pages/?q=ueber-uns");
  aboutId = list.body.results.find((row) => row.cells.path === "ueber-uns")!.id;
});

/** A new offline page below "Über uns", as the admin makes it. */
async function newOfflinePage(de: string, en: string, path: { de: string; en: string }): Promise<AdminItem> {
  const values = { ...pagesResource.defaults, title: { de, en }, parent: aboutId, path, is_online: false };
  const created = await caller.call<AdminItem>("editor", "POST", "/de/admin-api/content/pages/", { values });
  assert.equal(created.status, 201, JSON.stringify(created.body));
  return created.body;
}

/** Types into a control the way an editor does: its old text replaced. */
async function typeInto(page: Page, selector: string, text: string) {
  await page.click(selector, { clickCount: 3 });
  await page.keyboard.press("Backspace");
  if (text) await page.type(selector, text);
}

/** Sets a datetime-local control (typing its segments depends on the locale) as the browser's own input does. */
async function setDateTime(page: Page, selector: string, value: string) {
  await page.$eval(
    selector,
    (element, next) => {
      const input = element as HTMLInputElement;
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")!.set!.call(input, next);
      input.dispatchEvent(new Event("input", { bubbles: true }));
    },
    value,
  );
}

async function openPanel(page: Page) {
  await page.click('[data-offline-notice] [data-control="open-page-settings"]');
  await page.waitForSelector("dialog[data-page-settings][open] #field-path-de", { visible: true });
}

const saveSettings = (page: Page) => page.click('[data-control="save-page-settings"]');

test("an offline page's notice opens the settings panel; it is axe-clean at 375 and 1280 px without sideways scrolling", async () => {
  const created = await newOfflinePage("Werkstattnotizen", "Workshop notes", { de: "ueber-uns/werkstattnotizen", en: "about-us/workshop-notes" });
  const { page } = await openEditor(app, chromium.browser, "/de/ueber-uns/werkstattnotizen", { bypassCsp: true });
  try {
    const notice = await page.$eval("[data-offline-notice]", (element) => element.textContent ?? "");
    assert.match(notice, /Diese Seite ist offline – Besucher sehen sie nicht\. Online schalten in den Seiteneinstellungen/);
    await page.waitForSelector('[data-control="page-settings"]', { visible: true });
    for (const width of [1280, 375]) {
      await page.setViewport({ width, height: 900 });
      await openPanel(page);
      assert.equal(await page.$eval("#field-title-de", (input) => (input as HTMLInputElement).value), "Werkstattnotizen");
      assert.deepEqual(await axeViolations(page), [], `axe at ${width}px`);
      const sideways = await page.$eval("dialog[data-page-settings]", (dialog) => ({ dialog: dialog.scrollWidth - dialog.clientWidth, page: document.documentElement.scrollWidth - window.innerWidth }));
      assert.deepEqual(sideways, { dialog: 0, page: 0 }, `no sideways scrolling at ${width}px`);
      await page.keyboard.press("Escape");
      await page.waitForSelector("dialog[data-page-settings]", { hidden: true });
    }
  } finally {
    await page.close();
    await app.db.delete(pages).where(eq(pages.id, created.id));
  }
});

test("the panel refuses a slug with spaces and a reversed online window at their fields; a new title and slug move the page with a 301", async () => {
  const created = await newOfflinePage("Archiv", "Archive", { de: "ueber-uns/archiv", en: "about-us/archive" });
  const { page } = await openEditor(app, chromium.browser, "/de/ueber-uns/archiv");
  try {
    await openPanel(page);
    await typeInto(page, "#field-path-de", "ueber-uns/altes archiv");
    await saveSettings(page);
    await page.waitForSelector('#field-path-de[aria-invalid="true"]');
    assert.ok(await page.$eval("#field-path-de", (input) => input === document.activeElement), "focus on the failing field");
    assert.match(await page.$eval("dialog[data-page-settings]", (dialog) => dialog.textContent ?? ""), /Bitte korrigieren/);

    await typeInto(page, "#field-path-de", "ueber-uns/archiv");
    await setDateTime(page, "#field-online_from", "2027-03-01T10:00");
    await setDateTime(page, "#field-online_to", "2027-02-01T10:00");
    await saveSettings(page);
    await page.waitForSelector('#field-online_to[aria-invalid="true"]');
    const [row] = await app.db.select().from(pages).where(eq(pages.id, created.id));
    assert.deepEqual(row.path, { de: "ueber-uns/archiv", en: "about-us/archive" }, "nothing written");
    assert.equal(row.onlineFrom, null);

    await setDateTime(page, "#field-online_from", "");
    await setDateTime(page, "#field-online_to", "");
    await typeInto(page, "#field-title-de", "Chronik");
    await typeInto(page, "#field-path-de", "ueber-uns/chronik");
    await Promise.all([page.waitForNavigation(), saveSettings(page)]);
    await page.waitForSelector("[data-editor-ready]");
    const address = new URL(page.url());
    assert.equal(address.pathname, "/de/ueber-uns/chronik");
    assert.ok(address.searchParams.has("edit"), "still in edit mode");
    const [saved] = await app.db.select().from(pages).where(eq(pages.id, created.id));
    assert.deepEqual(saved.title, { de: "Chronik", en: "Archive" });
    const old = await fetch(app.url + "/de/ueber-uns/archiv", { redirect: "manual" });
    assert.equal(old.status, 301);
    assert.equal(old.headers.get("location"), "/de/ueber-uns/chronik");
  } finally {
    await page.close();
  }
});

test("the admin's page form proposes the path from the typed title below the parent, and shows the social image field", async () => {
  const { page } = await openAdminPage(app, chromium.browser, `/admin/pages/new?parent=${aboutId}`);
  try {
    await waitForHydration(page);
    assert.ok(await page.$("#field-og_image"), "the Open Graph image field is there");
    assert.match(await page.$eval(".admin-form", (form) => form.textContent ?? ""), /Open-Graph-Bild/);
    await page.type("#field-title-de", "Größe & Übermut");
    await page.waitForFunction(() => (document.querySelector("#field-path-de") as HTMLInputElement).value === "ueber-uns/groesse-uebermut");
    await page.type("#field-title-en", "Size");
    await page.waitForFunction(() => (document.querySelector("#field-path-en") as HTMLInputElement).value === "about-us/size");
    // Typed by hand, the path stays as typed when the title changes.
    await typeInto(page, "#field-path-de", "ueber-uns/eigen");
    await page.type("#field-title-de", " und mehr");
    assert.equal(await page.$eval("#field-path-de", (input) => (input as HTMLInputElement).value), "ueber-uns/eigen");
  } finally {
    await page.close();
  }
});
