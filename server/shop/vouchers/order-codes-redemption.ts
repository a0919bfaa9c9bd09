// The codes a visitor entered at the checkout (vouchers and gift cards), found, priced and redeemed.
//
// findCodes reads them; inside placeOrder's transaction it locks their rows (vouchers, then gift
// cards, each in id order, after the seat groups: one order of locks for every checkout), so the
// amounts it prices are the ones redeemed. redeemCodes then writes each use as a conditional update
// (a voucher's uses_count below max_uses, active, not expired; a card's balance through
// changeGiftCardBalance) with its row; a refused one throws CodeRefused, which rolls the whole order
// back. A code that does not exist, ran out, expired or belongs to another account is one answer,
// "invalid", so the answers say nothing about which codes exist.
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { normalizedCode } from "../../../shared/api/contract/vouchers.ts";
import type { Db, Tx } from "../../db/client.ts";
import { giftCards, voucherUses, vouchers } from "../../db/schema.ts";
import { changeGiftCardBalance } from "../gift-card-balance.ts";
import { actorUserId, type OrderActor } from "../order-states.ts";
import { giftCardPayments, voucherDiscounts, type TicketLine, type VoucherTerms } from "./voucher-discount.ts";

export type CodeProblemReason = "invalid" | "not_combinable" | "not_applicable";

export interface CodeProblem {
  code: string;
  reason: CodeProblemReason;
}

export interface FoundVoucher extends VoucherTerms {
  id: number;
  code: string;
  combinable: boolean;
}

export interface FoundGiftCard {
  id: number;
  code: string;
  balanceCents: number;
}

/** The order's codes priced: each voucher's discount and each card's payment, in the order entered. */
export interface PricedCodes {
  ticketsCents: number;
  discounts: { voucher: FoundVoucher; cents: number }[];
  discountCents: number;
  /** After the discounts. */
  totalCents: number;
  payments: { card: FoundGiftCard; cents: number }[];
  creditCents: number;
  dueCents: number;
}

/** Whether a voucher may be redeemed now (by PostgreSQL's clock); its account is checked apart. */
export const voucherUsableNow = sql<boolean>`${vouchers.isActive} and ${vouchers.usesCount} < ${vouchers.maxUses} and (${vouchers.expiresAt} is null or ${vouchers.expiresAt} > now())`;


/** Thrown inside a transaction to roll it back when a code cannot be redeemed. */
export class CodeRefused extends Error {
  constructor(readonly problem: CodeProblem) {
    super(`code refused: ${problem.reason}`);
  }
}

/**
 * The entered codes as vouchers and gift cards usable now by this account (null: nobody signed in), or
 * the first that is not. `lock`: inside a transaction, lock their rows until it ends.
 */
export async function findCodes(db: Db | Tx, typed: string[], userId: number | null, lock = false): Promise<{ vouchers: FoundVoucher[]; giftCards: FoundGiftCard[] } | CodeProblem> {
  const codes = [...new Set(typed.map(normalizedCode).filter(Boolean))];
  if (codes.length === 0) return { vouchers: [], giftCards: [] };
  const voucherQuery = db
    .select({
      id: vouchers.id,
      code: vouchers.code,
      kind: vouchers.kind,
      amountCents: vouchers.amountCents,
      percent: vouchers.percent,
      freeTickets: vouchers.freeTickets,
      saleTypeIds: vouchers.saleTypeIds,
      productionIds: vouchers.productionIds,
      eventIds: vouchers.eventIds,
      performancesFrom: vouchers.performancesFrom,
      performancesTo: vouchers.performancesTo,
      combinable: vouchers.combinable,
      userId: vouchers.userId,
      usable: voucherUsableNow,
    })
    .from(vouchers)
    .where(inArray(vouchers.code, codes))
    .orderBy(asc(vouchers.id));
  const cardQuery = db
    .select({
      id: giftCards.id,
      code: giftCards.code,
      balanceCents: giftCards.balanceCents,
      usable: sql<boolean>`${giftCards.status} = 'active' and ${giftCards.balanceCents} > 0 and (${giftCards.validUntil} is null or ${giftCards.validUntil} > now())`,
    })
    .from(giftCards)
    .where(inArray(giftCards.code, codes))
    .orderBy(asc(giftCards.id));
  const voucherRows = lock ? await voucherQuery.for("update") : await voucherQuery;
  const cardRows = lock ? await cardQuery.for("update") : await cardQuery;

  const found: FoundVoucher[] = [];
  const cards: FoundGiftCard[] = [];
  for (const code of codes) {
    const voucher = voucherRows.find((row) => row.code === code);
    const card = cardRows.find((row) => row.code === code);
    if (voucher?.usable && (voucher.userId === null || voucher.userId === userId)) found.push(voucher);
    else if (card?.usable) cards.push(card);
    else return { code, reason: "invalid" };
  }
  const alone = found.find((voucher) => !voucher.combinable);
  if (alone && found.length > 1) return { code: found.find((voucher) => voucher !== alone)!.code, reason: "not_combinable" };
  return { vouchers: found, giftCards: cards };
}

