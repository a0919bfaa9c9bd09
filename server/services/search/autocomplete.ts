// Suggestions while typing: up to 8 titles of the request's language with a word that starts with
// the lowercased text ("zaub" → "Die Zauberflöte"), found through the trigram index on lower(title).
// One or two letters have no trigram to look up: then only titles that start with them, from a
// prefix index. Titles that start with the text come first, then by similarity and by how many
// documents share the title (a production with many performances is more popular).
import { sql } from "drizzle-orm";
import type { Lang } from "../../../shared/lib/localized.ts";
import { normalizeQuery } from "./query-text.ts";
import type { SearchDb } from "./search-db.ts";
import { likeLiteral } from "../../db/like-pattern.ts";
import { visibleAt } from "./visibility.ts";

export const MAX_SUGGESTIONS = 8;

/** A character that is not part of a word (letters named explicitly for databases in a "C" locale). */
const WORD_BREAK = "[^[:alnum:]À-ÖØ-öø-ɏ]";

/** `text` inside a regular expression, taken literally. */
function regexLiteral(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** Below this many characters the trigram index cannot help. */
const TRIGRAM = 3;

/** Titles that complete the visitor's text, best first. */
export async function autocomplete(db: SearchDb, lang: Lang, text: string, now: Date): Promise<string[]> {
  const prefix = normalizeQuery(text);
  if (!prefix) return [];
  const matching =
    prefix.length < TRIGRAM
      ? sql`lower(d.title) like ${`${likeLiteral(prefix)}%`}`
      : sql`lower(d.title) like ${`%${likeLiteral(prefix)}%`} and lower(d.title) ~ ${`(^|${WORD_BREAK})${regexLiteral(prefix)}`}`;
  const result = await db.execute<{ title: string }>(sql`
    select d.title
    from search_documents d
    where d.lang = ${lang} and ${matching} and ${visibleAt("d", now)}
    group by d.title
    order by lower(d.title) like ${`${likeLiteral(prefix)}%`} desc,
             similarity(lower(d.title), ${prefix}) desc,
             count(*) desc,
             d.title
    limit ${MAX_SUGGESTIONS}`);
  return result.rows.map((row) => row.title);
}
