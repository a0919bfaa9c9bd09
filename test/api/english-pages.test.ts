// Issue 16, "English is English": every visitor page type of the English site reads in English
// (only names of people, places and institutions may stay German) and its links stay in /en.
import assert from "node:assert/strict";
import { after, before, test } from "node:test";
import { like } from "drizzle-orm";
import { images, series, venues } from "../../server/db/schema.ts";
import { urlFor } from "../../src/route-paths.ts";
import { germanWordsIn, linksIntoGerman } from "../helpers/german-on-english-pages.ts";
import { startTestApp, type TestApp } from "../helpers/test-app.ts";
import { visitorPagePaths } from "../helpers/visitor-page-types.ts";

let app: TestApp;
let pages: Record<string, string>;

before(async () => {
  app = await startTestApp();
  const [venue] = await app.db.select().from(venues).orderBy(venues.id).limit(1);
  const [oneSeries] = await app.db.select().from(series).orderBy(series.id).limit(1);
  pages = {
    ...(await visitorPagePaths(app.url, app.db, "en")),
    "magazine list": urlFor("magazine", {}, "en"),
    venue: urlFor("venues-slug-id", { slug: venue.slug.en, id: venue.id }, "en"),
    series: urlFor("series-slug-id", { slug: oneSeries.slug.en, id: oneSeries.id }, "en"),
    // The demo page that holds every module type: images with credits, galleries, videos, teasers.
    "CMS page with every module": "/en/about-us/discover-the-theatre",
  };
});
after(() => app.close());

async function englishPage(path: string): Promise<string> {
  const response = await fetch(app.url + path, { redirect: "manual" });
  assert.equal(response.status, 200, `${path} answered ${response.status}`);
  return response.text();
}

test("every English visitor page type reads in English, without German words", async () => {
  const problems: string[] = [];
  for (const [type, path] of Object.entries(pages)) {
    const words = germanWordsIn(await englishPage(path));
    if (words.length > 0) problems.push(`${type} (${path}): ${words.join(", ")}`);
  }
  assert.deepEqual(problems, []);
});

test("links on English pages stay in /en, except the language switch and the hreflang alternates", async () => {
  const problems: string[] = [];
  for (const [type, path] of Object.entries(pages)) {
    for (const link of linksIntoGerman(await englishPage(path), app.url)) problems.push(`${type} (${path}): ${link}`);
  }
  assert.deepEqual(problems, []);
});

test("the demo's pictures carry no German words: one image serves both languages' pages", async () => {
  const problems: string[] = [];
  for (const image of await app.db.select().from(images).where(like(images.url, "/media/demo/%.png"))) {
    // Each demo picture is drawn as SVG, kept beside its PNG; the words in the drawing are its <text>.
    const drawing = await fetch(app.url + image.url.replace(/\.png$/, ".svg"));
    assert.equal(drawing.status, 200, image.url);
    const words = germanWordsIn(await drawing.text());
    if (words.length > 0) problems.push(`${image.url}: ${words.join(", ")}`);
    if (germanWordsIn(`<p>${image.credit}</p>`).length > 0) problems.push(`${image.url} credit: ${image.credit}`);
  }
  assert.deepEqual(problems, []);
});
