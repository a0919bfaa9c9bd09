import { favoriteItems } from "../../services/favorites.ts";
import type { Handlers } from "./types.ts";

export const favoriteHandlers: Handlers<"favorites"> = {
  favorites: ({ lang, events, productions }, ctx) => favoriteItems(ctx.db, lang, { events, productions }, ctx.now()),
};
