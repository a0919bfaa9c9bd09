// A bridge for the module modal and its field widgets (src/editor/modal/, src/editor/fields/), which
// the field-model rewrite (issue 24 point 2) converts to `t("modal.…")`: their old lookup by word,
// answered from the dictionaries (src/i18n/staff-editor-*.ts, staff-common-*.ts). It goes with that
// rewrite; nothing else calls it.
import type { Lang, Localized } from "../../../shared/lib/localized.ts";
import { translator, type TranslationKey } from "../../i18n/index.tsx";

const keys = {
  save: "common.save",
  cancel: "common.cancel",
  close: "common.close",
  required: "common.required",
  fixFailures: "modal.fixFailures",
  characters: "modal.characters",
  codeReadOnly: "modal.codeReadOnly",
  undo: "common.undo",
  redo: "common.redo",
  find: "modal.find",
  linkFinder: "modal.linkFinder",
  searchTerm: "linkFinder.searchTerm",
  results: "linkFinder.results",
  noResults: "linkFinder.noResults",
  loading: "common.loading",
  loadFailed: "linkFinder.loadFailed",
  chooseImage: "media.chooseImage",
  changeImage: "media.changeImage",
  removeImage: "media.removeImage",
  noImage: "media.noImage",
  imageFinder: "modal.imageFinder",
  searchImages: "modal.searchImages",
  moreImages: "media.moreImages",
  imageWithoutAlt: "media.withoutAlt",
  searchMedia: "modal.searchMedia",
  uploadImages: "modal.uploadImages",
  dropImages: "modal.dropImages",
  uploadProgress: "media.uploadProgress",
  uploadFailed: "media.uploadFailed",
  uploaded: "modal.uploaded",
  altDe: "media.altDe",
  altEn: "media.altEn",
  credit: "media.credit",
  saveImageText: "media.saveTexts",
  altRequired: "modal.altRequired",
  needsAlt: "media.missingAlt",
  describeImage: "modal.describeImage",
  imageReady: "modal.imageReady",
  addItem: "modal.addItem",
  removeItem: "modal.removeItem",
  moveUp: "common.moveUp",
  moveDown: "common.moveDown",
  noItems: "modal.noItems",
} as const satisfies Record<string, TranslationKey>;

export type ModalTextKey = keyof typeof keys;

/** @deprecated `translator(lang)("modal.…")`: the dictionary key of each word is in `keys`. */
export function modalWord(key: ModalTextKey, lang: Lang): string {
  return translator(lang)(keys[key]);
}

/** A field's label inside a sentence: German nouns keep their capital, English words lose it. */
const inSentence = (label: Localized, lang: Lang) => (lang === "de" ? label.de : label.en.charAt(0).toLowerCase() + label.en.slice(1));

/** The modal's heading: "Überschrift bearbeiten" / "Edit headline", "… hinzufügen" / "Add …". */
export function modalTitle(label: Localized, mode: "add" | "edit", lang: Lang): string {
  return translator(lang)(mode === "add" ? "modal.titleAdd" : "modal.titleEdit", { what: inSentence(label, lang) });
}

/** "Teaser 1" / "Teaser 2": the heading of a list item. */
export function itemTitle(itemLabel: Localized, index: number, lang: Lang): string {
  return `${itemLabel[lang] || itemLabel.de} ${index + 1}`;
}

/** "Teaser hinzufügen" / "Add teaser". */
export function addItemLabel(itemLabel: Localized, lang: Lang): string {
  return translator(lang)("modal.titleAdd", { what: inSentence(itemLabel, lang) });
}

export { failureMessage } from "../../lib/failure-message.ts";