/** The discounts and payments for these tickets, or the first voucher that applies to none of them. */
export function priceCodes(lines: TicketLine[], found: { vouchers: FoundVoucher[]; giftCards: FoundGiftCard[] }): PricedCodes | CodeProblem {
  const ticketsCents = lines.reduce((sum, line) => sum + line.quantity * line.unitCents, 0);
  const cents = voucherDiscounts(lines, found.vouchers);
  const useless = found.vouchers.find((_, i) => cents[i] === 0);
  if (useless) return { code: useless.code, reason: "not_applicable" };
  const discountCents = cents.reduce((sum, c) => sum + c, 0);
  const totalCents = ticketsCents - discountCents;
  const paid = giftCardPayments(totalCents, found.giftCards.map((card) => card.balanceCents));
  const creditCents = paid.reduce((sum, c) => sum + c, 0);
  return {
    ticketsCents,
    discounts: found.vouchers.map((voucher, i) => ({ voucher, cents: cents[i]! })),
    discountCents,
    totalCents,
    // A card with nothing left to pay is not charged (and not listed).
    payments: found.giftCards.map((card, i) => ({ card, cents: paid[i]! })).filter((payment) => payment.cents > 0),
    creditCents,
    dueCents: totalCents - creditCents,
  };
}

export const isCodeProblem = (value: object): value is CodeProblem => "reason" in value;

/** Redeems the priced codes for the order, in its transaction; throws CodeRefused when one cannot be. */
export async function redeemCodes(tx: Tx, orderId: number, priced: PricedCodes, actor: OrderActor): Promise<void> {
  for (const { voucher, cents } of [...priced.discounts].sort((a, b) => a.voucher.id - b.voucher.id)) {
    const [used] = await tx
      .update(vouchers)
      .set({ usesCount: sql`${vouchers.usesCount} + 1` })
      .where(and(eq(vouchers.id, voucher.id), voucherUsableNow))
      .returning({ id: vouchers.id });
    if (!used) throw new CodeRefused({ code: voucher.code, reason: "invalid" });
    await tx.insert(voucherUses).values({ voucherId: voucher.id, orderId, delta: 1, discountCents: cents, actor: actor.kind, userId: actorUserId(actor), reason: "redeemed" });
  }
  for (const { card, cents } of [...priced.payments].sort((a, b) => a.card.id - b.card.id)) {
    const after = await changeGiftCardBalance(tx, card.id, { deltaCents: -cents, reason: "redeemed", orderId, actor });
    if (after === null) throw new CodeRefused({ code: card.code, reason: "invalid" });
  }
}

/** Gives back every voucher use of the order not given back yet (a −1 row each), in its transaction. */
export async function giveBackVoucherUses(tx: Tx, orderId: number, actor: OrderActor, reason: string): Promise<void> {
  const open = await tx
    .select({ voucherId: voucherUses.voucherId, uses: sql<number>`sum(${voucherUses.delta})`.mapWith(Number) })
    .from(voucherUses)
    .where(eq(voucherUses.orderId, orderId))
    .groupBy(voucherUses.voucherId)
    .orderBy(asc(voucherUses.voucherId));
  for (const { voucherId, uses } of open) {
    for (let i = 0; i < uses; i++) {
      await tx.update(vouchers).set({ usesCount: sql`${vouchers.usesCount} - 1` }).where(eq(vouchers.id, voucherId));
      await tx.insert(voucherUses).values({ voucherId, orderId, delta: -1, discountCents: 0, actor: actor.kind, userId: actorUserId(actor), reason });
    }
  }
}
