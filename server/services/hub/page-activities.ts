// The hub's "who changed what, when": the newest rows of the activity log with the editor's name,
// the page's title and a link to the version that write made.
import { desc, eq, sql } from "drizzle-orm";
import type { PageActivity } from "../../../shared/api/dashboard-types.ts";
import { berlinIso } from "../../../shared/lib/berlin-time.ts";
import { pick, type Lang } from "../../../shared/lib/localized.ts";
import { translator, type TranslationKey } from "../../../src/i18n/index.tsx";
import type { Db } from "../../db/client.ts";
import { activityLog, containers, pages, users } from "../../db/schema.ts";
import { displayName } from "../page-versions.ts";
import { containerPlaceKey, containerPlaces } from "./container-places.ts";
import { adminResource } from "../../../src/admin/resources/index.ts";
import { adminHref } from "../../../src/lib/admin-urls.ts";

const actionLabels: Record<string, TranslationKey> = {
  "page.save": "hub.actions.pageSave",
  "page.restore": "hub.actions.pageRestore",
  "container.create": "hub.actions.containerCreate",
  "container.save": "hub.actions.containerSave",
  "page.publish": "hub.actions.pagePublish",
  "page.schedule": "hub.actions.pageSchedule",
  "page.unschedule": "hub.actions.pageUnschedule",
  "page.discard": "hub.actions.pageDiscard",
};

/** The version a page write names in its summary (written since the hub exists), else null. */
function versionInSummary(summary: string): number | null {
  if (!summary.startsWith("{")) return null;
  try {
    const version = (JSON.parse(summary) as { version?: unknown }).version;
    return Number.isInteger(version) ? (version as number) : null;
  } catch {
    return null;
  }
}

/** "/de/ueber-uns" for a page path; the home page is "/de". */
export function pageUrl(path: string, lang: Lang): string {
  return path ? `/${lang}/${path}` : `/${lang}`;
}

/**
 * A write in the backend admin in words ("änderte (Spielstätte): „Probebühne“") with the way to the
 * item's form; null for the page editor's writes.
 */
function adminActivity(action: string, kind: string, id: number | null, summary: string, lang: Lang): { label: string; title: string; url: string | null } | null {
  const t = translator(lang);
  const verb = action.slice(action.lastIndexOf(".") + 1);
  const item = (path: string) => (id === null || verb === "delete" ? null : adminHref(path, lang));
  if (kind === "settings") return { label: t("hub.actions.settingsUpdate"), title: summary, url: adminHref("/settings", lang) };
  if (action === "accounts.password") return { label: t("hub.actions.passwordSet"), title: summary, url: item(`/accounts/${id}`) };
  const keys = { create: "hub.actions.itemCreate", upload: "hub.actions.itemCreate", update: "hub.actions.itemUpdate", delete: "hub.actions.itemDelete" } as const;
  const key = keys[verb as keyof typeof keys];
  if (!key) return null;
  if (kind === "image") return { label: t(key, { what: lang === "de" ? "Bild" : "image" }), title: summary, url: item(`/media/${id}`) };
  const resource = adminResource(kind);
  return resource ? { label: t(key, { what: resource.singular[lang] }), title: summary, url: item(`/${kind}/${id}`) } : null;
}

/** The newest `limit` editor writes, newest first, described in `lang`. */
export async function pageActivities(db: Db, lang: Lang, limit: number): Promise<PageActivity[]> {
  const rows = await db
    .select({
      id: activityLog.id,
      action: activityLog.action,
      objectKind: activityLog.objectKind,
      objectId: activityLog.objectId,
      lang: activityLog.lang,
      summary: activityLog.summary,
      createdAt: activityLog.createdAt,
      firstName: users.firstName,
      lastName: users.lastName,
      username: users.username,
      pageTitle: pages.title,
      pagePath: pages.path,
      containerSlug: containers.slug,
      containerType: containers.contentType,
      containerObject: containers.objectId,
      // Rows written before versions were named in the summary: the page's newest version in that
      // language at the time of the write (the save wrote it in the same transaction).
      earlierVersion: sql<number | null>`(
        select max(v.id) from page_versions v
        where ${activityLog.objectKind} = 'page' and v.page_id = ${activityLog.objectId} and v.lang = ${activityLog.lang} and v.created_at <= ${activityLog.createdAt}
      )`,
    })
    .from(activityLog)
    .leftJoin(users, eq(users.id, activityLog.userId))
    .leftJoin(pages, sql`${activityLog.objectKind} = 'page' and ${pages.id} = ${activityLog.objectId}`)
    .leftJoin(containers, sql`${activityLog.objectKind} = 'container' and ${containers.id} = ${activityLog.objectId}`)
    .orderBy(desc(activityLog.createdAt), desc(activityLog.id))
    .limit(limit);
  const places = await containerPlaces(
    db,
    rows.flatMap((row) => (row.containerType ? [{ contentType: row.containerType, objectId: row.containerObject }] : [])),
  );
  const t = translator(lang);
  return rows.map((row) => {
    const author = row.username === null ? null : { firstName: row.firstName ?? "", lastName: row.lastName ?? "", username: row.username };
    const shownLang: Lang = row.lang === "en" ? "en" : row.lang === "de" ? "de" : lang;
    const versionId = row.pagePath ? (versionInSummary(row.summary) ?? row.earlierVersion) : null;
    const key = actionLabels[row.action];
    const admin = adminActivity(row.action, row.objectKind, row.objectId, row.summary, lang);
    // A container has no versions: its activity links to the page that shows it, if there is one.
    const place = row.containerType ? places.get(containerPlaceKey(row.containerType, row.containerObject)) : undefined;
    return {
      id: row.id,
      action: row.action,
      action_label: admin?.label ?? (key ? t(key) : row.action),
      who: displayName(author),
      object_title: admin ? admin.title : row.pageTitle ? pick(row.pageTitle, shownLang) : place ? pick(place.title, shownLang) : (row.containerSlug ?? ""),
      object_kind: row.objectKind,
      lang: row.lang,
      at: berlinIso(row.createdAt),
      url: admin ? admin.url : row.pagePath ? pageUrl(pick(row.pagePath, shownLang), shownLang) + (versionId ? `?v=${versionId}` : "") : (place?.url[shownLang] ?? null),
      version_id: versionId,
    };
  });
}
