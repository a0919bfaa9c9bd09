// The one way a gift card's balance changes: a conditional UPDATE that cannot take it below zero (or
// touch a card that is not active), and in the same transaction a gift_card_transactions row with
// the amount, the balance after it, the order, who and why. Two checkouts spending one card at once
// are ordered by the row's lock; the second sees the first's balance and is refused if it is short.
import { and, eq, gte, sql } from "drizzle-orm";
import type { Tx } from "../db/client.ts";
import { giftCards, giftCardTransactions } from "../db/schema.ts";
import { actorUserId, type OrderActor } from "./order-states.ts";

export type GiftCardReason = "issued" | "activated" | "redeemed" | "refunded" | "adjusted" | "voided";

export interface BalanceChange {
  /** Positive adds to the balance, negative spends from it. */
  deltaCents: number;
  reason: GiftCardReason;
  actor: OrderActor;
  orderId?: number | null;
  note?: string;
  /** A refund returns money to a card past its validity too (docs/decisions.md "Gift cards"). */
  evenIfExpired?: boolean;
}

/**
 * Changes an active card's balance by `deltaCents` if it stays ≥ 0 and writes the row; returns the
 * balance after, or null when the card is not active or holds too little (then nothing was written).
 * `validUntil` in the past counts as not active (by PostgreSQL's clock), unless `evenIfExpired`.
 */
export async function changeGiftCardBalance(tx: Tx, giftCardId: number, change: BalanceChange): Promise<number | null> {
  const [card] = await tx
    .update(giftCards)
    .set({ balanceCents: sql`${giftCards.balanceCents} + ${change.deltaCents}` })
    .where(
      and(
        eq(giftCards.id, giftCardId),
        eq(giftCards.status, "active"),
        change.evenIfExpired ? undefined : sql`(${giftCards.validUntil} is null or ${giftCards.validUntil} > now())`,
        gte(giftCards.balanceCents, -change.deltaCents),
      ),
    )
    .returning({ balanceCents: giftCards.balanceCents });
  if (!card) return null;
  await tx.insert(giftCardTransactions).values({
    giftCardId,
    deltaCents: change.deltaCents,
    balanceAfterCents: card.balanceCents,
    orderId: change.orderId ?? null,
    reason: change.reason,
    actor: change.actor.kind,
    userId: actorUserId(change.actor),
    note: change.note ?? "",
  });
  return card.balanceCents;
}
