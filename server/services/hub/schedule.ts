// The hub's schedule: what goes online or offline in the coming days — modules and list items of
// online pages and of containers with a visibility window (found through the module definitions),
// articles whose publication lies ahead, and alerts with a window.
import { and, eq, gte, lt, or, sql } from "drizzle-orm";
import type { DashboardSchedule, ScheduledChange } from "../../../shared/api/dashboard-types.ts";
import type { Section } from "../../../shared/api/page-content.ts";
import { berlinIso } from "../../../shared/lib/berlin-time.ts";
import { languages, pick, type Lang } from "../../../shared/lib/localized.ts";
import { moduleDefinition } from "../../../src/modules/index.ts";
import { modulesOf } from "../../../src/modules/module-tree.ts";
import { windowFieldNames, windowsIn } from "../../../src/modules/visibility-window.ts";
import { urlFor } from "../../../src/route-paths.ts";
import type { Db } from "../../db/client.ts";
import { alerts, articles, containers, pages } from "../../db/schema.ts";
import { containerPlaceKey, containerPlaces } from "./container-places.ts";
import { pageUrl } from "./page-activities.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

const inRange = (at: Date | null, from: Date, to: Date): at is Date => !!at && at >= from && at < to;

/** Where the modules are shown: a page or the page of a container's object. */
interface Place {
  title: string;
  url: string | null;
}

/** The window changes in [from, to) of the modules (and their list items) of `sections`. */
function windowChanges(sections: readonly Section[], lang: Lang, contentLang: Lang, place: Place, from: Date, to: Date): ScheduledChange[] {
  const changes: ScheduledChange[] = [];
  for (const module of modulesOf(sections)) {
    const typeLabel = pick(moduleDefinition(module.type)?.label, lang) || module.type;
    for (const { window, item } of windowsIn(module)) {
      const label = item ? `${typeLabel} › ${pick(item.label, lang)} ${item.position}` : typeLabel;
      const base = { kind: "module" as const, lang: contentLang, label, page_title: place.title, url: place.url };
      if (inRange(window.from, from, to)) changes.push({ ...base, change: "online", at: berlinIso(window.from) });
      if (inRange(window.to, from, to)) changes.push({ ...base, change: "offline", at: berlinIso(window.to) });
    }
  }
  return changes;
}

/** A regular expression that matches stored content naming a window field with a value. */
function windowFieldPattern(): string | null {
  const names = windowFieldNames().map((name) => name.replace(/[^A-Za-z0-9_]/g, ""));
  return names.length ? `"(${names.join("|")})"\\s*:\\s*"[^"]` : null;
}

/** Modules and list items on online pages whose window opens or closes in [from, to). */
async function pageModuleChanges(db: Db, lang: Lang, from: Date, to: Date): Promise<ScheduledChange[]> {
  // Only pages whose stored content names a window field at all are read and walked.
  const pattern = windowFieldPattern();
  if (!pattern) return [];
  const rows = await db
    .select({ title: pages.title, path: pages.path, content: pages.content })
    .from(pages)
    .where(and(eq(pages.isOnline, true), sql`${pages.content}::text ~ ${pattern}`));
  return rows.flatMap((row) =>
    languages.flatMap((contentLang) => windowChanges(row.content[contentLang] ?? [], lang, contentLang, { title: pick(row.title, contentLang), url: pageUrl(pick(row.path, contentLang), contentLang) }, from, to)),
  );
}

/** The same for the modules of containers (shown on event and production pages). */
async function containerModuleChanges(db: Db, lang: Lang, from: Date, to: Date): Promise<ScheduledChange[]> {
  const pattern = windowFieldPattern();
  if (!pattern) return [];
  const rows = await db
    .select({ slug: containers.slug, contentType: containers.contentType, objectId: containers.objectId, columns: containers.columns })
    .from(containers)
    .where(sql`${containers.columns}::text ~ ${pattern}`);
  if (rows.length === 0) return [];
  const places = await containerPlaces(db, rows);
  return rows.flatMap((row) =>
    languages.flatMap((contentLang) => {
      const place = places.get(containerPlaceKey(row.contentType, row.objectId));
      return windowChanges(row.columns[contentLang] ?? [], lang, contentLang, { title: place ? pick(place.title, contentLang) : row.slug, url: place?.url[contentLang] ?? null }, from, to);
    }),
  );
}

/** Online articles whose publication time lies in [from, to): they appear in the magazine then. */
async function articleChanges(db: Db, lang: Lang, from: Date, to: Date): Promise<ScheduledChange[]> {
  const rows = await db
    .select({ id: articles.id, title: articles.title, slug: articles.slug, publishedAt: articles.publishedAt })
    .from(articles)
    .where(and(eq(articles.isOnline, true), gte(articles.publishedAt, from), lt(articles.publishedAt, to)));
  return rows.map((row) => ({
      kind: "article",
      change: "online",
      lang: "",
      at: berlinIso(row.publishedAt),
      label: pick(row.title, lang),
      page_title: null,
      url: urlFor("magazine-slug-id", { slug: pick(row.slug, lang), id: row.id }, lang),
    }));
}

/** Active alerts whose window opens or closes in [from, to). */
async function alertChanges(db: Db, lang: Lang, from: Date, to: Date): Promise<ScheduledChange[]> {
  const rows = await db
    .select({ title: alerts.title, onlineFrom: alerts.onlineFrom, onlineTo: alerts.onlineTo })
    .from(alerts)
    .where(and(eq(alerts.isActive, true), or(and(gte(alerts.onlineFrom, from), lt(alerts.onlineFrom, to)), and(gte(alerts.onlineTo, from), lt(alerts.onlineTo, to)))));
  const changes: ScheduledChange[] = [];
  for (const row of rows) {
    const base = { kind: "alert" as const, lang: "", label: pick(row.title, lang), page_title: null, url: null };
    if (inRange(row.onlineFrom, from, to)) changes.push({ ...base, change: "online", at: berlinIso(row.onlineFrom) });
    if (inRange(row.onlineTo, from, to)) changes.push({ ...base, change: "offline", at: berlinIso(row.onlineTo) });
  }
  return changes;
}

/** Everything that goes online or offline from `now` to `days` days later, soonest first. */
export async function upcomingSchedule(db: Db, lang: Lang, now: Date, days: number): Promise<DashboardSchedule> {
  const to = new Date(now.getTime() + days * DAY_MS);
  const found = (await Promise.all([pageModuleChanges(db, lang, now, to), containerModuleChanges(db, lang, now, to), articleChanges(db, lang, now, to), alertChanges(db, lang, now, to)])).flat();
  found.sort((a, b) => Date.parse(a.at) - Date.parse(b.at) || a.label.localeCompare(b.label));
  return { from: berlinIso(now), to: berlinIso(to), days, items: found };
}
