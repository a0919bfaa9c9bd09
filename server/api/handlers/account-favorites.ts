import { accountFavoriteList, addAccountFavorite, mergeAccountFavorites, removeAccountFavorite } from "../../services/account-favorites.ts";
import type { Handlers } from "./types.ts";

// `access: "useAccount"` lets only a signed-in user through, so ctx.user is there.
export const accountFavoriteHandlers: Handlers<"accountFavorites" | "addAccountFavorite" | "removeAccountFavorite" | "mergeAccountFavorites"> = {
  accountFavorites: (_input, ctx) => accountFavoriteList(ctx.db, ctx.user!.id),
  addAccountFavorite: ({ kind, id }, ctx) => addAccountFavorite(ctx.db, ctx.user!.id, kind, id),
  removeAccountFavorite: ({ kind, id }, ctx) => removeAccountFavorite(ctx.db, ctx.user!.id, kind, id),
  mergeAccountFavorites: ({ events, productions }, ctx) => mergeAccountFavorites(ctx.db, ctx.user!.id, { events, productions }),
};
