// Words of the check-in screen (/admin/check-in) in the staff member's language; admin-only, so they
// stay out of the visitors' dictionaries.
import type { Lang } from "../../../shared/lib/localized.ts";

type Words = Record<Lang, string>;
type Phrase<A extends unknown[]> = Record<Lang, (...args: A) => string>;

export const checkInText = {
  title: { de: "Einlass", en: "Check-in" },
  choose: { de: "Vorstellung wählen", en: "Choose the performance" },
  today: { de: "Heute", en: "Today" },
  upcoming: { de: "Demnächst", en: "Coming up" },
  nothingToday: { de: "Heute ist keine Vorstellung im Verkauf.", en: "No performance on sale today." },
  nothingAtAll: { de: "In den nächsten 14 Tagen ist keine Vorstellung im Verkauf.", en: "No performance on sale in the next 14 days." },
  otherPerformance: { de: "Andere Vorstellung wählen", en: "Choose another performance" },
  notTodayWarning: { de: "Diese Vorstellung ist nicht heute.", en: "This performance is not today." },
  counts: { de: (admitted: number, sold: number) => `${admitted} von ${sold} eingelassen`, en: (admitted: number, sold: number) => `${admitted} of ${sold} admitted` } as Phrase<[number, number]>,
  countsLabel: { de: "Eingelassen", en: "Admitted" },
  countsValue: { de: (admitted: number, sold: number) => `${admitted} von ${sold}`, en: (admitted: number, sold: number) => `${admitted} of ${sold}` } as Phrase<[number, number]>,
  code: { de: "Ticket-Code", en: "Ticket code" },
  codeHelp: { de: "Der Code steht unter dem QR-Code (12 Zeichen). Eingabetaste prüft.", en: "The code is printed below the QR code (12 characters). Enter checks it." },
  check: { de: "Prüfen", en: "Check" },
  checking: { de: "Wird geprüft …", en: "Checking …" },
  cameraStart: { de: "Kamera starten", en: "Start camera" },
  cameraStop: { de: "Kamera ausschalten", en: "Stop camera" },
  cameraLabel: { de: "Kamerabild zum Scannen der QR-Codes", en: "Camera view for scanning QR codes" },
  cameraOn: { de: "Halten Sie den QR-Code des Tickets vor die Kamera.", en: "Hold the ticket's QR code in front of the camera." },
  cameraUnsupported: { de: "Dieser Browser kann keine QR-Codes lesen. Bitte geben Sie den Code ein.", en: "This browser cannot read QR codes. Please type the code." },
  cameraMissing: { de: "Keine Kamera gefunden. Bitte geben Sie den Code ein.", en: "No camera found. Please type the code." },
  cameraDenied: { de: "Der Zugriff auf die Kamera ist nicht erlaubt. Erlauben Sie ihn in den Einstellungen des Browsers, oder geben Sie den Code ein.", en: "Access to the camera is not allowed. Allow it in the browser's settings, or type the code." },
  cameraFailed: { de: "Die Kamera ließ sich nicht starten. Bitte geben Sie den Code ein.", en: "The camera could not be started. Please type the code." },
  noScript: { de: "Ohne JavaScript lässt sich nur der Code eingeben.", en: "Without JavaScript only typing the code works." },
  failed: { de: "Die Prüfung ist fehlgeschlagen. Bitte noch einmal versuchen.", en: "The check failed. Please try again." },
  verdict: {
    valid: { de: "Gültig – Einlass", en: "Valid – admit" },
    already_used: { de: "Bereits benutzt", en: "Already used" },
    wrong_performance: { de: "Falsche Vorstellung", en: "Wrong performance" },
    cancelled: { de: "Storniert", en: "Cancelled" },
    expired: { de: "Abgelaufen", en: "Expired" },
    unpaid: { de: "Nicht bezahlt", en: "Not paid" },
    unknown: { de: "Unbekannter Code", en: "Unknown code" },
  } satisfies Record<string, Words>,
  ticketOf: { de: (position: number, code: string) => `Ticket ${position} der Bestellung ${code}`, en: (position: number, code: string) => `Ticket ${position} of order ${code}` } as Phrase<[number, string]>,
  usedAt: { de: (when: string, who: string) => `Eingelassen ${when}${who ? ` von ${who}` : ""}.`, en: (when: string, who: string) => `Admitted ${when}${who ? ` by ${who}` : ""}.` } as Phrase<[string, string]>,
  validFor: { de: (what: string) => `Diese Karte gilt für ${what}.`, en: (what: string) => `This ticket is for ${what}.` } as Phrase<[string]>,
  cancelledText: { de: "Die Bestellung wurde storniert.", en: "The order was cancelled." },
  expiredText: { de: "Die Reservierung wurde nicht rechtzeitig bezahlt und ist verfallen.", en: "The reservation was not paid in time and has lapsed." },
  unpaidText: { de: "Die Reservierung ist noch nicht bezahlt – bitte zuerst an der Kasse bezahlen.", en: "The reservation is not paid yet – please pay at the box office first." },
  unknownText: { de: (code: string) => `Kein Ticket mit dem Code „${code}“.`, en: (code: string) => `No ticket with the code “${code}”.` } as Phrase<[string]>,
  notToday: { de: (when: string) => `Achtung: Die Vorstellung ist am ${when}, nicht heute.`, en: (when: string) => `Note: the performance is on ${when}, not today.` } as Phrase<[string]>,
};

type Plain = { [K in keyof typeof checkInText]: (typeof checkInText)[K] extends Words ? K : never }[keyof typeof checkInText];

/** A plain word of the check-in screen in `lang`. */
export const checkInWord = (key: Plain, lang: Lang): string => (checkInText[key] as Words)[lang];
