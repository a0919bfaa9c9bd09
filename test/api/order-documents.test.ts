// What an order sends out and offers, read as its buyer would: the confirmation mail as it arrives at
// a real SMTP server (recipient, subject in both languages, the PDF's pages, text and QR codes, the
// GiroCode image), the .eml in the outbox without SMTP_URL, and the order's PDF and GiroCode routes.
import assert from "node:assert/strict";
import { randomBytes, randomInt } from "node:crypto";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { after, before, test } from "node:test";
import { and, asc, eq, gt, sql } from "drizzle-orm";
import { simpleParser } from "mailparser";
import sharp from "sharp";
import type { Config } from "../../server/config.ts";
import { events, orderLog, orders, orderTickets, prices, seatGroups, timeSlots } from "../../server/db/schema.ts";
import { createLogger } from "../../server/logger.ts";
import { epcPayload, giroCodeSvg } from "../../server/shop/documents/girocode.ts";
import { createMailer } from "../../server/shop/mail/mailer.ts";
import { sendOrderConfirmation, type OrderMailDeps } from "../../server/shop/mail/send-order-confirmation.ts";
import { loadOrderView } from "../../server/shop/order-view.ts";
import { ticketDateTime } from "../../server/shop/documents/ticket-start.ts";
import type { Lang } from "../../shared/lib/localized.ts";
import { BANK_SETTINGS, configWithBank } from "../helpers/order-view-fixture.ts";
import { decodeQrImage, readPdf } from "../helpers/pdf-reading.ts";
import { startSmtpTestServer, type ReceivedMail, type SmtpTestServer } from "../helpers/smtp-test-server.ts";
import { startTestApp, type LogLine, type TestApp } from "../helpers/test-app.ts";

const BANK = BANK_SETTINGS;

let smtp: SmtpTestServer;
let app: TestApp;
let config: Config;
const logs: LogLine[] = [];
const log = createLogger("info", { write: (line: string) => void logs.push(JSON.parse(line) as LogLine) });

before(async () => {
  smtp = await startSmtpTestServer();
  config = { ...configWithBank(), smtpUrl: smtp.url };
  app = await startTestApp({ config: { smtpUrl: smtp.url, payments: config.payments } });
});

after(async () => {
  await app?.close();
  await smtp?.close();
});

const ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
const randomCode = (length: number) => Array.from({ length }, () => ALPHABET[randomInt(ALPHABET.length)]).join("");

interface OrderOptions {
  lang?: Lang;
  delivery?: "eticket" | "pickup";
  paymentMethod?: string;
  status?: "reserved" | "pending" | "paid" | "cancelled";
  tickets?: number;
  /** Seconds until an unpaid order's release, by PostgreSQL's clock (negative: past). */
  releaseInSeconds?: number;
  /** A seat group with time slots: the tickets are for its first slot. */
  withTimeSlot?: boolean;
}

/** An order of upcoming performance tickets, written straight into the database as checkout would leave it. */
async function createOrder(options: OrderOptions = {}): Promise<{ id: number; code: string; secret: string; email: string }> {
  const { lang = "de", delivery = "eticket", paymentMethod = "box_office", status = "reserved", tickets = 2, releaseInSeconds = 86_400, withTimeSlot = false } = options;
  const [place] = await app.db
    .select({ eventId: events.id, seatGroupId: seatGroups.id, price: prices, blockId: timeSlots.blockId })
    .from(seatGroups)
    .innerJoin(events, eq(events.id, seatGroups.eventId))
    .innerJoin(prices, eq(prices.seatGroupId, seatGroups.id))
    .leftJoin(timeSlots, eq(timeSlots.seatGroupId, seatGroups.id))
    .where(and(gt(events.dateStart, sql`now() + interval '3 days'`), gt(prices.amountCents, 0), withTimeSlot ? sql`${timeSlots.id} is not null` : sql`${timeSlots.id} is null`))
    .orderBy(asc(events.dateStart), asc(seatGroups.id), asc(timeSlots.timeStart))
    .limit(1);
  assert.ok(place, "the demo season has a performance with a priced seat group");
  const code = randomCode(8);
  const secret = randomBytes(32).toString("base64url");
  const email = `buyer-${code.toLowerCase()}@example.org`;
  const unpaid = status === "reserved" || status === "pending";
  const [order] = await app.db
    .insert(orders)
    .values({
      code,
      secret,
      status,
      paymentMethod,
      delivery,
      lang,
      firstName: "Jörg",
      lastName: "Weiß",
      email,
      totalCents: tickets * place.price.amountCents,
      releaseAt: unpaid ? sql`now() + make_interval(secs => ${releaseInSeconds})` : null,
      paymentReference: `Bestellung ${code}`,
    })
    .returning({ id: orders.id });
  await app.db.insert(orderTickets).values(
    Array.from({ length: tickets }, (_, index) => ({
      orderId: order.id,
      position: index + 1,
      eventId: place.eventId,
      seatGroupId: place.seatGroupId,
      blockId: place.blockId,
      priceId: place.price.id,
      saleTypeId: place.price.saleTypeId,
      priceText: place.price.text,
      unitCents: place.price.amountCents,
      secret: randomCode(12),
    })),
  );
  return { id: order.id, code, secret, email };
}

