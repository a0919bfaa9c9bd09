import { availableDates } from "../../services/calendar.ts";
import { listEvents } from "../../services/events.ts";
import type { Handlers } from "./types.ts";

export const eventHandlers: Handlers<"events" | "calendar"> = {
  events: (input, ctx) => listEvents(ctx.db, input, ctx.now()),
  calendar: (input, ctx) => availableDates(ctx.db, input, ctx.now()),
};
