// Gift cards for visitors: the webshop's sale form (its options and the order) and the user area's
// credit (the account's cards, adding one by its code, its PDF again). The admin's calls are in
// gift-cards-admin.ts.
import { ApiError, badRequest, notFound } from "../../../shared/api/api-error.ts";
import type { PlacedGiftCardOrder } from "../../../shared/api/contract/gift-cards.ts";
import { pick } from "../../../shared/lib/localized.ts";
import { translator } from "../../../src/i18n/index.tsx";
import { webshopHref, webshopOrderPath } from "../../../src/lib/webshop-urls.ts";
import { eq } from "drizzle-orm";
import { giftCards } from "../../db/schema.ts";
import { giftCardPdf } from "../../shop/gift-cards/gift-card-pdf.ts";
import { accountGiftCards, findGiftCardByCode, readGiftCard } from "../../shop/gift-cards/gift-card-views.ts";
import { giftCardDocumentTexts } from "../../shop/gift-cards/gift-card-document-texts.ts";
import { giftCardPaymentContext, sellGiftCards } from "../../shop/gift-cards/sell-gift-cards.ts";
import { sendOrderConfirmation } from "../../shop/mail/send-order-confirmation.ts";
import { onlinePaymentMethods } from "../../shop/payments/index.ts";
import { shopIsOnline } from "./shop-cart.ts";
import { checkedContact, fieldErrors } from "./shop-checkout.ts";
import type { Handlers } from "./types.ts";

export const giftCardHandlers: Handlers<"giftCardSaleOptions" | "giftCardSale" | "accountGiftCards" | "accountGiftCardAdd" | "accountGiftCardPdf"> = {
  giftCardSaleOptions({ lang }, ctx) {
    const methods = onlinePaymentMethods(giftCardPaymentContext(ctx.now(), ctx.config.payments));
    const user = ctx.user;
    return Promise.resolve({
      payment_methods: methods.map((method) => ({ id: method.id, label: pick(method.label, lang) })),
      buyer: user ? { first_name: user.firstName, last_name: user.lastName, email: user.email } : null,
    });
  },

  async giftCardSale(input, ctx) {
    const { lang } = input;
    const t = translator(lang);
    if (!(await shopIsOnline(ctx))) throw new ApiError(503, { error: "shop_offline" });
    const offered = onlinePaymentMethods(giftCardPaymentContext(ctx.now(), ctx.config.payments)).map((method) => method.id);
    // The checkout's fields and words; a gift card comes by e-mail and needs no phone number.
    const { contact, method, problems } = checkedContact({ ...input, phone: "", delivery: "eticket" }, offered);
    if (Object.keys(problems).length > 0) throw fieldErrors(problems);
    const result = await sellGiftCards(
      { db: ctx.db, payments: ctx.config.payments },
      { idempotencyKey: input.idempotency_key, amountCents: input.amount_euros * 100, quantity: input.quantity, contact, paymentMethod: method, lang, userId: ctx.user?.id ?? null, now: ctx.now() },
    );
    if (!result.ok) {
      if (result.problem === "payment_method") throw fieldErrors({ payment_method: t("checkout.errors.paymentNotOffered") });
      throw new ApiError(409, { error: t("checkout.errors.keyTaken") });
    }
    ctx.log.info({ order: result.code, cards: result.cards, created: result.created }, result.created ? "gift_card_order_placed" : "gift_card_order_placed_again");
    if (result.created) {
      try {
        await sendOrderConfirmation({ db: ctx.db, config: ctx.config, mailer: ctx.mailer, log: ctx.log, origin: ctx.origin }, result.orderId, { kind: "visitor", userId: ctx.user?.id ?? null });
      } catch (error) {
        ctx.log.error({ err: error, order: result.code }, "order_confirmation_failed");
      }
    }
    const placed: PlacedGiftCardOrder = { code: result.code, order_url: webshopHref(webshopOrderPath(result.code, result.secret), lang), status: result.status, total_cents: result.totalCents, cards: result.cards };
    return placed;
  },

  accountGiftCards: (_input, ctx) => accountGiftCards(ctx.db, ctx.user!.id),

  async accountGiftCardAdd({ code }, ctx) {
    const card = await findGiftCardByCode(ctx.db, code);
    // A card of an unpaid order is not a card yet; a void one is none any more.
    if (!card || card.status !== "active") throw notFound("no active gift card has this code");
    if (card.userId !== null && card.userId !== ctx.user!.id) throw new ApiError(409, { error: "taken", field: "code", reason: "another account holds this gift card" });
    if (card.userId === null) {
      await ctx.db.update(giftCards).set({ userId: ctx.user!.id }).where(eq(giftCards.id, card.id));
      ctx.log.info({ gift_card: card.id }, "gift_card_added_to_account");
    }
    return (await readGiftCard(ctx.db, card.id))!;
  },

  async accountGiftCardPdf({ lang, card: cardId }, ctx) {
    const card = await readGiftCard(ctx.db, cardId);
    if (!card || card.account?.id !== ctx.user!.id) throw notFound("gift card not found");
    if (card.status !== "active" || !card.valid_until) throw badRequest("card", "only an active gift card has a PDF");
    const pdf = await giftCardPdf({ code: card.code, initialCents: card.initial_cents, validUntil: new Date(card.valid_until), lang }, ctx.config.siteName);
    return { contentType: "application/pdf", filename: giftCardDocumentTexts[lang].filename(card.code), body: pdf };
  },
};
