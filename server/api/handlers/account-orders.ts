// The user area's orders and reservations (shared/api/contract/account-orders.ts). The contract lets
// only signed-in accounts in (useAccount); every read is narrowed to the session's own account.
import { notFound } from "../../../shared/api/api-error.ts";
import { ACCOUNT_ORDER_PAGE_SIZE } from "../../../shared/api/contract/account-orders.ts";
import { accountCheckoutContact, accountOrder, accountOrderPage, accountReservations } from "../../services/account-orders.ts";
import { paged, pageRequest } from "../../services/paging.ts";
import type { RequestContext } from "../request-context.ts";
import type { Handlers } from "./types.ts";

/** The signed-in account's id (the contract's access check ran before). */
function accountId(ctx: RequestContext): number {
  if (!ctx.user) throw notFound();
  return ctx.user.id;
}

export const accountOrderHandlers: Handlers<"accountOrders" | "accountOrder" | "accountReservations" | "accountCheckoutContact"> = {
  async accountOrders({ lang, page }, ctx) {
    const request = pageRequest(page, undefined, ACCOUNT_ORDER_PAGE_SIZE);
    const { count, results } = await accountOrderPage(ctx.db, accountId(ctx), lang, { limit: request.pageSize, offset: (request.page - 1) * request.pageSize });
    return paged(results, count, request, `/${lang}/api/account/orders/`, {});
  },

  async accountOrder({ lang, code }, ctx) {
    const order = await accountOrder(ctx.db, accountId(ctx), code, lang);
    if (!order) throw notFound();
    return order;
  },

  async accountReservations({ lang }, ctx) {
    return { results: await accountReservations(ctx.db, accountId(ctx), lang) };
  },

  async accountCheckoutContact(_input, ctx) {
    return { contact: ctx.user ? await accountCheckoutContact(ctx.db, ctx.user.id) : null };
  },
};
