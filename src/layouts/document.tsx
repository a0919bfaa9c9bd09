// The HTML document around every page. React renders (and hydrates) all of it, so <title> and
// <meta> from any screen end up in <head>.
import { useContext, useEffect, type ReactNode } from "react";
import { Outlet, useLocation, useMatches } from "react-router";
import type { Lang } from "../../shared/lib/localized.ts";
import { LangProvider } from "../i18n/index.tsx";
import { useSiteConfig } from "../site-config.tsx";
import { ErrorPage } from "../pages/error/error-page.tsx";
import { routeLang } from "../lib/route-lang.ts";
import { preloadScript, RouteAssetsContext } from "./route-assets.ts";

function useDocumentLang(): Lang {
  const matches = useMatches();
  const location = useLocation();
  return routeLang(
    matches.map((match) => match.handle),
    { pathname: matches[0]?.pathname ?? location.pathname, search: location.search },
  );
}

export function DocumentShell({ lang, children }: { lang: Lang; children: ReactNode }) {
  const { assets } = useSiteConfig();
  const routeAssets = useContext(RouteAssetsContext);
  // A function, not <link> elements: these are the server's alone and must not take part in hydration.
  for (const href of routeAssets.modules) preloadScript(href);
  // Client navigation between languages keeps the document; keep its lang right.
  useEffect(() => {
    document.documentElement.lang = lang;
  }, [lang]);
  // Marks the document as interactive (end-to-end tests wait for it).
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return (
    <html lang={lang}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#1b1a1f" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {[...assets.css, ...routeAssets.css].map((href) => (
          <link key={href} rel="stylesheet" href={href} precedence="default" />
        ))}

      </head>
      <body>
        <LangProvider lang={lang}>{children}</LangProvider>
      </body>
    </html>
  );
}

export function Document() {
  return (
    <DocumentShell lang={useDocumentLang()}>
      <Outlet />
    </DocumentShell>
  );
}

/** A path outside /de and /en that no route matches. */
export function RootErrorBoundary() {
  return (
    <DocumentShell lang={useDocumentLang()}>
      <main id="main" className="error-standalone">
        <ErrorPage />
      </main>
    </DocumentShell>
  );
}
