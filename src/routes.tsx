// The route table: every screen of spec §2 under /de and /en, by name (see route-paths.ts).
//
//   root (/)                     the HTML document; unmatched paths end in its error boundary
//   └─ lang-de (/de)             site shell (header, footer) with its data: menus, settings, alert
//      └─ content-de            error boundary inside the shell: 404s keep header and footer
//         └─ {name}.de           one route per screen, e.g. "events-slug-id.de"
//   └─ webshop (/webshop)        the built-in shop in the webshop layout; language from ?lang=
//   └─ admin (/admin)            the backend admin in the dashboard layout (lazy chunk); ?lang=
import type { ActionFunctionArgs, LoaderFunctionArgs, RouteObject, ShouldRevalidateFunctionArgs } from "react-router";
import { languages, type Lang } from "../shared/lib/localized.ts";
import { routePaths, type RouteName } from "./route-paths.ts";
import { Document, RootErrorBoundary } from "./layouts/document.tsx";
import { DefaultLayout, ShellErrorBoundary } from "./layouts/default-layout.tsx";
import { shellLoader } from "./layouts/shell-loader.ts";
import { ErrorPage } from "./pages/error/error-page.tsx";
import { isSlugAndIdPath, redirectToCurrentAddress } from "./pages/current-address.ts";
import { screens } from "./pages/screens.ts";
import { webshopRoute } from "./pages/webshop/webshop-route.ts";
import { adminRoute } from "./pages/admin/admin-route.ts";
import type { RouteHandle } from "./route-handle.ts";

function screenRoutes(lang: Lang): RouteObject[] {
  return (Object.keys(routePaths) as RouteName[]).map((name) => {
    const screen = screens[name];
    const path = routePaths[name][lang];
    const handle: RouteHandle = { lang, name, modules: screen.modules };
    return {
      id: `${name}.${lang}`,
      ...(path === "" ? { index: true as const } : { path }),
      handle,
      lazy: async () => {
        const { Component, loader, action } = await screen.load();
        return {
          Component,
          ...(loader && {
            loader: async (args: LoaderFunctionArgs) => {
              const data = await loader({ ...args, lang });
              if (isSlugAndIdPath(path)) redirectToCurrentAddress(args.request, lang, data);
              return data;
            },
          }),
          ...(action && { action: (args: ActionFunctionArgs) => action({ ...args, lang }) }),
        };
      },
    } as RouteObject;
  });
}

/** The shell's data only changes with the language. */
function shellShouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs): boolean {
  const langOf = (url: URL) => url.pathname.split("/")[1];
  return langOf(currentUrl) !== langOf(nextUrl) ? defaultShouldRevalidate : false;
}

export function createRoutes(): RouteObject[] {
  return [
    {
      id: "root",
      path: "/",
      Component: Document,
      ErrorBoundary: RootErrorBoundary,
      children: languages.map((lang): RouteObject => ({
        id: `lang-${lang}`,
        path: lang,
        handle: { lang } satisfies RouteHandle,
        loader: (args) => shellLoader({ ...args, lang }),
        shouldRevalidate: shellShouldRevalidate,
        Component: DefaultLayout,
        ErrorBoundary: ShellErrorBoundary,
        children: [{ id: `content-${lang}`, ErrorBoundary: ErrorPage, children: screenRoutes(lang) }],
      })).concat(webshopRoute, adminRoute),
    },
  ];
}
