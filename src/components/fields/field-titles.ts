// The headings a field's label makes: the module modal's title ("Überschrift bearbeiten" / "Edit
// headline"), a list item's ("Teaser 1") and its add button's ("Teaser hinzufügen" / "Add teaser").
import type { Lang, Localized } from "../../../shared/lib/localized.ts";
import { translator } from "../../i18n/index.tsx";

/** A label inside a sentence: German nouns keep their capital, English words lose it. */
const inSentence = (label: Localized, lang: Lang) => (lang === "de" ? label.de : label.en.charAt(0).toLowerCase() + label.en.slice(1));

export function modalTitle(label: Localized, mode: "add" | "edit", lang: Lang): string {
  return translator(lang)(mode === "add" ? "modal.titleAdd" : "modal.titleEdit", { what: inSentence(label, lang) });
}

export function itemTitle(itemLabel: Localized, index: number, lang: Lang): string {
  return translator(lang)("fields.itemTitle", { what: itemLabel[lang] || itemLabel.de, number: index + 1 });
}

export function addItemLabel(itemLabel: Localized, lang: Lang): string {
  return translator(lang)("fields.addItem", { what: inSentence(itemLabel, lang) });
}
