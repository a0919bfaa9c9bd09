// The page tree's rules for admin writes: a page's path is its parent's path and one segment more (a
// top-level page has one segment; the home page keeps the empty path and no parent), a page is never
// its own ancestor, and when a path changes the pages below follow and the old addresses answer 301
// with the new ones — all in the write's transaction.
import { and, eq, like, or, sql } from "drizzle-orm";
import { ApiError } from "../../shared/api/api-error.ts";
import type { AdminFailure } from "../../shared/api/contract/admin.ts";
import { languages, type Localized } from "../../shared/lib/localized.ts";
import type { AdminValues } from "../../src/admin/define-resource.ts";
import type { Tx } from "../db/client.ts";
import { likeLiteral } from "../db/like-pattern.ts";
import { pages, redirects } from "../db/schema.ts";
import { reindexSearchDocuments } from "../services/search/index-documents.ts";

const invalid = (failures: AdminFailure[]) => new ApiError(400, { error: "invalid_input", field: `values.${failures[0].field}`, reason: failures[0].reason, failures });

/** Refuses a page whose path does not sit below its parent's, or whose parent lies below it. */
export async function checkPagePlace(tx: Tx, values: AdminValues, id: number | null): Promise<void> {
  const path = values.path as Localized;
  const parentId = values.parent as number | null;
  const [current] = id ? await tx.select({ path: pages.path }).from(pages).where(eq(pages.id, id)) : [];
  if (current && current.path.de === "") {
    if (path.de !== "" || path.en !== "" || parentId !== null) throw invalid([{ field: "path.de", reason: "of the home page stays empty, without a parent" }]);
    return;
  }
  const failures: AdminFailure[] = [];
  let parentPath: Localized | null = null;
  if (parentId !== null) {
    if (parentId === id) throw invalid([{ field: "parent", reason: "cannot be the page itself" }]);
    const [parent] = await tx.select({ path: pages.path }).from(pages).where(eq(pages.id, parentId));
    if (!parent) throw invalid([{ field: "parent", reason: "must be chosen from the list" }]);
    if (current && parent.path.de.startsWith(`${current.path.de}/`)) throw invalid([{ field: "parent", reason: "cannot be a page below this one" }]);
    parentPath = parent.path;
  }
  for (const lang of languages) {
    const value = path[lang];
    const base = parentPath?.[lang] ?? "";
    const expected = base === "" ? /^[^/]+$/ : new RegExp(`^${base.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}/[^/]+$`);
    if (value === "") failures.push({ field: `path.${lang}`, reason: "is required" });
    else if (!expected.test(value)) failures.push({ field: `path.${lang}`, reason: base ? `must be the parent page's path (${base}) and one more segment` : "must be one segment for a page without a parent" });
  }
  if (failures.length) throw invalid(failures);
}

/** After a path changed: the pages below follow, the old addresses redirect, and the search index has the new addresses. */
export async function movePageTree(tx: Tx, id: number, before: Localized | null, after: Localized, now: Date): Promise<void> {
  if (!before) return;
  const moved = new Set<number>([id]);
  for (const lang of languages) {
    const [from, to] = [before[lang], after[lang]];
    if (from === to || from === "") continue;
    const below = await tx
      .update(pages)
      .set({ path: sql`jsonb_set(${pages.path}, ${`{${lang}}`}::text[], to_jsonb(${to}::text || substr(${pages.path}->>${lang}, ${from.length + 1})))` })
      .where(like(sql`${pages.path}->>${lang}`, `${likeLiteral(from)}/%`))
      .returning({ id: pages.id, path: pages.path });
    const changes = [{ old: from, now: to }, ...below.map((page) => ({ old: from + page.path[lang].slice(to.length), now: page.path[lang] }))];
    for (const page of below) moved.add(page.id);
    for (const change of changes) {
      const [oldPath, newPath] = [`/${lang}/${change.old}`, `/${lang}/${change.now}`];
      // A page moved back to an old address must not redirect away from itself.
      await tx.delete(redirects).where(or(eq(redirects.oldPath, newPath), and(eq(redirects.oldPath, oldPath))));
      await tx.insert(redirects).values({ oldPath, newPath, createdAt: now });
      // Earlier redirects to the old address now lead to the new one directly.
      await tx.update(redirects).set({ newPath }).where(eq(redirects.newPath, oldPath));
    }
  }
  await reindexSearchDocuments(tx, "page", [...moved], now);
}
