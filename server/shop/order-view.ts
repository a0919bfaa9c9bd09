// One order as everything shows it: the order page, the ticket PDF, the confirmation mail, the admin
// and check-in. Texts are in the order's language; an unpaid order past its release reads as expired
// even before anyone has written that state (order-transitions.ts writes it lazily).
import { and, asc, eq, sql, type SQL } from "drizzle-orm";
import type { Db, Tx } from "../db/client.ts";
import { events, giftCards, giftCardTransactions, orders, orderTickets, productions, rooms, seatGroups, timeSlots, venues, voucherUses, vouchers } from "../db/schema.ts";
import { pick, type Lang } from "../../shared/lib/localized.ts";
import { unpaidStatuses, type OrderStatus } from "./order-states.ts";

export interface OrderTicketView {
  id: number;
  /** 1, 2, … within the order. */
  position: number;
  /** What the QR code holds and check-in reads. */
  secret: string;
  eventId: number;
  title: string;
  dateStart: Date;
  /** The time slot's start "HH:MM:SS", for seat groups with slots. */
  timeStart: string | null;
  venue: string;
  /** The venue's address: street, postal code and city. */
  venueAddress: string;
  room: string;
  seatGroup: string;
  priceText: string;
  unitCents: number;
  checkedInAt: Date | null;
}

export interface OrderView {
  id: number;
  code: string;
  secret: string;
  status: OrderStatus;
  paymentMethod: string;
  delivery: "eticket" | "pickup";
  lang: Lang;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  /** After the vouchers' discount. */
  totalCents: number;
  /** What vouchers took off the positions' sum, and each voucher's part. */
  discountCents: number;
  discounts: { code: string; cents: number }[];
  /** The part of the total gift cards paid, and each card's part (in the order they were redeemed). */
  creditCents: number;
  giftCardPayments: { code: string; cents: number }[];
  /** What the payment method collects: the total less the gift cards' part. */
  dueCents: number;
  /** The gift cards the order sells (a position each, with its amount). */
  giftCardsSold: { cents: number }[];
  /** Until when an unpaid order is held; null once paid. */
  releaseAt: Date | null;
  paymentReference: string;
  createdAt: Date;
  tickets: OrderTicketView[];
}

/** The vouchers and gift cards that paid for the order, and the gift cards it sells. */
async function codesOf(db: Db | Tx, orderId: number): Promise<Pick<OrderView, "discounts" | "giftCardPayments" | "giftCardsSold">> {
  const discounts = await db
    .select({ code: vouchers.code, cents: voucherUses.discountCents })
    .from(voucherUses)
    .innerJoin(vouchers, eq(vouchers.id, voucherUses.voucherId))
    .where(and(eq(voucherUses.orderId, orderId), eq(voucherUses.delta, 1)))
    .orderBy(asc(voucherUses.id));
  const giftCardPayments = await db
    .select({ code: giftCards.code, cents: sql<number>`-${giftCardTransactions.deltaCents}`.mapWith(Number) })
    .from(giftCardTransactions)
    .innerJoin(giftCards, eq(giftCards.id, giftCardTransactions.giftCardId))
    .where(and(eq(giftCardTransactions.orderId, orderId), eq(giftCardTransactions.reason, "redeemed")))
    .orderBy(asc(giftCardTransactions.id));
  const giftCardsSold = await db.select({ cents: giftCards.initialCents }).from(giftCards).where(eq(giftCards.orderId, orderId)).orderBy(asc(giftCards.id));
  return { discounts, giftCardPayments, giftCardsSold };
}

/** The order with its tickets (in position order), or null; texts in `textLang`, else the order's language. */
async function loadOrderViewWhere(db: Db | Tx, which: SQL, textLang?: Lang): Promise<OrderView | null> {
  const [order] = await db
    .select({ order: orders, due: sql<boolean>`${orders.releaseAt} is not null and ${orders.releaseAt} <= now()` })
    .from(orders)
    .where(which)
    .limit(1);
  if (!order) return null;
  const lang = textLang ?? order.order.lang;
  const rows = await db
    .select({ ticket: orderTickets, event: events, production: productions, room: rooms, venue: venues, group: seatGroups, timeStart: timeSlots.timeStart })
    .from(orderTickets)
    .innerJoin(events, eq(events.id, orderTickets.eventId))
    .innerJoin(productions, eq(productions.id, events.productionId))
    .innerJoin(rooms, eq(rooms.id, events.roomId))
    .innerJoin(venues, eq(venues.id, rooms.venueId))
    .innerJoin(seatGroups, eq(seatGroups.id, orderTickets.seatGroupId))
    .leftJoin(timeSlots, and(eq(timeSlots.seatGroupId, orderTickets.seatGroupId), eq(timeSlots.blockId, orderTickets.blockId)))
    .where(eq(orderTickets.orderId, order.order.id))
    .orderBy(asc(orderTickets.position));
  const { secret, code, id, status, releaseAt } = order.order;
  return {
    ...order.order,
    ...(await codesOf(db, id)),
    dueCents: order.order.totalCents - order.order.creditCents,
    id,
    code,
    secret,
    status: unpaidStatuses.includes(status) && order.due ? "expired" : status,
    releaseAt,
    tickets: rows.map(({ ticket, event, production, room, venue, group, timeStart }) => ({
      id: ticket.id,
      position: ticket.position,
      secret: ticket.secret,
      eventId: event.id,
      title: event.title ? pick(event.title, lang) : pick(production.title, lang),
      dateStart: event.dateStart,
      timeStart,
      venue: pick(venue.name, lang),
      venueAddress: [venue.street, [venue.postalCode, venue.city].filter(Boolean).join(" ")].filter(Boolean).join(", "),
      room: pick(room.name, lang),
      seatGroup: pick(group.name, lang),
      priceText: pick(ticket.priceText, lang),
      unitCents: ticket.unitCents,
      checkedInAt: ticket.checkedInAt,
    })),
  };
}

/** The order with this id, or null; `textLang` shows it in another language than the order's (the order page's ?lang=). */
export function loadOrderView(db: Db | Tx, orderId: number, textLang?: Lang): Promise<OrderView | null> {
  return loadOrderViewWhere(db, eq(orders.id, orderId), textLang);
}
