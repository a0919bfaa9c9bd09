// Plans the performance calendar for the 90 days after `now`: fixed dates (concerts) and premieres
// first, then every room's regular slots are filled from its repertoire, balancing productions.
// Pure: no database, only `now` and the "schedule" PRNG stream.
import { addDays, berlinInstant, isoWeekday, nextWeekday } from "./calendar.ts";
import type { RoomKey } from "./places.ts";
import type { FestivalPlan, ProductionData, RepertoirePlan, SlotKind } from "./productions-data.ts";
import { randomFor } from "./random.ts";

export const HORIZON_DAYS = 90;

export type EventType = "" | "premiere" | "revival" | "last-performance";

export interface PlannedEvent {
  production: ProductionData;
  room: RoomKey;
  /** Berlin day "YYYY-MM-DD" and wall-clock time "HH:MM". */
  day: string;
  time: string;
  kind: SlotKind;
  start: Date;
  eventType: EventType;
  /** A festival's end, days after its start. */
  end?: Date;
  /** The festival this performance is part of. */
  partOf?: PlannedEvent;
}

interface SlotTemplate {
  weekdays: number[];
  time: string;
  kind: SlotKind;
  /** Share of these slots that are played; the rest are rehearsal or dark days. */
  probability: number;
}

/** Regular slots per room (ISO weekdays; Monday is the theatre's day off). */
const roomSlots: Partial<Record<RoomKey, SlotTemplate[]>> = {
  "grosser-saal": [
    { weekdays: [2, 3, 4, 5, 6], time: "19:30", kind: "evening", probability: 0.6 },
    { weekdays: [7], time: "15:00", kind: "matinee", probability: 0.55 },
    { weekdays: [7], time: "19:30", kind: "evening", probability: 0.35 },
  ],
  kammerspiele: [
    { weekdays: [2, 3, 4, 5, 6], time: "20:00", kind: "evening", probability: 0.52 },
    { weekdays: [7], time: "16:00", kind: "matinee", probability: 0.5 },
  ],
  studiobuehne: [{ weekdays: [3, 4, 5, 6], time: "20:00", kind: "evening", probability: 0.5 }],
  depot: [
    { weekdays: [2, 3, 4, 5], time: "10:00", kind: "school", probability: 0.34 },
    { weekdays: [5], time: "19:30", kind: "evening", probability: 0.35 },
    { weekdays: [6], time: "16:00", kind: "family", probability: 0.5 },
    { weekdays: [7], time: "15:00", kind: "family", probability: 0.5 },
  ],
  werkstatt: [{ weekdays: [3, 4], time: "10:00", kind: "workshop", probability: 0.3 }],
  foyer: [
    { weekdays: [6], time: "11:00", kind: "tour", probability: 0.7 },
    { weekdays: [7], time: "11:00", kind: "tour", probability: 0.2 },
  ],
};
const roomOrder = Object.keys(roomSlots) as RoomKey[];

