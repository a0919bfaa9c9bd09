// Headless Debian Chromium through puppeteer-core, with the flags this machine needs.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { after, before } from "node:test";
import puppeteer, { type Browser, type Page } from "puppeteer-core";

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
export function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" || message.type() === "warn") problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on("pageerror", (error) => problems.push(`pageerror: ${(error as Error).message}`));
  return problems;
}

/** Waits until React has hydrated the page (the router marks the document). */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true", { timeout: 15_000 });
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
