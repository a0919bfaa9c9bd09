// The way in (issue 25 points 1 and 10), on the production build: a logged-in editor gets a slim bar
// on visitor pages after hydration ("Seite bearbeiten", "Im Admin bearbeiten", the page's state,
// "Versionen", the hub), edit mode and `noToolbar` show none, a visitor loads no bar chunk, and the
// bar and the editor's toolbar say when the other language's last publish is older. axe on the bar.
import assert from "node:assert/strict";
import { before, test } from "node:test";
import { eq } from "drizzle-orm";
import type { Page } from "puppeteer-core";
import { pageDrafts, pageVersions, pages, users } from "../../server/db/schema.ts";
import { axeViolations } from "../helpers/axe.ts";
import { openPage, pageIdle, sharedBrowser } from "../helpers/browser.ts";
import { editorSessionCookie } from "../helpers/editor-session.ts";
import { sharedTestApp } from "../helpers/test-app.ts";

const app = sharedTestApp();
const chromium = sharedBrowser();
/** The app's clock: states and dates below are judged at this time (sessions start later, in real time). */
const NOW = new Date("2026-06-01T10:00:00Z");
const BAR = "nav.staff-bar";

before(async () => {
  await app.ready;
  app.setNow(NOW);
});

interface Opened {
  page: Page;
  scripts: string[];
  problems: string[];
}

/** Opens `path` as the demo editor (or, with `visitor`, in a fresh context without a session), and waits for the user details. */
async function open(path: string, options: { visitor?: boolean; width?: number; bypassCsp?: boolean } = {}): Promise<Opened & { close(): Promise<void> }> {
  const context = options.visitor ? await chromium.browser.createBrowserContext() : null;
  const cookie = options.visitor ? null : (await editorSessionCookie(app.db)).split("=");
  const scripts: string[] = [];
  let userDetails: Promise<unknown> = Promise.resolve();
  const opened = await openPage(
    {
      async newPage() {
        const page = await (context ?? chromium.browser).newPage();
        if (cookie) await page.setCookie({ name: cookie[0], value: cookie[1], url: app.url });
        page.on("request", (request) => {
          if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
        });
        userDetails = page.waitForResponse((response) => response.url().includes("/api/user-details/"));
        return page;
      },
    },
    app.url,
    path,
    { width: options.width, bypassCsp: options.bypassCsp },
  );
  await userDetails;
  return { ...opened, scripts, close: async () => (context ? context.close() : opened.page.close()) };
}

let serial = 0;
/** A fresh CMS page (online, empty) at /de/leiste-N and /en/bar-N; returns its id and German path. */
async function newPage(fields: Partial<typeof pages.$inferInsert> = {}): Promise<{ id: number; de: string; en: string }> {
  serial += 1;
  const path = { de: `leiste-${serial}`, en: `bar-${serial}` };
  const [row] = await app.db.insert(pages).values({ path, title: { de: `Leiste ${serial}`, en: `Bar ${serial}` }, ...fields }).returning({ id: pages.id });
  return { id: row.id, de: `/de/${path.de}`, en: `/en/${path.en}` };
}

async function editorId(): Promise<number> {
  const [row] = await app.db.select({ id: users.id }).from(users).where(eq(users.role, "editor")).limit(1);
  return row.id;
}

const barState = (page: Page) => page.$eval(`${BAR} .staff-bar__state`, (element) => [element.getAttribute("data-status"), element.textContent?.replace(/\s+/g, " ").trim()]);