export function planSeason(productions: ProductionData[], today: string, now: Date): PlannedEvent[] {
  const rng = randomFor("schedule");
  const until = new Date(now.getTime() + HORIZON_DAYS * 86_400_000);
  const planned: PlannedEvent[] = [];
  const taken = new Set<string>(); // room|day|time: one production per room and start
  const playsOn = new Set<string>(); // production|day: at most one show a day
  const counts = new Map<string, number>();

  const add = (production: ProductionData, room: RoomKey, day: string, time: string, kind: SlotKind, eventType: EventType): boolean => {
    const start = berlinInstant(day, time);
    if (start <= now || start > until) return false;
    const slot = `${room}|${day}|${time}`;
    if (taken.has(slot) || playsOn.has(`${production.key}|${day}`)) return false;
    taken.add(slot);
    playsOn.add(`${production.key}|${day}`);
    counts.set(production.key, (counts.get(production.key) ?? 0) + 1);
    planned.push({ production, room, day, time, kind, start, eventType });
    return true;
  };

  // 1. Fixed dates, counted from the first Sunday after today.
  const firstSunday = nextWeekday(addDays(today, 1), 7);
  for (const production of productions) {
    if (production.plan.mode !== "fixed") continue;
    for (const date of production.plan.dates) {
      add(production, production.plan.room, addDays(firstSunday, date.week * 7 + date.offset), date.time, date.kind, "");
    }
  }

  // 2. Premieres on their weekday; the production is played only after that day.
  const firstDay = new Map<string, string>();
  for (const production of productions) {
    const plan = production.plan;
    if (plan.mode !== "repertoire" || !plan.premiere) continue;
    let day = nextWeekday(addDays(today, plan.from), plan.premiereWeekday ?? 6);
    for (;;) {
      const template = roomSlots[plan.room]!.find((slot) => slot.weekdays.includes(isoWeekday(day)) && plan.kinds.includes(slot.kind));
      if (!template) throw new Error(`no premiere slot for ${production.key} on ${day}`);
      if (add(production, plan.room, day, template.time, template.kind, "premiere")) break;
      day = addDays(day, 7); // another premiere already has this evening
    }
    firstDay.set(production.key, addDays(day, 1));
  }

  // 3. Regular slots, day by day, room by room.
  const window = (production: ProductionData, plan: RepertoirePlan) => ({
    from: firstDay.get(production.key) ?? addDays(today, plan.from),
    to: addDays(today, plan.to),
  });
  for (let offset = 0; offset <= HORIZON_DAYS; offset++) {
    const day = addDays(today, offset);
    const weekday = isoWeekday(day);
    for (const room of roomOrder) {
      for (const template of roomSlots[room]!) {
        if (!template.weekdays.includes(weekday)) continue;
        if (!rng.chance(template.probability)) continue;
        let best: ProductionData | undefined;
        let bestScore = Infinity;
        for (const production of productions) {
          const plan = production.plan;
          if (plan.mode !== "repertoire" || plan.room !== room || !plan.kinds.includes(template.kind)) continue;
          const { from, to } = window(production, plan);
          if (day < from || day > to || playsOn.has(`${production.key}|${day}`)) continue;
          // Fewest shows so far (weighted), avoid playing on consecutive days, a little chance.
          const score =
            (counts.get(production.key) ?? 0) / (plan.weight ?? 1) +
            (playsOn.has(`${production.key}|${addDays(day, -1)}`) ? 0.75 : 0) +
            rng.next() * 0.35;
          if (score < bestScore) {
            bestScore = score;
            best = production;
          }
        }
        if (best) add(best, room, day, template.time, template.kind, "");
      }
    }
  }

  // 4. Festivals, on the week whose festival days hold the most performances of their kind.
  for (const production of productions) {
    if (production.plan.mode === "festival") placeFestival(production, production.plan, firstSunday, planned, add);
  }

  planned.sort((a, b) => a.start.getTime() - b.start.getTime() || roomOrder.indexOf(a.room) - roomOrder.indexOf(b.room));

  // 5. Labels: the first date of a revival, the last date of a run that ends in the window.
  for (const production of productions) {
    const plan = production.plan;
    if (plan.mode !== "repertoire") continue;
    const own = planned.filter((event) => event.production === production);
    if (own.length === 0) continue;
    if (plan.revival && own[0].eventType === "") own[0].eventType = "revival";
    const last = own[own.length - 1];
    if (plan.to < HORIZON_DAYS && last.eventType === "") last.eventType = "last-performance";
  }
  return planned;
}

/**
 * Places a festival's event on the `plan.weekday` (from the week after the first Sunday on) whose
 * `plan.days` days hold the most planned performances of type `plan.of` (the earliest on a tie), and
 * makes those performances its parts. No week with such a performance: no festival.
 */
function placeFestival(
  festival: ProductionData,
  plan: FestivalPlan,
  firstSunday: string,
  planned: PlannedEvent[],
  add: (production: ProductionData, room: RoomKey, day: string, time: string, kind: SlotKind, eventType: EventType) => boolean,
): void {
  const partsFrom = (day: string) => {
    const last = addDays(day, plan.days - 1);
    return planned.filter((event) => event.production.type === plan.of && event.production !== festival && event.day >= day && event.day <= last);
  };
  let best: { day: string; parts: PlannedEvent[] } | null = null;
  for (let week = 0; week * 7 < HORIZON_DAYS; week++) {
    const day = nextWeekday(addDays(firstSunday, week * 7 + 1), plan.weekday);
    const parts = partsFrom(day);
    if (parts.length > (best?.parts.length ?? 0)) best = { day, parts };
  }
  if (!best || !add(festival, plan.room, best.day, plan.time, "festival", "")) return;
  const event = planned[planned.length - 1];
  event.end = berlinInstant(addDays(best.day, plan.days - 1), plan.endTime);
  for (const part of best.parts) part.partOf = event;
}
