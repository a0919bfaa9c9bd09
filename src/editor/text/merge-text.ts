// Words of a stale save's merge (the conflict dialog, the announcements, the notice that someone else
// saved), in the page's language; editor-only, so they stay out of the visitor dictionaries.
import type { Lang, Localized } from "../../../shared/lib/localized.ts";

export const mergeText = {
  chooseIntro: {
    de: "Sie beide haben dieselben Module geändert. Wählen Sie für jedes Modul, welche Fassung bleibt; erst dann wird gespeichert.",
    en: "You both changed the same modules. Choose for each module which version stays; nothing is saved until then.",
  },
  field: { de: "Feld", en: "Field" },
  mine: { de: "Ihre Fassung", en: "Your version" },
  keepMine: { de: "Ihre Fassung behalten", en: "Keep your version" },
  deleted: { de: "(gelöscht)", en: "(deleted)" },
  empty: { de: "–", en: "–" },
  yes: { de: "ja", en: "yes" },
  no: { de: "nein", en: "no" },
  apply: { de: "Auswahl übernehmen und speichern", en: "Apply the choices and save" },
} satisfies Record<string, Localized>;

export type MergeWord = keyof typeof mergeText;

export function mergeWord(lang: Lang, word: MergeWord): string {
  return mergeText[word][lang];
}

/** An account's name, or a neutral stand-in when it is gone. */
const who = (lang: Lang, author: string) => author || (lang === "de" ? "einem anderen Konto" : "another account");

/** "Fassung von Lisa Marten": the other side of a conflict. */
export const theirsText = (lang: Lang, author: string) => (lang === "de" ? `Fassung von ${who(lang, author)}` : `Version by ${who(lang, author)}`);

export const keepTheirsText = (lang: Lang, author: string) => (lang === "de" ? `Fassung von ${who(lang, author)} behalten` : `Keep the version by ${who(lang, author)}`);

/** The live region after a merge without conflicts (or once every conflict is chosen). */
export const mergedText = (lang: Lang, author: string) => (lang === "de" ? `Änderungen von ${who(lang, author)} übernommen` : `Changes by ${who(lang, author)} merged in`);

/** The working copy was clean and the newer state has been loaded. */
export const headLoadedText = (lang: Lang, author: string) => (lang === "de" ? `Neue Fassung von ${who(lang, author)} geladen` : `New version by ${who(lang, author)} loaded`);

/** The working copy has unsaved changes and someone else saved: the next save merges. */
export const savedElsewhereText = (lang: Lang, author: string) =>
  lang === "de"
    ? `${author || "Ein anderes Konto"} hat diese Seite inzwischen gespeichert. Beim Speichern werden die Änderungen zusammengeführt.`
    : `${author || "Another account"} has saved this page in the meantime. Saving merges both sets of changes.`;
