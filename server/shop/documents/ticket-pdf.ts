// An order's tickets as one PDF, one A4 page per ticket (A4: what every home printer takes at true
// size; a phone shows the ticket's upper part, QR code included, at a glance). Each page: the theatre,
// the performance's title, date and time in Berlin time, venue, room and address, seat group, price
// type and price, the holder, order code and ticket number, and the ticket's secret as a QR code
// (drawn as vector squares, so it stays sharp at any zoom) with the secret printed under it for
// typing at check-in. An unpaid order's pages say plainly that they are not valid yet. An order that
// vouchers or gift cards paid for ends with a summary page: its totals line by line (order-totals.ts).
//
// The font is the PDF standard Helvetica (WinAnsi: German letters, €, dashes and quotes); a letter
// it cannot show is written without its accent, or as "?", never an error.
import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from "pdf-lib";
import QRCode from "qrcode";
import { formatPrice } from "../../../shared/lib/format-price.ts";
import { unpaidStatuses } from "../order-states.ts";
import { orderTotalRows } from "../order-totals.ts";
import type { OrderTicketView, OrderView } from "../order-view.ts";
import { orderDocumentTexts, type OrderDocumentTexts } from "./order-document-texts.ts";
import { inGroupsOfFour } from "./groups-of-four.ts";
import { ticketDateTime } from "./ticket-start.ts";

export interface TicketPdfContext {
  siteName: string;
  /** The theatre's postal address, one line each. */
  theatreAddress: string[];
}

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 48;
const INK = rgb(0.07, 0.07, 0.07);
const MUTED = rgb(0.3, 0.3, 0.3);
const ALERT = rgb(0.62, 0.0, 0.09);
const WHITE = rgb(1, 1, 1);
/** The QR code's width including its quiet zone of 4 modules: about 6 cm. */
const QR_SIZE = 170;
const QUIET_ZONE = 4;

/** The file name the PDF is offered and attached under. */
export const ticketPdfFilename = (code: string): string => `tickets-${code}.pdf`;

/** The ticket's number as printed: the order code and the ticket's position. */
export const ticketNumber = (code: string, position: number): string => `${code}-${position}`;

/** Letters with a stroke rather than an accent: NFD does not take them apart. */
const STROKED: Record<string, string> = { Ł: "L", ł: "l", Đ: "D", đ: "d", Ħ: "H", ħ: "h", ı: "i" };

/** Text the font can write: letters outside its character set lose their accents, or become "?". */
export function writableBy(font: PDFFont): (text: string) => string {
  const known = new Set(font.getCharacterSet());
  const writable = (char: string) => known.has(char.codePointAt(0)!);
  return (text) =>
    Array.from(text.replace(/[\r\n\t]+/g, " "))
      .map((char) => {
        if (writable(char)) return char;
        const plain = STROKED[char] ?? char.normalize("NFD").replace(/\p{M}/gu, "");
        return plain && Array.from(plain).every(writable) ? plain : "?";
      })
      .join("");
}

/** Breaks `text` into lines no wider than `width` (a word wider than a line is broken too). */
function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(candidate, size) <= width) {
      line = candidate;
      continue;
    }
    if (line) lines.push(line);
    line = word;
    while (font.widthOfTextAtSize(line, size) > width && line.length > 1) {
      let cut = line.length - 1;
      while (cut > 1 && font.widthOfTextAtSize(line.slice(0, cut), size) > width) cut--;
      lines.push(line.slice(0, cut));
      line = line.slice(cut);
    }
  }
  if (line) lines.push(line);
  return lines;
}

/**
 * The QR code of `text` (error correction M) with its top-left corner at (x, top): each row's dark
 * modules as runs, all in one filled path, so no viewer shows seams between neighbouring squares.
 */
