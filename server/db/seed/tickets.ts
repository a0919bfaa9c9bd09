// Seat groups, prices and bookable time slots for every event. Prices are integer cents, rounded
// to 50 cents like a real box office; discounts keep a stable sale_type_id per kind.
import { prices, seatGroups, timeSlots } from "../schema.ts";
import type { SeedContext } from "./context.ts";
import { insertAll } from "./context.ts";
import type { SeededEvent } from "./events.ts";
import type { Places, RoomKey } from "./places.ts";
import { randomFor } from "./random.ts";
import { loc, type Localized } from "./text.ts";

interface SeatBlock {
  name: Localized;
  /** Share of the room's capacity. */
  share: number;
  /** Price relative to the best category. */
  factor: number;
  text?: Localized;
}

const unreserved: SeatBlock = {
  name: loc("Freie Platzwahl", "Unreserved seating"),
  share: 1,
  factor: 1,
  text: loc("Einlass 30 Minuten vor Beginn", "Doors open 30 minutes before the start"),
};

const seatPlans: Record<RoomKey, SeatBlock[]> = {
  "grosser-saal": [
    { name: loc("Parkett", "Stalls"), share: 0.54, factor: 1 },
    { name: loc("1. Rang", "Dress circle"), share: 0.26, factor: 0.78 },
    { name: loc("2. Rang", "Upper circle"), share: 0.2, factor: 0.5, text: loc("Teilweise eingeschränkte Sicht", "Partially restricted view") },
  ],
  kammerspiele: [
    { name: loc("Parkett", "Stalls"), share: 0.76, factor: 1 },
    { name: loc("Rang", "Circle"), share: 0.24, factor: 0.75 },
  ],
  konzertsaal: [
    { name: loc("Parkett", "Stalls"), share: 0.62, factor: 1 },
    { name: loc("Empore", "Balcony"), share: 0.3, factor: 0.75 },
    { name: loc("Stehplätze", "Standing"), share: 0.08, factor: 0.25 },
  ],
  studiobuehne: [unreserved],
  "kleiner-saal": [unreserved],
  depot: [unreserved],
  werkstatt: [{ ...unreserved, text: loc("Anmeldung erforderlich", "Booking required") }],
  foyer: [{ name: loc("Führung", "Guided tour"), share: 0.2, factor: 1, text: loc("Treffpunkt: Oberes Foyer", "Meeting point: Upper Foyer") }],
};

/** A festival's event sells passes for all its performances, whatever room it opens in. */
const festivalPass: SeatBlock = { name: loc("Festivalpass", "Festival pass"), share: 1, factor: 1, text: loc("Gilt für alle Vorstellungen des Festivals", "Valid for every performance of the festival") };

const blocksOf = (event: SeededEvent): SeatBlock[] => (event.planned.kind === "festival" ? [festivalPass] : seatPlans[event.planned.room]);

type Discount = "reduced" | "students" | "disabled";

const saleTypes: Record<"full" | Discount, { id: number; text: Localized; factor: number }> = {
  full: { id: 1, text: loc("Vollpreis", "Full price"), factor: 1 },
  reduced: { id: 2, text: loc("Ermäßigt", "Reduced"), factor: 0.6 },
  students: { id: 3, text: loc("Schüler & Studierende", "Pupils & students"), factor: 0.3 },
  disabled: { id: 4, text: loc("Schwerbehinderte", "Disabled visitors"), factor: 0.5 },
};

/** The best category's full price and the discounts on offer, by room and kind of show. */
function tariff(event: SeededEvent): { full: number; discounts: Discount[] } {
  const { room, kind, production, eventType } = event.planned;
  const premium = eventType === "premiere" ? 800 : 0;
  if (kind === "festival") return { full: 4900, discounts: ["reduced", "students"] };
  switch (room) {
    case "grosser-saal":
      if (kind === "matinee") return { full: 3900, discounts: ["reduced", "students", "disabled"] };
      return { full: (production.type === "opera" ? 6400 : production.type === "musical" ? 5600 : 5200) + premium, discounts: ["reduced", "students", "disabled"] };
    case "kammerspiele":
      return { full: (kind === "matinee" ? 2900 : 3400) + premium, discounts: ["reduced", "students"] };
    case "studiobuehne":
      return { full: 2200 + premium, discounts: ["students"] };
    case "konzertsaal":
      if (kind === "school") return { full: 600, discounts: [] };
      if (kind === "family") return { full: 1400, discounts: ["students"] };
      return { full: 4200, discounts: ["reduced", "students", "disabled"] };
    case "kleiner-saal":
      return { full: 2450, discounts: ["reduced", "students"] };
    case "depot":
      if (kind === "school") return { full: 700, discounts: [] };
      return { full: 1500 + premium, discounts: ["students"] };
    case "foyer":
      return { full: 900, discounts: ["reduced"] };
    case "werkstatt":
      return { full: 0, discounts: [] };
  }
}

