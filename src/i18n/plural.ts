// A text that depends on a number ("1 Bestellung", "3 Bestellungen"): one form per category of
// Intl.PluralRules, so the language's own rule picks the form instead of a hand-written `count === 1`.
// German and English know two categories, "one" and "other"; `t(key, { count })` chooses
// (src/i18n/index.tsx), and `{{count}}` writes the number into the form.
import type { Lang } from "../../shared/lib/localized.ts";

export interface Plural {
  one: string;
  other: string;
}

/** Marks a dictionary entry as a plural (its keys are the categories, not a namespace). */
export const plural = (forms: Plural): Plural => forms;

export function isPlural(value: unknown): value is Plural {
  return typeof value === "object" && value !== null && typeof (value as Plural).one === "string" && typeof (value as Plural).other === "string";
}

const rules = new Map<Lang, Intl.PluralRules>();

/** The category (and so the form) that `lang`'s plural rule picks for `count`. */
export function pluralCategory(lang: Lang, count: number): keyof Plural {
  let rule = rules.get(lang);
  if (!rule) rules.set(lang, (rule = new Intl.PluralRules(lang)));
  return rule.select(count) === "one" ? "one" : "other";
}
