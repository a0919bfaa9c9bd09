import { defineModule, type ModuleRendering, type ModuleRenderProps, type ModuleValues } from "../define-module.ts";
import type { Field } from "../../../shared/fields/field.ts";
import { ArticleTeaser } from "../../components/article-teaser.tsx";
import type { ArticleSummary } from "../../../shared/api/content-types.ts";

// Spec §3 names the looked-up articles `article_objs` and `main_teaser_obj`: here every item holds its
// own `article_obj` (the server resolves pickers in place) and the large one is `main_teaser_obj`.
const fieldList = [
  { name: "headline", kind: "text", label: { de: "Überschrift", en: "Headline" }, maxLength: 200, searchable: true },
  {
    name: "main_teaser",
    kind: "reference",
    to: "articles",
    label: { de: "Hauptartikel (groß vorneweg)", en: "Main article (large, first)" },
    help: { de: "Optional: ein Artikel, der groß vor der Liste steht.", en: "Optional: an article shown large before the list." },
  },
  {
    name: "items",
    kind: "list",
    label: { de: "Artikel", en: "Articles" },
    itemLabel: { de: "Artikel", en: "Article" },
    required: true,
    minItems: 1,
    maxItems: 8,
    default: [{ article: null }],
    help: { de: "1 bis 8 Magazinartikel; nicht veröffentlichte werden Besuchern nicht gezeigt.", en: "1 to 8 magazine articles; unpublished ones are not shown to visitors." },
    item: [{ name: "article", kind: "reference", to: "articles", label: { de: "Artikel", en: "Article" }, required: true }],
  },
] as const satisfies readonly Field[];

type BlogTeaserList = ModuleValues<typeof fieldList>;
type Item = BlogTeaserList["items"][number] & { article_obj?: ArticleSummary | null };

function Render({ module }: ModuleRenderProps<BlogTeaserList>) {
  const main = (module.main_teaser_obj as ArticleSummary | null | undefined) ?? null;
  // Articles the server did not resolve (offline, deleted, or not resolved yet) are left out; the
  // main teaser is not shown twice when it is also an item.
  const seen = new Set(main ? [main.id] : []);
  const articles = (module.items as Item[]).flatMap((item) => {
    const article = item.article_obj;
    if (!article || seen.has(article.id)) return [];
    seen.add(article.id);
    return [article];
  });
  if (!main && articles.length === 0) return null;
  const level = module.headline ? 3 : 2;
  return (
    <div className="module-blog-teaser-list">
      {module.headline ? <h2 className="module-blog-teaser-list__headline">{module.headline}</h2> : null}
      {main ? <ArticleTeaser article={main} level={level} large className="module-blog-teaser-list__main" /> : null}
      {articles.length > 0 ? (
        <ul className="module-blog-teaser-list__items">
          {articles.map((article) => (
            <li key={article.id}>
              <ArticleTeaser article={article} level={level} />
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/** What visitors' browsers load of this type (src/modules/renderings.ts); the rest comes with the editor. */
export const rendering: ModuleRendering<BlogTeaserList> = {
  Render,
};

export const blogTeaserListModule = /* @__PURE__ */ defineModule({
  type: "blog_teaser_list",
  label: { de: "Blog-Teaser", en: "Blog list" },
  group: "teaser",
  icon: "newspaper",
  fields: fieldList,
}, rendering);
