// Showcase part "magazine teasers": a blog teaser list (a main article and the next ones) and the
// highlight teasers (the newest article of each magazine category), once full width and once in a
// narrow column. Article and category ids are read from what the magazine seed wrote.
import { asc, desc, eq, sql } from "drizzle-orm";
import { createModule } from "../../../../src/modules/create-module.ts";
import { blogTeaserListModule } from "../../../../src/modules/types/blog-teaser-list.tsx";
import { highlightTeasersModule } from "../../../../src/modules/types/highlight-teasers.tsx";
import { articleCategories, articles } from "../../schema.ts";
import type { ShowcasePart } from "./showcase-part.ts";

export const teasersShowcase: ShowcasePart = async ({ ctx }) => {
  const recent = await ctx.tx
    .select({ id: articles.id })
    .from(articles)
    .where(eq(articles.isOnline, true))
    .orderBy(desc(articles.publishedAt), desc(articles.id))
    .limit(10);
  // Only categories that have a published article: the module would show nothing for the others.
  const categories = await ctx.tx
    .select({ id: articleCategories.id })
    .from(articleCategories)
    .where(sql`exists (select 1 from ${articles} where ${articles.categoryId} = ${articleCategories.id} and ${articles.isOnline})`)
    .orderBy(asc(articleCategories.position), asc(articleCategories.id));
  if (recent.length < 4 || categories.length === 0) throw new Error("showcase teasers: the magazine seed must run first");
  const [main, ...rest] = recent.map((row) => row.id);

  return (b) => [
    b.section("100", [
      [
        createModule(blogTeaserListModule, {
          headline: b.t("Aus dem Magazin", "From the magazine"),
          main_teaser: main,
          items: rest.slice(0, 6).map((article) => ({ article })),
        }),
      ],
    ]),
    b.section(
      "100",
      [
        [
          createModule(highlightTeasersModule, {
            headline: b.t("Neu in jeder Rubrik", "New in every section"),
            categories: categories.slice(0, 6).map(({ id }) => ({ category: id })),
          }),
        ],
      ],
      "cc03",
    ),
    b.section("67-33", [
      [
        b.headline(b.t("Hinter dem Vorhang", "Behind the curtain"), 2, b.t("Lindenauer Theatergespräche", "Lindenau theatre talks")),
        b.text(
          b.t(
            "<p>Probenbesuche, Gespräche mit dem Ensemble und Einblicke in die Werkstätten: Im Magazin des Staatstheaters Kulisse erzählen wir, wie eine Inszenierung entsteht – vom ersten Bühnenbildmodell bis zur Premiere.</p>",
            "<p>Rehearsal visits, conversations with the ensemble and glimpses into the workshops: in the Staatstheater Kulisse magazine we tell how a production comes about – from the first set model to the premiere night.</p>",
          ),
        ),
      ],
      [
        createModule(blogTeaserListModule, {
          headline: b.t("Zuletzt erschienen", "Latest articles"),
          items: rest.slice(0, 3).map((article) => ({ article })),
        }),
      ],
    ]),
  ];
};
