// The confirmation mail's content, in the order's language: what was ordered, how the tickets come
// (the PDF attached for e-tickets, pick-up at the box office), how to pay while unpaid (at the box
// office by a date; by bank transfer with the account, the reference and a GiroCode to scan), and the
// link to the order page. One content, written twice: plain text and simple, accessible HTML.
// Composing reads no database: the caller hands in the order's view.
import type { Config } from "../../config.ts";
import { formatPrice, formatSignedPrice } from "../../../shared/lib/format-price.ts";
import { formatLongDateTime } from "../../../src/lib/format-date.ts";
import { giroCodePng } from "../documents/girocode.ts";
import { orderDocumentTexts } from "../documents/order-document-texts.ts";
import { orderGiroCodePayload } from "../documents/order-girocode.ts";
import { webshopOrderPath } from "../../../src/lib/webshop-urls.ts";
import { inGroupsOfFour } from "../documents/groups-of-four.ts";
import { orderPaymentInstructions } from "../documents/order-payment-instructions.ts";
import { ticketPdf, ticketPdfFilename } from "../documents/ticket-pdf.ts";
import { ticketDateTime } from "../documents/ticket-start.ts";
import { giftCardPositions, orderTotalRows } from "../order-totals.ts";
import type { OrderView } from "../order-view.ts";
import type { MailAttachment, MailMessage } from "./mailer.ts";
import { orderConfirmationHtml } from "./order-confirmation-html.tsx";

export interface OrderMailContext {
  config: Config;
  origin: string;
}

/** The order page's address: the order's code and secret are the key. */
export const orderPageUrl = (origin: string, view: Pick<OrderView, "code" | "secret">): string => `${origin}${webshopOrderPath(view.code, view.secret)}`;

/** The content id of the GiroCode image in the HTML part. */
export const GIROCODE_CID = "girocode@kulisse";

/** One section of the mail: a heading, paragraphs, and facts (label and value) to show as a list. */
export interface MailSection {
  heading: string;
  paragraphs: string[];
  facts?: [label: string, value: string][];
  /** The GiroCode image (inline, by content id) with its text alternative. */
  image?: { cid: string; alt: string };
}

/** Everything the mail says, in the order's language, before it is written as text or HTML. */
export interface ConfirmationContent {
  lang: OrderView["lang"];
  subject: string;
  greeting: string;
  intro: string;
  ticketsHeading: string;
  ticketsCaption: string;
  columns: { performance: string; seatGroup: string; price: string };
  tickets: { performance: string; dateTime: string; venue: string; seatGroup: string; price: string }[];
  /** The gift cards the order sells, as positions: "Geschenkkarte", "25 €". */
  giftCards: { label: string; price: string }[];
  /** The total with, for vouchers and gift cards, the lines that lead to it and what is still due. */
  totals: [label: string, value: string][];
  sections: MailSection[];
  orderPage: { heading: string; hint: string; url: string };
  closing: string;
  /** The theatre's name and postal address. */
  signature: string[];
}

/** Whether the order's tickets are attached: e-tickets of an order that still stands. */
const attachesTickets = (view: OrderView): boolean => view.delivery === "eticket" && view.status !== "cancelled" && view.status !== "expired" && view.tickets.length > 0;

