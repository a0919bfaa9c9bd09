// Turns the planned calendar into event rows with ticket ids, statuses, labels, tags, series,
// sponsors and the festival their performances are part of.
import { inArray } from "drizzle-orm";
import { eventSeries, eventSponsors, eventTags, events } from "../schema.ts";
import { addDays, isoWeekday } from "./calendar.ts";
import type { SeedContext } from "./context.ts";
import { insertAll, insertLinks } from "./context.ts";
import type { PartnerKey } from "./partners.ts";
import type { Places } from "./places.ts";
import type { SeededProduction } from "./productions.ts";
import { randomFor } from "./random.ts";
import type { PlannedEvent } from "./schedule.ts";
import type { SeededSeries, SeriesKey } from "./series.ts";
import type { Taxonomies } from "./taxonomies.ts";
import { loc, type Localized } from "./text.ts";

export type EventStatus = "scheduled" | "cancelled" | "sold_out";

export interface SeededEvent {
  id: number;
  idJet: number;
  planned: PlannedEvent;
  status: EventStatus;
  tags: Set<string>;
}

/** Ticketing ids continue a fictional box-office system's numbering. */
const FIRST_ID_JET = 100001;

const notes: Record<string, Localized> = {
  introduction: loc("Einführung 30 Minuten vor Beginn im Foyer", "Introduction in the foyer 30 minutes before the performance"),
  talk: loc("Im Anschluss Publikumsgespräch mit dem Ensemble", "Followed by a talk with the company"),
  "audio-description": loc(
    "Mit Audiodeskription für blinde und sehbehinderte Menschen, Tastführung 90 Minuten vor Beginn",
    "With audio description for blind and partially sighted visitors; touch tour 90 minutes before the start",
  ),
  cancelled: loc(
    "Diese Vorstellung muss leider entfallen. Bereits gekaufte Karten erstatten wir an der Theaterkasse.",
    "Unfortunately this performance has been cancelled. Tickets already bought will be refunded at the box office.",
  ),
};

/** Productions offered once with audio description, about three weeks from now. */
const audioDescribed = ["zauberfloete", "woyzeck", "schneekoenigin"];

