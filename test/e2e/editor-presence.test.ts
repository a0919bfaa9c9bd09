// Two editors, one page (issue: "while two editors have the same page open in edit mode, each sees
// that the other is there"): the editor and the admin open the same page with ?edit in separate
// browser contexts; each names the other in the toolbar, never themselves. (Leaving, and the 45 s
// window, are covered by the API test of presence.)
import assert from "node:assert/strict";
import { test } from "node:test";
import type { Page } from "puppeteer-core";
import { sharedBrowser } from "../helpers/browser.ts";
import { openEditor } from "../helpers/editor-page.ts";
import { sharedTestApp } from "../helpers/test-app.ts";
import { PRESENCE_INTERVAL_MS } from "../../src/editor/hooks/use-presence.ts";

const app = sharedTestApp();
const chromium = sharedBrowser();

async function openAs(role: "editor" | "admin", path: string): Promise<Page> {
  const context = await chromium.browser.createBrowserContext();
  return (await openEditor(app, context, path, { role })).page;
}

const presenceText = (page: Page) => page.evaluate(() => document.querySelector(".editor-bar__presence")?.textContent ?? "");

test("two editors on one page each see the other, never themselves", async () => {
  await app.ready;
  const first = await openAs("editor", "/de/impressum");
  assert.equal(await presenceText(first), "", "alone on the page");
  const second = await openAs("admin", "/de/impressum");
  // The second editor's first heartbeat already names the first.
  await second.waitForFunction(() => /Lisa Marten/.test(document.querySelector(".editor-bar__presence")?.textContent ?? ""));
  assert.doesNotMatch(await presenceText(second), /Jens Albers/, "never oneself");
  // The first editor learns of the second with its next heartbeat (in front: Chrome slows the
  // timers of background pages).
  await first.bringToFront();
  await first.waitForFunction(() => /Jens Albers/.test(document.querySelector(".editor-bar__presence")?.textContent ?? ""), { timeout: 2 * PRESENCE_INTERVAL_MS + 10_000 });
  assert.doesNotMatch(await presenceText(first), /Lisa Marten/);
  await second.browserContext().close();
  await first.browserContext().close();
});