function mailDeps(mailer = createMailer(config, log)): OrderMailDeps {
  return { db: app.db, config, mailer, log, origin: app.url };
}

/** Sends the order's confirmation over SMTP and waits for it at the test server. */
async function confirmationOf(order: { id: number; email: string }): Promise<ReceivedMail> {
  assert.equal(await sendOrderConfirmation(mailDeps(), order.id, { kind: "system" }), true);
  return smtp.nextMail((mail) => mail.recipients.includes(order.email));
}

const oneLine = (text: string) => text.replace(/\s+/g, " ");

test("an e-ticket order's confirmation arrives in German with one PDF page per ticket: title, Berlin time, seat group, order code and a QR code of the ticket's secret", async () => {
  const order = await createOrder({ lang: "de", tickets: 3 });
  const view = (await loadOrderView(app.db, order.id))!;
  const mail = await confirmationOf(order);

  assert.deepEqual(mail.recipients, [order.email]);
  assert.equal(mail.parsed.subject, `Ihre Bestellung ${order.code}`);
  assert.match(mail.parsed.from?.text ?? "", /tickets@kulisse\.example/);
  assert.ok(mail.parsed.text?.includes(`${app.url}/webshop/order/${order.code}/${order.secret}`), "the text part links the order page");
  assert.match(mail.parsed.html || "", /^<!doctype html><html lang="de">/);
  assert.match(mail.parsed.html || "", /<caption[^>]*>Karten der Bestellung/);
  assert.equal((mail.parsed.html || "").match(/<th scope="col"/g)?.length, 3);
  assert.match(mail.parsed.html || "", /<h1[^>]*>Ihre Bestellung/);
  assert.match(mail.parsed.text ?? "", /Bitte bezahlen Sie Ihre Reservierung bis .* an der Theaterkasse/);

  const [attachment, ...others] = mail.parsed.attachments;
  assert.equal(others.length, 0);
  assert.equal(attachment.filename, `tickets-${order.code}.pdf`);
  assert.equal(attachment.contentType, "application/pdf");
  const pdf = await readPdf(attachment.content);
  assert.equal(pdf.pages, 3);
  assert.equal(pdf.author, "Staatstheater Kulisse");
  assert.match(pdf.title, new RegExp(`Eintrittskarten ${order.code}`));
  view.tickets.forEach((ticket, index) => {
    const text = oneLine(pdf.pageTexts[index]);
    for (const expected of [ticket.title, ticketDateTime(ticket, "de"), ticket.seatGroup, ticket.venue, order.code, `${order.code}-${ticket.position}`, "Jörg Weiß", "Reservierung – gültig erst nach Bezahlung", "Theaterplatz 1"]) {
      assert.ok(text.includes(oneLine(expected)), `page ${index + 1} shows "${expected}": ${text}`);
    }
    assert.ok(text.includes(ticket.secret.replace(/(.{4})(?=.)/g, "$1 ")), "the secret is printed in groups of four");
    assert.deepEqual(pdf.pageQrCodes[index], [ticket.secret], `page ${index + 1}'s QR code holds its ticket's secret`);
  });
  const [logged] = await app.db.select().from(orderLog).where(and(eq(orderLog.orderId, order.id), eq(orderLog.action, "mail_sent")));
  assert.equal(logged?.note, order.email);
});

