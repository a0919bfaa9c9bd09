// Issue 16, point 4 (spec §2): every visitor page below home shows the breadcrumb from Home through
// the page's parents to the page itself, in a <nav> named in the page's language, the current page
// last with aria-current and no link; and carries the same trail as a schema.org BreadcrumbList
// (positions from 1, absolute URLs). Read from the server's HTML in German and English: the trail
// needs no JavaScript. The magazine's header has its search start, a plain GET form to the search.
import assert from "node:assert/strict";
import { before, test } from "node:test";
import { asc, sql } from "drizzle-orm";
import { Window } from "happy-dom";
import { forms, pages, series, venues } from "../../server/db/schema.ts";
import type { ArticleCategory, ArticleSummary, ArticleTag, PersonSummary, ProductionSummary } from "../../shared/api/content-types.ts";
import type { EventListItem, Paged } from "../../shared/api/types.ts";
import { languages, type Lang } from "../../shared/lib/localized.ts";
import { de } from "../../src/i18n/de.ts";
import { en } from "../../src/i18n/en.ts";
import { urlFor } from "../../src/route-paths.ts";
import { startWithHomeHero } from "../helpers/hero-first-page.ts";
import { sharedTestApp } from "../helpers/test-app.ts";

const app = sharedTestApp();
const texts = { de, en };

/** A crumb as the visitor reads it: its text and where it leads. */
type Crumb = [title: string, url: string];

const window = new Window();
function parse(html: string): Document {
  return new window.DOMParser().parseFromString(html, "text/html") as unknown as Document;
}

async function json<T>(path: string): Promise<T> {
  const response = await fetch(app.url + path);
  assert.equal(response.status, 200, path);
  return (await response.json()) as T;
}

async function documentAt(path: string): Promise<Document> {
  const response = await fetch(app.url + path);
  assert.equal(response.status, 200, path);
  return parse(await response.text());
}

/** The CMS page at `path` (below the prefix) in `lang` as a crumb, from the database. */
async function cmsCrumb(lang: Lang, path: string): Promise<Crumb> {
  const [row] = await app.db.select().from(pages).where(sql`${pages.path}->>${lang} = ${path}`);
  assert.ok(row, `a CMS page at ${path}`);
  return [row.title[lang] || row.title.de, `/${lang}/${path}`];
}

/** The page at the key's address and the trail it must show, for every page type below home. */
async function expectedTrails(lang: Lang): Promise<Record<string, { path: string; trail: Crumb[] }>> {
  const t = texts[lang];
  const home: Crumb = [lang === "de" ? "Startseite" : "Home", `/${lang}`];
  const screen = (name: "events" | "productions" | "ensemble" | "magazine" | "magazine-tags" | "search", title: string): Crumb => [title, urlFor(name, {}, lang)];
  const events = screen("events", t.screens.events.title);
  const productions = screen("productions", t.screens.productions.title);
  const ensemble = screen("ensemble", t.screens.ensemble.title);
  const magazine = screen("magazine", t.screens.magazine.title);
  const topics = screen("magazine-tags", t.screens.magazine.tagsTitle);
  const search = screen("search", t.screens.search.title);

  const first = async <T>(apiPath: string) => (await json<Paged<T>>(`/${lang}/api/${apiPath}`)).results[0]!;
  const event = await first<EventListItem>("events/?page_size=1");
  const production = await first<ProductionSummary>("productions/?page_size=1");
  const person = await first<PersonSummary>("persons/?page_size=1");
  const article = await first<ArticleSummary>("articles/?page_size=1");
  const [category] = await json<ArticleCategory[]>(`/${lang}/api/article-categories/`);
  const [tag] = await json<ArticleTag[]>(`/${lang}/api/article-tags/`);
  const categoryUrl = urlFor("magazine-categories-category-id", { category: category.slug, id: category.id }, lang);
  const tagUrl = urlFor("magazine-tags-tag-id", { tag: tag.slug, id: tag.id }, lang);
  const [venue] = await app.db.select().from(venues).orderBy(asc(venues.id)).limit(1);
  const [oneSeries] = await app.db.select().from(series).orderBy(asc(series.id)).limit(1);
  const [form] = await app.db.select().from(forms).orderBy(asc(forms.id)).limit(1);
  const venueUrl = urlFor("venues-slug-id", { slug: venue.slug[lang] || venue.slug.de, id: venue.id }, lang);
  const seriesUrl = urlFor("series-slug-id", { slug: oneSeries.slug[lang] || oneSeries.slug.de, id: oneSeries.id }, lang);
  const formUrl = urlFor("forms-slug-id", { slug: form.slug[lang] || form.slug.de, id: form.id }, lang);
  const about = await cmsCrumb(lang, lang === "de" ? "ueber-uns" : "about-us");
  const profile: Crumb = [t.user.profile, urlFor("user-profile", {}, lang)];
  const settings: Crumb = [t.user.settings, urlFor("user-settings", {}, lang)];

  return {
    "events list": { path: events[1], trail: [home, events] },
    event: { path: event.url, trail: [home, events, [event.title, event.url]] },
    "productions list": { path: productions[1], trail: [home, productions] },
    production: { path: production.url, trail: [home, productions, [production.title, production.url]] },
    "ensemble list": { path: ensemble[1], trail: [home, ensemble] },
    person: { path: person.url, trail: [home, ensemble, [person.name, person.url]] },
    "magazine list": { path: magazine[1], trail: [home, magazine] },
    "magazine list, page 2": { path: `${magazine[1]}?page=2`, trail: [home, magazine] },
    "magazine category": { path: categoryUrl, trail: [home, magazine, [category.name, categoryUrl]] },
    "magazine topics": { path: topics[1], trail: [home, magazine, topics] },
    "magazine topic": { path: tagUrl, trail: [home, magazine, topics, [`#${tag.name}`, tagUrl]] },
    article: { path: article.url, trail: [home, magazine, [article.title, article.url]] },
    venue: { path: venueUrl, trail: [home, [venue.name[lang] || venue.name.de, venueUrl]] },
    series: { path: seriesUrl, trail: [home, await cmsCrumb(lang, lang === "de" ? "abonnements" : "subscriptions"), [oneSeries.name[lang] || oneSeries.name.de, seriesUrl]] },
    form: { path: formUrl, trail: [home, [form.title[lang] || form.title.de, formUrl]] },
    search: { path: urlFor("search", {}, lang, { q: "Theater" }), trail: [home, search] },
    "search, events tab": { path: urlFor("search", { category: "events" }, lang, { q: "Theater" }), trail: [home, search] },
    "CMS page": { path: about[1], trail: [home, about] },
    "CMS page with a parent": { path: `/${lang}/${lang === "de" ? "ueber-uns/geschichte" : "about-us/history"}`, trail: [home, about, await cmsCrumb(lang, lang === "de" ? "ueber-uns/geschichte" : "about-us/history")] },
    "CMS page that starts with a hero": { path: `/${lang}/${lang === "de" ? "ueber-uns/jobs" : "about-us/jobs"}`, trail: [home, about, await cmsCrumb(lang, lang === "de" ? "ueber-uns/jobs" : "about-us/jobs")] },
    "legal page": { path: `/${lang}/agb`, trail: [home, await cmsCrumb(lang, "agb")] },
    profile: { path: profile[1], trail: [home, profile] },
    settings: { path: settings[1], trail: [home, settings] },
  };
}

