// What a user must be allowed to open a page address or post its form: the `access` of every route
// it matches (routes.tsx, RouteHandle). The server asks before any loader or action runs, so a screen
// that is not the user's is a 403 for reading and writing alike (server/http/page-access.ts).
import { matchRoutes, type RouteObject } from "react-router";
import type { Ability } from "../shared/policies.ts";
import type { RouteHandle } from "./route-handle.ts";

const accessOf = (route: RouteObject) => (route.handle as RouteHandle | undefined)?.access;

/** A path's first segment as React Router matches it: decoded, in any case ("/%41DMIN/x" is "admin"). */
function firstSegment(path: string): string {
  const segment = path.split("/").find(Boolean) ?? "";
  try {
    return decodeURIComponent(segment).toLowerCase();
  } catch {
    return segment.toLowerCase();
  }
}

/**
 * The first path segments under which some route needs an ability ("admin"; "*" when such a route's
 * first segment is a parameter). Matching the whole route table costs a millisecond and more; the
 * site's pages need no ability and skip it, the guarded ones are matched against their branches only.
 */
function guardedSegments(routes: RouteObject[], prefix = ""): Set<string> {
  const segments = new Set<string>();
  for (const route of routes) {
    const path = [prefix, route.path ?? ""].join("/").replace(/\/+/g, "/");
    const first = firstSegment(path);
    if (accessOf(route)) segments.add(/^[:*]/.test(first) || first === "" ? "*" : first);
    for (const segment of guardedSegments(route.children ?? [], path)) segments.add(segment);
  }
  return segments;
}

/** The table without the branches whose first segment is fixed and not guarded: they cannot match a guarded address. */
function guardedBranches(routes: RouteObject[], guarded: Set<string>, prefix = ""): RouteObject[] {
  return routes.flatMap((route) => {
    const path = [prefix, route.path ?? ""].join("/").replace(/\/+/g, "/");
    const first = firstSegment(path);
    // The first segment is not decided yet (the root, a layout without a path): look at the children.
    if (first === "") return [route.children ? { ...route, children: guardedBranches(route.children, guarded, path) } : route];
    return /^[:*]/.test(first) || guarded.has(first) ? [route] : [];
  });
}

const byTable = new WeakMap<RouteObject[], { guarded: Set<string>; branches: RouteObject[] }>();

function guardOf(routes: RouteObject[]) {
  let guard = byTable.get(routes);
  if (!guard) {
    const guarded = guardedSegments(routes);
    guard = { guarded, branches: guarded.has("*") ? routes : guardedBranches(routes, guarded) };
    byTable.set(routes, guard);
  }
  return guard;
}

export async function requiredAbilities(routes: RouteObject[], pathname: string): Promise<Ability[]> {
  const { guarded, branches } = guardOf(routes);
  if (!guarded.has("*") && !guarded.has(firstSegment(pathname))) return [];
  const abilities: Ability[] = [];
  for (const { route, params } of matchRoutes(branches, pathname) ?? []) {
    const access = accessOf(route);
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
