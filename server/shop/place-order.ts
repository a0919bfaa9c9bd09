// The checkout's one write: the cart's held tickets become an order, in ONE READ COMMITTED
// transaction, so an order is either all there (order, tickets, seats, log) or not at all.
//
// Order of locks, the same as adding to a cart, so the two never deadlock: the cart first (its
// advisory lock: a double submit waits here and then finds the first order by its idempotency key),
// then the seat groups' rows in id order. Only under the groups' locks is anything counted:
// a hold that ran out while the visitor typed is taken again only if its seats are free now
// (capacity − sold − live holds), else the whole order fails and nothing is written. The holds then
// become the order's (cart key `order:{id}`, expiring at the order's release), so the seats keep
// counting against the capacity, with no moment in between where they are free.
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Db, Tx } from "../db/client.ts";
import { events, orders, orderTickets, prices, productions, seatGroups, ticketHolds } from "../db/schema.ts";
import { pick, type Lang, type Localized } from "../../shared/lib/localized.ts";
import { announceIfSoldOutFlipped, seatsLeft } from "../ticketing/availability-changes.ts";
import { lockCart } from "../ticketing/cart-caps.ts";
import type { CartCaps } from "../ticketing/provider.ts";
import { newOrderCode, newOrderSecret, newTicketSecret, paymentReferenceFor } from "./order-codes.ts";
import { logOrder } from "./order-log.ts";
import type { OrderStatus } from "./order-states.ts";
import { orderHoldKey } from "./order-transitions.ts";
import { coveredByCodesPayment } from "./payments/covered-by-codes-payment.ts";
import { onlinePaymentMethods } from "./payments/index.ts";
import type { PaymentSettings } from "./payments/payment-method.ts";
import { heldBecomeSold, lockSeatGroups } from "./seat-sales.ts";
import { CodeRefused, findCodes, isCodeProblem, priceCodes, redeemCodes, type CodeProblem, type PricedCodes } from "./vouchers/order-codes-redemption.ts";

/**
 * The payment_method of an order that vouchers and gift cards cover entirely: nothing is left to pay,
 * so it is paid when placed (docs/decisions.md, "Vouchers and gift cards at the checkout").
 */
export const FULLY_COVERED_METHOD = coveredByCodesPayment.id;

export interface OrderContact {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
}

export interface PlaceOrderRequest {
  /** The visitor's cart (the HttpOnly cart cookie). */
  cartKey: string;
  /** The checkout form's key: the same key again finds the same order. */
  idempotencyKey: string;
  /** The holds the checkout form listed (live or run out since). */
  holdIds: number[];
  contact: OrderContact;
  delivery: "eticket" | "pickup";
  /** Empty when the codes cover the whole order. */
  paymentMethod: string;
  /** Voucher and gift card codes as typed, in the order entered. */
  codes?: string[];
  /** The signed-in account placing the order (its vouchers; the order is listed in its user area), if any. */
  userId?: number | null;
  lang: Lang;
  /** The app's clock: whether the performances are still on sale, and the payment deadlines. */
  now: Date;
}

/** A performance's seat group, as a refusal names it. */
export interface PlaceName {
  title: string;
  dateStart: Date;
  seatGroup: string;
}

export type PlaceOrderResult =
  | { ok: true; orderId: number; code: string; secret: string; status: OrderStatus; totalCents: number; discountCents: number; creditCents: number; tickets: number; created: boolean }
  /** A listed hold is not (or no longer) in this cart: removed, ordered already, or someone else's. */
  | { ok: false; problem: "holds_gone" }
  /** A performance has begun, was cancelled or went offline. */
  | { ok: false; problem: "not_on_sale"; place: PlaceName }
  /** A hold ran out and its seats went to someone else meanwhile. */
  | { ok: false; problem: "sold_out"; place: PlaceName }
  /** More tickets than one order may have (the cart's caps). */
  | { ok: false; problem: "too_many"; caps: CartCaps }
  /** The method is not offered for this order (any more). */
  | { ok: false; problem: "payment_method" }
  /** The key was used by another cart's order. */
  | { ok: false; problem: "key_taken" }
  /** A voucher or gift card code cannot be redeemed (any more) for this order. */
  | { ok: false; problem: "code"; refused: CodeProblem };

