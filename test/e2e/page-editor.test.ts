// Edit mode on the live page, end to end on the production build: an editor adds a section and a
// headline, saves, and visitors see it; modules move by keyboard and by drag; the copy buffer goes
// from one page to another; undo and redo; a stale save is merged; axe finds nothing; and
// only editors ever load the editor's chunks.
import assert from "node:assert/strict";
import { test } from "node:test";
import type { Browser, Page } from "puppeteer-core";
import { axeViolations } from "../helpers/axe.ts";
import { openPage, sharedBrowser } from "../helpers/browser.ts";
import { editorSessionCookie } from "../helpers/editor-session.ts";
import { sharedTestApp } from "../helpers/test-app.ts";
import { publishInEditor, storedSections } from "../helpers/editor-page.ts";
import type { Section } from "../../shared/api/page-content.ts";
import { eq } from "drizzle-orm";
import { sessions, users } from "../../server/db/schema.ts";
import { hashPassword } from "../../server/services/passwords.ts";

const app = sharedTestApp();
const chromium = sharedBrowser();

/** Opens `path` in edit mode as the demo editor and waits until the editor has taken over. */
async function openEditor(path: string, options: { bypassCsp?: boolean; browser?: Pick<Browser, "newPage"> } = {}): Promise<{ page: Page; scripts: string[]; problems: string[] }> {
  const [name, value] = (await editorSessionCookie(app.db)).split("=");
  const scripts: string[] = [];
  const target = options.browser ?? chromium.browser;
  const opened = await openPage(
    {
      async newPage() {
        const page = await target.newPage();
        await page.setCookie({ name, value, url: app.url });
        page.on("request", (request) => {
          if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
        });
        return page;
      },
    },
    app.url,
    `${path}?edit`,
    { bypassCsp: options.bypassCsp },
  );
  await opened.page.waitForSelector("[data-editor-ready]", { timeout: 15_000 });
  return { page: opened.page, scripts, problems: opened.problems };
}


async function clickControl(page: Page, selector: string) {
  await page.waitForSelector(selector, { visible: true });
  await page.$eval(selector, (element) => (element as HTMLElement).click());
}

async function waitSaved(page: Page) {
  await page.waitForSelector('.editor-bar__save-state[data-state="saved"]');
}

async function announcement(page: Page, pattern: RegExp) {
  await page.waitForFunction((source) => new RegExp(source).test(document.querySelector("[data-editor-announcement]")?.textContent ?? ""), {}, pattern.source);
}

/** Fills the module modal's field labelled `label` (its text before the required marker). */
async function fillField(page: Page, label: string, text: string) {
  const id = await page.evaluate((wanted) => {
    const found = Array.from(document.querySelectorAll<HTMLLabelElement>(".module-modal label")).find((element) => element.firstChild?.textContent?.trim() === wanted);
    return found?.htmlFor ?? null;
  }, label);
  assert.ok(id, `a field labelled ${label}`);
  await page.type(`[id="${id}"]`, text);
}

test("a visitor loads no editor chunk; an editor's ?edit page does", async () => {
  const visitorScripts: string[] = [];
  const context = await chromium.browser.createBrowserContext();
  const visitor = await openPage(
    {
      async newPage() {
        const page = await context.newPage();
        page.on("request", (request) => {
          if (request.resourceType() === "script") visitorScripts.push(new URL(request.url()).pathname);
        });
        return page;
      },
    },
    app.url,
    "/de/ueber-uns?edit",
  );
  assert.equal(await visitor.page.$("[data-editor-ready]"), null, "no editor for a visitor, even with ?edit");
  assert.ok(visitorScripts.length > 0);
  assert.deepEqual(visitorScripts.filter((script) => /\/(editor|admin)-/.test(script)), [], "neither editor nor admin chunks");
  for (const script of visitorScripts) {
    const source = await (await fetch(app.url + script)).text();
    assert.doesNotMatch(source, /prosemirror|@tiptap|Sortable\.create|sortablejs/i, `${script} holds no editor library`);
  }
  await context.close();

  const { page, scripts, problems } = await openEditor("/de/ueber-uns");
  const editorChunks = scripts.filter((script) => /\/assets\/editor-/.test(script));
  assert.ok(editorChunks.length > 0, `editor chunks loaded: ${scripts.join(", ")}`);
  assert.deepEqual(problems, []);
  await page.close();
});

