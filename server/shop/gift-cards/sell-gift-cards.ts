// The gift card sale's one write: an order without tickets and its cards, in ONE transaction. The
// cards start "pending" with balance 0; they become active with their amount when the order is paid
// (gift-cards-follow-order.ts). A double submit of the same form (its idempotency key) waits on the
// key's advisory lock and then finds the first order.
import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { giftCards, orders } from "../../db/schema.ts";
import type { Lang } from "../../../shared/lib/localized.ts";
import { logOrder } from "../order-log.ts";
import type { OrderStatus } from "../order-states.ts";
import { onlinePaymentMethods } from "../payments/index.ts";
import type { PaymentContext, PaymentSettings } from "../payments/payment-method.ts";
import { insertOrder, type OrderContact } from "../place-order.ts";
import { newGiftCardCode } from "./gift-card-codes.ts";

/** No performance limits a gift card's payment deadline: the methods judge by the order's date alone. */
export const giftCardPaymentContext = (now: Date, settings: PaymentSettings): PaymentContext => ({ now, firstPerformance: new Date(8.64e15), settings });

export interface GiftCardSaleRequest {
  idempotencyKey: string;
  amountCents: number;
  quantity: number;
  contact: OrderContact;
  paymentMethod: string;
  lang: Lang;
  /** The signed-in customer's account, or null. */
  userId: number | null;
  now: Date;
}

export type GiftCardSaleResult =
  | { ok: true; orderId: number; code: string; secret: string; status: OrderStatus; totalCents: number; cards: number; created: boolean }
  | { ok: false; problem: "payment_method" | "key_taken" };

export function sellGiftCards(deps: { db: Db; payments: PaymentSettings }, request: GiftCardSaleRequest): Promise<GiftCardSaleResult> {
  return deps.db.transaction(
    async (tx): Promise<GiftCardSaleResult> => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`gift-card-sale:${request.idempotencyKey}`}))`);
      const [earlier] = await tx
        .select({ id: orders.id, code: orders.code, secret: orders.secret, status: orders.status, totalCents: orders.totalCents, cartKey: orders.cartKey })
        .from(orders)
        .where(eq(orders.idempotencyKey, request.idempotencyKey));
      if (earlier) {
        const cards = await tx.select({ id: giftCards.id }).from(giftCards).where(eq(giftCards.orderId, earlier.id));
        if (earlier.cartKey !== null || cards.length === 0) return { ok: false, problem: "key_taken" };
        return { ok: true, orderId: earlier.id, code: earlier.code, secret: earlier.secret, status: earlier.status, totalCents: earlier.totalCents, cards: cards.length, created: false };
      }
      const context = giftCardPaymentContext(request.now, deps.payments);
      const method = onlinePaymentMethods(context).find((offered) => offered.id === request.paymentMethod);
      const state = method?.initialState(context);
      if (!method || !state || state.status === "paid" || !state.releaseAt) return { ok: false, problem: "payment_method" };
      const totalCents = request.amountCents * request.quantity;
      const order = await insertOrder(tx, {
        status: state.status,
        paymentMethod: method.id,
        delivery: "eticket",
        lang: request.lang,
        ...request.contact,
        totalCents,
        releaseAt: state.releaseAt,
        idempotencyKey: request.idempotencyKey,
        userId: request.userId,
      });
      for (let n = 0; n < request.quantity; n++) {
        // A code that exists already (practically never) is drawn again.
        for (;;) {
          const [card] = await tx
            .insert(giftCards)
            .values({ code: newGiftCardCode(), initialCents: request.amountCents, balanceCents: 0, status: "pending", orderId: order.id, userId: request.userId })
            .onConflictDoNothing({ target: giftCards.code })
            .returning({ id: giftCards.id });
          if (card) break;
        }
      }
      await logOrder(tx, order.id, { kind: "visitor", userId: request.userId }, { action: "placed", to: state.status, note: `${method.id}, ${request.quantity} gift card(s)` });
      return { ok: true, orderId: order.id, code: order.code, secret: order.secret, status: state.status, totalCents, cards: request.quantity, created: true };
    },
    { isolationLevel: "read committed" },
  );
}
