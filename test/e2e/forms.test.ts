// Forms in a real browser: the page is cacheable (no cookie with its HTML) and still sends; errors
// appear under the fields with focus on the first one, the server's own errors too; uploads go
// first; the thank-you text replaces the form and the entry is in the database.
import assert from "node:assert/strict";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { after, test } from "node:test";
import { desc, eq } from "drizzle-orm";
import type { Page } from "puppeteer-core";
import sharp from "sharp";
import { formEntries, forms, tempFiles } from "../../server/db/schema.ts";
import { urlFor } from "../../src/route-paths.ts";
import { axeViolations } from "../helpers/axe.ts";
import { sharedBrowser, waitForHydration, watchConsole } from "../helpers/browser.ts";
import { lyingJpeg } from "../helpers/broken-images.ts";
import { sharedTestApp } from "../helpers/test-app.ts";
import { storeConsent } from "../helpers/consent.ts";

const app = sharedTestApp();
const chromium = sharedBrowser();

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "kulisse-forms-e2e-"));
after(() => fs.rmSync(scratch, { recursive: true, force: true }));

async function formByTitle(title: string) {
  const all = await app.db.select().from(forms);
  const found = all.find((form) => form.title.de === title);
  assert.ok(found, `the demo form ${title}`);
  return found;
}

async function open(path: string): Promise<{ page: Page; problems: string[] }> {
  const page = await chromium.browser.newPage();
  await page.setBypassCSP(true);
  await page.setViewport({ width: 1280, height: 900 });
  await storeConsent(page, app.url);
  const problems = watchConsole(page);
  const response = await page.goto(app.url + path, { waitUntil: "load" });
  assert.equal(response?.status(), 200);
  assert.equal(response?.headers()["set-cookie"], undefined, "the page's HTML sets no cookie");
  await waitForHydration(page);
  await page.waitForSelector(".screen-form__actions button:not([disabled])");
  return { page, problems };
}

const focusedId = (page: Page) => page.evaluate(() => document.activeElement?.id ?? "");

/** What a field shows: its error text and how the control points to it. */
async function fieldState(page: Page, id: string) {
  return page.$eval(`#${id}`, (control) => {
    const describedBy = control.getAttribute("aria-describedby") ?? "";
    const errorElement = describedBy
      .split(" ")
      .map((ref) => document.getElementById(ref))
      .find((element) => element?.classList.contains("form-field__error"));
    return { invalid: control.getAttribute("aria-invalid"), error: errorElement?.textContent ?? null };
  });
}

// Chromium logs every 4xx answer of fetch as a console error; those are expected here.
const unexpected = (problems: string[]) => problems.filter((problem) => !/status of 400/.test(problem));

test("the form page's HTML is cacheable (by the browser) and sets no cookie", async () => {
  const contact = await formByTitle("Kontakt");
  const response = await fetch(app.url + urlFor("forms-slug-id", { slug: contact.slug.de, id: contact.id }, "de"));
  assert.equal(response.status, 200);
  assert.equal(response.headers.get("set-cookie"), null);
  assert.equal(response.headers.get("cache-control"), "private, no-cache");
  const html = await response.text();
  assert.match(html, /<noscript>/, "a note for visitors without JavaScript");
  assert.match(html, /<button type="submit" class="button" disabled="">/, "the button waits for the script");
});

test("contact form: an empty submit shows every error and focuses the first field; filled in, it is stored and thanked", async () => {
  const contact = await formByTitle("Kontakt");
  const { page, problems } = await open(urlFor("forms-slug-id", { slug: contact.slug.de, id: contact.id }, "de"));
  const id = (slug: string) => `form-${contact.id}-${slug}`;

  await page.click(".screen-form__actions button");
  await page.waitForSelector(".screen-form__summary[role='alert']");
  assert.deepEqual(await fieldState(page, id("email")), { invalid: "true", error: "Dieses Feld ist erforderlich!" });
  assert.deepEqual(await fieldState(page, id("message")), { invalid: "true", error: "Dieses Feld ist erforderlich!" });
  assert.deepEqual(await fieldState(page, id("name")), { invalid: null, error: null });
  assert.equal(await focusedId(page), id("email"));
  const summary = await page.$eval(".screen-form__summary", (element) => element.textContent ?? "");
  assert.match(summary, /Bitte prüfen Sie Ihre Angaben/);
  assert.match(summary, /Ihre Nachricht: Dieses Feld ist erforderlich!/);
  assert.deepEqual(await axeViolations(page), [], "no axe violations with the errors shown");

  // The summary's links lead to their fields.
  await page.click(".screen-form__summary li:nth-child(2) a");
  assert.equal(await focusedId(page), id("message"));

  await page.type(`#${id("name")}`, "Erika Mustermann");
  await page.type(`#${id("email")}`, "erika@example.de");
  await page.type(`#${id("email2")}`, "erika@example.com");
  await page.type(`#${id("message")}`, "Gibt es noch Karten für Sonntag?");
  await page.click(".screen-form__actions button");
  await page.waitForFunction((field) => document.activeElement?.id === field, {}, id("email2"));
  assert.deepEqual(await fieldState(page, id("email2")), { invalid: "true", error: "Die E-Mail-Adressen stimmen nicht überein." });
  assert.deepEqual(await fieldState(page, id("email")), { invalid: null, error: null });

  await page.$eval(`#${id("email2")}`, (input) => ((input as HTMLInputElement).value = ""));
  await page.type(`#${id("email2")}`, "erika@example.de");
  await page.click(".screen-form__actions button");
  await page.waitForSelector(".screen-form__thanks");
  assert.match(await page.$eval(".screen-form__thanks", (element) => element.textContent ?? ""), /Vielen Dank für Ihre Nachricht!/);
  assert.equal(await page.evaluate(() => document.activeElement?.classList.contains("screen-form__thanks")), true);
  assert.equal(await page.$("form.screen-form__form"), null, "the form is replaced");
  // The CSRF cookie came from an API answer, not from the page.
  assert.ok((await page.cookies()).some((cookie) => cookie.name === "csrftoken"));

  const [entry] = await app.db.select().from(formEntries).where(eq(formEntries.formId, contact.id)).orderBy(desc(formEntries.id)).limit(1);
  assert.deepEqual(entry.fieldValues, { name: "Erika Mustermann", email: "erika@example.de", message: "Gibt es noch Karten für Sonntag?" });
  assert.equal(entry.lang, "de");
  assert.deepEqual(problems, []);
  await page.close();
});

