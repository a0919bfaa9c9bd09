// The admin's vouchers: creating one or a batch (all in one transaction: a batch is there whole or
// not at all), the list with search, one voucher with its uses, deactivating. Generated codes use the
// order codes' alphabet (no look-alike characters). The vouchers tied to an account: account-coupons.ts.
import { alias } from "drizzle-orm/pg-core";
import { count, desc, eq, ilike, or } from "drizzle-orm";
import { badRequest, notFound } from "../../../shared/api/api-error.ts";
import type { AdminVoucher, AdminVoucherDetail, AdminVoucherList, CreatedVouchers, VoucherKind } from "../../../shared/api/contract/vouchers.ts";
import { VOUCHER_PAGE_SIZE, voucherLimits } from "../../../shared/api/contract/vouchers.ts";
import { berlinIso } from "../../../shared/lib/berlin-time.ts";
import type { Db } from "../../db/client.ts";
import { containsPattern } from "../../db/like-pattern.ts";
import { orders, users, voucherUses, vouchers } from "../../db/schema.ts";
import { randomCode } from "../order-codes.ts";

export interface VoucherSettings {
  kind: VoucherKind;
  amount_cents?: number | null;
  percent?: number | null;
  free_tickets?: number | null;
  sale_type_ids?: number[];
  production_ids?: number[];
  event_ids?: number[];
  performances_from?: string | null;
  performances_to?: string | null;
  max_uses: number;
  expires_at?: string | null;
  combinable?: boolean;
  user_id?: number | null;
  batch?: string;
  note?: string;
}

export interface CreateRequest extends VoucherSettings {
  code?: string;
  count?: number;
  prefix?: string;
}

const LIST_COLUMNS = { voucher: vouchers, userEmail: users.email };

const isoOrNull = (date: Date | null) => (date ? berlinIso(date) : null);

function asAdminVoucher({ voucher, userEmail }: { voucher: typeof vouchers.$inferSelect; userEmail: string | null }): AdminVoucher {
  return {
    id: voucher.id,
    code: voucher.code,
    kind: voucher.kind,
    amount_cents: voucher.amountCents,
    percent: voucher.percent,
    free_tickets: voucher.freeTickets,
    sale_type_ids: voucher.saleTypeIds,
    production_ids: voucher.productionIds,
    event_ids: voucher.eventIds,
    performances_from: isoOrNull(voucher.performancesFrom),
    performances_to: isoOrNull(voucher.performancesTo),
    max_uses: voucher.maxUses,
    uses_count: voucher.usesCount,
    combinable: voucher.combinable,
    expires_at: isoOrNull(voucher.expiresAt),
    is_active: voucher.isActive,
    user_id: voucher.userId,
    user_email: userEmail,
    batch: voucher.batch,
    note: voucher.note,
    created_at: berlinIso(voucher.createdAt),
  };
}

/** The settings as columns, or a 400 naming the field that the kind needs. */
function settingsColumns(settings: VoucherSettings) {
  const { kind } = settings;
  if (kind === "amount" && !settings.amount_cents) throw badRequest("amount_cents", "is required for an amount voucher");
  if (kind === "percent" && !settings.percent) throw badRequest("percent", "is required for a percent voucher (1 to 100)");
  if (kind === "free_ticket" && !settings.free_tickets) throw badRequest("free_tickets", "is required for a free ticket voucher");
  const from = settings.performances_from ? new Date(settings.performances_from) : null;
  const to = settings.performances_to ? new Date(settings.performances_to) : null;
  if (from && to && to < from) throw badRequest("performances_to", "must not be before the start of the window");
  return {
    kind,
    amountCents: kind === "amount" ? settings.amount_cents! : null,
    percent: kind === "percent" ? settings.percent! : null,
    freeTickets: kind === "free_ticket" ? settings.free_tickets! : null,
    saleTypeIds: kind === "free_ticket" ? (settings.sale_type_ids ?? []) : [],
    productionIds: settings.production_ids ?? [],
    eventIds: settings.event_ids ?? [],
    performancesFrom: from,
    performancesTo: to,
    maxUses: settings.max_uses,
    expiresAt: settings.expires_at ? new Date(settings.expires_at) : null,
    combinable: settings.combinable ?? false,
    userId: settings.user_id ?? null,
    batch: (settings.batch ?? "").trim(),
    note: (settings.note ?? "").trim(),
  };
}

