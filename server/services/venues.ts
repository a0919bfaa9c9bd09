// Venues: a house with its address, stages and the performances coming up there.
import { and, asc, eq, inArray } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { images, rooms, venues } from "../db/schema.ts";
import type { VenueDetail, VenueSummary } from "../../shared/api/content-types.ts";
import { pick, type Lang } from "../../shared/lib/localized.ts";
import { urlFor } from "../../src/route-paths.ts";
import { upcomingEvents } from "./event-summaries.ts";
import { toImageObj } from "./module-images.ts";

/** The venue page's data, or null when there is none or it is offline for this viewer. */
export async function getVenue(db: Db, id: number, lang: Lang, options: { isEditor: boolean; now: Date }): Promise<VenueDetail | null> {
  const rows = await db.select({ venue: venues, image: images }).from(venues).leftJoin(images, eq(images.id, venues.imageId)).where(eq(venues.id, id)).limit(1);
  const row = rows[0];
  if (!row || (!row.venue.isOnline && !options.isEditor)) return null;
  const { venue, image } = row;
  const [roomRows, coming] = await Promise.all([
    db.select().from(rooms).where(eq(rooms.venueId, id)).orderBy(asc(rooms.position), asc(rooms.id)),
    upcomingEvents(db, lang, { venue: id }, options.now, 30),
  ]);
  return {
    id: venue.id,
    name: pick(venue.name, lang),
    description: pick(venue.description, lang),
    street: venue.street,
    postal_code: venue.postalCode,
    city: venue.city,
    latitude: venue.latitude,
    longitude: venue.longitude,
    image: image ? toImageObj(image, lang) : null,
    rooms: roomRows.map((room) => ({ id: room.id, name: pick(room.name, lang), capacity: room.capacity })),
    events: coming,
    url: urlFor("venues-slug-id", { slug: pick(venue.slug, lang), id: venue.id }, lang),
    slugs: venue.slug,
  };
}

/** Venues by id as cards show them (for the modules that pick them); visitors get online ones only. */
export async function venueSummariesByIds(db: Db, ids: number[], lang: Lang, options: { isEditor: boolean }): Promise<Map<number, VenueSummary>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ venue: venues, image: images })
    .from(venues)
    .leftJoin(images, eq(images.id, venues.imageId))
    .where(and(inArray(venues.id, ids), options.isEditor ? undefined : eq(venues.isOnline, true)));
  return new Map(
    rows.map(({ venue, image }) => [
      venue.id,
      {
        id: venue.id,
        name: pick(venue.name, lang),
        street: venue.street,
        postal_code: venue.postalCode,
        city: venue.city,
        image: image ? toImageObj(image, lang) : null,
        url: urlFor("venues-slug-id", { slug: pick(venue.slug, lang), id: venue.id }, lang),
      },
    ]),
  );
}
