// People of the ensemble and the artistic teams (spec §2 person pages).
import { slug } from "../../../shared/fields/checks.ts";
import { urlFor } from "../../route-paths.ts";
import { defineResource } from "../define-resource.ts";

export const personsResource = defineResource({
  name: "persons",
  label: { de: "Personen", en: "People" },
  singular: { de: "Person", en: "Person" },
  group: "people",
  fields: [
    { name: "first_name", kind: "text", required: true, maxLength: 100, label: { de: "Vorname", en: "First name" } },
    { name: "last_name", kind: "text", required: true, maxLength: 100, label: { de: "Nachname", en: "Last name" } },
    { name: "slug", kind: "text", required: true, maxLength: 120, check: slug(), label: { de: "Adresskürzel", en: "Slug" }, help: { de: "Kleinbuchstaben, Ziffern und Bindestriche, z. B. anna-berg", en: "Lowercase letters, digits and dashes, e.g. anna-berg" } },
    { name: "position", kind: "text", localized: true, maxLength: 200, label: { de: "Funktion", en: "Position" }, help: { de: "z. B. Sopran, Intendantin", en: "e.g. soprano, artistic director" } },
    { name: "biography", kind: "richtext", localized: true, maxLength: 20_000, label: { de: "Biografie", en: "Biography" } },
    { name: "categories", kind: "reference", to: "person-categories", many: true, label: { de: "Kategorien", en: "Categories" } },
    { name: "image", kind: "reference", to: "image", label: { de: "Porträt", en: "Portrait" } },
    { name: "is_online", kind: "boolean", label: { de: "Online", en: "Online" } },
  ],
  columns: ["position", "is_online"],
  searchKind: "person",
  title: (values) => `${String(values.first_name ?? "")} ${String(values.last_name ?? "")}`.trim(),
  siteUrl: ({ id, values }, lang) => urlFor("ensemble-slug-id", { slug: String(values.slug), id }, lang),
});

