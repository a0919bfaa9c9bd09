// Versions an editor understands (issue 25 point 7), end to end on the production build: a stored
// version (?v=) carries a banner for editors (which version, when, by whom; restore it, or go to the
// current one) and none for visitors; the list numbers a page's versions 1, 2, 3 …; the compare
// shows the words removed and added inside a changed text module.
import assert from "node:assert/strict";
import { before, test } from "node:test";
import type { Page } from "puppeteer-core";
import type { PageSaved, PageVersionSummary } from "../../shared/api/editor-types.ts";
import type { ModuleData, Section } from "../../shared/api/page-content.ts";
import { axeViolations } from "../helpers/axe.ts";
import { openPage, sharedBrowser } from "../helpers/browser.ts";
import { openEditor } from "../helpers/editor-page.ts";
import { publishDraft } from "../helpers/publish-draft.ts";
import { sessionCaller, type SessionCaller } from "../helpers/session-call.ts";
import { sharedTestApp } from "../helpers/test-app.ts";

const app = sharedTestApp();
const chromium = sharedBrowser();
const PATH = "ueber-uns/jobs";
let caller: SessionCaller;

const call = <T>(method: string, path: string, body?: unknown) => caller.call<T>("editor", method, path, body);

const text = (content: string): ModuleData => ({ id: "banner-t1", type: "text", content, anchor: "", decrease_distance: false });
const section = (...children: ModuleData[]): Section => ({ id: "banner-s1", layout: "100", extra_class: "", columns: [{ index: 0, classes: "", children }] });

/** Saves `sections` on the page at `path` on its newest version (a draft) and publishes it; answers the draft's version. */
async function save(path: string, sections: (current: Section[]) => Section[]): Promise<PageVersionSummary> {
  const current = await call<{ id: number; modules: Section[]; head_version: PageVersionSummary | null }>("GET", `/de/pageeditor-api/page/${path}`);
  assert.equal(current.status, 200);
  const saved = await call<PageSaved>("PUT", `/de/pageeditor-api/page-content/${current.body.id}`, { base_version: current.body.head_version?.id ?? null, sections: sections(current.body.modules) });
  assert.equal(saved.status, 200, JSON.stringify(saved.body));
  await publishDraft((method, path, body) => call(method, path, body), current.body.id, saved.body.version.id);
  return saved.body.version;
}

let original: Section[] = [];
let first: PageVersionSummary;
let second: PageVersionSummary;

before(async () => {
  caller = await sessionCaller(app);
  const { body } = await call<{ modules: Section[] }>("GET", `/de/pageeditor-api/page/${PATH}`);
  original = body.modules;
  first = await save(PATH, () => [...original, section(text("<p>Die alte Premiere beginnt um acht.</p>"))]);
  second = await save(PATH, () => [...original, section(text("<p>Die neue Premiere beginnt um acht.</p>"))]);
});

/** `path` opened by the editor: edit mode first (it logs the editor in), then the address itself. */
async function editorPage(path: string): Promise<Page> {
  const { page } = await openEditor(app, chromium.browser, `/de/${PATH}`, { bypassCsp: true });
  if (!path.endsWith("?edit")) await page.goto(app.url + path, { waitUntil: "load" });
  return page;
}

async function openVersions(page: Page) {
  await page.waitForSelector("[data-editor-ready]", { timeout: 15_000 });
  await page.focus(".editor-toolbar [data-control=versions]");
  await page.keyboard.press("Enter");
  await page.waitForSelector(".versions-dialog[open] .versions-list", { timeout: 15_000 });
}

test("the versions list numbers the page's versions 1, 2, 3 … and names what wrote them", async () => {
  assert.notEqual(first.id, first.number, "ids count every page's versions");
  const page = await editorPage(`/de/${PATH}?edit`);
  await openVersions(page);
  const titles = await page.$$eval(".versions-list__title strong", (elements) => elements.map((element) => element.textContent ?? ""));
  const count = titles.length;
  assert.ok(count >= 2);
  assert.deepEqual(
    titles,
    Array.from({ length: count }, (_, index) => `Version ${count - index}`),
  );
  const items = await page.$$eval(".versions-list__item", (elements) => elements.map((item) => item.textContent ?? ""));
  assert.match(items[0], /Veröffentlicht/);
  assert.match(items[1], /Entwurf gespeichert: 1 geändert/);
  await page.close();
});

