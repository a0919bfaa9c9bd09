// What a user must be allowed to open a page address or post its form: the `access` of every route
// it matches (routes.tsx, RouteHandle). The server asks before any loader or action runs, so a screen
// that is not the user's is a 403 for reading and writing alike (server/http/page-access.ts).
import { matchRoutes, type RouteObject } from "react-router";
import type { Ability } from "../shared/policies.ts";
import { adminResource } from "./admin/resources/index.ts";
import type { RouteHandle } from "./routes.tsx";

export function requiredAbilities(routes: RouteObject[], pathname: string): Ability[] {
  return (matchRoutes(routes, pathname) ?? []).flatMap(({ route, params }) => {
    const access = (route.handle as RouteHandle | undefined)?.access;
    if (access !== "resource") return access ? [access] : [];
    // An unknown content type needs nothing more here: its screen answers 404.
    const resource = adminResource(params.resource ?? "");
    return resource ? [resource.ability] : [];
  });
}
