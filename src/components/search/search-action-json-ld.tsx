// Tells search engines how to search the site (schema.org WebSite + SearchAction).
import { useLang } from "../../i18n/index.tsx";
import { urlFor } from "../../route-paths.ts";
import { useSiteConfig } from "../../site-config.tsx";
import { SCHEMA } from "../../lib/json-ld.ts";
import { JsonLd } from "../json-ld.tsx";

export function SearchActionJsonLd() {
  const lang = useLang();
  const { siteName, publicUrl } = useSiteConfig();
  const origin = publicUrl.replace(/\/+$/, "");
  const data = {
    "@context": SCHEMA,
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
  return <JsonLd data={data} />;
}
