// The cart page's main content: the held tickets with what, when, where, price, quantity and how long
// each is still reserved, a remove button per line (a plain form post, so it works without
// JavaScript), the total, and an honest word on payment, which is not online yet.
import type { CartContents, HeldTicket } from "../ticketing/provider.ts";
import type { Lang } from "../../shared/lib/localized.ts";
import { translator, type Translate } from "../../src/i18n/index.tsx";
import { formatLongDate, formatTime } from "../../src/lib/format-date.ts";
import { formatPrice } from "../../shared/lib/format-price.ts";
import { berlinIso } from "../../shared/lib/berlin-time.ts";
import { urlFor } from "../../src/route-paths.ts";
import { html, type SafeHtml } from "./html.ts";
import { webshopHref } from "./webshop-lang.ts";

/** Messages the cart page shows after a redirect (`?notice=`); anything else shows none. */
export const cartNotices = ["removed", "no-reservation"] as const;
export type CartNotice = (typeof cartNotices)[number];

export function isCartNotice(value: unknown): value is CartNotice {
  return typeof value === "string" && (cartNotices as readonly string[]).includes(value);
}

export const REMOVE_PATH = "/webshop/cart/remove";

/** "Freitag, 4. Dezember 2026, 19:30 Uhr": the site's date and time formats, in Berlin time. */
export function performanceDate(date: Date, lang: Lang): string {
  return `${formatLongDate(date, lang)}, ${formatTime(date, lang)}`;
}

/** A time slot's "HH:MM:SS" as "10:00 Uhr" / "10:00". */
function slotTime(time: string, lang: Lang): string {
  const hhmm = time.slice(0, 5);
  return lang === "de" ? `${hhmm} Uhr` : hhmm;
}

/** Whole minutes left, rounded up: a hold taken a moment ago still has "15 minutes". */
export function minutesLeft(expiresAt: Date, now: Date): number {
  return Math.max(0, Math.ceil((expiresAt.getTime() - now.getTime()) / 60_000));
}

function remainingText(minutes: number, t: Translate): string {
  if (minutes <= 0) return t("webshop.expired");
  return minutes === 1 ? t("webshop.remainingMinute") : t("webshop.remainingMinutes", { count: minutes });
}

function fact(label: string, value: string | SafeHtml): SafeHtml {
  return html`<div class="webshop-line__fact"><dt>${label}</dt><dd>${value}</dd></div>`;
}

function line(ticket: HeldTicket, lang: Lang, now: Date, t: Translate): SafeHtml {
  const when = performanceDate(ticket.dateStart, lang);
  const seconds = Math.max(0, Math.round((ticket.expiresAt.getTime() - now.getTime()) / 1000));
  const minutes = minutesLeft(ticket.expiresAt, now);
  // The countdown script counts from the seconds left at rendering, not from the visitor's clock,
  // which may be wrong; its texts come along in data attributes, in the page's language.
  const timer = html`<p class="webshop-line__hold" data-hold-timer data-seconds-left="${seconds}" data-text-minutes="${t("webshop.remainingMinutes", { count: "{n}" })}" data-text-minute="${t("webshop.remainingMinute")}" data-text-expired="${t("webshop.expired")}">${t("webshop.reservedUntil")} <time datetime="${berlinIso(ticket.expiresAt)}">${formatTime(ticket.expiresAt, lang)}</time> – <span data-hold-remaining>${remainingText(minutes, t)}</span></p>`;
  return html`<li class="webshop-line">
<div class="webshop-line__main">
<h2 class="webshop-line__title">${ticket.title}</h2>
<p class="webshop-line__when"><time datetime="${berlinIso(ticket.dateStart)}">${when}</time></p>
<dl class="webshop-line__facts">
${fact(t("webshop.venue"), ticket.venue)}
${fact(t("webshop.seatGroup"), ticket.seatGroup)}
${ticket.timeStart ? fact(t("webshop.timeSlot"), slotTime(ticket.timeStart, lang)) : ""}
${fact(t("webshop.price"), `${ticket.priceText} · ${formatPrice(ticket.unitCents, lang)}`)}
${fact(t("webshop.quantity"), String(ticket.quantity))}
</dl>
${timer}
</div>
<div class="webshop-line__side">
<p class="webshop-line__total"><span class="webshop-line__total-label">${t("webshop.lineTotal")}</span> ${formatPrice(ticket.unitCents * ticket.quantity, lang)}</p>
<form class="webshop-line__remove" method="post" action="${webshopHref(REMOVE_PATH, lang)}">
<input type="hidden" name="hold_id" value="${ticket.holdId}">
<button type="submit" class="webshop-button">${t("webshop.remove")}<span class="visually-hidden">: ${ticket.title}, ${when}</span></button>
</form>
</div>
</li>`;
}

function notice(kind: CartNotice | null, lang: Lang, t: Translate, noReservation: string): SafeHtml | "" {
  if (!kind) return "";
  const text = kind === "removed" ? t("webshop.removed") : noReservation;
  // Focus lands here after a remove (a new page load), so keyboard and screen-reader users hear it.
  return html`<p class="webshop-notice${kind === "no-reservation" ? " webshop-notice--warning" : ""}" role="status" tabindex="-1" autofocus>${text}</p>`;
}

export function cartMain(options: { cart: CartContents; lang: Lang; now: Date; notice: CartNotice | null; noReservationText: string }): SafeHtml {
  const { cart, lang, now } = options;
  const t = translator(lang);
  const calendar = urlFor("events", {}, lang);
  const head = html`<h1 class="webshop-title">${t("webshop.cartTitle")}</h1>${notice(options.notice, lang, t, options.noReservationText)}`;
  if (cart.tickets.length === 0) {
    return html`<div class="webshop-page">
${head}
<section class="webshop-empty" aria-labelledby="webshop-empty-title">
<h2 id="webshop-empty-title" class="webshop-empty__title">${t("webshop.emptyTitle")}</h2>
<p>${t("webshop.emptyText")}</p>
<p><a class="button" href="${calendar}">${t("webshop.toCalendar")}</a></p>
</section>
</div>`;
  }
  const count = cart.ticketsQuantity === 1 ? t("webshop.ticketCountOne") : t("webshop.ticketCount", { count: cart.ticketsQuantity });
  return html`<div class="webshop-page">
${head}
<p class="webshop-cart__note">${t("webshop.holdNote")}</p>
<ul class="webshop-cart__lines" aria-label="${t("webshop.linesLabel")}">
${cart.tickets.map((ticket) => line(ticket, lang, now, t))}
</ul>
<p class="webshop-cart__total"><span>${t("webshop.total")} <span class="webshop-cart__count">(${count})</span></span> <strong data-cart-total>${formatPrice(cart.totalCents, lang)}</strong></p>
<section class="webshop-checkout" aria-labelledby="webshop-checkout-title">
<h2 id="webshop-checkout-title" class="webshop-checkout__title">${t("webshop.checkoutTitle")}</h2>
<p>${t("webshop.checkoutText")}</p>
</section>
<p><a class="arrow-link" href="${calendar}">${t("webshop.moreTickets")}</a></p>
</div>`;
}
