// Who does what in a production (spec §2 detail order: Contributors): the cast with their roles and
// the artistic team with their functions.
import { pick, type Localized } from "../../../shared/lib/localized.ts";
import { defineResource } from "../define-resource.ts";

const kinds = [
  { value: "cast", label: { de: "Besetzung", en: "Cast" } },
  { value: "team", label: { de: "Künstlerisches Team", en: "Artistic team" } },
];

export const contributorsResource = defineResource({
  name: "contributors",
  label: { de: "Mitwirkende", en: "Contributors" },
  singular: { de: "Mitwirkende Person", en: "Contributor" },
  group: "programme",
  fields: [
    { name: "production", kind: "reference", to: "productions", required: true, label: { de: "Produktion", en: "Production" } },
    { name: "person", kind: "reference", to: "persons", required: true, label: { de: "Person", en: "Person" } },
    { name: "kind", kind: "select", options: kinds, label: { de: "Art", en: "Kind" } },
    { name: "role", kind: "text", localized: true, required: true, maxLength: 200, label: { de: "Rolle oder Funktion", en: "Role or function" }, help: { de: "z. B. Pamina, Regie", en: "e.g. Pamina, director" } },
    { name: "position", kind: "number", min: 0, max: 10_000, required: true, default: 0, label: { de: "Reihenfolge", en: "Order" } },
  ],
  columns: ["person", "kind", "position"],
  title: (values, lang) => pick(values.role as Localized, lang),
});
