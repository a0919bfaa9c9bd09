// One performance for its page and the booking widget: texts, place, seat groups with prices and
// time slots, the series it belongs to, cast and team, the production's other dates, the events that
// are part of it, and the other sections of spec §2 (opening hours, programme, sponsors, promoter).
import { ticketUrlOf } from "./ticket-url.ts";
import { and, asc, eq, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { preparedStatement } from "../db/prepared-statement.ts";
import { eventSeries, events, series } from "../db/schema.ts";
import type { EventDetail } from "../../shared/api/content-types.ts";
import { pick, type Lang } from "../../shared/lib/localized.ts";
import { berlinIso } from "../../shared/lib/berlin-time.ts";
import { urlFor } from "../../src/route-paths.ts";
import { articlesAboutProduction } from "./articles.ts";
import { loadContributors } from "./contributors.ts";
import { selectEventRows, upcomingEvents } from "./event-summaries.ts";
import { toPartner, toProductionSections } from "./detail-sections.ts";
import { toImageObj } from "./module-images.ts";
import { flatPrices, loadSeatGroups, type ShopSeats } from "./seat-groups.ts";

/** The event page's data, or null when there is none or it (or its production) is offline for this viewer. */
export async function getEventDetail(db: Db, id: number, lang: Lang, options: { isEditor: boolean; now: Date; shopSeats?: ShopSeats }): Promise<EventDetail | null> {
  const rows = await preparedStatement(db, "event-by-id", () => selectEventRows(db).where(eq(events.id, sql.placeholder("id"))).limit(1)).execute({ id });
  const row = rows[0];
  if (!row) return null;
  const { event, production, room, venue, type, image, sections } = row;
  if (!(event.isOnline && production.isOnline) && !options.isEditor) return null;

  const [seatGroupsByEvent, seriesRows, contributors, otherDates, articles, children] = await Promise.all([
    loadSeatGroups(db, [id], lang, options.now, options.shopSeats),
    db
      .select({ series })
      .from(eventSeries)
      .innerJoin(series, eq(series.id, eventSeries.seriesId))
      .where(and(eq(eventSeries.eventId, id), options.isEditor ? undefined : eq(series.isOnline, true)))
      .orderBy(asc(series.id)),
    loadContributors(db, production.id, lang),
    upcomingEvents(db, lang, { production: production.id, except: id }, options.now, 50),
    articlesAboutProduction(db, production.id, lang, options.now),
    sections.hasChildren ? upcomingEvents(db, lang, { parent: id }, options.now, 50) : [],
  ]);
  const groups = seatGroupsByEvent.get(id) ?? [];
  const slug = pick(production.slug, lang);
  return {
    id: event.id,
    date_start: berlinIso(event.dateStart),
    date_end: event.dateEnd ? berlinIso(event.dateEnd) : null,
    event_type_new: event.eventTypeNew,
    id_jet: event.idJet,
    ticket_url: ticketUrlOf(event),
    status: event.status,
    title: event.title ? pick(event.title, lang) : pick(production.title, lang),
    subline: pick(production.subline, lang),
    teaser: pick(production.teaser, lang),
    description: pick(production.description, lang),
    important_info: pick(production.importantInfo, lang),
    info: pick(event.info, lang),
    image: image ? toImageObj(image, lang) : null,
    production: {
      id: production.id,
      title: pick(production.title, lang),
      url: urlFor("productions-slug-id", { slug, id: production.id }, lang),
      slugs: production.slug,
      sticky_event: production.stickyEvent,
    },
    exhibition_type: type ? { id: type.id, slug: type.slug, name: pick(type.name, lang) } : null,
    room: { id: room.id, name: pick(room.name, lang) },
    venue: {
      id: venue.id,
      name: pick(venue.name, lang),
      url: urlFor("venues-slug-id", { slug: pick(venue.slug, lang), id: venue.id }, lang),
      slugs: venue.slug,
    },
    seat_groups: groups,
    prices: flatPrices(groups),
    series: seriesRows.map(({ series: entry }) => ({
      id: entry.id,
      name: pick(entry.name, lang),
      is_subscription: entry.isSubscription,
      url: urlFor("series-slug-id", { slug: pick(entry.slug, lang), id: entry.id }, lang),
    })),
    cast: contributors.cast,
    team: contributors.team,
    other_dates: otherDates,
    url: urlFor("events-slug-id", { slug, id: event.id }, lang),
    slugs: production.slug,
    duration_minutes: production.durationMinutes,
    video_url: production.videoUrl,
    venue_address: { street: venue.street, postal_code: venue.postalCode, city: venue.city },
    articles,
    children,
    sponsors: sections.sponsors.map((partner) => toPartner(partner, lang)),
    ...toProductionSections(sections, lang),
  };
}

/** The site's id of the performance with this ticketing id, or null. */
export async function eventIdByJetId(db: Db, idJet: number): Promise<number | null> {
  const [row] = await db.select({ id: events.id }).from(events).where(eq(events.idJet, idJet)).limit(1);
  return row?.id ?? null;
}
