// Seasons (the productions' season filter): a name and the first and last day.
import { pick, type Localized } from "../../../shared/lib/localized.ts";
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
  validate: (values) => (values.ends_on >= values.starts_on ? undefined : { field: "ends_on", reason: "must not be before the first day" }),
  columns: ["starts_on", "ends_on"],
  title: (values, lang) => pick(values.name as Localized, lang),
});
