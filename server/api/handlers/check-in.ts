// Check-in at the door (shared/api/contract/check-in.ts): the router has checked the policy
// (checkInTickets), the CSRF token, the call limit and the input.
import { eq } from "drizzle-orm";
import { ApiError } from "../../../shared/api/api-error.ts";
import { events } from "../../db/schema.ts";
import { checkInTicket } from "../../shop/check-in.ts";
import { checkInPerformances } from "../../shop/check-in-performances.ts";
import type { Handlers } from "./types.ts";

export const checkInHandlers: Handlers<"checkInPerformances" | "checkInTicket"> = {
  checkInPerformances: ({ lang }, ctx) => checkInPerformances(ctx.db, lang, ctx.now()),
  async checkInTicket({ lang, code, event_id }, ctx) {
    if (event_id !== undefined) {
      const [event] = await ctx.db.select({ id: events.id }).from(events).where(eq(events.id, event_id)).limit(1);
      if (!event) throw new ApiError(404, { error: "not found", field: "event_id", reason: "no such performance" });
    }
    const answer = await checkInTicket(ctx.db, code, event_id ?? null, ctx.user!.id, { lang, now: ctx.now() });
    ctx.log.info({ kind: answer.kind, event_id: event_id ?? null, order_id: answer.ticket?.order_id ?? null }, "check_in");
    return answer;
  },
};