export function drawQrCode(page: PDFPage, text: string, x: number, top: number, size: number): void {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: "M" });
  const count = modules.size + 2 * QUIET_ZONE;
  const path: string[] = [];
  for (let row = 0; row < modules.size; row++) {
    let col = 0;
    while (col < modules.size) {
      if (!modules.get(row, col)) {
        col++;
        continue;
      }
      const start = col;
      while (col < modules.size && modules.get(row, col)) col++;
      path.push(`M${start + QUIET_ZONE} ${row + QUIET_ZONE}h${col - start}v1h${start - col}z`);
    }
  }
  page.drawRectangle({ x, y: top - size, width: size, height: size, color: WHITE });
  page.drawSvgPath(path.join(""), { x, y: top, scale: size / count, color: INK, borderWidth: 0 });
}

interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
  mono: PDFFont;
  writable: (text: string) => string;
}

/** One ticket's page. */
function drawTicket(page: PDFPage, view: OrderView, ticket: OrderTicketView, t: OrderDocumentTexts, context: TicketPdfContext, fonts: Fonts): void {
  const { regular, bold, mono, writable } = fonts;
  const [pageWidth, pageHeight] = A4;
  const contentWidth = pageWidth - 2 * MARGIN;
  const textWidth = contentWidth - QR_SIZE - 24;
  let y = pageHeight - MARGIN;
  const text = (value: string, x: number, size: number, font: PDFFont, color = INK) => page.drawText(writable(value), { x, y, size, font, color });

  // The theatre and what this page is.
  text(context.siteName, MARGIN, 11, bold);
  const heading = t.ticketOf(ticket.position, view.tickets.length);
  page.drawText(writable(heading), { x: pageWidth - MARGIN - regular.widthOfTextAtSize(writable(heading), 11), y, size: 11, font: regular, color: MUTED });
  y -= 14;
  page.drawLine({ start: { x: MARGIN, y }, end: { x: pageWidth - MARGIN, y }, thickness: 1, color: INK });
  y -= 12;

  if (unpaidStatuses.includes(view.status)) {
    const bannerHeight = 30;
    page.drawRectangle({ x: MARGIN, y: y - bannerHeight, width: contentWidth, height: bannerHeight, color: ALERT });
    const banner = writable(t.unpaidBanner);
    page.drawText(banner, { x: MARGIN + (contentWidth - bold.widthOfTextAtSize(banner, 15)) / 2, y: y - 20, size: 15, font: bold, color: WHITE });
    y -= bannerHeight + 14;
  }

  const qrTop = y;
  drawQrCode(page, ticket.secret, pageWidth - MARGIN - QR_SIZE, qrTop, QR_SIZE);
  const secretText = inGroupsOfFour(ticket.secret);
  const secretX = pageWidth - MARGIN - QR_SIZE / 2 - mono.widthOfTextAtSize(secretText, 14) / 2;
  page.drawText(secretText, { x: secretX, y: qrTop - QR_SIZE - 14, size: 14, font: mono, color: INK });
  const codeLabel = writable(t.codeToType);
  page.drawText(codeLabel, { x: pageWidth - MARGIN - QR_SIZE / 2 - regular.widthOfTextAtSize(codeLabel, 9) / 2, y: qrTop - QR_SIZE - 28, size: 9, font: regular, color: MUTED });

  // The performance: title, then date and time.
  y -= 20;
  for (const line of wrap(writable(ticket.title), bold, 22, textWidth)) {
    text(line, MARGIN, 22, bold);
    y -= 27;
  }
  for (const line of wrap(writable(ticketDateTime(ticket, view.lang)), bold, 14, textWidth)) {
    text(line, MARGIN, 14, bold);
    y -= 20;
  }
  y -= 8;

  // The facts, label above value.
  const facts: [string, string[]][] = [
    [t.venue, [`${ticket.venue}, ${ticket.room}`, ticket.venueAddress].filter(Boolean)],
    [t.seatGroup, [ticket.seatGroup]],
    [t.price, [`${ticket.priceText}: ${formatPrice(ticket.unitCents, view.lang)}`]],
    [t.holder, [`${view.firstName} ${view.lastName}`]],
  ];
  for (const [label, values] of facts) {
    text(label, MARGIN, 9, regular, MUTED);
    y -= 14;
    for (const value of values)
      for (const line of wrap(writable(value), regular, 12, textWidth)) {
        text(line, MARGIN, 12, regular);
        y -= 15;
      }
    y -= 6;
  }

  // Order code and ticket number, under whichever column ends lower.
  y = Math.min(y, qrTop - QR_SIZE - 44);
  page.drawLine({ start: { x: MARGIN, y }, end: { x: pageWidth - MARGIN, y }, thickness: 0.5, color: MUTED });
  y -= 18;
  text(`${t.orderCode}: ${view.code}`, MARGIN, 12, bold);
  const number = `${t.ticketNumber} ${ticketNumber(view.code, ticket.position)}`;
  page.drawText(writable(number), { x: pageWidth - MARGIN - regular.widthOfTextAtSize(writable(number), 12), y, size: 12, font: regular, color: INK });
  y -= 24;
  for (const line of wrap(writable(t.showAtEntrance), regular, 10, contentWidth)) {
    text(line, MARGIN, 10, regular, MUTED);
    y -= 13;
  }

  // The theatre's name and address at the foot of the page.
  let footY = MARGIN + 12 * context.theatreAddress.length;
  for (const line of [context.siteName, ...context.theatreAddress]) {
    page.drawText(writable(line), { x: MARGIN, y: footY, size: 9, font: regular, color: MUTED });
    footY -= 12;
  }
}