test("an editor adds a 50/50 section with a headline, saves, and a visitor sees it", async () => {
  const { page } = await openEditor("/de/impressum");
  const before = (await storedSections(app, "impressum")).length;
  await clickControl(page, ".editor-toolbar [data-control=add-section]");
  await clickControl(page, '.editor-bar__presets [data-preset="50-50"]');
  await page.waitForFunction((count) => document.querySelectorAll(".editor-section").length === count + 1, {}, before);
  const section = `.editor-section:last-of-type`;
  assert.equal(await page.$eval(section, (element) => element.querySelectorAll(".editor-column").length), 2);
  await clickControl(page, `${section} [data-column="1"] [data-control=add-module]`);
  await clickControl(page, `${section} [data-column="1"] .editor-add__panel [data-module-type]`);
  await page.waitForSelector(".module-modal[open]");
  assert.equal(await page.$$eval(`${section} .editor-module`, (modules) => modules.length), 0, "nothing is inserted before the modal saves");
  await fillField(page, "Überschrift", "Neu im Spielplan");
  await page.click('.module-modal button[type="submit"]');
  await page.waitForSelector(`${section} [data-column="1"] .editor-module`);
  await announcement(page, /hinzugefügt/);
  await page.keyboard.down("Control");
  await page.keyboard.press("s");
  await page.keyboard.up("Control");
  await page.waitForSelector('[data-editor-alert="save"]:not(:empty)');
  await waitSaved(page);

  const stored = await storedSections(app, "impressum");
  assert.equal(stored.length, before + 1);
  assert.equal(stored.at(-1)?.layout, "50-50");
  assert.equal(stored.at(-1)?.columns[1].children[0].content, "Neu im Spielplan");

  // The save went to the draft: a visitor sees the page as it was until "Veröffentlichen".
  const context = await chromium.browser.createBrowserContext();
  const visitorText = async () => {
    const visitor = await openPage(context, app.url, "/de/impressum");
    const text = await visitor.page.$eval("main", (main) => main.textContent ?? "");
    await visitor.page.close();
    return text;
  };
  assert.doesNotMatch(await visitorText(), /Neu im Spielplan/);
  await publishInEditor(page);
  await page.close();
  assert.match(await visitorText(), /Neu im Spielplan/);
  await context.close();
});

test("modules move by keyboard and by drag, with announcements, focus kept and a silent save", async () => {
  const { page } = await openEditor("/de/ueber-uns");
  const stored = await storedSections(app, "ueber-uns");
  const [first, second] = stored[1].columns[0].children;
  await page.focus(`[data-module-id="${first.id}"]`);
  await page.keyboard.down("Alt");
  await page.keyboard.press("ArrowDown");
  await page.keyboard.up("Alt");
  await announcement(page, /nach Position 2 in Spalte 1/);
  assert.equal(await page.evaluate(() => (document.activeElement as HTMLElement | null)?.dataset.moduleId), first.id, "focus stays on the moved module");
  await waitSaved(page);
  assert.equal(await page.$('[data-editor-alert="save"]:not(:empty)'), null, "a reorder saves without an alert");
  await page.waitForFunction(async (id) => {
    const response = await fetch("/de/pageeditor-api/page/ueber-uns?draft=1");
    const body = (await response.json()) as { modules: Section[] };
    return body.modules[1].columns[0].children[1]?.id === id;
  }, {}, first.id);

  // The move button keeps focus on itself, so it can be pressed again.
  await clickControl(page, `[data-module-id="${first.id}"] [data-control=up]`);
  await announcement(page, /nach Position 1 in Spalte 1/);
  await waitSaved(page);

  // Drag the first module of the section's first column into its second column.
  const handle = await page.$(`[data-module-id="${first.id}"] .editor-module__handle`);
  const target = await page.$(`[data-section-id="${stored[1].id}"] [data-column="1"] .editor-module`);
  assert.ok(handle && target);
  await handle.scrollIntoView();
  const from = (await handle.boundingBox())!;
  const to = (await target.boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 10, from.y + from.height / 2 + 10, { steps: 4 });
  await page.mouse.move(to.x + to.width / 2, to.y + 5, { steps: 12 });
  await page.mouse.move(to.x + to.width / 2, to.y + 8, { steps: 4 });
  await page.mouse.up();
  await announcement(page, /in Spalte 2/);
  await waitSaved(page);
  const after = await storedSections(app, "ueber-uns");
  assert.ok(after[1].columns[1].children.some((module) => module.id === first.id), "the dragged module is stored in column 2");
  assert.ok(after[1].columns[0].children.some((module) => module.id === second.id));
  await page.close();
});

