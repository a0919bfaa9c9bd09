// Previous and next page of an admin list as plain links (they work without JavaScript).
import { Link } from "react-router";
import type { Lang } from "../../../shared/lib/localized.ts";
import { adminText, adminWord } from "../admin-text.ts";

export function AdminPager({ page, pages, hrefFor, lang }: { page: number; pages: number; hrefFor: (page: number) => string; lang: Lang }) {
  if (pages <= 1) return null;
  return (
    <nav className="admin-pager" aria-label={adminWord("pages", lang)}>
      {page > 1 ? <Link to={hrefFor(page - 1)}>{adminWord("previous", lang)}</Link> : null}
      <span>{adminText.pageOf[lang](page, pages)}</span>
      {page < pages ? <Link to={hrefFor(page + 1)}>{adminWord("next", lang)}</Link> : null}
    </nav>
  );
}
