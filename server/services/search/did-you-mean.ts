// "Did you mean": each word of a query that found nothing is swapped for the closest word of the
// index's vocabulary (pg_trgm similarity), e.g. "zauberflte" → "Zauberflöte". The suggestion is
// offered only when it differs from the query and finds something itself.
import { sql } from "drizzle-orm";
import type { Lang } from "../../../shared/lib/localized.ts";
import { queryWords } from "./query-text.ts";
import type { SearchDb } from "./search-db.ts";
import { tsQuery } from "./ts-query.ts";
import { visibleAt } from "./visibility.ts";

/** Below this trigram similarity a word is not offered as a correction. */
export const MIN_SIMILARITY = 0.4;
/** Shorter words are left as typed (too few trigrams to judge). */
const MIN_WORD_LENGTH = 3;

interface Closest extends Record<string, unknown> {
  term: string | null;
  display: string | null;
  similarity: number | null;
}

/** The corrected query, or null when there is nothing better to offer. */
export async function didYouMean(db: SearchDb, lang: Lang, query: string, now: Date): Promise<string | null> {
  const words = queryWords(query).slice(0, 8);
  if (words.length === 0) return null;
  const lowered = words.map((word) => word.toLowerCase());
  // `%` (similarity above pg_trgm's threshold, 0.3) is what the trigram index answers.
  const closest = await db.execute<Closest>(sql`
    select best.term, best.display, best.similarity
    from unnest(${sql.param(lowered)}::text[]) with ordinality as w(word, n)
    left join lateral (
      select t.term, t.display, similarity(t.term, w.word) as similarity
      from search_terms t
      where t.lang = ${lang} and t.term % w.word
      order by similarity(t.term, w.word) desc, t.frequency desc, t.term
      limit 1
    ) best on true
    order by w.n`);
  let changed = false;
  const corrected = words.map((word, index) => {
    const best = closest.rows[index];
    if (word.length < MIN_WORD_LENGTH || !best?.term || best.term === lowered[index] || Number(best.similarity) < MIN_SIMILARITY) return word;
    changed = true;
    return best.display ?? word;
  });
  if (!changed) return null;
  const suggestion = corrected.join(" ");
  const suggested = tsQuery(suggestion, lang);
  if (!suggested) return null;
  const found = await db.execute(sql`
    select 1 from search_documents d
    where d.lang = ${lang} and d.search_vector @@ ${suggested} and ${visibleAt("d", now)}
    limit 1`);
  return found.rows.length > 0 ? suggestion : null;
}
