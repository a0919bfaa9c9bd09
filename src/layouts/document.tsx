// The HTML document around every page. React renders (and hydrates) all of it, so <title> and
// <meta> from any screen end up in <head>.
import { createContext, useContext, useEffect, type ReactNode } from "react";
import { preinit, preload } from "react-dom";
import { Outlet, useLocation, useMatches } from "react-router";
import type { Lang } from "../../shared/lib/localized.ts";
import { LangProvider } from "../i18n/index.tsx";
import { useSiteConfig } from "../site-config.tsx";
import { ErrorPage } from "../pages/error/error-page.tsx";
import { routeLang } from "../lib/route-lang.ts";

/** The CSP nonce of this response (server only; browsers hide it from scripts). */
export const NonceContext = createContext<string | undefined>(undefined);
export const useNonce = () => useContext(NonceContext);

/** What the server's matched routes need besides the entry (server/ssr/render-module.ts). */
export interface RouteAssets {
  /** Chunks the lazy routes and the entry import: preloaded so the browser fetches them at once. */
  modules: string[];
  /** The lazy routes' styles, in the head so that nothing shows unstyled. */
  css: string[];
}

/**
 * Has the browser fetch a module chunk with the page, to be compiled only when the client starts
 * after the first contentful paint (src/lib/start-after-first-paint.ts): a modulepreload would
 * compile each module as it arrives, before that paint. `crossOrigin` makes the request the one a
 * module import makes (CORS, same-origin credentials), so the import takes the preloaded response.
 */
function preloadScript(href: string): void {
  // Low priority: the stylesheet and the leading image come first; nothing runs before the paint.
  preload(href, { as: "script", crossOrigin: "", fetchPriority: "low" });
}

/** Server only: in the browser the routes' chunks are loaded (and their CSS added) by Vite's dynamic imports. */
export const RouteAssetsContext = createContext<RouteAssets>({ modules: [], css: [] });

/** Server only: the chunks and CSS of modules by their manifest names (server/ssr/render-module.ts). */
export const ModuleAssetsContext = createContext<((modules: string[]) => RouteAssets) | null>(null);

/**
 * Names the chunks of a module that a part of the page renders lazily (React.lazy inside Suspense),
 * so that the browser fetches them with the page and hydrates that part without waiting. Server only.
 */
export function usePreloadedModule(module: string): void {
  const assetsOf = useContext(ModuleAssetsContext);
  if (!assetsOf) return;
  const { modules, css } = assetsOf([module]);
  for (const href of modules) preloadScript(href);
  for (const href of css) preinit(href, { as: "style", precedence: "default" });
}

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
