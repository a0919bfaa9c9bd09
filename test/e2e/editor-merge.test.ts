// Two editors, one page, both saving (issue 22 point 1): the editor (Lisa Marten) and the admin (Jens
// Albers) have the same page open in separate browser contexts. Changes to different modules are
// both kept, and the editor whose page was clean loads the newer state on its next heartbeat; a module
// both changed opens the conflict dialog, side by side, and the page keeps what was chosen; a change
// saved under another editor's unsaved work is announced there and merged by that editor's save.
import assert from "node:assert/strict";
import { test } from "node:test";
import type { Page } from "puppeteer-core";
import { eq } from "drizzle-orm";
import { containers } from "../../server/db/schema.ts";
import type { EventDetail } from "../../shared/api/content-types.ts";
import type { ModuleData, Section } from "../../shared/api/page-content.ts";
import type { EventSummary, Paged } from "../../shared/api/types.ts";
import { PRESENCE_INTERVAL_MS } from "../../src/editor/hooks/use-presence.ts";
import { axeViolations } from "../helpers/axe.ts";
import { sharedBrowser } from "../helpers/browser.ts";
import { announcement, openEditor, storedSections, waitSaved } from "../helpers/editor-page.ts";
import { sharedTestApp } from "../helpers/test-app.ts";

const app = sharedTestApp();
const chromium = sharedBrowser();

/** Opens `path` in edit mode as `role` in a browser context of its own (its own session). */
async function openAs(role: "editor" | "admin", path: string, options: { bypassCsp?: boolean } = {}): Promise<Page> {
  const context = await chromium.browser.createBrowserContext();
  return (await openEditor(app, context, path, { role, ...options })).page;
}

const headlines = (sections: Section[]): ModuleData[] => sections.flatMap((section) => section.columns.flatMap((column) => column.children)).filter((module) => module.type === "headline");

/** Opens module `id`'s modal, replaces its headline text and takes it into the working copy. */
async function changeHeadline(page: Page, id: string, text: string, label = "Überschrift") {
  await page.bringToFront();
  await page.$eval(`[data-module-id="${id}"] [data-control=edit]`, (button) => (button as HTMLElement).click());
  await page.waitForSelector(".module-modal[open]");
  const field = await page.evaluate((wanted) => Array.from(document.querySelectorAll<HTMLLabelElement>(".module-modal label")).find((element) => element.firstChild?.textContent?.trim() === wanted)?.htmlFor ?? null, label);
  assert.ok(field, `the modal has a field labelled ${label}`);
  await page.click(`[id="${field}"]`, { clickCount: 3 });
  await page.keyboard.press("Backspace");
  await page.type(`[id="${field}"]`, text);
  await page.click('.module-modal button[type="submit"]');
  await page.waitForSelector(".module-modal", { hidden: true });
  await page.waitForSelector('.editor-bar__save-state[data-state="dirty"]');
}

/**
 * Saves and follows what the editor is offered: a stale-save dialog's "reload and keep my changes" (the
 * issue's clicks, before the merge existed) and then save again; with the merge no dialog comes.
 */
async function saveLikeTheIssue(page: Page) {
  await page.bringToFront();
  await page.$eval(".editor-toolbar [data-control=save]", (button) => (button as HTMLElement).click());
  const next = await page.waitForFunction(
    () => (document.querySelector(".editor-stale [data-control=reapply]") ? "reapply" : document.querySelector('.editor-bar__save-state[data-state="saved"]') ? "saved" : false),
    { timeout: 15_000 },
  );
  if ((await next.jsonValue()) === "reapply") {
    await page.click(".editor-stale [data-control=reapply]");
    await page.waitForSelector(".editor-stale", { hidden: true });
    await page.$eval(".editor-toolbar [data-control=save]", (button) => (button as HTMLElement).click());
    await waitSaved(page);
  }
}

