// <title>, description, Open Graph, canonical and hreflang for the current screen. React hoists
// these into <head>, on the server and after client navigation alike.
import { useLocation, useMatches } from "react-router";
import { useLang } from "../../i18n/index.tsx";
import { languages } from "../../lib/localized.ts";
import { useAlternateUrl } from "../../lib/alternate-url.ts";
import { useSiteConfig } from "../../site-config.tsx";
import type { WithMeta } from "../../pages/screen.ts";

const FALLBACK_SHARE_IMAGE = "/logo.svg";

function useScreenMeta(): WithMeta["meta"] | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const meta = (matches[i].loaderData as WithMeta | undefined)?.meta;
    if (meta) return meta;
  }
  return undefined;
}

function AlternateLink({ lang, origin }: { lang: (typeof languages)[number]; origin: string }) {
  return <link rel="alternate" hrefLang={lang} href={origin + useAlternateUrl(lang)} />;
}

export function PageHead() {
  const meta = useScreenMeta();
  const lang = useLang();
  const { siteName, publicUrl } = useSiteConfig();
  const { pathname } = useLocation();
  if (!meta) return null;
  const title = meta.title ? `${meta.title} | ${siteName}` : siteName;
  const image = meta.ogImage || FALLBACK_SHARE_IMAGE;
  return (
    <>
      <title>{title}</title>
      {meta.description ? <meta name="description" content={meta.description} /> : null}
      <meta property="og:title" content={meta.title || siteName} />
      {meta.description ? <meta property="og:description" content={meta.description} /> : null}
      <meta property="og:type" content={meta.ogType ?? "website"} />
      <meta property="og:site_name" content={siteName} />
      <meta property="og:locale" content={lang === "de" ? "de_DE" : "en_GB"} />
      <meta property="og:image" content={publicUrl + image} />
      <link rel="canonical" href={publicUrl + pathname} />
      {languages.map((other) => (
        <AlternateLink key={other} lang={other} origin={publicUrl} />
      ))}
    </>
  );
}
