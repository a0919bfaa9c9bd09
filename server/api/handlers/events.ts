import { availableDates } from "../../services/calendar.ts";
import { listEvents } from "../../services/events.ts";
import type { Handlers } from "./types.ts";
import { shopSeatsOf } from "./shop-seats.ts";

export const eventHandlers: Handlers<"events" | "calendar"> = {
  events: (input, ctx) => listEvents(ctx.db, input, ctx.now(), shopSeatsOf(ctx)),
  calendar: (input, ctx) => availableDates(ctx.db, input, ctx.now()),
};
