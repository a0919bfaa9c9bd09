// German texts only editors see: the editors' hub (/cms-hub) and the login page. Apart from de.ts so
// that visitors' pages never load them; they come with those screens (see staff-texts.ts).
export const staffDe = {
  hub: {
    actions: {
      pageSave: "speicherte",
      pageRestore: "stellte eine ältere Version wieder her:",
      containerCreate: "legte den Bereich an für",
      containerSave: "speicherte den Bereich von",
      itemCreate: "legte an ({{what}}):",
      itemUpdate: "änderte ({{what}}):",
      itemDelete: "löschte ({{what}}):",
      settingsUpdate: "änderte die Einstellungen:",
      passwordSet: "legte ein neues Passwort fest für",
    },
    site: {
      title: "Zustand der Website",
      site: "Website",
      shop: "Webshop",
      online: "online",
      offline: "offline",
      alert: "Aktueller Hinweis",
      noAlert: "Zurzeit wird kein Hinweis gezeigt.",
    },
    activities: {
      title: "Letzte Änderungen an Seiten",
      empty: "Noch keine Änderungen.",
      version: "Version {{id}} ansehen",
      inLang: "({{lang}})",
      open: "„{{title}}“ ansehen",
      unknownEditor: "Ein gelöschtes Konto",
    },
    schedule: {
      title: "Online und offline in den nächsten 14 Tagen",
      empty: "In den nächsten 14 Tagen ist nichts geplant.",
      online: "geht online",
      offline: "geht offline",
      onPage: "auf",
      kinds: { module: "Modul", article: "Magazinartikel", alert: "Hinweis" },
    },
    forms: {
      title: "Ungelesene Formulareinträge",
      empty: "Alle Formulareinträge sind gelesen.",
      perForm: "Ungelesene Einträge je Formular",
      form: "Formular",
      unread: "Ungelesen",
      newest: "Neueste ungelesene Einträge",
      entry: "Eintrag vom",
    },
    search: {
      title: "Suchbegriffe der letzten 30 Tage",
      top: "Häufigste Suchbegriffe",
      empty: "Suchen ohne Treffer",
      term: "Suchbegriff",
      searches: "Suchen",
      misses: "Ohne Treffer",
      none: "In den letzten 30 Tagen wurde nicht gesucht.",
      noneEmpty: "Jede Suche hat etwas gefunden.",
    },
    failed: "Dieser Teil konnte nicht geladen werden.",
  },
  // check-in at the door (issue 23)
  checkIn: {
    tooMany: "Zu viele Prüfungen in kurzer Zeit. Bitte warten Sie eine Minute.",
  },
  auth: {
    title: "Anmelden",
    logoutTitle: "Abmelden",
    email: "E-Mail-Adresse",
    password: "Passwort",
    submit: "Anmelden",
    logout: "Abmelden",
    loggedInAs: "Sie sind angemeldet als {{name}} ({{email}}).",
    loggedOut: "Sie sind nicht angemeldet.",
    error: {
      invalid: "E-Mail-Adresse oder Passwort ist nicht richtig.",
      missing: "Bitte geben Sie E-Mail-Adresse und Passwort ein.",
    },
    tooMany: "Zu viele Anmeldeversuche",
    tooManyText: "Bitte warten Sie {{minutes}} Min. und versuchen Sie es dann noch einmal.",
    foreign: "Anfrage abgelehnt",
    foreignText: "Diese Anmeldung kam nicht von unserer Website. Bitte melden Sie sich über die Anmeldeseite an.",
  },
};

export type StaffDictionary = typeof staffDe;
