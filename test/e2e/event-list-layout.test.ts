// Event list titles in a one-third column (issue 25 point 5, "Die Schn eekö nigin"): the row takes
// the narrow layout in a narrow column, so that every word of a title fits the title's width, and
// titles hyphenate in the page's language instead of breaking anywhere. At 1280 px in a 33-33-33
// section and at 390 px.
import assert from "node:assert/strict";
import { test } from "node:test";
import { pages } from "../../server/db/schema.ts";
import type { ModuleData, Section } from "../../shared/api/page-content.ts";
import { openPage, sharedBrowser } from "../helpers/browser.ts";
import { sharedTestApp } from "../helpers/test-app.ts";

const app = sharedTestApp();
const chromium = sharedBrowser();

const list = (id: string): ModuleData => ({ id, type: "event_list", date_from: "", date_to: "", filters: "", limit: 8 });

interface TitleFit {
  title: string;
  width: number;
  widestWord: { word: string; width: number };
  hyphens: string;
  wordBreak: string;
  lang: string;
}

test("titles in a one-third column and on a phone keep their words whole, hyphenated by the page's language", async () => {
  const section: Section = { id: "thirds", layout: "33-33-33", extra_class: "", columns: [0, 1, 2].map((index) => ({ index, classes: "", children: [list(`list-${index}`)] })) };
  await app.db.insert(pages).values({ path: { de: "drittel-spielplan", en: "thirds-programme" }, title: { de: "Drittel", en: "Thirds" }, isOnline: true, content: { de: [section], en: [section] } });
  for (const width of [1280, 390]) {
    const { page } = await openPage(chromium.browser, app.url, "/de/drittel-spielplan", { width });
    if (process.env.SCREENSHOT_DIR) await page.screenshot({ path: `${process.env.SCREENSHOT_DIR}/event-list-thirds-${width}.png`, fullPage: true });
    const fits = await page.$$eval(".module-event-list .event-row__title", (titles) => {
      const ruler = document.createElement("span");
      ruler.style.cssText = "position:absolute;visibility:hidden;white-space:nowrap";
      document.body.append(ruler);
      const measured = titles.map((title): TitleFit => {
        const style = getComputedStyle(title);
        ruler.style.font = style.font;
        ruler.style.letterSpacing = style.letterSpacing;
        const words = (title.textContent ?? "").split(/\s+/).filter(Boolean);
        const widths = words.map((word) => {
          ruler.textContent = word;
          return { word, width: ruler.getBoundingClientRect().width };
        });
        const widestWord = widths.reduce((widest, next) => (next.width > widest.width ? next : widest), { word: "", width: 0 });
        return { title: title.textContent ?? "", width: title.getBoundingClientRect().width, widestWord, hyphens: style.hyphens, wordBreak: style.wordBreak, lang: title.closest("[lang]")?.getAttribute("lang") ?? "" };
      });
      ruler.remove();
      return measured;
    });
    assert.ok(fits.length >= 3, `the lists show performances at ${width} px`);
    for (const fit of fits) {
      assert.ok(fit.widestWord.width <= fit.width, `at ${width} px "${fit.widestWord.word}" (${Math.ceil(fit.widestWord.width)} px) fits the title "${fit.title}" (${Math.floor(fit.width)} px)`);
      assert.equal(fit.hyphens, "auto", "titles hyphenate");
      assert.notEqual(fit.wordBreak, "break-all");
      assert.equal(fit.lang, "de", "by the page's language");
    }
    await page.close();
  }
});
