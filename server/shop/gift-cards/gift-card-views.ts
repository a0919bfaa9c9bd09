// Gift cards as the admin and the user area read them: the card, its order, its account, and its
// history (every balance row with who, when, why and the order).
import { and, asc, count, desc, eq, gt, ilike, inArray, or, sql, type SQL } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.ts";
import { giftCards, giftCardTransactions, orders, users } from "../../db/schema.ts";
import { giftCardLimits, type GiftCardDetail, type GiftCardList, type GiftCardReason, type GiftCardStatus, type GiftCardSummary } from "../../../shared/api/contract/gift-cards.ts";
import { containsPattern } from "../../db/like-pattern.ts";
import { normalizedGiftCardCode } from "./gift-card-codes.ts";

const summaryFields = {
  id: giftCards.id,
  code: giftCards.code,
  status: giftCards.status,
  initialCents: giftCards.initialCents,
  balanceCents: giftCards.balanceCents,
  validUntil: giftCards.validUntil,
  expired: sql<boolean>`coalesce(${giftCards.validUntil} <= now(), false)`,
  createdAt: giftCards.createdAt,
  orderId: giftCards.orderId,
  orderCode: orders.code,
  userId: giftCards.userId,
};

type SummaryRow = { id: number; code: string; status: GiftCardStatus; initialCents: number; balanceCents: number; validUntil: Date | null; expired: boolean; createdAt: Date; orderId: number | null; orderCode: string | null };

const summaryOf = (row: SummaryRow): GiftCardSummary => ({
  id: row.id,
  code: row.code,
  status: row.status,
  initial_cents: row.initialCents,
  balance_cents: row.balanceCents,
  valid_until: row.validUntil?.toISOString() ?? null,
  expired: row.expired,
  created_at: row.createdAt.toISOString(),
  order_id: row.orderId,
  order_code: row.orderCode,
});

const fullName = (first: string | null, last: string | null) => `${first ?? ""} ${last ?? ""}`.trim();

const cardRows = (db: Db | Tx, where: SQL | undefined) => db.select(summaryFields).from(giftCards).leftJoin(orders, eq(orders.id, giftCards.orderId)).where(where);

async function withHistory(db: Db | Tx, rows: (SummaryRow & { userId: number | null })[]): Promise<GiftCardDetail[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const history = await db
    .select({
      giftCardId: giftCardTransactions.giftCardId,
      at: giftCardTransactions.createdAt,
      deltaCents: giftCardTransactions.deltaCents,
      balanceAfterCents: giftCardTransactions.balanceAfterCents,
      reason: giftCardTransactions.reason,
      actor: giftCardTransactions.actor,
      note: giftCardTransactions.note,
      orderId: giftCardTransactions.orderId,
      orderCode: orders.code,
      firstName: users.firstName,
      lastName: users.lastName,
      username: users.username,
    })
    .from(giftCardTransactions)
    .leftJoin(orders, eq(orders.id, giftCardTransactions.orderId))
    .leftJoin(users, eq(users.id, giftCardTransactions.userId))
    .where(inArray(giftCardTransactions.giftCardId, ids))
    .orderBy(asc(giftCardTransactions.createdAt), asc(giftCardTransactions.id));
  const accountIds = rows.flatMap((row) => (row.userId ? [row.userId] : []));
  const accounts = accountIds.length
    ? await db.select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email }).from(users).where(inArray(users.id, accountIds))
    : [];
  return rows.map((row) => {
    const account = accounts.find((candidate) => candidate.id === row.userId);
    return {
      ...summaryOf(row),
      account: account ? { id: account.id, name: fullName(account.firstName, account.lastName), email: account.email } : null,
      transactions: history
        .filter((entry) => entry.giftCardId === row.id)
        .map((entry) => ({
          at: entry.at.toISOString(),
          delta_cents: entry.deltaCents,
          balance_after_cents: entry.balanceAfterCents,
          reason: entry.reason as GiftCardReason,
          actor: entry.actor as "staff" | "visitor" | "system",
          who: entry.username ? `${entry.firstName ?? ""} ${entry.lastName ?? ""}`.trim() || entry.username : entry.actor,
          note: entry.note,
          order_id: entry.orderId,
          order_code: entry.orderCode,
        })),
    };
  });
}

/** One card with its history, or null. */
export async function readGiftCard(db: Db | Tx, giftCardId: number): Promise<GiftCardDetail | null> {
  const [card] = await withHistory(db, await cardRows(db, eq(giftCards.id, giftCardId)));
  return card ?? null;
}

/** The card with this code (as typed), or null. */
export async function findGiftCardByCode(db: Db | Tx, typed: string) {
  const [card] = await db.select({ id: giftCards.id, status: giftCards.status, userId: giftCards.userId }).from(giftCards).where(eq(giftCards.code, normalizedGiftCardCode(typed)));
  return card ?? null;
}

/** The account's cards that were paid for (pending ones belong to an unpaid order), newest first. */
export async function accountGiftCards(db: Db | Tx, userId: number): Promise<GiftCardDetail[]> {
  return withHistory(db, await cardRows(db, and(eq(giftCards.userId, userId), inArray(giftCards.status, ["active", "void"]))).orderBy(desc(giftCards.createdAt), desc(giftCards.id)));
}

export interface GiftCardFilters {
  q?: string;
  status?: GiftCardStatus;
  with_balance?: boolean;
}

/** The admin's list, newest first, a page at a time: a search finds part of a code, or part of the buyer's or the account's name or e-mail. */
export async function listGiftCards(db: Db, filters: GiftCardFilters, page: number): Promise<GiftCardList> {
  const typed = (filters.q ?? "").trim();
  const code = normalizedGiftCardCode(typed);
  const like = containsPattern(typed);
  const where = and(
    typed
      ? or(
          code ? ilike(giftCards.code, containsPattern(code)) : undefined,
          ilike(orders.email, like),
          ilike(sql`${orders.firstName} || ' ' || ${orders.lastName}`, like),
          ilike(users.email, like),
          ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, like),
        )
      : undefined,
    filters.status ? eq(giftCards.status, filters.status) : undefined,
    filters.with_balance ? gt(giftCards.balanceCents, 0) : undefined,
  );
  const [{ total }] = await db.select({ total: count() }).from(giftCards).leftJoin(orders, eq(orders.id, giftCards.orderId)).leftJoin(users, eq(users.id, giftCards.userId)).where(where);
  const pages = Math.max(1, Math.ceil(total / giftCardLimits.pageSize));
  const rows = await db
    .select({
      ...summaryFields,
      buyerFirstName: orders.firstName,
      buyerLastName: orders.lastName,
      buyerEmail: orders.email,
      accountFirstName: users.firstName,
      accountLastName: users.lastName,
      accountEmail: users.email,
    })
    .from(giftCards)
    .leftJoin(orders, eq(orders.id, giftCards.orderId))
    .leftJoin(users, eq(users.id, giftCards.userId))
    .where(where)
    .orderBy(desc(giftCards.createdAt), desc(giftCards.id))
    .limit(giftCardLimits.pageSize)
    .offset((Math.min(page, pages) - 1) * giftCardLimits.pageSize);
  const results = rows.map((row) => ({
    ...summaryOf(row),
    buyer: row.buyerEmail !== null ? { name: fullName(row.buyerFirstName, row.buyerLastName), email: row.buyerEmail } : null,
    account: row.userId !== null && row.accountEmail !== null ? { id: row.userId, name: fullName(row.accountFirstName, row.accountLastName), email: row.accountEmail } : null,
  }));
  return { count: total, page: Math.min(page, pages), pages, results };
}
