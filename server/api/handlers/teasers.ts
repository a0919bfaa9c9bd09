import { listEventTeasers } from "../../services/event-teasers.ts";
import type { Handlers } from "./types.ts";

export const teaserHandlers: Handlers<"teasers"> = {
  teasers: (input, ctx) => listEventTeasers(ctx.db, input, ctx.now()),
};
