// Series and subscriptions (Abonnements): what they are, what they cost, which performances they hold.
import { eq } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { images, series } from "../db/schema.ts";
import type { SeriesDetail } from "../../shared/api/content-types.ts";
import { pick, type Lang } from "../../shared/lib/localized.ts";
import { apiPrice, formatPrice } from "../../shared/lib/format-price.ts";
import { urlFor } from "../../src/route-paths.ts";
import { upcomingEvents } from "./event-summaries.ts";
import { toImageObj } from "./module-images.ts";

/** The series page's data, or null when there is none or it is offline for this viewer. */
export async function getSeries(db: Db, id: number, lang: Lang, options: { isEditor: boolean; now: Date }): Promise<SeriesDetail | null> {
  const rows = await db.select({ series, image: images }).from(series).leftJoin(images, eq(images.id, series.imageId)).where(eq(series.id, id)).limit(1);
  const row = rows[0];
  if (!row || (!row.series.isOnline && !options.isEditor)) return null;
  const { series: entry, image } = row;
  const cents = entry.priceCents;
  return {
    id: entry.id,
    name: pick(entry.name, lang),
    description: pick(entry.description, lang),
    is_subscription: entry.isSubscription,
    price: cents === null ? null : apiPrice(cents),
    price_formatted: cents === null ? null : formatPrice(cents, lang),
    image: image ? toImageObj(image, lang) : null,
    events: await upcomingEvents(db, lang, { series: id }, options.now, 100),
    url: urlFor("series-slug-id", { slug: pick(entry.slug, lang), id: entry.id }, lang),
    slugs: entry.slug,
  };
}
