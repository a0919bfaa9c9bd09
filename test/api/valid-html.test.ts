// Issue 16, "Valid HTML": the server-rendered HTML of every visitor page type, in both languages, has
// no error in the W3C Nu HTML Checker. Warnings are printed, not failed.
import assert from "node:assert/strict";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { after, before, test } from "node:test";
import { asc, eq } from "drizzle-orm";
import { genres, series, venues } from "../../server/db/schema.ts";
import type { Lang } from "../../shared/lib/localized.ts";
import { urlFor } from "../../src/route-paths.ts";
import { isError, isWarning, validateHtmlFiles, type ValidatorMessage } from "../helpers/html-validator.ts";
import { startTestApp, type TestApp } from "../helpers/test-app.ts";
import { visitorPagePaths } from "../helpers/visitor-page-types.ts";

let app: TestApp;
let folder: string;
/** The saved page's file → "type (path)", to name it in a message. */
const pageOf = new Map<string, string>();

const everyModule: Record<Lang, string> = { de: "/de/ueber-uns/theater-entdecken", en: "/en/about-us/discover-the-theatre" };
const seriesList: Record<Lang, string> = { de: "/de/abonnements", en: "/en/subscriptions" };
const missing: Record<Lang, string> = { de: "/de/gibt-es-nicht", en: "/en/does-not-exist" };

/** The first link on the page at `pagePath` whose address matches `pattern`. */
async function firstLink(pagePath: string, pattern: RegExp): Promise<string> {
  const html = await (await fetch(app.url + pagePath)).text();
  const link = [...html.matchAll(/href="([^"]+)"/g)].map((match) => match[1]).find((href) => pattern.test(href));
  if (!link) throw new Error(`no link like ${pattern} on ${pagePath}`);
  return link;
}

async function pagesIn(lang: Lang): Promise<Record<string, string>> {
  const [venue] = await app.db.select().from(venues).orderBy(asc(venues.id)).limit(1);
  const [oneSeries] = await app.db.select().from(series).orderBy(asc(series.id)).limit(1);
  const [genre] = await app.db.select().from(genres).where(eq(genres.showInFilter, true)).orderBy(asc(genres.id)).limit(1);
  const magazine = urlFor("magazine", {}, lang);
  return {
    ...(await visitorPagePaths(app.url, app.db, lang)),
    "calendar with a filter": urlFor("events", {}, lang, { genre: String(genre.id) }),
    productions: urlFor("productions", {}, lang),
    ensemble: urlFor("ensemble", {}, lang),
    magazine,
    "magazine category": await firstLink(magazine, /\/categories\//),
    "magazine tags": urlFor("magazine-tags", {}, lang),
    "magazine tag": await firstLink(urlFor("magazine-tags", {}, lang), /\/tags\/[^/]+\/\d+$/),
    venue: urlFor("venues-slug-id", { slug: venue.slug[lang], id: venue.id }, lang),
    "series list": seriesList[lang],
    series: urlFor("series-slug-id", { slug: oneSeries.slug[lang], id: oneSeries.id }, lang),
    // Every module type, the venue list among them.
    "CMS page with every module": everyModule[lang],
    login: urlFor("login", {}, lang),
    "not found": missing[lang],
  };
}

before(async () => {
  app = await startTestApp();
  folder = fs.mkdtempSync(path.join(os.tmpdir(), "kulisse-valid-html-"));
  for (const lang of ["de", "en"] as const) {
    for (const [type, pagePath] of Object.entries(await pagesIn(lang))) {
      const response = await fetch(app.url + pagePath);
      assert.equal(response.status, type === "not found" ? 404 : 200, `${pagePath} answered ${response.status}`);
      const file = path.join(folder, `${lang}-${type.replace(/\W+/g, "-")}.html`);
      fs.writeFileSync(file, await response.text());
      pageOf.set(`file:${file}`, `${type} (${pagePath})`);
    }
  }
});
after(async () => {
  await app.close();
  fs.rmSync(folder, { recursive: true, force: true });
});

const describe = (message: ValidatorMessage) => `${pageOf.get(message.url) ?? message.url}, line ${message.lastLine}: ${message.message}\n    ${message.extract ?? ""}`;

test("every visitor page type validates without errors in both languages", async () => {
  const messages = await validateHtmlFiles([...pageOf.keys()].map((url) => url.slice("file:".length)));
  // Warnings once per kind, with a count and the first page that has it.
  const warnings = new Map<string, { count: number; first: ValidatorMessage }>();
  for (const message of messages.filter(isWarning)) {
    const seen = warnings.get(message.message);
    if (seen) seen.count += 1;
    else warnings.set(message.message, { count: 1, first: message });
  }
  for (const { count, first } of warnings.values()) console.log(`HTML checker warning, ${count}×, first on ${describe(first)}`);
  assert.deepEqual(messages.filter(isError).map(describe), []);
});
