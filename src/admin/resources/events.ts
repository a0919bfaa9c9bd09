// Performances (spec §3 Event): date, room, status, the ticketing system's id and the seat groups
// that are sold, listed on the form; the event it is part of (a festival) and its sponsors.
import { formatInTimeZone } from "date-fns-tz";
import { TIME_ZONE } from "../../../shared/lib/berlin-time.ts";
import { pick, type Localized } from "../../../shared/lib/localized.ts";
import { urlFor } from "../../route-paths.ts";
import { defineResource } from "../define-resource.ts";

const eventTypes = [
  { value: "", label: { de: "Vorstellung", en: "Performance" } },
  { value: "premiere", label: { de: "Premiere", en: "Premiere" } },
  { value: "revival", label: { de: "Wiederaufnahme", en: "Revival" } },
  { value: "last-performance", label: { de: "Letzte Vorstellung", en: "Last performance" } },
];

const statuses = [
  { value: "scheduled", label: { de: "Geplant", en: "Scheduled" } },
  { value: "sold_out", label: { de: "Ausverkauft", en: "Sold out" } },
  { value: "postponed", label: { de: "Verschoben", en: "Postponed" } },
  { value: "cancelled", label: { de: "Abgesagt", en: "Cancelled" } },
];

const when = (iso: unknown) => (typeof iso === "string" && iso ? formatInTimeZone(new Date(iso), TIME_ZONE, "dd.MM.yyyy HH:mm") : "");

export const eventsResource = defineResource({
  name: "events",
  label: { de: "Termine", en: "Events" },
  singular: { de: "Termin", en: "Event" },
  group: "programme",
  fields: [
    { name: "production", kind: "reference", to: "productions", required: true, label: { de: "Produktion", en: "Production" } },
    { name: "room", kind: "reference", to: "rooms", required: true, label: { de: "Saal", en: "Room" } },
    { name: "date_start", kind: "datetime", required: true, label: { de: "Beginn", en: "Start" } },
    { name: "date_end", kind: "datetime", label: { de: "Ende", en: "End" } },
    { name: "event_type_new", kind: "select", options: eventTypes, label: { de: "Art", en: "Kind" } },
    { name: "status", kind: "select", options: statuses, label: { de: "Status", en: "Status" } },
    { name: "tags", kind: "reference", to: "event-tags", many: true, label: { de: "Schlagworte", en: "Tags" } },
    { name: "series", kind: "reference", to: "series", many: true, label: { de: "Reihen und Abonnements", en: "Series and subscriptions" } },
    {
      name: "parent",
      kind: "reference",
      to: "events",
      label: { de: "Teil von", en: "Part of" },
      help: { de: "Die Veranstaltung, zu der dieser Termin gehört, z. B. ein Festival. Sie zeigt ihn in ihrer Liste.", en: "The event this one belongs to, e.g. a festival. It lists this one." },
    },
    { name: "sponsors", kind: "reference", to: "partners", many: true, label: { de: "Sponsoren", en: "Sponsors" } },
    { name: "id_jet", kind: "number", min: 1, max: 2_147_483_647, label: { de: "Nummer im Ticketsystem", en: "Ticketing system number" }, help: { de: "Ohne sie ist der Termin nicht buchbar.", en: "Without it the event cannot be booked." } },
    { name: "ticket_url", kind: "link", label: { de: "Karten-Adresse (extern)", en: "Ticket address (external)" } },
    { name: "info", kind: "textarea", localized: true, maxLength: 2000, label: { de: "Hinweis zum Termin", en: "Note on this date" } },
    { name: "is_online", kind: "boolean", label: { de: "Online", en: "Online" } },
  ],
  validate: (values) => (!values.date_end || !values.date_start || Date.parse(values.date_end) > Date.parse(values.date_start) ? undefined : { field: "date_end", reason: "must be after the start" }),
  columns: ["date_start", "production", "room", "status"],
  children: [
    { resource: "seat-groups", field: "event" },
    { resource: "events", field: "parent" },
  ],
  searchKind: "event",
  title: (values, lang) => [when(values.date_start), values.production_title ? pick(values.production_title as Localized, lang) : ""].filter(Boolean).join(" · "),
  siteUrl: ({ id, values }, lang) => urlFor("events-slug-id", { slug: values.production_slug ? pick(values.production_slug as Localized, lang) : "termin", id }, lang),
});
