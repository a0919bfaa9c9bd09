// Interface texts through rosetta: `t("errors.unknown", {status})` in the current language; a plural's
// form by the language's plural rule, `t("shop.count", {count})` (plural.ts).
import rosetta from "rosetta";
import { createContext, useContext, type ReactNode } from "react";
import type { Lang } from "../../shared/lib/localized.ts";
import type { Dictionary, PluralKey, TranslationKey } from "./de.ts";
import { bundledTexts, importTexts } from "./bundled-texts.ts";

export type { TranslationKey };
type Params = Record<string, string | number>;
/** A text in one language; a plural's key needs the `count` that picks its form. */
export type Translate = <Key extends TranslationKey>(key: Key, ...params: Key extends PluralKey ? [params: Params & { count: number }] : [params?: Params]) => string;

const i18n = rosetta<Dictionary>({ ...bundledTexts });
/** Each language's visitor texts: there, or on their way. */
const loading = new Map<Lang, Promise<void>>(Object.keys(bundledTexts).map((lang) => [lang as Lang, Promise.resolve()]));

/** The file of `lang`'s texts as the client build's manifest names it (the server preloads its chunk). */
export const textsModule = (lang: Lang) => `src/i18n/${lang}.ts`;

/** Adds texts to `lang`'s (top-level sections are replaced whole). */
export function addTexts(lang: Lang, texts: Partial<Dictionary>): void {
  i18n.set(lang, texts as Dictionary);
}

/** Makes `lang`'s texts available (in the browser before a page in that language renders; the server has both). */
export function loadTexts(lang: Lang): Promise<void> {
  let pending = loading.get(lang);
  if (!pending) {
    pending = importTexts[lang]().then((dictionary) => addTexts(lang, dictionary));
    pending.catch(() => loading.delete(lang));
    loading.set(lang, pending);
  }
  return pending;
}

const translators = new Map<Lang, Translate>();

/** `lang`'s t(), the same function each time (so hooks can depend on it). */
export function translator(lang: Lang): Translate {
  let t = translators.get(lang);
  if (!t) {
    t = (key: string, params?: Params) => {
      const text: unknown = i18n.t(key, params, lang);
      // An object is a plural (plural.ts): its form is the one the language's rule picks for `count`.
      if (typeof text === "object") return i18n.t(`${key}.${new Intl.PluralRules(lang).select(Number(params?.count))}`, params, lang);
      return (text as string) || key;
    };
    translators.set(lang, t);
  }
  return t;
}

/** The raw dictionary, for nested lookups like eventType[value]. */
export function dictionary(lang: Lang): Dictionary {
  const loaded = i18n.table(lang) as Dictionary | undefined;
  if (!loaded) throw new Error(`the ${lang} texts are not loaded (loadTexts)`);
  return loaded;
}

const LangContext = createContext<Lang>("de");

export function LangProvider({ lang, children }: { lang: Lang; children: ReactNode }) {
  return <LangContext.Provider value={lang}>{children}</LangContext.Provider>;
}

export function useLang(): Lang {
  return useContext(LangContext);
}

export function useT(): Translate {
  return translator(useLang());
}
