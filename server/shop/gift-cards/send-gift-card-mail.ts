// The mail with an order's gift cards, one PDF each, once the order is paid and its cards are active.
// Sent after the payment's transaction has committed (like the order confirmation) and logged on the
// order; an order without active cards sends nothing.
import { and, asc, eq } from "drizzle-orm";
import { giftCards, orders } from "../../db/schema.ts";
import { logOrder } from "../order-log.ts";
import type { OrderActor } from "../order-states.ts";
import type { OrderMailDeps } from "../mail/send-order-confirmation.ts";
import { printedGiftCardCode } from "./gift-card-codes.ts";
import { giftCardDocumentTexts, lastValidDay } from "./gift-card-document-texts.ts";
import { giftCardPdf } from "./gift-card-pdf.ts";

/** Sends the order's active gift cards to its address; false when there are none. */
export async function sendGiftCardMail(deps: OrderMailDeps, orderId: number, actor: OrderActor): Promise<boolean> {
  const [order] = await deps.db.select({ email: orders.email, lang: orders.lang, code: orders.code }).from(orders).where(eq(orders.id, orderId));
  if (!order?.email) return false;
  const cards = await deps.db
    .select({ code: giftCards.code, initialCents: giftCards.initialCents, validUntil: giftCards.validUntil })
    .from(giftCards)
    .where(and(eq(giftCards.orderId, orderId), eq(giftCards.status, "active")))
    .orderBy(asc(giftCards.id));
  if (cards.length === 0) return false;
  const t = giftCardDocumentTexts[order.lang];
  const siteName = deps.config.siteName;
  const lines = cards.map((card) => t.line(printedGiftCardCode(card.code), card.initialCents, lastValidDay(card.validUntil!, order.lang)));
  const attachments = await Promise.all(
    cards.map(async (card) => ({
      filename: t.filename(card.code),
      content: Buffer.from(await giftCardPdf({ code: card.code, initialCents: card.initialCents, validUntil: card.validUntil!, lang: order.lang }, siteName)),
      contentType: "application/pdf",
    })),
  );
  const text = [t.greeting, "", t.intro(cards.length), "", ...lines.map((line) => `- ${line}`), "", ...t.howTo, "", t.closing, "", siteName, ...deps.config.theatreAddress].join("\n");
  await deps.mailer.send({ to: order.email, subject: t.subject(siteName), text, attachments });
  await deps.db.transaction((tx) => logOrder(tx, orderId, actor, { action: "mail_sent", note: `gift cards to ${order.email}` }));
  deps.log.info({ order: order.code, cards: cards.length }, "gift_card_mail_sent");
  return true;
}