test("the compare shows the words removed and added inside a changed text module", async () => {
  const page = await editorPage(`/de/${PATH}?edit`);
  await openVersions(page);
  await page.$eval(".versions-list__item:nth-child(2) .versions-actions button:nth-of-type(1)", (button) => (button as HTMLElement).click());
  const changed = '.versions-compare__side:nth-child(2) [data-module-id="banner-t1"]';
  await page.waitForSelector(`${changed} .versions-words`, { timeout: 15_000 });
  assert.match(await page.$eval(".versions-compare__side:nth-child(2) h4", (heading) => heading.textContent ?? ""), new RegExp(`Version ${second.number} `));
  assert.deepEqual(await page.$$eval(`${changed} del`, (elements) => elements.map((element) => element.textContent)), ["gelöscht: alte"]);
  assert.deepEqual(await page.$$eval(`${changed} ins`, (elements) => elements.map((element) => element.textContent)), ["eingefügt: neue"]);
  // The spoken names are hidden from sight; the marks are seen by their strike and underline.
  const style = await page.$eval(`${changed} del`, (element) => ({ line: getComputedStyle(element).textDecorationLine, hidden: getComputedStyle(element.querySelector(".visually-hidden")!).position }));
  assert.deepEqual(style, { line: "line-through", hidden: "absolute" });
  assert.equal(await page.$eval(`${changed} ins`, (element) => getComputedStyle(element).textDecorationLine), "underline");
  assert.match(await page.$eval(`${changed} .versions-words`, (element) => element.textContent ?? ""), /Text.*Die .*alte.*neue.* Premiere beginnt um acht\./);
  assert.deepEqual(await axeViolations(page), [], "no axe violations with the changed words shown");
  await page.close();
});

test("a visitor with ?v= gets the normal page, without a banner", async () => {
  const context = await chromium.browser.createBrowserContext();
  const visitor = await openPage(context, app.url, `/de/${PATH}?v=${first.id}`);
  const main = await visitor.page.$eval("main", (element) => element.textContent ?? "");
  assert.match(main, /Die neue Premiere/, "the published content, not the stored version");
  assert.doesNotMatch(main, /Die alte Premiere|Sie sehen Version/);
  assert.equal(await visitor.page.$("[data-version-banner]"), null);
  await context.close();
});

test("an editor viewing an older version sees a banner, restores it by keyboard, and edit mode says so", async () => {
  const page = await editorPage(`/de/${PATH}?v=${first.id}`);
  await page.waitForSelector("[data-version-banner]", { timeout: 15_000 });
  await page.waitForFunction(() => /Sie sehen Version \d/.test(document.querySelector("[data-version-banner]")?.textContent ?? ""));
  const banner = await page.$eval("[data-version-banner]", (element) => element.textContent ?? "");
  assert.match(banner, new RegExp(`Sie sehen Version ${first.number} vom \\d{2}\\.\\d{2}\\.\\d{4}, \\d{2}:\\d{2} \\(von ${caller.nameOf("editor")}\\) — nicht die aktuelle Fassung`));
  assert.match(banner, /Diese Version wiederherstellen.*Zur aktuellen Fassung/);
  assert.equal(await page.$eval("[data-version-banner] a", (link) => link.getAttribute("href")), `/de/${PATH}`);
  assert.match(await page.$eval("main", (element) => element.textContent ?? ""), /Die alte Premiere/);
  assert.deepEqual(await axeViolations(page), [], "no axe violations with the banner");

  await page.focus("[data-version-banner] button");
  await page.keyboard.press("Enter");
  await page.waitForSelector("[data-editor-ready]", { timeout: 15_000 });
  await page.waitForFunction((expected) => document.querySelector("[data-editor-alert=save]")?.textContent === expected, { timeout: 15_000 }, `Version ${first.number} wiederhergestellt`);
  assert.match(await page.$eval("main", (element) => element.textContent ?? ""), /Die alte Premiere/);
  assert.equal(await page.$("[data-version-banner]"), null);

  const { body: versions } = await call<PageVersionSummary[]>("GET", `/de/pageeditor-api/page-versions/${first.page_id}`);
  assert.equal(versions[0].restored_from, first.id);
  // The list shows the new version and where it came from.
  await openVersions(page);
  assert.match(await page.$eval(".versions-list__item", (item) => item.textContent ?? ""), new RegExp(`Version ${versions[0].number} \\(aktuell\\).*Wiederhergestellt aus Version ${first.number}`));
  await page.close();
});
