// Client navigation behaviour (spec §2, §9): the 2 px progress bar only for slow navigations, the
// loading skeleton of the target's page type, scroll to top and focus to <main>, hash targets 130 px
// below the top, and the breadcrumb of a child CMS page. The bar's 200 ms and 500 ms and the hash
// scroll's 1 s run on a clock the test turns (helpers/page-clock.ts): what counts as slow is decided
// by the test, not by how busy the machine is.
import assert from "node:assert/strict";
import { before, test } from "node:test";
import { sql } from "drizzle-orm";
import type { HTTPRequest, Page } from "puppeteer-core";
import { pages } from "../../server/db/schema.ts";
import type { PageContent } from "../../shared/api/page-content.ts";
import { pageIdle, sharedBrowser, waitForHydration, watchConsole } from "../helpers/browser.ts";
import { armedTimers, installPageClock, tick, waitForTimer } from "../helpers/page-clock.ts";
import { sharedTestApp } from "../helpers/test-app.ts";

const app = sharedTestApp();
const chromium = sharedBrowser();
/** Spec §2/§9: the bar starts after 200 ms and hides 500 ms after the end; a hash target waits 1 s. */
const START_MS = 200;
const HIDE_MS = 500;
const HASH_WAIT_MS = 1000;

before(async () => {
  await app.ready;
  // A link on "Über uns" to an anchor far down "Geschichte", with enough text below it to scroll.
  const filler = Array.from({ length: 40 }, (_, i) => `<p>Absatz ${i + 1} der Chronik.</p>`).join("");
  const section = (id: string, children: Record<string, unknown>[]) => ({ id, layout: "100", extra_class: "", columns: [{ index: 0, classes: "", children }] });
  const [parent] = await app.db.select().from(pages).where(sql`${pages.path}->>'de' = 'ueber-uns'`);
  const [child] = await app.db.select().from(pages).where(sql`${pages.path}->>'de' = 'ueber-uns/geschichte'`);
  const link = { id: "test-hash-link", type: "link", link_text: "Zur Chronik", link_url: "/de/ueber-uns/geschichte#chronik", extra_class: "", anchor: "", sticky: false };
  const parentContent: PageContent = { ...parent.content, de: [section("test-hash-link-section", [link]), ...parent.content.de] as PageContent["de"] };
  const spacer = { id: "test-spacer", type: "text", content: filler, anchor: "", decrease_distance: false };
  const anchor = { id: "test-anchor", type: "text", content: `<p>Chronik: die Jahre im Überblick.</p>${filler}`, anchor: "chronik", decrease_distance: false };
  const childContent: PageContent = { ...child.content, de: [...child.content.de, section("test-spacer-section", [spacer, anchor])] as PageContent["de"] };
  await app.db.update(pages).set({ content: parentContent }).where(sql`${pages.id} = ${parent.id}`);
  await app.db.update(pages).set({ content: childContent }).where(sql`${pages.id} = ${child.id}`);
});

