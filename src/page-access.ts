// What a user must be allowed to open a page address or post its form: the `access` of every route
// it matches (routes.tsx, RouteHandle). The server asks before any loader or action runs, so a screen
// that is not the user's is a 403 for reading and writing alike (server/http/page-access.ts).
import { matchRoutes, type RouteObject } from "react-router";
import type { Ability } from "../shared/policies.ts";
import type { RouteHandle } from "./routes.tsx";

export async function requiredAbilities(routes: RouteObject[], pathname: string): Promise<Ability[]> {
  const abilities: Ability[] = [];
  for (const { route, params } of matchRoutes(routes, pathname) ?? []) {
    const access = (route.handle as RouteHandle | undefined)?.access;
    if (access && access !== "resource") abilities.push(access);
    if (access !== "resource") continue;
    // The admin's definitions load with its first screen, not with the site's pages.
    const { adminResource } = await import("./admin/resources/index.ts");
    // An unknown content type needs nothing more here: its screen answers 404.
    const resource = adminResource(params.resource ?? "");
    if (resource) abilities.push(resource.ability);
  }
  return abilities;
}
