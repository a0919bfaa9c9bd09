// The places that hold references and links, read in one query: the current content of pages and
// containers, the pages' unpublished drafts (publishing one brings its references back; old versions
// are history, not use) and
// the items' link columns (resource-link-columns.ts). A cheap text condition narrows the rows; the
// walk along the modules' fields (content-references.ts) then decides, in both languages. The
// delete check, the link finder's counts and the hub's broken links all read their rows here.
import { getTableName, sql, type SQL } from "drizzle-orm";
import type { PageContent } from "../../../shared/api/page-content.ts";
import type { HeldReference } from "../../../shared/fields/references-of.ts";
import { languages, pick, type Lang, type Localized } from "../../../shared/lib/localized.ts";
import { localizedUrl } from "../../../src/lib/urls.ts";
import type { Db, Tx } from "../../db/client.ts";
import { containers, pageDrafts, pages } from "../../db/schema.ts";
import { translator } from "../../../src/i18n/index.tsx";
import { contentReferences } from "./content-references.ts";
import { kindOf, titleOf } from "./foreign-key-uses.ts";
import { resourceLinkColumns } from "./resource-link-columns.ts";
import { siteAddressOf } from "./site-addresses.ts";
import type { Use } from "./use.ts";

/** A page's or container's content, or one item's link column. */
export interface Holder {
  /** "page_content", "page_draft" (a page's drafts in both languages), "container_content", or the item's table ("menu_items"). */
  source: string;
  /** "page", "container", or what one row of the item's table is ("menu_item"). */
  kind: string;
  id: number;
  /** The page's or item's title in the editor's language, the container's slug. */
  title: string;
  /** A page's path per language; null for the others. */
  path: Localized | null;
  /** The admin resource of an item's link column; null for content. */
  resource: string | null;
  /** The content (`{de, en}` sections), or the column's value. */
  value: unknown;
  /** The link column's name; null for content. */
  column: string | null;
  /** The link column is stored per language. */
  localized: boolean;
}

/** Conditions on a holder's stored text that narrow the rows read; `false` leaves that kind out, absent reads all. */
export interface Narrowing {
  content?: ((json: SQL) => SQL) | false;
  columns?: ((text: SQL) => SQL) | false;
}

const where = (narrow: ((text: SQL) => SQL) | undefined, text: SQL) => (narrow ? sql`where ${narrow(text)}` : sql``);

/** Every holder whose text meets `narrowing`, titled in `lang`, in one query: pages, containers, then the link columns in their order. */
export async function holdersOf(db: Db | Tx, lang: Lang, narrowing: Narrowing = {}): Promise<Holder[]> {
  const parts: SQL[] = [];
  if (narrowing.content !== false) {
    const narrow = narrowing.content;
    parts.push(
      sql`select 0 as part, 'page_content' as source, 'page' as kind, ${pages.id} as id, ${titleOf(pages, lang)} as title, ${pages.path} as path, null as resource, ${pages.content} as value, null as "column", false as localized from ${pages} ${where(narrow, sql`${pages.content}::text`)}`,
      sql`select 0, 'page_draft', 'page', ${pages.id}, ${titleOf(pages, lang)}, ${pages.path}, null, drafts.value, null, false from ${pages} join (select ${pageDrafts.pageId} as page_id, jsonb_object_agg(${pageDrafts.lang}, ${pageDrafts.content}) as value from ${pageDrafts} group by ${pageDrafts.pageId}) drafts on drafts.page_id = ${pages.id} ${where(narrow, sql`drafts.value::text`)}`,
      sql`select 1, 'container_content', 'container', ${containers.id}, ${containers.slug}, null, null, ${containers.columns}, null, false from ${containers} ${where(narrow, sql`${containers.columns}::text`)}`,
    );
  }
  if (narrowing.columns !== false) {
    const narrow = narrowing.columns;
    resourceLinkColumns().forEach(({ table, column, localized, resource }, index) => {
      const source = getTableName(table);
      parts.push(
        sql`select ${sql.raw(String(index + 2))}, ${source}::text, ${kindOf(table)}::text, ${table.id}, ${titleOf(table, lang)}, null, ${resource}::text, to_jsonb(${column}), ${column.name}::text, ${localized} from ${table} ${where(narrow, sql`${column}::text`)}`,
      );
    });
  }
  if (parts.length === 0) return [];
  const { rows } = await db.execute(sql`${sql.join(parts, sql` union all `)} order by part, id`);
  const t = translator(lang);
  return rows.map(({ part: _part, ...row }) => {
    const holder = row as unknown as Holder;
    return holder.source === "page_draft" ? { ...holder, title: t("hub.drafts.holder", { title: holder.title }) } : holder;
  });
}

/** One link a holder holds: its field, the stored target, and the site addresses it may lead to (none: another site, mailto: …). */
export interface HeldSiteLink {
  field: string;
  target: string;
  /** The content's or the column's language; null for a column stored once for both. */
  lang: Lang | null;
  addresses: string[];
}

const content = (holder: Holder): Partial<PageContent> => (holder.value && typeof holder.value === "object" ? (holder.value as Partial<PageContent>) : {});

/** The links `holder` holds. A column stored once for both languages may lead to either language's address. */
export function linksHeld(holder: Holder): HeldSiteLink[] {
  const link = (field: string, target: unknown, lang: Lang | null): HeldSiteLink[] => {
    if (typeof target !== "string" || target.trim() === "") return [];
    const addresses = [...new Set((lang ? [lang] : languages).flatMap((addressLang) => siteAddressOf(target, addressLang) ?? []))];
    return [{ field, target, lang, addresses }];
  };
  if (holder.column === null)
    return languages.flatMap((contentLang) => contentReferences(content(holder)[contentLang] ?? []).links.flatMap((held) => link(`${contentLang}.${held.path}`, held.target, contentLang)));
  if (!holder.localized) return link(holder.column, holder.value, null);
  const values = (holder.value ?? {}) as Partial<Localized>;
  return languages.flatMap((targetLang) => link(`${holder.column}.${targetLang}`, values[targetLang], targetLang));
}

/** The references `holder`'s content holds, with the content's language in the path ("de.m1.venue"). */
export function referencesHeld(holder: Holder): HeldReference[] {
  if (holder.column !== null) return [];
  return languages.flatMap((contentLang) => contentReferences(content(holder)[contentLang] ?? []).references.map((reference) => ({ ...reference, path: `${contentLang}.${reference.path}` })));
}

/** A use by `holder` at `field`: pages link to themselves in the editor's language, the others have no address. */
export function useBy(holder: Holder, field: string, via: Use["via"], lang: Lang): Use {
  const url = holder.path ? localizedUrl(lang, pick(holder.path, lang)) : null;
  return { source: holder.source, via, kind: holder.kind, id: holder.id, title: holder.title, field, url };
}
