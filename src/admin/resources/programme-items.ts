// A production's programme (spec §2 detail section Programs): the works of a concert or the parts of
// a festival, in order, each with a line of text and an optional link (a programme booklet, a sign-up).
import { pick, type Localized } from "../../../shared/lib/localized.ts";
import { defineResource } from "../define-resource.ts";

export const programmeItemsResource = defineResource({
  name: "programme-items",
  label: { de: "Programmpunkte", en: "Programme items" },
  singular: { de: "Programmpunkt", en: "Programme item" },
  group: "programme",
  fields: [
    { name: "production", kind: "reference", to: "productions", required: true, label: { de: "Produktion", en: "Production" } },
    { name: "title", kind: "text", localized: true, required: true, maxLength: 200, label: { de: "Titel", en: "Title" }, help: { de: "z. B. Johannes Brahms (1833–1897) oder Eröffnung", en: "e.g. Johannes Brahms (1833–1897) or Opening night" } },
    { name: "text", kind: "textarea", localized: true, maxLength: 1000, label: { de: "Text", en: "Text" }, help: { de: "z. B. das Werk: Violinkonzert D-Dur op. 77", en: "e.g. the work: Violin Concerto in D major, Op. 77" } },
    { name: "link_url", kind: "link", localized: true, label: { de: "Link", en: "Link" }, help: { de: "Pfad der Website (/de/…) oder https://…, z. B. ein digitales Programmheft", en: "Path on this site (/en/…) or https://…, e.g. a digital programme booklet" } },
    { name: "position", kind: "number", min: 0, max: 10_000, required: true, default: 0, label: { de: "Reihenfolge", en: "Order" } },
  ],
  columns: ["production", "position"],
  title: (values, lang) => pick(values.title as Localized, lang),
});
