// The filter vocabularies (spec §3 filter options) share one shape: a name in both languages, maybe
// a slug, whether the calendar's filter offers it, and an order.
import { object, type Struct } from "superstruct";
import { pick, type Localized } from "../../../shared/lib/localized.ts";
import { flag, localizedSlug, localizedText, slug, wholeNumber } from "../admin-field-schemas.ts";
import { defineResource, type AdminField, type AdminGroup, type AdminValues } from "../define-resource.ts";

interface TaxonomyShape {
  name: string;
  label: Localized;
  singular: Localized;
  group: AdminGroup;
  /** "one": a single slug for both languages; "localized": one per language. */
  slug?: "one" | "localized";
  showInFilter?: boolean;
  position?: boolean;
}

const nameField: AdminField = { name: "name", kind: "text", localized: true, required: true, maxLength: 200, label: { de: "Name", en: "Name" } };
const slugHelp = { de: "Kleinbuchstaben, Ziffern und Bindestriche", en: "Lowercase letters, digits and dashes" };

export function taxonomyResource(shape: TaxonomyShape) {
  const fields: AdminField[] = [nameField];
  // The shape differs per vocabulary, so the object's keys are gathered first.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const schema: Record<string, Struct<any, any>> = { name: localizedText(200, { required: true }) };
  const defaults: AdminValues = { name: { de: "", en: "" } };
  if (shape.slug) {
    fields.push({ name: "slug", kind: "text", localized: shape.slug === "localized", required: true, maxLength: 120, label: { de: "Adresskürzel", en: "Slug" }, help: slugHelp });
    schema.slug = shape.slug === "localized" ? localizedSlug() : slug();
    defaults.slug = shape.slug === "localized" ? { de: "", en: "" } : "";
  }
  if (shape.showInFilter) {
    fields.push({ name: "show_in_filter", kind: "boolean", label: { de: "Im Filter anbieten", en: "Offered in the filter" } });
    schema.show_in_filter = flag;
    defaults.show_in_filter = true;
  }
  if (shape.position) {
    fields.push({ name: "position", kind: "number", min: 0, max: 10_000, label: { de: "Reihenfolge", en: "Order" } });
    schema.position = wholeNumber(0, 10_000);
    defaults.position = 0;
  }
  return defineResource({
    name: shape.name,
    label: shape.label,
    singular: shape.singular,
    group: shape.group,
    fields,
    schema: object(schema),
    defaults,
    columns: fields.slice(1).filter((field) => field.kind !== "text").map((field) => field.name),
    title: (values, lang) => pick(values.name as Localized, lang),
  });
}

export const exhibitionTypesResource = taxonomyResource({ name: "exhibition-types", label: { de: "Sparten", en: "Exhibition types" }, singular: { de: "Sparte", en: "Exhibition type" }, group: "programme", slug: "one", showInFilter: true, position: true });
export const genresResource = taxonomyResource({ name: "genres", label: { de: "Genres", en: "Genres" }, singular: { de: "Genre", en: "Genre" }, group: "programme", showInFilter: true, position: true });
export const eventTagsResource = taxonomyResource({ name: "event-tags", label: { de: "Schlagworte Termine", en: "Event tags" }, singular: { de: "Schlagwort", en: "Tag" }, group: "programme", slug: "localized", showInFilter: true });
export const productionTagsResource = taxonomyResource({ name: "production-tags", label: { de: "Schlagworte Produktionen", en: "Production tags" }, singular: { de: "Schlagwort", en: "Tag" }, group: "programme", slug: "localized", showInFilter: true });
export const articleTagsResource = taxonomyResource({ name: "article-tags", label: { de: "Schlagworte Magazin", en: "Magazine tags" }, singular: { de: "Schlagwort", en: "Tag" }, group: "magazine", slug: "localized", showInFilter: true });
export const articleCategoriesResource = taxonomyResource({ name: "article-categories", label: { de: "Magazin-Kategorien", en: "Magazine categories" }, singular: { de: "Kategorie", en: "Category" }, group: "magazine", slug: "localized", position: true });
export const personCategoriesResource = taxonomyResource({ name: "person-categories", label: { de: "Ensemble-Kategorien", en: "Person categories" }, singular: { de: "Kategorie", en: "Category" }, group: "people", slug: "localized", position: true });