test("the issue's repro: A saves headline 1, B saves headline 2 on a stale base; both headlines are kept, and A's clean editor loads them", async () => {
  const path = "besuch/gastronomie";
  const [first, second] = headlines(await storedSections(app, path));
  const a = await openAs("editor", `/de/${path}`);
  const b = await openAs("admin", `/de/${path}`);

  await changeHeadline(a, first.id, "Restaurant Souffleur – neu von A");
  await a.$eval(".editor-toolbar [data-control=save]", (button) => (button as HTMLElement).click());
  await waitSaved(a);

  await changeHeadline(b, second.id, "Pausengetränke – neu von B");
  await saveLikeTheIssue(b);
  const stored = headlines(await storedSections(app, path));
  assert.deepEqual(
    stored.slice(0, 2).map((module) => module.content),
    ["Restaurant Souffleur – neu von A", "Pausengetränke – neu von B"],
    "A's saved headline 1 is not lost",
  );
  await announcement(b, /Änderungen von Lisa Marten übernommen/);
  assert.match(await b.$eval(`[data-module-id="${first.id}"]`, (element) => element.textContent ?? ""), /neu von A/, "B's working copy shows A's change");
  assert.equal(await b.$eval(".editor-toolbar [data-control=undo]", (button) => (button as HTMLButtonElement).disabled), true, "undo cannot go back to a state without A's save");

  // A's working copy is clean: its next heartbeat learns of B's save and loads it (in front: Chrome
  // slows the timers of background pages).
  await a.bringToFront();
  await a.waitForFunction((id) => /neu von B/.test(document.querySelector(`[data-module-id="${id}"]`)?.textContent ?? ""), { timeout: 2 * PRESENCE_INTERVAL_MS + 10_000 }, second.id);
  await announcement(a, /Neue Fassung von Jens Albers geladen/);
  await waitSaved(a);
  await a.browserContext().close();
  await b.browserContext().close();
});

test("one module changed by both: the second sees theirs and mine side by side, must choose, and the page keeps the choice", async () => {
  const path = "ueber-uns";
  const [first, second] = headlines(await storedSections(app, path));
  const a = await openAs("editor", `/de/${path}`);
  const b = await openAs("admin", `/de/${path}`, { bypassCsp: true });

  await changeHeadline(a, first.id, "Wer wir sind – Fassung A");
  await a.$eval(".editor-toolbar [data-control=save]", (button) => (button as HTMLElement).click());
  await waitSaved(a);

  await changeHeadline(b, first.id, "Wer wir sind – Fassung B");
  await changeHeadline(b, second.id, "Geschichte – nur B");
  await b.$eval(".editor-toolbar [data-control=save]", (button) => (button as HTMLElement).click());
  const dialog = `.editor-merge[open] fieldset[data-module-id="${first.id}"]`;
  await b.waitForSelector(dialog);
  assert.equal(await b.$$eval(".editor-merge fieldset", (sets) => sets.length), 1, "only the module both changed asks");
  const row = await b.$eval(`${dialog} tr[data-field="content"]`, (tr) => ({
    label: tr.querySelector("th")?.textContent,
    theirs: tr.querySelector('[data-side="theirs"]')?.textContent,
    mine: tr.querySelector('[data-side="mine"]')?.textContent,
  }));
  assert.deepEqual(row, { label: "Überschrift", theirs: "Wer wir sind – Fassung A", mine: "Wer wir sind – Fassung B" });
  assert.match(await b.$eval(`${dialog} thead`, (head) => head.textContent ?? ""), /Fassung von Lisa Marten.*Ihre Fassung/);
  assert.deepEqual(await axeViolations(b), [], "the page with the dialog passes axe");

  // Nothing is written until every conflict is chosen: submitting without a choice keeps the dialog.
  assert.equal(await b.$eval(".editor-merge form", (form) => (form as HTMLFormElement).checkValidity()), false, "every module needs its choice");
  await b.click(".editor-merge [data-control=apply-choices]");
  assert.ok(await b.$(dialog), "the dialog stays without a choice");
  assert.equal(headlines(await storedSections(app, path))[0].content, "Wer wir sind – Fassung A");

  // By keyboard: focus the first choice (theirs), the arrow key moves to mine, Tab to the button, Enter.
  await b.focus(`${dialog} input[value="theirs"]`);
  await b.keyboard.press("ArrowDown");
  assert.equal(await b.$eval(`${dialog} input[value="mine"]`, (input) => (input as HTMLInputElement).checked), true);
  await b.keyboard.press("Tab");
  assert.equal(await b.evaluate(() => (document.activeElement as HTMLElement | null)?.dataset.control), "apply-choices");
  await b.keyboard.press("Enter");
  await b.waitForSelector(".editor-merge", { hidden: true });
  await announcement(b, /Änderungen von Lisa Marten übernommen/);
  await waitSaved(b);
  assert.deepEqual(
    headlines(await storedSections(app, path))
      .slice(0, 2)
      .map((module) => module.content),
    ["Wer wir sind – Fassung B", "Geschichte – nur B"],
  );
  await a.browserContext().close();
  await b.browserContext().close();
});

