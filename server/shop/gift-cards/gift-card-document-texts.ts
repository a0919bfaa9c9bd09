// The words of a gift card's PDF and mail, in the order's language.
import type { Lang } from "../../../shared/lib/localized.ts";
import { formatPrice } from "../../../shared/lib/format-price.ts";
import { formatLongDate } from "../../../src/lib/format-date.ts";

/** The last day a card is valid: the day before its exclusive end. */
export const lastValidDay = (validUntil: Date, lang: Lang): string => formatLongDate(new Date(validUntil.getTime() - 1), lang);

export const giftCardDocumentTexts = {
  de: {
    giftCard: "Gutschein",
    amount: "Wert",
    code: "Gutscheincode",
    validUntil: "Gültig bis einschließlich",
    howTo: [
      "So lösen Sie den Gutschein ein: Geben Sie im Webshop an der Kasse den Gutscheincode ein, oder zeigen Sie diesen Gutschein an der Theaterkasse vor.",
      "Der Gutschein kann in mehreren Teilen eingelöst werden; der Restbetrag bleibt bis zum Ablauf gültig. Eine Auszahlung in bar ist nicht möglich.",
      "Mit einem Kundenkonto sehen Sie Guthaben und Verlauf jederzeit unter »Guthaben«.",
    ],
    subject: (site: string) => `Ihr Gutschein von ${site}`,
    greeting: "Guten Tag,",
    intro: (count: number) => (count === 1 ? "vielen Dank für Ihre Zahlung. Ihr Gutschein ist jetzt gültig; er hängt als PDF an dieser E-Mail." : `vielen Dank für Ihre Zahlung. Ihre ${count} Gutscheine sind jetzt gültig; jeder hängt als PDF an dieser E-Mail.`),
    line: (code: string, cents: number, until: string) => `Gutschein ${code} über ${formatPrice(cents, "de")}, gültig bis einschließlich ${until}`,
    closing: "Wir wünschen viel Freude im Theater!",
    filename: (code: string) => `gutschein-${code}.pdf`,
  },
  en: {
    giftCard: "Gift card",
    amount: "Value",
    code: "Gift card code",
    validUntil: "Valid until and including",
    howTo: [
      "How to redeem it: enter the gift card code at the webshop's checkout, or show this gift card at the box office.",
      "It can be redeemed in several parts; what is left stays valid until it expires. It cannot be paid out in cash.",
      "With a customer account you see its balance and history at any time under “Credit”.",
    ],
    subject: (site: string) => `Your gift card from ${site}`,
    greeting: "Hello,",
    intro: (count: number) => (count === 1 ? "thank you for your payment. Your gift card is valid now; it is attached to this e-mail as a PDF." : `thank you for your payment. Your ${count} gift cards are valid now; each is attached to this e-mail as a PDF.`),
    line: (code: string, cents: number, until: string) => `Gift card ${code} worth ${formatPrice(cents, "en")}, valid until and including ${until}`,
    closing: "We hope you enjoy the theatre!",
    filename: (code: string) => `gift-card-${code}.pdf`,
  },
} satisfies Record<Lang, unknown>;
