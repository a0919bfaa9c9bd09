// Stored versions of a page per language (spec §6 "page versions"): the newest is the base of the
// next save; the list, one version's content for viewing and comparing.
import { and, desc, eq } from "drizzle-orm";
import type { Db, Tx } from "../db/client.ts";
import { pageVersions, users } from "../db/schema.ts";
import type { ChangeCounts, PageVersionDetail, PageVersionSummary, VersionKind } from "../../shared/api/editor-types.ts";
import type { Lang } from "../../shared/lib/localized.ts";
import { resolveModulePickers } from "./module-pickers.ts";

/** The list shows the newest versions only; older ones stay stored. */
export const VERSION_LIST_LIMIT = 100;

const noChanges: ChangeCounts = { added: 0, removed: 0, moved: 0, changed: 0, sections: 0 };

/** The counts stored as JSON in `summary`; versions from before the editor (empty summary) count nothing. */
export function parseChangeCounts(summary: string): ChangeCounts {
  if (!summary) return { ...noChanges };
  try {
    const parsed = JSON.parse(summary) as Record<string, unknown>;
    const count = (key: keyof ChangeCounts) => (Number.isInteger(parsed[key]) ? (parsed[key] as number) : 0);
    return { added: count("added"), removed: count("removed"), moved: count("moved"), changed: count("changed"), sections: count("sections") };
  } catch {
    return { ...noChanges };
  }
}

/** "First Last", else the username; "" when the account is gone. */
export function displayName(user: { firstName: string; lastName: string; username: string } | null): string {
  if (!user) return "";
  return `${user.firstName} ${user.lastName}`.trim() || user.username;
}

const summaryFields = {
  id: pageVersions.id,
  pageId: pageVersions.pageId,
  lang: pageVersions.lang,
  summary: pageVersions.summary,
  restoredFrom: pageVersions.restoredFrom,
  number: pageVersions.number,
  kind: pageVersions.kind,
  createdAt: pageVersions.createdAt,
  firstName: users.firstName,
  lastName: users.lastName,
  username: users.username,
};

type SummaryRow = { id: number; pageId: number; lang: Lang; summary: string; restoredFrom: number | null; number: number; kind: VersionKind; createdAt: Date; firstName: string | null; lastName: string | null; username: string | null };

function toSummary(row: SummaryRow): PageVersionSummary {
  const author = row.username === null ? null : { firstName: row.firstName ?? "", lastName: row.lastName ?? "", username: row.username };
  return {
    id: row.id,
    page_id: row.pageId,
    lang: row.lang,
    number: row.number,
    kind: row.kind,
    author: displayName(author),
    created_at: row.createdAt.toISOString(),
    changes: parseChangeCounts(row.summary),
    restored_from: row.restoredFrom,
  };
}

function summaries(db: Db | Tx, pageId: number, lang: Lang, limit: number) {
  return db
    .select(summaryFields)
    .from(pageVersions)
    .leftJoin(users, eq(users.id, pageVersions.authorId))
    .where(and(eq(pageVersions.pageId, pageId), eq(pageVersions.lang, lang)))
    .orderBy(desc(pageVersions.id))
    .limit(limit);
}

/** The newest version of a page in a language (the base the next save must name), or null. */
export async function headVersion(db: Db | Tx, pageId: number, lang: Lang): Promise<PageVersionSummary | null> {
  const [row] = await summaries(db, pageId, lang, 1);
  return row ? toSummary(row) : null;
}

/** The versions of a page in a language, newest first (at most VERSION_LIST_LIMIT). */
export async function listPageVersions(db: Db, pageId: number, lang: Lang): Promise<PageVersionSummary[]> {
  return (await summaries(db, pageId, lang, VERSION_LIST_LIMIT)).map(toSummary);
}

/** The stored row of a version of this page and language, or undefined (another page's or language's is not found). */
export async function findPageVersion(db: Db | Tx, pageId: number, lang: Lang, versionId: number) {
  const [row] = await db
    .select({ ...summaryFields, content: pageVersions.content })
    .from(pageVersions)
    .leftJoin(users, eq(users.id, pageVersions.authorId))
    .where(and(eq(pageVersions.id, versionId), eq(pageVersions.pageId, pageId), eq(pageVersions.lang, lang)))
    .limit(1);
  return row;
}

/** One version with its content in its language, pickers resolved as editors see them; null when it is not this page's and language's. */
export async function pageVersionDetail(db: Db, pageId: number, lang: Lang, versionId: number): Promise<PageVersionDetail | null> {
  const row = await findPageVersion(db, pageId, lang, versionId);
  if (!row) return null;
  return { ...toSummary(row), sections: await resolveModulePickers(db, row.content[lang] ?? [], lang, { isEditor: true, now: new Date() }) };
}

/** The summary of a version row just written (the author is the one who wrote it). */
export function writtenSummary(row: typeof pageVersions.$inferSelect, author: { firstName: string; lastName: string; username: string }): PageVersionSummary {
  return toSummary({ ...row, firstName: author.firstName, lastName: author.lastName, username: author.username });
}
