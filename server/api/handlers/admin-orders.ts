// The shop's orders in the backend admin; the router made sure of `manageOrders`. Changes go through
// the order state table (order-transitions.ts): one it does not allow now is a 409 that names the
// order's state, so the screen can say why (e.g. it expired meanwhile).
import { ApiError, notFound } from "../../../shared/api/api-error.ts";
import { listOrders, ordersCsv, readOrder } from "../../admin/orders-admin.ts";
import { sendGiftCardMail } from "../../shop/gift-cards/send-gift-card-mail.ts";
import { sendOrderConfirmation } from "../../shop/mail/send-order-confirmation.ts";
import { changeOrderStatus, type TransitionOutcome } from "../../shop/order-transitions.ts";
import type { RequestContext } from "../request-context.ts";
import type { Handlers } from "./types.ts";

const staffOf = (ctx: RequestContext) => ({ kind: "staff", userId: ctx.user!.id }) as const;

function outcome(result: TransitionOutcome) {
  if (result.ok) return { status: result.status };
  if (result.reason === "not_found") throw notFound("order not found");
  throw new ApiError(409, { error: "not_allowed", status: result.status, reason: `not allowed while the order is ${result.status}` });
}

export const adminOrderHandlers: Handlers<"adminOrders" | "adminOrdersCsv" | "adminOrder" | "adminOrderPay" | "adminOrderCancel" | "adminOrderResend"> = {
  adminOrders: ({ lang, page, ...filters }, ctx) => listOrders(ctx.db, filters, lang, page ?? 1),
  adminOrdersCsv: ({ lang, ...filters }, ctx) => ordersCsv(ctx.db, filters, lang),
  adminOrder: ({ lang, order }, ctx) => readOrder(ctx.db, order, lang),
  adminOrderPay: async ({ order, note }, ctx) => {
    const changed = outcome(await changeOrderStatus(ctx.db, order, "paid", staffOf(ctx), note?.trim() ?? ""));
    // The order's gift cards are active now: their PDFs go to the buyer (a failing mail is logged; the user area has them too).
    await sendGiftCardMail({ db: ctx.db, config: ctx.config, mailer: ctx.mailer, log: ctx.log, origin: ctx.origin }, order, staffOf(ctx)).catch((error: unknown) => ctx.log.error({ err: error, order }, "gift_card_mail_failed"));
    return changed;
  },
  adminOrderCancel: async ({ order, reason }, ctx) => outcome(await changeOrderStatus(ctx.db, order, "cancelled", staffOf(ctx), reason?.trim() ?? "")),
  adminOrderResend: async ({ lang, order }, ctx) => {
    const view = await readOrder(ctx.db, order, lang);
    if (!view.allowed.resend) throw new ApiError(409, { error: "not_allowed", status: view.status, reason: view.email ? `not sent while the order is ${view.status}` : "the order has no e-mail address" });
    await sendOrderConfirmation({ db: ctx.db, config: ctx.config, mailer: ctx.mailer, log: ctx.log, origin: ctx.origin }, order, staffOf(ctx));
    return { status: view.status };
  },
};
