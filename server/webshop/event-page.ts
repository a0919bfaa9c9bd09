// A performance's booking page in the webshop (/webshop/event/{id_jet}, the demo events' ticket_url):
// what, when and where, the booking widget, and the way back to the performance's page on the site.
import { eq } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { events } from "../db/schema.ts";
import { selectEventRows } from "../services/event-summaries.ts";
import { pick, type Lang } from "../../shared/lib/localized.ts";
import { dictionary, translator } from "../../src/i18n/index.tsx";
import { berlinIso } from "../../shared/lib/berlin-time.ts";
import { urlFor } from "../../src/route-paths.ts";
import { html, type SafeHtml } from "./html.ts";
import { performanceDate } from "./cart-page.ts";

export interface WebshopEvent {
  id: number;
  idJet: number;
  title: string;
  dateStart: Date;
  place: string;
  status: "scheduled" | "cancelled" | "postponed" | "sold_out";
  /** The performance's page on the site. */
  siteUrl: string;
  /** Where the widget's "buy in the webshop" links lead. */
  webshopUrl: string;
}

/** The largest id PostgreSQL's integer holds; longer numbers are not ids. */
const MAX_ID = 2_147_483_647;

/** "1001" → 1001; anything that is not a positive integer id → null. */
export function parseId(value: unknown): number | null {
  if (typeof value !== "string" || !/^[1-9]\d{0,9}$/.test(value)) return null;
  const id = Number(value);
  return id <= MAX_ID ? id : null;
}

/** The online performance with this ticketing id, or null. */
export async function loadWebshopEvent(db: Db, idJet: number, lang: Lang): Promise<WebshopEvent | null> {
  const [row] = await selectEventRows(db).where(eq(events.idJet, idJet)).limit(1);
  if (!row || !row.event.isOnline || !row.production.isOnline) return null;
  const { event, production, room, venue } = row;
  const venueName = pick(venue.name, lang);
  const roomName = pick(room.name, lang);
  return {
    id: event.id,
    idJet,
    title: event.title ? pick(event.title, lang) : pick(production.title, lang),
    dateStart: event.dateStart,
    place: roomName && roomName !== venueName ? `${venueName} – ${roomName}` : venueName,
    status: event.status,
    siteUrl: urlFor("events-slug-id", { slug: pick(production.slug, lang), id: event.id }, lang),
    webshopUrl: event.ticketUrl || `/webshop/event/${idJet}`,
  };
}

/** Cancelled, sold-out and past performances get a sentence instead of the widget. */
function onSale(event: WebshopEvent, now: Date): boolean {
  return event.status !== "cancelled" && event.status !== "sold_out" && event.dateStart.getTime() > now.getTime();
}

/** The performance's booking page; `quickBuy` switches the widget to its quick-buy variant (QUICK_BUY). */
export function eventMain(event: WebshopEvent, lang: Lang, now: Date, quickBuy: boolean): SafeHtml {
  const t = translator(lang);
  const statusLabel = dictionary(lang).eventStatus[event.status];
  const booking = onSale(event, now)
    ? html`<kulisse-booking-widget event-id="${event.id}" lang="${lang}" open${quickBuy ? html` quick-buy` : ""} webshop-url="${event.webshopUrl}">
<p class="webshop-widget-fallback">${t("webshop.widgetLoading")}</p>
</kulisse-booking-widget>
<noscript><p class="webshop-notice">${t("webshop.widgetNoScript")}</p></noscript>`
    : html`<p class="webshop-notice">${t("webshop.eventNotOnSale")}</p>`;
  return html`<div class="webshop-page">
<h1 class="webshop-title">${event.title}</h1>
<p class="webshop-event__when"><time datetime="${berlinIso(event.dateStart)}">${performanceDate(event.dateStart, lang)}</time>${statusLabel ? html` <span class="label label--accent">${statusLabel}</span>` : ""}</p>
<p class="webshop-event__place">${event.place}</p>
<section class="webshop-event__tickets" aria-labelledby="webshop-event-tickets">
<h2 id="webshop-event-tickets" class="webshop-event__tickets-title">${t("webshop.eventTickets")}</h2>
${booking}
</section>
<p><a class="arrow-link" href="${event.siteUrl}">${t("webshop.eventLink")}</a></p>
</div>`;
}
