// The price line of a seat group: "39 €" for one price, "ab 12 €" for several; free tickets
// ('0.00') are left out (spec §5), so a group of only free tickets has no range.
import type { SeatGroup } from "../../../shared/api/content-types.ts";
import { centsOf, formatPrice } from "../../../shared/lib/format-price.ts";
import type { Lang } from "../../../shared/lib/localized.ts";
import type { Translate } from "../../i18n/index.tsx";

export function priceRange(group: SeatGroup, lang: Lang, t: Translate): string | null {
  const amounts = group.prices.map((price) => centsOf(price.price)).filter((cents) => Number.isFinite(cents) && cents > 0);
  if (amounts.length === 0) return group.prices.length > 0 ? t("screens.events.free") : null;
  const lowest = Math.min(...amounts);
  const highest = Math.max(...amounts);
  return lowest === highest ? formatPrice(lowest, lang) : t("screens.events.priceFrom", { price: formatPrice(lowest, lang) });
}

/** The event's overall price line: "39 €" for one price, "12–39 €" for a range; null without paid prices. */
export function eventPriceRange(prices: { price: string }[], lang: Lang): string | null {
  const amounts = prices.map((price) => centsOf(price.price)).filter((cents) => Number.isFinite(cents) && cents > 0);
  if (amounts.length === 0) return null;
  const lowest = Math.min(...amounts);
  const highest = Math.max(...amounts);
  if (lowest === highest) return formatPrice(lowest, lang);
  return `${formatPrice(lowest, lang).replace(/\u00a0€$/, "")}–${formatPrice(highest, lang)}`;
}
