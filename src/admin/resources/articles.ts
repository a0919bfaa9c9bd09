// Magazine articles (spec §2 article pages) with their category, production and picture.
import { slug } from "../../../shared/fields/checks.ts";
import { pick, type Localized } from "../../../shared/lib/localized.ts";
import { urlFor } from "../../route-paths.ts";
import { defineResource } from "../define-resource.ts";

export const articlesResource = defineResource({
  name: "articles",
  label: { de: "Magazinartikel", en: "Magazine articles" },
  singular: { de: "Artikel", en: "Article" },
  group: "magazine",
  fields: [
    { name: "title", kind: "text", localized: true, required: true, maxLength: 300, label: { de: "Titel", en: "Title" } },
    { name: "slug", kind: "text", localized: true, required: true, bothLanguages: true, maxLength: 160, check: slug(160), label: { de: "Adresskürzel", en: "Slug" } },
    { name: "teaser", kind: "textarea", localized: true, maxLength: 1000, label: { de: "Anriss", en: "Teaser" } },
    { name: "body", kind: "richtext", localized: true, maxLength: 100_000, label: { de: "Text", en: "Text" } },
    { name: "author", kind: "text", maxLength: 200, label: { de: "Autorin oder Autor", en: "Author" } },
    { name: "category", kind: "reference", to: "article-categories", label: { de: "Kategorie", en: "Category" } },
    { name: "tags", kind: "reference", to: "article-tags", many: true, label: { de: "Schlagworte", en: "Tags" } },
    { name: "production", kind: "reference", to: "productions", label: { de: "Produktion", en: "Production" } },
    { name: "image", kind: "reference", to: "image", label: { de: "Bild", en: "Image" } },
    { name: "published_at", kind: "datetime", required: true, label: { de: "Veröffentlicht am", en: "Published on" } },
    { name: "is_online", kind: "boolean", label: { de: "Online", en: "Online" } },
  ],
  columns: ["category", "published_at", "is_online"],
  searchKind: "article",
  title: (values, lang) => pick(values.title as Localized, lang),
  siteUrl: ({ id, values }, lang) => urlFor("magazine-slug-id", { slug: pick(values.slug as Localized, lang), id }, lang),
});
