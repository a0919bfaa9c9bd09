import { listEvents } from "../../services/events.ts";
import type { Handlers } from "./types.ts";

export const eventHandlers: Handlers<"events"> = {
  events: (input, ctx) => listEvents(ctx.db, input, ctx.now()),
};
