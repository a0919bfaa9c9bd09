// blog_teaser_list: an optional headline and main article, 1–8 article items (spec §5 "Blog items 1-8").
import assert from "node:assert/strict";
import { test } from "node:test";
import { createElement, type ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import type { ArticleSummary } from "../../../shared/api/content-types.ts";
import { LangProvider } from "../../../src/i18n/index.tsx";
import { blogTeaserListModule } from "../../../src/modules/types/blog-teaser-list.tsx";
import { assertFailsAt, assertValid } from "../../helpers/module-schema.ts";
import type { AnyModuleDefinition } from "../../../src/modules/define-module.ts";

// The assertions take any definition; a typed one is widened to the registry's shape.
const definition = blogTeaserListModule as unknown as AnyModuleDefinition;

const items = (count: number) => Array.from({ length: count }, (_, index) => ({ article: index + 1 }));

test("blog_teaser_list: a headline, a main article and articles pass", () => {
  assertValid(definition, { headline: "Aus dem Magazin", main_teaser: 4, items: items(3) });
  assertValid(definition, { items: items(1) });
  assertValid(definition, { headline: "", items: items(8) });
  assertValid(definition, { headline: "x".repeat(200), items: items(2) });
});

test("blog_teaser_list: its defaults fail at the one empty article only", () => {
  assertFailsAt(definition, {}, "items.0.article");
});

test("blog_teaser_list: 1 to 8 articles", () => {
  assertFailsAt(definition, { items: [] }, "items", "must hold at least 1 item");
  assertFailsAt(definition, { items: items(9) }, "items", "must hold at most 8 items");
});

test("blog_teaser_list: every item needs an article, by id", () => {
  assertFailsAt(definition, { items: [{ article: 2 }, { article: 0 }] }, "items.1.article");
  assertFailsAt(definition, { items: [{ article: 2 }, {}] }, "items.1.article");
  assertFailsAt(definition, { items: [{ article: "2" }] }, "items.0.article");
  assertFailsAt(definition, { items: [{ article: 2, title: "x" }] }, "items.0.title");
});

test("blog_teaser_list: the headline has at most 200 characters", () => {
  assertFailsAt(definition, { headline: "x".repeat(201), items: items(1) }, "headline", "must be at most 200 characters");
});

test("blog_teaser_list: the main article is optional, but an id when given", () => {
  assertValid(definition, { main_teaser: undefined, items: items(1) });
  assertFailsAt(definition, { main_teaser: 0, items: items(1) }, "main_teaser");
  assertFailsAt(definition, { main_teaser: 1.5, items: items(1) }, "main_teaser");
});

const article = (id: number, title: string, extra: Partial<ArticleSummary> = {}): ArticleSummary => ({
  id,
  title,
  teaser: `Teaser ${id}`,
  url: `/de/magazin/artikel-${id}/${id}`,
  image: { id: 100 + id, url: `/media/a${id}.svg`, width: 1240, height: 700, alt: `Bild ${id}`, credit: "" },
  author: "Mara Lind",
  published_at: "2026-03-02T09:30:00+01:00",
  category: { id: 1, name: "Interview", style_name: "cc02", slug: "interview", slugs: { de: "interview", en: "interview" } },
  ...extra,
});

function render(module: Record<string, unknown>, lang: "de" | "en" = "de"): string {
  const Render = blogTeaserListModule.Render as unknown as (props: { module: Record<string, unknown> }) => ReactNode;
  const page = createElement(MemoryRouter, null, createElement(Render, { module: { id: "m", type: "blog_teaser_list", ...module } }));
  return renderToStaticMarkup(createElement(LangProvider, { lang, children: page }));
}

test("blog_teaser_list renders the main article large, then the items, from their looked-up articles", () => {
  const html = render({
    headline: "Aus dem Magazin",
    main_teaser: 1,
    main_teaser_obj: article(1, "Hauptartikel"),
    items: [{ article: 2, article_obj: article(2, "Zweiter") }, { article: 3, article_obj: null }, { article: 1, article_obj: article(1, "Hauptartikel") }, { article: 4 }],
  });
  assert.match(html, /<h2 class="module-blog-teaser-list__headline">Aus dem Magazin<\/h2>/);
  assert.equal((html.match(/<article /g) ?? []).length, 2, "unresolved items and the repeated main article are left out");
  assert.ok(html.indexOf("Hauptartikel") < html.indexOf("Zweiter"));
  assert.match(html, /article-teaser--large/);
  assert.match(html, /<h3 class="[^"]*"><a href="\/de\/magazin\/artikel-1\/1"[^>]*>Hauptartikel<\/a><\/h3>/);
  assert.match(html, /alt="Bild 2"/);
  assert.match(html, /<time dateTime="2026-03-02T09:30:00\+01:00">/);
  assert.match(html, /von Mara Lind/);
  assert.match(html, /article-teaser--cc02/);
});

test("blog_teaser_list: without a headline the cards are h2; with nothing resolved it renders nothing", () => {
  const html = render({ headline: "", items: [{ article: 2, article_obj: article(2, "Zweiter", { author: "", category: null }) }] }, "en");
  assert.match(html, /<h2 class="[^"]*"><a [^>]*>Zweiter<\/a><\/h2>/);
  assert.doesNotMatch(html, /module-blog-teaser-list__headline|article-teaser__category| by /);
  assert.equal(render({ headline: "Leer", items: [{ article: 2 }] }), "");
});
