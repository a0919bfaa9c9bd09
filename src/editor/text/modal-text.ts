// Words of the module modal and its field widgets, in the page's language (editor-only: they stay
// out of the visitor dictionaries in src/i18n/).
import type { Lang, Localized } from "../../../shared/lib/localized.ts";

export const modalText = {
  save: { de: "Speichern", en: "Save" },
  cancel: { de: "Abbrechen", en: "Cancel" },
  close: { de: "Schließen", en: "Close" },
  required: { de: "Pflichtfeld", en: "required" },
  fixFailures: { de: "Bitte die markierten Felder korrigieren.", en: "Please correct the marked fields." },
  characters: { de: "Zeichen", en: "characters" },
  codeReadOnly: { de: "Nur Administratoren dürfen HTML-Code ändern.", en: "Only administrators may change HTML code." },
  // rich text
  richTextToolbar: { de: "Textformat", en: "Text format" },
  bold: { de: "Fett", en: "Bold" },
  italic: { de: "Kursiv", en: "Italic" },
  link: { de: "Link", en: "Link" },
  bulletList: { de: "Aufzählung", en: "Bulleted list" },
  orderedList: { de: "Nummerierte Liste", en: "Numbered list" },
  undo: { de: "Rückgängig", en: "Undo" },
  redo: { de: "Wiederholen", en: "Redo" },
  linkDialog: { de: "Link setzen", en: "Set link" },
  linkAddress: { de: "Adresse (Pfad oder https://…)", en: "Address (path or https://…)" },
  applyLink: { de: "Übernehmen", en: "Apply" },
  removeLink: { de: "Link entfernen", en: "Remove link" },
  // link field
  find: { de: "Suchen", en: "Find" },
  linkFinder: { de: "Linkziel suchen", en: "Find a link target" },
  searchTerm: { de: "Suchbegriff", en: "Search term" },
  results: { de: "Treffer", en: "Results" },
  noResults: { de: "Keine Treffer.", en: "No results." },
  loading: { de: "Wird geladen …", en: "Loading …" },
  loadFailed: { de: "Laden fehlgeschlagen.", en: "Loading failed." },
  // image picker
  chooseImage: { de: "Bild auswählen", en: "Choose image" },
  changeImage: { de: "Anderes Bild wählen", en: "Choose another image" },
  removeImage: { de: "Bild entfernen", en: "Remove image" },
  noImage: { de: "Kein Bild gewählt.", en: "No image chosen." },
  imageFinder: { de: "Bild auswählen", en: "Choose an image" },
  searchImages: { de: "Alt-Text oder Bildnachweis", en: "Alt text or credit" },
  moreImages: { de: "Weitere Bilder", en: "More images" },
  imageWithoutAlt: { de: "Bild ohne Alt-Text", en: "Image without alt text" },
  searchMedia: { de: "Alt-Text, Bildnachweis oder Dateiname", en: "Alt text, credit or file name" },
  uploadImages: { de: "Bilder hochladen (JPEG, PNG, GIF, WebP, AVIF; bis 20 MB)", en: "Upload images (JPEG, PNG, GIF, WebP, AVIF; up to 20 MB)" },
  dropImages: { de: "… oder Dateien hierher ziehen", en: "… or drop files here" },
  uploadProgress: { de: "Hochladen", en: "Upload" },
  uploadFailed: { de: "Hochladen fehlgeschlagen", en: "Upload failed" },
  uploaded: { de: "hochgeladen", en: "uploaded" },
  altDe: { de: "Alt-Text (Deutsch)", en: "Alt text (German)" },
  altEn: { de: "Alt-Text (Englisch)", en: "Alt text (English)" },
  credit: { de: "Bildnachweis", en: "Credit" },
  saveImageText: { de: "Texte speichern", en: "Save texts" },
  altRequired: { de: "Alt-Text in beiden Sprachen ist nötig, bevor das Bild gewählt werden kann.", en: "Alt text in both languages is needed before the image can be chosen." },
  needsAlt: { de: "Alt-Text fehlt", en: "Alt text missing" },
  describeImage: { de: "Alt-Text ergänzen", en: "Add alt text" },
  imageReady: { de: "kann jetzt gewählt werden", en: "can be chosen now" },
  // lists
  addItem: { de: "hinzufügen", en: "add" },
  removeItem: { de: "Entfernen", en: "Remove" },
  moveUp: { de: "Nach oben", en: "Move up" },
  moveDown: { de: "Nach unten", en: "Move down" },
  noItems: { de: "Noch keine Einträge.", en: "No items yet." },
} satisfies Record<string, Localized>;

export type ModalTextKey = keyof typeof modalText;

export function modalWord(key: ModalTextKey, lang: Lang): string {
  return modalText[key][lang];
}

/** The modal's heading: "Überschrift bearbeiten" / "Edit headline", "… hinzufügen" / "Add …". */
export function modalTitle(label: Localized, mode: "add" | "edit", lang: Lang): string {
  if (lang === "de") return `${label.de} ${mode === "add" ? "hinzufügen" : "bearbeiten"}`;
  const name = label.en.charAt(0).toLowerCase() + label.en.slice(1);
  return `${mode === "add" ? "Add" : "Edit"} ${name}`;
}

/** "Teaser 1" / "Teaser 2": the heading of a list item. */
export function itemTitle(itemLabel: Localized, index: number, lang: Lang): string {
  return `${itemLabel[lang] || itemLabel.de} ${index + 1}`;
}

/** "Teaser hinzufügen" / "Add teaser". */
export function addItemLabel(itemLabel: Localized, lang: Lang): string {
  if (lang === "de") return `${itemLabel.de} hinzufügen`;
  return `Add ${itemLabel.en.charAt(0).toLowerCase()}${itemLabel.en.slice(1)}`;
}

export { failureMessage } from "../../lib/failure-message.ts";