/** The order's totals page: what each ticket cost, the discounts, the total, the gift cards' parts and what is due. */
function drawSummary(page: PDFPage, view: OrderView, t: OrderDocumentTexts, context: TicketPdfContext, fonts: Fonts): void {
  const { regular, bold, writable } = fonts;
  const [pageWidth, pageHeight] = A4;
  let y = pageHeight - MARGIN;
  const row = (label: string, value: string, font: PDFFont) => {
    page.drawText(writable(label), { x: MARGIN, y, size: 12, font, color: INK });
    page.drawText(writable(value), { x: pageWidth - MARGIN - font.widthOfTextAtSize(writable(value), 12), y, size: 12, font, color: INK });
    y -= 18;
  };
  page.drawText(writable(context.siteName), { x: MARGIN, y, size: 11, font: bold, color: INK });
  y -= 14;
  page.drawLine({ start: { x: MARGIN, y }, end: { x: pageWidth - MARGIN, y }, thickness: 1, color: INK });
  y -= 32;
  page.drawText(writable(`${t.orderSummary} ${view.code}`), { x: MARGIN, y, size: 22, font: bold, color: INK });
  y -= 32;
  for (const ticket of view.tickets) row(`${ticketNumber(view.code, ticket.position)} ${ticket.priceText}`, formatPrice(ticket.unitCents, view.lang), regular);
  y -= 6;
  for (const total of orderTotalRows(view, view.lang)) row(total.label, formatPrice(total.cents, view.lang), total.kind === "total" || total.kind === "due" ? bold : regular);
}

/** The order's tickets as a PDF in the order's language, one page per ticket (and its totals with vouchers or gift cards). */
export async function ticketPdf(view: OrderView, context: TicketPdfContext): Promise<Uint8Array> {
  const t = orderDocumentTexts[view.lang];
  const pdf = await PDFDocument.create();
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const fonts: Fonts = { regular, bold: await pdf.embedFont(StandardFonts.HelveticaBold), mono: await pdf.embedFont(StandardFonts.Courier), writable: writableBy(regular) };
  pdf.setTitle(`${t.tickets} ${view.code} – ${context.siteName}`, { showInWindowTitleBar: true });
  pdf.setAuthor(context.siteName);
  pdf.setSubject(Array.from(new Set(view.tickets.map((ticket) => ticket.title))).join(", "));
  pdf.setLanguage(view.lang === "de" ? "de-DE" : "en-GB");
  pdf.setCreator(context.siteName);
  pdf.setProducer("Kulisse");
  pdf.setCreationDate(view.createdAt);
  pdf.setModificationDate(view.createdAt);
  for (const ticket of view.tickets) drawTicket(pdf.addPage(A4), view, ticket, t, context, fonts);
  if (view.discounts.length > 0 || view.giftCardPayments.length > 0) drawSummary(pdf.addPage(A4), view, t, context, fonts);
  return pdf.save();
}
