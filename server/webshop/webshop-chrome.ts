// The data around every webshop page: today's box-office hours, the footer from the site settings
// and the footer links. A part that cannot be read is left out; the page still answers.
import type { Request } from "express";
import { formatInTimeZone } from "date-fns-tz";
import type { Db } from "../db/client.ts";
import type { Logger } from "../logger.ts";
import { getNavigation } from "../services/navigation.ts";
import { getOpeningHoursToday } from "../services/opening-hours.ts";
import { getSiteSettings } from "../services/site-settings.ts";
import type { Lang } from "../../shared/lib/localized.ts";
import { TIME_ZONE } from "../../shared/lib/berlin-time.ts";
import { openingHoursLabel } from "../../shared/lib/opening-hours-label.ts";
import type { WebshopChrome } from "./webshop-layout.ts";

export interface ChromeSources {
  db: Db;
  siteName: string;
  css: string[];
}

async function orNull<T>(log: Logger, what: string, load: () => Promise<T>): Promise<T | null> {
  try {
    return await load();
  } catch (error) {
    log.warn({ part: what, err: error }, "webshop_chrome_unreadable");
    return null;
  }
}

export async function loadWebshopChrome(sources: ChromeSources, req: Request, options: { lang: Lang; now: Date; nonce: string; cartCount: number }): Promise<WebshopChrome> {
  const { db } = sources;
  const { lang, now } = options;
  const [hours, settings, navigation] = await Promise.all([
    orNull(req.log, "opening_hours", () => getOpeningHoursToday(db, lang, now)),
    orNull(req.log, "site_settings", () => getSiteSettings(db)),
    orNull(req.log, "navigation", () => getNavigation(db, lang)),
  ]);
  return {
    lang,
    siteName: sources.siteName,
    css: sources.css,
    nonce: options.nonce,
    hours: hours ? openingHoursLabel(hours, now) : null,
    cartCount: options.cartCount,
    footerTop: settings?.html_footer_top.code ?? "",
    // "Cookie settings" opens the site's consent dialog, which the webshop pages do not carry.
    footerLinks: (navigation?.footer ?? []).filter((link) => link.kind !== "cookie-settings").map(({ title, url }) => ({ title, url })),
    year: Number(formatInTimeZone(now, TIME_ZONE, "yyyy")),
  };
}