/** The mail's content (pure: no database, no mail). */
export function confirmationContent(view: OrderView, context: OrderMailContext, giroCode: boolean): ConfirmationContent {
  const { lang } = view;
  const t = orderDocumentTexts[lang];
  const sections: MailSection[] = [];
  if (view.delivery === "pickup") {
    sections.push({ heading: t.pickupTitle, paragraphs: [t.pickup(view.code)], facts: [[t.boxOffice, [context.config.siteName, ...context.config.theatreAddress].join(", ")]] });
  } else if (attachesTickets(view)) {
    sections.push({ heading: t.delivery, paragraphs: [t.eticketAttached(ticketPdfFilename(view.code)), t.showTicketsAtEntrance] });
  }
  const instructions = orderPaymentInstructions(view, context.config.payments);
  if (instructions?.kind === "box_office") {
    sections.push({ heading: t.paymentTitle, paragraphs: [t.payAtBoxOffice(formatLongDateTime(instructions.payUntil, lang)), t.unpaidTicketsHint] });
  } else if (instructions?.kind === "bank_transfer") {
    const facts: [string, string][] = [
      [t.accountHolder, instructions.holder],
      [t.iban, inGroupsOfFour(instructions.iban)],
      ...(instructions.bic ? [[t.bic, instructions.bic] as [string, string]] : []),
      [t.amount, formatPrice(instructions.amountCents, lang)],
      [t.reference, instructions.reference],
      [t.payUntil, formatLongDateTime(instructions.payUntil, lang)],
    ];
    sections.push({
      heading: t.paymentTitle,
      paragraphs: [t.transferIntro(formatLongDateTime(instructions.payUntil, lang)), ...(giroCode ? [t.giroCodeHint] : []), t.unpaidTicketsHint],
      facts,
      image: giroCode ? { cid: GIROCODE_CID, alt: t.giroCodeAlt } : undefined,
    });
  }
  return {
    lang,
    subject: t.subject(view.code),
    greeting: t.greeting(`${view.firstName} ${view.lastName}`),
    intro: t.thanks(view.code),
    ticketsHeading: t.yourTickets,
    ticketsCaption: t.ticketsCaption(view.code),
    columns: { performance: t.performance, seatGroup: t.seatGroup, price: t.price },
    tickets: view.tickets.map((ticket) => ({
      performance: ticket.title,
      dateTime: ticketDateTime(ticket, lang),
      venue: `${ticket.venue}, ${ticket.room}`,
      seatGroup: ticket.seatGroup,
      price: `${ticket.priceText}: ${formatPrice(ticket.unitCents, lang)}`,
    })),
    giftCards: giftCardPositions(view, lang).map((card) => ({ label: card.label, price: formatPrice(card.cents, lang) })),
    totals: orderTotalRows(view, lang).map((row) => [row.label, formatSignedPrice(row.cents, lang)]),
    sections,
    orderPage: { heading: t.orderPage, hint: t.orderPageHint, url: orderPageUrl(context.origin, view) },
    closing: t.closing,
    signature: [context.config.siteName, ...context.config.theatreAddress],
  };
}

/** The plain-text part. */
export function confirmationText(content: ConfirmationContent): string {
  const lines = [content.greeting, "", content.intro, "", content.ticketsHeading, "-".repeat(content.ticketsHeading.length)];
  content.tickets.forEach((ticket, index) => lines.push(`${index + 1}. ${ticket.performance}`, `   ${ticket.dateTime}`, `   ${ticket.venue}`, `   ${ticket.seatGroup} · ${ticket.price}`));
  content.giftCards.forEach((card, index) => lines.push(`${content.tickets.length + index + 1}. ${card.label}`, `   ${card.price}`));
  lines.push("", ...content.totals.map(([label, value]) => `${label}: ${value}`));
  for (const section of content.sections) {
    lines.push("", section.heading, "-".repeat(section.heading.length), ...section.paragraphs);
    if (section.facts) lines.push("", ...section.facts.map(([label, value]) => `${label}: ${value}`));
  }
  lines.push("", content.orderPage.heading, "-".repeat(content.orderPage.heading.length), content.orderPage.url, content.orderPage.hint, "", content.closing, "", ...content.signature);
  return `${lines.join("\n")}\n`;
}

/** The confirmation mail of the order: text and HTML, the tickets' PDF for e-tickets, the GiroCode while a transfer is due. */
export async function composeOrderConfirmation(view: OrderView, context: OrderMailContext): Promise<MailMessage> {
  const giroCode = orderGiroCodePayload(view, context.config);
  const content = confirmationContent(view, context, giroCode !== null);
  const attachments: MailAttachment[] = [];
  if (attachesTickets(view)) {
    const pdf = await ticketPdf(view, { siteName: context.config.siteName, theatreAddress: context.config.theatreAddress });
    attachments.push({ filename: ticketPdfFilename(view.code), content: Buffer.from(pdf), contentType: "application/pdf" });
  }
  if (giroCode) attachments.push({ filename: "girocode.png", content: await giroCodePng(giroCode), contentType: "image/png", cid: GIROCODE_CID });
  return { to: view.email, subject: content.subject, text: confirmationText(content), html: orderConfirmationHtml(content), attachments };
}