test("school form in English: the server's own errors appear under their fields (a damaged image, a choice not offered); with a file, the entry is stored with the upload", async () => {
  const school = await formByTitle("Schulvorstellung buchen");
  const { page, problems } = await open(urlFor("forms-slug-id", { slug: school.slug.en, id: school.id }, "en"));
  const id = (slug: string) => `form-${school.id}-${slug}`;
  const list = path.join(scratch, "participants.png");
  fs.writeFileSync(list, await sharp({ create: { width: 64, height: 48, channels: 3, background: "#3b0a17" } }).png().toBuffer());
  const uploadsBefore = (await app.db.select().from(tempFiles)).length;

  await page.type(`#${id("school")}`, "Goethe Grammar School");
  await page.type(`#${id("contact_person")}`, "Ms Berg");
  await page.type(`#${id("email")}`, "berg@goethe-school.org");
  await page.$eval(`#${id("preferred_date")}`, (input) => ((input as HTMLInputElement).value = "2026-11-05"));
  await page.click(`#${id("privacy")}`);
  const file = (await page.$(`#${id("attachment")}`)) as unknown as { uploadFile(path: string): Promise<void> };
  // A damaged image (its header claims far more than its data holds) first.
  const damaged = path.join(scratch, "damaged.jpg");
  fs.writeFileSync(damaged, await lyingJpeg());
  await file.uploadFile(damaged);
  // A choice the form does not offer (as a stale page or a tampered one would send): only the server can tell.
  await page.$eval(`#${id("production")}`, (select) => {
    const option = document.createElement("option");
    option.value = option.textContent = "Hamlet";
    select.append(option);
    (select as HTMLSelectElement).value = "Hamlet";
  });
  await page.click(".screen-form__actions button");
  await page.waitForFunction((field) => document.activeElement?.id === field, {}, id("attachment"));
  assert.deepEqual(await fieldState(page, id("attachment")), { invalid: "true", error: "The file is damaged or incomplete." });

  await file.uploadFile(list);
  await page.click(".screen-form__actions button");
  await page.waitForSelector(".screen-form__summary[role='alert']");
  await page.waitForFunction((field) => document.activeElement?.id === field, {}, id("production"));
  assert.deepEqual(await fieldState(page, id("production")), { invalid: "true", error: "Please choose from the options offered." });

  await page.select(`#${id("production")}`, "Tschick (13+)");
  await page.click(".screen-form__actions button");
  await page.waitForSelector(".screen-form__thanks");
  assert.match(await page.$eval(".screen-form__thanks", (element) => element.textContent ?? ""), /Thank you for your request!/);

  const [entry] = await app.db.select().from(formEntries).where(eq(formEntries.formId, school.id)).orderBy(desc(formEntries.id)).limit(1);
  assert.equal(entry.lang, "en");
  assert.deepEqual(entry.fieldValues.production, ["Tschick (13+)"]);
  assert.equal(entry.fieldValues.pupils, 25);
  assert.equal(entry.fieldValues.privacy, true);
  const uploads = await app.db.select().from(tempFiles);
  assert.equal(uploads.length, uploadsBefore + 1, "the file was uploaded once, and sent again by its id");
  const upload = uploads.find((row) => row.id === entry.fieldValues.attachment);
  assert.ok(upload, "the entry names the upload");
  assert.equal(upload.formEntryId, entry.id);
  assert.equal(upload.originalName, "participants.png");
  assert.equal(upload.contentType, "image/png");
  assert.deepEqual(unexpected(problems), []);
  await page.close();
});
