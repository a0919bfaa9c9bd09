// The redirect table: old paths that moved answer 301 with the new path.
import { eq } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { redirects } from "../db/schema.ts";
import type { RedirectEntry } from "../../shared/api/types.ts";

/** Every redirect whose old path is in this language's part of the site. */
export async function listRedirects(db: Db, lang: string): Promise<RedirectEntry[]> {
  const rows = await db.select().from(redirects);
  return rows
    .filter((row) => row.oldPath === `/${lang}` || row.oldPath.startsWith(`/${lang}/`))
    .map((row) => ({ old_path: row.oldPath, new_path: row.newPath }));
}

/** The new path for `path` (trailing slash ignored), or null. */
export async function findRedirect(db: Db, path: string): Promise<string | null> {
  const clean = path.length > 1 ? path.replace(/\/+$/, "") : path;
  const rows = await db.select({ newPath: redirects.newPath }).from(redirects).where(eq(redirects.oldPath, clean)).limit(1);
  return rows[0]?.newPath ?? null;
}