/** Creates the voucher(s); a typed code that exists already is a 400, a generated one is drawn again. */
export async function createVouchers(db: Db, request: CreateRequest, createdBy: number): Promise<CreatedVouchers> {
  const columns = settingsColumns(request);
  if (request.count && request.code) throw badRequest("code", "must be empty for a batch: its codes are generated");
  if (columns.userId !== null) {
    const [account] = await db.select({ id: users.id }).from(users).where(eq(users.id, columns.userId));
    if (!account) throw badRequest("user_id", "must be an existing account");
  }
  const count = request.count ?? 1;
  return db.transaction(async (tx) => {
    const made: CreatedVouchers = { codes: [], ids: [] };
    while (made.codes.length < count) {
      const wanted = request.code ?? `${request.prefix ?? ""}${randomCode(voucherLimits.generated)}`;
      const [row] = await tx
        .insert(vouchers)
        .values({ ...columns, code: wanted, createdBy })
        .onConflictDoNothing({ target: vouchers.code })
        .returning({ id: vouchers.id });
      if (row) {
        made.codes.push(wanted);
        made.ids.push(row.id);
      } else if (request.code) throw badRequest("code", "is already used by another item");
    }
    return made;
  });
}

/** The vouchers, newest first, page by page; `q` is part of a code, batch, note or the tied account's address. */
export async function listVouchers(db: Db, q = "", page = 1): Promise<AdminVoucherList> {
  const pattern = q.trim() ? containsPattern(q.trim()) : null;
  const where = pattern ? or(ilike(vouchers.code, pattern), ilike(vouchers.batch, pattern), ilike(vouchers.note, pattern), ilike(users.email, pattern)) : undefined;
  const [{ total }] = await db.select({ total: count() }).from(vouchers).leftJoin(users, eq(users.id, vouchers.userId)).where(where);
  const pages = Math.max(1, Math.ceil(total / VOUCHER_PAGE_SIZE));
  const current = Math.min(page, pages);
  const rows = await db
    .select(LIST_COLUMNS)
    .from(vouchers)
    .leftJoin(users, eq(users.id, vouchers.userId))
    .where(where)
    .orderBy(desc(vouchers.createdAt), desc(vouchers.id))
    .limit(VOUCHER_PAGE_SIZE)
    .offset((current - 1) * VOUCHER_PAGE_SIZE);
  return { count: total, page: current, pages, results: rows.map(asAdminVoucher) };
}

async function voucherRow(db: Db, id: number): Promise<AdminVoucher> {
  const [row] = await db.select(LIST_COLUMNS).from(vouchers).leftJoin(users, eq(users.id, vouchers.userId)).where(eq(vouchers.id, id));
  if (!row) throw notFound("no such voucher");
  return asAdminVoucher(row);
}

const actors = alias(users, "actors");

/** Who acted: a staff member by name, a customer by e-mail address, a guest or the system by nobody. */
const whoOf = (actor: { firstName: string; lastName: string; email: string } | null, kind: string) =>
  !actor ? "" : kind === "staff" ? [actor.firstName, actor.lastName].filter(Boolean).join(" ") || actor.email : actor.email;

/** One voucher with every use and every use given back, oldest first. */
export async function voucherDetail(db: Db, id: number): Promise<AdminVoucherDetail> {
  const voucher = await voucherRow(db, id);
  const uses = await db
    .select({ use: voucherUses, order: { id: orders.id, code: orders.code }, actor: { firstName: actors.firstName, lastName: actors.lastName, email: actors.email } })
    .from(voucherUses)
    .leftJoin(orders, eq(orders.id, voucherUses.orderId))
    .leftJoin(actors, eq(actors.id, voucherUses.userId))
    .where(eq(voucherUses.voucherId, id))
    .orderBy(voucherUses.createdAt, voucherUses.id);
  return {
    ...voucher,
    uses: uses.map(({ use, order, actor }) => ({
      at: berlinIso(use.createdAt),
      delta: use.delta,
      order_id: order?.id ?? null,
      order_code: order?.code ?? null,
      discount_cents: use.discountCents,
      actor: use.actor,
      who: whoOf(actor, use.actor),
      reason: use.reason,
    })),
  };
}

export async function setVoucherActive(db: Db, id: number, isActive: boolean): Promise<AdminVoucher> {
  const [row] = await db.update(vouchers).set({ isActive }).where(eq(vouchers.id, id)).returning({ id: vouchers.id });
  if (!row) throw notFound("no such voucher");
  return voucherRow(db, id);
}
