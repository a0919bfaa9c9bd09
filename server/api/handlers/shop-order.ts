// The visitor's order page (shared/api/contract/shop-order.ts): the order as the page shows it,
// cancel and resend. Every call first finds the order by its key; a wrong key is 404, whether or
// not the code exists.
import { eq } from "drizzle-orm";
import { ApiError, notFound } from "../../../shared/api/api-error.ts";
import type { ShopOrder, ShopOrderPayment } from "../../../shared/api/contract/shop-order.ts";
import { berlinIso } from "../../../shared/lib/berlin-time.ts";
import { pick, type Lang } from "../../../shared/lib/localized.ts";
import { translator } from "../../../src/i18n/index.tsx";
import { orders } from "../../db/schema.ts";
import { orderIdForKey } from "../../shop/order-access.ts";
import { changeOrderStatus, expireDueOrders } from "../../shop/order-transitions.ts";
import { loadOrderView, type OrderView } from "../../shop/order-view.ts";
import { giftCardPositions, orderTotalRows } from "../../shop/order-totals.ts";
import { paymentMethod } from "../../shop/payments/index.ts";
import { resendConfirmation } from "../../shop/mail/resend-confirmation.ts";
import { cancelDeadline, cancelRefusal, visitorCancellable } from "../../shop/visitor-cancel.ts";
import type { RequestContext } from "../request-context.ts";
import type { Handlers } from "./types.ts";

/** The order's id for this key, its due expiry written first; else 404. */
async function orderIdOf(ctx: RequestContext, code: string, secret: string): Promise<number> {
  const orderId = await orderIdForKey(ctx.db, code, secret);
  if (orderId === null) throw notFound();
  await expireDueOrders(ctx.db, eq(orders.id, orderId));
  return orderId;
}

function paymentOf(view: OrderView, ctx: RequestContext): ShopOrderPayment {
  if (view.status !== "reserved" && view.status !== "pending") return { kind: "none" };
  const instructions = paymentMethod(view.paymentMethod)?.instructions(view, ctx.config.payments);
  if (instructions?.kind === "box_office") return { kind: "box_office", pay_until: berlinIso(instructions.payUntil) };
  if (instructions?.kind === "bank_transfer") {
    const { holder, iban, bic, amountCents, reference, payUntil } = instructions;
    return { kind: "bank_transfer", pay_until: berlinIso(payUntil), holder, iban, bic, amount_cents: amountCents, reference };
  }
  return { kind: "none" };
}

async function shopOrderOf(ctx: RequestContext, orderId: number, lang: Lang): Promise<ShopOrder> {
  const view = await loadOrderView(ctx.db, orderId, lang);
  if (!view) throw notFound();
  const refusal = cancelRefusal(view, ctx.now(), ctx.config.orderCancelHoursBefore);
  const deadline = cancelDeadline(view, ctx.config.orderCancelHoursBefore);
  const live = view.status !== "cancelled" && view.status !== "expired";
  return {
    code: view.code,
    status: view.status,
    release_at: view.releaseAt && live && view.status !== "paid" ? berlinIso(view.releaseAt) : null,
    payment_method: view.paymentMethod,
    payment_label: pick(paymentMethod(view.paymentMethod)?.label, lang) || view.paymentMethod,
    delivery: view.delivery,
    order_lang: view.lang,
    contact: { first_name: view.firstName, last_name: view.lastName, email: view.email, phone: view.phone },
    total_cents: view.totalCents,
    totals: orderTotalRows(view, lang),
    due_cents: view.dueCents,
    created_at: berlinIso(view.createdAt),
    tickets: view.tickets.map((ticket) => ({
      number: `${view.code}-${ticket.position}`,
      title: ticket.title,
      date_start: berlinIso(ticket.dateStart),
      time_start: ticket.timeStart,
      venue: ticket.venue,
      room: ticket.room,
      seat_group: ticket.seatGroup,
      price_text: ticket.priceText,
      unit_cents: ticket.unitCents,
    })),
    gift_cards: giftCardPositions(view, lang),
    payment: paymentOf(view, ctx),
    cancel: { possible: refusal === null, until: deadline && refusal !== "final" && refusal !== "paid" ? berlinIso(deadline) : null, refusal, hours_before: ctx.config.orderCancelHoursBefore },
    pdf: view.delivery === "eticket" && live,
    resend: live,
    resend_limit: ctx.config.orderMailResendLimit,
  };
}

/** 409 with why the order cannot be cancelled, in the page's language. */
function cannotCancel(lang: Lang, reason: NonNullable<ReturnType<typeof cancelRefusal>>, hours: number): ApiError {
  const t = translator(lang);
  const texts = { paid: t("webshopOrder.cancelPaid"), deadline: t("webshopOrder.cancelTooLate", { hours }), final: t("webshopOrder.cancelFinal") };
  return new ApiError(409, { error: texts[reason], reason });
}

export const shopOrderHandlers: Handlers<"shopOrder" | "shopOrderCancel" | "shopOrderResendMail"> = {
  async shopOrder({ lang, code, secret }, ctx) {
    return shopOrderOf(ctx, await orderIdOf(ctx, code, secret), lang);
  },

  async shopOrderCancel({ lang, code, secret }, ctx) {
    const orderId = await orderIdOf(ctx, code, secret);
    const view = await loadOrderView(ctx.db, orderId);
    const refusal = view ? cancelRefusal(view, ctx.now(), ctx.config.orderCancelHoursBefore) : "final";
    if (refusal) throw cannotCancel(lang, refusal, ctx.config.orderCancelHoursBefore);
    const outcome = await changeOrderStatus(ctx.db, orderId, "cancelled", { kind: "visitor" }, "cancelled on the order page", visitorCancellable);
    if (!outcome.ok) throw outcome.reason === "not_found" ? notFound() : cannotCancel(lang, outcome.status === "paid" ? "paid" : "final", ctx.config.orderCancelHoursBefore);
    ctx.log.info({ order: code }, "order_cancelled_by_visitor");
    return shopOrderOf(ctx, orderId, lang);
  },

  async shopOrderResendMail({ lang, code, secret }, ctx) {
    const orderId = await orderIdOf(ctx, code, secret);
    const view = await loadOrderView(ctx.db, orderId);
    if (!view || view.status === "cancelled" || view.status === "expired") throw new ApiError(409, { error: translator(lang)("webshopOrder.resendFinal") });
    const outcome = await resendConfirmation({ db: ctx.db, config: ctx.config, mailer: ctx.mailer, log: ctx.log, origin: ctx.origin }, orderId, ctx.config.orderMailResendLimit);
    if (!outcome.ok && outcome.reason === "not_found") throw notFound();
    if (!outcome.ok) {
      ctx.log.warn({ order: code }, "order_mail_resend_limited");
      const error = translator(lang)("webshopOrder.resendLimit", { count: ctx.config.orderMailResendLimit });
      throw new ApiError(429, { error, reason: "resend_limit" }, { "Retry-After": String(outcome.retryAfterSeconds) });
    }
    return { sent_to: view.email };
  },
};
