// The words of what an order sends out, the ticket PDF and the confirmation mail, in both languages.
// Server-only (they never travel to a browser), so they live here rather than in src/i18n.
import type { Lang } from "../../../shared/lib/localized.ts";

export interface OrderDocumentTexts {
  // The ticket PDF.
  tickets: string;
  unpaidBanner: string;
  ticketOf: (position: number, count: number) => string;
  venue: string;
  seatGroup: string;
  price: string;
  holder: string;
  orderCode: string;
  ticketNumber: string;
  codeToType: string;
  showAtEntrance: string;
  // The confirmation mail.
  subject: (code: string) => string;
  greeting: (name: string) => string;
  thanks: (code: string) => string;
  yourTickets: string;
  ticketsCaption: (code: string) => string;
  performance: string;
  total: string;
  // The order's totals (vouchers and gift cards, issue 26), in the mail, on the PDF and the pages.
  subtotal: string;
  voucher: (code: string) => string;
  giftCardPayment: (codeEnd: string) => string;
  stillDue: string;
  giftCard: string;
  orderSummary: string;
  orderPage: string;
  orderPageHint: string;
  delivery: string;
  showTicketsAtEntrance: string;
  eticketAttached: (filename: string) => string;
  pickupTitle: string;
  pickup: (code: string) => string;
  paymentTitle: string;
  payAtBoxOffice: (until: string) => string;
  transferIntro: (until: string) => string;
  accountHolder: string;
  iban: string;
  bic: string;
  amount: string;
  reference: string;
  payUntil: string;
  giroCodeAlt: string;
  giroCodeHint: string;
  unpaidTicketsHint: string;
  boxOffice: string;
  closing: string;
}

export const orderDocumentTexts: Record<Lang, OrderDocumentTexts> = {
  de: {
    tickets: "Eintrittskarten",
    unpaidBanner: "Reservierung – gültig erst nach Bezahlung",
    ticketOf: (position, count) => `Eintrittskarte ${position} von ${count}`,
    venue: "Ort",
    seatGroup: "Kategorie",
    price: "Preis",
    holder: "Name",
    orderCode: "Bestellung",
    ticketNumber: "Karten-Nr.",
    codeToType: "Code",
    showAtEntrance: "Bitte zeigen Sie diese Karte am Einlass vor – ausgedruckt oder auf dem Smartphone.",
    subject: (code) => `Ihre Bestellung ${code}`,
    greeting: (name) => `Guten Tag ${name},`,
    thanks: (code) => `vielen Dank für Ihre Bestellung ${code}.`,
    yourTickets: "Ihre Karten",
    ticketsCaption: (code) => `Karten der Bestellung ${code}`,
    performance: "Vorstellung",
    total: "Gesamt",
    subtotal: "Summe",
    voucher: (code) => `Gutschein ${code}`,
    giftCardPayment: (codeEnd) => `Geschenkkarte …${codeEnd}`,
    stillDue: "Noch zu zahlen",
    giftCard: "Geschenkkarte",
    orderSummary: "Bestellübersicht",
    orderPage: "Ihre Bestellung online",
    orderPageHint: "Dort sehen Sie den Stand Ihrer Bestellung, laden Ihre Karten herunter oder stornieren sie.",
    delivery: "E-Tickets",
    showTicketsAtEntrance: "Bitte zeigen Sie Ihre Karten am Einlass vor – ausgedruckt oder auf dem Smartphone.",
    eticketAttached: (filename) => `Ihre Karten hängen als PDF an dieser E-Mail (${filename}).`,
    pickupTitle: "Abholung an der Theaterkasse",
    pickup: (code) => `Ihre Karten liegen an der Theaterkasse für Sie bereit. Bitte nennen Sie dort Ihren Bestellcode ${code}.`,
    paymentTitle: "Bezahlung",
    payAtBoxOffice: (until) => `Bitte bezahlen Sie Ihre Reservierung bis ${until} an der Theaterkasse. Danach verfällt sie, und die Plätze gehen zurück in den Verkauf.`,
    transferIntro: (until) => `Bitte überweisen Sie den Betrag bis ${until}. Danach verfällt die Bestellung, und die Plätze gehen zurück in den Verkauf.`,
    accountHolder: "Kontoinhaber",
    iban: "IBAN",
    bic: "BIC",
    amount: "Betrag",
    reference: "Verwendungszweck",
    payUntil: "Zahlbar bis",
    giroCodeAlt: "GiroCode für die Überweisung: mit Ihrer Banking-App scannen, um die Überweisung auszufüllen",
    giroCodeHint: "Scannen Sie den GiroCode mit Ihrer Banking-App, dann ist die Überweisung schon ausgefüllt.",
    unpaidTicketsHint: "Ihre Karten gelten am Einlass erst, wenn die Bestellung bezahlt ist.",
    boxOffice: "Theaterkasse",
    closing: "Wir freuen uns auf Ihren Besuch!",
  },
  en: {
    tickets: "Tickets",
    unpaidBanner: "Reservation – valid only once paid",
    ticketOf: (position, count) => `Ticket ${position} of ${count}`,
    venue: "Venue",
    seatGroup: "Category",
    price: "Price",
    holder: "Name",
    orderCode: "Order",
    ticketNumber: "Ticket no.",
    codeToType: "Code",
    showAtEntrance: "Please show this ticket at the entrance, printed or on your phone.",
    subject: (code) => `Your order ${code}`,
    greeting: (name) => `Dear ${name},`,
    thanks: (code) => `thank you for your order ${code}.`,
    yourTickets: "Your tickets",
    ticketsCaption: (code) => `Tickets of order ${code}`,
    performance: "Performance",
    total: "Total",
    subtotal: "Subtotal",
    voucher: (code) => `Voucher ${code}`,
    giftCardPayment: (codeEnd) => `Gift card …${codeEnd}`,
    stillDue: "Still due",
    giftCard: "Gift card",
    orderSummary: "Order summary",
    orderPage: "Your order online",
    orderPageHint: "There you can see your order's status, download your tickets or cancel them.",
    delivery: "E-tickets",
    showTicketsAtEntrance: "Please show your tickets at the entrance, printed or on your phone.",
    eticketAttached: (filename) => `Your tickets are attached to this e-mail as a PDF (${filename}).`,
    pickupTitle: "Pick-up at the box office",
    pickup: (code) => `Your tickets are waiting for you at the box office. Please give your order code ${code} there.`,
    paymentTitle: "Payment",
    payAtBoxOffice: (until) => `Please pay for your reservation at the box office by ${until}. After that it lapses and the seats go back on sale.`,
    transferIntro: (until) => `Please transfer the amount by ${until}. After that the order lapses and the seats go back on sale.`,
    accountHolder: "Account holder",
    iban: "IBAN",
    bic: "BIC",
    amount: "Amount",
    reference: "Reference",
    payUntil: "Pay by",
    giroCodeAlt: "GiroCode for the transfer: scan it with your banking app to fill in the transfer",
    giroCodeHint: "Scan the GiroCode with your banking app and the transfer is filled in for you.",
    unpaidTicketsHint: "Your tickets are valid at the entrance only once the order is paid.",
    boxOffice: "Box office",
    closing: "We look forward to your visit!",
  },
};
