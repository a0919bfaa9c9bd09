// A page's versions in edit mode, end to end on the production build: two saves through the API,
// then the editor lists them (Berlin time, author, changes in words), compares them side by side with
// text-badged marks, restores the older one (the dialog says so), and a visitor sees the restored
// content; the list then names the restore; axe finds nothing with the dialog open; Escape gives focus back to the toolbar.
import assert from "node:assert/strict";
import { before, test } from "node:test";
import type { Page } from "puppeteer-core";
import type { PageSaved, PageVersionSummary } from "../../shared/api/editor-types.ts";
import type { ModuleData, Section } from "../../shared/api/page-content.ts";
import { axeViolations } from "../helpers/axe.ts";
import { openPage, sharedBrowser } from "../helpers/browser.ts";
import { editorSessionCookie } from "../helpers/editor-session.ts";
import { csrfTokenFrom } from "../helpers/csrf-token.ts";
import { sharedTestApp } from "../helpers/test-app.ts";
import { publishDraft } from "../helpers/publish-draft.ts";

const app = sharedTestApp();
const chromium = sharedBrowser();
const PATH = "ueber-uns/presse";
/** A token the app signed, fetched before the tests. */
let CSRF = "";
let cookie = "";

before(async () => {
  await app.ready;
  CSRF = await csrfTokenFrom(app.url);
  cookie = await editorSessionCookie(app.db);
});

