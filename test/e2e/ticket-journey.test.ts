// The whole way of a ticket, as the issue asks it: a visitor books with the widget and checks out by
// keyboard only (pay at the box office, e-ticket); the confirmation arrives at a real SMTP server
// with the PDF, and each page's QR code (read from the rendered page by ZBar) is a ticket. The door
// refuses it while unpaid; the box office marks the order paid; then check-in admits the ticket
// once and refuses it the second time, saying by whom and when.
import assert from "node:assert/strict";
import { before, test } from "node:test";
import { eq } from "drizzle-orm";
import { orders, orderTickets } from "../../server/db/schema.ts";
import type { CheckInAnswer } from "../../shared/api/contract/check-in.ts";
import { eventWithDiscount } from "../helpers/bookable-event.ts";
import { openPage, sharedBrowser } from "../helpers/browser.ts";
import { bookTwoByKeyboard, fillCheckoutByKeyboard, placeOrderByKeyboard } from "../helpers/keyboard-checkout.ts";
import { readPdf } from "../helpers/pdf-reading.ts";
import { sessionCaller, type SessionCaller } from "../helpers/session-call.ts";
import { sharedTestAppWithSmtp } from "../helpers/test-app-with-smtp.ts";

const { app, smtp } = sharedTestAppWithSmtp();
const chromium = sharedBrowser();
let staff: SessionCaller;
before(async () => {
  staff = await sessionCaller(app);
});

test("booked with the widget, checked out by keyboard, mailed as a PDF whose QR code the door admits once, after payment", async () => {
  const bookable = await eventWithDiscount(app.getJson);
  const email = `journey-${Date.now()}@example.org`;
  const visitor = await chromium.browser.createBrowserContext();
  const { page, problems } = await openPage(visitor, app.url, bookable.event.url, { width: 375 });
  try {
    await bookTwoByKeyboard(page, bookable);
    await fillCheckoutByKeyboard(page, { firstName: "Clara", lastName: "Schumann", email, delivery: /^E-Ticket/, payment: /^Bezahlung an der Theaterkasse/ });
    await placeOrderByKeyboard(page);
    assert.deepEqual(problems, []);
  } finally {
    await visitor.close();
  }

  const mail = await smtp().nextMail((received) => received.recipients.includes(email));
  const code = /\/webshop\/order\/([A-Z2-9]{8})\//.exec(mail.parsed.text ?? "")?.[1];
  assert.ok(code, "the mail links the order page");
  const [order] = await app.db.select().from(orders).where(eq(orders.code, code));
  const tickets = await app.db.select().from(orderTickets).where(eq(orderTickets.orderId, order.id));
  const pdf = mail.parsed.attachments.find((attachment) => attachment.contentType === "application/pdf");
  assert.ok(pdf, "the e-tickets are attached");
  const read = await readPdf(pdf.content);
  assert.equal(read.pages, 2, "one page per ticket");
  const scanned = read.pageQrCodes.map((codes) => codes[0]);
  assert.deepEqual([...scanned].sort(), tickets.map((ticket) => ticket.secret).sort(), "each page's QR code is one of the order's tickets");
  assert.match(read.pageTexts[0], new RegExp(code));

  const door = (secret: string) => staff.call<CheckInAnswer>("admin", "POST", "/de/admin-api/check-in/", { code: secret, event_id: bookable.event.id });
  const unpaid = await door(scanned[0]);
  assert.equal(unpaid.status, 200);
  assert.equal(unpaid.body.kind, "unpaid", "a reservation not yet paid does not get in");

  const paid = await staff.call("admin", "POST", `/de/admin-api/orders/${order.id}/pay/`, { note: "bar an der Kasse" });
  assert.equal(paid.status, 200);

  const first = await door(scanned[0]);
  assert.equal(first.body.kind, "valid");
  const second = await door(scanned[0]);
  assert.equal(second.body.kind, "already_used", "the same ticket a second time is refused");
  const other = await door(scanned[1]);
  assert.equal(other.body.kind, "valid", "the order's other ticket is a ticket of its own");
});
