// Editorial teasers of the calendar: each placed on a Berlin day, shown among that day's events.
// Every calendar visit asks, so each answer is kept in memory for its day until a content change
// (content-cache.ts).
import { and, asc, eq, gte, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { eventTeasers, images } from "../db/schema.ts";
import type { Paged } from "../../shared/api/types.ts";
import type { EventTeaser } from "../../shared/api/content-types.ts";
import { pick, type Lang } from "../../shared/lib/localized.ts";
import { berlinDay } from "../../shared/lib/berlin-time.ts";
import { siteHref } from "../../src/lib/urls.ts";
import { toImageObj } from "./module-images.ts";
import { paged, pageRequest } from "./paging.ts";
import { cachedContent } from "./content-cache.ts";

export interface TeaserFilter {
  lang: Lang;
  /** DD-MM-YYYY: teasers placed on this day or later; without it, from today (Berlin). */
  date?: string;
  page?: number;
  page_size?: number;
}

function isoDay(date: string): string {
  const [day, month, year] = date.split("-");
  return `${year}-${month}-${day}`;
}

/** One page (10 by default) of online teasers from the given day on, by day. */
export function listEventTeasers(db: Db, filter: TeaserFilter, now: Date): Promise<Paged<EventTeaser>> {
  const fromDay = filter.date ? isoDay(filter.date) : berlinDay(now);
  const { lang, date, page, page_size } = filter;
  return cachedContent(db, `event-teasers:${JSON.stringify([lang, date, page, page_size, fromDay])}`, () => readEventTeasers(db, filter, fromDay));
}

async function readEventTeasers(db: Db, filter: TeaserFilter, fromDay: string): Promise<Paged<EventTeaser>> {
  const { lang } = filter;
  const request = pageRequest(filter.page, filter.page_size, 10);
  const where = and(eq(eventTeasers.isOnline, true), gte(eventTeasers.position, fromDay));
  const rows = await db
    .select({ teaser: eventTeasers, image: images, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(eventTeasers)
    .leftJoin(images, eq(images.id, eventTeasers.imageId))
    .where(where)
    .orderBy(asc(eventTeasers.position), asc(eventTeasers.id))
    .limit(request.pageSize)
    .offset((request.page - 1) * request.pageSize);
  const count = rows[0]?.total ?? (request.page === 1 ? 0 : await countTeasers(db, where));
  const results = rows.map(({ teaser, image }): EventTeaser => {
    const url = pick(teaser.linkUrl, lang);
    const imageObj = image ? toImageObj(image, lang) : null;
    return {
      id: teaser.id,
      name: teaser.name,
      position: teaser.position,
      preline: pick(teaser.preline, lang),
      headline: pick(teaser.headline, lang),
      subline: pick(teaser.subline, lang),
      link: url ? { url: siteHref(lang, url) } : null,
      link_text: pick(teaser.linkText, lang),
      image_obj: imageObj,
      // Demo images are stored in one size, small enough for every use: "large" is the file itself.
      image_thumbnails: imageObj ? { large: imageObj.url } : null,
    };
  });
  const { lang: _lang, page: _page, page_size: _size, ...query } = filter;
  return paged(results, count, request, `/${lang}/api/teasers/`, query);
}

async function countTeasers(db: Db, where: ReturnType<typeof and>): Promise<number> {
  const rows = await db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(eventTeasers).where(where);
  return rows[0]?.n ?? 0;
}
