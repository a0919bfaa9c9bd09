// Previous and next page of an admin list as plain links (they work without JavaScript).
import { Link } from "react-router";
import type { Lang } from "../../../shared/lib/localized.ts";
import { translator } from "../../i18n/index.tsx";

export function AdminPager({ page, pages, hrefFor, lang }: { page: number; pages: number; hrefFor: (page: number) => string; lang: Lang }) {
  const t = translator(lang);
  if (pages <= 1) return null;
  return (
    <nav className="admin-pager" aria-label={t("admin.pages")}>
      {page > 1 ? <Link to={hrefFor(page - 1)}>{t("admin.previous")}</Link> : null}
      <span>{t("admin.pageOf", { page, pages })}</span>
      {page < pages ? <Link to={hrefFor(page + 1)}>{t("admin.next")}</Link> : null}
    </nav>
  );
}