test("undo and redo (buttons and keys) walk the page's history", async () => {
  const { page } = await openEditor("/de/agb");
  const count = await page.$$eval(".editor-section", (sections) => sections.length);
  await clickControl(page, ".editor-toolbar [data-control=add-section]");
  await clickControl(page, '.editor-bar__presets [data-preset="100"]');
  await page.waitForFunction((n) => document.querySelectorAll(".editor-section").length === n + 1, {}, count);
  assert.equal(await page.$eval('.editor-bar__save-state', (element) => element.getAttribute("data-state")), "dirty");
  await page.focus(".editor-toolbar [data-control=undo]");
  await page.keyboard.down("Control");
  await page.keyboard.press("z");
  await page.keyboard.up("Control");
  await page.waitForFunction((n) => document.querySelectorAll(".editor-section").length === n, {}, count);
  await waitSaved(page);
  await page.keyboard.down("Control");
  await page.keyboard.press("y");
  await page.keyboard.up("Control");
  await page.waitForFunction((n) => document.querySelectorAll(".editor-section").length === n + 1, {}, count);
  await clickControl(page, ".editor-toolbar [data-control=undo]");
  await page.waitForFunction((n) => document.querySelectorAll(".editor-section").length === n, {}, count);
  await clickControl(page, ".editor-toolbar [data-control=redo]");
  await page.waitForFunction((n) => document.querySelectorAll(".editor-section").length === n + 1, {}, count);
  await page.close();
});

test("a module copied on one page is pasted on another (the buffer is on the server)", async () => {
  const { page } = await openEditor("/de/ueber-uns");
  const module = (await storedSections(app, "ueber-uns"))[1].columns[0].children[0];
  await clickControl(page, `[data-module-id="${module.id}"] [data-control=copy]`);
  await announcement(page, /in die Zwischenablage kopiert/);
  await page.close();

  const other = await openEditor("/de/besuch");
  await other.page.waitForFunction(() => /Zwischenablage: /.test(document.querySelector(".editor-bar__clipboard")?.textContent ?? ""));
  const before = (await storedSections(app, "besuch"))[0].columns[0].children.length;
  await clickControl(other.page, '.editor-section:first-of-type [data-column="0"] [data-control=paste-module]');
  await announcement(other.page, /eingefügt/);
  await clickControl(other.page, ".editor-toolbar [data-control=save]");
  await other.page.waitForSelector('[data-editor-alert="save"]:not(:empty)');
  const children = (await storedSections(app, "besuch"))[0].columns[0].children;
  assert.equal(children.length, before + 1);
  const pasted = children.at(-1)!;
  assert.notEqual(pasted.id, module.id, "the pasted module has a fresh id");
  assert.equal(pasted.type, module.type);
  await other.page.close();
});

