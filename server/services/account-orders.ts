// The orders of a visitor's account (orders.userId) as the user area lists them: newest first and
// paged, one by its code, and the unpaid ones by their payment deadline. Every read is narrowed to the
// account, so another account's order is simply not found. Due payment deadlines are written first
// (order-transitions.ts), so a list never shows an unpaid order whose seats are free again.
import { and, asc, count, desc, eq, inArray, isNull, type SQL } from "drizzle-orm";
import type { AccountCheckoutContact, AccountOrderSummary } from "../../shared/api/contract/account-orders.ts";
import { berlinIso } from "../../shared/lib/berlin-time.ts";
import { pick, type Lang } from "../../shared/lib/localized.ts";
import { webshopHref, webshopOrderPath } from "../../src/lib/webshop-urls.ts";
import type { Db } from "../db/client.ts";
import { orders, users } from "../db/schema.ts";
import { orderPerformances } from "../shop/order-performances.ts";
import { unpaidStatuses } from "../shop/order-states.ts";
import { expireDueOrders } from "../shop/order-transitions.ts";
import { paymentMethod } from "../shop/payments/index.ts";

type OrderRow = Pick<typeof orders.$inferSelect, "id" | "code" | "secret" | "status" | "createdAt" | "releaseAt" | "delivery" | "paymentMethod" | "totalCents">;

const orderColumns = {
  id: orders.id,
  code: orders.code,
  secret: orders.secret,
  status: orders.status,
  createdAt: orders.createdAt,
  releaseAt: orders.releaseAt,
  delivery: orders.delivery,
  paymentMethod: orders.paymentMethod,
  totalCents: orders.totalCents,
};

/** The account's orders (anonymized ones belong to nobody any more), narrowed by `which`. */
const ofAccount = (userId: number, which?: SQL) => and(eq(orders.userId, userId), isNull(orders.anonymizedAt), which);

/** Per order: its ticket count and each performance once, by date. */
async function performancesOf(db: Db, orderIds: number[], lang: Lang) {
  const byOrder = new Map<number, { tickets: number; performances: AccountOrderSummary["performances"] }>();
  for (const row of await orderPerformances(db, orderIds, lang)) {
    const entry = byOrder.get(row.orderId) ?? { tickets: 0, performances: [] };
    entry.tickets += row.tickets;
    entry.performances.push({ title: row.title, date_start: berlinIso(row.dateStart) });
    byOrder.set(row.orderId, entry);
  }
  return byOrder;
}

async function summaries(db: Db, rows: OrderRow[], lang: Lang): Promise<AccountOrderSummary[]> {
  const performances = await performancesOf(
    db,
    rows.map((row) => row.id),
    lang,
  );
  return rows.map((row) => {
    const unpaid = unpaidStatuses.includes(row.status);
    const live = row.status !== "cancelled" && row.status !== "expired";
    const method = paymentMethod(row.paymentMethod);
    const page = webshopOrderPath(row.code, row.secret);
    return {
      code: row.code,
      status: row.status,
      created_at: berlinIso(row.createdAt),
      release_at: unpaid && row.releaseAt ? berlinIso(row.releaseAt) : null,
      delivery: row.delivery,
      payment_label: method ? pick(method.label, lang) : row.paymentMethod,
      total_cents: row.totalCents,
      tickets: performances.get(row.id)?.tickets ?? 0,
      performances: performances.get(row.id)?.performances ?? [],
      order_url: webshopHref(page, lang),
      pdf_url: row.delivery === "eticket" && live ? webshopHref(`${page}/tickets.pdf`, lang) : null,
    };
  });
}

/** One page of the account's orders, newest first, with how many there are. */
export async function accountOrderPage(db: Db, userId: number, lang: Lang, page: { limit: number; offset: number }) {
  await expireDueOrders(db, ofAccount(userId));
  const [{ total }] = await db.select({ total: count() }).from(orders).where(ofAccount(userId));
  const rows = await db.select(orderColumns).from(orders).where(ofAccount(userId)).orderBy(desc(orders.createdAt), desc(orders.id)).limit(page.limit).offset(page.offset);
  return { count: total, results: await summaries(db, rows, lang) };
}

/** The account's order with this code, or null (also when it is another account's). */
export async function accountOrder(db: Db, userId: number, code: string, lang: Lang): Promise<AccountOrderSummary | null> {
  await expireDueOrders(db, ofAccount(userId, eq(orders.code, code)));
  const rows = await db.select(orderColumns).from(orders).where(ofAccount(userId, eq(orders.code, code))).limit(1);
  return rows.length > 0 ? (await summaries(db, rows, lang))[0]! : null;
}

/** The account's unpaid orders, the nearest payment deadline first. */
export async function accountReservations(db: Db, userId: number, lang: Lang): Promise<AccountOrderSummary[]> {
  await expireDueOrders(db, ofAccount(userId));
  const rows = await db
    .select(orderColumns)
    .from(orders)
    .where(ofAccount(userId, inArray(orders.status, [...unpaidStatuses])))
    .orderBy(asc(orders.releaseAt), asc(orders.id));
  return summaries(db, rows, lang);
}

/** What the account says about its holder, for the checkout's contact fields. */
export async function accountCheckoutContact(db: Db, userId: number): Promise<AccountCheckoutContact | null> {
  const [row] = await db.select({ first_name: users.firstName, last_name: users.lastName, email: users.email, phone: users.phone }).from(users).where(eq(users.id, userId)).limit(1);
  return row ? { ...row, phone: row.phone ?? "" } : null;
}
