// Selling at the box office counter; the router made sure of `sellTickets`.
import { ApiError, badRequest } from "../../../shared/api/api-error.ts";
import { boxOfficeEvent, performancesOnSale } from "../../shop/box-office-offer.ts";
import { orderPageUrl } from "../../shop/mail/order-confirmation-mail.ts";
import { sendOrderConfirmation } from "../../shop/mail/send-order-confirmation.ts";
import { sellAtCounter } from "../../shop/sell-at-counter.ts";
import type { Handlers } from "./types.ts";

export const boxOfficeHandlers: Handlers<"boxOfficePerformances" | "boxOfficeEvent" | "boxOfficeSell"> = {
  boxOfficePerformances: ({ lang }, ctx) => performancesOnSale(ctx.db, lang, ctx.now()),
  boxOfficeEvent: ({ lang, event }, ctx) => boxOfficeEvent(ctx.db, event, lang, ctx.now()),
  boxOfficeSell: async (input, ctx) => {
    const result = await sellAtCounter(ctx.db, {
      eventId: input.event,
      seatGroupId: input.seat_group,
      blockId: input.block ?? null,
      lines: input.lines.map((line) => ({ priceId: line.price, quantity: line.quantity })),
      paymentMethod: input.payment_method,
      delivery: input.delivery,
      buyer: { firstName: input.first_name ?? "", lastName: input.last_name ?? "", email: input.email ?? "" },
      lang: input.lang,
      staffUserId: ctx.user!.id,
      now: ctx.now(),
    });
    if (result.ok) {
      // An e-ticket goes out by mail, after the sale committed; a failed mail does not undo the sale (it can be resent).
      if (input.delivery === "eticket") {
        await sendOrderConfirmation({ db: ctx.db, config: ctx.config, mailer: ctx.mailer, log: ctx.log, origin: ctx.origin }, result.orderId, { kind: "staff", userId: ctx.user!.id }).catch((error: unknown) =>
          ctx.log.error({ err: error, order: result.code }, "counter_sale_mail_failed"),
        );
      }
      return { order: result.orderId, code: result.code, pdf_url: `${orderPageUrl("", result)}/tickets.pdf` };
    }
    if (result.reason === "not_enough_seats") throw new ApiError(409, { error: "not_enough_seats", free: result.free, reason: `only ${result.free} seats are free` });
    if (result.reason === "not_on_sale") throw new ApiError(409, { error: "not_on_sale", reason: "the performance is not on sale (begun, cancelled or offline)" });
    if (result.reason === "unknown_place") throw badRequest("seat_group", "is not a bookable seat group (or time slot) of this performance");
    throw badRequest("lines", "must name prices of the seat group");
  },
};
