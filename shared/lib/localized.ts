// Visitor-facing text is stored per language; these types and helpers pick the request's language.
export const languages = ["de", "en"] as const;
export type Lang = (typeof languages)[number];
export const defaultLang: Lang = "de";

export type Localized = Record<Lang, string>;
export type LocalizedList = Record<Lang, string[]>;

export function isLang(value: unknown): value is Lang {
  return typeof value === "string" && (languages as readonly string[]).includes(value);
}

/** The text in `lang`, falling back to German when the translation is empty. */
export function pick(value: Localized | null | undefined, lang: Lang): string {
  if (!value) return "";
  return value[lang] || value[defaultLang] || "";
}

export function otherLang(lang: Lang): Lang {
  return lang === "de" ? "en" : "de";
}

/** The language of a site path from its prefix ("/en/…" → "en"); German when there is none. */
export function langOfPath(pathname: string): Lang {
  const first = pathname.split("/")[1];
  return isLang(first) ? first : defaultLang;
}
