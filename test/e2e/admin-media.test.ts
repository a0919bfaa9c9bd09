// The admin's media library screen and its image fields, end to end on the production build: an
// editor uploads a PNG (and a file that is no image and a cut-short PNG, each refused in its own
// words) by the file input, fills the alt text and credit beside its progress, sets the focal point
// by keyboard and finds the image in the list; without JavaScript the list, search and one image's
// form still work; a venue's image is chosen through the dialog and saved; the screens have no axe
// violations at 375 and 1280 px.
import assert from "node:assert/strict";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { after, test } from "node:test";
import type { ElementHandle, Page } from "puppeteer-core";
import sharp from "sharp";
import { axeViolations } from "../helpers/axe.ts";
import { truncatedPng } from "../helpers/broken-images.ts";
import { openPage, sharedBrowser } from "../helpers/browser.ts";
import { editorSessionCookie } from "../helpers/editor-session.ts";
import { sharedTestApp } from "../helpers/test-app.ts";

const app = sharedTestApp();
const chromium = sharedBrowser();
const folder = fs.mkdtempSync(path.join(os.tmpdir(), "kulisse-admin-media-e2e-"));
after(() => fs.rmSync(folder, { recursive: true, force: true }));

async function pngFile(name: string, colour: string): Promise<string> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="900" height="600"><rect width="100%" height="100%" fill="${colour}"/><circle cx="300" cy="300" r="150" fill="#f5c542"/></svg>`;
  const file = path.join(folder, name);
  await sharp(Buffer.from(svg)).png().toFile(file);
  return file;
}

async function newEditorPage(javaScript = true): Promise<Page> {
  const [name, value] = (await editorSessionCookie(app.db)).split("=");
  const page = await chromium.browser.newPage();
  await page.setCookie({ name, value, url: app.url });
  await page.setJavaScriptEnabled(javaScript);
  return page;
}

async function openAdmin(path: string, options: { width?: number; bypassCsp?: boolean } = {}) {
  return openPage({ newPage: () => newEditorPage() }, app.url, path, options);
}

/** The image field's "choose" button (the field's control). */
const chooseImage = '.image-picker button[aria-haspopup="dialog"]';

/** The image this file's first test uploads, for the others. */
let uploadedId = 0;

test("an editor uploads a PNG in the media library, describes it, sets its focal point by keyboard and finds it in the list", async () => {
  const png = await pngFile("probebuehne-licht.png", "#24497a");
  const notAnImage = path.join(folder, "programmheft.png");
  fs.writeFileSync(notAnImage, "%PDF-1.4 not an image at all");
  const damaged = path.join(folder, "abgebrochen.png");
  fs.writeFileSync(damaged, await truncatedPng());
  const { page, problems } = await openAdmin("/admin/media/");
  assert.equal(await page.$eval("h1", (heading) => heading.textContent), "Mediathek");
  assert.ok(await page.$('.admin-nav a[href="/admin/media/"][aria-current="page"]'), "the navigation names the screen");
  // The drop zone is a button a keyboard reaches.
  assert.equal(await page.$eval(".media-drop__zone", (zone) => zone.tagName), "BUTTON");
  await page.evaluate(() => {
    const seen = new MutationObserver(() => {
      if (document.querySelector(".media-pending progress")) document.documentElement.dataset.sawProgress = "yes";
    });
    seen.observe(document.body, { childList: true, subtree: true });
  });
  const input = (await page.$("#media-files")) as ElementHandle<HTMLInputElement>;
  await input.uploadFile(png, notAnImage, damaged);
  await page.waitForFunction(() => document.querySelectorAll('.media-pending[data-pending="describe"], .media-pending[data-pending="failed"]').length === 3);
  await page.waitForSelector('.media-pending[data-pending="describe"]');
  assert.equal(await page.evaluate(() => document.documentElement.dataset.sawProgress), "yes", "an upload showed its progress bar");
  const failed = await page.$$eval('.media-pending[data-pending="failed"]', (items) => items.map((item) => item.textContent ?? "").sort());
  assert.match(failed[0], /abgebrochen\.png.*Die Datei ist beschädigt oder unvollständig\./);
  assert.match(failed[1], /programmheft\.png.*kein Bild in einem erlaubten Format/);

  const pending = '.media-pending[data-pending="describe"]';
  await page.type(`${pending} input[id$="-alt-de"]`, "Blaues Licht auf der Probebühne");
  await page.type(`${pending} input[id$="-alt-en"]`, "Blue light on the rehearsal stage");
  await page.type(`${pending} input[id$="-credit"]`, "Foto: Probe");
  await page.click(`${pending} button`);
  await page.waitForSelector('.media-pending[data-pending="ready"]');
  // The list reloads: the new image is in it with its alt text, and no longer marked.
  const item = await page.waitForFunction(() => [...document.querySelectorAll<HTMLElement>(".media-grid__item")].find((candidate) => /Blaues Licht auf der Probebühne/.test(candidate.textContent ?? ""))?.dataset.mediaId);
  uploadedId = Number(await item.jsonValue());
  assert.ok(uploadedId > 0);
  assert.equal(await page.$eval(`[data-media-id="${uploadedId}"]`, (element) => element.querySelector(".media-grid__missing") === null), true);
  assert.match(await page.$eval(`[data-media-id="${uploadedId}"]`, (element) => element.textContent ?? ""), /© Foto: Probe.*900 × 600 px/);

  // One image: the focal point by keyboard.
  await page.click(`[data-media-id="${uploadedId}"] a`);
  await page.waitForSelector("#field-focal_x");
  assert.match(page.url(), new RegExp(`/admin/media/${uploadedId}$`));
  await page.focus("#field-focal_x");
  for (let step = 0; step < 25; step++) await page.keyboard.press("ArrowDown");
  await page.keyboard.press("Tab");
  for (let step = 0; step < 20; step++) await page.keyboard.press("ArrowUp");
  assert.deepEqual(
    await page.$eval(".media-focal__point", (point) => [(point as HTMLElement).style.left, (point as HTMLElement).style.top]),
    ["25%", "70%"],
    "the point moves with the numbers",
  );
  await page.keyboard.press("Enter");
  await page.waitForSelector(".admin-notice");
  assert.match(page.url(), /\?saved=1$/);
  assert.equal(await page.$eval("#field-focal_x", (element) => (element as HTMLInputElement).value), "25");
  assert.equal(await page.$eval("#field-focal_y", (element) => (element as HTMLInputElement).value), "70");
  assert.deepEqual(problems.filter((problem) => !/status of 400/.test(problem)), [], "only the refused upload's 400");
  await page.close();
});

test("files dropped on the drop zone upload each on its own; one over 20 MB is refused in words", async () => {
  const small = (await sharp(await fs.promises.readFile(await pngFile("abgeworfen.png", "#2a6e3f"))).resize(120).png().toBuffer()).toString("base64");
  const { page } = await openAdmin("/admin/media/?lang=en");
  await page.evaluate((base64) => {
    const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
    const huge = new Uint8Array(21 * 1024 * 1024);
    huge.set(bytes.subarray(0, 16));
    const transfer = new DataTransfer();
    transfer.items.add(new File([bytes], "dropped.png", { type: "image/png" }));
    transfer.items.add(new File([huge], "huge.png", { type: "image/png" }));
    const zone = document.querySelector(".media-drop__zone")!;
    zone.dispatchEvent(new DragEvent("dragover", { dataTransfer: transfer, bubbles: true, cancelable: true }));
    zone.dispatchEvent(new DragEvent("drop", { dataTransfer: transfer, bubbles: true, cancelable: true }));
  }, small);
  await page.waitForFunction(() => document.querySelectorAll('.media-pending[data-pending="describe"], .media-pending[data-pending="failed"]').length === 2);
  assert.match(await page.$eval('.media-pending[data-pending="describe"] legend', (legend) => legend.textContent ?? ""), /dropped\.png/);
  assert.match(await page.$eval('.media-pending[data-pending="failed"]', (item) => item.textContent ?? ""), /huge\.png.*larger than 20 MB/);
  await page.close();
});

test("without JavaScript the media list searches and one image's form saves alt text and credit; the upload says it needs JavaScript", async () => {
  assert.ok(uploadedId > 0, "needs the first test's image");
  const page = await newEditorPage(false);
  await page.goto(`${app.url}/admin/media/?q=Probeb%C3%BChne&lang=en`, { waitUntil: "load" });
  assert.match(await page.$eval(".media-upload", (section) => section.innerHTML), /noscript/);
  assert.equal(await page.$(".media-drop__zone"), null, "no upload button that could not work");
  assert.ok(await page.$(`[data-media-id="${uploadedId}"]`), "the search finds the image");
  await page.goto(`${app.url}/admin/media/${uploadedId}?lang=en`, { waitUntil: "load" });
  await page.$eval("#field-credit", (element) => ((element as HTMLInputElement).value = ""));
  await page.type("#field-credit", "Photo: Rehearsal");
  await page.$eval("#field-focal_x", (element) => ((element as HTMLInputElement).value = "140"));
  await Promise.all([page.waitForNavigation(), page.click('button[name="intent"][value="save"]')]);
  assert.match(await page.$eval(".admin-problems", (element) => element.textContent ?? ""), /Horizontal/, "a focal point beyond 100 is refused at its field");
  assert.equal(await page.$eval("#field-credit", (element) => (element as HTMLInputElement).value), "Photo: Rehearsal", "what was typed stays");
  await page.$eval("#field-focal_x", (element) => ((element as HTMLInputElement).value = "30"));
  await Promise.all([page.waitForNavigation(), page.click('button[name="intent"][value="save"]')]);
  assert.match(page.url(), /\?saved=1&lang=en$|\?lang=en&saved=1$/);
  assert.equal(await page.$eval("#field-credit", (element) => (element as HTMLInputElement).value), "Photo: Rehearsal");
  assert.equal(await page.$eval("#field-focal_x", (element) => (element as HTMLInputElement).value), "30");
  await page.close();
});

test("a venue's image is chosen in its admin form through the media library's dialog and saved", async () => {
  assert.ok(uploadedId > 0, "needs the first test's image");
  const { page, problems } = await openAdmin("/admin/venues/1", { bypassCsp: true });
  const before = await page.$eval('input[type="hidden"][name="image"]', (element) => (element as HTMLInputElement).value);
  assert.notEqual(before, String(uploadedId));
  assert.equal(await page.$('input[type="number"][name="image"]'), null, "with JavaScript the number input gives way to the finder");
  await page.focus(chooseImage);
  await page.keyboard.press("Enter");
  await page.waitForSelector("dialog.admin-dialog[open]");
  assert.equal(await page.evaluate(() => document.activeElement?.id), "image-finder-query", "focus moves into the dialog");
  await page.keyboard.type("Blaues Licht");
  const choice = `dialog.admin-dialog button[data-image-id="${uploadedId}"]`;
  await page.waitForSelector(choice);
  assert.deepEqual(await axeViolations(page), [], "no axe violations with the dialog open");
  // Escape closes the dialog and gives the focus back (in the search field the first one empties it).
  await page.keyboard.press("Escape");
  if (await page.$("dialog.admin-dialog[open]")) await page.keyboard.press("Escape");
  await page.waitForFunction(() => !document.querySelector("dialog.admin-dialog"));
  assert.ok(await page.evaluate((button) => document.activeElement?.matches(button), chooseImage), "focus back on the choose button");
  await page.keyboard.press("Enter");
  await page.waitForSelector("dialog.admin-dialog[open]");
  await page.keyboard.type("Blaues Licht");
  await page.waitForSelector(choice);
  await page.click(choice);
  await page.waitForFunction(() => !document.querySelector("dialog.admin-dialog"));
  assert.equal(await page.$eval('input[type="hidden"][name="image"]', (element) => (element as HTMLInputElement).value), String(uploadedId));
  assert.match(await page.$eval(".image-picker figcaption", (element) => element.textContent ?? ""), /Blaues Licht auf der Probebühne/);
  await page.click(".admin-form button[type=submit]");
  await page.waitForFunction(() => /\/admin\/venues\/1\?saved=1$/.test(location.href) && !!document.querySelector(".admin-notice"));
  await page.reload({ waitUntil: "load" });
  await page.waitForSelector('input[type="hidden"][name="image"]');
  assert.equal(await page.$eval('input[type="hidden"][name="image"]', (element) => (element as HTMLInputElement).value), String(uploadedId));
  assert.deepEqual(problems, []);
  await page.close();

  // The image now says where it is used, and its delete is refused with that usage.
  const { page: imagePage } = await openAdmin(`/admin/media/${uploadedId}`);
  assert.match(await imagePage.$eval(".media-usage", (list) => list.textContent ?? ""), /Spielstätte/);
  await imagePage.click('button[name="intent"][value="delete"]');
  await imagePage.waitForSelector(".admin-usage .admin-problems");
  assert.match(await imagePage.$eval(".admin-usage", (section) => section.textContent ?? ""), /wird noch verwendet/);
  await imagePage.close();
});

test("an image uploaded in a form's dialog is chosen only once it has alt text; an unused image is deleted", async () => {
  const png = await pngFile("foyer-abend.png", "#5b2a6e");
  const { page } = await openAdmin("/admin/venues/2");
  await page.click(chooseImage);
  await page.waitForSelector("dialog.admin-dialog[open] #image-finder-files");
  const input = (await page.$("#image-finder-files")) as ElementHandle<HTMLInputElement>;
  await input.uploadFile(png);
  const pending = 'dialog.admin-dialog .media-pending[data-pending="describe"]';
  await page.waitForSelector(pending);
  const found = await page.waitForFunction(() => [...document.querySelectorAll<HTMLElement>("dialog.admin-dialog [data-unplaceable]")].find((button) => /foyer-abend\.png/.test(button.textContent ?? ""))?.dataset.imageId);
  const id = Number(await found.jsonValue());
  // Choosing it without alt text does not choose it: it asks for the texts.
  await page.click(`dialog.admin-dialog [data-image-id="${id}"]`);
  assert.ok(await page.$("dialog.admin-dialog[open]"), "the dialog stays open");
  await page.type(`${pending} input[id$="-alt-de"]`, "Das Foyer am Abend");
  await page.type(`${pending} input[id$="-alt-en"]`, "The foyer in the evening");
  await page.click(`${pending} button`);
  const choice = `dialog.admin-dialog button[data-image-id="${id}"]:not([data-unplaceable])`;
  await page.waitForSelector(choice);
  await page.click(choice);
  await page.waitForFunction(() => !document.querySelector("dialog.admin-dialog"));
  assert.equal(await page.$eval('input[type="hidden"][name="image"]', (element) => (element as HTMLInputElement).value), String(id));
  await page.close();

  // Not saved, so unused: its delete goes through.
  const { page: imagePage } = await openAdmin(`/admin/media/${id}`);
  assert.match(await imagePage.$eval(".admin-usage", (section) => section.textContent ?? ""), /Wird nirgends verwendet/);
  await imagePage.click('button[name="intent"][value="delete"]');
  await imagePage.waitForSelector('input[name="confirmed"]');
  assert.match(await imagePage.$eval(".admin-usage", (section) => section.textContent ?? ""), /endgültig gelöscht/);
  await imagePage.click('button[name="intent"][value="delete"]');
  await imagePage.waitForFunction(() => location.pathname === "/admin/media/" && !!document.querySelector(".admin-notice"));
  assert.equal(await imagePage.$(`[data-media-id="${id}"]`), null);
  await imagePage.close();
});

test("the media library's screens and the image dialog have no axe violations at 375 and 1280 px, in both languages", async () => {
  assert.ok(uploadedId > 0, "needs the first test's image");
  for (const width of [375, 1280]) {
    for (const address of ["/admin/media/", `/admin/media/${uploadedId}?lang=en`, "/admin/media/?lang=en&page=2", `/admin/media/${uploadedId}`, "/admin/venues/1"]) {
      const { page } = await openAdmin(address, { width, bypassCsp: true });
      const violations = await axeViolations(page);
      assert.deepEqual(violations, [], `${address} at ${width}px: ${JSON.stringify(violations, null, 1)}`);
      const tooWide = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
      assert.equal(tooWide, false, `${address} at ${width}px scrolls sideways`);
      if (address.startsWith("/admin/venues/")) {
        await page.click(chooseImage);
        await page.waitForSelector("dialog.admin-dialog[open] .image-finder__grid button");
        assert.deepEqual(await axeViolations(page), [], `the image dialog at ${width}px`);
        assert.equal(await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth), false, `the image dialog at ${width}px scrolls sideways`);
      }
      await page.close();
    }
  }
});
