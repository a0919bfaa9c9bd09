// The text-search configuration per language and the tsquery for a visitor's search text.
import { sql, type SQL } from "drizzle-orm";
import type { Lang } from "../../../shared/lib/localized.ts";
import { planTsQuery } from "./query-text.ts";

/** German stemming for German documents, English for English (the index uses the same rule). */
export function textSearchConfig(lang: Lang): SQL {
  return sql.raw(lang === "en" ? "'english'::regconfig" : "'german'::regconfig");
}

/** The tsquery for the search text in `lang`, or null when the text holds no word to look for. */
export function tsQuery(query: string, lang: Lang): SQL | null {
  const plan = planTsQuery(query);
  if (!plan) return null;
  const config = textSearchConfig(lang);
  return plan.mode === "websearch" ? sql`websearch_to_tsquery(${config}, ${plan.text})` : sql`to_tsquery(${config}, ${plan.text})`;
}
