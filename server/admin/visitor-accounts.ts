// Visitors' own accounts for the admin (issue 26 point 7): the searchable list, one account with what
// belongs to it, and deactivating or reactivating it. Columns are chosen one by one, so no password
// or token hash can ever reach an answer. A deactivated account's sessions end in the same
// transaction, and login and session lookup (services/sessions.ts) refuse an inactive account.
import { and, count, desc, eq, or, sql } from "drizzle-orm";
import { notFound } from "../../shared/api/api-error.ts";
import { VISITOR_ACCOUNT_PAGE_SIZE, type VisitorAccount, type VisitorAccountList, type VisitorAccountSummary } from "../../shared/api/contract/visitor-accounts-admin.ts";
import { berlinIso } from "../../shared/lib/berlin-time.ts";
import type { Lang } from "../../shared/lib/localized.ts";
import { adminHref } from "../../src/lib/admin-urls.ts";
import type { Db } from "../db/client.ts";
import { containsPattern } from "../db/like-pattern.ts";
import { accountConsents, giftCards, orders, users, vouchers } from "../db/schema.ts";
import { logActivity } from "../services/activity-log.ts";
import type { EditorWriter } from "../services/page-content-save.ts";
import { endUserSessions } from "../services/sessions.ts";
import { customerAccount } from "./staff-accounts.ts";

const isoOrNull = (at: Date | null) => (at ? berlinIso(at) : null);

const summaryColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  emailConfirmedAt: users.emailConfirmedAt,
  isActive: users.isActive,
  createdAt: users.createdAt,
  lastLoginAt: users.lastLoginAt,
  // Spelled out: Drizzle writes a select's columns without their table, which a subquery would misread.
  orderCount: sql<number>`(select count(*)::int from "orders" where "orders"."user_id" = "users"."id")`,
};

interface SummaryRow {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  emailConfirmedAt: Date | null;
  isActive: boolean;
  createdAt: Date;
  lastLoginAt: Date | null;
  orderCount: number;
}

function summaryOf(row: SummaryRow): VisitorAccountSummary {
  return {
    id: row.id,
    name: [row.firstName, row.lastName].filter(Boolean).join(" "),
    email: row.email,
    confirmed: row.emailConfirmedAt !== null,
    is_active: row.isActive,
    created_at: berlinIso(row.createdAt),
    last_login_at: isoOrNull(row.lastLoginAt),
    order_count: row.orderCount,
  };
}

/** One page of the visitors' accounts, newest first; `q` is part of the name (either part or both) or the address. */
export async function listVisitorAccounts(db: Db, query: { q?: string; page: number }): Promise<VisitorAccountList> {
  const text = query.q?.trim() ?? "";
  const pattern = containsPattern(text);
  const where = and(
    customerAccount,
    text ? or(sql`${users.email} ilike ${pattern}`, sql`(${users.firstName} || ' ' || ${users.lastName}) ilike ${pattern}`) : undefined,
  );
  const [{ total }] = await db.select({ total: count() }).from(users).where(where);
  const pages = Math.max(1, Math.ceil(total / VISITOR_ACCOUNT_PAGE_SIZE));
  const page = Math.min(query.page, pages);
  const rows = await db
    .select(summaryColumns)
    .from(users)
    .where(where)
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(VISITOR_ACCOUNT_PAGE_SIZE)
    .offset((page - 1) * VISITOR_ACCOUNT_PAGE_SIZE);
  return { count: total, page, pages, results: rows.map(summaryOf) };
}

