// One performance for the booking widget's tests: three bookable categories (so the list collapses),
// one not on sale, a free ticket that must not show, and time slots with one not on sale.
import type { SeatGroup } from "../../shared/api/content-types.ts";
import type { BookingWidgetEvent } from "../../shared/ticketing/booking-event.ts";

export const parkett: SeatGroup = {
  id: 11,
  seat_group: "Parkett",
  status: "1",
  text: "",
  prices: [
    { id: 101, text: "Vollpreis", sale_type_id: 1, price: "39.00", has_discounts: true },
    { id: 102, text: "Ermäßigt", sale_type_id: 2, price: "19.50", has_discounts: false },
    { id: 103, text: "Freikarte", sale_type_id: 3, price: "0.00", has_discounts: false },
  ],
  timeslots: [
    { id: 201, time_start: "14:00:00", status: "1", block_id: 301 },
    { id: 202, time_start: "15:00:00", status: "0", block_id: 302 },
    { id: 203, time_start: "16:00:00", status: "1", block_id: 303 },
  ],
};

export const rang: SeatGroup = {
  id: 12,
  seat_group: "Rang",
  status: "1",
  text: "Gute Sicht",
  prices: [
    { id: 111, text: "Vollpreis", sale_type_id: 1, price: "29.00", has_discounts: true },
    { id: 112, text: "Schüler", sale_type_id: 4, price: "9.00", has_discounts: false },
  ],
  timeslots: [],
};

export const loge: SeatGroup = {
  id: 13,
  seat_group: "Loge",
  status: "1",
  text: "",
  prices: [{ id: 121, text: "Vollpreis", sale_type_id: 1, price: "59.00", has_discounts: false }],
  timeslots: [],
};

export const stehplatz: SeatGroup = {
  id: 14,
  seat_group: "Stehplatz",
  status: "0",
  text: "",
  prices: [{ id: 131, text: "Vollpreis", sale_type_id: 1, price: "12.00", has_discounts: false }],
  timeslots: [],
};

export const faust = (): BookingWidgetEvent => ({
  id: 7,
  id_jet: 4711,
  title: "Faust",
  date_start: "2026-12-05T19:30:00+01:00",
  ticket_url: null,
  seat_groups: structuredClone([parkett, stehplatz, rang, loge]),
});
