// The built-in ticketing: inventory and carts in our own PostgreSQL (DESIGN.md "Ticketing"). A cart
// is a set of hold rows under the visitor's cart key; a hold counts only until its `expires_at`, by
// PostgreSQL's clock. Adding to a cart is one READ COMMITTED transaction that locks the cart (for its
// caps) and then the seat group row(s), and only then counts what is free, so two visitors can never
// both get the last seat and one cart never more than its caps. The object holds no state beyond its
// caps: creating one per use is as good as sharing one.
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { events, prices, productions, rooms, seatGroups, ticketHolds, timeSlots, venues } from "../db/schema.ts";
import { cartResponseCodes, type CartResponseCode } from "../../shared/ticketing/cart-response-codes.ts";
import { pick, type Lang } from "../../shared/lib/localized.ts";
import { beyondCaps, cartHeld, lockCart } from "./cart-caps.ts";
import type { AddToCartRequest, Availability, CartAdded, CartCaps, CartContents, CartResult, CartTotals, TicketingProvider } from "./provider.ts";
import { freeSeats, heldSeats, holdExpiry, holdIsLive, type Queryable } from "./seat-availability.ts";
import { placeInFirstGroup, placeInGroup, type GroupOffer } from "./seat-placement.ts";
import { announceIfSoldOutFlipped } from "./availability-changes.ts";
import { giveBack } from "./give-back-holds.ts";

const fail = <T>(code: CartResponseCode): CartResult<T> => ({ ok: false, code });

/** Tickets of the cart still held. */
async function ticketsHeld(db: Queryable, cartKey: string): Promise<number> {
  const rows = await db
    .select({ n: sql<number>`coalesce(sum(${ticketHolds.quantity}), 0)`.mapWith(Number) })
    .from(ticketHolds)
    .where(and(eq(ticketHolds.cartKey, cartKey), holdIsLive));
  return rows[0]?.n ?? 0;
}

/** The performance with this ticketing id if it is on sale at `now`: online, scheduled, not yet begun. */
async function eventOnSale(db: Queryable, eventJetId: number, now: Date): Promise<{ id: number } | null> {
  const rows = await db
    .select({ id: events.id, status: events.status, dateStart: events.dateStart, online: events.isOnline, productionOnline: productions.isOnline })
    .from(events)
    .innerJoin(productions, eq(productions.id, events.productionId))
    .where(eq(events.idJet, eventJetId))
    .limit(1);
  const event = rows[0];
  if (!event || !event.online || !event.productionOnline || event.status !== "scheduled" || event.dateStart <= now) return null;
  return { id: event.id };
}

/**
 * The seat groups (one, or all of the event) with their prices and slots; the group rows are locked
 * for this transaction. Prices (no counts) are read before the lock; the slots' counts and status
 * after it, like the groups' own, so a change made under the group's lock (a sale at the box office)
 * is never read half: whoever changes `sold` of a group or its slots locks the group row first.
 */
async function lockOffers(tx: Queryable, eventId: number, seatGroupId: number | undefined): Promise<GroupOffer[]> {
  const which = and(eq(seatGroups.eventId, eventId), seatGroupId === undefined ? undefined : eq(seatGroups.id, seatGroupId));
  const priceRows = await tx
    .select({ id: prices.id, seatGroupId: prices.seatGroupId, saleTypeId: prices.saleTypeId, amountCents: prices.amountCents })
    .from(prices)
    .innerJoin(seatGroups, eq(seatGroups.id, prices.seatGroupId))
    .where(which)
    .orderBy(asc(prices.position), asc(prices.id));
  // Locked in id order, so two calls that lock several groups cannot deadlock each other.
  const groups = await tx
    .select({ id: seatGroups.id, status: seatGroups.status, capacity: seatGroups.capacity, sold: seatGroups.sold, position: seatGroups.position })
    .from(seatGroups)
    .where(which)
    .orderBy(asc(seatGroups.id))
    .for("update");
  const slotRows =
    groups.length === 0
      ? []
      : await tx
          .select({ seatGroupId: timeSlots.seatGroupId, blockId: timeSlots.blockId, status: timeSlots.status, sold: timeSlots.sold })
          .from(timeSlots)
          .where(inArray(timeSlots.seatGroupId, groups.map((group) => group.id)))
          .orderBy(asc(timeSlots.timeStart), asc(timeSlots.id));
  return groups
    .sort((a, b) => a.position - b.position || a.id - b.id)
    .map((group) => ({
      group,
      prices: priceRows.filter((row) => row.seatGroupId === group.id),
      slots: slotRows.filter((row) => row.seatGroupId === group.id),
    }));
}

