// The gift card pages' texts in both languages (issue 26 point 5): the webshop's sale form, the gift
// card position of an order and the user area's credit. Only those pages show them, so they come with
// their chunks (addTexts) instead of with every page's de.ts or en.ts; the server has them from the
// start (bundled-texts.ts).
export const giftCardPageDe = {
  giftCard: {
    title: "Geschenkgutschein",
    intro: "Verschenken Sie Theater: Der Gutschein gilt für alle Karten im Webshop und an der Theaterkasse, bis zum Ende des dritten Jahres nach dem Kauf. Sie erhalten ihn als PDF per E-Mail, sobald die Bestellung bezahlt ist.",
    link: "Geschenkgutschein kaufen",
    cartHint: "Sie möchten Theater verschenken?",
    amountTitle: "Betrag",
    amountPreset: "{{amount}}",
    amountOther: "Anderer Betrag",
    amountOtherLabel: "Betrag in Euro (ganze Euro, {{min}} bis {{max}} €)",
    quantity: "Anzahl der Gutscheine",
    quantityHelp: "Jeder Gutschein hat den gewählten Betrag und einen eigenen Code.",
    position: "Geschenkgutschein",
    positionLine: "{{quantity}} × Geschenkgutschein über {{amount}}",
    errors: {
      amount: "Bitte wählen Sie einen Betrag oder geben Sie einen ganzen Euro-Betrag von {{min}} bis {{max}} € an.",
      quantity: "Bitte geben Sie eine Anzahl von 1 bis {{max}} an.",
    },
  },
};

export type GiftCardPageDictionary = typeof giftCardPageDe;

export const giftCardPageEn: GiftCardPageDictionary = {
  giftCard: {
    title: "Gift card",
    intro: "Give the gift of theatre: the card pays for any tickets in the webshop and at the box office until the end of the third year after purchase. You get it as a PDF by e-mail as soon as the order is paid.",
    link: "Buy a gift card",
    cartHint: "Would you like to give theatre as a present?",
    amountTitle: "Amount",
    amountPreset: "{{amount}}",
    amountOther: "Other amount",
    amountOtherLabel: "Amount in euros (whole euros, {{min}} to {{max}} €)",
    quantity: "Number of gift cards",
    quantityHelp: "Each card has the chosen amount and its own code.",
    position: "Gift card",
    positionLine: "{{quantity}} × gift card of {{amount}}",
    errors: {
      amount: "Please choose an amount or enter whole euros from {{min}} to {{max}} €.",
      quantity: "Please enter a number from 1 to {{max}}.",
    },
  },
};