const round50 = (cents: number) => Math.round(cents / 50) * 50;

export interface TicketCounts {
  seat_groups: number;
  prices: number;
  time_slots: number;
}

export async function seedTickets(ctx: SeedContext, seeded: SeededEvent[], places: Places): Promise<TicketCounts> {
  const rng = randomFor("tickets");
  const groupRows: (typeof seatGroups.$inferInsert)[] = [];
  const owners: { event: SeededEvent; block: SeatBlock; full: number; discounts: Discount[]; capacity: number }[] = [];

  for (const event of seeded) {
    const { full, discounts } = tariff(event);
    const blocks = blocksOf(event);
    blocks.forEach((block, position) => {
      const capacity = Math.max(10, Math.round(places.capacity[event.planned.room] * block.share));
      const demand = event.planned.eventType === "premiere" ? 0.95 : rng.int(15, 85) / 100;
      const sold = event.status === "sold_out" ? capacity : event.status === "cancelled" ? 0 : Math.round(capacity * demand);
      // With time slots, each slot sells the group's capacity on its own and counts its own sales.
      const hasSlots = (event.planned.production.timeSlots ?? []).length > 0;
      // Now and then the cheapest block is held back (reserved for subscribers).
      const status = position > 0 && position === blocks.length - 1 && rng.chance(0.08) ? "0" : "1";
      groupRows.push({ eventId: event.id, name: block.name, status, text: block.text ?? loc("", ""), capacity, sold: hasSlots ? 0 : sold, position });
      owners.push({ event, block, full: round50(full * block.factor), discounts, capacity });
    });
  }
  const groupIds = await insertAll(ctx.tx, seatGroups, groupRows);

  const priceRows: (typeof prices.$inferInsert)[] = [];
  const slotRows: (typeof timeSlots.$inferInsert)[] = [];
  let blockId = 5001;
  let closedOne = false;
  owners.forEach(({ event, full, discounts, capacity }, i) => {
    const seatGroupId = groupIds[i];
    // A discount has a floor of 5 € and is dropped where that would not be cheaper than full price.
    const offered = discounts
      .map((discount) => ({ type: saleTypes[discount], amount: Math.max(500, round50(full * saleTypes[discount].factor)) }))
      .filter(({ amount }) => amount < full);
    priceRows.push({ seatGroupId, text: saleTypes.full.text, saleTypeId: saleTypes.full.id, amountCents: full, isFullPrice: true, hasDiscounts: offered.length > 0, position: 0 });
    offered.forEach(({ type, amount }, position) => {
      priceRows.push({ seatGroupId, text: type.text, saleTypeId: type.id, amountCents: amount, isFullPrice: false, hasDiscounts: false, position: position + 1 });
    });
    for (const time of event.planned.production.timeSlots ?? []) {
      // One slot of the first tour is already fully booked.
      const closed = !closedOne && time === event.planned.production.timeSlots!.at(-1) && event.planned.production.key === "theaterfuehrung";
      if (closed) closedOne = true;
      // A closed slot is fully booked; the others are partly sold.
      const sold = closed || event.status === "sold_out" ? capacity : event.status === "cancelled" ? 0 : Math.round(capacity * rng.int(10, 90) / 100);
      slotRows.push({ seatGroupId, timeStart: time, status: closed ? "0" : "1", blockId: blockId++, sold });
    }
  });
  await insertAll(ctx.tx, prices, priceRows);
  await insertAll(ctx.tx, timeSlots, slotRows);
  return { seat_groups: groupRows.length, prices: priceRows.length, time_slots: slotRows.length };
}
