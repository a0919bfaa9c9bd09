// Admin details an editor met (issue 25 point 9): list dates written as German or English dates,
// never ISO; a new item with an "Online" box starts offline until someone ticks it; counts in the
// language's plural; an image credit shows its © once, on the site as in the admin.
import assert from "node:assert/strict";
import { test } from "node:test";
import { eq } from "drizzle-orm";
import { images, pages, productions } from "../../server/db/schema.ts";
import type { Section } from "../../shared/api/page-content.ts";
import { openAdminPage } from "../helpers/admin-page.ts";
import { sharedBrowser } from "../helpers/browser.ts";
import { sharedTestApp } from "../helpers/test-app.ts";

const app = sharedTestApp();
const chromium = sharedBrowser();

const openAdmin = (path: string) => openAdminPage(app, chromium.browser, path);

/** The cells of the list's column headed `heading`, as shown. */
async function column(path: string, heading: string): Promise<string[]> {
  const { page } = await openAdmin(path);
  try {
    await page.waitForSelector(".admin-table");
    return await page.$$eval(
      ".admin-table tr",
      (rows, wanted) => {
        const headings = [...rows[0].children].map((cell) => cell.textContent?.trim());
        const index = headings.indexOf(wanted);
        if (index < 0) throw new Error(`no column ${wanted}: ${headings.join(", ")}`);
        return rows.slice(1).map((row) => row.children[index]?.textContent?.trim() ?? "");
      },
      heading,
    );
  } finally {
    await page.close();
  }
}

test("the productions list writes premiere dates as German and as English dates, not ISO", async () => {
  const german = (await column("/admin/productions/", "Premiere am")).filter(Boolean);
  assert.ok(german.length > 0, "demo productions have premieres");
  for (const cell of german) assert.match(cell, /^\d{2}\.\d{2}\.\d{4}$/);
  const english = (await column("/admin/productions/?lang=en", "Premiere on")).filter(Boolean);
  for (const cell of english) assert.match(cell, /^\d{1,2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4}$/);
});

test("a new production saved without touching Online is offline, and the list says so", async () => {
  const { page } = await openAdmin("/admin/productions/new");
  try {
    await page.waitForSelector("#field-title-de");
    assert.equal(await page.$eval("#field-is_online", (box) => (box as HTMLInputElement).checked), false, "Online starts unticked");
    await page.type("#field-title-de", "Noch nicht entschieden");
    await page.type("#field-slug-de", "noch-nicht-entschieden");
    await page.type("#field-slug-en", "not-decided-yet");
    await page.click(".admin-form button[type=submit]");
    await page.waitForFunction(() => /\/\d+\?saved=1$/.test(location.href) && !!document.querySelector(".admin-notice"));
  } finally {
    await page.close();
  }
  const [stored] = await app.db.select({ isOnline: productions.isOnline }).from(productions).where(eq(productions.title, { de: "Noch nicht entschieden", en: "" }));
  assert.equal(stored?.isOnline, false);
  assert.deepEqual(await column("/admin/productions/?q=Noch%20nicht%20entschieden", "Online"), ["nein"]);
});

test("a list with one row counts one entry: '1 Eintrag', '1 item'", async () => {
  for (const [path, expected] of [["/admin/productions/?q=Noch%20nicht%20entschieden", "1 Eintrag"], ["/admin/productions/?q=Noch%20nicht%20entschieden&lang=en", "1 item"]]) {
    const { page } = await openAdmin(path);
    try {
      assert.equal(await page.$eval(".admin-count", (count) => count.textContent?.trim()), expected);
    } finally {
      await page.close();
    }
  }
});

test("an image credit shows its © once in the site's captions, typed with one or not", async () => {
  const [image] = await app.db.select({ id: images.id, credit: images.credit }).from(images).limit(1);
  const section: Section = {
    id: "credits",
    layout: "100",
    extra_class: "",
    columns: [{ index: 0, classes: "", children: [{ id: "picture", type: "image", image: image.id, format: "horizontal", caption: "Probe" }] }],
  };
  await app.db.insert(pages).values({ path: { de: "bildnachweis-test", en: "credit-test" }, title: { de: "Bildnachweis", en: "Credit" }, isOnline: true, content: { de: [section], en: [section] } });
  try {
    for (const credit of ["© Kulisse Demo", "Kulisse Demo"]) {
      await app.db.update(images).set({ credit }).where(eq(images.id, image.id));
      // React separates text parts with empty comments.
      const html = (await (await fetch(`${app.url}/de/bildnachweis-test`)).text()).replaceAll("<!-- -->", "");
      const shown = /class="module-image__credit">([^<]*)</.exec(html)?.[1]?.trim();
      assert.equal(shown, "© Kulisse Demo", `stored as "${credit}"`);
    }
  } finally {
    await app.db.update(images).set({ credit: image.credit }).where(eq(images.id, image.id));
  }
});
