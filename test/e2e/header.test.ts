// The site header in a real browser: burger menu by keyboard, language dropdown, cart badge from the
// cookie, the logged-in editor's dropdown, 'Webshop offline', the scrolled style, and axe with the
// menus open. Per-visitor parts are filled in on the client, never in the server's HTML.
import assert from "node:assert/strict";
import { before, test } from "node:test";
import { eq } from "drizzle-orm";
import type { Page } from "puppeteer-core";
import { siteSettings, users } from "../../server/db/schema.ts";
import { createSession } from "../../server/services/sessions.ts";
import { clearSiteSettingsCache } from "../../server/services/site-settings.ts";
import { axeViolations } from "../helpers/axe.ts";
import { sharedBrowser, waitForHydration, watchConsole } from "../helpers/browser.ts";
import { sharedTestApp } from "../helpers/test-app.ts";

const app = sharedTestApp();
const chromium = sharedBrowser();

before(() => app.ready);

async function open(path: string, width = 1280, options: { cookies?: Record<string, string>; bypassCsp?: boolean } = {}): Promise<{ page: Page; problems: string[] }> {
  const page = await chromium.browser.newPage();
  if (options.bypassCsp) await page.setBypassCSP(true);
  await page.setViewport({ width, height: 800 });
  // Pages of one browser share cookies: start each test from a clean jar.
  await page.deleteCookie(...(await page.cookies(app.url)));
  // A decided cookie consent keeps the consent dialog out of the way.
  const cookies = { cookie_consent: "v1%3A", ...options.cookies };
  await page.setCookie(...Object.entries(cookies).map(([name, value]) => ({ name, value, url: app.url })));
  const problems = watchConsole(page);
  await page.goto(app.url + path, { waitUntil: "load" });
  await waitForHydration(page);
  return { page, problems };
}

const active = (page: Page) => page.evaluate(() => ({ className: document.activeElement?.className ?? "", text: document.activeElement?.textContent?.trim() ?? "", inPanel: !!document.activeElement?.closest(".menu-panel") }));

async function tabUntil(page: Page, test: (state: Awaited<ReturnType<typeof active>>) => boolean, max = 25): Promise<void> {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press("Tab");
    if (test(await active(page))) return;
  }
  assert.fail("the element was not reached with Tab");
}

async function setShopOnline(online: boolean) {
  await app.db.update(siteSettings).set({ isShopOnline: online }).where(eq(siteSettings.id, 1));
  clearSiteSettingsCache();
}

test("burger menu by keyboard: opens, submenu with Enter, Escape closes and returns focus; no scrolling behind", async () => {
  const { page, problems } = await open("/de", 375);
  const burger = ".site-header .burger";
  assert.equal(await page.$eval(burger, (b) => b.getAttribute("aria-expanded")), "false");
  assert.ok(await page.$eval(burger, (b) => document.getElementById(b.getAttribute("aria-controls")!)?.hidden), "the panel starts hidden");
  await tabUntil(page, (state) => state.className.includes("burger"));
  await page.keyboard.press("Enter");
  await page.waitForFunction(() => document.querySelector(".menu-panel")?.contains(document.activeElement));
  assert.equal(await page.$eval(burger, (b) => b.getAttribute("aria-expanded")), "true");
  assert.equal(await page.evaluate(() => document.body.classList.contains("no-scroll")), true);
  assert.equal(await page.$eval(".menu-panel", (panel) => panel.getAttribute("role")), "dialog");

  // Tab to the item with children ("Besuch planen") and open its submenu with Enter.
  await tabUntil(page, (state) => state.className.includes("menu-panel__toggle"));
  assert.equal((await active(page)).text, "Besuch planen");
  await page.keyboard.press("Enter");
  const submenu = await page.evaluate(() => {
    const toggle = document.activeElement as HTMLElement;
    const sub = document.getElementById(toggle.getAttribute("aria-controls")!)!;
    return { expanded: toggle.getAttribute("aria-expanded"), hidden: sub.hidden, links: [...sub.querySelectorAll("a")].map((a) => a.textContent) };
  });
  assert.deepEqual(submenu, { expanded: "true", hidden: false, links: ["Übersicht", "Anfahrt", "Barrierefreiheit", "Gastronomie"] });
  await page.keyboard.press("Tab");
  assert.equal((await active(page)).text, "Übersicht", "Tab moves into the submenu");

  // Focus stays inside the panel: many Tabs never leave it.
  for (let i = 0; i < 30; i++) {
    await page.keyboard.press("Tab");
    assert.ok((await active(page)).inPanel, "focus stays in the open menu");
  }

  await page.keyboard.press("Escape");
  await page.waitForFunction(() => document.querySelector(".site-header .burger")?.getAttribute("aria-expanded") === "false");
  assert.ok((await active(page)).className.includes("burger"), "focus is back on the burger");
  assert.equal(await page.$eval(".menu-panel", (panel) => (panel as HTMLElement).hidden), true);
  assert.equal(await page.evaluate(() => document.body.classList.contains("no-scroll")), false);
  assert.deepEqual(problems, []);
  await page.close();
});

