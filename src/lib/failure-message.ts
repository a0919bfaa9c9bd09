// The schemas' failure reasons are English sentences (the server's 400 uses the same words, see
// shared/fields/checks.ts); the editor's modal and the admin's forms show each in the staff's language:
// every known reason has a German sentence (English: the reason itself), the counted ones come from the
// staff dictionary (fieldFailures), whose plural forms t() picks by Intl.PluralRules ("1 Eintrag",
// "30 Einträge"). A reason not in the table reads as "… ist ungültig." in German rather than in English.
import type { Lang } from "../../shared/lib/localized.ts";
import { translator } from "../i18n/index.tsx";

type Say = (match: RegExpMatchArray, lang: Lang) => string;
/** A reason's pattern and its German sentence (English: the reason itself); "both": the sentence in either language (a counted one, from the dictionary). */
type Reason = [pattern: RegExp, say: Say, both?: "both"];

const n = (match: RegExpMatchArray, index = 1) => Number(match[index]);

const reasons: Reason[] = [
  [/^is required$/, () => "ist ein Pflichtfeld."],
  [/^must be at most (\d+) characters?$/, (m, lang) => translator(lang)("fieldFailures.atMostCharacters", { count: n(m) }), "both"],
  [/^must be at least (\d+) characters?$/, (m, lang) => translator(lang)("fieldFailures.atLeastCharacters", { count: n(m) }), "both"],
  [/^must hold at least (\d+) items?$/, (m, lang) => translator(lang)("fieldFailures.atLeastItems", { count: n(m) }), "both"],
  [/^must hold at most (\d+) items?$/, (m, lang) => translator(lang)("fieldFailures.atMostItems", { count: n(m) }), "both"],
  [/^must be a web address starting with https:\/\/$/, () => "muss eine Webadresse sein, die mit https:// beginnt."],
  [/^must be a path on this site \(\/de\/…\) or a web address starting with https:\/\/$/, () => "muss ein Pfad dieser Website (/de/…) oder eine Webadresse mit https:// sein."],
  [/^must be a path on this site \(\/de\/…\), a web address starting with https:\/\/, mailto: or tel:$/, () => "muss ein Pfad dieser Website (/de/…), eine Webadresse mit https://, mailto: oder tel: sein."],
  [/^must be a path on this site, a web address, mailto: or tel:, not (\S+):$/, (m) => `muss ein Pfad dieser Website, eine Webadresse, mailto: oder tel: sein, kein ${m[1]}:-Link.`],
  [/^must be a web address with a host name, e\.g\. https:\/\/example\.org$/, () => "muss eine Webadresse mit Domain sein, z. B. https://example.org."],
  [/^must be an e-mail address after mailto:$/, () => "muss nach mailto: eine E-Mail-Adresse enthalten."],
  [/^must be a phone number after tel:$/, () => "muss nach tel: eine Telefonnummer enthalten (Ziffern, +, -, Klammern)."],
  [/^must start with a letter and use only letters, digits, - and _$/, () => "muss mit einem Buchstaben beginnen und darf nur Buchstaben, Ziffern, - und _ enthalten."],
  [/^must be a date and time$/, () => "muss ein Datum mit Uhrzeit sein."],
  [/^must be a date \(YYYY-MM-DD\)$/, () => "muss ein Datum sein."],
  [/^must be on (.+)$/, (m) => `muss auf ${m[1]} liegen.`],
  [/^must use only lowercase letters, digits and single dashes$/, () => "darf nur Kleinbuchstaben, Ziffern und einzelne Bindestriche enthalten."],
  [/^must be a whole number from (-?\d+) to (-?\d+)$/, (m) => `muss eine ganze Zahl von ${m[1]} bis ${m[2]} sein.`],
  [/^must be a number from (-?[\d.]+) to (-?[\d.]+) with at most (\d+) decimal places?$/, (m, lang) => translator(lang)("fieldFailures.decimalNumber", { min: m[1], max: m[2], count: n(m, 3) }), "both"],
  [/^must be an amount in euros, e\.g\. 12,50$/, () => "muss ein Betrag in Euro sein, z. B. 12,50."],
  [/^must be after the start$/, () => "muss nach dem Beginn liegen."],
  [/^must be after "(.+)"$/, (m) => `muss nach „${m[1]}“ liegen.`],
  [/^must be a time of day \(HH:MM\)$/, () => "muss eine Uhrzeit sein (HH:MM)."],
  [/^must be chosen from the media library$/, () => "muss aus der Mediathek gewählt werden."],
  [/^needs alt text in German and English before it can be placed$/, () => "braucht Alt-Text auf Deutsch und Englisch, bevor es verwendet werden kann."],
  [/^must name each item once$/, () => "darf jeden Eintrag nur einmal nennen."],
  [/^must be a path below the language \(spielplan\/…\), a path on this site \(\/de\/…\) or a web address starting with https:\/\/$/, () => "muss ein Pfad unter der Sprache (spielplan/…), ein Pfad dieser Website (/de/…) oder eine Webadresse mit https:// sein."],
  [/^must not be its own parent or lie below itself$/, () => "darf nicht der Menüpunkt selbst oder einer seiner Unterpunkte sein."],
  [/^must be in the same menu$/, () => "muss im selben Menü liegen."],
  [/^must be a valid e-mail address$/, () => "muss eine gültige E-Mail-Adresse sein."],
  [/^cannot be switched off for your own account: .*$/, () => "kann für das eigene Konto nicht ausgeschaltet werden: Von diesem Konto aus ließe es sich nicht rückgängig machen. Bitten Sie eine andere Administratorin oder einen anderen Administrator."],
  [/^cannot be lowered for your own account: .*$/, () => "kann für das eigene Konto nicht herabgesetzt werden: Von diesem Konto aus ließe es sich nicht rückgängig machen. Bitten Sie eine andere Administratorin oder einen anderen Administrator."],
  [/^would leave the site without an active admin$/, () => "würde die Website ohne aktive Administration lassen."],
  [/^is already used by another item$/, () => "wird schon von einem anderen Eintrag verwendet."],
  [/^must be chosen from the list$/, () => "muss aus der Liste gewählt werden."],
  [/^must not be before the first day$/, () => "darf nicht vor dem ersten Tag liegen."],
  [/^must be a path on this site starting with \/ \(no spaces, \? or #\)$/, () => "muss ein Pfad dieser Website sein, der mit / beginnt (ohne Leerzeichen, ? und #)."],
  [/^must be a file of type (.+)$/, (m) => `muss eine Datei vom Typ ${m[1]} sein.`],
  [/^must be a path on this site \(\/media\/…\) or a web address starting with https:\/\/$/, () => "muss ein Pfad dieser Website (/media/…) oder eine Webadresse mit https:// sein."],
  [/^must be one of the choices$/, () => "muss eine der Auswahlmöglichkeiten sein."],
  [/^must be one of the allowed values(, got .*)?$/, () => "muss einer der erlaubten Werte sein."],
  [/^must be a number, got .*$/, () => "muss eine Zahl sein."],
  [/^must be a text$/, () => "muss ein Text sein."],
  [/^must be a number$/, () => "muss eine Zahl sein."],
  [/^must be yes or no$/, () => "muss ja oder nein sein."],
  [/^must be a list$/, () => "muss eine Liste sein."],
  [/^is not an allowed field$/, () => "ist kein erlaubtes Feld."],
  // The voucher form's own reasons (server/shop/vouchers/voucher-admin.ts, shared/api/contract/vouchers.ts).
  [/^is required for an amount voucher$/, () => "ist für einen Betragsgutschein nötig."],
  [/^is required for a percent voucher \(1 to 100\)$/, () => "ist für einen Prozentgutschein nötig (1 bis 100)."],
  [/^is required for a free ticket voucher$/, () => "ist für einen Freikartengutschein nötig."],
  [/^must not be before the start of the window$/, () => "darf nicht vor dem Beginn des Zeitraums liegen."],
  [/^must be empty for a batch: its codes are generated$/, () => "muss bei einer Serie leer bleiben: Ihre Codes werden erzeugt."],
  [/^must be an existing account$/, () => "muss ein bestehendes Konto sein."],
  [/^must be 4 to 40 capital letters, digits and -$/, () => "muss aus 4 bis 40 Großbuchstaben, Ziffern und - bestehen."],
  [/^must be up to 20 capital letters, digits and -$/, () => "darf höchstens 20 Großbuchstaben, Ziffern und - enthalten."],
];

const sentence = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`);

/** The reason alone in `lang`: "braucht mindestens 1 Eintrag." / "must hold at least 1 item." */
export function reasonText(reason: string, lang: Lang): string {
  for (const [pattern, say, both] of reasons) {
    const match = reason.match(pattern);
    if (!match) continue;
    if (both) return say(match, lang);
    return lang === "en" ? sentence(reason) : say(match, lang);
  }
  return lang === "en" ? sentence(reason) : translator(lang)("fieldFailures.invalid");
}

/** Whether the table has a sentence for the reason (a test's check that no reason falls through). */
export const isKnownReason = (reason: string) => reasons.some(([pattern]) => pattern.test(reason));

/** The sentence shown at a field: "Headline is required." / "Überschrift ist ein Pflichtfeld." */
export function failureMessage(fieldLabel: string, reason: string, lang: Lang): string {
  return `${fieldLabel} ${reasonText(reason, lang)}`;
}
