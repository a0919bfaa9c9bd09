// Edit mode in the browser for end-to-end tests: open a CMS page with ?edit as the demo editor, read
// the stored content, wait for the editor's states, and move focus with the keyboard only.
import assert from "node:assert/strict";
import type { Browser, Page } from "puppeteer-core";
import type { Section } from "../../shared/api/page-content.ts";
import { openPage } from "./browser.ts";
import { editorSessionCookie, sessionCookie } from "./editor-session.ts";
import type { SharedTestApp } from "./test-app.ts";

/** Opens `path` (e.g. "/de/impressum") in edit mode as the demo editor (or admin) and waits until the editor has taken over. */
export async function openEditor(app: SharedTestApp, browser: Pick<Browser, "newPage">, path: string, options: { bypassCsp?: boolean; role?: "editor" | "admin" } = {}): Promise<{ page: Page; problems: string[] }> {
  const [name, value] = (await sessionCookie(app.db, options.role ?? "editor")).split("=");
  const opened = await openPage(
    {
      async newPage() {
        const page = await browser.newPage();
        await page.setCookie({ name, value, url: app.url });
        return page;
      },
    },
    app.url,
    `${path}?edit`,
    { bypassCsp: options.bypassCsp },
  );
  await opened.page.waitForSelector("[data-editor-ready]", { timeout: 15_000 });
  return opened;
}

/** What editors saved (the page's draft since issue 25, else its published content), as the page API answers an editor. */
export async function storedSections(app: SharedTestApp, path: string): Promise<Section[]> {
  const response = await fetch(`${app.url}/de/pageeditor-api/page/${path}?draft=1`, { headers: { Cookie: await editorSessionCookie(app.db) } });
  return ((await response.json()) as { modules: Section[] }).modules;
}

export async function waitSaved(page: Page): Promise<void> {
  await page.waitForSelector('.editor-bar__save-state[data-state="saved"]');
}

/** Waits until the editor's aria-live region says something matching `pattern`. */
export async function announcement(page: Page, pattern: RegExp): Promise<void> {
  await page.waitForFunction((source, flags) => new RegExp(source, flags).test(document.querySelector("[data-editor-announcement]")?.textContent ?? ""), {}, pattern.source, pattern.flags);
}

/** Presses `key` with Control held. */
export async function pressWithControl(page: Page, key: string): Promise<void> {
  await page.keyboard.down("Control");
  await page.keyboard.press(key as never);
  await page.keyboard.up("Control");
}

/** Presses Ctrl+S and waits for the 'save' alert and the saved state. */
export async function saveByKeyboard(page: Page): Promise<void> {
  await pressWithControl(page, "s");
  await page.waitForSelector('[data-editor-alert="save"]:not(:empty)');
  await waitSaved(page);
}

/** Publishes the saved draft with the toolbar's "Veröffentlichen", as an editor does before visitors see it. */
export async function publishInEditor(page: Page): Promise<void> {
  await page.waitForSelector(".editor-toolbar [data-control=publish]:not([disabled])");
  await page.$eval(".editor-toolbar [data-control=publish]", (button) => (button as HTMLElement).click());
  await page.waitForSelector("[data-control=publish-confirm]", { visible: true });
  await page.$eval("[data-control=publish-confirm]", (button) => (button as HTMLElement).click());
  await page.waitForSelector('.editor-bar__publish-state[data-publish-state="published"]');
}

const focusMatches = (page: Page, selector: string) => page.evaluate((wanted) => document.activeElement?.matches(wanted) ?? false, selector);

/** A short description of the focused element, for failure messages. */
export function focusedElement(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return "body";
    const label = element.getAttribute("aria-label") ?? element.textContent?.trim().slice(0, 40) ?? "";
    return `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ""}.${element.className} [${element.dataset.control ?? ""}] ${label}`;
  });
}

/** Presses `key` (Tab, Shift+Tab, an arrow key) until the focused element matches `selector`. */
export async function keyTo(page: Page, selector: string, key: "Tab" | "Shift+Tab" | "ArrowRight" | "ArrowLeft" | "ArrowDown" = "Tab", limit = 150): Promise<void> {
  for (let step = 0; step < limit; step++) {
    if (await focusMatches(page, selector)) return;
    if (key === "Shift+Tab") {
      await page.keyboard.down("Shift");
      await page.keyboard.press("Tab");
      await page.keyboard.up("Shift");
    } else {
      await page.keyboard.press(key);
    }
  }
  assert.fail(`${key} did not reach ${selector} in ${limit} presses; focus is on ${await focusedElement(page)}`);
}

/**
 * Waits until focus is on an element matching `selector` (not <body>) and asserts it is visible:
 * the element matches :focus-visible (or :focus for outlines focused by the editor) and draws an
 * outline or a box shadow.
 */
export async function expectVisibleFocus(page: Page, selector: string, what: string): Promise<void> {
  try {
    await page.waitForFunction((wanted) => document.activeElement !== document.body && (document.activeElement?.matches(wanted) ?? false), { timeout: 5_000 }, selector);
  } catch {
    assert.fail(`${what}: focus should be on ${selector}, is on ${await focusedElement(page)}`);
  }
  const style = await page.evaluate(() => {
    const element = document.activeElement as HTMLElement;
    const computed = getComputedStyle(element);
    return { visible: element.matches(":focus-visible"), outline: computed.outlineStyle !== "none" && computed.outlineWidth !== "0px", shadow: computed.boxShadow !== "none" };
  });
  assert.ok(style.outline || style.shadow, `${what}: the focused ${await focusedElement(page)} shows an outline (${JSON.stringify(style)})`);
}
