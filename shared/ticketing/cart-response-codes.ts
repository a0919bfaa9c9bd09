// The one table of cart failure codes (spec §8), shared by the API, the booking widget and the
// webshop pages. Codes are negative integers as the ticketing systems we replace report them; the
// HTTP status goes with the code so every client sees the same answer for the same failure.
import type { Lang } from "../lib/localized.ts";

export const cartResponseCodes = {
  /** The input is malformed (the 400 body also names the field and the reason). */
  invalidRequest: -100,
  /** No performance on sale with this ticketing id (unknown, offline, cancelled or already begun). */
  eventNotOnSale: -201,
  /** The seat group is not part of the performance or not on sale (status '0'). */
  seatGroupUnavailable: -202,
  /** The time slot (block) is not part of the seat group or not on sale. */
  timeSlotUnavailable: -203,
  /** The ticket is not (or no longer) in this visitor's cart: its reservation ran out or was removed. */
  noCurrentReservation: -204,
  /** The sale type has no price above 0.00 in the seat group. */
  priceUnavailable: -205,
  /** Fewer seats are free than were asked for. */
  notEnoughSeats: -214,
  /** The cart would hold more tickets than one cart may (per performance or in all). */
  tooManyTickets: -215,
  /** The webshop is switched off in the site settings. */
  shopOffline: -300,
  /** Too many cart calls from one address in a short time. */
  tooManyRequests: -429,
} as const;

export type CartResponseCode = (typeof cartResponseCodes)[keyof typeof cartResponseCodes];

/** The HTTP status each code is answered with. */
export const cartResponseStatus: Record<CartResponseCode, number> = {
  [cartResponseCodes.invalidRequest]: 400,
  [cartResponseCodes.eventNotOnSale]: 404,
  [cartResponseCodes.seatGroupUnavailable]: 409,
  [cartResponseCodes.timeSlotUnavailable]: 409,
  [cartResponseCodes.noCurrentReservation]: 409,
  [cartResponseCodes.priceUnavailable]: 409,
  [cartResponseCodes.notEnoughSeats]: 409,
  [cartResponseCodes.tooManyTickets]: 409,
  [cartResponseCodes.shopOffline]: 503,
  [cartResponseCodes.tooManyRequests]: 429,
};

/** The visitor's explanation of a code, in both languages; spec §8 gives -214 and -204. */
export const cartResponseMessages: Record<CartResponseCode, Record<Lang, string>> = {
  [cartResponseCodes.invalidRequest]: {
    de: "Die Auswahl konnte nicht gelesen werden.",
    en: "The selection could not be read.",
  },
  [cartResponseCodes.eventNotOnSale]: {
    de: "Für diese Vorstellung gibt es keine Karten mehr im Vorverkauf.",
    en: "Tickets for this performance are no longer on sale.",
  },
  [cartResponseCodes.seatGroupUnavailable]: {
    de: "Diese Platzkategorie ist nicht mehr verfügbar.",
    en: "This seating category is no longer available.",
  },
  [cartResponseCodes.timeSlotUnavailable]: {
    de: "Dieses Zeitfenster ist nicht mehr verfügbar.",
    en: "This time slot is no longer available.",
  },
  [cartResponseCodes.noCurrentReservation]: {
    de: "Keine aktuelle Reservierung.",
    en: "No current reservation.",
  },
  [cartResponseCodes.priceUnavailable]: {
    de: "Dieser Preis ist nicht mehr verfügbar.",
    en: "This price is no longer available.",
  },
  [cartResponseCodes.notEnoughSeats]: {
    de: "Nicht genügend (zusammenhängende) Plätze gefunden.",
    en: "Not enough (connected) seats found.",
  },
  // The caps are settings, so the text names no number; larger orders go through the box office.
  [cartResponseCodes.tooManyTickets]: {
    de: "Zu viele Karten für einen Warenkorb: Pro Vorstellung und insgesamt ist die Zahl der Karten begrenzt. Größere Bestellungen nimmt unsere Theaterkasse entgegen.",
    en: "Too many tickets for one cart: the number of tickets per performance and in all is limited. Our box office takes larger orders.",
  },
  [cartResponseCodes.shopOffline]: {
    de: "Der Webshop ist gerade nicht erreichbar.",
    en: "The webshop is offline at the moment.",
  },
  [cartResponseCodes.tooManyRequests]: {
    de: "Zu viele Anfragen in kurzer Zeit. Bitte versuchen Sie es in einigen Minuten noch einmal.",
    en: "Too many requests in a short time. Please try again in a few minutes.",
  },
};

/** Spec §8's fallback when a failure carries no code we know. */
export const unknownCartError: Record<Lang, string> = {
  de: "Ein unbekannter Fehler ist aufgetreten.",
  en: "An unknown error occurred.",
};

export function isCartResponseCode(value: unknown): value is CartResponseCode {
  return typeof value === "number" && Object.prototype.hasOwnProperty.call(cartResponseMessages, value);
}

/** The message for a failure's code, or the unknown-error text. */
export function cartFailureMessage(code: unknown, lang: Lang): string {
  return isCartResponseCode(code) ? cartResponseMessages[code][lang] : unknownCartError[lang];
}
