// Words of the versions dialog (list, compare, restore), in the page's language (editor-only: they
// stay out of the visitor dictionaries in src/i18n/).
import type { Lang, Localized } from "../../../shared/lib/localized.ts";

export const versionsText = {
  title: { de: "Versionen", en: "Versions" },
  close: { de: "Schließen", en: "Close" },
  loading: { de: "Wird geladen …", en: "Loading …" },
  loadFailed: { de: "Die Versionen konnten nicht geladen werden.", en: "The versions could not be loaded." },
  retry: { de: "Erneut versuchen", en: "Try again" },
  noVersions: { de: "Diese Seite wurde in dieser Sprache noch nicht gespeichert.", en: "This page has not been saved in this language yet." },
  listHeading: { de: "Gespeicherte Versionen, neueste zuerst", en: "Saved versions, newest first" },
  version: { de: "Version", en: "Version" },
  current: { de: "aktuell", en: "current" },
  unknownAuthor: { de: "unbekannt", en: "unknown" },
  savedBy: { de: "gespeichert von", en: "saved by" },
  // per-version actions
  view: { de: "Ansehen", en: "View" },
  opensInNewTab: { de: "(öffnet in neuem Tab)", en: "(opens in a new tab)" },
  compare: { de: "Vergleichen", en: "Compare" },
  restore: { de: "Wiederherstellen", en: "Restore" },
  // change summary
  added: { de: "hinzugefügt", en: "added" },
  removed: { de: "entfernt", en: "removed" },
  changed: { de: "geändert", en: "changed" },
  moved: { de: "verschoben", en: "moved" },
  sectionOne: { de: "Abschnitt geändert", en: "section changed" },
  sectionMany: { de: "Abschnitte geändert", en: "sections changed" },
  noChanges: { de: "keine Änderungen", en: "no changes" },
  restoredFrom: { de: "wiederhergestellt aus Version", en: "restored from version" },
  // compare
  compareHeading: { de: "Versionen vergleichen", en: "Compare versions" },
  backToList: { de: "Zurück zur Liste", en: "Back to the list" },
  before: { de: "Vorher", en: "Before" },
  after: { de: "Nachher", en: "After" },
  working: { de: "Aktuelle Arbeitskopie (ungespeichert)", en: "Current working copy (unsaved)" },
  legend: { de: "Legende", en: "Legend" },
  legendAdded: { de: "nur nachher vorhanden", en: "only in the later state" },
  legendRemoved: { de: "nur vorher vorhanden", en: "only in the earlier state" },
  legendMoved: { de: "an anderer Stelle", en: "in another place" },
  legendChanged: { de: "Felder geändert (genannt)", en: "fields changed (named)" },
  summary: { de: "Unterschiede", en: "Differences" },
  identical: { de: "Beide Stände sind gleich.", en: "Both states are the same." },
  emptyContent: { de: "Kein Inhalt.", en: "No content." },
  section: { de: "Abschnitt", en: "Section" },
  sectionAdded: { de: "Abschnitt hinzugefügt", en: "Section added" },
  sectionRemoved: { de: "Abschnitt entfernt", en: "Section removed" },
  sectionMoved: { de: "Abschnitt verschoben", en: "Section moved" },
  sectionLayout: { de: "Layout geändert", en: "Layout changed" },
  markAdded: { de: "Hinzugefügt", en: "Added" },
  markRemoved: { de: "Entfernt", en: "Removed" },
  markMoved: { de: "Verschoben", en: "Moved" },
  markChanged: { de: "Geändert", en: "Changed" },
  unknownModule: { de: "Unbekanntes Modul", en: "Unknown module" },
  // restore
  confirmRestore: { de: "Version wiederherstellen?", en: "Restore this version?" },
  confirmRestoreText: {
    de: "Der Inhalt dieser Version wird als neue Version gespeichert und ersetzt die Arbeitskopie. Ungespeicherte Änderungen gehen verloren.",
    en: "The content of this version is saved as a new version and replaces the working copy. Unsaved changes are lost.",
  },
  confirm: { de: "Ja, wiederherstellen", en: "Yes, restore" },
  cancel: { de: "Abbrechen", en: "Cancel" },
  restoring: { de: "Wird wiederhergestellt …", en: "Restoring …" },
  restored: { de: "Wiederhergestellt als Version", en: "Restored as version" },
  restoreFailed: { de: "Die Wiederherstellung ist fehlgeschlagen.", en: "The restore failed." },
  staleRestore: {
    de: "Nicht wiederhergestellt: Inzwischen wurde eine neuere Version gespeichert",
    en: "Not restored: a newer version has been saved meanwhile",
  },
  staleHint: { de: "Bitte die Seite neu laden und erneut versuchen.", en: "Please reload the page and try again." },
} satisfies Record<string, Localized>;

export type VersionsWord = keyof typeof versionsText;

export function versionsWord(key: VersionsWord, lang: Lang): string {
  return versionsText[key][lang];
}
