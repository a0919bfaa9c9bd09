// Uses of a page by link: link fields in content and link columns of items (menu items, footer
// links, alerts …) whose target is the page's address in either language. A link to a deleted page
// is a dead link, so it counts as a use; the page's links to itself go with it and do not.
import { getTableName, or, sql, type SQL } from "drizzle-orm";
import { languages, type Lang, type Localized } from "../../../shared/lib/localized.ts";
import type { Db, Tx } from "../../db/client.ts";
import { containsPattern } from "../../db/like-pattern.ts";
import { contentReferences } from "./content-references.ts";
import { contentUses } from "./content-uses.ts";
import { kindOf, titleOf } from "./foreign-key-uses.ts";
import { resourceLinkColumns } from "./resource-link-columns.ts";
import { pageAddresses, siteAddressOf } from "./site-addresses.ts";
import type { Use } from "./use.ts";

/** Every link to page `page` from content and items, in the editor's language `lang`. */
export async function linkUses(db: Db | Tx, page: { id: number; path: Localized }, lang: Lang): Promise<Use[]> {
  const addresses = pageAddresses(page.path);
  const leadsHere = (target: unknown, targetLang: Lang) => typeof target === "string" && addresses.has(siteAddressOf(target, targetLang) ?? "");
  // Any form of a link to the page contains its path in one language: the text narrows the rows.
  const narrow = (text: SQL) => or(...languages.map((pathLang) => sql`${text} ilike ${containsPattern(page.path[pathLang] ?? "")}`))!;

  const inContent = await contentUses(
    db,
    narrow,
    (sections, contentLang) =>
      contentReferences(sections)
        .links.filter((link) => leadsHere(link.target, contentLang))
        .map((link) => link.path),
    "link",
    lang,
  );
  const uses = inContent.filter((use) => !(use.kind === "page" && use.id === page.id));

  for (const { table, column, localized } of resourceLinkColumns()) {
    const rows = await db.select({ id: table.id, title: titleOf(table, lang), target: column }).from(table).where(narrow(sql`${column}::text`));
    for (const row of rows) {
      const fields = localized
        ? languages.filter((targetLang) => leadsHere((row.target as Localized | null)?.[targetLang], targetLang)).map((targetLang) => `${column.name}.${targetLang}`)
        : languages.some((targetLang) => leadsHere(row.target, targetLang))
          ? [column.name]
          : [];
      uses.push(...fields.map((field) => ({ source: getTableName(table), via: "link" as const, kind: kindOf(table), id: row.id as number, title: row.title, field, url: null })));
    }
  }
  return uses;
}