test("a paid English order's mail and tickets are in English and valid: no reservation notice, no payment instructions", async () => {
  const order = await createOrder({ lang: "en", status: "paid", paymentMethod: "bank_transfer", tickets: 1, withTimeSlot: true });
  const view = (await loadOrderView(app.db, order.id))!;
  assert.ok(view.tickets[0].timeStart, "the ticket is for a time slot");
  const mail = await confirmationOf(order);
  assert.equal(mail.parsed.subject, `Your order ${order.code}`);
  assert.match(mail.parsed.html || "", /<html lang="en">/);
  assert.match(mail.parsed.text ?? "", /^Dear Jörg Weiß,/);
  assert.doesNotMatch(mail.parsed.text ?? "", /IBAN|Payment/);
  assert.equal(mail.parsed.attachments.filter((file) => file.contentType.startsWith("image/")).length, 0, "no GiroCode once paid");
  const pdf = await readPdf(mail.parsed.attachments[0].content);
  const text = oneLine(pdf.pageTexts[0]);
  assert.equal(pdf.pages, 1);
  assert.ok(text.includes(ticketDateTime(view.tickets[0], "en")), `the slot's time in Berlin time: ${text}`);
  assert.ok(text.includes(`Order: ${order.code}`) && text.includes("Ticket 1 of 1"));
  assert.doesNotMatch(text, /Reservation|Reservierung/);
  assert.deepEqual(pdf.pageQrCodes[0], [view.tickets[0].secret]);
});

test("a bank-transfer order for pick-up: the mail shows account, amount, reference and a GiroCode image to scan, pick-up instructions and no PDF", async () => {
  const order = await createOrder({ lang: "de", delivery: "pickup", paymentMethod: "bank_transfer", status: "pending", tickets: 2 });
  const view = (await loadOrderView(app.db, order.id))!;
  const mail = await confirmationOf(order);
  const text = mail.parsed.text ?? "";
  assert.match(text, /Kontoinhaber: Staatstheater Kulisse Kasse/);
  assert.match(text, /IBAN: DE02 1203 0000 0000 2020 51/);
  assert.match(text, /BIC: BYLADEM1001/);
  assert.ok(text.includes(`Verwendungszweck: Bestellung ${order.code}`));
  assert.match(text, /Betrag: \d/);
  assert.match(text, new RegExp(`Bitte nennen Sie dort Ihren Bestellcode ${order.code}`));
  assert.equal(mail.parsed.attachments.filter((file) => file.contentType === "application/pdf").length, 0, "pick-up orders get no PDF");

  const [image] = mail.parsed.attachments.filter((file) => file.contentType === "image/png");
  assert.ok(image?.cid, "the GiroCode is an inline image");
  assert.equal(image.contentDisposition, "inline");
  const html = mail.parsed.html || "";
  const img = new RegExp(`<img src="cid:${image.cid}" alt="([^"]+)"`).exec(html);
  assert.ok(img, "the HTML shows the GiroCode by its content id");
  assert.match(img[1], /GiroCode/);
  const expected = epcPayload({ bic: BANK.SHOP_BIC, name: BANK.SHOP_ACCOUNT_HOLDER, iban: BANK.SHOP_IBAN, amountCents: view.totalCents, text: `Bestellung ${order.code}` });
  assert.equal(await decodeQrImage(image.content), expected);
});

