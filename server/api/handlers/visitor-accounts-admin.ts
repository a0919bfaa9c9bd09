// Visitors' accounts in the admin (shared/api/contract/visitor-accounts-admin.ts): the router has
// checked the policy (manageVisitorAccounts), the input and, for the change, the CSRF token.
import { listVisitorAccounts, readVisitorAccount, setVisitorAccountActive } from "../../admin/visitor-accounts.ts";
import { accountsOverview } from "../../services/hub/accounts-overview.ts";
import type { Handlers } from "./types.ts";

export const visitorAccountsAdminHandlers: Handlers<"adminVisitorAccounts" | "adminVisitorAccount" | "adminVisitorAccountActive" | "dashboardAccounts"> = {
  adminVisitorAccounts: ({ q, page }, ctx) => listVisitorAccounts(ctx.db, { q, page: page ?? 1 }),
  adminVisitorAccount: ({ lang, account }, ctx) => readVisitorAccount(ctx.db, account, lang),
  adminVisitorAccountActive: ({ lang, account, active }, ctx) => setVisitorAccountActive({ db: ctx.db, user: ctx.user!, now: ctx.now(), log: ctx.log }, account, active, lang),
  dashboardAccounts: (_input, ctx) => accountsOverview(ctx.db, ctx.now()),
};
