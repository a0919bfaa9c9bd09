// Productions (spec §2 production pages) with their texts, filters, picture, trailer and promoter;
// their performances, contributors, programme and opening hours are listed on the form.
import { object } from "superstruct";
import { pick, type Localized } from "../../../shared/lib/localized.ts";
import { urlFor } from "../../route-paths.ts";
import { embedHostsHelp, optionalEmbedUrl } from "../../modules/field-schemas.ts";
import { flag, localizedSlug, localizedText, optionalDate, optionalReference, optionalWholeNumber, references } from "../admin-field-schemas.ts";
import { defineResource } from "../define-resource.ts";

export const productionsResource = defineResource({
  name: "productions",
  label: { de: "Produktionen", en: "Productions" },
  singular: { de: "Produktion", en: "Production" },
  group: "programme",
  fields: [
    { name: "title", kind: "text", localized: true, required: true, maxLength: 200, label: { de: "Titel", en: "Title" } },
    { name: "slug", kind: "text", localized: true, required: true, maxLength: 120, label: { de: "Adresskürzel", en: "Slug" }, help: { de: "Kleinbuchstaben, Ziffern und Bindestriche, z. B. die-zauberfloete", en: "Lowercase letters, digits and dashes, e.g. the-magic-flute" } },
    { name: "subline", kind: "text", localized: true, maxLength: 300, label: { de: "Unterzeile", en: "Subline" } },
    { name: "teaser", kind: "textarea", localized: true, maxLength: 1000, label: { de: "Anriss", en: "Teaser" } },
    { name: "description", kind: "richtext", localized: true, maxLength: 50_000, label: { de: "Beschreibung", en: "Description" } },
    { name: "important_info", kind: "richtext", localized: true, maxLength: 5000, label: { de: "Wichtige Hinweise", en: "Important information" } },
    { name: "exhibition_type", kind: "reference", resource: "exhibition-types", label: { de: "Sparte", en: "Exhibition type" } },
    { name: "genre", kind: "reference", resource: "genres", label: { de: "Genre", en: "Genre" } },
    { name: "season", kind: "reference", resource: "seasons", label: { de: "Spielzeit", en: "Season" } },
    { name: "tags", kind: "references", resource: "production-tags", label: { de: "Schlagworte", en: "Tags" } },
    { name: "premiere_on", kind: "date", label: { de: "Premiere am", en: "Premiere on" } },
    { name: "duration_minutes", kind: "number", min: 1, max: 1440, label: { de: "Dauer in Minuten", en: "Duration in minutes" } },
    { name: "image", kind: "image", label: { de: "Bild", en: "Image" } },
    { name: "video_url", kind: "url", maxLength: 2000, label: { de: "Video (Adresse)", en: "Video (address)" }, help: embedHostsHelp("video", "Ein Video auf", "A video on") },
    { name: "promoter", kind: "reference", resource: "partners", label: { de: "Veranstalter", en: "Promoter" }, help: { de: "Nur wenn nicht das Theater selbst veranstaltet", en: "Only when the theatre does not present it itself" } },
    { name: "sticky_event", kind: "boolean", label: { de: "Schwebender Karten-Knopf", en: "Sticky booking button" } },
    { name: "is_online", kind: "boolean", label: { de: "Online", en: "Online" } },
  ],
  schema: object({
    title: localizedText(200, { required: true }),
    slug: localizedSlug(),
    subline: localizedText(300),
    teaser: localizedText(1000),
    description: localizedText(50_000),
    important_info: localizedText(5000),
    exhibition_type: optionalReference,
    genre: optionalReference,
    season: optionalReference,
    tags: references,
    premiere_on: optionalDate,
    duration_minutes: optionalWholeNumber(1, 1440),
    image: optionalReference,
    // Only what the page can embed (spec §5 embed hosts); anything else would leave the Video section out.
    video_url: optionalEmbedUrl("video"),
    promoter: optionalReference,
    sticky_event: flag,
    is_online: flag,
  }),
  defaults: {
    title: { de: "", en: "" },
    slug: { de: "", en: "" },
    subline: { de: "", en: "" },
    teaser: { de: "", en: "" },
    description: { de: "", en: "" },
    important_info: { de: "", en: "" },
    exhibition_type: null,
    genre: null,
    season: null,
    tags: [],
    premiere_on: "",
    duration_minutes: null,
    image: null,
    video_url: "",
    promoter: null,
    sticky_event: false,
    is_online: true,
  },
  columns: ["exhibition_type", "premiere_on", "is_online"],
  children: [
    { resource: "events", field: "production" },
    { resource: "contributors", field: "production" },
    { resource: "programme-items", field: "production" },
    { resource: "production-opening-hours", field: "production" },
  ],
  searchKind: "production",
  title: (values, lang) => pick(values.title as Localized, lang),
  siteUrl: ({ id, values }, lang) => urlFor("productions-slug-id", { slug: pick(values.slug as Localized, lang), id }, lang),
});
