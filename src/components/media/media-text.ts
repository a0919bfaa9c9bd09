// Words of the media library's shared parts (upload list, thumbnails, the image chooser), the same in
// the admin and the page editor.
import type { Lang, Localized } from "../../../shared/lib/localized.ts";

export const mediaText = {
  uploadImages: { de: "Bilder hochladen", en: "Upload images" },
  uploadHint: { de: "JPEG, PNG, GIF, WebP oder AVIF, bis 20 MB je Datei; mehrere auf einmal möglich.", en: "JPEG, PNG, GIF, WebP or AVIF, up to 20 MB each; several at once." },
  dropZone: { de: "Dateien auswählen oder hierher ziehen", en: "Choose files or drop them here" },
  needsScript: { de: "Zum Hochladen wird JavaScript benötigt. Liste, Suche und Bearbeiten funktionieren auch ohne.", en: "Uploading needs JavaScript. The list, search and editing work without it." },
  uploadProgress: { de: "Hochladen", en: "Upload" },
  uploading: { de: "wird hochgeladen …", en: "uploading …" },
  uploaded: { de: "Hochgeladen. Bitte Alt-Text in beiden Sprachen ergänzen.", en: "Uploaded. Please add alt text in both languages." },
  wrongType: { de: "Diese Datei ist kein Bild in einem erlaubten Format (JPEG, PNG, GIF, WebP, AVIF).", en: "This file is not an image in an accepted format (JPEG, PNG, GIF, WebP, AVIF)." },
  tooLarge: { de: "Diese Datei ist größer als 20 MB.", en: "This file is larger than 20 MB." },
  failed: { de: "Hochladen fehlgeschlagen", en: "Upload failed" },
  altDe: { de: "Alt-Text (Deutsch)", en: "Alt text (German)" },
  altEn: { de: "Alt-Text (Englisch)", en: "Alt text (English)" },
  credit: { de: "Bildnachweis", en: "Credit" },
  saveTexts: { de: "Texte speichern", en: "Save texts" },
  altRequired: { de: "Alt-Text in beiden Sprachen ist nötig.", en: "Alt text in both languages is needed." },
  textsSaved: { de: "Texte gespeichert.", en: "Texts saved." },
  missingAlt: { de: "Alt-Text fehlt", en: "Alt text missing" },
  withoutAlt: { de: "Bild ohne Alt-Text", en: "Image without alt text" },
  chooseImage: { de: "Bild auswählen", en: "Choose image" },
  changeImage: { de: "Anderes Bild wählen", en: "Choose another image" },
  removeImage: { de: "Bild entfernen", en: "Remove image" },
  noImage: { de: "Kein Bild gewählt.", en: "No image chosen." },
  library: { de: "Mediathek", en: "Media library" },
  search: { de: "Suche nach Alt-Text, Bildnachweis oder Dateiname", en: "Search by alt text, credit or file name" },
  loading: { de: "Wird geladen …", en: "Loading …" },
  loadFailed: { de: "Die Mediathek konnte nicht geladen werden.", en: "The media library could not be loaded." },
  noImages: { de: "Keine Bilder gefunden.", en: "No images found." },
  moreImages: { de: "Weitere Bilder", en: "More images" },
  notPlaceable: { de: "Alt-Text fehlt in einer Sprache – erst ergänzen, dann wählbar", en: "Alt text missing in a language – add it first to choose this image" },
} satisfies Record<string, Localized>;

/** A word of the media library's shared parts in `lang`. */
export const mediaWord = (key: keyof typeof mediaText, lang: Lang): string => mediaText[key][lang];

/** "12 Bilder", "1 image". */
export const imageCount = (count: number, lang: Lang): string => `${count} ${lang === "de" ? (count === 1 ? "Bild" : "Bilder") : count === 1 ? "image" : "images"}`;
