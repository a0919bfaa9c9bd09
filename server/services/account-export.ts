// "Download all data about me" (GDPR Art. 15 and 20): everything stored about one account as one JSON
// document in a versioned format. Left out on purpose: the password's hash, the hashes of sessions
// and mail-link tokens, the secrets of order links and ticket QR codes (keys, not data about the
// person; the order page opens the tickets), and anything about other people: who at the box office
// changed an order is said only as "staff", a gift card's use in someone else's order only as an amount.
import { and, asc, eq, inArray } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { accountFavorites, giftCards, giftCardTransactions, orderLog, orders, orderTickets, users, voucherUses, vouchers } from "../db/schema.ts";
import { consentHistory } from "./account-consents.ts";
import { profileDetailsOf } from "./account-profile.ts";

/** The format's name and version: a reader checks both; a change of the shape is a new version. */
export const ACCOUNT_EXPORT_FORMAT = "kulisse-account-export";
export const ACCOUNT_EXPORT_VERSION = 1;

const iso = (date: Date | null) => (date ? date.toISOString() : null);

async function accountOrders(db: Db, userId: number) {
  const rows = await db.select().from(orders).where(eq(orders.userId, userId)).orderBy(asc(orders.createdAt), asc(orders.id));
  const ids = rows.map((order) => order.id);
  const tickets = ids.length ? await db.select().from(orderTickets).where(inArray(orderTickets.orderId, ids)).orderBy(asc(orderTickets.position)) : [];
  const log = ids.length ? await db.select().from(orderLog).where(inArray(orderLog.orderId, ids)).orderBy(asc(orderLog.createdAt), asc(orderLog.id)) : [];
  return rows.map((order) => ({
    code: order.code,
    status: order.status,
    created_at: iso(order.createdAt),
    updated_at: iso(order.updatedAt),
    language: order.lang,
    first_name: order.firstName,
    last_name: order.lastName,
    email: order.email,
    phone: order.phone,
    payment_method: order.paymentMethod,
    payment_reference: order.paymentReference,
    delivery: order.delivery,
    total_cents: order.totalCents,
    discount_cents: order.discountCents,
    credit_cents: order.creditCents,
    release_at: iso(order.releaseAt),
    tickets: tickets
      .filter((ticket) => ticket.orderId === order.id)
      .map((ticket) => ({
        number: `${order.code}-${ticket.position}`,
        event_id: ticket.eventId,
        seat_group_id: ticket.seatGroupId,
        price: ticket.priceText,
        unit_cents: ticket.unitCents,
        checked_in_at: iso(ticket.checkedInAt),
      })),
    log: log
      .filter((entry) => entry.orderId === order.id)
      .map((entry) => ({ at: iso(entry.createdAt), action: entry.action, from_status: entry.fromStatus, to_status: entry.toStatus, by: entry.actor, note: entry.note })),
  }));
}

async function accountVouchers(db: Db, userId: number) {
  const rows = await db.select().from(vouchers).where(eq(vouchers.userId, userId)).orderBy(asc(vouchers.id));
  const uses = rows.length
    ? await db
        .select({ voucherId: voucherUses.voucherId, delta: voucherUses.delta, discountCents: voucherUses.discountCents, reason: voucherUses.reason, createdAt: voucherUses.createdAt, orderCode: orders.code })
        .from(voucherUses)
        .leftJoin(orders, and(eq(orders.id, voucherUses.orderId), eq(orders.userId, userId)))
        .where(inArray(voucherUses.voucherId, rows.map((voucher) => voucher.id)))
        .orderBy(asc(voucherUses.createdAt), asc(voucherUses.id))
    : [];
  return rows.map((voucher) => ({
    code: voucher.code,
    kind: voucher.kind,
    amount_cents: voucher.amountCents,
    percent: voucher.percent,
    free_tickets: voucher.freeTickets,
    max_uses: voucher.maxUses,
    uses_count: voucher.usesCount,
    expires_at: iso(voucher.expiresAt),
    is_active: voucher.isActive,
    created_at: iso(voucher.createdAt),
    uses: uses
      .filter((use) => use.voucherId === voucher.id)
      .map((use) => ({ at: iso(use.createdAt), delta: use.delta, discount_cents: use.discountCents, reason: use.reason, order_code: use.orderCode })),
  }));
}

async function accountGiftCards(db: Db, userId: number) {
  const rows = await db.select().from(giftCards).where(eq(giftCards.userId, userId)).orderBy(asc(giftCards.id));
  const transactions = rows.length
    ? await db
        .select({ giftCardId: giftCardTransactions.giftCardId, deltaCents: giftCardTransactions.deltaCents, balanceAfterCents: giftCardTransactions.balanceAfterCents, reason: giftCardTransactions.reason, createdAt: giftCardTransactions.createdAt, orderCode: orders.code })
        .from(giftCardTransactions)
        .leftJoin(orders, and(eq(orders.id, giftCardTransactions.orderId), eq(orders.userId, userId)))
        .where(inArray(giftCardTransactions.giftCardId, rows.map((card) => card.id)))
        .orderBy(asc(giftCardTransactions.createdAt), asc(giftCardTransactions.id))
    : [];
  return rows.map((card) => ({
    code: card.code,
    status: card.status,
    initial_cents: card.initialCents,
    balance_cents: card.balanceCents,
    valid_until: iso(card.validUntil),
    created_at: iso(card.createdAt),
    transactions: transactions
      .filter((entry) => entry.giftCardId === card.id)
      .map((entry) => ({ at: iso(entry.createdAt), delta_cents: entry.deltaCents, balance_after_cents: entry.balanceAfterCents, reason: entry.reason, order_code: entry.orderCode })),
  }));
}

/** The account's data as the download's JSON document, or null when the account is gone. */
export async function accountExport(db: Db, userId: number, now: Date) {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) return null;
  const favorites = await db.select().from(accountFavorites).where(eq(accountFavorites.userId, userId)).orderBy(asc(accountFavorites.createdAt));
  return {
    format: ACCOUNT_EXPORT_FORMAT,
    version: ACCOUNT_EXPORT_VERSION,
    exported_at: now.toISOString(),
    account: {
      email: user.email,
      ...profileDetailsOf(user),
      preferred_language: user.preferredLang,
      role: user.role,
      is_active: user.isActive,
      email_confirmed_at: iso(user.emailConfirmedAt),
      last_login_at: iso(user.lastLoginAt),
      created_at: iso(user.createdAt),
    },
    consents: (await consentHistory(db, userId)).map((row) => ({ at: iso(row.createdAt), topic: row.topic, granted: row.granted, text_version: row.textVersion, text: row.text })),
    orders: await accountOrders(db, userId),
    favorites: favorites.map((favorite) => ({ kind: favorite.kind, item_id: favorite.itemId, added_at: iso(favorite.createdAt) })),
    vouchers: await accountVouchers(db, userId),
    gift_cards: await accountGiftCards(db, userId),
  };
}
