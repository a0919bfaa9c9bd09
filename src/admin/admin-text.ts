// Words of the backend admin in the editor's language; admin-only, so they stay out of the visitor
// dictionaries in src/i18n/.
import type { Lang, Localized } from "../../shared/lib/localized.ts";

export const adminText = {
  admin: { de: "Verwaltung", en: "Admin" },
  adminNavigation: { de: "Bereiche der Verwaltung", en: "Admin sections" },
  overview: { de: "Übersicht", en: "Overview" },
  toSite: { de: "Zur Website", en: "To the website" },
  toHub: { de: "Redaktions-Hub", en: "Editors' hub" },
  headerLinks: { de: "Website, Hub und Sprache", en: "Website, hub and language" },
  logout: { de: "Abmelden", en: "Log out" },
  search: { de: "Suchen", en: "Search" },
  searchIn: { de: "Suche in", en: "Search in" },
  create: { de: "Neu anlegen", en: "Create new" },
  title: { de: "Titel", en: "Title" },
  actions: { de: "Aktionen", en: "Actions" },
  edit: { de: "Bearbeiten", en: "Edit" },
  viewOnSite: { de: "Auf der Website ansehen", en: "View on site" },
  save: { de: "Speichern", en: "Save" },
  saved: { de: "Gespeichert.", en: "Saved." },
  deleted: { de: "Gelöscht.", en: "Deleted." },
  delete: { de: "Löschen", en: "Delete" },
  deleteTitle: { de: "Löschen bestätigen", en: "Confirm deletion" },
  deleteQuestion: { de: "Soll dieser Eintrag endgültig gelöscht werden?", en: "Delete this item for good?" },
  cannotDelete: { de: "Dieser Eintrag wird noch verwendet und kann nicht gelöscht werden:", en: "This item is still in use and cannot be deleted:" },
  notUsed: { de: "Wird nirgends verwendet.", en: "Not used anywhere." },
  usedIn: { de: "Verwendet in", en: "Used in" },
  cancel: { de: "Abbrechen", en: "Cancel" },
  backToList: { de: "Zurück zur Liste", en: "Back to the list" },
  german: { de: "Deutsch", en: "German" },
  english: { de: "Englisch", en: "English" },
  none: { de: "– keine Auswahl –", en: "– none –" },
  required: { de: "Pflichtfeld", en: "required" },
  problems: { de: "Bitte korrigieren Sie die markierten Felder:", en: "Please correct the marked fields:" },
  noResults: { de: "Keine Einträge gefunden.", en: "No items found." },
  count: { de: (n: number) => `${n} Einträge`, en: (n: number) => `${n} items` },
  unread: { de: (n: number) => `${n} neu`, en: (n: number) => `${n} new` },
  pageOf: { de: (page: number, pages: number) => `Seite ${page} von ${pages}`, en: (page: number, pages: number) => `Page ${page} of ${pages}` },
  previous: { de: "Vorherige Seite", en: "Previous page" },
  next: { de: "Nächste Seite", en: "Next page" },
  sortBy: { de: "Sortieren nach", en: "Sort by" },
  imageId: { de: "Nummer des Bildes in der Mediathek", en: "Number of the image in the media library" },
  pages: { de: "Seitennavigation", en: "Pagination" },
  entries: { de: "Eingänge", en: "Entries" },
  entry: { de: "Eingang", en: "Entry" },
  csv: { de: "Als CSV herunterladen", en: "Download as CSV" },
  received: { de: "Eingegangen", en: "Received" },
  status: { de: "Status", en: "Status" },
  content: { de: "Inhalt", en: "Content" },
  isRead: { de: "gelesen", en: "read" },
  isUnread: { de: "neu", en: "new" },
  more: { de: "Weiteres", en: "More" },
} satisfies Record<string, Localized | { de: (...args: never[]) => string; en: (...args: never[]) => string }>;

type Plain = { [K in keyof typeof adminText]: (typeof adminText)[K] extends Localized ? K : never }[keyof typeof adminText];

/** A fixed word of the admin in `lang`. */
export const adminWord = (key: Plain, lang: Lang): string => (adminText[key] as Localized)[lang];
