// Drafts that publish on purpose (issue 25), end to end on the production build: an editor's saved
// draft is not what a visitor (a browser context of their own) sees; "Vorschau" shows the draft
// without the editor; "Veröffentlichen" makes it the visitors' page (the HTML cache follows);
// "Entwurf verwerfen" asks first and brings the editor back to the published content; axe finds nothing.
import assert from "node:assert/strict";
import { before, test } from "node:test";
import type { Page } from "puppeteer-core";
import { pages } from "../../server/db/schema.ts";
import type { PageSaved } from "../../shared/api/editor-types.ts";
import type { Section } from "../../shared/api/page-content.ts";
import { axeViolations } from "../helpers/axe.ts";
import { openPage, sharedBrowser } from "../helpers/browser.ts";
import { editorSessionCookie } from "../helpers/editor-session.ts";
import { sessionCaller, type SessionCaller } from "../helpers/session-call.ts";
import { sharedTestApp } from "../helpers/test-app.ts";

const app = sharedTestApp();
const chromium = sharedBrowser();
let caller: SessionCaller;
before(async () => {
  caller = await sessionCaller(app);
});

const oneText = (html: string): Section[] => [{ id: "s1", layout: "100", extra_class: "", columns: [{ index: 0, classes: "", children: [{ id: "t1", type: "text", content: html, anchor: "", decrease_distance: false }] }] }];

/** A page published with "Alte Fassung" and a saved draft with "Neue Fassung"; answers its id. */
async function pageWithDraft(slug: string): Promise<number> {
  const [row] = await app.db
    .insert(pages)
    .values({ path: { de: slug, en: `${slug}-en` }, title: { de: "Entwurfsseite", en: "Draft page" }, content: { de: oneText("<p>Alte Fassung</p>"), en: [] } })
    .returning({ id: pages.id });
  const saved = await caller.call<PageSaved>("editor", "PUT", `/de/pageeditor-api/page-content/${row.id}`, { base_version: null, sections: oneText("<p>Neue Fassung</p>") });
  assert.equal(saved.status, 200, JSON.stringify(saved.body));
  return row.id;
}

async function openEditor(path: string): Promise<Page> {
  const [name, value] = (await editorSessionCookie(app.db)).split("=");
  const { page } = await openPage(
    {
      async newPage() {
        const tab = await chromium.browser.newPage();
        await tab.setCookie({ name, value, url: app.url });
        return tab;
      },
    },
    app.url,
    `${path}?edit`,
    { bypassCsp: true },
  );
  await page.waitForSelector("[data-editor-ready]", { timeout: 15_000 });
  return page;
}

const mainText = (page: Page) => page.$eval("main", (element) => element.textContent ?? "");
const publishState = (page: Page) => page.$eval(".editor-bar__publish-state", (element) => [element.getAttribute("data-publish-state"), element.textContent]);

test("a saved draft stays with the editor until 'Veröffentlichen'; 'Vorschau' shows it without the editor; then visitors get it", async () => {
  await pageWithDraft("entwurf-veroeffentlichen");
  const visitorContext = await chromium.browser.createBrowserContext();
  try {
    const visitor = (await openPage(visitorContext, app.url, "/de/entwurf-veroeffentlichen")).page;
    assert.match(await mainText(visitor), /Alte Fassung/);
    assert.doesNotMatch(await mainText(visitor), /Neue Fassung/);

    const editor = await openEditor("/de/entwurf-veroeffentlichen");
    assert.match(await mainText(editor), /Neue Fassung/, "edit mode shows the draft");
    assert.deepEqual(await publishState(editor), ["draft", "Entwurf gespeichert – nicht veröffentlicht"]);

    const previewHref = await editor.$eval('[data-control="preview"]', (link) => (link as HTMLAnchorElement).getAttribute("href"));
    assert.equal(previewHref, "/de/entwurf-veroeffentlichen?preview");
    const preview = await chromium.browser.newPage();
    await preview.goto(app.url + previewHref!, { waitUntil: "load" });
    assert.match(await mainText(preview), /Neue Fassung/, "the preview is the draft");
    assert.equal(await preview.$(".editor-bar"), null, "without the editor's bar");
    assert.equal(await preview.$("[data-editor-ready]"), null, "without the editor");
    await preview.close();
    const visitorAgain = (await openPage(visitorContext, app.url, "/de/entwurf-veroeffentlichen?preview")).page;
    assert.match(await mainText(visitorAgain), /Alte Fassung/, "a visitor's ?preview is the published page");

    await editor.click('[data-control="publish"]');
    await editor.waitForSelector("dialog[open] [data-control='publish-confirm']", { visible: true });
    assert.deepEqual(await axeViolations(editor), []);
    await editor.click("dialog[open] [data-control='publish-confirm']");
    await editor.waitForSelector('.editor-bar__publish-state[data-publish-state="published"]');
    assert.deepEqual(await publishState(editor), ["published", "Veröffentlicht"]);

    await visitor.reload({ waitUntil: "load" });
    assert.match(await mainText(visitor), /Neue Fassung/, "visitors get the published draft, not a kept old page");
  } finally {
    await visitorContext.close();
  }
});

test("'Entwurf verwerfen' asks first, then the editor is back on the published content, and visitors never saw the draft", async () => {
  await pageWithDraft("entwurf-verwerfen");
  const editor = await openEditor("/de/entwurf-verwerfen");
  assert.match(await mainText(editor), /Neue Fassung/);
  await editor.click('[data-control="discard"]');
  await editor.waitForSelector("dialog[open][role='alertdialog'] [data-control='discard-confirm']", { visible: true });
  assert.deepEqual(await axeViolations(editor), []);
  await editor.click("dialog[open] [data-control='discard-confirm']");
  await editor.waitForSelector('.editor-bar__publish-state[data-publish-state="published"]');
  await editor.waitForFunction(() => document.querySelector("main")?.textContent?.includes("Alte Fassung"));
  assert.doesNotMatch(await mainText(editor), /Neue Fassung/);
  await editor.reload({ waitUntil: "load" });
  await editor.waitForSelector("[data-editor-ready]");
  assert.match(await mainText(editor), /Alte Fassung/, "the draft is gone on the server too");
  const html = await (await fetch(`${app.url}/de/entwurf-verwerfen`)).text();
  assert.match(html, /Alte Fassung/);
  assert.doesNotMatch(html, /Neue Fassung/);
});
