// Breadcrumb from Home through the page's parents to the current page (the last item), and the same
// trail as schema.org BreadcrumbList for search engines. Server-rendered with the page; no client code.
import { Link } from "react-router";
import { useT } from "../i18n/index.tsx";
import type { LinkRef } from "../../shared/api/types.ts";
import { breadcrumbJsonLd } from "../lib/breadcrumb-trail.ts";
import { useSiteConfig } from "../site-config.tsx";
import { JsonLd } from "./json-ld.tsx";

export function Breadcrumb({ items }: { items: LinkRef[] }) {
  const t = useT();
  const { publicUrl } = useSiteConfig();
  if (items.length < 2) return null;
  const current = items[items.length - 1];
  return (
    <>
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
      <JsonLd data={breadcrumbJsonLd(items, publicUrl)} />
    </>
  );
}
