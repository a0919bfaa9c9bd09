// When a ticket's visit begins: the time slot's start on the performance's Berlin day for seat groups
// with slots (a guided tour, an exhibition), else the performance's start.
import { berlinDay, berlinWallTime } from "../../../shared/lib/berlin-time.ts";
import type { Lang } from "../../../shared/lib/localized.ts";
import { formatLongDateTime } from "../../../src/lib/format-date.ts";
import type { OrderTicketView } from "../order-view.ts";

/** The instant the ticket's performance (or time slot) starts. */
export function ticketStart(ticket: Pick<OrderTicketView, "dateStart" | "timeStart">): Date {
  if (!ticket.timeStart) return ticket.dateStart;
  return berlinWallTime(`${berlinDay(ticket.dateStart)}T${ticket.timeStart}`) ?? ticket.dateStart;
}

/** "Donnerstag, 26. November 2026, 19:30 Uhr" / "Thursday 26 November 2026, 19:30", in Berlin time. */
export const ticketDateTime = (ticket: Pick<OrderTicketView, "dateStart" | "timeStart">, lang: Lang): string => formatLongDateTime(ticketStart(ticket), lang);
