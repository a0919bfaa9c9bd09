// Series and subscriptions (spec §2 series pages): the calendar's series filter and the Abonnements.
import { slug } from "../../../shared/fields/checks.ts";
import { pick, type Localized } from "../../../shared/lib/localized.ts";
import { urlFor } from "../../route-paths.ts";
import { defineResource } from "../define-resource.ts";

export const seriesResource = defineResource({
  name: "series",
  label: { de: "Reihen und Abonnements", en: "Series and subscriptions" },
  singular: { de: "Reihe", en: "Series" },
  group: "programme",
  fields: [
    { name: "name", kind: "text", localized: true, required: true, maxLength: 200, label: { de: "Name", en: "Name" } },
    { name: "slug", kind: "text", localized: true, required: true, bothLanguages: true, maxLength: 120, check: slug(), label: { de: "Adresskürzel", en: "Slug" } },
    { name: "description", kind: "richtext", localized: true, maxLength: 20_000, label: { de: "Beschreibung", en: "Description" } },
    { name: "is_subscription", kind: "boolean", label: { de: "Abonnement (als Ganzes buchbar)", en: "Subscription (bought as a whole)" } },
    { name: "price", kind: "money", label: { de: "Preis in Euro", en: "Price in euros" } },
    { name: "image", kind: "reference", to: "image", label: { de: "Bild", en: "Image" } },
    { name: "show_in_filter", kind: "boolean", default: true, label: { de: "Im Spielplan-Filter", en: "In the calendar filter" } },
    { name: "is_online", kind: "boolean", label: { de: "Online", en: "Online" } },
  ],
  columns: ["is_subscription", "price", "is_online"],
  title: (values, lang) => pick(values.name as Localized, lang),
  siteUrl: ({ id, values }, lang) => urlFor("series-slug-id", { slug: pick(values.slug as Localized, lang), id }, lang),
});
