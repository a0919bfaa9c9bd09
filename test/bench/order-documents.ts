// What an order's documents cost to make, without a database: the tickets' PDF (1 and 10 pages, QR
// codes drawn as vectors), the GiroCode, and the whole confirmation mail with its PDF attached.
import { epcPayload, giroCodePng } from "../../server/shop/documents/girocode.ts";
import { ticketPdf } from "../../server/shop/documents/ticket-pdf.ts";
import { composeOrderConfirmation } from "../../server/shop/mail/order-confirmation-mail.ts";
import { configWithBank, orderView, ticketView } from "../helpers/order-view-fixture.ts";
import { measure, type Measurement } from "./timing.ts";

export async function benchOrderDocuments(): Promise<Measurement[]> {
  const config = configWithBank();
  const theatre = { siteName: config.siteName, theatreAddress: config.theatreAddress };
  const one = orderView({ tickets: [ticketView(1)] });
  const ten = orderView({ tickets: Array.from({ length: 10 }, (_, index) => ticketView(index + 1)) });
  const transfer = orderView({ tickets: ten.tickets, paymentMethod: "bank_transfer", status: "pending" });
  const payload = epcPayload({ bic: "BYLADEM1001", name: "Staatstheater Kulisse", iban: "DE02120300000000202051", amountCents: 24_500, text: "Bestellung K7QX2M4P" });
  const options = { iterations: 100, warmup: 10 };
  return [
    await measure("ticket PDF, 1 ticket", () => ticketPdf(one, theatre), options),
    await measure("ticket PDF, 10 tickets", () => ticketPdf(ten, theatre), options),
    await measure("GiroCode PNG", () => giroCodePng(payload), options),
    await measure("confirmation mail, 10 e-tickets, bank transfer", () => composeOrderConfirmation(transfer, { config, origin: "https://theater.example" }), options),
  ];
}
