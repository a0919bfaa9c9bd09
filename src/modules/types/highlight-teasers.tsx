import { defineModule, type ModuleRendering, type ModuleRenderProps, type ModuleValues } from "../define-module.ts";
import type { Field } from "../../../shared/fields/field.ts";
import { ArticleTeaser } from "../../components/article-teaser.tsx";
import type { ArticleSummary } from "../../../shared/api/content-types.ts";

const fieldList = [
  { name: "headline", kind: "text", label: { de: "Überschrift", en: "Headline" }, maxLength: 200, searchable: true },
  {
    name: "categories",
    kind: "list",
    label: { de: "Kategorien", en: "Categories" },
    itemLabel: { de: "Kategorie", en: "Category" },
    required: true,
    minItems: 1,
    maxItems: 6,
    default: [{ category: null }],
    help: { de: "Je Kategorie erscheint ihr neuester Magazinartikel.", en: "Each category shows its newest magazine article." },
    item: [{ name: "category", kind: "reference", to: "article-categories", label: { de: "Kategorie", en: "Category" }, required: true }],
  },
] as const satisfies readonly Field[];

type HighlightTeasers = ModuleValues<typeof fieldList>;

function Render({ module, data }: ModuleRenderProps<HighlightTeasers, ArticleSummary[]>) {
  // Until the articles have streamed in (and when no chosen category has one) nothing is shown.
  if (!data || data.length === 0) return null;
  const level = module.headline ? 3 : 2;
  return (
    <div className="module-highlight-teasers">
      {module.headline ? <h2 className="module-highlight-teasers__headline">{module.headline}</h2> : null}
      <ul className={`module-highlight-teasers__items module-highlight-teasers__items--${data.length}`}>
        {data.map((article) => (
          <li key={article.id}>
            <ArticleTeaser article={article} level={level} />
          </li>
        ))}
      </ul>
    </div>
  );
}

/** What visitors' browsers load of this type (src/modules/renderings.ts); the rest comes with the editor. */
export const rendering: ModuleRendering<HighlightTeasers, ArticleSummary[]> = {
  Render,
  // The newest article of each category, in the chosen order; a category without articles (or whose
  // call fails) is skipped rather than failing the module, and one article is not shown twice.
  async loadData(module, api, lang) {
    const newest = await Promise.all(
      module.categories.map(({ category }) =>
        api
          .articlesTeaser({ lang, category, page_size: 1 })
          .then((page) => page.results[0] ?? null)
          .catch(() => null),
      ),
    );
    const seen = new Set<number>();
    return newest.filter((article): article is ArticleSummary => article !== null && !seen.has(article.id) && Boolean(seen.add(article.id)));
  },
};

export const highlightTeasersModule = /* @__PURE__ */ defineModule({
  type: "highlight_teasers",
  label: { de: "Highlight-Teaser", en: "Highlight teasers" },
  group: "teaser",
  icon: "star",
  fields: fieldList,
}, rendering);