test("an editor on /de/ueber-uns gets the bar after hydration; 'Seite bearbeiten' leads to edit mode, which shows the editor's toolbar instead", async () => {
  const { page, problems, scripts, close } = await open("/de/ueber-uns");
  await page.waitForSelector(`${BAR} .staff-bar__state`);
  assert.equal(await page.$eval(BAR, (nav) => nav.getAttribute("aria-label")), "Redaktionsleiste");
  assert.deepEqual(
    await page.$$eval(`${BAR} a`, (links) => links.map((link) => [link.textContent, link.getAttribute("href")])),
    [
      ["Seite bearbeiten", "/de/ueber-uns?edit"],
      ["Versionen", "/de/ueber-uns?edit&versions"],
      ["Redaktions-Hub", "/de/cms-hub"],
    ],
  );
  assert.deepEqual(await barState(page), ["published", "Zustand: Veröffentlicht"]);
  assert.ok(scripts.some((script) => /\/assets\/staff-bar-/.test(script)), `the bar's chunk: ${scripts.join(", ")}`);
  // Judged before edit mode: the editor's own page is checked by its tests (page-editor.test.ts).
  assert.deepEqual(problems, []);

  // Keyboard: after the skip link, the bar's first link.
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.keyboard.press("Tab");
  await page.keyboard.press("Tab");
  assert.equal(await page.evaluate(() => document.activeElement?.getAttribute("data-staff")), "edit");
  await Promise.all([page.waitForNavigation(), page.keyboard.press("Enter")]);
  await page.waitForSelector("[data-editor-ready] .editor-bar", { timeout: 15_000 });
  assert.equal(await page.$(BAR), null, "edit mode has the editor's toolbar, not the bar");
  await close();
});

test("'Versionen' opens edit mode with the versions dialog", async () => {
  const { page, close } = await open("/de/ueber-uns");
  await page.waitForSelector(`${BAR} [data-staff=versions]`);
  await Promise.all([page.waitForNavigation(), page.click(`${BAR} [data-staff=versions]`)]);
  await page.waitForSelector(".versions-dialog[open] .versions-list", { timeout: 15_000 });
  await close();
});

test("the user menu offers the hub and, on a CMS page, 'Seite bearbeiten'", async () => {
  const { page, close } = await open("/de/ueber-uns");
  await page.waitForSelector(".user-dropdown__button");
  await page.click(".user-dropdown__button");
  const links = await page.$$eval(".user-dropdown a.dropdown__link", (found) => found.map((link) => [link.textContent, link.getAttribute("href")]));
  assert.deepEqual(links, [
    ["Mein Profil", "/de/profil"],
    ["Seite bearbeiten", "/de/ueber-uns?edit"],
    ["Redaktions-Hub", "/de/cms-hub"],
  ]);
  await close();
});

test("a detail page's bar has 'Im Admin bearbeiten', which opens the item's form", async () => {
  const { body } = await app.getJson<{ results: { id: number; url: string }[] }>("/de/api/productions/");
  const production = body.results[0];
  const { page, close } = await open(production.url);
  await page.waitForSelector(`${BAR} [data-staff=admin]`);
  assert.deepEqual(
    await page.$$eval(`${BAR} a`, (links) => links.map((link) => [link.textContent, link.getAttribute("href")])),
    [
      ["Im Admin bearbeiten", `/admin/productions/${production.id}`],
      ["Redaktions-Hub", "/de/cms-hub"],
    ],
  );
  assert.equal(await page.$(`${BAR} [data-staff=edit]`), null, "no in-place editing of a production page");
  await Promise.all([page.waitForNavigation(), page.click(`${BAR} [data-staff=admin]`)]);
  await page.waitForSelector(".admin-form");
  await close();
});

test("a visitor gets no bar and loads no bar or editor chunk", async () => {
  const { page, scripts, close } = await open("/de/ueber-uns", { visitor: true });
  await pageIdle(page);
  assert.equal(await page.$(BAR), null);
  assert.ok(scripts.length > 0);
  assert.deepEqual(scripts.filter((script) => /\/(staff-bar|editor|admin)-/.test(script)), []);
  await close();
});

test("`noToolbar` and `?preview` show no bar and load no bar chunk", async () => {
  for (const query of ["noToolbar", "preview"]) {
    const { page, scripts, close } = await open(`/de/ueber-uns?${query}`);
    await page.waitForSelector(".user-dropdown__button");
    await pageIdle(page);
    assert.equal(await page.$(BAR), null, query);
    assert.deepEqual(scripts.filter((script) => /\/staff-bar-/.test(script)), [], query);
    await close();
  }
});

