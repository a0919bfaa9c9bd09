// The containers of event and production pages (spec §3 "Container section", §4, §8 "Missing section:
// new section created"), end to end on the production build: visitors see nothing while an object
// has no container; an editor opening the page with ?edit gets an empty one created, adds a headline
// through the module modal and saves; then visitors see the headline below the description.
import assert from "node:assert/strict";
import { test } from "node:test";
import { eq } from "drizzle-orm";
import type { Page } from "puppeteer-core";
import type { EventDetail, ProductionSummary } from "../../shared/api/content-types.ts";
import type { EventSummary, Paged } from "../../shared/api/types.ts";
import { containers, editorPresence } from "../../server/db/schema.ts";
import { openPage, sharedBrowser } from "../helpers/browser.ts";
import { editorSessionCookie } from "../helpers/editor-session.ts";
import { sharedTestApp } from "../helpers/test-app.ts";

const app = sharedTestApp();
const chromium = sharedBrowser();

/** An upcoming event (this file has its own database, so no other test sees its container). */
async function someEvent(): Promise<EventDetail> {
  const { body } = await app.getJson<Paged<EventSummary>>("/de/api/events/?page_size=5");
  assert.ok(body.results.length > 0, "the demo data has events");
  return (await app.getJson<EventDetail>(`/de/api/events/${body.results[0].id}/`)).body;
}

async function containerRow(slug: string) {
  const [row] = await app.db.select().from(containers).where(eq(containers.slug, slug));
  return row;
}

/** Waits until `check` answers something (the state is reached), polling the database. */
async function until<T>(check: () => Promise<T | undefined>, what: string, timeoutMs = 10_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setImmediate(resolve));
  }
}

async function visitorPage(path: string) {
  const context = await chromium.browser.createBrowserContext();
  const opened = await openPage(context, app.url, path);
  return { ...opened, close: () => context.close() };
}

async function clickControl(page: Page, selector: string) {
  await page.waitForSelector(selector, { visible: true });
  await page.$eval(selector, (element) => (element as HTMLElement).click());
}

test("visitors see no container section while an event or production has none, and no error", async () => {
  const event = await someEvent();
  const visitor = await visitorPage(`${event.url}?edit`);
  assert.equal(visitor.status, 200);
  assert.equal(await visitor.page.$("[data-container]"), null);
  assert.equal(await visitor.page.$("[data-editor-ready]"), null, "no editor for a visitor, even with ?edit");
  await visitor.close();
  assert.equal(await containerRow(`event-${event.id}`), undefined, "a visitor creates nothing");

  const { body: productions } = await app.getJson<Paged<ProductionSummary>>("/de/api/productions/");
  const production = productions.results[0];
  const page = await visitorPage(production.url);
  assert.equal(page.status, 200);
  assert.equal(await page.page.$("[data-container]"), null);
  await page.close();
});

test("an editor's ?edit creates the missing container, adds a headline and saves; visitors then see it", async () => {
  const event = await someEvent();
  const slug = `event-${event.id}`;
  const [name, value] = (await editorSessionCookie(app.db)).split("=");
  const { page } = await openPage(
    {
      async newPage() {
        const created = await chromium.browser.newPage();
        await created.setCookie({ name, value, url: app.url });
        return created;
      },
    },
    app.url,
    `${event.url}?edit`,
  );
  await page.waitForSelector(`[data-container="${slug}"] [data-editor-ready]`, { timeout: 15_000 });

  const row = await until(() => containerRow(slug), "the container row");
  assert.deepEqual(
    { parent: row.parent, contentType: row.contentType, objectId: row.objectId, model: row.model, columns: row.columns },
    { parent: "", contentType: "event", objectId: event.id, model: "events.event", columns: { de: [], en: [] } },
  );
  assert.equal(await page.$(".editor-toolbar [data-control=versions]"), null, "containers keep no versions");
  await until(async () => (await app.db.select().from(editorPresence).where(eq(editorPresence.target, `container:${slug}:de`)))[0], "the presence heartbeat on the container");

  await clickControl(page, ".editor-toolbar [data-control=add-section]");
  await clickControl(page, '.editor-bar__presets [data-preset="100"]');
  const section = `[data-container="${slug}"] .editor-section`;
  await page.waitForSelector(section);
  await clickControl(page, `${section} [data-column="0"] [data-control=add-module]`);
  await clickControl(page, `${section} [data-column="0"] .editor-add__panel [data-module-type="headline"]`);
  await page.waitForSelector(".module-modal[open]");
  const field = await page.evaluate(() => {
    const label = Array.from(document.querySelectorAll<HTMLLabelElement>(".module-modal label")).find((element) => element.firstChild?.textContent?.trim() === "Überschrift");
    return label?.htmlFor ?? null;
  });
  assert.ok(field, "the headline field");
  await page.type(`[id="${field}"]`, "Nach der Vorstellung: Publikumsgespräch");
  await page.click('.module-modal button[type="submit"]');
  await page.waitForSelector(`${section} [data-column="0"] .editor-module`);
  await clickControl(page, ".editor-toolbar [data-control=save]");
  await page.waitForSelector('[data-editor-alert="save"]:not(:empty)');
  await page.waitForSelector('.editor-bar__save-state[data-state="saved"]');
  await page.close();

  const saved = await containerRow(slug);
  assert.equal(saved.columns.de.length, 1);
  assert.equal(saved.columns.de[0].columns[0].children[0].content, "Nach der Vorstellung: Publikumsgespräch");
  assert.deepEqual(saved.columns.en, [], "the other language stays as it was");

  const visitor = await visitorPage(event.url);
  const text = await visitor.page.$eval(`main [data-container="${slug}"]`, (node) => node.textContent ?? "");
  assert.match(text, /Nach der Vorstellung: Publikumsgespräch/);
  assert.equal(await visitor.page.$("[data-editor-ready]"), null);
  await visitor.close();
});
