// The breaking-news banner (spec §2 top alert): title, text and a link.
import { pick, type Localized } from "../../../shared/lib/localized.ts";
import { defineResource } from "../define-resource.ts";

export const alertsResource = defineResource({
  name: "alerts",
  label: { de: "Hinweise", en: "Alerts" },
  singular: { de: "Hinweis", en: "Alert" },
  group: "site",
  fields: [
    { name: "title", kind: "text", localized: true, required: true, maxLength: 200, label: { de: "Titel", en: "Title" } },
    { name: "text", kind: "textarea", localized: true, maxLength: 1000, label: { de: "Text", en: "Text" } },
    { name: "link_url", kind: "link", localized: true, label: { de: "Link-Ziel", en: "Link target" }, help: { de: "Pfad der Website (/de/…) oder https://…", en: "Path on this site (/en/…) or https://…" } },
    { name: "link_title", kind: "text", localized: true, maxLength: 100, label: { de: "Link-Text", en: "Link text" } },
  ],
  columns: [],
  title: (values, lang) => pick(values.title as Localized, lang),
});
