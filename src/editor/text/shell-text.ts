// Words of the editor shell (toolbar, outlines, alerts, dialogs) in the page's language; editor-only,
// so they stay out of the visitor dictionaries in src/i18n/.
import type { Lang, Localized } from "../../../shared/lib/localized.ts";
import { dateTimeFormat } from "../../../shared/lib/date-time-format.ts";

export const shellText = {
  editor: { de: "Seiteneditor", en: "Page editor" },
  toolbar: { de: "Werkzeugleiste des Seiteneditors", en: "Page editor toolbar" },
  addSection: { de: "Abschnitt hinzufügen", en: "Add section" },
  chooseLayout: { de: "Aufteilung des neuen Abschnitts", en: "Layout of the new section" },
  undo: { de: "Rückgängig", en: "Undo" },
  redo: { de: "Wiederholen", en: "Redo" },
  save: { de: "Speichern", en: "Save" },
  saving: { de: "Speichert …", en: "Saving …" },
  versions: { de: "Versionen", en: "Versions" },
  leave: { de: "Bearbeiten beenden", en: "Leave edit mode" },
  unsaved: { de: "Ungespeicherte Änderungen", en: "Unsaved changes" },
  allSaved: { de: "Alles gespeichert", en: "All saved" },
  alsoEditing: { de: "Auch in Bearbeitung:", en: "Also editing:" },
  clipboard: { de: "Zwischenablage:", en: "Clipboard:" },
  clipboardEmpty: { de: "Zwischenablage leer", en: "Clipboard empty" },
  section: { de: "Abschnitt", en: "Section" },
  column: { de: "Spalte", en: "Column" },
  layout: { de: "Aufteilung", en: "Layout" },
  moveUp: { de: "Nach oben", en: "Move up" },
  moveDown: { de: "Nach unten", en: "Move down" },
  previousColumn: { de: "In vorherige Spalte", en: "To previous column" },
  nextColumn: { de: "In nächste Spalte", en: "To next column" },
  copy: { de: "Kopieren", en: "Copy" },
  cut: { de: "Ausschneiden", en: "Cut" },
  delete: { de: "Löschen", en: "Delete" },
  edit: { de: "Bearbeiten", en: "Edit" },
  paste: { de: "Einfügen", en: "Paste" },
  pasteSection: { de: "Abschnitt hier einfügen", en: "Paste section here" },
  addModule: { de: "Modul hinzufügen", en: "Add module" },
  dragHandle: { de: "Ziehen zum Verschieben", en: "Drag to move" },
  emptyPage: { de: "Diese Seite hat noch keinen Inhalt. Fügen Sie einen Abschnitt hinzu.", en: "This page has no content yet. Add a section." },
  emptyColumn: { de: "Leere Spalte", en: "Empty column" },
  scheduled: { de: "geplant", en: "scheduled" },
  online: { de: "online", en: "online" },
  expired: { de: "abgelaufen", en: "expired" },
  savedAlert: { de: "Gespeichert.", en: "Saved." },
  errorAlert: { de: "Das hat nicht geklappt. Bitte erneut versuchen.", en: "That didn't work. Please try again." },
  invalidAlert: { de: "Nicht gespeichert: Bitte die markierten Module korrigieren.", en: "Not saved: please correct the marked modules." },
  nothingToUndo: { de: "Nichts rückgängig zu machen", en: "Nothing to undo" },
  undone: { de: "Rückgängig gemacht", en: "Undone" },
  redone: { de: "Wiederholt", en: "Redone" },
  leaveWarning: { de: "Es gibt ungespeicherte Änderungen.", en: "There are unsaved changes." },
  // login dialog
  loginTitle: { de: "Sitzung abgelaufen – bitte erneut anmelden", en: "Session expired – please log in again" },
  loginIntro: { de: "Ihre Änderungen bleiben erhalten und werden nach der Anmeldung gespeichert.", en: "Your changes are kept and saved after you log in." },
  email: { de: "E-Mail", en: "E-mail" },
  password: { de: "Passwort", en: "Password" },
  login: { de: "Anmelden", en: "Log in" },
  loginFailed: { de: "E-Mail oder Passwort ist falsch.", en: "Wrong e-mail or password." },
  cancel: { de: "Abbrechen", en: "Cancel" },
  // stale save
  staleTitle: { de: "Jemand anderes hat diese Seite inzwischen gespeichert", en: "Someone else has saved this page in the meantime" },
  compare: { de: "Vergleichen", en: "Compare" },
  failureAt: { de: "Fehler", en: "Failure" },
} satisfies Record<string, Localized>;

export type ShellWord = keyof typeof shellText;

export function shellWord(lang: Lang, word: ShellWord): string {
  return shellText[word][lang];
}

/** "Überschrift nach Position 2 in Spalte 1 verschoben". */
export function movedText(lang: Lang, what: string, position: number, column: number, section?: number): string {
  const where = section === undefined ? "" : lang === "de" ? ` von Abschnitt ${section}` : ` of section ${section}`;
  return lang === "de" ? `${what} nach Position ${position} in Spalte ${column}${where} verschoben` : `${what} moved to position ${position} in column ${column}${where}`;
}

export function sectionMovedText(lang: Lang, position: number): string {
  return lang === "de" ? `Abschnitt nach Position ${position} verschoben` : `Section moved to position ${position}`;
}

export const actionText = {
  added: { de: (what: string) => `${what} hinzugefügt`, en: (what: string) => `${what} added` },
  deleted: { de: (what: string) => `${what} gelöscht`, en: (what: string) => `${what} deleted` },
  copied: { de: (what: string) => `${what} in die Zwischenablage kopiert`, en: (what: string) => `${what} copied to the clipboard` },
  cut: { de: (what: string) => `${what} ausgeschnitten`, en: (what: string) => `${what} cut` },
  pasted: { de: (what: string) => `${what} eingefügt`, en: (what: string) => `${what} pasted` },
  changed: { de: (what: string) => `${what} geändert`, en: (what: string) => `${what} changed` },
  layout: { de: (what: string) => `Aufteilung ${what}`, en: (what: string) => `Layout ${what}` },
} satisfies Record<string, Record<Lang, (what: string) => string>>;

export function staleText(lang: Lang, author: string, at: string): string {
  const when = dateTimeFormat(lang === "de" ? "de-DE" : "en-GB", { dateStyle: "medium", timeStyle: "short", timeZone: "Europe/Berlin" }).format(new Date(at));
  const who = author || (lang === "de" ? "Ein anderes Konto" : "Another account");
  return lang === "de" ? `${who} hat am ${when} gespeichert. Ihre Änderungen wurden nicht gespeichert.` : `${who} saved on ${when}. Your changes were not saved.`;
}

export const layoutLabels = { "100": "100 %", "67-33": "67/33", "33-67": "33/67", "50-50": "50/50", "33-33-33": "33/33/33", "25-50-25": "25/50/25" } as const;
