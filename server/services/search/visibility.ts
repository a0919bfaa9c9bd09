// Which indexed documents a visitor may find at a moment: performances that have not started yet and
// articles that are published, pages inside their online window. (Offline content is not indexed at all.)
import { sql, type SQL } from "drizzle-orm";
import { pageInWindowSql } from "../page-online-window.ts";

/** Condition on the search_documents row `alias` for the clock `now`. */
export function visibleAt(alias: string, now: Date): SQL {
  const column = (name: string) => sql.raw(`${alias}.${name}`);
  return sql`(${column("kind")} <> 'event' or ${column("date")} >= ${now}) and (${column("kind")} <> 'article' or ${column("date")} <= ${now})
    and (${column("kind")} <> 'page' or exists (select 1 from pages pw where pw.id = ${column("object_id")} and ${pageInWindowSql("pw", now)}))`;
}
