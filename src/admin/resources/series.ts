// Series and subscriptions (spec §2 series pages): the calendar's series filter and the Abonnements.
import { object } from "superstruct";
import { pick, type Localized } from "../../../shared/lib/localized.ts";
import { urlFor } from "../../route-paths.ts";
import { flag, localizedSlug, localizedText, optionalMoneyCents, optionalReference } from "../admin-field-schemas.ts";
import { defineResource } from "../define-resource.ts";

export const seriesResource = defineResource({
  name: "series",
  label: { de: "Reihen und Abonnements", en: "Series and subscriptions" },
  singular: { de: "Reihe", en: "Series" },
  group: "programme",
  fields: [
    { name: "name", kind: "text", localized: true, required: true, maxLength: 200, label: { de: "Name", en: "Name" } },
    { name: "slug", kind: "text", localized: true, required: true, maxLength: 120, label: { de: "Adresskürzel", en: "Slug" } },
    { name: "description", kind: "richtext", localized: true, maxLength: 20_000, label: { de: "Beschreibung", en: "Description" } },
    { name: "is_subscription", kind: "boolean", label: { de: "Abonnement (als Ganzes buchbar)", en: "Subscription (bought as a whole)" } },
    { name: "price", kind: "money", label: { de: "Preis in Euro", en: "Price in euros" } },
    { name: "image", kind: "image", label: { de: "Bild", en: "Image" } },
    { name: "show_in_filter", kind: "boolean", label: { de: "Im Spielplan-Filter", en: "In the calendar filter" } },
    { name: "is_online", kind: "boolean", label: { de: "Online", en: "Online" } },
  ],
  schema: object({ name: localizedText(200, { required: true }), slug: localizedSlug(), description: localizedText(20_000), is_subscription: flag, price: optionalMoneyCents, image: optionalReference, show_in_filter: flag, is_online: flag }),
  defaults: { name: { de: "", en: "" }, slug: { de: "", en: "" }, description: { de: "", en: "" }, is_subscription: false, price: null, image: null, show_in_filter: true, is_online: true },
  columns: ["is_subscription", "price", "is_online"],
  title: (values, lang) => pick(values.name as Localized, lang),
  siteUrl: ({ id, values }, lang) => urlFor("series-slug-id", { slug: pick(values.slug as Localized, lang), id }, lang),
});
