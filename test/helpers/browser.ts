// Headless Debian Chromium through puppeteer-core, with the flags this machine needs.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { after, before } from "node:test";
import puppeteer, { type Browser, type Page } from "puppeteer-core";
import { storeConsent } from "./consent.ts";

export const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export async function launchBrowser(): Promise<Browser & { cleanup(): Promise<void> }> {
  if (!fs.existsSync(CHROMIUM)) throw new Error(`Chromium not found at ${CHROMIUM} (apt-get install chromium)`);
  const userDataDir = fs.mkdtempSync(path.join(os.tmpdir(), "kulisse-chromium-"));
  const browser = await puppeteer.launch({
    executablePath: CHROMIUM,
    headless: true,
    userDataDir,
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--disable-dev-shm-usage",
    ],
  });
  return Object.assign(browser, {
    async cleanup() {
      await browser.close();
      fs.rmSync(userDataDir, { recursive: true, force: true });
    },
  });
}

/** Collects console errors/warnings and uncaught page errors, for "no hydration warnings" checks. */
/**
 * Chromium's note that a preload was "not used within a few seconds from the window's load event"
 * depends on how busy the machine is (hydration on a loaded machine takes longer than that), not on
 * the page: which scripts a page preloads and uses is test/e2e/javascript-budget.test.ts's check.
 */
const TIMING_NOTES = [/was preloaded using link preload but not used within a few seconds/];

export function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on("console", (message) => {
    if (TIMING_NOTES.some((note) => note.test(message.text()))) return;
    if (message.type() === "error" || message.type() === "warn") problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on("pageerror", (error) => problems.push(`pageerror: ${(error as Error).message}`));
  return problems;
}

/** Waits until React has hydrated the page (the router marks the document). */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true", { timeout: 15_000 });
}

/**
 * Resolves when the page's main thread has nothing left to do (an idle callback, then a frame): the
 * work a change scheduled — React's renders and effects — has run, so "nothing happened" can be judged.
 */
export async function pageIdle(page: Page): Promise<void> {
  await page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => requestAnimationFrame(() => resolve()))));
}

/** One browser for the test file, launched before its tests and closed after them. */
export function sharedBrowser(): { readonly browser: Browser } {
  let browser: Awaited<ReturnType<typeof launchBrowser>> | undefined;
  before(async () => {
    browser = await launchBrowser();
  });
  after(() => browser?.cleanup());
  return {
    get browser() {
      if (!browser) throw new Error("the browser is used before it started");
      return browser;
    },
  };
}

export interface OpenedPage {
  page: Page;
  /** Console errors and warnings (hydration warnings among them) and uncaught page errors. */
  problems: string[];
  status: number;
}

/**
 * Opens `path` of the app in a new page of `browser` (or of a browser context), as a returning
 * visitor who has answered the cookie dialog, and waits until the page has hydrated.
 */
export async function openPage(
  browser: { newPage(): Promise<Page> },
  baseUrl: string,
  path: string,
  options: { width?: number; height?: number; bypassCsp?: boolean } = {},
): Promise<OpenedPage> {
  const page = await browser.newPage();
  // axe-core is injected as a script, which the page's CSP would block.
  if (options.bypassCsp) await page.setBypassCSP(true);
  await page.setViewport({ width: options.width ?? 1280, height: options.height ?? 900 });
  await storeConsent(page, baseUrl);
  const problems = watchConsole(page);
  const response = await page.goto(baseUrl + path, { waitUntil: "load" });
  await waitForHydration(page);
  return { page, problems, status: response?.status() ?? 0 };
}