test("axe: no violations with the burger menu open (375 px) and the language dropdown open (1280 px)", async () => {
  for (const lang of ["de", "en"]) {
    const phone = await open(`/${lang}`, 375, { bypassCsp: true });
    await phone.page.click(".site-header .burger");
    await phone.page.click(".menu-panel__toggle");
    await phone.page.waitForSelector(".menu-panel:not([hidden])");
    assert.deepEqual(await axeViolations(phone.page), []);
    await phone.page.close();

    const desktop = await open(`/${lang}`, 1280, { bypassCsp: true });
    await desktop.page.click(".lang-dropdown__button");
    await desktop.page.waitForSelector(".lang-dropdown .dropdown__panel:not([hidden])");
    assert.deepEqual(await axeViolations(desktop.page), []);
    await desktop.page.close();
  }
});

test("the language dropdown leads to the same page in the other language", async () => {
  const { page, problems } = await open("/de/ueber-uns");
  const button = ".lang-dropdown__button";
  assert.equal(await page.$eval(button, (b) => b.getAttribute("aria-expanded")), "false");
  await page.click(button);
  const links = await page.$$eval(".lang-dropdown .dropdown__link", (as) => as.map((a) => ({ text: a.textContent, href: a.getAttribute("href"), current: a.getAttribute("aria-current") })));
  assert.deepEqual(links, [
    { text: "Deutsch", href: "/de/ueber-uns", current: "true" },
    { text: "English", href: "/en/about-us", current: null },
  ]);
  // Escape closes it and returns focus to the button.
  await page.focus(".lang-dropdown .dropdown__link[hreflang='en']");
  await page.keyboard.press("Escape");
  assert.equal(await page.$eval(button, (b) => b.getAttribute("aria-expanded")), "false");
  assert.ok((await page.evaluate(() => document.activeElement?.className ?? "")).includes("lang-dropdown__button"));
  // Keyboard: Enter opens, Tab reaches English, Enter follows it.
  await page.keyboard.press("Enter");
  await page.keyboard.press("Tab");
  await page.keyboard.press("Tab");
  assert.equal(await page.evaluate(() => document.activeElement?.textContent), "English");
  await Promise.all([page.waitForFunction(() => location.pathname === "/en/about-us"), page.keyboard.press("Enter")]);
  await page.waitForFunction(() => document.documentElement.lang === "en" && document.querySelector("main h1")?.textContent !== "Über uns");
  assert.equal(await page.$eval(".lang-dropdown .dropdown__link[aria-current]", (a) => a.textContent), "English");
  assert.equal(await page.$eval(".lang-dropdown .dropdown__link[hreflang='de']", (a) => a.getAttribute("href")), "/de/ueber-uns");
  assert.deepEqual(problems, []);
  await page.close();
});

test("the cart badge reads the cartAmount cookie after hydration, on route changes and on cart-updated", async () => {
  const html = await (await fetch(`${app.url}/de`, { headers: { Cookie: "cartAmount=3" } })).text();
  assert.doesNotMatch(html, /cart-link__badge/, "the count is never in the server's HTML");

  const { page, problems } = await open("/de", 1280, { cookies: { cartAmount: "3" } });
  const badge = () => page.$eval(".cart-link", (a) => ({ badge: a.querySelector(".cart-link__badge")?.textContent ?? null, label: a.getAttribute("aria-label") }));
  await page.waitForSelector(".cart-link__badge");
  assert.deepEqual(await badge(), { badge: "3", label: "Warenkorb, 3 Artikel" });

  // The cookie changes (e.g. the webshop in another tab); a client navigation picks it up.
  await page.evaluate(() => (document.cookie = "cartAmount=5; path=/"));
  await Promise.all([page.waitForFunction(() => location.pathname === "/de/spielplan"), page.click(".desktop-menu a[href='/de/spielplan']")]);
  await page.waitForFunction(() => document.querySelector(".cart-link__badge")?.textContent === "5");

  await page.evaluate(() => {
    document.cookie = "cartAmount=7; path=/";
    window.dispatchEvent(new Event("cart-updated"));
  });
  await page.waitForFunction(() => document.querySelector(".cart-link__badge")?.textContent === "7");
  assert.deepEqual(await badge(), { badge: "7", label: "Warenkorb, 7 Artikel" });

  await page.evaluate(() => {
    document.cookie = "cartAmount=; path=/; max-age=0";
    window.dispatchEvent(new Event("cart-updated"));
  });
  await page.waitForFunction(() => !document.querySelector(".cart-link__badge"));
  assert.deepEqual(await badge(), { badge: null, label: "Warenkorb" });
  assert.deepEqual(problems, []);
  await page.close();
});

