// The footer's links (spec §2 footer: terms, imprint, privacy, cookie settings, whistleblower …).
import { enums, object } from "superstruct";
import { pick, type Localized } from "../../../shared/lib/localized.ts";
import { localizedText, pathOrUrl, wholeNumber } from "../admin-field-schemas.ts";
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
    { name: "url", kind: "url", localized: true, required: true, maxLength: 2000, label: { de: "Ziel", en: "Target" } },
    { name: "kind", kind: "select", options: kinds, label: { de: "Art", en: "Kind" } },
    { name: "position", kind: "number", min: 0, max: 10_000, label: { de: "Reihenfolge", en: "Order" } },
  ],
  schema: object({
    title: localizedText(100, { required: true }),
    url: object({ de: pathOrUrl(true), en: pathOrUrl(false) }),
    kind: enums(kinds.map((kind) => kind.value)),
    position: wholeNumber(0, 10_000),
  }),
  defaults: { title: { de: "", en: "" }, url: { de: "", en: "" }, kind: "custom", position: 0 },
  columns: ["kind", "position"],
  title: (values, lang) => pick(values.title as Localized, lang),
});
