// Words of the media library's shared parts (upload list, thumbnails) used by the admin; the page
// editor's finder keeps its own words in src/editor/text/.
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
} satisfies Record<string, Localized>;

/** A word of the media library's shared parts in `lang`. */
export const mediaWord = (key: keyof typeof mediaText, lang: Lang): string => mediaText[key][lang];
