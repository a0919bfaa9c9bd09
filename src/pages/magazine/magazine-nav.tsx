// The magazine's category links: "All" plus one per category (the current one marked), and the
// link to all topics (spec §2, magazine header).
import { Link } from "react-router";
import type { ArticleCategory } from "../../../shared/api/content-types.ts";
import { useLang, useT } from "../../i18n/index.tsx";
import { urlFor } from "../../route-paths.ts";

export function MagazineNav({ categories, current }: { categories: ArticleCategory[]; current: "all" | "tags" | number | null }) {
  const t = useT();
  const lang = useLang();
  const entries = [
    { key: "all", name: t("sections.all"), url: urlFor("magazine", {}, lang), active: current === "all", style: "" },
    ...categories.map((category) => ({
      key: String(category.id),
      name: category.name,
      url: urlFor("magazine-categories-category-id", { category: category.slug, id: category.id }, lang),
      active: current === category.id,
      style: category.style_name,
    })),
  ];
  return (
    <nav className="magazine-nav" aria-label={t("screens.magazine.categoriesNav")}>
      <ul className="magazine-nav__categories">
        {entries.map((entry) => (
          <li key={entry.key} className={entry.style ? `magazine-nav__item ${entry.style}` : "magazine-nav__item"}>
            <Link
              className={`filter-link${entry.active ? " filter-link--active" : ""}`}
              to={entry.url}
              aria-current={entry.active ? "page" : undefined}
            >
              {entry.name}
            </Link>
          </li>
        ))}
      </ul>
      <p className="magazine-nav__topics">
        <Link className="arrow-link" to={urlFor("magazine-tags", {}, lang)} aria-current={current === "tags" ? "page" : undefined}>
          {t("sections.allTopics")}
        </Link>
      </p>
    </nav>
  );
}
