// The hub's site state: whether the site and the shop are switched on, which shop sells the tickets
// (and whether an external one can be reached), and the alert visitors see now.
import type { DashboardShopSystem, DashboardSite } from "../../../shared/api/dashboard-types.ts";
import type { Lang } from "../../../shared/lib/localized.ts";
import type { Db } from "../../db/client.ts";
import { listActiveAlerts } from "../alerts.ts";
import { getSiteSettings } from "../site-settings.ts";
import type { ShopState } from "../../ticketing/shop-state.ts";

/** The built-in shop, or the external one with whether this process can reach it now. */
function shopSystem(shop: ShopState): DashboardShopSystem {
  if (shop.externalUrl === null) return { kind: "built-in" };
  return { kind: "external", url: shop.externalUrl, reachable: shop.online(), unreachable_since: shop.offlineSince()?.toISOString() ?? null };
}

/** The two switches, the shop system, and the alert shown at `now` (the site shows the first active one), or null. */
export async function siteState(db: Db, shop: ShopState, lang: Lang, now: Date): Promise<DashboardSite> {
  const [settings, shown] = await Promise.all([getSiteSettings(db), listActiveAlerts(db, lang, now)]);
  const alert = shown[0];
  return { is_site_online: settings.is_site_online, is_shop_online: settings.is_shop_online, shop_system: shopSystem(shop), alert: alert ? { id: alert.id, title: alert.title } : null };
}
