// Vouchers and gift card codes (issue 26 point 4): the checkout's code summary, the admin's vouchers
// and the account's coupons. The arithmetic and the writes are in server/shop/vouchers/.
import { ApiError } from "../../../shared/api/api-error.ts";
import { cartFailureBody, CART_KEY_COOKIE } from "../../../shared/api/contract/shop-cart.ts";
import type { CodesSummary } from "../../../shared/api/contract/vouchers.ts";
import type { Lang } from "../../../shared/lib/localized.ts";
import { cartResponseCodes } from "../../../shared/ticketing/cart-response-codes.ts";
import { translator } from "../../../src/i18n/index.tsx";
import { heldLines } from "../../shop/place-order.ts";
import { findCodes, isCodeProblem, priceCodes, type CodeProblem, type PricedCodes } from "../../shop/vouchers/order-codes-redemption.ts";
import { createVouchers, listVouchers, setVoucherActive, voucherDetail } from "../../shop/vouchers/voucher-admin.ts";
import { accountCoupons } from "../../shop/vouchers/account-coupons.ts";
import { cartKeyOf } from "../../ticketing/cart-key.ts";
import type { Handlers } from "./types.ts";

/** The sentence for a code that cannot be redeemed, in the visitor's language. */
export function codeProblemText(problem: CodeProblem, lang: Lang): string {
  const t = translator(lang);
  const key = problem.reason === "invalid" ? "vouchers.errors.invalid" : problem.reason === "not_combinable" ? "vouchers.errors.notCombinable" : "vouchers.errors.notApplicable";
  return t(key, { code: problem.code });
}

/** 400 naming the codes field, the code and why (the same words for a code that does not exist and one that ran out). */
export function codeRefusal(problem: CodeProblem, lang: Lang, status = 400): ApiError {
  const reason = codeProblemText(problem, lang);
  // A refused order (409) says it in `error`, as its other refusals do.
  return new ApiError(status, { error: status === 409 ? reason : "invalid_input", field: "codes", reason, code: problem.code, code_problem: problem.reason });
}

/** The summary as the checkout shows it (a gift card by its last 4 characters only). */
export function codesSummary(priced: PricedCodes): CodesSummary {
  return {
    tickets_cents: priced.ticketsCents,
    discounts: priced.discounts.map(({ voucher, cents }) => ({ code: voucher.code, cents })),
    discount_cents: priced.discountCents,
    total_cents: priced.totalCents,
    gift_cards: priced.payments.map(({ card, cents }) => ({ last: card.code.slice(-4), cents })),
    credit_cents: priced.creditCents,
    due_cents: priced.dueCents,
  };
}

type VoucherEndpoint = "shopCheckoutCodes" | "adminVouchers" | "adminVoucher" | "adminVoucherCreate" | "adminVoucherActive" | "accountCoupons";

export const voucherHandlers: Handlers<VoucherEndpoint> = {
  async shopCheckoutCodes({ lang, hold_ids, codes }, ctx) {
    const cartKey = cartKeyOf(ctx.cookies.get(CART_KEY_COOKIE));
    const holdIds = [...new Set(hold_ids)];
    const lines = cartKey ? await heldLines(ctx.db, cartKey, holdIds, lang) : [];
    if (lines.length !== holdIds.length) throw new ApiError(409, { ...cartFailureBody(cartResponseCodes.noCurrentReservation, lang), error: translator(lang)("checkout.errors.cartChanged") });
    const found = await findCodes(ctx.db, codes, ctx.user?.id ?? null);
    const priced = isCodeProblem(found) ? found : priceCodes(lines, found);
    if (isCodeProblem(priced)) {
      ctx.log.info({ problem: priced.reason }, "checkout_code_refused");
      throw codeRefusal(priced, lang);
    }
    return codesSummary(priced);
  },

  adminVouchers: ({ q, page }, ctx) => listVouchers(ctx.db, q, page),
  adminVoucher: ({ id }, ctx) => voucherDetail(ctx.db, id),
  adminVoucherCreate: ({ lang: _lang, ...request }, ctx) => createVouchers(ctx.db, request, ctx.user!.id),
  adminVoucherActive: ({ id, is_active }, ctx) => setVoucherActive(ctx.db, id, is_active),
  accountCoupons: ({ lang }, ctx) => accountCoupons(ctx.db, ctx.user!.id, lang),
};
