// Breaking news: active alerts inside their online window, newest first. The shell of every page
// asks, so the active alerts are kept in memory until a content change (content-cache.ts) and their
// windows are checked against the request's clock.
import { desc, eq } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { alerts } from "../db/schema.ts";
import type { Alert } from "../../shared/api/types.ts";
import { pick, type Lang } from "../../shared/lib/localized.ts";
import { cachedContent } from "./content-cache.ts";
import { noteChangesAt } from "./render-dependencies.ts";

type AlertRow = typeof alerts.$inferSelect;

/** Active alerts, whatever their window, newest first. */
function activeAlertRows(db: Db): Promise<AlertRow[]> {
  return cachedContent(db, "active-alerts", () => db.select().from(alerts).where(eq(alerts.isActive, true)).orderBy(desc(alerts.createdAt), desc(alerts.id)));
}

const isOnlineAt = (row: AlertRow, now: Date) => (!row.onlineFrom || row.onlineFrom <= now) && (!row.onlineTo || row.onlineTo > now);

/** Alerts visible at `now`; the site shows the first. */
export async function listActiveAlerts(db: Db, lang: Lang, now: Date): Promise<Alert[]> {
  const rows = await activeAlertRows(db);
  // What is shown changes when the next window opens or closes.
  for (const row of rows) for (const edge of [row.onlineFrom, row.onlineTo]) if (edge && edge > now) noteChangesAt(edge);
  return rows
    .filter((row) => isOnlineAt(row, now))
    .map((row) => {
      const url = pick(row.linkUrl, lang);
      return { id: row.id, title: pick(row.title, lang), text: pick(row.text, lang), link: url ? { url } : null, link_title: pick(row.linkTitle, lang) };
    });
}
