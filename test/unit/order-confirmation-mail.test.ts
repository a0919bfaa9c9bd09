// The confirmation mail as composed from an order (no database, no sending): what each kind of order
// is told, in its language, and that nothing from the order can break the HTML.
import assert from "node:assert/strict";
import { test } from "node:test";
import { composeOrderConfirmation, orderPageUrl } from "../../server/shop/mail/order-confirmation-mail.ts";
import { configWithBank, orderView, ticketView } from "../helpers/order-view-fixture.ts";

const context = { config: configWithBank(), origin: "https://theater.example" };

test("a box-office reservation: pay by the Berlin deadline at the box office, the tickets attached, the order page linked in both parts", async () => {
  const view = orderView();
  const mail = await composeOrderConfirmation(view, context);
  assert.equal(mail.to, "joerg@example.org");
  assert.equal(mail.subject, "Ihre Bestellung K7QX2M4P");
  // 10:00 UTC on 1 December is 11:00 in Berlin.
  assert.match(mail.text, /bis Dienstag, 1\. Dezember 2026, 11:00 Uhr an der Theaterkasse/);
  assert.match(mail.text, /Gesamt: 49\u00a0€/);
  for (const part of [mail.text, mail.html ?? ""]) assert.ok(part.includes(orderPageUrl(context.origin, view)));
  assert.deepEqual(
    mail.attachments?.map((file) => [file.filename, file.contentType]),
    [["tickets-K7QX2M4P.pdf", "application/pdf"]],
  );
});

test("English orders are told in English", async () => {
  const mail = await composeOrderConfirmation(orderView({ lang: "en", paymentMethod: "bank_transfer", status: "pending" }), context);
  assert.equal(mail.subject, "Your order K7QX2M4P");
  assert.match(mail.text, /^Dear Jörg Weiß,\n\nthank you for your order K7QX2M4P\./);
  assert.match(mail.text, /Please transfer the amount by Tuesday 1 December 2026, 11:00\./);
  assert.match(mail.text, /Account holder: Staatstheater Kulisse Kasse\nIBAN: DE02 1203 0000 0000 2020 51\nBIC: BYLADEM1001\nAmount: 49\u00a0€\nReference: Bestellung K7QX2M4P/);
  assert.match(mail.html ?? "", /<html lang="en">/);
  assert.match(mail.html ?? "", /<img src="cid:[^"]+" alt="GiroCode for the transfer[^"]*"/);
});

test("pick-up orders get instructions instead of a PDF; paid orders get no payment instructions", async () => {
  const mail = await composeOrderConfirmation(orderView({ delivery: "pickup", status: "paid", paymentMethod: "cash", releaseAt: null }), context);
  assert.match(mail.text, /Abholung an der Theaterkasse\n-+\nIhre Karten liegen an der Theaterkasse für Sie bereit\. Bitte nennen Sie dort Ihren Bestellcode K7QX2M4P\./);
  assert.doesNotMatch(mail.text, /Bezahlung|IBAN/);
  assert.deepEqual(mail.attachments, []);
});

test("a cancelled order's mail attaches no tickets and asks for no payment", async () => {
  const mail = await composeOrderConfirmation(orderView({ status: "cancelled", paymentMethod: "bank_transfer" }), context);
  assert.deepEqual(mail.attachments, []);
  assert.doesNotMatch(mail.text, /IBAN|überweisen/);
});

test("names and titles are escaped in the HTML part and kept as they are in the text", async () => {
  const view = orderView({ firstName: "<b>Eve</b>", tickets: [ticketView(1, { title: 'Kabale & "Liebe" <script>alert(1)</script>' })] });
  const mail = await composeOrderConfirmation(view, context);
  const html = mail.html ?? "";
  assert.doesNotMatch(html, /<script|<b>Eve/);
  assert.match(html, /Kabale &amp; (&quot;|")Liebe(&quot;|") &lt;script&gt;/);
  assert.match(mail.text, /Guten Tag <b>Eve<\/b> Weiß,/);
});

test("the HTML is a document with a language, headings and a tickets table with caption and header cells", async () => {
  const html = (await composeOrderConfirmation(orderView(), context)).html ?? "";
  assert.match(html, /^<!doctype html><html lang="de"><head><meta charSet="utf-8"\/>/i);
  assert.match(html, /<title>Ihre Bestellung K7QX2M4P<\/title>/);
  assert.equal(html.match(/<h1[ >]/g)?.length, 1);
  assert.ok((html.match(/<h2[ >]/g)?.length ?? 0) >= 3);
  assert.match(html, /<table[^>]*><caption[^>]*>Karten der Bestellung K7QX2M4P<\/caption><thead><tr>(<th scope="col"[^>]*>[^<]+<\/th>){3}<\/tr><\/thead>/);
  assert.equal(html.match(/<th scope="row"/g)?.length, 3, "each ticket's title and the total head their rows");
});
