// Who does what in a production (spec §2 detail order: Contributors): the cast with their roles and
// the artistic team with their functions.
import { enums, object } from "superstruct";
import { pick, type Localized } from "../../../shared/lib/localized.ts";
import { localizedText, requiredReference, wholeNumber } from "../admin-field-schemas.ts";
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
    { name: "production", kind: "reference", resource: "productions", required: true, label: { de: "Produktion", en: "Production" } },
    { name: "person", kind: "reference", resource: "persons", required: true, label: { de: "Person", en: "Person" } },
    { name: "kind", kind: "select", options: kinds, label: { de: "Art", en: "Kind" } },
    { name: "role", kind: "text", localized: true, required: true, maxLength: 200, label: { de: "Rolle oder Funktion", en: "Role or function" }, help: { de: "z. B. Pamina, Regie", en: "e.g. Pamina, director" } },
    { name: "position", kind: "number", min: 0, max: 10_000, label: { de: "Reihenfolge", en: "Order" } },
  ],
  schema: object({ production: requiredReference, person: requiredReference, kind: enums(kinds.map((kind) => kind.value)), role: localizedText(200, { required: true }), position: wholeNumber(0, 10_000) }),
  defaults: { production: null, person: null, kind: "cast", role: { de: "", en: "" }, position: 0 },
  columns: ["person", "kind", "position"],
  title: (values, lang) => pick(values.role as Localized, lang),
});
