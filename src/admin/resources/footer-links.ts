// The footer's links (spec §2 footer: terms, imprint, privacy, cookie settings, whistleblower …).
import { pick, type Localized } from "../../../shared/lib/localized.ts";
import { defineResource } from "../define-resource.ts";

const kinds = [
  { value: "terms", label: { de: "AGB", en: "Terms" } },
  { value: "imprint", label: { de: "Impressum", en: "Imprint" } },
  { value: "privacy", label: { de: "Datenschutz", en: "Privacy policy" } },
  { value: "cookie-settings", label: { de: "Cookie-Einstellungen", en: "Cookie settings" } },
  { value: "whistleblower", label: { de: "Hinweisgeberschutz", en: "Whistleblower protection" } },
  { value: "custom", label: { de: "Weiterer Link", en: "Other link" } },
];

export const footerLinksResource = defineResource({
  name: "footer-links",
  label: { de: "Fußzeilen-Links", en: "Footer links" },
  singular: { de: "Fußzeilen-Link", en: "Footer link" },
  group: "site",
  fields: [
    { name: "title", kind: "text", localized: true, required: true, maxLength: 100, label: { de: "Titel", en: "Title" } },
    { name: "url", kind: "link", localized: true, required: true, label: { de: "Ziel", en: "Target" } },
    { name: "kind", kind: "select", options: kinds, default: "custom", label: { de: "Art", en: "Kind" } },
    { name: "position", kind: "number", min: 0, max: 10_000, required: true, default: 0, label: { de: "Reihenfolge", en: "Order" } },
  ],
  columns: ["kind", "position"],
  title: (values, lang) => pick(values.title as Localized, lang),
});
