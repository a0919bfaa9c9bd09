// Lazy routes (the admin's screens) that the server rendered must be loaded before the browser
// hydrates, or React would first render nothing where the server's HTML is.
import { matchRoutes, type RouteObject } from "react-router";

export async function loadLazyMatches(routes: RouteObject[], pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== "function") return;
      const loaded = await route.lazy();
      Object.assign(route, loaded, { lazy: undefined });
    }),
  );
}
