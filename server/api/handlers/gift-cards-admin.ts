// The admin's gift cards (the router made sure of `manageVouchers`): the list, a card with its history,
// a manual adjustment with a required note, and voiding. Every balance change is a row.
import { ApiError, notFound } from "../../../shared/api/api-error.ts";
import { changeGiftCardBalance } from "../../shop/gift-card-balance.ts";
import { listGiftCards, readGiftCard } from "../../shop/gift-cards/gift-card-views.ts";
import { voidGiftCard } from "../../shop/gift-cards/void-gift-card.ts";
import type { RequestContext } from "../request-context.ts";
import type { Handlers } from "./types.ts";

const staffOf = (ctx: RequestContext) => ({ kind: "staff", userId: ctx.user!.id }) as const;

async function cardOrNotFound(ctx: RequestContext, cardId: number) {
  const card = await readGiftCard(ctx.db, cardId);
  if (!card) throw notFound("gift card not found");
  return card;
}

export const giftCardAdminHandlers: Handlers<"adminGiftCards" | "adminGiftCard" | "adminGiftCardAdjust" | "adminGiftCardVoid"> = {
  adminGiftCards: ({ lang: _lang, page, ...filters }, ctx) => listGiftCards(ctx.db, filters, page ?? 1),
  adminGiftCard: ({ card }, ctx) => cardOrNotFound(ctx, card),

  async adminGiftCardAdjust({ card: cardId, delta_cents, note }, ctx) {
    await cardOrNotFound(ctx, cardId);
    const after = await ctx.db.transaction((tx) => changeGiftCardBalance(tx, cardId, { deltaCents: delta_cents, reason: "adjusted", actor: staffOf(ctx), note: note.trim() }));
    if (after === null) throw new ApiError(409, { error: "not_allowed", field: "delta_cents", reason: "only an active, unexpired card can be adjusted, and not below zero" });
    ctx.log.info({ gift_card: cardId, delta_cents }, "gift_card_adjusted");
    return cardOrNotFound(ctx, cardId);
  },

  async adminGiftCardVoid({ card: cardId, note }, ctx) {
    await cardOrNotFound(ctx, cardId);
    const voided = await ctx.db.transaction((tx) => voidGiftCard(tx, cardId, staffOf(ctx), note.trim()));
    if (!voided) throw new ApiError(409, { error: "not_allowed", reason: "the gift card is void already" });
    ctx.log.info({ gift_card: cardId }, "gift_card_voided");
    return cardOrNotFound(ctx, cardId);
  },
};
