// The shop's orders for the staff (issue 23): the list with search (code, name, e-mail) and filters
// (performance, status, payment method) page by page, the same list as CSV, and one order with its
// tickets, their check-ins and its history. Unpaid orders past their deadline are written as expired
// before anything is listed, so the list and its filters agree with the order pages.
import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from "drizzle-orm";
import { formatInTimeZone } from "date-fns-tz";
import { notFound } from "../../shared/api/api-error.ts";
import { adminOrdersContract, ORDER_PAGE_SIZE, type AdminChoice, type AdminOrder, type AdminOrderList, type AdminOrderStatus } from "../../shared/api/contract/admin-orders.ts";
import { endpointUrl, type FileAnswer } from "../../shared/api/endpoint.ts";
import { berlinIso, TIME_ZONE } from "../../shared/lib/berlin-time.ts";
import { pick, type Lang } from "../../shared/lib/localized.ts";
import { dictionary, translator } from "../../src/i18n/index.tsx";
import type { Db } from "../db/client.ts";
import { containsPattern } from "../db/like-pattern.ts";
import { events, orderLog, orders, orderTickets, productions, users } from "../db/schema.ts";
import { orderPageUrl } from "../shop/mail/order-confirmation-mail.ts";
import { mayChange } from "../shop/order-states.ts";
import { orderPerformances } from "../shop/order-performances.ts";
import { expireDueOrders } from "../shop/order-transitions.ts";
import { orderTotalRows } from "../shop/order-totals.ts";
import { loadOrderView } from "../shop/order-view.ts";
import { orderPaymentMethods, paymentMethod } from "../shop/payments/index.ts";
import { csvText } from "./csv-text.ts";
import { staffDateTime } from "../../shared/lib/staff-dates.ts";

export interface OrderFilters {
  q?: string;
  performance?: number;
  status?: AdminOrderStatus;
  payment?: string;
}

const paymentLabel = (id: string, lang: Lang) => (paymentMethod(id) ? pick(paymentMethod(id)!.label, lang) : id);

/** "Titel · 12.03.2027 19:30", the way the staff tell performances apart. */
const performanceLabel = (title: string, dateStart: Date, lang: Lang) => `${title} · ${staffDateTime(dateStart, lang)}`;

function whereOf(filters: OrderFilters): SQL | undefined {
  const text = filters.q?.trim();
  const pattern = text ? containsPattern(text) : "";
  return and(
    text ? or(ilike(orders.code, pattern), sql`(${orders.firstName} || ' ' || ${orders.lastName}) ilike ${pattern}`, ilike(orders.email, pattern)) : undefined,
    filters.performance ? sql`exists (select 1 from ${orderTickets} where ${orderTickets.orderId} = ${orders.id} and ${orderTickets.eventId} = ${filters.performance})` : undefined,
    filters.status ? eq(orders.status, filters.status) : undefined,
    filters.payment ? eq(orders.paymentMethod, filters.payment) : undefined,
  );
}

/** Per order: its ticket count and its performances, in short. */
async function ticketsOf(db: Db, orderIds: number[], lang: Lang): Promise<Map<number, { tickets: number; performances: string }>> {
  const byOrder = new Map<number, { tickets: number; performances: string }>();
  for (const row of await orderPerformances(db, orderIds, lang)) {
    const entry = byOrder.get(row.orderId) ?? { tickets: 0, performances: "" };
    const label = performanceLabel(row.title, row.dateStart, lang);
    byOrder.set(row.orderId, { tickets: entry.tickets + row.tickets, performances: entry.performances ? `${entry.performances}; ${label}` : label });
  }
  return byOrder;
}

/** The performances that have orders, newest first: the list's performance filter. */
async function performanceChoices(db: Db, lang: Lang): Promise<AdminChoice[]> {
  const rows = await db
    .selectDistinct({ id: events.id, eventTitle: events.title, productionTitle: productions.title, dateStart: events.dateStart })
    .from(orderTickets)
    .innerJoin(events, eq(events.id, orderTickets.eventId))
    .innerJoin(productions, eq(productions.id, events.productionId))
    .orderBy(desc(events.dateStart), desc(events.id))
    .limit(300);
  return rows.map((row) => ({ value: String(row.id), label: performanceLabel(row.eventTitle ? pick(row.eventTitle, lang) : pick(row.productionTitle, lang), row.dateStart, lang) }));
}

async function matchingOrders(db: Db, filters: OrderFilters, page: { limit: number; offset: number } | null) {
  const query = db.select().from(orders).where(whereOf(filters)).orderBy(desc(orders.createdAt), desc(orders.id));
  return page ? query.limit(page.limit).offset(page.offset) : query;
}

export async function listOrders(db: Db, filters: OrderFilters, lang: Lang, page = 1): Promise<AdminOrderList> {
  await expireDueOrders(db);
  const [{ total }] = await db.select({ total: count() }).from(orders).where(whereOf(filters));
  const pages = Math.max(1, Math.ceil(total / ORDER_PAGE_SIZE));
  const current = Math.min(page, pages);
  const rows = await matchingOrders(db, filters, { limit: ORDER_PAGE_SIZE, offset: (current - 1) * ORDER_PAGE_SIZE });
  const tickets = await ticketsOf(db, rows.map((row) => row.id), lang);
  return {
    count: total,
    page: current,
    pages,
    csv_url: endpointUrl(adminOrdersContract.adminOrdersCsv, { lang, ...filters }),
    filters: {
      performances: await performanceChoices(db, lang),
      payment_methods: orderPaymentMethods.map((method) => ({ value: method.id, label: pick(method.label, lang) })),
    },
    results: rows.map((row) => ({
      id: row.id,
      code: row.code,
      status: row.status,
      payment_method: row.paymentMethod,
      payment_label: paymentLabel(row.paymentMethod, lang),
      name: [row.firstName, row.lastName].filter(Boolean).join(" "),
      email: row.email,
      total_cents: row.totalCents,
      tickets: tickets.get(row.id)?.tickets ?? 0,
      performances: tickets.get(row.id)?.performances ?? "",
      created_at: berlinIso(row.createdAt),
    })),
  };
}

