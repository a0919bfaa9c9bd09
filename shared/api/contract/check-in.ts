// Check-in at the door (issue 23 point 7): the staff's screen /admin/check-in picks a performance and
// sends each scanned or typed ticket code; the answer says whether the ticket lets its holder in.
// Staff only (policy checkInTickets); the write needs the CSRF token and counts against a call limit.
import { object, optional, refine, string } from "superstruct";
import { endpoint } from "../endpoint.ts";
import { id, langSchema } from "../schemas.ts";

/** Longest text taken as a code: a ticket code with spaces or dashes, pasted with some margin. */
export const CHECK_IN_CODE_MAX = 100;

/**
 * What check-in answers: valid (the ticket is now used), already used, for another performance, of a
 * cancelled order, of an unpaid order past its deadline (expired), of an unpaid reservation, unknown.
 */
export const checkInKinds = ["valid", "already_used", "wrong_performance", "cancelled", "expired", "unpaid", "unknown"] as const;
export type CheckInKind = (typeof checkInKinds)[number];

/** The ticket as the door sees it (texts in the staff's language). */
export interface CheckInTicket {
  order_id: number;
  order_code: string;
  /** 1, 2, … within the order. */
  position: number;
  /** The name on the order. */
  holder: string;
  event_id: number;
  /** The ticket's performance: title and start (ISO 8601 with the Berlin offset). */
  title: string;
  date_start: string;
  seat_group: string;
  price_text: string;
}

/** Admitted and sold (paid) tickets of one performance. */
export interface CheckInCounts {
  admitted: number;
  sold: number;
}

export interface CheckInAnswer {
  kind: CheckInKind;
  /** The code as it was looked up: upper case, without spaces and dashes. */
  code: string;
  /** The ticket; null when the code is unknown. */
  ticket: CheckInTicket | null;
  /** When and by whom the ticket was let in: for "already_used" (and "valid": now, by the caller). */
  checked_in_at: string | null;
  /** The staff member's name; "" when that account is gone. */
  checked_in_by: string | null;
  /** The ticket's performance is not on today's date (Berlin): let in all the same, but said. */
  not_today: boolean;
  /** The chosen performance's figures after this check; null without a chosen performance. */
  counts: CheckInCounts | null;
}

/** A performance the door may check in. */
export interface CheckInPerformance extends CheckInCounts {
  id: number;
  title: string;
  /** ISO 8601 with the Berlin offset. */
  date_start: string;
  venue: string;
  room: string;
  is_today: boolean;
}

export interface CheckInPerformances {
  /** Today's Berlin date, "YYYY-MM-DD". */
  today: string;
  /** Today's performances first, then the coming ones, by start. */
  performances: CheckInPerformance[];
}

const code = refine(string(), "ticket code", (value) => (value.trim().length >= 1 && value.length <= CHECK_IN_CODE_MAX) || `must be a ticket code of 1 to ${CHECK_IN_CODE_MAX} characters`);

export const checkInContract = {
  /** Today's and the coming performances on sale, with admitted and sold tickets each. */
  checkInPerformances: endpoint<CheckInPerformances>()({
    method: "GET",
    path: "/:lang/admin-api/check-in/performances/",
    input: object({ lang: langSchema }),
    access: "checkInTickets",
  }),
  /** Checks one ticket in at the chosen performance (`event_id`); without it any performance's ticket counts. */
  checkInTicket: endpoint<CheckInAnswer>()({
    method: "POST",
    path: "/:lang/admin-api/check-in/",
    input: object({ lang: langSchema, code, event_id: optional(id) }),
    access: "checkInTickets",
    status: 200,
  }),
};
