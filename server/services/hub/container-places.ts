// Where a container is shown: event and production pages show the container of their object
// (content_type "event" / "production" with the object's id). The hub names and links that page.
import { eq, inArray } from "drizzle-orm";
import { languages, pick, type Lang, type Localized } from "../../../shared/lib/localized.ts";
import { urlFor } from "../../../src/route-paths.ts";
import type { Db } from "../../db/client.ts";
import { events, productions } from "../../db/schema.ts";

export interface ContainerPlace {
  /** The object's title (a performance's production title), per language. */
  title: Localized;
  url: Record<Lang, string>;
}

const key = (contentType: string, objectId: number | null) => `${contentType}:${objectId ?? ""}`;

/** The page of each container's object, by `containerPlaceKey`; containers of other objects are left out. */
export async function containerPlaces(db: Db, containers: { contentType: string; objectId: number | null }[]): Promise<Map<string, ContainerPlace>> {
  const ids = (kind: string) => [...new Set(containers.filter((c) => c.contentType === kind && c.objectId !== null).map((c) => c.objectId!))];
  const [eventIds, productionIds] = [ids("event"), ids("production")];
  const [eventRows, productionRows] = await Promise.all([
    eventIds.length
      ? db.select({ id: events.id, title: productions.title, slug: productions.slug }).from(events).innerJoin(productions, eq(productions.id, events.productionId)).where(inArray(events.id, eventIds))
      : [],
    productionIds.length ? db.select({ id: productions.id, title: productions.title, slug: productions.slug }).from(productions).where(inArray(productions.id, productionIds)) : [],
  ]);
  const places = new Map<string, ContainerPlace>();
  const urls = (route: "events-slug-id" | "productions-slug-id", slug: Localized, id: number) =>
    Object.fromEntries(languages.map((lang) => [lang, urlFor(route, { slug: pick(slug, lang), id }, lang)])) as Record<Lang, string>;
  for (const row of eventRows) places.set(key("event", row.id), { title: row.title, url: urls("events-slug-id", row.slug, row.id) });
  for (const row of productionRows) places.set(key("production", row.id), { title: row.title, url: urls("productions-slug-id", row.slug, row.id) });
  return places;
}

export { key as containerPlaceKey };
