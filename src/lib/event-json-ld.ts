// schema.org structured data for an event page: a TheaterEvent (MusicEvent for concerts,
// DanceEvent for dance) with place, performers, organizer (the promoter, else the theatre), sponsors
// and one Offer per seat group. Pure, so the page renders it (components/json-ld.tsx) and tests read it.
import type { EventDetail, Partner } from "../../shared/api/content-types.ts";
import { berlinIso } from "../../shared/lib/berlin-time.ts";
import { centsOf } from "../../shared/lib/format-price.ts";
import { SCHEMA } from "./json-ld.ts";

function absolute(url: string, origin: string): string {
  try {
    return new URL(url, origin).href;
  } catch {
    return url;
  }
}

/** Rich text to plain text: tags dropped, block ends as spaces, the common entities decoded. */
export function htmlToText(html: string): string {
  return html
    .replace(/<(br|\/p|\/li|\/h[1-6]|\/div)\b[^>]*>/gi, " ")
    .replace(/<[^>]*>/g, "")
    .replace(/&nbsp;/g, " ")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&#x27;|&apos;/g, "'")
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCodePoint(Number(code)))
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ")
    .trim();
}

/** The Event subtype for an exhibition type's slug. */
export function eventSubtype(typeSlug: string | undefined): "TheaterEvent" | "MusicEvent" | "DanceEvent" {
  if (typeSlug === "concert") return "MusicEvent";
  if (typeSlug === "dance") return "DanceEvent";
  return "TheaterEvent";
}

const statusUrl: Record<string, string> = {
  cancelled: `${SCHEMA}/EventCancelled`,
  postponed: `${SCHEMA}/EventPostponed`,
};

function priceText(cents: number): string {
  return (cents / 100).toFixed(2);
}

function organization(partner: Partner, origin: string): Record<string, unknown> {
  return { "@type": "Organization", name: partner.name, ...(partner.url && !/^(mailto|tel):/i.test(partner.url) ? { url: absolute(partner.url, origin) } : {}) };
}

export interface JsonLdOptions {
  /** "https://kulisse.example": makes page, image and ticket URLs absolute. */
  origin: string;
  siteName: string;
}

export function buildEventJsonLd(event: EventDetail, { origin, siteName }: JsonLdOptions): Record<string, unknown> {
  const start = new Date(event.date_start);
  const end = event.date_end ? new Date(event.date_end) : event.duration_minutes ? new Date(start.getTime() + event.duration_minutes * 60_000) : null;
  const soldOut = event.status === "sold_out";
  const ticketUrl = absolute(event.ticket_url ?? event.url, origin);
  const offers: Record<string, unknown>[] = event.seat_groups
    .map((group): Record<string, unknown> | null => {
      const amounts = group.prices.map((price) => centsOf(price.price)).filter((cents) => Number.isFinite(cents) && cents >= 0);
      if (amounts.length === 0) return null;
      return {
        "@type": "Offer",
        name: group.seat_group,
        price: priceText(Math.min(...amounts)),
        priceCurrency: "EUR",
        availability: `${SCHEMA}/${soldOut || group.status === "0" ? "SoldOut" : "InStock"}`,
        url: ticketUrl,
      };
    })
    .filter((offer): offer is Record<string, unknown> => offer !== null);
  if (offers.length === 0 && event.ticket_url) {
    offers.push({ "@type": "Offer", priceCurrency: "EUR", availability: `${SCHEMA}/${soldOut ? "SoldOut" : "InStock"}`, url: ticketUrl });
  }
  const address = event.venue_address;
  const description = htmlToText(event.teaser || event.description) || event.subline;
  const data: Record<string, unknown> = {
    "@context": SCHEMA,
    "@type": eventSubtype(event.exhibition_type?.slug),
    name: event.title,
    url: absolute(event.url, origin),
    startDate: berlinIso(start),
    ...(end ? { endDate: berlinIso(end) } : {}),
    eventStatus: statusUrl[event.status] ?? `${SCHEMA}/EventScheduled`,
    eventAttendanceMode: `${SCHEMA}/OfflineEventAttendanceMode`,
    location: {
      "@type": "Place",
      name: event.room.name && event.room.name !== event.venue.name ? `${event.venue.name} – ${event.room.name}` : event.venue.name,
      address: {
        "@type": "PostalAddress",
        ...(address.street ? { streetAddress: address.street } : {}),
        ...(address.postal_code ? { postalCode: address.postal_code } : {}),
        ...(address.city ? { addressLocality: address.city } : {}),
        addressCountry: "DE",
      },
    },
    ...(event.image ? { image: [absolute(event.image.url, origin)] } : {}),
    ...(description ? { description } : {}),
    ...(event.cast.length > 0 ? { performer: event.cast.slice(0, 10).map((person) => ({ "@type": "Person", name: person.name })) } : {}),
    // The promoter (Veranstalter) organises the event when there is one; otherwise the theatre does.
    organizer: event.promoter ? organization(event.promoter, origin) : { "@type": "Organization", name: siteName, url: origin },
    ...(event.sponsors.length > 0 ? { sponsor: event.sponsors.map((sponsor) => organization(sponsor, origin)) } : {}),
    ...(offers.length > 0 ? { offers } : {}),
  };
  return data;
}
