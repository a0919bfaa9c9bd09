// A text that depends on a number ("1 Bestellung", "3 Bestellungen") is written `{ one: "…", other:
// "…" }`: one form per category of Intl.PluralRules, so the language's own rule picks the form instead
// of a hand-written `count === 1`. German and English know two categories, "one" and "other";
// `t(key, { count })` chooses (src/i18n/index.tsx) and `{{count}}` writes the number into the form. In
// a dictionary, `one` and `other` therefore name a plural's forms, never keys of a namespace.
export interface Plural {
  one: string;
  other: string;
}
