// The ticket PDF made from an order (no database): names the standard font cannot write still make a
// ticket, and an unpaid order's pages say they are not valid yet.
import assert from "node:assert/strict";
import { test } from "node:test";
import { ticketPdf } from "../../server/shop/documents/ticket-pdf.ts";
import { readPdf } from "../helpers/pdf-reading.ts";
import { orderView, ticketView } from "../helpers/order-view-fixture.ts";

const theatre = { siteName: "Staatstheater Kulisse", theatreAddress: ["Theaterplatz 1", "12345 Kulissenstadt"] };

test("letters outside the font lose their accent or stroke, others become ?, and the ticket is made all the same", async () => {
  const view = orderView({ status: "paid", releaseAt: null, lastName: "Wałęsa 🎭", tickets: [ticketView(1, { title: "Łódź – Ödön „Premiere“ €" })] });
  const pdf = await readPdf(await ticketPdf(view, theatre));
  const text = pdf.pageTexts[0].replace(/\s+/g, " ");
  assert.ok(text.includes("Lódz – Ödön „Premiere“ €"), text);
  assert.ok(text.includes("Jörg Walesa ?"), text);
  assert.doesNotMatch(text, /Reservierung/);
  assert.deepEqual(pdf.pageQrCodes[0], [view.tickets[0].secret]);
});

test("unpaid orders' tickets carry the reservation notice in the order's language", async () => {
  for (const [lang, notice] of [["de", "Reservierung – gültig erst nach Bezahlung"], ["en", "Reservation – valid only once paid"]] as const) {
    const pdf = await readPdf(await ticketPdf(orderView({ lang, status: "pending", paymentMethod: "bank_transfer" }), theatre));
    assert.equal(pdf.pages, 2);
    for (const page of pdf.pageTexts) assert.ok(page.includes(notice), `${lang}: ${page}`);
  }
});
