// The redirect table: old paths that moved answer 301 with the new path. Every page request looks
// its path up, so the table is kept in memory (content-cache.ts) rather than queried each time.
import type { Db } from "../db/client.ts";
import { redirects } from "../db/schema.ts";
import type { RedirectEntry } from "../../shared/api/types.ts";
import { cachedContent } from "./content-cache.ts";

/** Old path → new path, the whole table. */
function redirectTable(db: Db): Promise<ReadonlyMap<string, string>> {
  return cachedContent(db, "redirects", async () => {
    const rows = await db.select({ oldPath: redirects.oldPath, newPath: redirects.newPath }).from(redirects);
    return new Map(rows.map((row) => [row.oldPath, row.newPath]));
  });
}

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
  return (await redirectTable(db)).get(clean) ?? null;
}
