// The editors' activity log (the hub's "who changed what"): written in the same transaction as the
// change it describes, so a logged change always happened and a change is never unlogged. Every
// logged write visitors may see is also announced to the caches of every process (pages, menus,
// settings may show it); a draft's is not.
import type { Tx } from "../db/client.ts";
import { activityLog } from "../db/schema.ts";
import { announceCacheChange } from "./cache-notifications.ts";

export interface Activity {
  /** The editor; null for the system (a scheduled publish whose author is gone). */
  userId: number | null;
  /** "page.save", "page.restore", "container.create", "container.save" … */
  action: string;
  objectKind: string;
  objectId: number;
  lang?: string;
  summary?: string;
  at: Date;
  /**
   * Whether visitors may see the change (default true): a draft's write changes nothing a visitor
   * sees, so it must not empty every process's caches.
   */
  visible?: boolean;
}

/** Records one write of an editor or admin. */
export async function logActivity(tx: Tx, activity: Activity): Promise<void> {
  await tx.insert(activityLog).values({
    userId: activity.userId,
    action: activity.action,
    objectKind: activity.objectKind,
    objectId: activity.objectId,
    lang: activity.lang ?? "",
    summary: activity.summary ?? "",
    createdAt: activity.at,
  });
  if (activity.visible !== false) await announceCacheChange(tx, { kind: "content" });
}