/** The visible trail: every item's text and link (null for the current page) and which is current. */
function visibleTrail(document: Document, label: string) {
  const navs = [...document.querySelectorAll("nav.breadcrumb")];
  assert.equal(navs.length, 1, `${label}: one breadcrumb`);
  const nav = navs[0]!;
  return {
    name: nav.getAttribute("aria-label"),
    items: [...nav.querySelectorAll("ol > li")].map((li) => ({
      text: li.textContent?.trim() ?? "",
      href: li.querySelector("a")?.getAttribute("href") ?? null,
      current: li.getAttribute("aria-current"),
    })),
  };
}

interface ListItem {
  "@type": string;
  position: number;
  name: string;
  item: string;
}

function breadcrumbLists(document: Document): { itemListElement: ListItem[] }[] {
  return [...document.querySelectorAll('script[type="application/ld+json"]')]
    .map((script) => JSON.parse(script.textContent ?? "") as Record<string, unknown>)
    .filter((data) => data["@type"] === "BreadcrumbList" && data["@context"] === "https://schema.org") as unknown as { itemListElement: ListItem[] }[];
}

before(async () => {
  await app.ready;
  await startWithHomeHero(app.db, "ueber-uns/jobs");
});

for (const lang of languages) {
  test(`every page type below home shows its trail from Home, and the same BreadcrumbList (/${lang})`, async () => {
    const cases = await expectedTrails(lang);
    for (const [label, { path, trail }] of Object.entries(cases)) {
      const document = await documentAt(path);
      const visible = visibleTrail(document, label);
      assert.equal(visible.name, texts[lang].breadcrumb, `${label}: the navigation is named in the page's language`);
      const expected = trail.map(([title, url], index) => {
        const current = index === trail.length - 1;
        return { text: title, href: current ? null : url, current: current ? "page" : null };
      });
      assert.deepEqual(visible.items, expected, `${label} (${path})`);

      const lists = breadcrumbLists(document);
      assert.equal(lists.length, 1, `${label}: one BreadcrumbList`);
      assert.deepEqual(
        lists[0]!.itemListElement,
        trail.map(([title, url], index) => ({ "@type": "ListItem", position: index + 1, name: title, item: app.url + url })),
        `${label}: the BreadcrumbList is the visible trail`,
      );
    }
  });

  test(`the home page has no breadcrumb (/${lang})`, async () => {
    const document = await documentAt(`/${lang}`);
    assert.equal(document.querySelector("nav.breadcrumb"), null);
    assert.deepEqual(breadcrumbLists(document), []);
  });

  test(`the magazine header: breadcrumb, title, the search start, then the category links (/${lang})`, async () => {
    const t = texts[lang];
    for (const path of [urlFor("magazine", {}, lang), urlFor("magazine-tags", {}, lang)]) {
      const document = await documentAt(path);
      const header = document.querySelector("main header.page-header")!;
      const search = header.querySelector('form[role="search"]');
      assert.ok(search, `${path}: a search form in the magazine's header`);
      assert.equal(search.getAttribute("aria-label"), t.screens.magazine.search, "named in the page's language");
      // Without JavaScript it is a plain form: GET to the site search with `q`.
      assert.equal(search.getAttribute("method"), "get");
      assert.equal(search.getAttribute("action"), urlFor("search", {}, lang));
      const input = search.querySelector('input[name="q"]')!;
      assert.ok(input, "a search field named q");
      assert.equal(search.querySelector(`label[for="${input.id}"]`)?.textContent, t.screens.magazine.search, "the field has a label");
      assert.ok(search.querySelector('button[type="submit"]'), "a submit button");

      const order = ["nav.breadcrumb", "h1", 'form[role="search"]', "nav.magazine-nav"].map((selector) => document.querySelector(`main ${selector}`)!);
      for (let i = 1; i < order.length; i++) {
        assert.ok(order[i - 1]!.compareDocumentPosition(order[i]!) & window.Node.DOCUMENT_POSITION_FOLLOWING, `${path}: in the order of spec §2 (${i})`);
      }
    }
  });
}
