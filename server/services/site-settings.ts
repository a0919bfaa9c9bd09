// Site-wide switches and custom HTML. Read on every page request, so kept in memory until any
// process announces a content change (content-cache.ts).
import { eq } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { siteSettings } from "../db/schema.ts";
import type { SiteSettings } from "../../shared/api/types.ts";
import type { AdminSettingsValues } from "../../shared/api/contract/admin.ts";
import type { Lang } from "../../shared/lib/localized.ts";
import { cachedContent, forgetCachedContent } from "./content-cache.ts";

/** The settings as stored: the switches, and the HTML blocks in both languages (as the admin edits them). */
export type StoredSiteSettings = AdminSettingsValues;

/** The settings row; throws when it cannot be read (the site then answers 503). */
export function getSiteSettings(db: Db): Promise<StoredSiteSettings> {
  return cachedContent(db, "site-settings", async () => {
    const rows = await db.select().from(siteSettings).where(eq(siteSettings.id, 1)).limit(1);
    const row = rows[0];
    if (!row) throw new Error("site settings are missing");
    return {
      is_site_online: row.isSiteOnline,
      is_shop_online: row.isShopOnline,
      html_header: row.htmlHeader,
      html_footer_top: row.htmlFooterTop,
      html_footer_bottom: row.htmlFooterBottom,
      html_footer_logos: row.htmlFooterLogos,
      error_pages: row.errorPages,
    };
  });
}

/**
 * The settings as one language's pages show them. A block has no fallback to German: German HTML
 * on the English site is what issue 16 removed, and an empty block is an admin's choice.
 */
export function siteSettingsIn(settings: StoredSiteSettings, lang: Lang): SiteSettings {
  return {
    ...settings,
    html_header: { code: settings.html_header[lang] },
    html_footer_top: { code: settings.html_footer_top[lang] },
    html_footer_bottom: { code: settings.html_footer_bottom[lang] },
    html_footer_logos: { code: settings.html_footer_logos[lang] },
  };
}

/** Forgets the kept settings (with all other kept content), after an edit or in tests. */
export function clearSiteSettingsCache(): void {
  forgetCachedContent();
}
