// What an order's state change does to gift cards, inside the change's transaction (called by
// order-transitions.ts under the order's lock, before anything else is written):
// - paid: the cards it sold become active, valid to the end of the third year after the purchase
//   (BGB §195/§199, docs/decisions.md "Gift cards"), and get their amount with an "activated" row;
// - cancelled while unpaid: its pending cards are void;
// - cancelled once paid: only while none of its cards was used (else the change is refused); they are
//   void with a row each;
// - cancelled either way: what the order took from gift cards ("redeemed" rows) goes back to each
//   card with a "refunded" row, even past the card's validity; a card voided meanwhile gets nothing.
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Tx } from "../../db/client.ts";
import { giftCards, giftCardTransactions, orders } from "../../db/schema.ts";
import { changeGiftCardBalance } from "../gift-card-balance.ts";
import { unpaidStatuses, type OrderActor, type OrderStatus } from "../order-states.ts";
import { voidGiftCard } from "./void-gift-card.ts";

/** The first moment a card bought by this order is no longer valid: 1 January, four years on, in Berlin. */
const validUntilOf = (orderId: number) =>
  sql`(select (date_trunc('year', ${orders.createdAt} at time zone 'Europe/Berlin') + interval '4 years') at time zone 'Europe/Berlin' from ${orders} where ${orders.id} = ${orderId})`;

async function activate(tx: Tx, orderId: number, actor: OrderActor): Promise<void> {
  const cards = await tx
    .update(giftCards)
    .set({ status: "active", validUntil: validUntilOf(orderId) })
    .where(and(eq(giftCards.orderId, orderId), eq(giftCards.status, "pending")))
    .returning({ id: giftCards.id, initialCents: giftCards.initialCents });
  for (const card of cards) {
    const after = await changeGiftCardBalance(tx, card.id, { deltaCents: card.initialCents, reason: "activated", actor, orderId });
    if (after === null) throw new Error(`gift card ${card.id} could not be activated`);
  }
}

/** Whether every card the order sold is still as it was activated: not spent from, not adjusted, not void. */
async function soldCardsUnused(tx: Tx, orderId: number): Promise<boolean> {
  const [used] = await tx
    .select({ id: giftCards.id })
    .from(giftCards)
    .where(
      and(
        eq(giftCards.orderId, orderId),
        sql`(${giftCards.status} = 'void' or ${giftCards.balanceCents} <> ${giftCards.initialCents} or exists (select 1 from ${giftCardTransactions} where ${giftCardTransactions.giftCardId} = ${giftCards.id} and ${giftCardTransactions.reason} <> 'activated'))`,
      ),
    )
    .limit(1);
  return !used;
}

async function voidSoldCards(tx: Tx, orderId: number, actor: OrderActor): Promise<void> {
  const cards = await tx.select({ id: giftCards.id }).from(giftCards).where(and(eq(giftCards.orderId, orderId), inArray(giftCards.status, ["pending", "active"]))).orderBy(giftCards.id);
  for (const card of cards) await voidGiftCard(tx, card.id, actor, "order cancelled", orderId);
}

/** Gives each card back what the order still holds of it (redeemed minus refunded). */
async function refundCredit(tx: Tx, orderId: number, actor: OrderActor, note = "order cancelled"): Promise<void> {
  const parts = await tx
    .select({ giftCardId: giftCardTransactions.giftCardId, held: sql<number>`-sum(${giftCardTransactions.deltaCents})`.mapWith(Number) })
    .from(giftCardTransactions)
    .where(and(eq(giftCardTransactions.orderId, orderId), inArray(giftCardTransactions.reason, ["redeemed", "refunded"])))
    .groupBy(giftCardTransactions.giftCardId)
    .orderBy(giftCardTransactions.giftCardId);
  for (const part of parts) {
    if (part.held <= 0) continue;
    await changeGiftCardBalance(tx, part.giftCardId, { deltaCents: part.held, reason: "refunded", actor, orderId, note, evenIfExpired: true });
  }
}

/** Does the gift cards' part of the change; false when the change must be refused (nothing was written then). */
export async function giftCardsFollowOrder(tx: Tx, orderId: number, from: OrderStatus, to: "paid" | "cancelled", actor: OrderActor): Promise<boolean> {
  if (to === "paid") {
    await activate(tx, orderId, actor);
    return true;
  }
  if (!unpaidStatuses.includes(from) && !(await soldCardsUnused(tx, orderId))) return false;
  await voidSoldCards(tx, orderId, actor);
  await refundCredit(tx, orderId, actor);
  return true;
}

/**
 * What an unpaid order's expiry does to gift cards, in the expiry's transaction: the cards it sold,
 * still pending, are void, and what it took from cards goes back to them (a row each).
 */
export async function giftCardsFollowExpiry(tx: Tx, orderId: number, note: string): Promise<void> {
  const actor: OrderActor = { kind: "system" };
  const pending = await tx.select({ id: giftCards.id }).from(giftCards).where(and(eq(giftCards.orderId, orderId), eq(giftCards.status, "pending"))).orderBy(giftCards.id);
  for (const card of pending) await voidGiftCard(tx, card.id, actor, note, orderId);
  await refundCredit(tx, orderId, actor, note);
}
