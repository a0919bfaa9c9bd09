// The visitor text of the three elements in German and English. The elements run on foreign pages
// too, so they carry their own small dictionary instead of the site's rosetta setup; cart failure
// messages come from the shared code table (src/ticketing/cart-response-codes.ts).
import type { Lang } from "../../shared/lib/localized.ts";

/** The number and the form the language's plural rule picks, as the site's dictionary does (src/i18n/plural.ts). */
const counted = (lang: Lang, count: number, forms: { one: string; other: string }) => `${count} ${new Intl.PluralRules(lang).select(count) === "one" ? forms.one : forms.other}`;
const ticketsDe = (count: number) => counted("de", count, { one: "Ticket", other: "Tickets" });
const ticketsEn = (count: number) => counted("en", count, { one: "ticket", other: "tickets" });

const de = {
  toggle: "Tickets",
  panelTitle: "Karten buchen",
  close: "Schließen",
  loading: "Karten werden geladen …",
  loadFailed: "Die Karten konnten gerade nicht geladen werden.",
  noTickets: "Für diese Vorstellung gibt es hier keine Karten.",
  categories: "Kategorien",
  fullPrice: "Vollpreis",
  discounts: "Ermäßigungen",
  discountsOf: (group: string) => `Ermäßigungen, ${group}`,
  selectedDiscounts: (count: number) => `${count} ausgewählt`,
  showAll: (count: number) => `Alle ${count} Kategorien zeigen`,
  showFewer: "Weniger Kategorien zeigen",
  back: "Zurück zur Übersicht",
  timeslot: "Zeitfenster",
  timeslotsOf: (group: string) => `Zeitfenster, ${group}`,
  changeTimeslot: (group: string) => `Zeitfenster ändern, ${group}`,
  change: "Ändern",
  oneMore: (price: string, group: string) => `Ein Ticket mehr ${price}, ${group}`,
  oneLess: (price: string, group: string) => `Ein Ticket weniger ${price}, ${group}`,
  amountOf: (price: string, group: string) => `Anzahl ${price}, ${group}`,
  announce: (amount: number, price: string, group: string) => `${amount} × ${price}, ${group}`,
  quickBuy: "Kaufen",
  quickBuyLabel: (price: string, group: string, amount: string) => `Kaufen: ein Ticket ${price}, ${group}, ${amount}, sofort in den Warenkorb`,
  total: "Summe",
  tickets: ticketsDe,
  addToCart: "In den Warenkorb",
  adding: "Ihre Auswahl wird in den Warenkorb gelegt …",
  selectionOf: (count: number) => `Ihre Auswahl von ${ticketsDe(count)}`,
  success: (cart: string) => `${cart} wurde erfolgreich in Ihren Warenkorb gelegt.`,
  reserved: "Ihre Tickets sind für die nächsten 15 Minuten reserviert.",
  addMore: "Weitere Tickets hinzufügen",
  goToCart: "Zum Warenkorb",
  failure: "Das hat leider nicht geklappt.",
  errorCode: (code: number) => `Fehler ${code}`,
  buyViaWebshop: "Bitte kaufen Sie Ihre Karten über unseren",
  webshop: "Webshop",
  toWebshop: "Zum Webshop",
  cart: "Warenkorb",
  cartWith: (count: number) => `Warenkorb, ${ticketsDe(count)}`,
  boxOfficeToday: "Theaterkasse heute:",
  openFrom: (time: string) => `Geöffnet ab ${time}`,
  openUntil: (time: string) => `Geöffnet bis ${time}`,
  closed: "Geschlossen",
};

export type ElementText = typeof de;

const en: ElementText = {
  toggle: "Tickets",
  panelTitle: "Book tickets",
  close: "Close",
  loading: "Loading tickets …",
  loadFailed: "The tickets could not be loaded just now.",
  noTickets: "There are no tickets for this performance here.",
  categories: "Categories",
  fullPrice: "Full price",
  discounts: "Discounts",
  discountsOf: (group) => `Discounts, ${group}`,
  selectedDiscounts: (count) => `${count} selected`,
  showAll: (count) => `Show all ${count} categories`,
  showFewer: "Show fewer categories",
  back: "Back to the overview",
  timeslot: "Time slot",
  timeslotsOf: (group) => `Time slots, ${group}`,
  changeTimeslot: (group) => `Change time slot, ${group}`,
  change: "Change",
  oneMore: (price, group) => `One more ticket ${price}, ${group}`,
  oneLess: (price, group) => `One ticket fewer ${price}, ${group}`,
  amountOf: (price, group) => `Number of tickets ${price}, ${group}`,
  announce: (amount, price, group) => `${amount} × ${price}, ${group}`,
  quickBuy: "Buy",
  quickBuyLabel: (price, group, amount) => `Buy: one ticket ${price}, ${group}, ${amount}, straight into the cart`,
  total: "Total",
  tickets: ticketsEn,
  addToCart: "Add to cart",
  adding: "Adding your selection to the cart …",
  selectionOf: (count) => `Your selection of ${ticketsEn(count)}`,
  success: (cart) => `${cart} has been successfully added into your cart.`,
  reserved: "Your tickets will be reserved for the next 15 minutes.",
  addMore: "Add more tickets",
  goToCart: "Go to cart",
  failure: "Unfortunately, that didn't work.",
  errorCode: (code) => `Error ${code}`,
  buyViaWebshop: "Please buy your tickets via our",
  webshop: "webshop",
  toWebshop: "To the webshop",
  cart: "Cart",
  cartWith: (count) => `Cart, ${ticketsEn(count)}`,
  boxOfficeToday: "Box office today:",
  openFrom: (time) => `Open from ${time}`,
  openUntil: (time) => `Open until ${time}`,
  closed: "Closed",
};

const dictionaries: Record<Lang, ElementText> = { de, en };

export function elementText(lang: Lang): ElementText {
  return dictionaries[lang];
}
