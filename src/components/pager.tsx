// Previous/next page links that work without JavaScript: each is a plain link to the same list
// with `?page=N` (or any URL the screen builds), so crawlers and no-JS visitors can page too.
import { Link } from "react-router";
import { useT } from "../i18n/index.tsx";

/** `path` with `query` (empty values left out) and `page` (left out for page 1). */
export function listHref(path: string, query: Record<string, string | number | undefined>, page = 1): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== "" && key !== "page") params.set(key, String(value));
  }
  if (page > 1) params.set("page", String(page));
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

export function Pager({
  page,
  hasPrevious,
  hasNext,
  hrefFor,
  label,
  previousText,
  nextText,
}: {
  page: number;
  hasPrevious: boolean;
  hasNext: boolean;
  hrefFor: (page: number) => string;
  label?: string;
  previousText?: string;
  nextText?: string;
}) {
  const t = useT();
  if (!hasPrevious && !hasNext) return null;
  return (
    <nav className="pager" aria-label={label ?? t("screens.paging")}>
      <ul className="pager__list">
        {hasPrevious ? (
          <li className="pager__previous">
            <Link className="arrow-link arrow-link--back" rel="prev" to={hrefFor(page - 1)}>
              {previousText ?? t("sections.previous")}
            </Link>
          </li>
        ) : null}
        <li className="pager__current" aria-current="page">
          {t("sections.page", { page })}
        </li>
        {hasNext ? (
          <li className="pager__next">
            <Link className="arrow-link" rel="next" to={hrefFor(page + 1)}>
              {nextText ?? t("sections.next")}
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
