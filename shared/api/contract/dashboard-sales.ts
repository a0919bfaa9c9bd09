// The hub's sales overview (issue 23 point 7): per upcoming performance sold / reserved / free, and
// the unpaid reservations whose payment deadline is near. Read-only; for those who manage orders
// (policy manageOrders): it names the people who ordered.
import { object, optional } from "superstruct";
import { endpoint } from "../endpoint.ts";
import { langSchema, wholeNumber } from "../schemas.ts";

/** One upcoming performance's seats. */
export interface SalesPerformance {
  id: number;
  title: string;
  /** ISO 8601 with the Berlin offset. */
  date_start: string;
  venue: string;
  /** All seats of its seat groups (a group with time slots: its capacity per slot). */
  capacity: number;
  /** Sold: paid orders, the box office, the ticketing system's count. */
  sold: number;
  /** Held for unpaid orders (box office reservations, bank transfers) until their deadline. */
  reserved: number;
  /** Still to be had: capacity less sold and every live hold (carts too). */
  free: number;
}

/** An unpaid order whose deadline comes soon; unpaid by then, its seats go back on sale. */
export interface DueReservation {
  order_id: number;
  code: string;
  name: string;
  status: "reserved" | "pending";
  tickets: number;
  /** ISO 8601 with the Berlin offset. */
  release_at: string;
  /** The admin's view of the order. */
  url: string;
}

export interface DashboardSales {
  days: number;
  performances: SalesPerformance[];
  /** Hours ahead the reservations list looks. */
  due_within_hours: number;
  due: DueReservation[];
}

export const dashboardSalesContract = {
  /** Performances of the next `days` (14 by default, at most 60) with their seats; reservations due within 24 hours. */
  dashboardSales: endpoint<DashboardSales>()({
    method: "GET",
    path: "/:lang/pageeditor-api/dashboard/sales/",
    input: object({ lang: langSchema, days: optional(wholeNumber(1, 60)) }),
    access: "manageOrders",
  }),
};
