// Site-wide switches and custom HTML. Read on every page request, so kept in memory until any
// process announces a content change (content-cache.ts).
import { eq } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { siteSettings } from "../db/schema.ts";
import type { SiteSettings } from "../../shared/api/types.ts";
import { cachedContent, forgetCachedContent } from "./content-cache.ts";

/** The settings row; throws when it cannot be read (the site then answers 503). */
export function getSiteSettings(db: Db): Promise<SiteSettings> {
  return cachedContent(db, "site-settings", async () => {
    const rows = await db.select().from(siteSettings).where(eq(siteSettings.id, 1)).limit(1);
    const row = rows[0];
    if (!row) throw new Error("site settings are missing");
    return {
      is_site_online: row.isSiteOnline,
      is_shop_online: row.isShopOnline,
      html_header: { code: row.htmlHeader },
      html_footer_top: { code: row.htmlFooterTop },
      html_footer_bottom: { code: row.htmlFooterBottom },
      html_footer_logos: { code: row.htmlFooterLogos },
      error_pages: row.errorPages,
    };
  });
}

/** Forgets the kept settings (with all other kept content), after an edit or in tests. */
export function clearSiteSettingsCache(): void {
  forgetCachedContent();
}
