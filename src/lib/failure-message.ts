// The schemas' failure reasons are English sentences (the server's 400 uses the same words); German
// editors read them translated where the sentence is one of the shared ones. Used by the page
// editor's modal and the admin's forms.
import type { Lang } from "../../shared/lib/localized.ts";

const germanReasons: [RegExp, (match: RegExpMatchArray) => string][] = [
  [/^is required$/, () => "ist ein Pflichtfeld."],
  [/^must be at most (\d+) characters$/, (m) => `darf höchstens ${m[1]} Zeichen lang sein.`],
  [/^must be a web address starting with https:\/\/$/, () => "muss eine Webadresse sein, die mit https:// beginnt."],
  [/^must be a path on this site \(\/de\/…\) or a web address starting with https:\/\/$/, () => "muss ein Pfad dieser Website (/de/…) oder eine Webadresse mit https:// sein."],
  [/^must start with a letter and use only letters, digits, - and _$/, () => "muss mit einem Buchstaben beginnen und darf nur Buchstaben, Ziffern, - und _ enthalten."],
  [/^must be a date and time$/, () => "muss ein Datum mit Uhrzeit sein."],
  [/^must be a date \(YYYY-MM-DD\)$/, () => "muss ein Datum sein."],
  [/^must be on (.+)$/, (m) => `muss auf ${m[1]} liegen.`],
  [/^must hold at least (\d+) items?$/, (m) => `braucht mindestens ${m[1]} Einträge.`],
  [/^must hold at most (\d+) items?$/, (m) => `darf höchstens ${m[1]} Einträge haben.`],
  [/^must use only lowercase letters, digits and single dashes$/, () => "darf nur Kleinbuchstaben, Ziffern und einzelne Bindestriche enthalten."],
  [/^must be a whole number from (-?\d+) to (-?\d+)$/, (m) => `muss eine ganze Zahl von ${m[1]} bis ${m[2]} sein.`],
  [/^must be an amount in euros, e\.g\. 12,50$/, () => "muss ein Betrag in Euro sein, z. B. 12,50."],
  [/^must be after the start$/, () => "muss nach dem Beginn liegen."],
  [/^must be a time of day \(HH:MM\)$/, () => "muss eine Uhrzeit sein (HH:MM)."],
  [/^must be chosen from the media library$/, () => "muss aus der Mediathek gewählt werden."],
  [/^needs alt text in German and English before it can be placed$/, () => "braucht Alt-Text auf Deutsch und Englisch, bevor es verwendet werden kann."],
  [/^must name each item once$/, () => "darf jeden Eintrag nur einmal nennen."],
  [/^must be a path below the language \(spielplan\/…\), a path on this site \(\/de\/…\) or a web address starting with https:\/\/$/, () => "muss ein Pfad unter der Sprache (spielplan/…), ein Pfad dieser Website (/de/…) oder eine Webadresse mit https:// sein."],
  [/^must not be its own parent or lie below itself$/, () => "darf nicht der Menüpunkt selbst oder einer seiner Unterpunkte sein."],
  [/^must be in the same menu$/, () => "muss im selben Menü liegen."],
  [/^must be at least 12 characters$/, () => "muss mindestens 12 Zeichen lang sein."],
  [/^must be a valid e-mail address$/, () => "muss eine gültige E-Mail-Adresse sein."],
  [/^cannot be switched off for your own account: .*$/, () => "kann für das eigene Konto nicht ausgeschaltet werden: Von diesem Konto aus ließe es sich nicht rückgängig machen. Bitten Sie eine andere Administratorin oder einen anderen Administrator."],
  [/^cannot be lowered for your own account: .*$/, () => "kann für das eigene Konto nicht herabgesetzt werden: Von diesem Konto aus ließe es sich nicht rückgängig machen. Bitten Sie eine andere Administratorin oder einen anderen Administrator."],
  [/^would leave the site without an active admin$/, () => "würde die Website ohne aktive Administration lassen."],
  [/^is already used by another item$/, () => "wird schon von einem anderen Eintrag verwendet."],
  [/^must be chosen from the list$/, () => "muss aus der Liste gewählt werden."],
  [/^must not be before the first day$/, () => "darf nicht vor dem ersten Tag liegen."],
  [/^must be a path on this site starting with \/ \(no spaces, \? or #\)$/, () => "muss ein Pfad dieser Website sein, der mit / beginnt (ohne Leerzeichen, ? und #)."],
];

/** The sentence shown at a field: "Headline is required." / "Überschrift ist ein Pflichtfeld." */
export function failureMessage(fieldLabel: string, reason: string, lang: Lang): string {
  if (lang === "de") {
    for (const [pattern, german] of germanReasons) {
      const match = reason.match(pattern);
      if (match) return `${fieldLabel} ${german(match)}`;
    }
  }
  const sentence = `${fieldLabel} ${reason}`;
  return /[.!?]$/.test(sentence) ? sentence : `${sentence}.`;
}
