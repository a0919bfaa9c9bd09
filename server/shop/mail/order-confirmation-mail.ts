// The confirmation mail's content, in the order's language: what was ordered, how to pay, how the
// tickets come, and the link to the order page.
import type { Config } from "../../config.ts";
import { formatPrice } from "../../../shared/lib/format-price.ts";
import type { OrderView } from "../order-view.ts";
import type { MailMessage } from "./mailer.ts";

export interface OrderMailContext {
  config: Config;
  origin: string;
}

/** The order page's address: the order's code and secret are the key. */
export const orderPageUrl = (origin: string, view: Pick<OrderView, "code" | "secret">): string => `${origin}/webshop/order/${view.code}/${view.secret}`;

/** The confirmation mail of the order. */
export async function composeOrderConfirmation(view: OrderView, context: OrderMailContext): Promise<MailMessage> {
  const de = view.lang === "de";
  const lines = view.tickets.map((ticket) => `${ticket.position}. ${ticket.title}, ${ticket.seatGroup}, ${ticket.priceText}: ${formatPrice(ticket.unitCents, view.lang)}`);
  const text = [
    de ? `Guten Tag ${view.firstName} ${view.lastName},` : `Dear ${view.firstName} ${view.lastName},`,
    "",
    de ? `vielen Dank für Ihre Bestellung ${view.code}.` : `thank you for your order ${view.code}.`,
    "",
    ...lines,
    "",
    `${de ? "Gesamt" : "Total"}: ${formatPrice(view.totalCents, view.lang)}`,
    "",
    `${de ? "Ihre Bestellung" : "Your order"}: ${orderPageUrl(context.origin, view)}`,
    "",
    context.config.siteName,
  ].join("\n");
  return { to: view.email, subject: de ? `Ihre Bestellung ${view.code}` : `Your order ${view.code}`, text };
}