test("the bar shows each state: draft, offline, scheduled with its date", async () => {
  const drafted = await newPage();
  await app.db.insert(pageDrafts).values({ pageId: drafted.id, lang: "de", content: [], updatedBy: await editorId() });
  const offline = await newPage({ isOnline: false });
  const scheduled = await newPage();
  await app.db.insert(pageDrafts).values({ pageId: scheduled.id, lang: "de", content: [], publishAt: new Date("2026-06-20T16:30:00Z") });
  const later = await newPage({ onlineFrom: new Date("2026-07-01T08:00:00Z") });
  const expected: [typeof drafted, string, string][] = [
    [drafted, "draft", "Zustand: Entwurf mit unveröffentlichten Änderungen"],
    [offline, "offline", "Zustand: Offline"],
    [scheduled, "scheduled", "Zustand: Geplant für Sa, 20. Juni 2026, 18:30 Uhr"],
    [later, "scheduled", "Zustand: Geplant für Mi, 1. Juli 2026, 10:00 Uhr"],
  ];
  for (const [target, status, text] of expected) {
    const { page, close } = await open(target.de);
    await page.waitForSelector(`${BAR} .staff-bar__state`);
    assert.deepEqual(await barState(page), [status, text], target.de);
    await close();
  }
});

test("when the English version's last publish is older, the bar and the editor's toolbar say so and link to it in edit mode", async () => {
  const target = await newPage();
  const author = await editorId();
  const publish = (lang: "de" | "en", at: string) =>
    app.db.insert(pageVersions).values({ pageId: target.id, lang, kind: "publish", number: 1, content: { de: [], en: [] }, title: { de: "", en: "" }, authorId: author, createdAt: new Date(at) });
  await publish("en", "2026-05-01T12:00:00Z");
  await publish("de", "2026-05-20T12:00:00Z");
  const hint = "Die englische Fassung ist älter als diese (zuletzt veröffentlicht Fr, 1. Mai 2026, 14:00 Uhr). Englische Fassung bearbeiten";

  const { page, close } = await open(target.de);
  await page.waitForSelector(`${BAR} .translation-hint`);
  assert.equal(await page.$eval(`${BAR} .translation-hint`, (element) => element.textContent), hint);
  assert.equal(await page.$eval(`${BAR} .translation-hint a`, (link) => link.getAttribute("href")), `${target.en}?edit`);

  await Promise.all([page.waitForNavigation(), page.click(`${BAR} [data-staff=edit]`)]);
  await page.waitForSelector(".editor-bar .translation-hint", { timeout: 15_000 });
  assert.equal(await page.$eval(".editor-bar .translation-hint", (element) => element.textContent), hint);
  await Promise.all([page.waitForNavigation(), page.click(".editor-bar .translation-hint a")]);
  await page.waitForSelector("[data-editor-ready]", { timeout: 15_000 });
  assert.equal(new URL(page.url()).pathname, target.en);
  await close();

  // The English page is the newer one's other language: no hint there.
  const english = await open(target.en);
  await english.page.waitForSelector(`${BAR} .staff-bar__state`);
  assert.equal(await english.page.$(`${BAR} .translation-hint`), null);
  await english.close();
});

test("the bar passes axe, scrolls nothing sideways and covers nothing at 390 px and 1280 px", async () => {
  for (const width of [390, 1280]) {
    const { page, close } = await open("/de/ueber-uns", { width, bypassCsp: true });
    await page.waitForSelector(`${BAR} .staff-bar__state`);
    assert.deepEqual(await axeViolations(page), [], `axe at ${width} px`);
    const layout = await page.evaluate(() => {
      const bar = document.querySelector("nav.staff-bar")!.getBoundingClientRect();
      const header = document.querySelector(".site-header")!.getBoundingClientRect();
      return { sideways: document.documentElement.scrollWidth > document.documentElement.clientWidth, barBottom: bar.bottom, headerTop: header.top };
    });
    assert.equal(layout.sideways, false, `no sideways scrolling at ${width} px`);
    assert.ok(layout.barBottom <= layout.headerTop, `the bar sits above the header at ${width} px: ${JSON.stringify(layout)}`);
    await close();
  }
});
