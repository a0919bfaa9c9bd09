// Deleting a customer's own account (GDPR Art. 17) while keeping what bookkeeping must keep (§147 AO,
// §257 HGB: ten years): its orders stay with their amounts, codes, dates and tickets, but lose the
// person (anonymized). All in ONE transaction, so a failure anywhere leaves the account as it was:
// - unpaid reservations are cancelled through the order transitions (their seats free at once);
// - every order of the account is anonymized, with a log row each;
// - sessions, mail-link tokens, consents and favorites are deleted;
// - gift cards and vouchers stay (a gift card is a bearer value: its code keeps its balance) but are
//   no longer tied to the account;
// - the user row goes.
import { and, eq, inArray, sql } from "drizzle-orm";
import { isStaff } from "../../shared/policies.ts";
import type { Db } from "../db/client.ts";
import { accountConsents, accountFavorites, accountTokens, giftCards, orders, users, vouchers } from "../db/schema.ts";
import { logOrder } from "../shop/order-log.ts";
import { unpaidStatuses } from "../shop/order-states.ts";
import { changeOrderStatusIn } from "../shop/order-transitions.ts";
import { verifyPassword } from "./passwords.ts";
import { endUserSessions } from "./sessions.ts";

/** What an anonymized order keeps in place of the person: a neutral word and an address that can receive nothing (RFC 2606 .invalid). */
export const ANONYMIZED_NAME = "anonymisiert";
export const ANONYMIZED_EMAIL = "anonymisiert@kulisse.invalid";

export type DeletionOutcome = { ok: true; anonymizedOrders: number } | { ok: false; reason: "wrong_password" | "staff" | "gone" };

export async function deleteCustomerAccount(db: Db, userId: number, password: string): Promise<DeletionOutcome> {
  const [account] = await db.select({ role: users.role, passwordHash: users.passwordHash }).from(users).where(eq(users.id, userId));
  if (!account) return { ok: false, reason: "gone" };
  // Staff accounts are an admin's to deactivate: their names stand in logs others rely on.
  if (isStaff(account)) return { ok: false, reason: "staff" };
  if (!(await verifyPassword(password, account.passwordHash))) return { ok: false, reason: "wrong_password" };
  return db.transaction(
    async (tx): Promise<DeletionOutcome> => {
      const [locked] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("update");
      if (!locked) return { ok: false, reason: "gone" };
      const actor = { kind: "visitor", userId } as const;
      const unpaid = await tx
        .select({ id: orders.id })
        .from(orders)
        .where(and(eq(orders.userId, userId), inArray(orders.status, [...unpaidStatuses])));
      for (const order of unpaid) await changeOrderStatusIn(tx, order.id, "cancelled", actor, "account deleted", unpaidStatuses);
      const anonymized = await tx
        .update(orders)
        .set({ firstName: ANONYMIZED_NAME, lastName: "", email: ANONYMIZED_EMAIL, phone: "", userId: null, anonymizedAt: sql`now()`, updatedAt: sql`now()` })
        .where(eq(orders.userId, userId))
        .returning({ id: orders.id });
      // The log rows name no account: it is gone when they are read.
      for (const order of anonymized) await logOrder(tx, order.id, { kind: "visitor" }, { action: "anonymized", note: "account deleted" });
      await endUserSessions(tx, userId);
      await tx.delete(accountTokens).where(eq(accountTokens.userId, userId));
      await tx.delete(accountConsents).where(eq(accountConsents.userId, userId));
      await tx.delete(accountFavorites).where(eq(accountFavorites.userId, userId));
      await tx.update(giftCards).set({ userId: null }).where(eq(giftCards.userId, userId));
      await tx.update(vouchers).set({ userId: null }).where(eq(vouchers.userId, userId));
      await tx.delete(users).where(eq(users.id, userId));
      return { ok: true, anonymizedOrders: anonymized.length };
    },
    { isolationLevel: "read committed" },
  );
}
