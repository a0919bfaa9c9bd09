// Tells search engines how to search the site (schema.org WebSite + SearchAction). JSON-LD is data,
// not script, so the CSP does not block it; "<" is escaped so no text can close the element.
import { useLang } from "../../i18n/index.tsx";
import { urlFor } from "../../route-paths.ts";
import { useSiteConfig } from "../../site-config.tsx";

export function SearchActionJsonLd() {
  const lang = useLang();
  const { siteName, publicUrl } = useSiteConfig();
  const origin = publicUrl.replace(/\/+$/, "");
  const data = {
    "@context": "https://schema.org",
    "@type": "WebSite",
    name: siteName,
    url: `${origin}${urlFor("home", {}, lang)}`,
    inLanguage: lang,
    potentialAction: {
      "@type": "SearchAction",
      target: { "@type": "EntryPoint", urlTemplate: `${origin}${urlFor("search", {}, lang)}?q={search_term_string}` },
      "query-input": "required name=search_term_string",
    },
  };
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, "\\u003c") }} />;
}
