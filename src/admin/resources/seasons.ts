// Seasons (the productions' season filter): a name and the first and last day.
import { object, refine } from "superstruct";
import { pick, type Localized } from "../../../shared/lib/localized.ts";
import { localizedText, requiredDate } from "../admin-field-schemas.ts";
import { defineResource } from "../define-resource.ts";

export const seasonsResource = defineResource({
  name: "seasons",
  label: { de: "Spielzeiten", en: "Seasons" },
  singular: { de: "Spielzeit", en: "Season" },
  group: "programme",
  fields: [
    { name: "name", kind: "text", localized: true, required: true, maxLength: 100, label: { de: "Name", en: "Name" } },
    { name: "starts_on", kind: "date", required: true, label: { de: "Erster Tag", en: "First day" } },
    { name: "ends_on", kind: "date", required: true, label: { de: "Letzter Tag", en: "Last day" } },
  ],
  schema: refine(object({ name: localizedText(100, { required: true }), starts_on: requiredDate, ends_on: requiredDate }), "season days", (values) =>
    values.ends_on >= values.starts_on || { path: ["ends_on"], message: "must not be before the first day" },
  ),
  defaults: { name: { de: "", en: "" }, starts_on: "", ends_on: "" },
  columns: ["starts_on", "ends_on"],
  title: (values, lang) => pick(values.name as Localized, lang),
});
