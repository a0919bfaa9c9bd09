// Breaking news: active alerts inside their online window, newest first.
import { and, desc, eq, gt, isNull, or } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { alerts } from "../db/schema.ts";
import type { Alert } from "../../shared/api/types.ts";
import { pick, type Lang } from "../../shared/lib/localized.ts";
import { noteChangesAt } from "./render-dependencies.ts";

/** Alerts visible at `now`; the site shows the first. */
export async function listActiveAlerts(db: Db, lang: Lang, now: Date): Promise<Alert[]> {
  // Those still to come are read too (a handful at most), so the HTML cache learns when one appears.
  const rows = await db
    .select()
    .from(alerts)
    .where(and(eq(alerts.isActive, true), or(isNull(alerts.onlineTo), gt(alerts.onlineTo, now))))
    .orderBy(desc(alerts.createdAt), desc(alerts.id));
  for (const row of rows) noteChangesAt(row.onlineFrom && row.onlineFrom > now ? row.onlineFrom : row.onlineTo);
  const visible = rows.filter((row) => !row.onlineFrom || row.onlineFrom <= now);
  return visible.map((row) => {
    const url = pick(row.linkUrl, lang);
    return { id: row.id, title: pick(row.title, lang), text: pick(row.text, lang), link: url ? { url } : null, link_title: pick(row.linkTitle, lang) };
  });
}
