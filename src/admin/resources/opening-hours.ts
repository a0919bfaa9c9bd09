// The box office's opening hours (spec §3 "Opening hours today"): the regular hours per weekday and
// the exceptions for single days, which override them. Several rows for one day make several ranges.
// A production with opening times of its own (spec §2 detail section OpeningHours) has the same
// weekday rows, as a part of the production.
import { enums, object, refine } from "superstruct";
import type { Localized } from "../../../shared/lib/localized.ts";
import { flag, localizedText, optionalTimeOfDay, pathOrUrl, requiredDate, requiredReference } from "../admin-field-schemas.ts";
import { defineResource, type AdminField } from "../define-resource.ts";

export const weekdays = [
  { value: "1", label: { de: "Montag", en: "Monday" } },
  { value: "2", label: { de: "Dienstag", en: "Tuesday" } },
  { value: "3", label: { de: "Mittwoch", en: "Wednesday" } },
  { value: "4", label: { de: "Donnerstag", en: "Thursday" } },
  { value: "5", label: { de: "Freitag", en: "Friday" } },
  { value: "6", label: { de: "Samstag", en: "Saturday" } },
  { value: "7", label: { de: "Sonntag", en: "Sunday" } },
];

const hoursFields: AdminField[] = [
  { name: "time_from", kind: "time", label: { de: "Geöffnet von", en: "Open from" } },
  { name: "time_to", kind: "time", label: { de: "Geöffnet bis", en: "Open until" } },
  { name: "closed", kind: "boolean", label: { de: "Geschlossen", en: "Closed" } },
  { name: "alternative_text", kind: "text", localized: true, maxLength: 200, label: { de: "Anderer Text", en: "Alternative text" }, help: { de: "Statt der Zeiten, z. B. „Nach Vereinbarung“", en: "Instead of the times, e.g. “By appointment”" } },
  { name: "alternative_link_url", kind: "url", maxLength: 2000, label: { de: "Link", en: "Link" }, help: { de: "Pfad der Website (/de/…) oder https://…", en: "Path on this site (/en/…) or https://…" } },
];

const hoursSchema = {
  time_from: optionalTimeOfDay,
  time_to: optionalTimeOfDay,
  closed: flag,
  alternative_text: localizedText(200),
  alternative_link_url: pathOrUrl(false),
};

type Hours = { time_from: string; time_to: string; closed: boolean; alternative_text: Localized };

/** An open range needs both times, the end after the start; a closed day or an alternative text needs none. */
function rangeCheck(values: Hours) {
  if (values.closed) return true;
  if (values.time_from === "" && values.time_to === "") return values.alternative_text.de !== "" || { path: ["time_from"], message: "is required" };
  if (values.time_from === "") return { path: ["time_from"], message: "is required" };
  if (values.time_to === "") return { path: ["time_to"], message: "is required" };
  return values.time_to > values.time_from || { path: ["time_to"], message: "must be after the start" };
}

const hoursDefaults = { time_from: "", time_to: "", closed: false, alternative_text: { de: "", en: "" }, alternative_link_url: "" };

const hoursTitle = (values: Record<string, unknown>) =>
  values.closed ? "–" : values.time_from ? `${String(values.time_from)}–${String(values.time_to)}` : (values.alternative_text as Localized | undefined)?.de ?? "";

const weekdayField: AdminField = { name: "weekday", kind: "select", options: weekdays, required: true, label: { de: "Wochentag", en: "Weekday" } };
const weekdaySchema = enums(weekdays.map((day) => day.value));
const weekdayTitle = (values: Record<string, unknown>, lang: "de" | "en") => `${weekdays.find((day) => day.value === String(values.weekday))?.label[lang] ?? ""} ${hoursTitle(values)}`.trim();

export const openingHoursResource = defineResource({
  name: "opening-hours",
  label: { de: "Öffnungszeiten", en: "Opening hours" },
  singular: { de: "Öffnungszeit", en: "Opening hours" },
  group: "site",
  fields: [weekdayField, ...hoursFields],
  schema: refine(object({ weekday: weekdaySchema, ...hoursSchema }), "opening hours", rangeCheck),
  defaults: { weekday: "1", ...hoursDefaults },
  columns: ["weekday", "time_from", "time_to", "closed"],
  title: weekdayTitle,
});

export const productionOpeningHoursResource = defineResource({
  name: "production-opening-hours",
  label: { de: "Öffnungszeiten von Produktionen", en: "Production opening hours" },
  singular: { de: "Öffnungszeit der Produktion", en: "Production opening hours" },
  group: "programme",
  fields: [{ name: "production", kind: "reference", resource: "productions", required: true, label: { de: "Produktion", en: "Production" } }, weekdayField, ...hoursFields],
  schema: refine(object({ production: requiredReference, weekday: weekdaySchema, ...hoursSchema }), "production opening hours", rangeCheck),
  defaults: { production: null, weekday: "1", ...hoursDefaults },
  columns: ["production", "weekday", "time_from", "time_to"],
  title: weekdayTitle,
});

export const openingHoursExceptionsResource = defineResource({
  name: "opening-hours-exceptions",
  label: { de: "Abweichende Öffnungszeiten", en: "Opening hours exceptions" },
  singular: { de: "Abweichende Öffnungszeit", en: "Opening hours exception" },
  group: "site",
  fields: [{ name: "day", kind: "date", required: true, label: { de: "Tag", en: "Day" } }, ...hoursFields],
  schema: refine(object({ day: requiredDate, ...hoursSchema }), "opening hours exception", rangeCheck),
  defaults: { day: "", ...hoursDefaults },
  columns: ["day", "time_from", "time_to", "closed"],
  title: (values) => `${String(values.day ?? "")} ${hoursTitle(values)}`.trim(),
});
