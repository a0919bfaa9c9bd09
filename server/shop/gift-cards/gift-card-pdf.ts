// A gift card as a one-page A4 PDF: the theatre, "Gutschein", the amount, the code printed in groups
// of four and as a QR code (what the box office scans), the last valid day and how to redeem it.
import { PDFDocument, rgb, StandardFonts } from "pdf-lib";
import { formatPrice } from "../../../shared/lib/format-price.ts";
import type { Lang } from "../../../shared/lib/localized.ts";
import { drawQrCode, writableBy } from "../documents/ticket-pdf.ts";
import { printedGiftCardCode } from "./gift-card-codes.ts";
import { giftCardDocumentTexts, lastValidDay } from "./gift-card-document-texts.ts";

export interface GiftCardPdfFacts {
  code: string;
  initialCents: number;
  validUntil: Date;
  lang: Lang;
}

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 48;
const INK = rgb(0.07, 0.07, 0.07);
const MUTED = rgb(0.3, 0.3, 0.3);
const QR_SIZE = 170;

export async function giftCardPdf(card: GiftCardPdfFacts, siteName: string): Promise<Uint8Array> {
  const t = giftCardDocumentTexts[card.lang];
  const pdf = await PDFDocument.create();
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const mono = await pdf.embedFont(StandardFonts.Courier);
  const writable = writableBy(regular);
  const page = pdf.addPage(A4);
  const width = A4[0] - 2 * MARGIN;
  let y = A4[1] - MARGIN;
  const line = (text: string, font = regular, size = 11, color = INK, gap = 6) => {
    y -= size;
    page.drawText(writable(text), { x: MARGIN, y, size, font, color });
    y -= gap;
  };
  line(siteName, bold, 14, MUTED, 18);
  line(t.giftCard, bold, 32, INK, 10);
  line(`${t.amount}: ${formatPrice(card.initialCents, card.lang)}`, bold, 22, INK, 24);
  drawQrCode(page, card.code, MARGIN, y, QR_SIZE);
  y -= QR_SIZE + 12;
  line(t.code, regular, 10, MUTED, 4);
  line(printedGiftCardCode(card.code), mono, 18, INK, 16);
  line(`${t.validUntil} ${lastValidDay(card.validUntil, card.lang)}`, bold, 12, INK, 20);
  for (const paragraph of t.howTo) {
    // The texts are ours and short: a line break by words is enough.
    let current = "";
    for (const word of paragraph.split(" ")) {
      const candidate = current ? `${current} ${word}` : word;
      if (regular.widthOfTextAtSize(candidate, 11) > width) {
        line(current, regular, 11, INK, 4);
        current = word;
      } else current = candidate;
    }
    line(current, regular, 11, INK, 10);
  }
  pdf.setTitle(`${t.giftCard} ${printedGiftCardCode(card.code)} – ${siteName}`, { showInWindowTitleBar: true });
  pdf.setAuthor(siteName);
  return pdf.save();
}