/** Holds the page's API calls while closed, so a navigation stays slow exactly as long as a test needs. */
class ApiGate {
  private closed = false;
  private readonly pending: HTTPRequest[] = [];
  hold(): void {
    this.closed = true;
  }
  release(): void {
    this.closed = false;
    for (const request of this.pending.splice(0)) void request.continue().catch(() => {});
  }
  pass(request: HTTPRequest): void {
    if (this.closed && /\/(api|pageeditor-api)\//.test(new URL(request.url()).pathname)) this.pending.push(request);
    else void request.continue().catch(() => {});
  }
}

async function open(path: string, options: { gate?: ApiGate } = {}): Promise<{ page: Page; problems: string[] }> {
  const page = await chromium.browser.newPage();
  await page.setViewport({ width: 1280, height: 900 });
  await installPageClock(page, [START_MS, HIDE_MS, HASH_WAIT_MS]);
  const problems = watchConsole(page);
  // A decided cookie consent: its first-visit dialog is modal and would keep focus to itself.
  await page.setCookie({ name: "cookie_consent", value: encodeURIComponent("v1:"), url: app.url });
  if (options.gate) {
    const gate = options.gate;
    await page.setRequestInterception(true);
    page.on("request", (request: HTTPRequest) => gate.pass(request));
  }
  await page.goto(app.url + path, { waitUntil: "load" });
  await waitForHydration(page);
  return { page, problems };
}

/** Records every data-phase the progress bar goes through, from now on. */
async function recordProgressPhases(page: Page): Promise<void> {
  await page.evaluate(() => {
    const bar = document.querySelector(".nav-progress")!;
    const seen: string[] = [];
    (window as unknown as { phases: string[] }).phases = seen;
    new MutationObserver(() => seen.push(bar.getAttribute("data-phase") ?? "")).observe(bar, { attributes: true, attributeFilter: ["data-phase"] });
  });
}

const phase = (page: Page) => page.$eval(".nav-progress", (bar) => bar.getAttribute("data-phase"));

async function clientNavigate(page: Page, href: string): Promise<void> {
  await page.evaluate((target) => {
    const link = [...document.querySelectorAll<HTMLAnchorElement>("a")].find((a) => a.getAttribute("href") === target);
    if (!link) throw new Error(`no link to ${target}`);
    link.click();
  }, href);
}

test("a slow navigation shows the 2 px progress bar and the skeleton of the target's type", async () => {
  const gate = new ApiGate();
  const { page, problems } = await open("/de", { gate });
  await page.evaluate(() => ((window as unknown as { alive: boolean }).alive = true));
  const productionsList = await page.$eval("a[href='/de/produktionen']", (a) => a.getAttribute("href"));
  assert.equal(productionsList, "/de/produktionen");
  for (const [href, skeleton] of [
    ["/de/produktionen", "threeCardGrid"],
    ["/de/spielplan", "eventList"],
  ] as const) {
    await recordProgressPhases(page);
    gate.hold();
    await clientNavigate(page, href);
    // The navigation is loading and the bar's delay counts from here; nothing shows before it ends.
    await waitForTimer(page, START_MS);
    await tick(page, START_MS - 1);
    await pageIdle(page);
    assert.equal(await phase(page), "idle", "no bar before 200 ms");
    assert.equal(await page.$(".route-skeleton"), null, "no skeleton before 200 ms");
    await tick(page, 1);
    await page.waitForSelector(".nav-progress[data-phase='running']");
    assert.equal(await page.$eval(".nav-progress", (bar) => getComputedStyle(bar).height), "2px");
    assert.equal(await page.$eval(".nav-progress", (bar) => bar.getAttribute("aria-hidden")), "true");
    await page.waitForSelector(`.route-skeleton[data-skeleton='${skeleton}']`);
    assert.equal(await page.$eval(".route-skeleton", (el) => el.getAttribute("aria-hidden")), "true");
    assert.match(await page.$eval("[role='status']", (el) => el.textContent ?? ""), /Seite wird geladen/);
    // The page being left is hidden behind the skeleton.
    assert.equal(await page.$eval("main#main > .route-skeleton + *", (el) => getComputedStyle(el).display), "none");
    gate.release();
    await page.waitForFunction((target) => location.pathname === target && !document.querySelector(".route-skeleton"), { timeout: 10_000 }, href);
    // Completes, then hides after 500 ms.
    await waitForTimer(page, HIDE_MS);
    assert.equal(await phase(page), "done");
    await tick(page, HIDE_MS - 1);
    await pageIdle(page);
    assert.equal(await phase(page), "done", "still there before 500 ms");
    await tick(page, 1);
    await page.waitForFunction(() => document.querySelector(".nav-progress")?.getAttribute("data-phase") === "idle");
    const phases = await page.evaluate(() => (window as unknown as { phases: string[] }).phases);
    assert.deepEqual(phases.slice(-3), ["running", "done", "idle"]);
  }
  // From the events list to a production: the detail skeleton.
  const production = await page.evaluate(() => [...document.querySelectorAll<HTMLAnchorElement>("main a[href^='/de/produktionen/']")][0]?.getAttribute("href"));
  if (production) {
    gate.hold();
    await clientNavigate(page, production);
    await waitForTimer(page, START_MS);
    await tick(page, START_MS);
    await page.waitForSelector(".route-skeleton[data-skeleton='eventDetail']");
    gate.release();
    await page.waitForFunction((target) => location.pathname === target && !document.querySelector(".route-skeleton"), { timeout: 10_000 }, production);
  }
  assert.equal(await page.evaluate(() => (window as unknown as { alive?: boolean }).alive), true, "client navigation, no reload");
  assert.deepEqual(problems, []);
  await page.close();
});

test("a fast navigation shows neither progress bar nor skeleton", async () => {
  const { page, problems } = await open("/de/ueber-uns");
  await page.evaluate(() => {
    (window as unknown as { skeletons: number }).skeletons = 0;
    new MutationObserver(() => {
      if (document.querySelector(".route-skeleton")) (window as unknown as { skeletons: number }).skeletons++;
    }).observe(document.getElementById("main")!, { childList: true });
  });
  // Fast means: done before the clock reaches 200 ms. The clock stands still while a navigation
  // loads, so every navigation here is fast whatever the machine's load.
  for (const [href, title] of [["/de/impressum", "Impressum"], ["/de/ueber-uns", "Über uns"]]) {
    await recordProgressPhases(page);
    await page.evaluate(() => ((window as unknown as { skeletons: number }).skeletons = 0));
    const armed = (await armedTimers(page)).length;
    await clientNavigate(page, href);
    await page.waitForFunction((expected) => document.title.startsWith(expected), {}, title);
    assert.ok((await armedTimers(page)).slice(armed).includes(START_MS), "the navigation armed the bar's delay");
    // Long past every delay: the finished navigation's timer is gone and shows nothing late.
    await tick(page, 10 * HIDE_MS);
    await pageIdle(page);
    assert.deepEqual(await page.evaluate(() => (window as unknown as { phases: string[] }).phases), [], `no bar on ${href}`);
    assert.equal(await page.evaluate(() => (window as unknown as { skeletons: number }).skeletons), 0);
    assert.equal(await phase(page), "idle");
  }
  assert.deepEqual(problems, []);
  await page.close();
});

test("after a client navigation from a scrolled page the new page starts at the top, focus on <main>", async () => {
  const { page, problems } = await open("/de/ueber-uns/geschichte");
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  assert.ok((await page.evaluate(() => window.scrollY)) > 500, "the page is scrolled");
  await clientNavigate(page, "/de/impressum");
  await page.waitForFunction(() => location.pathname === "/de/impressum" && document.title.startsWith("Impressum"));
  await page.waitForFunction(() => window.scrollY === 0, { timeout: 2000 });
  assert.equal(await page.evaluate(() => document.activeElement?.id), "main");
  // Back restores the position the visitor left.
  await page.goBack();
  await page.waitForFunction(() => location.pathname === "/de/ueber-uns/geschichte");
  await page.waitForFunction(() => window.scrollY > 500, { timeout: 3000 });
  assert.deepEqual(problems, []);
  await page.close();
});

const chronikTop = (page: Page) => page.$eval("#chronik", (el) => el.getBoundingClientRect().top);

/** Once the hash scroll's 1 s has passed on the page's clock, #chronik is 130 px below the top. */
async function landsAfterTheWait(page: Page): Promise<void> {
  await waitForTimer(page, HASH_WAIT_MS);
  await tick(page, HASH_WAIT_MS);
  await pageIdle(page);
  const top = await chronikTop(page);
  assert.ok(Math.abs(top - 130) <= 5, `the target is ${top}px from the top`);
}

test("a hash target lands 130 px below the top after the spec's wait", async () => {
  const { page, problems } = await open("/de/ueber-uns");
  await clientNavigate(page, "/de/ueber-uns/geschichte#chronik");
  await page.waitForFunction(() => location.pathname === "/de/ueber-uns/geschichte" && !!document.getElementById("chronik"));
  await landsAfterTheWait(page);
  await page.close();

  // The same on a first load of the address with the hash.
  const direct = await chromium.browser.newPage();
  await direct.setViewport({ width: 1280, height: 900 });
  await installPageClock(direct, [HASH_WAIT_MS]);
  await direct.goto(`${app.url}/de/ueber-uns/geschichte#chronik`, { waitUntil: "load" });
  await waitForHydration(direct);
  await direct.evaluate(() => window.scrollTo(0, 0));
  await landsAfterTheWait(direct);
  await direct.close();
  assert.deepEqual(problems, []);
});

test("a child CMS page shows the breadcrumb Startseite → Über uns → Geschichte", async () => {
  const { page } = await open("/de/ueber-uns/geschichte");
  const items = await page.$$eval("nav.breadcrumb li", (lis) => lis.map((li) => ({ text: li.textContent, href: li.querySelector("a")?.getAttribute("href") ?? null, current: li.getAttribute("aria-current") })));
  assert.deepEqual(items, [
    { text: "Startseite", href: "/de", current: null },
    { text: "Über uns", href: "/de/ueber-uns", current: null },
    { text: "Geschichte", href: null, current: "page" },
  ]);
  assert.ok(await page.$eval("nav.breadcrumb", (nav) => nav.getAttribute("aria-label")));
  await page.close();
});
