// The checkout (spec §7 style, POST /{lang}/api/shop-checkout/): the visitor's contact, delivery and
// payment method are checked field by field (every failing field in one 400), then place-order.ts
// turns the cart's holds into an order in one transaction. After it committed: the confirmation mail
// (a failing mail is logged, never fails the order: the order page can send it again) and the cart's
// display cookies back to zero.
import { ApiError } from "../../../shared/api/api-error.ts";
import { cartFailureBody } from "../../../shared/api/contract/shop-cart.ts";
import { CART_KEY_COOKIE } from "../../../shared/api/contract/shop-cart.ts";
import { webshopHref, webshopOrderPath } from "../../../src/lib/webshop-urls.ts";
import { checkoutLimits, type CheckoutField, type CheckoutFieldErrors, type PlacedOrder } from "../../../shared/api/contract/shop-checkout.ts";
import { isEmailAddress } from "../../../shared/api/contract/form-entries.ts";
import { pick, type Lang } from "../../../shared/lib/localized.ts";
import { cartResponseCodes } from "../../../shared/ticketing/cart-response-codes.ts";
import { translator } from "../../../src/i18n/index.tsx";
import { formatLongDateTime } from "../../../src/lib/format-date.ts";
import { sendOrderConfirmation } from "../../shop/mail/send-order-confirmation.ts";
import { placeOrder, type PlaceName, type PlaceOrderResult } from "../../shop/place-order.ts";
import { onlinePaymentMethods } from "../../shop/payments/index.ts";
import { cartKeyOf } from "../../ticketing/cart-key.ts";
import { cartUrl, setCartDisplayCookies } from "../cart-cookies.ts";
import type { RequestContext } from "../request-context.ts";
import { shopIsOnline } from "./shop-cart.ts";
import { codeRefusal } from "./vouchers.ts";
import type { Handlers } from "./types.ts";

type CheckoutInput = Parameters<Handlers<"shopCheckout">["shopCheckout"]>[0];

// Digits, spaces and the signs people write phone numbers with; at least 3 digits.
const PHONE_PATTERN = /^\+?[0-9 ()/-]*$/;

/** The contact as stored, or the sentence of every field that needs a correction (the gift card sale's form too). */
export function checkedContact(input: Omit<CheckoutInput, "hold_ids" | "idempotency_key">, offered: string[]) {
  const t = translator(input.lang);
  const problems: Partial<Record<CheckoutField, string>> = {};
  const text = (field: CheckoutField, value: string | undefined, max: number, missing: string | null) => {
    const trimmed = (value ?? "").trim();
    if (!trimmed && missing) problems[field] = missing;
    else if (trimmed.length > max) problems[field] = t("checkout.errors.tooLong", { max });
    return trimmed;
  };
  const firstName = text("first_name", input.first_name, checkoutLimits.name, t("checkout.errors.firstName"));
  const lastName = text("last_name", input.last_name, checkoutLimits.name, t("checkout.errors.lastName"));
  const email = text("email", input.email, 254, t("checkout.errors.email"));
  if (email && !problems.email && !isEmailAddress(email)) problems.email = t("checkout.errors.emailInvalid");
  const phone = text("phone", input.phone, checkoutLimits.phone, null);
  if (phone && !problems.phone && (!PHONE_PATTERN.test(phone) || phone.replace(/\D/g, "").length < 3)) problems.phone = t("checkout.errors.phone");
  if (!input.delivery) problems.delivery = t("checkout.errors.delivery");
  const method = (input.payment_method ?? "").trim();
  // With codes, whether a method is needed (anything left to pay) is known only under the order's locks.
  if (!method && !(input.codes ?? []).length) problems.payment_method = t("checkout.errors.paymentMethod");
  else if (method && !offered.includes(method)) problems.payment_method = t("checkout.errors.paymentNotOffered");
  if (input.accept_terms !== true) problems.accept_terms = t("checkout.errors.acceptTerms");
  return { contact: { firstName, lastName, email, phone }, method, problems };
}

/** 400 naming every failing field; the first (in the form's order) also as `field` and `reason`. */
export function fieldErrors(problems: Partial<Record<CheckoutField, string>>): ApiError {
  const [field, reason] = Object.entries(problems)[0]!;
  const body: CheckoutFieldErrors = { error: "invalid_input", field, reason, fields: problems };
  return new ApiError(400, body);
}

/** "»Faust« am Sa, 12. Dez. 2026, 19:30 Uhr, Parkett". */
function placeText({ title, dateStart, seatGroup }: PlaceName, lang: Lang): string {
  return lang === "de" ? `»${title}« am ${formatLongDateTime(dateStart, lang)}, ${seatGroup}` : `“${title}” on ${formatLongDateTime(dateStart, lang)}, ${seatGroup}`;
}

