// Breadcrumb from Home through the page's parents to the current page (the last item).
import { Link } from "react-router";
import { useT } from "../i18n/index.tsx";
import type { LinkRef } from "../../shared/api/types.ts";

export function Breadcrumb({ items }: { items: LinkRef[] }) {
  const t = useT();
  if (items.length < 2) return null;
  const current = items[items.length - 1];
  return (
    <nav className="breadcrumb" aria-label={t("breadcrumb")}>
      <ol>
        {items.slice(0, -1).map((item) => (
          <li key={item.url}>
            <Link to={item.url}>{item.title}</Link>
          </li>
        ))}
        <li aria-current="page">{current.title}</li>
      </ol>
    </nav>
  );
}