/** The built-in TicketingProvider on this database, with the carts' caps. */
export function createBuiltinTicketing(db: Db, caps: CartCaps): TicketingProvider {
  return {
    async availability(seatGroupIds: number[]): Promise<Availability> {
      const result: Availability = { seatGroups: new Map(), blocks: new Map() };
      if (seatGroupIds.length === 0) return result;
      const [groups, slots, held] = await Promise.all([
        db.select({ id: seatGroups.id, capacity: seatGroups.capacity, sold: seatGroups.sold }).from(seatGroups).where(inArray(seatGroups.id, seatGroupIds)),
        db.select({ seatGroupId: timeSlots.seatGroupId, blockId: timeSlots.blockId, sold: timeSlots.sold }).from(timeSlots).where(inArray(timeSlots.seatGroupId, seatGroupIds)),
        heldSeats(db, seatGroupIds),
      ]);
      const withSlots = new Set(slots.map((slot) => slot.seatGroupId));
      for (const group of groups) {
        if (!withSlots.has(group.id)) result.seatGroups.set(group.id, freeSeats(group.capacity, group.sold, held.inGroup(group.id)));
      }
      const capacityOf = new Map(groups.map((group) => [group.id, group.capacity]));
      for (const slot of slots) {
        result.blocks.set(slot.blockId, freeSeats(capacityOf.get(slot.seatGroupId) ?? 0, slot.sold, held.inSlot(slot.seatGroupId, slot.blockId)));
      }
      return result;
    },

    async addToCart(request: AddToCartRequest): Promise<CartResult<CartAdded>> {
      const { cartKey, eventJetId, seatGroupId, blockId, lines, now } = request;
      return db.transaction(
        async (tx): Promise<CartResult<CartAdded>> => {
          // The cart first, the seat groups second, in every add: the same order, so no deadlock.
          await lockCart(tx, cartKey);
          const event = await eventOnSale(tx, eventJetId, now);
          if (!event) return fail(cartResponseCodes.eventNotOnSale);
          const wanted = lines.reduce((sum, line) => sum + line.quantity, 0);
          const inCart = await cartHeld(tx, cartKey, event.id);
          if (beyondCaps(inCart, wanted, caps)) return fail(cartResponseCodes.tooManyTickets);
          const offers = await lockOffers(tx, event.id, seatGroupId);
          if (offers.length === 0) return fail(cartResponseCodes.seatGroupUnavailable);
          // Counted after the lock: every hold committed before it was granted is seen now. A re-add
          // of tickets whose hold ran out is an add like any other: only seats free now are held.
          const held = await heldSeats(tx, offers.map((offer) => offer.group.id));
          const placed = seatGroupId === undefined ? placeInFirstGroup(offers, lines, blockId, held) : placeInGroup(offers[0], lines, blockId, held);
          if (!placed.ok) return fail(placed.code);
          const { placement } = placed;
          const inserted = await tx.insert(ticketHolds).values(
            placement.lines.map((line) => ({
              cartKey,
              eventId: event.id,
              seatGroupId: placement.seatGroupId,
              blockId: placement.blockId,
              priceId: line.priceId,
              saleTypeId: line.saleTypeId,
              quantity: line.quantity,
              unitCents: line.unitCents,
              expiresAt: holdExpiry,
            })),
          ).returning({ id: ticketHolds.id });
          // Counted under the group's lock: exact. Pages showing the performance are told if it sold out.
          await announceIfSoldOutFlipped(tx, event.id, placement.freeBefore, placement.freeBefore - wanted);
          // Counted under the cart's lock, so the number is exact without another query.
          return { ok: true, value: { ticketsQuantity: inCart.total + wanted, holdIds: inserted.map((row) => row.id) } };
        },
        { isolationLevel: "read committed" },
      );
    },

    async cartContents(cartKey: string, lang: Lang): Promise<CartContents> {
      const rows = await db
        .select({
          hold: ticketHolds,
          event: events,
          production: productions,
          venue: venues,
          group: seatGroups,
          price: prices,
          timeStart: timeSlots.timeStart,
          secondsLeft: sql<number>`greatest(0, floor(extract(epoch from ${ticketHolds.expiresAt} - now())))`.mapWith(Number),
        })
        .from(ticketHolds)
        .innerJoin(events, eq(events.id, ticketHolds.eventId))
        .innerJoin(productions, eq(productions.id, events.productionId))
        .innerJoin(rooms, eq(rooms.id, events.roomId))
        .innerJoin(venues, eq(venues.id, rooms.venueId))
        .innerJoin(seatGroups, eq(seatGroups.id, ticketHolds.seatGroupId))
        .innerJoin(prices, eq(prices.id, ticketHolds.priceId))
        .leftJoin(timeSlots, and(eq(timeSlots.seatGroupId, ticketHolds.seatGroupId), eq(timeSlots.blockId, ticketHolds.blockId)))
        .where(and(eq(ticketHolds.cartKey, cartKey), holdIsLive))
        .orderBy(asc(ticketHolds.createdAt), asc(ticketHolds.id));
      const tickets = rows.map(({ hold, event, production, venue, group, price, timeStart, secondsLeft }) => ({
        holdId: hold.id,
        eventId: event.id,
        eventJetId: event.idJet ?? 0,
        title: event.title ? pick(event.title, lang) : pick(production.title, lang),
        dateStart: event.dateStart,
        venue: pick(venue.name, lang),
        seatGroup: pick(group.name, lang),
        priceText: pick(price.text, lang),
        timeStart,
        quantity: hold.quantity,
        unitCents: hold.unitCents,
        expiresAt: hold.expiresAt,
        secondsLeft,
      }));
      return {
        tickets,
        ticketsQuantity: tickets.reduce((sum, ticket) => sum + ticket.quantity, 0),
        totalCents: tickets.reduce((sum, ticket) => sum + ticket.quantity * ticket.unitCents, 0),
      };
    },

    removeFromCart(cartKey: string, holdId: number): Promise<CartResult<CartTotals>> {
      return db.transaction(async (tx) => {
        if ((await giveBack(tx, cartKey, [holdId])) === 0) return fail(cartResponseCodes.noCurrentReservation);
        return { ok: true, value: { ticketsQuantity: await ticketsHeld(tx, cartKey) } } as const;
      });
    },

    releaseHolds(cartKey: string, holdIds: number[]): Promise<number> {
      return db.transaction((tx) => giveBack(tx, cartKey, holdIds));
    },
  };
}