test("without SMTP_URL the mail is an .eml file in DATA_DIR/outbox and the log says which", async () => {
  const order = await createOrder({ lang: "en", tickets: 1 });
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "kulisse-outbox-"));
  try {
    const mailer = createMailer({ smtpUrl: undefined, mailFrom: config.mailFrom, dataDir }, log);
    assert.equal(await sendOrderConfirmation(mailDeps(mailer), order.id, { kind: "system" }), true);
    const line = logs.find((entry) => entry.event === "mail_written_to_outbox" && entry.to === order.email);
    assert.ok(line, "a log line names the file");
    const file = String(line.file);
    assert.equal(path.dirname(file), path.join(dataDir, "outbox"));
    assert.deepEqual(await fs.readdir(path.join(dataDir, "outbox")), [path.basename(file)]);
    const parsed = await simpleParser(await fs.readFile(file));
    assert.equal(parsed.subject, `Your order ${order.code}`);
    assert.equal(parsed.attachments[0]?.filename, `tickets-${order.code}.pdf`);
    assert.equal((await readPdf(parsed.attachments[0].content)).pages, 1);
  } finally {
    await fs.rm(dataDir, { recursive: true, force: true });
  }
});

test("the order's PDF: a private download for the right secret, 404 for a wrong one, a cancelled or an expired order; pick-up orders get it too", async () => {
  const order = await createOrder({ delivery: "pickup", tickets: 2 });
  const url = (secret: string, code = order.code) => `${app.url}/webshop/order/${code}/${secret}/tickets.pdf`;
  const response = await fetch(url(order.secret));
  assert.equal(response.status, 200);
  assert.equal(response.headers.get("content-type"), "application/pdf");
  assert.match(response.headers.get("content-disposition") ?? "", new RegExp(`^attachment; filename="?tickets-${order.code}\\.pdf"?$`));
  assert.equal(response.headers.get("cache-control"), "private, no-store");
  assert.equal(response.headers.get("x-robots-tag"), "noindex");
  const pdf = await readPdf(new Uint8Array(await response.arrayBuffer()));
  assert.equal(pdf.pages, 2);

  const wrong = `${order.secret.slice(0, -1)}${order.secret.endsWith("A") ? "B" : "A"}`;
  for (const address of [url(wrong), url(order.secret, "ZZZZZZZZ"), url("x", "not-a-code"), url(`${order.secret}x`)]) {
    const refused = await fetch(address);
    assert.equal(refused.status, 404, address);
    assert.doesNotMatch(refused.headers.get("content-type") ?? "", /pdf/);
  }

  const expired = await createOrder({ releaseInSeconds: -60 });
  assert.equal((await fetch(url(expired.secret, expired.code))).status, 404, "expired");
  const cancelled = await createOrder({ status: "cancelled" });
  assert.equal((await fetch(url(cancelled.secret, cancelled.code))).status, 404, "cancelled");
});

test("the GiroCode SVG exists only for an unpaid bank-transfer order", async () => {
  const order = await createOrder({ paymentMethod: "bank_transfer", status: "pending" });
  const view = (await loadOrderView(app.db, order.id))!;
  const url = (o: { code: string; secret: string }, secret = o.secret) => `${app.url}/webshop/order/${o.code}/${secret}/girocode.svg`;
  const response = await fetch(url(order));
  assert.equal(response.status, 200);
  assert.equal(response.headers.get("content-type"), "image/svg+xml; charset=utf-8");
  assert.equal(response.headers.get("cache-control"), "private, no-store");
  const payload = epcPayload({ bic: BANK.SHOP_BIC, name: BANK.SHOP_ACCOUNT_HOLDER, iban: BANK.SHOP_IBAN, amountCents: view.totalCents, text: `Bestellung ${order.code}` });
  const svg = await response.text();
  assert.equal(svg, await giroCodeSvg(payload));
  // Drawn as a banking app's camera would see it: rasterised, then scanned.
  assert.equal(await decodeQrImage(await sharp(Buffer.from(svg), { density: 300 }).png().toBuffer()), payload);

  assert.equal((await fetch(url(order, `${order.secret}x`))).status, 404, "wrong secret");
  const boxOffice = await createOrder({ paymentMethod: "box_office", status: "reserved" });
  assert.equal((await fetch(url(boxOffice))).status, 404, "box office");
  const paid = await createOrder({ paymentMethod: "bank_transfer", status: "paid" });
  assert.equal((await fetch(url(paid))).status, 404, "paid");
  const expired = await createOrder({ paymentMethod: "bank_transfer", status: "pending", releaseInSeconds: -1 });
  assert.equal((await fetch(url(expired))).status, 404, "expired");
});