async function call<T>(method: string, path: string, body?: unknown): Promise<{ status: number; body: T }> {
  const response = await fetch(app.url + path, {
    method,
    headers: { Cookie: `${cookie}; csrftoken=${CSRF}`, "X-CSRFToken": CSRF, "Content-Type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as T };
}

const headline = (content: string): ModuleData => ({ id: "vers-h1", type: "headline", headline_level: 2, preline: "", content, subline: "", anchor: "" });
const text = (content: string): ModuleData => ({ id: "vers-t1", type: "text", content, anchor: "", decrease_distance: false });
const section = (...children: ModuleData[]): Section => ({ id: "vers-s1", layout: "100", extra_class: "", columns: [{ index: 0, classes: "", children }] });

async function clickControl(page: Page, selector: string) {
  await page.waitForSelector(selector, { visible: true });
  await page.$eval(selector, (element) => (element as HTMLElement).click());
}

async function openEditor(): Promise<{ page: Page; problems: string[] }> {
  const [name, value] = cookie.split("=");
  const opened = await openPage(
    {
      async newPage() {
        const page = await chromium.browser.newPage();
        await page.setCookie({ name, value, url: app.url });
        return page;
      },
    },
    app.url,
    `/de/${PATH}?edit`,
    { bypassCsp: true },
  );
  await opened.page.waitForSelector("[data-editor-ready]", { timeout: 15_000 });
  return opened;
}

async function openVersions(page: Page) {
  await page.focus(".editor-toolbar [data-control=versions]");
  await page.keyboard.press("Enter");
  await page.waitForSelector(".versions-dialog[open] .versions-list", { timeout: 15_000 });
}

const dialogText = (page: Page) => page.$eval(".versions-dialog", (dialog) => dialog.textContent ?? "");

test("an editor compares two saved versions, restores the older one, and visitors see it", async () => {
  const current = await call<{ id: number; modules: Section[]; head_version: PageVersionSummary | null }>("GET", `/de/pageeditor-api/page/${PATH}`);
  assert.equal(current.status, 200);
  const pageId = current.body.id;
  const first = await call<PageSaved>("PUT", `/de/pageeditor-api/page-content/${pageId}`, {
    base_version: current.body.head_version?.id ?? null,
    sections: [...current.body.modules, section(headline("Presse: erste Fassung"))],
  });
  assert.equal(first.status, 200, JSON.stringify(first.body));
  const second = await call<PageSaved>("PUT", `/de/pageeditor-api/page-content/${pageId}`, {
    base_version: first.body.version.id,
    sections: [...current.body.modules, section(headline("Presse: zweite Fassung"), text("<p>Neuer Pressetext</p>"))],
  });
  assert.equal(second.status, 200, JSON.stringify(second.body));
  const [v1, v2] = [first.body.version.id, second.body.version.id];
  // Versions are named by their number on this page; ?v= addresses name the id.
  const [n1, n2] = [first.body.version.number, second.body.version.number];

  const { page, problems } = await openEditor();
  await openVersions(page);
  const items = await page.$$eval(".versions-list__item", (elements) => elements.map((element) => element.textContent ?? ""));
  assert.match(items[0], new RegExp(`Version ${n2}.*aktuell`));
  assert.match(items[0], /1 hinzugefügt, 1 geändert/);
  assert.match(items[0], /\d{2}\.\d{2}\.\d{4}, \d{2}:\d{2}/, "the time in Berlin, German style");
  assert.match(items[1], new RegExp(`Version ${n1}`));
  assert.equal(await page.$eval(".versions-list__item a", (link) => link.getAttribute("href")), `/de/${PATH}?v=${v2}`);
  assert.deepEqual(await axeViolations(page), [], "no axe violations with the list open");

  // Compare: the older save before, the newer after.
  await clickControl(page, ".versions-list__item:first-child .versions-actions button:nth-of-type(1)");
  await page.waitForSelector(".versions-compare select");
  const selects = await page.$$(".versions-compare select");
  await selects[0].select(String(v1));
  await selects[1].select(String(v2));
  const after = ".versions-compare__side:nth-child(2)";
  await page.waitForSelector(`${after} [data-module-id="vers-t1"][data-marks~="added"]`);
  assert.match(await page.$eval(`${after} [data-module-id="vers-t1"]`, (element) => element.textContent ?? ""), /Hinzugefügt/);
  assert.match(await page.$eval(`${after} [data-module-id="vers-h1"]`, (element) => element.textContent ?? ""), /Geändert: Überschrift.*Presse: zweite Fassung/);
  assert.match(await page.$eval(".versions-compare__side:nth-child(1) [data-module-id=\"vers-h1\"]", (element) => element.textContent ?? ""), /Geändert: Überschrift.*Presse: erste Fassung/);
  assert.equal(await page.$(`.versions-compare__side:nth-child(1) [data-module-id="vers-t1"]`), null);
  assert.match(await page.$eval(".versions-compare__summary", (element) => element.textContent ?? ""), /Unterschiede: 1 hinzugefügt, 1 geändert/);
  assert.match(await page.$eval(".versions-compare__legend", (element) => element.textContent ?? ""), /Hinzugefügt.*Entfernt.*Verschoben.*Geändert/);
  assert.deepEqual(await axeViolations(page), [], "no axe violations with the compare open");

  // Restore the older version, after confirming.
  await clickControl(page, ".versions-dialog__view-head button");
  await page.waitForSelector(".versions-list");
  const olderItem = `.versions-list__item:nth-child(2)`;
  await clickControl(page, `${olderItem} .versions-actions button:nth-of-type(2)`);
  await page.waitForSelector(`${olderItem} .versions-confirm`);
  assert.match(await page.$eval(`${olderItem} .versions-confirm`, (element) => element.textContent ?? ""), /Ungespeicherte Änderungen gehen verloren/);
  assert.equal(await page.evaluate(() => document.activeElement?.className), "versions-confirm__question", "focus moves to the question");
  await clickControl(page, `${olderItem} .versions-confirm .versions-button--primary`);
  // The shell takes the restored content as its working copy; the dialog says what it restored
  // (focus on that message) and lists the new version.
  await page.waitForFunction((expected) => document.querySelector(".versions-notice--ok")?.textContent === expected, { timeout: 15_000 }, `Version ${n1} wiederhergestellt`);
  assert.equal(await page.evaluate(() => document.activeElement?.classList.contains("versions-notice--ok")), true);
  await page.waitForFunction(() => /Presse: erste Fassung/.test(document.querySelector(".editor-canvas")?.textContent ?? ""));

  const versions = await call<PageVersionSummary[]>("GET", `/de/pageeditor-api/page-versions/${pageId}`);
  assert.equal(versions.body[0].restored_from, v1);
  assert.equal(versions.body[0].kind, "restore");

  // The restore went to the draft: visitors see it once it is published.
  await publishDraft((method, path, body) => call(method, path, body), pageId, versions.body[0].id);
  const context = await chromium.browser.createBrowserContext();
  const visitor = await openPage(context, app.url, `/de/${PATH}`);
  const visible = await visitor.page.$eval("main", (main) => main.textContent ?? "");
  assert.match(visible, /Presse: erste Fassung/);
  assert.doesNotMatch(visible, /Presse: zweite Fassung|Neuer Pressetext/);
  await context.close();

  // The list names the restore; Escape closes the dialog and focus is back on its button.
  await page.waitForFunction((expected) => new RegExp(expected).test(document.querySelector(".versions-list__item")?.textContent ?? ""), {}, `Wiederhergestellt aus Version ${n1}`);
  assert.match(await dialogText(page), new RegExp(`Version ${versions.body[0].number}.*aktuell`));
  await page.keyboard.press("Escape");
  await page.waitForFunction(() => !document.querySelector(".versions-dialog[open]"));
  assert.equal(await page.evaluate(() => (document.activeElement as HTMLElement | null)?.dataset.control), "versions");
  assert.deepEqual(problems, []);
  await page.close();
});

test("a stored version opens with ?v= as the site renders it for editors", async () => {
  const { body: list } = await call<{ id: number }>("GET", `/de/pageeditor-api/page/${PATH}`);
  const { body: versions } = await call<PageVersionSummary[]>("GET", `/de/pageeditor-api/page-versions/${list.id}`);
  const second = versions.find((version) => version.changes.added === 1 && version.changes.changed === 1 && version.restored_from === null);
  assert.ok(second, "the second save is listed");
  const { page } = await openEditor();
  await page.goto(`${app.url}/de/${PATH}?v=${second.id}`, { waitUntil: "load" });
  assert.match(await page.$eval("main", (main) => main.textContent ?? ""), /Presse: zweite Fassung/);
  await page.close();
});

test("the unsaved working copy can be compared; on a narrow screen the sides stack", async () => {
  const { page } = await openEditor();
  await page.setViewport({ width: 420, height: 900 });
  await clickControl(page, ".editor-toolbar [data-control=add-section]");
  await clickControl(page, '.editor-bar__presets [data-preset="100"]');
  await openVersions(page);
  await clickControl(page, ".versions-list__item:first-child .versions-actions button:nth-of-type(1)");
  const selects = await page.$$(".versions-compare select");
  const head = await page.$eval(".versions-compare select option:nth-child(2)", (option) => (option as HTMLOptionElement).value);
  await selects[0].select(head);
  await selects[1].select("working");
  await page.waitForFunction(() => /Abschnitt hinzugefügt/.test(document.querySelector(".versions-compare__side:nth-child(2)")?.textContent ?? ""));
  assert.match(await page.$eval(".versions-compare__side:nth-child(2) h4", (heading) => heading.textContent ?? ""), /Arbeitskopie \(ungespeichert\)/);
  assert.match(await page.$eval(".versions-compare__summary", (element) => element.textContent ?? ""), /1 Abschnitt geändert/);
  const [left, right] = await page.$$eval(".versions-compare__side", (sides) => sides.map((side) => side.getBoundingClientRect().toJSON() as DOMRect));
  assert.ok(right.top >= left.bottom, "the later side is below the earlier one");
  await page.close();
});
