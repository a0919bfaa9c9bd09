// Uses held in content: the current content of pages and containers (old versions are history, not
// use; every save publishes, so there are no drafts). A cheap text condition narrows the rows; the walk
// along the modules' fields (content-references.ts) then decides, in both languages.
import { sql, type SQL } from "drizzle-orm";
import type { PageContent, Section } from "../../../shared/api/page-content.ts";
import { languages, pick, type Lang } from "../../../shared/lib/localized.ts";
import { localizedUrl } from "../../../src/lib/urls.ts";
import type { Db, Tx } from "../../db/client.ts";
import { containers, pages } from "../../db/schema.ts";
import type { Use } from "./use.ts";

/** The field paths in `sections` (written in `contentLang`) that hold the use looked for. */
export type ContentMatch = (sections: readonly Section[], contentLang: Lang) => string[];

/** The places in both languages' content that `match` finds: "de.m1.image". */
function placesIn(content: PageContent, match: ContentMatch): string[] {
  return languages.flatMap((contentLang) => match(content[contentLang] ?? [], contentLang).map((path) => `${contentLang}.${path}`));
}

/** Pages and containers whose content (as JSON text) meets `narrow`, with the places `match` finds in it. */
export async function contentUses(db: Db | Tx, narrow: (json: SQL) => SQL, match: ContentMatch, via: Use["via"], lang: Lang): Promise<Use[]> {
  const pageRows = await db.select({ id: pages.id, title: pages.title, path: pages.path, content: pages.content }).from(pages).where(narrow(sql`${pages.content}::text`));
  const containerRows = await db.select({ id: containers.id, slug: containers.slug, columns: containers.columns }).from(containers).where(narrow(sql`${containers.columns}::text`));
  return [
    ...pageRows.flatMap((row) =>
      placesIn(row.content, match).map((field) => ({ source: "page_content", via, kind: "page", id: row.id, title: pick(row.title, lang), field, url: localizedUrl(lang, pick(row.path, lang)) })),
    ),
    ...containerRows.flatMap((row) => placesIn(row.columns, match).map((field) => ({ source: "container_content", via, kind: "container", id: row.id, title: row.slug, field, url: null }))),
  ];
}
