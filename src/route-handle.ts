// What a route of the table (routes.tsx) tells about its pages: language, name, caching and access.
// A file of its own so that the routes' branches and the helpers that read a handle need not import
// the route table (which imports them).
import type { Lang } from "../shared/lib/localized.ts";
import type { Ability } from "../shared/policies.ts";
import type { RouteName } from "./route-paths.ts";

export interface RouteHandle {
  lang?: Lang;
  name?: RouteName;
  /** The page's language is its `?lang=` (webshop paths have no language prefix). */
  langFromQuery?: boolean;
  /** The page shows one visitor's data (a cart): never stored by any cache. */
  perVisitor?: boolean;
  /** The page's address carries a secret (an order's key): private, no-store, and never sent to another site as a Referer. */
  secretInPath?: boolean;
  /** The route's lazy modules as the client manifest names them: the server preloads their chunks. */
  modules?: string[];
  /**
   * What the user must be allowed (shared/policies.ts) to open the page or post its form; "resource":
   * the ability of the admin content type its `:resource` names. The server checks it before any
   * loader or action runs (server/http/page-access.ts).
   */
  access?: Ability | "resource";
}
