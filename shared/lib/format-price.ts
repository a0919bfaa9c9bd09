// Money is integer cents inside; these turn it into text at the edge.
import type { Lang } from "./localized.ts";

const NO_BREAK_SPACE = "\u00a0";

/** "39 €", "24,50 €": no ",00", decimal comma, € after a no-break space — the theatre's style in both languages. */
export function formatPrice(cents: number, _lang: Lang): string {
  const negative = cents < 0;
  const abs = Math.abs(Math.round(cents));
  const euros = Math.floor(abs / 100);
  const rest = abs % 100;
  const whole = String(euros).replace(/\B(?=(\d{3})+(?!\d))/g, ".");
  const amount = rest === 0 ? whole : `${whole},${String(rest).padStart(2, "0")}`;
  return `${negative ? "-" : ""}${amount}${NO_BREAK_SPACE}€`;
}

/** A price with its sign set apart, as lists of discounts show it: "− 5 €" (a minus sign), "39 €". */
export function formatSignedPrice(cents: number, lang: Lang): string {
  return cents < 0 ? `\u2212 ${formatPrice(-cents, lang)}` : formatPrice(cents, lang);
}

/** "39.00": the API's price string (spec §3 Price.price). */
export function apiPrice(cents: number): string {
  const negative = cents < 0;
  const abs = Math.abs(Math.round(cents));
  return `${negative ? "-" : ""}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
}

/** Cents from the API's price string ("24.50" → 2450); NaN for text that is not a price. */
export function centsOf(price: string): number {
  const match = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(price.trim());
  if (!match) return Number.NaN;
  const cents = Number(match[2]) * 100 + Number((match[3] ?? "0").padEnd(2, "0"));
  return match[1] ? -cents : cents;
}
