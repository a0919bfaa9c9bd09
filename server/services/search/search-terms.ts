// The vocabulary of the index: every word (3+ letters, not only digits) of the documents' titles and
// texts, lowercased, with its most frequent spelling and how often it occurs. "Did you mean" looks up
// the closest word here by trigram similarity.
import { sql, type SQL } from "drizzle-orm";
import type { SearchKind } from "../../../shared/api/content-types.ts";
import type { SearchDb } from "./search-db.ts";

// Letters are named explicitly besides [:alnum:] so umlauts count as letters even in a "C" locale.
const WORD_SEPARATORS = "[^[:alnum:]À-ÖØ-öø-ɏ]+";

/**
 * (lang, term, display, frequency) rows for the documents matching `where`. The text is first cut
 * at spaces and counted per distinct token — cheap even for millions of words — and only those few
 * thousand tokens are split at punctuation and lowercased.
 */
function termsOf(where: SQL): SQL {
  return sql`
    with tokens as (
      select d.lang, s.token, count(*)::int as n
      from search_documents d, string_to_table(d.title || ' ' || d.text, ' ') as s(token)
      where true ${where}
      group by d.lang, s.token
    ),
    words as (
      select t.lang, w.word, sum(t.n)::int as n
      from tokens t, regexp_split_to_table(t.token, ${WORD_SEPARATORS}) as w(word)
      where char_length(w.word) >= 3 and w.word !~ '^[0-9]+$'
      group by t.lang, w.word
    )
    select lang, lower(word), (array_agg(word order by n desc, word))[1], sum(n)::int
    from words
    group by lang, lower(word)`;
}

/** Replaces the vocabulary with the words of all documents. */
export async function rebuildSearchTerms(db: SearchDb): Promise<void> {
  await db.execute(sql`delete from search_terms`);
  await db.execute(sql`insert into search_terms (lang, term, display, frequency) ${termsOf(sql``)}`);
}

/**
 * Adds the words of some re-indexed documents. Counts only grow here and words of removed text stay
 * until the next full rebuild: harmless for suggestions, and it keeps an editor's save cheap.
 */
export async function addSearchTerms(db: SearchDb, kind: SearchKind, ids: number[]): Promise<void> {
  await db.execute(sql`
    insert into search_terms (lang, term, display, frequency)
    ${termsOf(sql`and d.kind = ${kind} and d.object_id = any(${sql.param(ids)}::int[])`)}
    on conflict (lang, term) do update set frequency = search_terms.frequency + excluded.frequency`);
}
