// highlight_teasers: an optional headline and 1–6 magazine categories, each showing its newest article.
import assert from "node:assert/strict";
import { test } from "node:test";
import { createElement, type ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { LangProvider } from "../../../src/i18n/index.tsx";
import type { ApiClient } from "../../../shared/api/contract/index.ts";
import type { ArticleSummary } from "../../../shared/api/content-types.ts";
import { highlightTeasersModule } from "../../../src/modules/types/highlight-teasers.tsx";
import { assertFailsAt, assertValid } from "../../helpers/module-schema.ts";
import type { AnyModuleDefinition } from "../../../src/modules/define-module.ts";

// The assertions take any definition; a typed one is widened to the registry's shape.
const definition = highlightTeasersModule as unknown as AnyModuleDefinition;

const categories = (count: number) => Array.from({ length: count }, (_, index) => ({ category: index + 1 }));

test("highlight_teasers: a headline and categories pass", () => {
  assertValid(definition, { headline: "Neu im Magazin", categories: categories(3) });
  assertValid(definition, { categories: categories(1) });
  assertValid(definition, { headline: "x".repeat(200), categories: categories(6) });
});

test("highlight_teasers: its defaults fail at the one empty category only", () => {
  assertFailsAt(definition, {}, "categories.0.category");
});

test("highlight_teasers: 1 to 6 categories, each one picked", () => {
  assertFailsAt(definition, { categories: [] }, "categories", "must hold at least 1 item");
  assertFailsAt(definition, { categories: categories(7) }, "categories", "must hold at most 6 items");
  assertFailsAt(definition, { categories: [{ category: 1 }, { category: 0 }] }, "categories.1.category");
});

test("highlight_teasers: the headline has at most 200 characters", () => {
  assertFailsAt(definition, { headline: "x".repeat(201), categories: categories(1) }, "headline", "must be at most 200 characters");
});

test("highlight_teasers: loads the newest article of each category in order, skipping empty and failing ones", async () => {
  const article = (id: number): ArticleSummary => ({ id, title: `A${id}`, teaser: "", url: `/de/magazin/a/${id}`, image: null, author: "", published_at: "2026-01-01T10:00:00Z", category: null });
  const calls: unknown[] = [];
  const api = {
    articlesTeaser: (input: { category?: number; page_size?: number }) => {
      calls.push(input);
      if (input.category === 3) return Promise.reject(new Error("down"));
      const results = input.category === 2 ? [] : input.category === 4 ? [article(10)] : [article(input.category! * 10), article(99)];
      return Promise.resolve({ count: results.length, next: null, previous: null, results });
    },
  } as unknown as ApiClient;
  const data = await highlightTeasersModule.loadData!({ headline: "", categories: [{ category: 5 }, { category: 2 }, { category: 3 }, { category: 1 }, { category: 4 }] }, api, "de");
  assert.deepEqual(
    data.map((item) => item.id),
    [50, 10],
    "category 4's newest is category 1's too: shown once",
  );
  assert.deepEqual(calls[0], { lang: "de", category: 5, page_size: 1 });
});

test("highlight_teasers renders the loaded articles as cards, and nothing before they arrive", () => {
  const Render = highlightTeasersModule.Render as unknown as (props: { module: Record<string, unknown>; data?: ArticleSummary[] }) => ReactNode;
  const html = (data?: ArticleSummary[]) =>
    renderToStaticMarkup(createElement(LangProvider, { lang: "en", children: createElement(MemoryRouter, null, createElement(Render, { module: { id: "m", type: "highlight_teasers", headline: "New in every section", categories: [{ category: 1 }] }, data })) }));
  const one: ArticleSummary = { id: 7, title: "Behind the set", teaser: "", url: "/en/magazine/behind/7", image: null, author: "Jo", published_at: "2026-02-01T10:00:00Z", category: { id: 1, name: "Background", style_name: "cc01", slug: "background", slugs: { de: "hintergrund", en: "background" } } };
  assert.equal(html(undefined), "");
  assert.equal(html([]), "");
  const markup = html([one]);
  assert.match(markup, /<h2 class="module-highlight-teasers__headline">New in every section<\/h2>/);
  assert.match(markup, /<h3 [^>]*><a href="\/en\/magazine\/behind\/7"[^>]*>Behind the set<\/a><\/h3>/);
  assert.match(markup, /Background/);
  assert.match(markup, / by Jo/);
});
