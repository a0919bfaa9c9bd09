// One address of each visitor page type of issue 15 (home, calendar, event, production, person,
// article, search, form, CMS page) on a site with the demo season, in either language: found through
// the API, the form (which has no public list) in the database. The JavaScript budget test, the
// benchmark and the English-text test use it.
import type { Db } from "../../server/db/client.ts";
import { forms } from "../../server/db/schema.ts";
import type { Paged } from "../../shared/api/types.ts";
import type { Lang } from "../../shared/lib/localized.ts";
import { urlFor } from "../../src/route-paths.ts";

export const visitorPageTypes = ["home", "calendar", "event", "production", "person", "article", "search", "form", "CMS page"] as const;
export type VisitorPageType = (typeof visitorPageTypes)[number];

async function firstUrl(baseUrl: string, apiPath: string): Promise<string> {
  const response = await fetch(baseUrl + apiPath);
  if (!response.ok) throw new Error(`${apiPath} answered ${response.status}`);
  const { results } = (await response.json()) as Paged<{ url: string }>;
  if (!results[0]) throw new Error(`no demo item at ${apiPath}`);
  return results[0].url;
}

const searchWord: Record<Lang, string> = { de: "Theater", en: "theatre" };
const aboutUs: Record<Lang, string> = { de: "/de/ueber-uns", en: "/en/about-us" };

/** The path of one page of each type in `lang` (German unless told). */
export async function visitorPagePaths(baseUrl: string, db: Db, lang: Lang = "de"): Promise<Record<VisitorPageType, string>> {
  const [form] = await db.select().from(forms).limit(1);
  if (!form) throw new Error("no demo form");
  return {
    home: urlFor("home", {}, lang),
    calendar: urlFor("events", {}, lang),
    event: await firstUrl(baseUrl, `/${lang}/api/events/?page_size=1`),
    production: await firstUrl(baseUrl, `/${lang}/api/productions/?page_size=1`),
    person: await firstUrl(baseUrl, `/${lang}/api/persons/?page_size=1`),
    article: await firstUrl(baseUrl, `/${lang}/api/articles/?page_size=1`),
    search: urlFor("search", {}, lang, { q: searchWord[lang] }),
    form: urlFor("forms-slug-id", { slug: form.slug[lang], id: form.id }, lang),
    "CMS page": aboutUs[lang],
  };
}
