// <title>, description, Open Graph, Twitter card, canonical and hreflang for the current screen. React
// hoists these into <head>, on the server and after client navigation alike. Everything here comes
// from loader data and site config, so the HTML is the same for every visitor.
import { useLocation, useMatches } from "react-router";
import { useLang } from "../../i18n/index.tsx";
import { languages } from "../../../shared/lib/localized.ts";
import { useAlternateUrl } from "../../lib/alternate-url.ts";
import { useSiteConfig } from "../../site-config.tsx";
import type { WithMeta } from "../../pages/screen.ts";
import type { PageData } from "../../../shared/api/types.ts";
import { singleImageFile } from "../../../shared/api/image-sources.ts";
import { documentTitle, withoutSiteName } from "../../lib/document-title.ts";

/** Spec §3: the fallback share image is the header logo (public/logo.svg, drawn at 1200 × 630). */
export const FALLBACK_SHARE_IMAGE = { url: "/logo.svg", width: 1200, height: 630 } as const;

type Meta = NonNullable<WithMeta["meta"]>;

interface ScreenHead {
  meta: Meta;
  /** A CMS page's own Open Graph fields (og_title, og_description, og_image with its size). */
  page?: Pick<PageData, "og_title" | "og_description" | "og_image">;
}

function useScreenHead(): ScreenHead | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const data = matches[i].loaderData as (WithMeta & { page?: PageData }) | undefined;
    if (data?.meta) return { meta: data.meta, page: data.page };
  }
  return undefined;
}

/** An absolute URL: paths get the site's public origin, absolute URLs stay as they are. */
export function absoluteUrl(origin: string, url: string): string {
  return /^https?:\/\//.test(url) ? url : origin + (url.startsWith("/") ? url : `/${url}`);
}

/** hreflang link to this page in `lang`; x-default points at German, the site's default language. */
function AlternateLink({ lang, origin, hrefLang = lang }: { lang: (typeof languages)[number]; origin: string; hrefLang?: string }) {
  return <link rel="alternate" hrefLang={hrefLang} href={origin + useAlternateUrl(lang)} />;
}

export function PageHead() {
  const head = useScreenHead();
  const lang = useLang();
  const { siteName, publicUrl } = useSiteConfig();
  const { pathname } = useLocation();
  if (!head) return null;
  const { meta, page } = head;
  const title = documentTitle(siteName, meta.title);
  // og:site_name says whose site it is, so the shared title goes without it.
  const ogTitle = withoutSiteName(page?.og_title || meta.title || "", siteName) || siteName;
  const ogDescription = page?.og_description || meta.description;
  // Only the CMS page's image object carries its size; other screens' images are sized unknown.
  const image = page?.og_image
    ? { ...singleImageFile(page.og_image), alt: page.og_image.alt }
    : meta.ogImage
      ? { url: meta.ogImage, width: undefined, height: undefined, alt: undefined }
      : { ...FALLBACK_SHARE_IMAGE, alt: siteName };
  // The canonical URL has no query: filters, paging and ?v= versions are the same document.
  const url = publicUrl + pathname;
  return (
    <>
      <title>{title}</title>
      {meta.description ? <meta name="description" content={meta.description} /> : null}
      <meta property="og:title" content={ogTitle} />
      {ogDescription ? <meta property="og:description" content={ogDescription} /> : null}
      <meta property="og:type" content={meta.ogType || "website"} />
      <meta property="og:url" content={url} />
      <meta property="og:site_name" content={siteName} />
      <meta property="og:locale" content={lang === "de" ? "de_DE" : "en_GB"} />
      {languages
        .filter((other) => other !== lang)
        .map((other) => (
          <meta key={other} property="og:locale:alternate" content={other === "de" ? "de_DE" : "en_GB"} />
        ))}
      <meta property="og:image" content={absoluteUrl(publicUrl, image.url)} />
      {image.width && image.height ? <meta property="og:image:width" content={String(image.width)} /> : null}
      {image.width && image.height ? <meta property="og:image:height" content={String(image.height)} /> : null}
      {image.alt ? <meta property="og:image:alt" content={image.alt} /> : null}
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={ogTitle} />
      {ogDescription ? <meta name="twitter:description" content={ogDescription} /> : null}
      <meta name="twitter:image" content={absoluteUrl(publicUrl, image.url)} />
      <link rel="canonical" href={url} />
      {languages.map((other) => (
        <AlternateLink key={other} lang={other} origin={publicUrl} />
      ))}
      <AlternateLink lang="de" hrefLang="x-default" origin={publicUrl} />
    </>
  );
}