export async function seedEvents(
  ctx: SeedContext,
  plan: PlannedEvent[],
  productions: SeededProduction[],
  places: Places,
  taxonomies: Taxonomies,
  seriesList: Record<SeriesKey, SeededSeries>,
  partners: Record<PartnerKey, number>,
): Promise<SeededEvent[]> {
  const rng = randomFor("events");
  const productionId = new Map(productions.map((production) => [production.data.key, production.id]));

  // Statuses: premieres are often sold out; a few other dates are sold out or cancelled.
  const status: EventStatus[] = plan.map((event) => (event.eventType === "premiere" && rng.chance(0.5) ? "sold_out" : "scheduled"));
  const ordinary = plan.map((event, i) => i).filter((i) => plan[i].eventType === "" && plan[i].kind === "evening" && plan[i].day >= addDays(ctx.today, 3));
  const [cancelA, cancelB, ...soldOut] = rng.sample(ordinary, 5);
  for (const i of soldOut) status[i] = "sold_out";
  status[cancelA] = "cancelled";
  status[cancelB] = "cancelled";

  // Tags per event.
  const tags = plan.map((event, i) => {
    const set = new Set<string>();
    const data = event.production;
    if (event.eventType !== "") set.add(event.eventType);
    if (data.tags.includes("families") && ["matinee", "family"].includes(event.kind)) set.add("family");
    if (data.key === "familienkonzert" && event.kind === "family") set.add("family");
    if (["opera", "dance"].includes(data.type) && event.kind === "evening" && rng.chance(0.35)) set.add("introduction");
    if (["opera", "drama"].includes(data.type) && event.eventType === "" && status[i] === "scheduled" && rng.chance(0.12)) set.add("talk");
    return set;
  });
  for (const key of audioDescribed) {
    const i = plan.findIndex((event, index) => event.production.key === key && event.day >= addDays(ctx.today, 21) && event.eventType === "" && status[index] === "scheduled");
    if (i >= 0) tags[i].add("audio-description");
  }

  const info = (i: number): Localized => {
    const parts = [...(status[i] === "cancelled" ? ["cancelled"] : []), ...["introduction", "talk", "audio-description"].filter((key) => tags[i].has(key))];
    return { de: parts.map((key) => notes[key].de).join(" · "), en: parts.map((key) => notes[key].en).join(" · ") };
  };

  const ids = await insertAll(
    ctx.tx,
    events,
    plan.map((event, i) => {
      const idJet = FIRST_ID_JET + i;
      // The school date of the family concert carries its own title.
      const title = event.production.key === "familienkonzert" && event.kind === "school" ? loc("Schulkonzert: Peter und der Wolf", "School Concert: Peter and the Wolf") : null;
      return {
        productionId: productionId.get(event.production.key)!,
        roomId: places.roomIds[event.room],
        dateStart: event.start,
        dateEnd: event.end ?? (event.production.durationMinutes ? new Date(event.start.getTime() + event.production.durationMinutes * 60_000) : null),
        eventTypeNew: event.eventType,
        idJet,
        ticketUrl: `/webshop/event/${idJet}`,
        status: status[i],
        title,
        info: info(i),
        updatedAt: ctx.now,
      };
    }),
  );
  const seeded: SeededEvent[] = plan.map((planned, i) => ({ id: ids[i], idJet: FIRST_ID_JET + i, planned, status: status[i], tags: tags[i] }));

  await insertLinks(
    ctx.tx,
    eventTags,
    seeded.flatMap((event) => [...event.tags].map((key) => ({ eventId: event.id, tagId: taxonomies.eventTags[key] }))),
  );
  await insertLinks(ctx.tx, eventSeries, seriesLinks(seeded, seriesList));
  await insertLinks(
    ctx.tx,
    eventSponsors,
    seeded.flatMap((event) => (event.planned.production.sponsors ?? []).map((key) => ({ eventId: event.id, partnerId: partners[key] }))),
  );
  // A festival's performances name it as the event they are part of.
  for (const festival of seeded.filter((event) => event.planned.production.plan.mode === "festival")) {
    const parts = seeded.filter((event) => event.planned.partOf === festival.planned).map((event) => event.id);
    if (parts.length > 0) await ctx.tx.update(events).set({ parentEventId: festival.id }).where(inArray(events.id, parts));
  }
  return seeded;
}

/** Which events belong to which series (subscriptions take a few dates per production). */
function seriesLinks(seeded: SeededEvent[], seriesList: Record<SeriesKey, SeededSeries>): { eventId: number; seriesId: number }[] {
  const links: { eventId: number; seriesId: number }[] = [];
  const link = (key: SeriesKey, list: SeededEvent[]) => {
    for (const event of list) links.push({ eventId: event.id, seriesId: seriesList[key].id });
  };
  const bookable = seeded.filter((event) => event.status !== "cancelled");
  const of = (key: string) => bookable.filter((event) => event.planned.production.key === key && event.planned.eventType !== "premiere");
  const productionKeys = [...new Set(seeded.map((event) => event.planned.production.key))];
  const typeOf = (key: string) => seeded.find((event) => event.planned.production.key === key)!.planned.production.type;

  link("premieres", bookable.filter((event) => event.planned.eventType === "premiere"));
  link(
    "sunday",
    productionKeys
      .map((key) => of(key).find((event) => isoWeekday(event.planned.day) === 7 && ["grosser-saal", "kammerspiele"].includes(event.planned.room)))
      .filter((event): event is SeededEvent => event !== undefined)
      .slice(0, 6),
  );
  link("opera", productionKeys.filter((key) => typeOf(key) === "opera").flatMap((key) => of(key).filter((event) => event.planned.kind === "evening").slice(1, 2)));
  link("drama", productionKeys.filter((key) => typeOf(key) === "drama").flatMap((key) => of(key).slice(1, 2)));
  link("family", productionKeys.flatMap((key) => of(key).filter((event) => event.tags.has("family")).slice(0, 2)));
  link("concert", ["sinfoniekonzert-2", "sinfoniekonzert-3", "kammerkonzert"].flatMap((key) => of(key).slice(0, 1)));
  link("talks", bookable.filter((event) => event.tags.has("talk")));
  link("guests", bookable.filter((event) => event.planned.production.promoter !== undefined));
  link("school", bookable.filter((event) => event.planned.kind === "school"));
  return links;
}
