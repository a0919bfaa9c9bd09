// People of the ensemble and the artistic teams (spec §2 person pages).
import { object } from "superstruct";
import { urlFor } from "../../route-paths.ts";
import { flag, localizedText, optionalReference, references, requiredText, slug } from "../admin-field-schemas.ts";
import { defineResource } from "../define-resource.ts";

export const personsResource = defineResource({
  name: "persons",
  label: { de: "Personen", en: "People" },
  singular: { de: "Person", en: "Person" },
  group: "people",
  fields: [
    { name: "first_name", kind: "text", required: true, maxLength: 100, label: { de: "Vorname", en: "First name" } },
    { name: "last_name", kind: "text", required: true, maxLength: 100, label: { de: "Nachname", en: "Last name" } },
    { name: "slug", kind: "text", required: true, maxLength: 120, label: { de: "Adresskürzel", en: "Slug" }, help: { de: "Kleinbuchstaben, Ziffern und Bindestriche, z. B. anna-berg", en: "Lowercase letters, digits and dashes, e.g. anna-berg" } },
    { name: "position", kind: "text", localized: true, maxLength: 200, label: { de: "Funktion", en: "Position" }, help: { de: "z. B. Sopran, Intendantin", en: "e.g. soprano, artistic director" } },
    { name: "biography", kind: "richtext", localized: true, maxLength: 20_000, label: { de: "Biografie", en: "Biography" } },
    { name: "categories", kind: "references", resource: "person-categories", label: { de: "Kategorien", en: "Categories" } },
    { name: "image", kind: "image", label: { de: "Porträt", en: "Portrait" } },
    { name: "is_online", kind: "boolean", label: { de: "Online", en: "Online" } },
  ],
  schema: object({
    first_name: requiredText(100),
    last_name: requiredText(100),
    slug: slug(),
    position: localizedText(200),
    biography: localizedText(20_000),
    categories: references,
    image: optionalReference,
    is_online: flag,
  }),
  defaults: { first_name: "", last_name: "", slug: "", position: { de: "", en: "" }, biography: { de: "", en: "" }, categories: [], image: null, is_online: true },
  columns: ["position", "is_online"],
  searchKind: "person",
  title: (values) => `${String(values.first_name ?? "")} ${String(values.last_name ?? "")}`.trim(),
  siteUrl: ({ id, values }, lang) => urlFor("ensemble-slug-id", { slug: String(values.slug), id }, lang),
});

