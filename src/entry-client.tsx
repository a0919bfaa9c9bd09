// The browser takes over the server's HTML: same routes, the server's loader data, no refetch.
import "@vitejs/plugin-react/preamble";
import { startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { createBrowserRouter, RouterProvider } from "react-router";
import { createRoutes } from "./routes.tsx";
import { restoreDeferred } from "./lib/deferred.tsx";
import { PreloadedErrorPage } from "./pages/error/custom-error-page.tsx";
import { SiteConfigContext, defaultSiteConfig } from "./site-config.tsx";
import { deserializeErrors } from "./hydration.ts";
import "./styles/main.css";
import { loadLazyMatches } from "./lib/lazy-routes.ts";
import { loadTexts } from "./i18n/index.tsx";
import { loadTextsFirst } from "./lib/texts-data-strategy.ts";
import { isLang, langOfPath, type Lang } from "../shared/lib/localized.ts";
import { registerServiceWorker } from "./lib/register-service-worker.ts";
import { installChunkLoadRecovery } from "./components/navigation/chunk-load-recovery.ts";

installChunkLoadRecovery();

/** The language the server rendered the page in. */
function documentLang(): Lang {
  const lang = document.documentElement.lang;
  return isLang(lang) ? lang : langOfPath(window.location.pathname);
}

/** Hydrates once the lazy routes of the server's page and its language's texts are loaded (the
 * server preloads both). Not a top-level await: lazy chunks import from this entry, which must have
 * finished evaluating. */
async function hydrate(): Promise<void> {
  const boot = window.__KULISSE__;
  const routes = createRoutes();
  await Promise.all([loadLazyMatches(routes, window.location.pathname), loadTexts(documentLang())]);
  const router = createBrowserRouter(routes, {
    dataStrategy: loadTextsFirst,
    hydrationData: boot
      ? { loaderData: restoreDeferred(boot.loaderData), errors: deserializeErrors(boot.errors) }
      : undefined,
  });

  // In a transition React hydrates in slices of a few milliseconds and yields to the browser in
  // between, instead of one long task that blocks every tap until the whole page is done.
  startTransition(() => {
    hydrateRoot(
      document,
      <SiteConfigContext.Provider value={boot?.config ?? defaultSiteConfig}>
        <PreloadedErrorPage.Provider value={boot?.customErrorPage ?? null}>
          <RouterProvider router={router} />
        </PreloadedErrorPage.Provider>
      </SiteConfigContext.Provider>,
      {
        onRecoverableError(error) {
          console.error("Recoverable error while hydrating", error);
        },
      },
    );
  });
}

void hydrate();
registerServiceWorker();
