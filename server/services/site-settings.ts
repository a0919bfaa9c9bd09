// Site-wide switches and custom HTML. Read on every page request, so cached for a few seconds and
// forgotten at once when any process announces a content change (cache-notifications.ts).
import { eq } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { siteSettings } from "../db/schema.ts";
import type { SiteSettings } from "../../shared/api/types.ts";
import { onCacheChange } from "./cache-notifications.ts";

const CACHE_MS = 5_000;
let cached: { at: number; db: Db; value: SiteSettings } | null = null;

/** The settings row; throws when it cannot be read (the site then answers 503). */
export async function getSiteSettings(db: Db, now = Date.now()): Promise<SiteSettings> {
  if (cached && cached.db === db && now - cached.at < CACHE_MS) return cached.value;
  const rows = await db.select().from(siteSettings).where(eq(siteSettings.id, 1)).limit(1);
  const row = rows[0];
  if (!row) throw new Error("site settings are missing");
  const value: SiteSettings = {
    is_site_online: row.isSiteOnline,
    is_shop_online: row.isShopOnline,
    html_header: { code: row.htmlHeader },
    html_footer_top: { code: row.htmlFooterTop },
    html_footer_bottom: { code: row.htmlFooterBottom },
    html_footer_logos: { code: row.htmlFooterLogos },
    error_pages: row.errorPages,
  };
  cached = { at: now, db, value };
  return value;
}

/** Forgets the cached settings, after an edit or in tests. */
export function clearSiteSettingsCache(): void {
  cached = null;
}

onCacheChange((change) => {
  if (change.kind === "content") clearSiteSettingsCache();
});