export interface PlaceOrderDeps {
  db: Db;
  caps: CartCaps;
  payments: PaymentSettings;
}

/** The listed holds of this cart with what the order needs of them (also the checkout's code summary). */
export async function heldLines(tx: Db | Tx, cartKey: string, holdIds: number[], lang: Lang) {
  return tx
    .select({
      id: ticketHolds.id,
      eventId: ticketHolds.eventId,
      productionId: events.productionId,
      seatGroupId: ticketHolds.seatGroupId,
      blockId: ticketHolds.blockId,
      priceId: ticketHolds.priceId,
      saleTypeId: ticketHolds.saleTypeId,
      quantity: ticketHolds.quantity,
      unitCents: ticketHolds.unitCents,
      priceText: prices.text,
      eventTitle: events.title,
      productionTitle: productions.title,
      dateStart: events.dateStart,
      eventStatus: events.status,
      eventOnline: events.isOnline,
      productionOnline: productions.isOnline,
      groupName: seatGroups.name,
      groupStatus: seatGroups.status,
    })
    .from(ticketHolds)
    .innerJoin(events, eq(events.id, ticketHolds.eventId))
    .innerJoin(productions, eq(productions.id, events.productionId))
    .innerJoin(seatGroups, eq(seatGroups.id, ticketHolds.seatGroupId))
    .innerJoin(prices, eq(prices.id, ticketHolds.priceId))
    .where(and(inArray(ticketHolds.id, holdIds), eq(ticketHolds.cartKey, cartKey)))
    .orderBy(asc(ticketHolds.createdAt), asc(ticketHolds.id))
    .then((rows) =>
      rows.map((row) => ({
        ...row,
        place: { title: row.eventTitle ? pick(row.eventTitle, lang) : pick(row.productionTitle, lang), dateStart: row.dateStart, seatGroup: pick(row.groupName, lang) } satisfies PlaceName,
      })),
    );
}

type HeldLine = Awaited<ReturnType<typeof heldLines>>[number];

/**
 * Which holds still count, read once the seat groups are locked. `live`: not run out by the clock
 * now (clock_timestamp, not the transaction's start): any transaction that committed before the
 * locks were granted and found the hold run out started after it ran out, so it is run out by this
 * clock too and is re-checked here. `counted`: what seatsLeft (by the transaction's start) counts.
 */
async function holdClocks(tx: Tx, holdIds: number[]): Promise<Map<number, { live: boolean; counted: boolean }>> {
  const rows = await tx
    .select({ id: ticketHolds.id, live: sql<boolean>`${ticketHolds.expiresAt} > clock_timestamp()`, counted: sql<boolean>`${ticketHolds.expiresAt} > now()` })
    .from(ticketHolds)
    .where(inArray(ticketHolds.id, holdIds));
  return new Map(rows.map((row) => [row.id, row]));
}

/** Run-out lines by seat group and slot: the seats they need, and those seatsLeft still counts as held. */
function runOutByPlace(lines: HeldLine[], clocks: Map<number, { live: boolean; counted: boolean }>) {
  const places = new Map<string, { first: HeldLine; quantity: number; stillCounted: number }>();
  for (const line of lines) {
    const clock = clocks.get(line.id);
    if (clock?.live) continue;
    const key = `${line.seatGroupId}/${line.blockId}`;
    const place = places.get(key) ?? { first: line, quantity: 0, stillCounted: 0 };
    place.quantity += line.quantity;
    if (clock?.counted) place.stillCounted += line.quantity;
    places.set(key, place);
  }
  return [...places.values()];
}

