// Venues (spec §2 venue pages): the houses with their address and picture.
import { object, optional } from "superstruct";
import { pick } from "../../../shared/lib/localized.ts";
import { urlFor } from "../../route-paths.ts";
import { flag, localizedSlug, localizedText, optionalReference, plainText } from "../admin-field-schemas.ts";
import { defineResource } from "../define-resource.ts";
import type { Localized } from "../../../shared/lib/localized.ts";

export const venuesResource = defineResource({
  name: "venues",
  label: { de: "Spielstätten", en: "Venues" },
  singular: { de: "Spielstätte", en: "Venue" },
  group: "places",
  fields: [
    { name: "name", kind: "text", localized: true, required: true, maxLength: 200, label: { de: "Name", en: "Name" } },
    { name: "slug", kind: "text", localized: true, required: true, maxLength: 120, label: { de: "Adresskürzel", en: "Slug" }, help: { de: "Kleinbuchstaben, Ziffern und Bindestriche, z. B. grosses-haus", en: "Lowercase letters, digits and dashes, e.g. main-house" } },
    { name: "description", kind: "richtext", localized: true, maxLength: 20_000, label: { de: "Beschreibung", en: "Description" } },
    { name: "street", kind: "text", maxLength: 200, label: { de: "Straße", en: "Street" } },
    { name: "postal_code", kind: "text", maxLength: 20, label: { de: "Postleitzahl", en: "Postal code" } },
    { name: "city", kind: "text", maxLength: 100, label: { de: "Ort", en: "City" } },
    { name: "image", kind: "image", label: { de: "Bild", en: "Image" } },
    { name: "is_online", kind: "boolean", label: { de: "Online", en: "Online" } },
  ],
  schema: object({
    name: localizedText(200, { required: true }),
    slug: localizedSlug(),
    description: localizedText(20_000),
    street: plainText(200),
    postal_code: plainText(20),
    city: plainText(100),
    image: optional(optionalReference),
    is_online: flag,
  }),
  defaults: { name: { de: "", en: "" }, slug: { de: "", en: "" }, description: { de: "", en: "" }, street: "", postal_code: "", city: "", image: null, is_online: true },
  columns: ["city", "is_online"],
  title: (values, lang) => pick(values.name as Localized, lang),
  siteUrl: ({ id, values }, lang) => urlFor("venues-slug-id", { slug: pick(values.slug as Localized, lang), id }, lang),
});
