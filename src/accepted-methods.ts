// Which HTTP methods a page address takes (issue 16): every page is read with GET and HEAD; POST only
// where the matched route has an action (login, logout, the cart's remove button, the admin's forms).
// The server answers any other method with 405 and names these in `Allow` (server/http/page-methods.ts).
import { matchRoutes, type RouteObject } from "react-router";

const READ = ["GET", "HEAD"];
const READ_AND_POST = ["GET", "HEAD", "POST"];

/** True when the route handles form posts; a lazy route is loaded to find out (its module is cached). */
async function hasAction(route: RouteObject): Promise<boolean> {
  if (route.action) return true;
  if (typeof route.lazy === "function") return !!(await route.lazy()).action;
  return !!route.lazy && "action" in route.lazy;
}

/** The methods the page at `pathname` takes, in the order `Allow` names them. */
export async function acceptedMethods(routes: RouteObject[], pathname: string): Promise<string[]> {
  const leaf = matchRoutes(routes, pathname)?.at(-1)?.route;
  return leaf && (await hasAction(leaf)) ? READ_AND_POST : READ;
}