/** Inserts the order under a fresh code; a code that exists already (one in 10^12) is drawn again. */
export async function insertOrder(tx: Tx, values: Omit<typeof orders.$inferInsert, "code" | "secret" | "paymentReference">): Promise<{ id: number; code: string; secret: string }> {
  for (;;) {
    const code = newOrderCode();
    const secret = newOrderSecret();
    const [row] = await tx
      .insert(orders)
      .values({ ...values, code, secret, paymentReference: paymentReferenceFor(code) })
      .onConflictDoNothing({ target: orders.code })
      .returning({ id: orders.id });
    if (row) return { id: row.id, code, secret };
  }
}

/** One ticket row per seat, each with its own secret; a secret that exists already is drawn again. */
async function insertTickets(tx: Tx, orderId: number, lines: HeldLine[]): Promise<number> {
  let position = 0;
  let waiting = lines.flatMap((line) =>
    Array.from({ length: line.quantity }, () => ({
      orderId,
      position: ++position,
      eventId: line.eventId,
      seatGroupId: line.seatGroupId,
      blockId: line.blockId,
      priceId: line.priceId,
      saleTypeId: line.saleTypeId,
      priceText: line.priceText as Localized,
      unitCents: line.unitCents,
      secret: newTicketSecret(),
    })),
  );
  const count = waiting.length;
  while (waiting.length > 0) {
    const inserted = await tx.insert(orderTickets).values(waiting).onConflictDoNothing({ target: orderTickets.secret }).returning({ position: orderTickets.position });
    const done = new Set(inserted.map((row) => row.position));
    waiting = waiting.filter((ticket) => !done.has(ticket.position)).map((ticket) => ({ ...ticket, secret: newTicketSecret() }));
  }
  return count;
}

/** The order this cart placed with this key before, if any; `key_taken` when another cart used the key. */
async function earlierOrder(tx: Tx, request: PlaceOrderRequest): Promise<PlaceOrderResult | null> {
  const [order] = await tx
    .select({ id: orders.id, code: orders.code, secret: orders.secret, status: orders.status, cartKey: orders.cartKey, totalCents: orders.totalCents, discountCents: orders.discountCents, creditCents: orders.creditCents })
    .from(orders)
    .where(eq(orders.idempotencyKey, request.idempotencyKey))
    .limit(1);
  if (!order) return null;
  if (order.cartKey !== request.cartKey) return { ok: false, problem: "key_taken" };
  const [{ tickets }] = await tx.select({ tickets: sql<number>`count(*)`.mapWith(Number) }).from(orderTickets).where(eq(orderTickets.orderId, order.id));
  return { ok: true, orderId: order.id, code: order.code, secret: order.secret, status: order.status, totalCents: order.totalCents, discountCents: order.discountCents, creditCents: order.creditCents, tickets, created: false };
}

/** Places the order, or says why not (then nothing was written). */
export async function placeOrder(deps: PlaceOrderDeps, request: PlaceOrderRequest): Promise<PlaceOrderResult> {
  try {
    return await placeInTransaction(deps, request);
  } catch (error) {
    // A code refused while redeeming rolled the whole order back.
    if (error instanceof CodeRefused) return { ok: false, problem: "code", refused: error.problem };
    throw error;
  }
}