test("a save on a stale version is merged onto the newer one and saved, naming who saved it (issue 22)", async () => {
  const { page } = await openEditor("/de/datenschutz");
  // Someone else saves the page after this editor opened it.
  const status = await page.evaluate(async () => {
    const response = await fetch("/de/pageeditor-api/page/datenschutz", { credentials: "include" });
    const current = (await response.json()) as { id: number; modules: unknown[]; head_version: { id: number } | null };
    await fetch("/api/csrf/", { credentials: "include" });
    const csrf = document.cookie.split("; ").find((cookie) => cookie.startsWith("csrftoken="))?.split("=")[1] ?? "";
    const saved = await fetch(`/de/pageeditor-api/page-content/${current.id}`, {
      method: "PUT",
      credentials: "include",
      headers: { "content-type": "application/json", "X-CSRFToken": csrf },
      body: JSON.stringify({ base_version: current.head_version?.id ?? null, sections: current.modules }),
    });
    return saved.status;
  });
  assert.equal(status, 200);
  const before = (await storedSections(app, "datenschutz")).length;
  await clickControl(page, ".editor-toolbar [data-control=add-section]");
  await clickControl(page, '.editor-bar__presets [data-preset="100"]');
  await clickControl(page, ".editor-toolbar [data-control=save]");
  // Nothing the other save changed conflicts with the new section: no dialog, merged and saved.
  await announcement(page, /Änderungen von Lisa Marten übernommen/);
  await page.waitForSelector('[data-editor-alert="save"]:not(:empty)');
  await waitSaved(page);
  assert.equal(await page.$(".editor-stale"), null);
  assert.equal((await storedSections(app, "datenschutz")).length, before + 1);
  await page.close();
});

test("when the session ends while editing, the login dialog keeps the work and the save goes through after login", async () => {
  await app.db.update(users).set({ passwordHash: hashPassword("neues-passwort-401") }).where(eq(users.email, "redaktion@kulisse.example"));
  const { page } = await openEditor("/de/impressum");
  const count = await page.$$eval(".editor-section", (sections) => sections.length);
  await app.db.delete(sessions);
  await clickControl(page, ".editor-toolbar [data-control=add-section]");
  await clickControl(page, '.editor-bar__presets [data-preset="33-67"]');
  await clickControl(page, ".editor-toolbar [data-control=save]");
  await page.waitForSelector(".editor-login[open]");
  assert.equal(await page.$$eval(".editor-section", (sections) => sections.length), count + 1, "the working copy is kept");
  await page.type('.editor-login input[name="email"]', "redaktion@kulisse.example");
  await page.type('.editor-login input[name="password"]', "neues-passwort-401");
  await page.click('.editor-login button[type="submit"]');
  await page.waitForSelector('[data-editor-alert="save"]:not(:empty)');
  assert.equal(await page.$(".editor-login"), null);
  assert.equal((await storedSections(app, "impressum")).at(-1)?.layout, "33-67");
  await page.close();
});

test("edit mode has no axe violations (WCAG 2.1 AA) and a toolbar with one tab stop", async () => {
  const { page } = await openEditor("/de/ueber-uns", { bypassCsp: true });
  assert.equal(await page.$$eval('[role="toolbar"] [tabindex="0"]', (items) => items.length), 1);
  await page.focus('[role="toolbar"] [tabindex="0"]');
  await page.keyboard.press("ArrowRight");
  assert.equal(await page.evaluate(() => (document.activeElement as HTMLElement).dataset.control), "save", "undo/redo are disabled, so the arrow skips them");
  const violations = await axeViolations(page);
  assert.deepEqual(violations, []);
  await page.close();

  const hidden = await openEditor("/de/ueber-uns?noToolbar".replace("?noToolbar", ""));
  await hidden.page.goto(`${app.url}/de/ueber-uns?edit&noToolbar`, { waitUntil: "load" });
  await hidden.page.waitForSelector("[data-editor-ready]");
  assert.equal(await hidden.page.$('[role="toolbar"]'), null, "noToolbar hides the toolbar");
  await hidden.page.close();
});
