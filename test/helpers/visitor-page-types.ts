// One address of each visitor page type of issue 15 (home, calendar, event, production, person,
// article, search, form, CMS page) on a site with the demo season: found through the API, the form
// (which has no public list) in the database. The JavaScript budget test and the benchmark use it.
import type { Db } from "../../server/db/client.ts";
import { forms } from "../../server/db/schema.ts";
import type { Paged } from "../../shared/api/types.ts";
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

/** The path of one German page of each type. */
export async function visitorPagePaths(baseUrl: string, db: Db): Promise<Record<VisitorPageType, string>> {
  const [form] = await db.select().from(forms).limit(1);
  if (!form) throw new Error("no demo form");
  return {
    home: urlFor("home", {}, "de"),
    calendar: urlFor("events", {}, "de"),
    event: await firstUrl(baseUrl, "/de/api/events/?page_size=1"),
    production: await firstUrl(baseUrl, "/de/api/productions/?page_size=1"),
    person: await firstUrl(baseUrl, "/de/api/persons/?page_size=1"),
    article: await firstUrl(baseUrl, "/de/api/articles/?page_size=1"),
    search: urlFor("search", {}, "de", { q: "Theater" }),
    form: urlFor("forms-slug-id", { slug: form.slug.de, id: form.id }, "de"),
    "CMS page": "/de/ueber-uns",
  };
}
