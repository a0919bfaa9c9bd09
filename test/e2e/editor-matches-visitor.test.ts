// What the editor shows is what visitors get (issue 25 point 4), on the production build in Chromium:
// - in ?edit a text module's box (border, background, padding, font) is the visitor's one, and its
//   rendered size is the same — the rich text editor's styles stay on its editing field;
// - "Vorschau" (?preview) of a saved draft is, full page and pixel for pixel, the page visitors get
//   once the draft is published, and the visitors' page before publishing is a different picture.
import assert from "node:assert/strict";
import { before, test } from "node:test";
import type { Page } from "puppeteer-core";
import sharp from "sharp";
import { pages } from "../../server/db/schema.ts";
import type { PageSaved } from "../../shared/api/editor-types.ts";
import type { Section } from "../../shared/api/page-content.ts";
import { openPage, sharedBrowser } from "../helpers/browser.ts";
import { openEditor } from "../helpers/editor-page.ts";
import { publishDraft } from "../helpers/publish-draft.ts";
import { sessionCaller, type SessionCaller } from "../helpers/session-call.ts";
import { sharedTestApp } from "../helpers/test-app.ts";

const app = sharedTestApp();
const chromium = sharedBrowser();
let caller: SessionCaller;
before(async () => {
  caller = await sessionCaller(app);
});

const VIEWPORT = { width: 1280, height: 900 };

const texts = (...htmls: string[]): Section[] => [
  { id: "s1", layout: "100", extra_class: "", columns: [{ index: 0, classes: "", children: htmls.map((content, index) => ({ id: `t${index}`, type: "text", content, anchor: "", decrease_distance: false })) }] },
];

async function publishedPage(slug: string, sections: Section[]): Promise<number> {
  const [row] = await app.db
    .insert(pages)
    .values({ path: { de: slug, en: `${slug}-en` }, title: { de: "Gleiche Seite", en: "Same page" }, content: { de: sections, en: [] } })
    .returning({ id: pages.id });
  return row.id;
}

/** A visitor's browser context of its own (no editor session), opening `path`. */
async function asVisitor<T>(path: string, look: (page: Page) => Promise<T>): Promise<T> {
  const context = await chromium.browser.createBrowserContext();
  try {
    const { page } = await openPage(context, app.url, path, VIEWPORT);
    return await look(page);
  } finally {
    await context.close();
  }
}

/** Makes a screenshot repeatable: no animations, transitions or caret; fonts and images loaded; nothing hovered. */
async function steady(page: Page): Promise<void> {
  await page.emulateMediaFeatures([{ name: "prefers-reduced-motion", value: "reduce" }]);
  await page.addStyleTag({ content: "*, *::before, *::after { animation: none !important; transition: none !important; caret-color: transparent !important; }" });
  await page.mouse.move(0, 0);
  await page.evaluate(async () => {
    (document.activeElement as HTMLElement | null)?.blur();
    await document.fonts.ready;
    // (inline: a named helper would not survive the trip into the page)
    await Promise.all(
      [...document.images]
        .filter((image) => !image.complete)
        .map(
          (image) =>
            new Promise((resolve) => {
              image.addEventListener("load", resolve, { once: true });
              image.addEventListener("error", resolve, { once: true });
            }),
        ),
    );
  });
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
}

interface Pixels {
  width: number;
  height: number;
  data: Buffer;
}

/** The screenshot's raw RGBA pixels, decoded by sharp (a PNG's bytes differ by encoder details alone). */
async function pixels(png: Uint8Array): Promise<Pixels> {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { width: info.width, height: info.height, data };
}

async function fullPage(page: Page): Promise<Pixels> {
  await steady(page);
  return pixels(await page.screenshot({ fullPage: true, captureBeyondViewport: true }));
}

async function mainShot(page: Page): Promise<Pixels> {
  await steady(page);
  const main = await page.$("main");
  assert.ok(main);
  return pixels(await main.screenshot());
}

const textModuleSize = (page: Page) => page.$$eval("main .module-text", (elements) => elements.map((element) => [element.getBoundingClientRect().width, element.getBoundingClientRect().height]));

function samePixels(actual: Pixels, expected: Pixels, what: string): void {
  assert.deepEqual([actual.width, actual.height], [expected.width, expected.height], `${what}: same size`);
  assert.ok(actual.data.equals(expected.data), `${what}: pixel-identical`);
}

