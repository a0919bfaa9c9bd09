import { search } from "../../services/search.ts";
import type { Handlers } from "./types.ts";

export const searchHandlers: Handlers<"search"> = {
  search: (input, ctx) => search(ctx.db, input, ctx.now()),
};