/** A refused order's answer: the cart's response code and a sentence in the visitor's language. */
function refusal(result: Exclude<PlaceOrderResult, { ok: true }>, lang: Lang): ApiError {
  const t = translator(lang);
  const withCode = (code: (typeof cartResponseCodes)[keyof typeof cartResponseCodes], error: string, status = 409) => new ApiError(status, { ...cartFailureBody(code, lang), error });
  switch (result.problem) {
    case "holds_gone":
      return withCode(cartResponseCodes.noCurrentReservation, t("checkout.errors.cartChanged"));
    case "sold_out":
      return withCode(cartResponseCodes.notEnoughSeats, t("checkout.errors.soldOut", { place: placeText(result.place, lang) }));
    case "not_on_sale":
      return withCode(cartResponseCodes.eventNotOnSale, t("checkout.errors.notOnSale", { place: placeText(result.place, lang) }));
    case "too_many":
      return new ApiError(409, cartFailureBody(cartResponseCodes.tooManyTickets, lang));
    case "payment_method":
      return fieldErrors({ payment_method: t("checkout.errors.paymentNotOffered") });
    case "key_taken":
      return withCode(cartResponseCodes.invalidRequest, t("checkout.errors.keyTaken"));
    case "code":
      return codeRefusal(result.refused, lang, 409);
  }
}

/** The earliest start among the cart's live tickets, or null for an empty cart. */
async function firstPerformanceOf(ctx: RequestContext, cartKey: string | null, lang: Lang): Promise<Date | null> {
  if (!cartKey) return null;
  const cart = await ctx.ticketing.cartContents(cartKey, lang);
  if (cart.tickets.length === 0) return null;
  return new Date(Math.min(...cart.tickets.map((ticket) => ticket.dateStart.getTime())));
}

export const shopCheckoutHandlers: Handlers<"shopCheckoutOptions" | "shopCheckout"> = {
  async shopCheckoutOptions({ lang }, ctx) {
    const firstPerformance = await firstPerformanceOf(ctx, cartKeyOf(ctx.cookies.get(CART_KEY_COOKIE)), lang);
    if (!firstPerformance) return { payment_methods: [] };
    const methods = onlinePaymentMethods({ now: ctx.now(), firstPerformance, settings: ctx.config.payments });
    return { payment_methods: methods.map((method) => ({ id: method.id, label: pick(method.label, lang) })) };
  },

  async shopCheckout(input, ctx) {
    const { lang } = input;
    if (!(await shopIsOnline(ctx))) throw new ApiError(503, cartFailureBody(cartResponseCodes.shopOffline, lang));
    const cartKey = cartKeyOf(ctx.cookies.get(CART_KEY_COOKIE));
    // Every payment method that could be offered at all; whether it is offered for these tickets is
    // decided under the cart's lock (place-order.ts), by their first performance.
    const offerable = onlinePaymentMethods({ now: ctx.now(), firstPerformance: new Date(8.64e15), settings: ctx.config.payments }).map((method) => method.id);
    const { contact, method, problems } = checkedContact(input, offerable);
    if (Object.keys(problems).length > 0) {
      ctx.log.info({ fields: Object.keys(problems) }, "checkout_invalid");
      throw fieldErrors(problems);
    }
    if (!cartKey) throw refusal({ ok: false, problem: "holds_gone" }, lang);
    const result = await placeOrder(
      { db: ctx.db, caps: { perEvent: ctx.config.cartMaxTicketsPerEvent, total: ctx.config.cartMaxTickets }, payments: ctx.config.payments },
      { cartKey, idempotencyKey: input.idempotency_key, holdIds: input.hold_ids, contact, delivery: input.delivery!, paymentMethod: method, codes: input.codes, userId: ctx.user?.id ?? null, lang, now: ctx.now() },
    );
    if (!result.ok) {
      ctx.log.warn({ problem: result.problem, holds: input.hold_ids.length }, "checkout_refused");
      throw refusal(result, lang);
    }
    ctx.log.info({ order: result.code, status: result.status, tickets: result.tickets, codes: input.codes?.length ?? 0, created: result.created }, result.created ? "order_placed" : "order_placed_again");
    if (result.created) {
      try {
        await sendOrderConfirmation({ db: ctx.db, config: ctx.config, mailer: ctx.mailer, log: ctx.log, origin: ctx.origin }, result.orderId, { kind: "visitor", userId: ctx.user?.id ?? null });
      } catch (error) {
        ctx.log.error({ err: error, order: result.code }, "order_confirmation_failed");
      }
    }
    // The cart's tickets are the order's now: the header's count goes back to zero.
    setCartDisplayCookies(ctx.cookies, ctx.config, 0, cartUrl(ctx.config, lang));
    const placed: PlacedOrder = {
      code: result.code,
      order_url: webshopHref(webshopOrderPath(result.code, result.secret), lang),
      status: result.status,
      total_cents: result.totalCents,
      discount_cents: result.discountCents,
      credit_cents: result.creditCents,
      tickets_quantity: result.tickets,
    };
    return placed;
  },
};
