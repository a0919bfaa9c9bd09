// The filter vocabularies (spec §3 filter options) share one shape: a name in both languages, maybe
// a slug, whether the calendar's filter offers it, and an order.
import { slug } from "../../../shared/fields/checks.ts";
import type { Field } from "../../../shared/fields/field.ts";
import { pick, type Localized } from "../../../shared/lib/localized.ts";
import { defineResource, type AdminGroup } from "../define-resource.ts";
import type { ResourceName } from "../resource-names.ts";

const slugLabel = { label: { de: "Adresskürzel", en: "Slug" }, help: { de: "Kleinbuchstaben, Ziffern und Bindestriche", en: "Lowercase letters, digits and dashes" } } as const;

const name = { name: "name", kind: "text", localized: true, required: true, maxLength: 200, label: { de: "Name", en: "Name" } } as const satisfies Field;
/** One slug for both languages. */
const oneSlug = { name: "slug", kind: "text", required: true, maxLength: 120, check: slug(), ...slugLabel } as const satisfies Field;
/** A slug per language. */
const localizedSlug = { name: "slug", kind: "text", localized: true, required: true, bothLanguages: true, maxLength: 120, check: slug(), ...slugLabel } as const satisfies Field;
const showInFilter = { name: "show_in_filter", kind: "boolean", default: true, label: { de: "Im Filter anbieten", en: "Offered in the filter" } } as const satisfies Field;
const position = { name: "position", kind: "number", min: 0, max: 10_000, required: true, default: 0, label: { de: "Reihenfolge", en: "Order" } } as const satisfies Field;

interface TaxonomyShape<Name extends ResourceName, Fields extends readonly Field[]> {
  name: Name;
  label: Localized;
  singular: Localized;
  group: AdminGroup;
  /** The name first, then what this vocabulary has of the shared fields. */
  fields: Fields;
}

function taxonomyResource<const Name extends ResourceName, const Fields extends readonly Field[]>(shape: TaxonomyShape<Name, Fields>) {
  return defineResource({
    ...shape,
    // The switches and the order; the name is the title, a slug is not worth a column.
    columns: shape.fields.filter((field) => field.kind !== "text").map((field) => field.name as Fields[number]["name"]),
    title: (values, lang) => pick(values.name as Localized, lang),
  });
}

export const exhibitionTypesResource = taxonomyResource({ name: "exhibition-types", label: { de: "Sparten", en: "Exhibition types" }, singular: { de: "Sparte", en: "Exhibition type" }, group: "programme", fields: [name, oneSlug, showInFilter, position] });
export const genresResource = taxonomyResource({ name: "genres", label: { de: "Genres", en: "Genres" }, singular: { de: "Genre", en: "Genre" }, group: "programme", fields: [name, showInFilter, position] });
export const eventTagsResource = taxonomyResource({ name: "event-tags", label: { de: "Schlagworte Termine", en: "Event tags" }, singular: { de: "Schlagwort", en: "Tag" }, group: "programme", fields: [name, localizedSlug, showInFilter] });
export const productionTagsResource = taxonomyResource({ name: "production-tags", label: { de: "Schlagworte Produktionen", en: "Production tags" }, singular: { de: "Schlagwort", en: "Tag" }, group: "programme", fields: [name, localizedSlug, showInFilter] });
export const articleTagsResource = taxonomyResource({ name: "article-tags", label: { de: "Schlagworte Magazin", en: "Magazine tags" }, singular: { de: "Schlagwort", en: "Tag" }, group: "magazine", fields: [name, localizedSlug, showInFilter] });
export const articleCategoriesResource = taxonomyResource({ name: "article-categories", label: { de: "Magazin-Kategorien", en: "Magazine categories" }, singular: { de: "Kategorie", en: "Category" }, group: "magazine", fields: [name, localizedSlug, position] });
export const personCategoriesResource = taxonomyResource({ name: "person-categories", label: { de: "Ensemble-Kategorien", en: "Person categories" }, singular: { de: "Kategorie", en: "Category" }, group: "people", fields: [name, localizedSlug, position] });
