// Where an item is still used: every row of another table whose foreign key points at it, counted
// per table. Read from the schema's own foreign keys, so a new reference is covered without a list.
import { count, eq, getTableName, is } from "drizzle-orm";
import { getTableConfig, PgTable } from "drizzle-orm/pg-core";
import type { Db, Tx } from "../db/client.ts";
import * as schema from "../db/schema.ts";
import type { AdminUsage } from "../../shared/api/contract/admin.ts";
import type { Lang } from "../../shared/lib/localized.ts";

/** Names of the tables that can refer to an item, as an editor calls them. */
const tableLabels: Record<string, { de: string; en: string }> = {
  rooms: { de: "Säle", en: "Rooms" },
  events: { de: "Termine", en: "Events" },
  productions: { de: "Produktionen", en: "Productions" },
  production_tags: { de: "Produktionen (Schlagwort)", en: "Productions (tag)" },
  event_tags: { de: "Termine (Schlagwort)", en: "Events (tag)" },
  article_tags: { de: "Magazinartikel (Schlagwort)", en: "Magazine articles (tag)" },
  articles: { de: "Magazinartikel", en: "Magazine articles" },
  person_category_links: { de: "Personen", en: "People" },
  production_contributors: { de: "Produktionen (Mitwirkende)", en: "Productions (contributors)" },
  event_series: { de: "Termine (Abonnement)", en: "Events (series)" },
  event_sponsors: { de: "Termine (Sponsor)", en: "Events (sponsor)" },
  programme_items: { de: "Programmpunkte", en: "Programme items" },
  production_opening_hours: { de: "Öffnungszeiten von Produktionen", en: "Production opening hours" },
  venues: { de: "Spielstätten", en: "Venues" },
  persons: { de: "Personen", en: "People" },
  series: { de: "Abonnements", en: "Series" },
  pages: { de: "Seiten", en: "Pages" },
};

const tables: PgTable[] = (Object.values(schema) as unknown[]).filter((value): value is PgTable => is(value, PgTable));

/** Every (table, column) whose foreign key points at `target`. */
function referencesTo(target: PgTable) {
  return tables.flatMap((table) =>
    getTableConfig(table)
      .foreignKeys.map((key) => key.reference())
      .filter((reference) => reference.foreignTable === target && reference.columns.length === 1)
      .map((reference) => ({ table, column: reference.columns[0] })),
  );
}

/** How many rows of which tables refer to the item `id` of `target`, in the editor's words. */
export async function usageOf(db: Db | Tx, target: PgTable, id: number, lang: Lang, except: PgTable[] = []): Promise<AdminUsage[]> {
  const usage: AdminUsage[] = [];
  for (const { table, column } of referencesTo(target)) {
    if (except.includes(table)) continue;
    const [row] = await db.select({ count: count() }).from(table).where(eq(column, id));
    const name = getTableName(table);
    if (row.count > 0) usage.push({ where: tableLabels[name]?.[lang] ?? name, count: row.count });
  }
  return usage;
}
