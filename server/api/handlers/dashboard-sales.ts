// The hub's sales overview (shared/api/contract/dashboard-sales.ts): the router has checked the
// policy (manageOrders) and the input.
import { salesOverview } from "../../services/hub/sales-overview.ts";
import type { Handlers } from "./types.ts";

export const dashboardSalesHandlers: Handlers<"dashboardSales"> = {
  dashboardSales: ({ lang, days }, ctx) => salesOverview(ctx.db, lang, ctx.now(), days ?? 14),
};