/** Every order the filters match (all pages) as CSV: `;` between fields and amounts with a decimal comma, as German Excel reads them. */
export async function ordersCsv(db: Db, filters: OrderFilters, lang: Lang): Promise<FileAnswer> {
  await expireDueOrders(db);
  const rows = await matchingOrders(db, filters, null);
  const tickets = await ticketsOf(db, rows.map((row) => row.id), lang);
  const words = dictionary(lang).shop.csvFile;
  const t = translator(lang);
  const lines = rows.map((row) => [
    row.code,
    formatInTimeZone(row.createdAt, TIME_ZONE, "yyyy-MM-dd HH:mm"),
    t(`shop.orderStatus.${row.status}`),
    paymentLabel(row.paymentMethod, lang),
    row.delivery === "eticket" ? words.eticket : words.pickup,
    row.firstName,
    row.lastName,
    row.email,
    row.phone,
    String(tickets.get(row.id)?.tickets ?? 0),
    (row.totalCents / 100).toFixed(2).replace(".", ","),
    tickets.get(row.id)?.performances ?? "",
  ]);
  return { contentType: "text/csv; charset=utf-8", filename: words.file, body: csvText([[...words.columns], ...lines], ";") };
}

/** Display names of staff accounts by id. */
async function staffNames(db: Db, ids: (number | null)[]): Promise<Map<number, string>> {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await db.select({ id: users.id, username: users.username, firstName: users.firstName, lastName: users.lastName }).from(users).where(inArray(users.id, wanted));
  return new Map(rows.map((row) => [row.id, [row.firstName, row.lastName].filter(Boolean).join(" ") || row.username]));
}

/** One order as the staff see it; 404 when there is none. */
export async function readOrder(db: Db, orderId: number, lang: Lang): Promise<AdminOrder> {
  await expireDueOrders(db, eq(orders.id, orderId));
  const view = await loadOrderView(db, orderId);
  if (!view) throw notFound("order not found");
  const [order] = await db.select({ soldBy: orders.soldBy }).from(orders).where(eq(orders.id, orderId));
  const checkIns = await db.select({ id: orderTickets.id, by: orderTickets.checkedInBy }).from(orderTickets).where(eq(orderTickets.orderId, orderId));
  const log = await db.select().from(orderLog).where(eq(orderLog.orderId, orderId)).orderBy(asc(orderLog.createdAt), asc(orderLog.id));
  const names = await staffNames(db, [order.soldBy, ...checkIns.map((row) => row.by), ...log.map((row) => row.userId)]);
  const checkedInBy = new Map(checkIns.map((row) => [row.id, row.by]));
  const nameOf = (id: number | null | undefined) => (id ? (names.get(id) ?? `#${id}`) : null);
  const pagePath = orderPageUrl("", view);
  return {
    id: view.id,
    code: view.code,
    status: view.status,
    payment_method: view.paymentMethod,
    payment_label: paymentLabel(view.paymentMethod, lang),
    delivery: view.delivery,
    lang: view.lang,
    first_name: view.firstName,
    last_name: view.lastName,
    email: view.email,
    phone: view.phone,
    total_cents: view.totalCents,
    totals: orderTotalRows(view, lang),
    release_at: view.releaseAt ? berlinIso(view.releaseAt) : null,
    payment_reference: view.paymentReference,
    created_at: berlinIso(view.createdAt),
    sold_by: nameOf(order.soldBy),
    tickets: view.tickets.map((ticket) => ({
      id: ticket.id,
      position: ticket.position,
      title: ticket.title,
      date_start: berlinIso(ticket.dateStart),
      time_start: ticket.timeStart ? ticket.timeStart.slice(0, 5) : null,
      venue: ticket.venue,
      room: ticket.room,
      seat_group: ticket.seatGroup,
      price_text: ticket.priceText,
      unit_cents: ticket.unitCents,
      checked_in_at: ticket.checkedInAt ? berlinIso(ticket.checkedInAt) : null,
      checked_in_by: ticket.checkedInAt ? nameOf(checkedInBy.get(ticket.id)) : null,
    })),
    history: log.map((row) => ({
      at: berlinIso(row.createdAt),
      action: row.action,
      from_status: row.fromStatus,
      to_status: row.toStatus,
      who: row.actor === "staff" ? (nameOf(row.userId) ?? "staff") : row.actor,
      actor: row.actor,
      note: row.note,
    })),
    pdf_url: `${pagePath}/tickets.pdf`,
    order_url: pagePath + (view.lang === "en" ? "?lang=en" : ""),
    allowed: {
      pay: mayChange(view.status, "paid"),
      cancel: mayChange(view.status, "cancelled"),
      resend: view.email !== "" && (view.status === "paid" || view.status === "reserved" || view.status === "pending"),
    },
  };
}
