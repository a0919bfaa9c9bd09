// One event as an iCalendar file (RFC 5545) for "add to calendar": a VCALENDAR with the
// Europe/Berlin VTIMEZONE and one VEVENT. Pure: the server route feeds it, tests read it.
import { formatInTimeZone } from "date-fns-tz";
import { TIME_ZONE } from "../../shared/lib/berlin-time.ts";

export interface CalendarEvent {
  /** Stable across downloads, e.g. "event-42@kulisse.example". */
  uid: string;
  /** When the file was made (DTSTAMP, written in UTC). */
  stamp: Date;
  start: Date;
  /** Null: start + `fallbackMinutes`. */
  end: Date | null;
  fallbackMinutes?: number;
  summary: string;
  location: string;
  description: string;
  /** Absolute URL of the event page. */
  url: string;
  cancelled: boolean;
  /** PRODID's text, e.g. the theatre's name. */
  producer: string;
}

const CRLF = "\r\n";
const MAX_OCTETS = 75;

/** RFC 5545 §3.3.11 TEXT: backslash, semicolon and comma escaped, line breaks as "\n". */
export function escapeText(text: string): string {
  return text
    .replace(/\\/g, "\\\\")
    .replace(/;/g, "\\;")
    .replace(/,/g, "\\,")
    .replace(/\r\n|\r|\n/g, "\\n");
}

/** RFC 5545 §3.1: lines longer than 75 octets are folded with CRLF + space, never inside a UTF-8 character. */
export function foldLine(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = "";
  let octets = 0;
  let limit = MAX_OCTETS;
  for (const char of line) {
    const size = encoder.encode(char).length;
    if (octets + size > limit) {
      parts.push(current);
      current = "";
      octets = 0;
      limit = MAX_OCTETS - 1; // the leading space of a continuation line counts
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join(`${CRLF} `);
}

/** "20261128T193000" in Berlin local time (for DTSTART;TZID=Europe/Berlin). */
export function berlinLocal(instant: Date): string {
  return formatInTimeZone(instant, TIME_ZONE, "yyyyMMdd'T'HHmmss");
}

/** "20261128T183000Z". */
export function utcStamp(instant: Date): string {
  return formatInTimeZone(instant, "UTC", "yyyyMMdd'T'HHmmss'Z'");
}

/** Europe/Berlin since 1996: CET/CEST, switching on the last Sundays of March and October. */
const BERLIN_TIMEZONE = [
  "BEGIN:VTIMEZONE",
  `TZID:${TIME_ZONE}`,
  "BEGIN:DAYLIGHT",
  "TZOFFSETFROM:+0100",
  "TZOFFSETTO:+0200",
  "TZNAME:CEST",
  "DTSTART:19700329T020000",
  "RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU",
  "END:DAYLIGHT",
  "BEGIN:STANDARD",
  "TZOFFSETFROM:+0200",
  "TZOFFSETTO:+0100",
  "TZNAME:CET",
  "DTSTART:19701025T030000",
  "RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU",
  "END:STANDARD",
  "END:VTIMEZONE",
];

export function buildICalendar(event: CalendarEvent): string {
  const end = event.end && event.end > event.start ? event.end : new Date(event.start.getTime() + (event.fallbackMinutes ?? 120) * 60_000);
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    `PRODID:-//${escapeText(event.producer)}//Spielplan//DE`,
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    ...BERLIN_TIMEZONE,
    "BEGIN:VEVENT",
    `UID:${event.uid}`,
    `DTSTAMP:${utcStamp(event.stamp)}`,
    `DTSTART;TZID=${TIME_ZONE}:${berlinLocal(event.start)}`,
    `DTEND;TZID=${TIME_ZONE}:${berlinLocal(end)}`,
    `SUMMARY:${escapeText(event.summary)}`,
    event.location ? `LOCATION:${escapeText(event.location)}` : null,
    event.description ? `DESCRIPTION:${escapeText(event.description)}` : null,
    `URL:${event.url}`,
    `STATUS:${event.cancelled ? "CANCELLED" : "CONFIRMED"}`,
    "END:VEVENT",
    "END:VCALENDAR",
  ];
  return lines
    .filter((line): line is string => line !== null)
    .map(foldLine)
    .join(CRLF)
    .concat(CRLF);
}
