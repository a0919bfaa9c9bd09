// The box office's opening hours (spec §3 "Opening hours today"): the regular hours per weekday and
// the exceptions for single days, which override them. Several rows for one day make several ranges.
// A production with opening times of its own (spec §2 detail section OpeningHours) has the same
// weekday rows, as a part of the production.
import type { AdminFailure } from "../../../shared/api/contract/admin.ts";
import type { Field } from "../../../shared/fields/field.ts";
import type { Localized } from "../../../shared/lib/localized.ts";
import { defineResource } from "../define-resource.ts";

export const weekdays = [
  { value: "1", label: { de: "Montag", en: "Monday" } },
  { value: "2", label: { de: "Dienstag", en: "Tuesday" } },
  { value: "3", label: { de: "Mittwoch", en: "Wednesday" } },
  { value: "4", label: { de: "Donnerstag", en: "Thursday" } },
  { value: "5", label: { de: "Freitag", en: "Friday" } },
  { value: "6", label: { de: "Samstag", en: "Saturday" } },
  { value: "7", label: { de: "Sonntag", en: "Sunday" } },
];

const hoursFields = [
  { name: "time_from", kind: "time", label: { de: "Geöffnet von", en: "Open from" } },
  { name: "time_to", kind: "time", label: { de: "Geöffnet bis", en: "Open until" } },
  { name: "closed", kind: "boolean", label: { de: "Geschlossen", en: "Closed" } },
  { name: "alternative_text", kind: "text", localized: true, maxLength: 200, label: { de: "Anderer Text", en: "Alternative text" }, help: { de: "Statt der Zeiten, z. B. „Nach Vereinbarung“", en: "Instead of the times, e.g. “By appointment”" } },
  { name: "alternative_link_url", kind: "link", label: { de: "Link", en: "Link" }, help: { de: "Pfad der Website (/de/…) oder https://…", en: "Path on this site (/en/…) or https://…" } },
] as const satisfies readonly Field[];

type Hours = { time_from: string; time_to: string; closed: boolean; alternative_text: Localized };

/** An open range needs both times, the end after the start; a closed day or an alternative text needs none. */
function rangeCheck(values: Hours): AdminFailure | undefined {
  if (values.closed) return undefined;
  if (values.time_from === "" && values.time_to === "") return values.alternative_text.de !== "" ? undefined : { field: "time_from", reason: "is required" };
  if (values.time_from === "") return { field: "time_from", reason: "is required" };
  if (values.time_to === "") return { field: "time_to", reason: "is required" };
  return values.time_to > values.time_from ? undefined : { field: "time_to", reason: "must be after the start" };
}

const hoursTitle = (values: Record<string, unknown>) =>
  values.closed ? "–" : values.time_from ? `${String(values.time_from)}–${String(values.time_to)}` : (values.alternative_text as Localized | undefined)?.de ?? "";

const weekdayField = { name: "weekday", kind: "select", options: weekdays, required: true, default: "1", label: { de: "Wochentag", en: "Weekday" } } as const satisfies Field;
const weekdayTitle = (values: Record<string, unknown>, lang: "de" | "en") => `${weekdays.find((day) => day.value === String(values.weekday))?.label[lang] ?? ""} ${hoursTitle(values)}`.trim();

export const openingHoursResource = defineResource({
  name: "opening-hours",
  label: { de: "Öffnungszeiten", en: "Opening hours" },
  singular: { de: "Öffnungszeit", en: "Opening hours" },
  group: "site",
  fields: [weekdayField, ...hoursFields],
  validate: rangeCheck,
  columns: ["weekday", "time_from", "time_to", "closed"],
  title: weekdayTitle,
});

export const productionOpeningHoursResource = defineResource({
  name: "production-opening-hours",
  label: { de: "Öffnungszeiten von Produktionen", en: "Production opening hours" },
  singular: { de: "Öffnungszeit der Produktion", en: "Production opening hours" },
  group: "programme",
  fields: [{ name: "production", kind: "reference", to: "productions", required: true, label: { de: "Produktion", en: "Production" } }, weekdayField, ...hoursFields],
  validate: rangeCheck,
  columns: ["production", "weekday", "time_from", "time_to"],
  title: weekdayTitle,
});

export const openingHoursExceptionsResource = defineResource({
  name: "opening-hours-exceptions",
  label: { de: "Abweichende Öffnungszeiten", en: "Opening hours exceptions" },
  singular: { de: "Abweichende Öffnungszeit", en: "Opening hours exception" },
  group: "site",
  fields: [{ name: "day", kind: "date", required: true, label: { de: "Tag", en: "Day" } }, ...hoursFields],
  validate: rangeCheck,
  columns: ["day", "time_from", "time_to", "closed"],
  title: (values) => `${String(values.day ?? "")} ${hoursTitle(values)}`.trim(),
});
