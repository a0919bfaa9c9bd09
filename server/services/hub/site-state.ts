// The hub's site state: whether the site and the shop are switched on, and the alert visitors see now.
import type { DashboardSite } from "../../../shared/api/dashboard-types.ts";
import type { Lang } from "../../../shared/lib/localized.ts";
import type { Db } from "../../db/client.ts";
import { listActiveAlerts } from "../alerts.ts";
import { getSiteSettings } from "../site-settings.ts";

/** The two switches and the alert shown at `now` (the site shows the first active one), or null. */
export async function siteState(db: Db, lang: Lang, now: Date): Promise<DashboardSite> {
  const [settings, shown] = await Promise.all([getSiteSettings(db), listActiveAlerts(db, lang, now)]);
  const alert = shown[0];
  return { is_site_online: settings.is_site_online, is_shop_online: settings.is_shop_online, alert: alert ? { id: alert.id, title: alert.title } : null };
}
