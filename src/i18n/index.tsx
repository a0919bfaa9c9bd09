// Interface texts through rosetta: `t("errors.unknown", {status})` in the current language.
import rosetta from "rosetta";
import { createContext, useContext, type ReactNode } from "react";
import type { Lang } from "../../shared/lib/localized.ts";
import { de, type Dictionary, type TranslationKey } from "./de.ts";
import { en } from "./en.ts";

export type { TranslationKey };
export type Translate = (key: TranslationKey, params?: Record<string, string | number>) => string;

const i18n = rosetta({ de, en });

export function translator(lang: Lang): Translate {
  return (key, params) => i18n.t(key, params, lang) || key;
}

/** The raw dictionary, for nested lookups like eventType[value]. */
export function dictionary(lang: Lang): Dictionary {
  return lang === "en" ? en : de;
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
