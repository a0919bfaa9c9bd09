import { notFound } from "../../../shared/api/api-error.ts";
import { getNavigation } from "../../services/navigation.ts";
import { getPage } from "../../services/pages.ts";
import { listRedirects } from "../../services/redirects.ts";
import { getSiteSettings, siteSettingsIn } from "../../services/site-settings.ts";
import type { Handlers } from "./types.ts";
import { viewerOf } from "./viewer.ts";

export const pageHandlers: Handlers<"page" | "nav" | "settings" | "redirects"> = {
  async page({ lang, path, version_id, draft }, ctx) {
    const page = await getPage(ctx.db, { lang, path, versionId: version_id, draft: draft === "1", ...viewerOf(ctx) });
    if (!page) throw notFound("page not found");
    return page;
  },
  nav: ({ lang }, ctx) => getNavigation(ctx.db, lang),
  async settings({ lang }, ctx) {
    const settings = siteSettingsIn(await getSiteSettings(ctx.db), lang);
    // The header's "Webshop offline": switched off, or an external shop that cannot be reached.
    return { ...settings, is_shop_online: settings.is_shop_online && ctx.shopState.online() };
  },
  redirects: ({ lang }, ctx) => listRedirects(ctx.db, lang),
};