test("a save under another editor's unsaved changes is announced there, and that editor's save merges both", async () => {
  const path = "besuch/gastronomie";
  const [first, second] = headlines(await storedSections(app, path));
  const a = await openAs("editor", `/de/${path}`);
  const b = await openAs("admin", `/de/${path}`);
  await changeHeadline(b, second.id, "Pausen – B, noch ungespeichert");

  await changeHeadline(a, first.id, "Souffleur – A zuerst");
  await a.$eval(".editor-toolbar [data-control=save]", (button) => (button as HTMLElement).click());
  await waitSaved(a);

  await b.bringToFront();
  await b.waitForFunction(() => /Lisa Marten hat diese Seite inzwischen gespeichert/.test(document.querySelector("[data-editor-notice]")?.textContent ?? ""), { timeout: 2 * PRESENCE_INTERVAL_MS + 10_000 });
  assert.match(await b.$eval(`[data-module-id="${second.id}"]`, (element) => element.textContent ?? ""), /noch ungespeichert/, "the unsaved work stays");
  await b.$eval(".editor-toolbar [data-control=save]", (button) => (button as HTMLElement).click());
  await announcement(b, /Änderungen von Lisa Marten übernommen/);
  await waitSaved(b);
  await b.waitForFunction(() => (document.querySelector("[data-editor-notice]")?.textContent ?? "") === "");
  assert.deepEqual(
    headlines(await storedSections(app, path))
      .slice(0, 2)
      .map((module) => module.content),
    ["Souffleur – A zuerst", "Pausen – B, noch ungespeichert"],
  );
  await a.browserContext().close();
  await b.browserContext().close();
});

test("a container (an event's sections, English) merges two editors' saves the same way", async () => {
  const { body: events } = await app.getJson<Paged<EventSummary>>("/en/api/events/?page_size=1");
  const event = (await app.getJson<EventDetail>(`/en/api/events/${events.results[0].id}/`)).body;
  const slug = `event-${event.id}`;
  const headline = (id: string, content: string): ModuleData => ({ id, type: "headline", headline_level: 2, preline: "", content, subline: "", anchor: "" });
  const sections: Section[] = [{ id: "c1", layout: "100", extra_class: "", columns: [{ index: 0, classes: "", children: [headline("c-h1", "Talk"), headline("c-h2", "Drinks")] }] }];
  await app.db.insert(containers).values({ slug, contentType: "event", objectId: event.id, model: "events.event", columns: { de: [], en: sections } });
  const stored = async () => {
    const [row] = await app.db.select().from(containers).where(eq(containers.slug, slug));
    return row.columns.en[0].columns[0].children.map((module) => module.content);
  };
  const a = await openAs("editor", event.url);
  const b = await openAs("admin", event.url);

  await changeHeadline(a, "c-h1", "Talk after the show", "Headline");
  await a.$eval(".editor-toolbar [data-control=save]", (button) => (button as HTMLElement).click());
  await waitSaved(a);
  await changeHeadline(b, "c-h2", "Drinks in the interval", "Headline");
  await b.$eval(".editor-toolbar [data-control=save]", (button) => (button as HTMLElement).click());
  await announcement(b, /Changes by Lisa Marten merged in/);
  await waitSaved(b);
  assert.deepEqual(await stored(), ["Talk after the show", "Drinks in the interval"]);

  // The same module on both sides asks, in English.
  await changeHeadline(a, "c-h1", "Talk – A", "Headline");
  await a.$eval(".editor-toolbar [data-control=save]", (button) => (button as HTMLElement).click());
  await waitSaved(a);
  await changeHeadline(b, "c-h1", "Talk – B", "Headline");
  await b.$eval(".editor-toolbar [data-control=save]", (button) => (button as HTMLElement).click());
  await b.waitForSelector('.editor-merge[open] fieldset[data-module-id="c-h1"]');
  assert.match(await b.$eval(".editor-merge", (dialog) => dialog.textContent ?? ""), /Version by Lisa Marten.*Your version.*Keep the version by Lisa Marten.*Keep your version/);
  assert.equal(await b.$(".editor-merge [data-control=compare]"), null, "containers keep no versions to compare");
  await b.click('.editor-merge input[value="theirs"]');
  await b.click(".editor-merge [data-control=apply-choices]");
  await waitSaved(b);
  assert.deepEqual(await stored(), ["Talk – A", "Drinks in the interval"]);
  await a.browserContext().close();
  await b.browserContext().close();
});
