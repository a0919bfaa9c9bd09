// An order's view as the database would give it, for tests of what is composed from it (mail, PDF)
// without a database.
import { loadConfig, type Config } from "../../server/config.ts";
import type { OrderTicketView, OrderView } from "../../server/shop/order-view.ts";

export const BANK_SETTINGS = { SHOP_IBAN: "DE02120300000000202051", SHOP_BIC: "BYLADEM1001", SHOP_ACCOUNT_HOLDER: "Staatstheater Kulisse Kasse" };

/** The shop's configuration with a bank account, as the tests' theatre has it. */
export const configWithBank = (): Config => loadConfig({ SITE_NAME: "Staatstheater Kulisse", ...BANK_SETTINGS });

export function ticketView(position: number, overrides: Partial<OrderTicketView> = {}): OrderTicketView {
  return {
    id: position,
    position,
    secret: `TICKET${String(position).padStart(2, "0")}ABCD`.slice(0, 12),
    eventId: 1,
    title: "Kabale und Liebe",
    dateStart: new Date("2026-12-05T18:30:00Z"),
    timeStart: null,
    venue: "Großes Haus",
    venueAddress: "Theaterplatz 1, 12345 Kulissenstadt",
    room: "Bühne",
    seatGroup: "Parkett",
    priceText: "Vollpreis",
    unitCents: 2450,
    checkedInAt: null,
    ...overrides,
  };
}

export function orderView(overrides: Partial<OrderView> = {}): OrderView {
  const tickets = overrides.tickets ?? [ticketView(1), ticketView(2)];
  const totalCents = overrides.totalCents ?? tickets.reduce((sum, ticket) => sum + ticket.unitCents, 0) - (overrides.discountCents ?? 0);
  return {
    id: 1,
    code: "K7QX2M4P",
    secret: "order-secret",
    status: "reserved",
    paymentMethod: "box_office",
    delivery: "eticket",
    lang: "de",
    firstName: "Jörg",
    lastName: "Weiß",
    email: "joerg@example.org",
    phone: "",
    totalCents,
    discountCents: 0,
    discounts: [],
    creditCents: 0,
    giftCardPayments: [],
    dueCents: totalCents - (overrides.creditCents ?? 0),
    giftCardsSold: [],
    releaseAt: new Date("2026-12-01T10:00:00Z"),
    paymentReference: "Bestellung K7QX2M4P",
    createdAt: new Date("2026-11-27T10:00:00Z"),
    tickets,
    ...overrides,
  };
}
