// Productions (spec §2 production pages) with their texts, filters, picture, trailer and promoter;
// their performances, contributors, programme and opening hours are listed on the form.
import { slug } from "../../../shared/fields/checks.ts";
import { pick, type Localized } from "../../../shared/lib/localized.ts";
import { urlFor } from "../../route-paths.ts";
import { embedHostsHelp, embedUrl } from "../../modules/field-schemas.ts";
import { defineResource } from "../define-resource.ts";

export const productionsResource = defineResource({
  name: "productions",
  label: { de: "Produktionen", en: "Productions" },
  singular: { de: "Produktion", en: "Production" },
  group: "programme",
  fields: [
    { name: "title", kind: "text", localized: true, required: true, maxLength: 200, label: { de: "Titel", en: "Title" } },
    { name: "slug", kind: "text", localized: true, required: true, bothLanguages: true, maxLength: 120, check: slug(), label: { de: "Adresskürzel", en: "Slug" }, help: { de: "Kleinbuchstaben, Ziffern und Bindestriche, z. B. die-zauberfloete", en: "Lowercase letters, digits and dashes, e.g. the-magic-flute" } },
    { name: "subline", kind: "text", localized: true, maxLength: 300, label: { de: "Unterzeile", en: "Subline" } },
    { name: "teaser", kind: "textarea", localized: true, maxLength: 1000, label: { de: "Anriss", en: "Teaser" } },
    { name: "description", kind: "richtext", localized: true, maxLength: 50_000, label: { de: "Beschreibung", en: "Description" } },
    { name: "important_info", kind: "richtext", localized: true, maxLength: 5000, label: { de: "Wichtige Hinweise", en: "Important information" } },
    { name: "exhibition_type", kind: "reference", to: "exhibition-types", label: { de: "Sparte", en: "Exhibition type" } },
    { name: "genre", kind: "reference", to: "genres", label: { de: "Genre", en: "Genre" } },
    { name: "season", kind: "reference", to: "seasons", label: { de: "Spielzeit", en: "Season" } },
    { name: "tags", kind: "reference", to: "production-tags", many: true, label: { de: "Schlagworte", en: "Tags" } },
    { name: "premiere_on", kind: "date", label: { de: "Premiere am", en: "Premiere on" } },
    { name: "duration_minutes", kind: "number", min: 1, max: 1440, label: { de: "Dauer in Minuten", en: "Duration in minutes" } },
    { name: "image", kind: "reference", to: "image", label: { de: "Bild", en: "Image" } },
    // Only what the page can embed (spec §5 embed hosts); anything else would leave the Video section out.
    { name: "video_url", kind: "url", maxLength: 2000, check: embedUrl("video"), label: { de: "Video (Adresse)", en: "Video (address)" }, help: embedHostsHelp("video", "Ein Video auf", "A video on") },
    { name: "promoter", kind: "reference", to: "partners", label: { de: "Veranstalter", en: "Promoter" }, help: { de: "Nur wenn nicht das Theater selbst veranstaltet", en: "Only when the theatre does not present it itself" } },
    { name: "sticky_event", kind: "boolean", label: { de: "Schwebender Karten-Knopf", en: "Sticky booking button" } },
    { name: "is_online", kind: "boolean", label: { de: "Online", en: "Online" } },
  ],
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
