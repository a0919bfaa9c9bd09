// The webshop's own error answers, thrown from its loaders and shown by its error boundary inside
// the webshop layout (webshop-message.tsx): a headline, a sentence and one way on.
import type { ApiClient } from "../../../shared/api/contract/index.ts";
import type { Lang } from "../../../shared/lib/localized.ts";
import { routeError } from "../../api/loader-api.ts";
import { translator } from "../../i18n/index.tsx";

/** Any address under /webshop that is not a page of ours, and unknown or offline performances. */
export function webshopNotFound(lang: Lang): never {
  const t = translator(lang);
  routeError(404, { title: t("webshop.notFoundTitle"), text: t("webshop.notFoundText") });
}

/** 503 while the settings' shop switch is off; settings that cannot be read count as off. */
export async function requireShopOnline(api: ApiClient, lang: Lang): Promise<void> {
  const settings = await api.settings({ lang }).catch(() => null);
  if (settings?.is_shop_online) return;
  const t = translator(lang);
  routeError(503, { title: t("webshop.offlineTitle"), text: t("webshop.offlineText"), link: { href: `/${lang}`, label: t("webshop.toSite") } });
}
