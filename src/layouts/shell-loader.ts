// Data of the site shell around every page: menus, footer, settings, the breaking-news alert and
// today's opening hours. Settings that say "offline" (or cannot be read) end in the 503 page.
import { apiFrom, routeError } from "../api/loader-api.ts";
import type { Alert, Navigation, OpeningHoursToday, SiteSettings } from "../../shared/api/types.ts";
import type { ScreenLoaderArgs } from "../pages/screen.ts";

export interface ShellData {
  nav: Navigation;
  settings: SiteSettings;
  alert: Alert | null;
  openingHours: OpeningHoursToday;
}

export async function shellLoader({ context, lang }: Pick<ScreenLoaderArgs, "context" | "lang">): Promise<ShellData> {
  const api = apiFrom(context);
  const settings = await api.settings({ lang }).catch(() => null);
  // Whether the site is switched off is decided before rendering (server/http/site-offline.ts).
  if (!settings) routeError(503, { kind: "offline" });
  const [nav, news, openingHours] = await Promise.all([
    api.nav({ lang }),
    api.breakingNews({ lang }),
    api.openingHoursToday({ lang }),
  ]);
  return { nav, settings, alert: news.results[0] ?? null, openingHours };
}
