// The fields of a form (spec §3 Field): label, slug, numeric type (5 and 7 hold lists, 9 is a file),
// required, visible, choices, default, placeholder and help — the form builder, one field at a time.
import { pick, type Localized } from "../../../shared/lib/localized.ts";
import { FieldType } from "../../lib/form-field-types.ts";
import { slug } from "../../../shared/fields/checks.ts";
import { defineResource } from "../define-resource.ts";

const typeLabels: Record<keyof typeof FieldType, Localized> = {
  text: { de: "Textzeile", en: "Text line" },
  textarea: { de: "Textfeld", en: "Text area" },
  email: { de: "E-Mail-Adresse", en: "E-mail address" },
  number: { de: "Zahl", en: "Number" },
  select: { de: "Auswahlliste", en: "Drop-down list" },
  checkbox: { de: "Ankreuzfeld", en: "Check box" },
  checkboxes: { de: "Mehrfachauswahl", en: "Multiple choice" },
  date: { de: "Datum", en: "Date" },
  file: { de: "Datei", en: "File" },
};
const types = (Object.keys(FieldType) as (keyof typeof FieldType)[]).map((kind) => ({ value: FieldType[kind], label: typeLabels[kind] }));

export const formFieldsResource = defineResource({
  name: "form-fields",
  label: { de: "Formularfelder", en: "Form fields" },
  singular: { de: "Formularfeld", en: "Form field" },
  group: "site",
  fields: [
    { name: "form", kind: "reference", to: "forms", required: true, label: { de: "Formular", en: "Form" } },
    { name: "label", kind: "text", localized: true, required: true, maxLength: 300, label: { de: "Beschriftung", en: "Label" } },
    { name: "slug", kind: "text", required: true, maxLength: 60, check: slug(60), label: { de: "Kürzel", en: "Key" }, help: { de: "Eindeutig im Formular, z. B. vorname; Spaltenname im Export", en: "Unique in the form, e.g. first-name; the export's column" } },
    { name: "field_type", kind: "select", options: types, label: { de: "Art", en: "Type" } },
    { name: "required", kind: "boolean", label: { de: "Pflichtfeld", en: "Required" } },
    { name: "visible", kind: "boolean", default: true, label: { de: "Sichtbar", en: "Visible" } },
    { name: "choices", kind: "lines", maxItems: 100, maxLength: 200, label: { de: "Auswahlmöglichkeiten", en: "Choices" }, help: { de: "Für Auswahlliste und Mehrfachauswahl: eine pro Zeile", en: "For drop-down lists and multiple choice: one per line" } },
    { name: "default_value", kind: "text", maxLength: 500, label: { de: "Vorbelegung", en: "Default" } },
    { name: "placeholder_text", kind: "text", localized: true, maxLength: 200, label: { de: "Platzhalter", en: "Placeholder" } },
    { name: "help_text", kind: "text", localized: true, maxLength: 500, label: { de: "Hilfetext", en: "Help text" } },
    { name: "position", kind: "number", min: 0, max: 10_000, required: true, default: 0, label: { de: "Reihenfolge", en: "Order" } },
  ],
  columns: ["field_type", "required", "position"],
  title: (values, lang) => pick(values.label as Localized, lang),
});
