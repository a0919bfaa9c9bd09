// blog_teaser_list: an optional headline and main article, 1–8 article items (spec §5 "Blog items 1-8").
import { test } from "node:test";
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