/** One visitor's account with its consents, orders, gift cards and vouchers; 404 for a staff account or none. */
export async function readVisitorAccount(db: Db, id: number, lang: Lang): Promise<VisitorAccount> {
  const [row] = await db
    .select({ ...summaryColumns, phone: users.phone, street: users.street, postalCode: users.postalCode, city: users.city, country: users.country, preferredLang: users.preferredLang })
    .from(users)
    .where(and(eq(users.id, id), customerAccount));
  if (!row) throw notFound("account not found");
  const [consents, accountOrders, cards, accountVouchers] = await Promise.all([
    db
      .select({ topic: accountConsents.topic, granted: accountConsents.granted, textVersion: accountConsents.textVersion, createdAt: accountConsents.createdAt })
      .from(accountConsents)
      .where(eq(accountConsents.userId, id))
      .orderBy(desc(accountConsents.createdAt), desc(accountConsents.id)),
    db
      .select({ id: orders.id, code: orders.code, status: orders.status, totalCents: orders.totalCents, createdAt: orders.createdAt })
      .from(orders)
      .where(eq(orders.userId, id))
      .orderBy(desc(orders.createdAt), desc(orders.id)),
    db
      .select({ id: giftCards.id, code: giftCards.code, status: giftCards.status, initialCents: giftCards.initialCents, balanceCents: giftCards.balanceCents, validUntil: giftCards.validUntil })
      .from(giftCards)
      .where(eq(giftCards.userId, id))
      .orderBy(desc(giftCards.createdAt), desc(giftCards.id)),
    db
      .select({ id: vouchers.id, code: vouchers.code, kind: vouchers.kind, usesCount: vouchers.usesCount, maxUses: vouchers.maxUses, isActive: vouchers.isActive, expiresAt: vouchers.expiresAt })
      .from(vouchers)
      .where(eq(vouchers.userId, id))
      .orderBy(desc(vouchers.createdAt), desc(vouchers.id)),
  ]);
  return {
    ...summaryOf(row),
    first_name: row.firstName,
    last_name: row.lastName,
    email_confirmed_at: isoOrNull(row.emailConfirmedAt),
    phone: row.phone,
    street: row.street,
    postal_code: row.postalCode,
    city: row.city,
    country: row.country,
    preferred_lang: row.preferredLang,
    consents: consents.map((consent) => ({ topic: consent.topic, granted: consent.granted, text_version: consent.textVersion, at: berlinIso(consent.createdAt) })),
    orders: accountOrders.map((order) => ({
      id: order.id,
      code: order.code,
      status: order.status,
      total_cents: order.totalCents,
      created_at: berlinIso(order.createdAt),
      url: adminHref(`/orders/${order.id}`, lang),
    })),
    gift_cards: cards.map((card) => ({ id: card.id, code: card.code, status: card.status, initial_cents: card.initialCents, balance_cents: card.balanceCents, valid_until: isoOrNull(card.validUntil) })),
    vouchers: accountVouchers.map((voucher) => ({
      id: voucher.id,
      code: voucher.code,
      kind: voucher.kind,
      uses_count: voucher.usesCount,
      max_uses: voucher.maxUses,
      is_active: voucher.isActive,
      expires_at: isoOrNull(voucher.expiresAt),
    })),
  };
}

/**
 * Deactivates (its sessions end at once) or reactivates a visitor's account, logged with who and
 * when in the same transaction. Setting the state it already has changes and logs nothing.
 */
export async function setVisitorAccountActive(writer: EditorWriter, id: number, active: boolean, lang: Lang): Promise<{ is_active: boolean }> {
  await writer.db.transaction(async (tx) => {
    const [account] = await tx.select({ isActive: users.isActive, email: users.email }).from(users).where(and(eq(users.id, id), customerAccount)).for("update");
    if (!account) throw notFound("account not found");
    if (account.isActive === active) return;
    await tx.update(users).set({ isActive: active }).where(eq(users.id, id));
    if (!active) await endUserSessions(tx, id);
    await logActivity(tx, {
      userId: writer.user.id,
      action: active ? "visitor_account.reactivate" : "visitor_account.deactivate",
      objectKind: "visitor-accounts",
      objectId: id,
      lang,
      summary: account.email,
      at: writer.now,
      visible: false,
    });
  });
  return { is_active: active };
}