const BOX_PROPERTIES = ["border-top", "border-right", "border-bottom", "border-left", "border-radius", "background-color", "background-image", "padding", "font", "color", "width", "line-height"];

const textModuleBoxes = (page: Page) =>
  page.$$eval(
    "main .module-text",
    (elements, properties) => elements.map((element) => Object.fromEntries(properties.map((property) => [property, getComputedStyle(element).getPropertyValue(property)]))),
    BOX_PROPERTIES,
  );

test("in edit mode a text module looks as visitors see it: the editor's field box does not leak onto the page", async () => {
  const path = "/de/gleiche-textbox";
  await publishedPage("gleiche-textbox", texts("<p>Erster Absatz im Textmodul.</p><p>Zweiter <strong>Absatz</strong>.</p>", "<p>Noch ein <a href=\"/de\">Textmodul</a>.</p>"));
  const visitorBoxes = await asVisitor(path, textModuleBoxes);
  const visitorSize = await asVisitor(path, textModuleSize);
  assert.equal(visitorBoxes.length, 2);

  const { page: editor } = await openEditor(app, chromium.browser, path);
  try {
    await editor.setViewport(VIEWPORT);
    // The editor chunk (with the rich text editor's stylesheet) is loaded once edit mode is ready.
    assert.ok(await editor.$("[data-editor-ready]"));
    assert.deepEqual(await textModuleBoxes(editor), visitorBoxes, "computed box of each text module");
    // Not a pixel comparison: the editor's module wrapper tints the background behind the text
    // (editor chrome, on purpose); the text module's own box and its size are the visitor's.
    assert.deepEqual(await textModuleSize(editor), visitorSize, "the text module's rendered size");
  } finally {
    await editor.close();
  }
});

test("'Vorschau' of a saved draft is pixel for pixel the page visitors get after publishing, and not the one before", async () => {
  const slug = "vorschau-gleich";
  const path = `/de/${slug}`;
  const id = await publishedPage(slug, texts("<p>Die alte Fassung des Textmoduls.</p>", "<p>Ein zweites, unverändertes Textmodul.</p>"));
  const saved = await caller.call<PageSaved>("editor", "PUT", `/de/pageeditor-api/page-content/${id}`, {
    base_version: null,
    sections: texts("<p>Die neue, <strong>deutlich längere</strong> Fassung des Textmoduls, die erst nach dem Veröffentlichen zu sehen ist.</p>", "<p>Ein zweites, unverändertes Textmodul.</p>"),
  });
  assert.equal(saved.status, 200, JSON.stringify(saved.body));

  const before = await asVisitor(path, fullPage);

  const editorsContext = await chromium.browser.createBrowserContext();
  const { page: editor } = await openEditor(app, editorsContext, path);
  const inEditorsContext = async (url: string) => {
    const tab = await editorsContext.newPage();
    await tab.setViewport(VIEWPORT);
    await tab.goto(app.url + url, { waitUntil: "load" });
    await tab.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    return tab;
  };
  try {
    const previewHref = await editor.$eval('[data-control="preview"]', (link) => link.getAttribute("href"));
    assert.equal(previewHref, `${path}?preview`);
    // The preview opens in the editor's own browser context (its session), as the link does.
    const previewTab = await inEditorsContext(previewHref!);
    assert.match(await previewTab.$eval("main", (main) => main.textContent ?? ""), /deutlich längere/, "the preview is the draft");
    const preview = await fullPage(previewTab);
    const previewMain = await mainShot(previewTab);

    await publishDraft((method, route, body) => caller.call("editor", method, route, body), id, saved.body.version.id);
    // The same browser after publishing: the header carries the editor's account name in both, so the
    // full page compares; `noToolbar` leaves out the staff bar, the editor's own control the preview has not.
    const publishedTab = await inEditorsContext(`${path}?noToolbar`);
    samePixels(preview, await fullPage(publishedTab), "?preview of the draft and the published page in the same browser (full page)");
    // An anonymous visitor's page differs only by the header's account button: its <main> is the preview's.
    const after = await asVisitor(path, fullPage);
    samePixels(previewMain, await asVisitor(path, mainShot), "the preview's <main> and an anonymous visitor's after publishing");
    assert.ok(before.height !== after.height || !before.data.equals(after.data), "the visitors' page before publishing is a different picture");
  } finally {
    await editorsContext.close();
  }
});
