// Venues (spec §2 venue pages): the houses with their address and picture.
import { slug } from "../../../shared/fields/checks.ts";
import { pick } from "../../../shared/lib/localized.ts";
import { urlFor } from "../../route-paths.ts";
import { defineResource } from "../define-resource.ts";
import type { Localized } from "../../../shared/lib/localized.ts";

export const venuesResource = defineResource({
  name: "venues",
  label: { de: "Spielstätten", en: "Venues" },
  singular: { de: "Spielstätte", en: "Venue" },
  group: "places",
  fields: [
    { name: "name", kind: "text", localized: true, required: true, maxLength: 200, label: { de: "Name", en: "Name" } },
    { name: "slug", kind: "text", localized: true, required: true, bothLanguages: true, maxLength: 120, check: slug(), label: { de: "Adresskürzel", en: "Slug" }, help: { de: "Kleinbuchstaben, Ziffern und Bindestriche, z. B. grosses-haus", en: "Lowercase letters, digits and dashes, e.g. main-house" } },
    { name: "description", kind: "richtext", localized: true, maxLength: 20_000, label: { de: "Beschreibung", en: "Description" } },
    { name: "street", kind: "text", maxLength: 200, label: { de: "Straße", en: "Street" } },
    { name: "postal_code", kind: "text", maxLength: 20, label: { de: "Postleitzahl", en: "Postal code" } },
    { name: "city", kind: "text", maxLength: 100, label: { de: "Ort", en: "City" } },
    { name: "image", kind: "reference", to: "image", label: { de: "Bild", en: "Image" } },
    { name: "is_online", kind: "boolean", label: { de: "Online", en: "Online" } },
  ],
  columns: ["city", "is_online"],
  title: (values, lang) => pick(values.name as Localized, lang),
  siteUrl: ({ id, values }, lang) => urlFor("venues-slug-id", { slug: pick(values.slug as Localized, lang), id }, lang),
});