test("a logged-in editor sees first and last name with a dropdown: My Profile, Edit page (on a CMS page), the hub and Log out", async () => {
  const [editor] = await app.db.select().from(users).where(eq(users.role, "editor")).limit(1);
  const token = await createSession(app.db, editor.id, new Date());
  const anonymous = await (await fetch(`${app.url}/en`)).text();
  const { page, problems } = await open("/en", 1280, { cookies: { sessionid: token } });
  const button = ".user-dropdown__button";
  await page.waitForSelector(button);
  const details = await (await fetch(`${app.url}/en/api/user-details/`, { headers: { Cookie: `sessionid=${token}` } })).json();
  const name = `${details.first_name} ${details.last_name}`.trim();
  assert.ok(name.length > 1);
  assert.equal(await page.$eval(button, (b) => b.textContent?.trim()), name);
  assert.ok(!anonymous.includes(name), "the name is never in the anonymous HTML");
  await page.click(button);
  assert.equal(await page.$eval(button, (b) => b.getAttribute("aria-expanded")), "true");
  const items = await page.$eval(".user-dropdown .dropdown__panel", (panel) => ({
    profile: panel.querySelector("a")?.getAttribute("href"),
    texts: [...panel.querySelectorAll(".dropdown__link")].map((element) => element.textContent),
    logout: panel.querySelector("form")?.getAttribute("action"),
  }));
  assert.deepEqual(items, { profile: "/en/profile", texts: ["My Profile", "Edit page", "Editor hub", "Log out"], logout: "/en/logout" });
  await page.keyboard.press("Escape");
  assert.equal(await page.$eval(button, (b) => b.getAttribute("aria-expanded")), "false");
  assert.deepEqual(problems, []);
  await page.close();
});

test("'Webshop offline': cart and account are not links and show a tooltip on hover and focus", async () => {
  await setShopOnline(false);
  try {
    const { page, problems } = await open("/de", 1280);
    await page.waitForFunction(() => {
      const buttons = [...document.querySelectorAll(".site-header .tooltip-anchor button")];
      return buttons.length === 2 && buttons.every((button) => document.getElementById(button.getAttribute("aria-describedby") ?? ""));
    });
    const tools = await page.$$eval(".site-header .tooltip-anchor button", (buttons) =>
      buttons.map((button) => ({ name: button.textContent, tip: document.getElementById(button.getAttribute("aria-describedby")!)?.textContent })),
    );
    assert.deepEqual(tools, [
      { name: "Warenkorb", tip: "Webshop offline" },
      { name: "Anmelden", tip: "Webshop offline" },
    ]);
    assert.equal(await page.$(".cart-link"), null);
    const visible = (index: number) => page.$$eval(".site-header .tooltip", (tips, i) => getComputedStyle(tips[i]).visibility, index);
    assert.equal(await visible(0), "hidden");
    await page.focus(".site-header .tooltip-anchor button");
    assert.equal(await visible(0), "visible", "visible on focus");
    await page.keyboard.press("Escape");
    assert.equal(await visible(0), "hidden", "Escape dismisses it");
    const [, account] = await page.$$(".site-header .tooltip-anchor button");
    await account.hover();
    assert.equal(await visible(1), "visible", "visible on hover");
    assert.deepEqual(problems, []);
    await page.close();
  } finally {
    await setShopOnline(true);
  }
});

test("the header turns compact after scrolling a quarter of the viewport", async () => {
  const { page, problems } = await open("/de/spielplan", 1280);
  const scrolled = () => page.$eval(".site-header", (header) => header.classList.contains("site-header--scrolled"));
  assert.equal(await scrolled(), false);
  await page.evaluate(() => window.scrollTo(0, window.innerHeight * 0.25 + 40));
  await page.waitForFunction(() => document.querySelector(".site-header")!.classList.contains("site-header--scrolled"));
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForFunction(() => !document.querySelector(".site-header")!.classList.contains("site-header--scrolled"));
  assert.deepEqual(problems, []);
  await page.close();
});

test("today's opening hours: a label in the header and the declared SearchAction", async () => {
  const { page } = await open("/en", 1280);
  const label = await page.$eval(".site-header__hours .opening-hours", (p) => p.textContent ?? "");
  assert.match(label, /^Box office today: (Open from \d\d:\d\d|Open until \d\d:\d\d|Closed)$/);
  const jsonLd = await page.$$eval('script[type="application/ld+json"]', (scripts) => scripts.map((s) => JSON.parse(s.textContent!)).filter((d) => d["@type"] === "WebSite"));
  assert.equal(jsonLd.length, 1);
  assert.equal(jsonLd[0].potentialAction["@type"], "SearchAction");
  assert.match(jsonLd[0].potentialAction.target.urlTemplate, /\/en\/search\?q=\{search_term_string\}$/);
  await page.close();
});