function placeInTransaction(deps: PlaceOrderDeps, request: PlaceOrderRequest): Promise<PlaceOrderResult> {
  const holdIds = [...new Set(request.holdIds)];
  return deps.db.transaction(
    async (tx): Promise<PlaceOrderResult> => {
      await lockCart(tx, request.cartKey);
      const earlier = await earlierOrder(tx, request);
      if (earlier) return earlier;

      const lines = await heldLines(tx, request.cartKey, holdIds, request.lang);
      if (lines.length !== holdIds.length) return { ok: false, problem: "holds_gone" };
      const closed = lines.find((line) => !line.eventOnline || !line.productionOnline || line.eventStatus !== "scheduled" || line.dateStart <= request.now);
      if (closed) return { ok: false, problem: "not_on_sale", place: closed.place };

      // The caps of a cart hold for one order too (a cart's holds may have been added up to them, but an
      // order must not be the way around them).
      const tickets = lines.reduce((sum, line) => sum + line.quantity, 0);
      const perEvent = new Map<number, number>();
      for (const line of lines) perEvent.set(line.eventId, (perEvent.get(line.eventId) ?? 0) + line.quantity);
      if (tickets > deps.caps.total || [...perEvent.values()].some((n) => n > deps.caps.perEvent)) return { ok: false, problem: "too_many", caps: deps.caps };

      const firstPerformance = new Date(Math.min(...lines.map((line) => line.dateStart.getTime())));
      const context = { now: request.now, firstPerformance, settings: deps.payments };
      const method = onlinePaymentMethods(context).find((offered) => offered.id === request.paymentMethod);
      const methodState = method?.initialState(context);

      await lockSeatGroups(tx, lines.map((line) => line.seatGroupId));
      // Counted under the locks: every hold and sale committed before them is seen now.
      const retaken = runOutByPlace(lines, await holdClocks(tx, holdIds));
      const flips: { eventId: number; before: number; after: number }[] = [];
      for (const { first, quantity, stillCounted } of retaken) {
        const left = (await seatsLeft(tx, first.seatGroupId, first.blockId)) + stillCounted;
        // A seat group taken off sale meanwhile gives no seats again either.
        if (left < quantity || first.groupStatus !== "1") return { ok: false, problem: "sold_out", place: first.place };
        flips.push({ eventId: first.eventId, before: left, after: left - quantity });
      }

      // The codes' rows are locked after the seat groups, so what is priced here is what is redeemed.
      const found = await findCodes(tx, request.codes ?? [], request.userId ?? null, true);
      if (isCodeProblem(found)) return { ok: false, problem: "code", refused: found };
      const priced: PricedCodes | CodeProblem = priceCodes(lines, found);
      if (isCodeProblem(priced)) return { ok: false, problem: "code", refused: priced };
      const covered = priced.dueCents === 0;
      // Nothing a visitor chooses online is paid on the spot (a card provider would start pending too).
      if (!covered && (!method || !methodState || methodState.status === "paid" || !methodState.releaseAt)) return { ok: false, problem: "payment_method" };
      const state = covered ? { status: "paid" as const, releaseAt: null } : methodState!;
      const totalCents = priced.totalCents;
      const order = await insertOrder(tx, {
        status: state.status,
        paymentMethod: covered ? FULLY_COVERED_METHOD : method!.id,
        delivery: request.delivery,
        lang: request.lang,
        ...request.contact,
        userId: request.userId ?? null,
        totalCents,
        discountCents: priced.discountCents,
        creditCents: priced.creditCents,
        releaseAt: state.releaseAt,
        idempotencyKey: request.idempotencyKey,
        cartKey: request.cartKey,
      });
      await insertTickets(tx, order.id, lines);
      const actor = { kind: "visitor" as const, userId: request.userId ?? null };
      await redeemCodes(tx, order.id, priced, actor);
      if (state.releaseAt) {
        // The holds, live or taken again, become the order's: they count until the order's release.
        await tx
          .update(ticketHolds)
          .set({ cartKey: orderHoldKey(order.id), orderId: order.id, expiresAt: state.releaseAt })
          .where(inArray(ticketHolds.id, holdIds));
      } else {
        // Paid at once: the holds go and the seats count as sold (the free count never moves).
        await tx.delete(ticketHolds).where(inArray(ticketHolds.id, holdIds));
        await heldBecomeSold(tx, lines);
      }
      for (const flip of flips) await announceIfSoldOutFlipped(tx, flip.eventId, flip.before, flip.after);
      await logOrder(tx, order.id, actor, { action: "placed", to: state.status, note: covered ? FULLY_COVERED_METHOD : method!.id });
      return { ok: true, orderId: order.id, code: order.code, secret: order.secret, status: state.status, totalCents, discountCents: priced.discountCents, creditCents: priced.creditCents, tickets, created: true };
    },
    { isolationLevel: "read committed" },
  );
}
