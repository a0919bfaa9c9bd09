// Selling at the box office counter (issue 23): the performances on sale, one performance's seat
// groups (and time slots) with their free seats and prices, and the sale itself, paid in cash or by
// card terminal. For the box office and admins (sellTickets).
import { array, enums, object, optional, refine, size, string } from "superstruct";
import { endpoint } from "../endpoint.ts";
import { id, langSchema, refineWhole, wholeNumber } from "../schemas.ts";

/** Tickets in one counter sale; a larger group is a second sale. */
export const COUNTER_SALE_MAX = 50;

export interface BoxOfficePerformance {
  id: number;
  title: string;
  /** ISO date-time with the Berlin offset. */
  date_start: string;
  venue: string;
  /** Free seats over all seat groups. */
  free: number;
}

export interface BoxOfficePrice {
  id: number;
  text: string;
  amount_cents: number;
}

/** Where seats are sold: a seat group, or one time slot of it. */
export interface BoxOfficePlace {
  seat_group: number;
  /** The time slot's block, or null. */
  block: number | null;
  name: string;
  /** The slot's start "HH:MM", or null. */
  time_start: string | null;
  free: number;
  prices: BoxOfficePrice[];
}

export interface BoxOfficeEvent extends BoxOfficePerformance {
  places: BoxOfficePlace[];
  payment_methods: { value: string; label: string }[];
}

export interface CounterSale {
  order: number;
  code: string;
  pdf_url: string;
}

const buyerText = (max: number) => optional(size(string(), 0, max));

const saleInput = refineWhole(
  object({
    lang: langSchema,
    event: id,
    seat_group: id,
    block: optional(id),
    /** Tickets per price of the seat group; zeros are left out. */
    lines: size(array(object({ price: id, quantity: wholeNumber(0, COUNTER_SALE_MAX) })), 1, 20),
    payment_method: enums(["cash", "card_terminal"]),
    delivery: enums(["pickup", "eticket"]),
    first_name: buyerText(100),
    last_name: buyerText(100),
    email: optional(refine(size(string(), 0, 254), "e-mail", (value) => value === "" || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value) || "must be a valid e-mail address")),
  }),
  "sale",
  (input) => {
    const total = input.lines.reduce((sum, line) => sum + line.quantity, 0);
    if (total < 1) return "must sell at least one ticket";
    if (total > COUNTER_SALE_MAX) return `must sell at most ${COUNTER_SALE_MAX} tickets at once`;
    if (new Set(input.lines.map((line) => line.price)).size !== input.lines.length) return "must name each price once";
    return input.delivery !== "eticket" || !!input.email || "an e-ticket needs the buyer's e-mail address";
  },
);

export const boxOfficeContract = {
  /** Performances not yet begun that are on sale, soonest first. */
  boxOfficePerformances: endpoint<BoxOfficePerformance[]>()({
    method: "GET",
    path: "/:lang/admin-api/box-office/",
    input: object({ lang: langSchema }),
    access: "sellTickets",
  }),
  boxOfficeEvent: endpoint<BoxOfficeEvent>()({
    method: "GET",
    path: "/:lang/admin-api/box-office/:event/",
    input: object({ lang: langSchema, event: id }),
    access: "sellTickets",
  }),
  /** Sells the tickets, paid: 409 `not_enough_seats` when fewer are free (nothing is sold then). */
  boxOfficeSell: endpoint<CounterSale>()({
    method: "POST",
    path: "/:lang/admin-api/box-office/:event/sell/",
    input: saleInput,
    access: "sellTickets",
  }),
};
