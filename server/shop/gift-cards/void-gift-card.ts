// Voiding a card: what it still holds goes to zero with a "voided" row (a row with 0 when it held
// nothing, so the history says who voided it and why), then it can no longer pay or be refunded to.
import { eq } from "drizzle-orm";
import type { Tx } from "../../db/client.ts";
import { giftCards, giftCardTransactions } from "../../db/schema.ts";
import { changeGiftCardBalance } from "../gift-card-balance.ts";
import { actorUserId, type OrderActor } from "../order-states.ts";

/** Voids the card; false when there is no such card or it is void already. */
export async function voidGiftCard(tx: Tx, giftCardId: number, actor: OrderActor, note: string, orderId: number | null = null): Promise<boolean> {
  const [card] = await tx.select({ status: giftCards.status, balanceCents: giftCards.balanceCents }).from(giftCards).where(eq(giftCards.id, giftCardId)).for("update");
  if (!card || card.status === "void") return false;
  const emptied =
    card.status === "active" && card.balanceCents > 0
      ? await changeGiftCardBalance(tx, giftCardId, { deltaCents: -card.balanceCents, reason: "voided", actor, orderId, note, evenIfExpired: true })
      : null;
  if (emptied === null) {
    await tx.update(giftCards).set({ balanceCents: 0 }).where(eq(giftCards.id, giftCardId));
    await tx.insert(giftCardTransactions).values({ giftCardId, deltaCents: 0, balanceAfterCents: 0, orderId, reason: "voided", actor: actor.kind, userId: actorUserId(actor), note });
  }
  await tx.update(giftCards).set({ status: "void" }).where(eq(giftCards.id, giftCardId));
  return true;
}
