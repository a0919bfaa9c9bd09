// The site's forms (spec §3 Form): title, intro and thank-you text; their fields are listed on the
// form and built one by one (form-fields.ts); the entries have screens of their own.
import { slug } from "../../../shared/fields/checks.ts";
import { pick, type Localized } from "../../../shared/lib/localized.ts";
import { urlFor } from "../../route-paths.ts";
import { defineResource } from "../define-resource.ts";

export const formsResource = defineResource({
  name: "forms",
  label: { de: "Formulare", en: "Forms" },
  singular: { de: "Formular", en: "Form" },
  group: "site",
  fields: [
    { name: "title", kind: "text", localized: true, required: true, maxLength: 200, label: { de: "Titel", en: "Title" } },
    { name: "slug", kind: "text", localized: true, required: true, bothLanguages: true, maxLength: 120, check: slug(), label: { de: "Adresskürzel", en: "Slug" } },
    { name: "intro", kind: "richtext", localized: true, maxLength: 10_000, label: { de: "Einleitung", en: "Introduction" } },
    { name: "thank_you", kind: "richtext", localized: true, maxLength: 5000, label: { de: "Dank nach dem Absenden", en: "Thanks after sending" } },
    { name: "is_online", kind: "boolean", label: { de: "Online", en: "Online" } },
  ],
  columns: ["is_online"],
  children: [{ resource: "form-fields", field: "form" }],
  itemLinks: [{ path: "/entries", label: { de: "Eingänge", en: "Entries" } }],
  title: (values, lang) => pick(values.title as Localized, lang),
  siteUrl: ({ id, values }, lang) => urlFor("forms-slug-id", { slug: pick(values.slug as Localized, lang), id }, lang),
});
