// A form field in one language: its list of choices, and its default, which may name one of them.
import type { Lang, LocalizedList } from "../../shared/lib/localized.ts";

/** The choices in `lang`, else the German ones: the form the visitor sees and the check of their entry use the same list. */
export function choicesIn(choices: LocalizedList, lang: Lang): string[] {
  return choices[lang]?.length ? choices[lang] : (choices.de ?? []);
}

/**
 * The default in `lang`. The stored default is one value for both languages: one that names a choice
 * (in either language) becomes the same choice, by position, in `lang`, so the English form selects
 * "Yes" where the German one selects "Ja"; any other default (a number, a date, "true", a hidden
 * field's tracking value) is language-neutral and stays as stored.
 */
export function fieldDefaultIn(defaultValue: string, choices: LocalizedList, lang: Lang): string {
  const shown = choicesIn(choices, lang);
  for (const list of [choices.de ?? [], choices.en ?? []]) {
    const index = list.indexOf(defaultValue);
    if (defaultValue !== "" && index >= 0 && index < shown.length) return shown[index];
  }
  return defaultValue;
}
