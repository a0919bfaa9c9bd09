// Server rendering: React Router's static handler runs the loaders, then React streams the document.
// The shell (header, page text) goes out as soon as it is ready; deferred parts follow in the same
// response as they settle.
import type { Writable } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
import { createStaticHandler, createStaticRouter, StaticRouterProvider, type RouteObject } from "react-router";
import type { ApiClient } from "../shared/api/contract/index.ts";
import type { SiteSettings } from "../shared/api/types.ts";
import { createRoutes } from "./routes.tsx";
import type { RouteHandle } from "./route-handle.ts";
import { acceptedMethods } from "./accepted-methods.ts";
import { requiredAbilities } from "./page-access.ts";
import type { Ability } from "../shared/policies.ts";
import { NonceContext } from "./layouts/nonce.ts";
import { ModuleAssetsContext, RouteAssetsContext, type RouteAssets } from "./layouts/route-assets.ts";
import { markDeferred } from "./lib/deferred.tsx";
import type { CustomErrorHtml } from "./lib/custom-error-html.ts";
import { PreloadedErrorPage } from "./pages/error/custom-error-page.tsx";
import { SiteConfigContext, type SiteConfig } from "./site-config.tsx";
import { scriptJson, serializeErrors, type BootData } from "./hydration.ts";
import type { ShellData } from "./layouts/shell-loader.ts";
import { routeLang } from "./lib/route-lang.ts";
import { textsModule } from "./i18n/index.tsx";
import { batchedWrites } from "./lib/batched-writes.ts";
import { startAfterFirstPaintScript } from "./lib/start-after-first-paint.ts";

const handler = createStaticHandler(createRoutes());

/** The methods the page at `pathname` takes: GET and HEAD, and POST where its route has an action. */
export function pageMethods(pathname: string): Promise<string[]> {
  return acceptedMethods(handler.dataRoutes as RouteObject[], pathname);
}

/** What a user must be allowed to open the page at `pathname` or post its form. */
export function pageAbilities(pathname: string): Promise<Ability[]> {
  return requiredAbilities(handler.dataRoutes as RouteObject[], pathname);
}

export interface RenderOptions {
  request: Request;
  api: ApiClient;
  nonce: string;
  config: SiteConfig;
  /** Module scripts that start the client (the built entry, or Vite's in development). */
  clientModules: string[];
  /** Start them after the first paint (src/lib/start-after-first-paint.ts; then the route assets preload them) rather than as soon as they are loaded. */
  startAfterFirstPaint?: boolean;
  /** The chunks and CSS of the matched routes' lazy modules (their `handle.modules`). */
  routeAssets: (modules: string[]) => RouteAssets;
  loadCustomErrorPage: (path: string) => Promise<CustomErrorHtml | null>;
  onError: (error: unknown) => void;
}

export type RenderResult =
  | { kind: "response"; response: Response }
  | {
      kind: "stream";
      status: number;
      /** A route of the page shows one visitor's data (handle.perVisitor): no cache may keep it. */
      perVisitor: boolean;
      /** A route's address carries a secret (handle.secretInPath): private, no-store, no Referer to other sites. */
      secretInPath: boolean;
      pipe: (destination: Writable) => void;
      abort: () => void;
    };

function shellSettings(loaderData: Record<string, unknown>): SiteSettings | undefined {
  for (const [routeId, value] of Object.entries(loaderData)) {
    if (routeId.startsWith("lang-")) return (value as ShellData | undefined)?.settings;
  }
  return undefined;
}

/** Runs the loaders for the request and starts streaming; resolves when the shell is ready. */
export async function render(options: RenderOptions): Promise<RenderResult> {
  const context = await handler.query(options.request, { requestContext: { api: options.api } });
  if (context instanceof Response) return { kind: "response", response: context };

  const status = context.statusCode;
  const handles = context.matches.map((match) => match.route.handle as RouteHandle | undefined);
  const perVisitor = handles.some((handle) => handle?.perVisitor === true);
  const secretInPath = handles.some((handle) => handle?.secretInPath === true);
  // The browser hydrates once the routes' modules and the page language's texts are there: name them all.
  const lang = routeLang(handles, { pathname: context.matches[0]?.pathname ?? "/", search: new URL(options.request.url).search });
  const routeAssets = options.routeAssets([...handles.flatMap((handle) => handle?.modules ?? []), textsModule(lang)]);
  let customErrorPage: BootData["customErrorPage"] = null;
  const customPath = status >= 400 ? shellSettings(context.loaderData)?.error_pages[String(status)] : undefined;
  if (customPath) {
    const page = await options.loadCustomErrorPage(customPath);
    if (page) customErrorPage = { ...page, status };
  }

  const boot: BootData = {
    config: options.config,
    loaderData: markDeferred(context.loaderData),
    errors: serializeErrors(context.errors),
    customErrorPage,
  };
  const router = createStaticRouter(handler.dataRoutes, context);
  const app = (
    <SiteConfigContext.Provider value={options.config}>
      <NonceContext.Provider value={options.nonce}>
        <RouteAssetsContext.Provider value={routeAssets}>
          <ModuleAssetsContext.Provider value={options.routeAssets}>
            <PreloadedErrorPage.Provider value={customErrorPage}>
              <StaticRouterProvider router={router} context={context} hydrate={false} nonce={options.nonce} />
            </PreloadedErrorPage.Provider>
          </ModuleAssetsContext.Provider>
        </RouteAssetsContext.Provider>
      </NonceContext.Provider>
    </SiteConfigContext.Provider>
  );

  return new Promise((resolve, reject) => {
    const stream = renderToPipeableStream(app, {
      nonce: options.nonce,
      ...(options.startAfterFirstPaint
        ? { bootstrapScriptContent: `window.__KULISSE__=${scriptJson(boot)};${startAfterFirstPaintScript(options.clientModules)}` }
        : { bootstrapScriptContent: `window.__KULISSE__=${scriptJson(boot)}`, bootstrapModules: options.clientModules }),
      onShellReady() {
        resolve({
          kind: "stream",
          status,
          perVisitor,
          secretInPath,
          // Through a stream of its own: React would call a destination's flush() (compression's) after every write.
          pipe: (destination) => {
            const body = batchedWrites();
            body.pipe(destination);
            stream.pipe(body);
          },
          abort: () => stream.abort(),
        });
      },
      onShellError: reject,
      onError: options.onError,
    });
  });
}
