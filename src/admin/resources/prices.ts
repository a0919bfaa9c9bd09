// Prices of a seat group (spec §3 Price): the full price (Vollpreis) and the discounts, each with
// the ticketing system's sale type.
import { pick, type Localized } from "../../../shared/lib/localized.ts";
import { defineResource } from "../define-resource.ts";

export const pricesResource = defineResource({
  name: "prices",
  label: { de: "Preise", en: "Prices" },
  singular: { de: "Preis", en: "Price" },
  group: "programme",
  fields: [
    { name: "seat_group", kind: "reference", to: "seat-groups", required: true, label: { de: "Platzgruppe", en: "Seat group" } },
    { name: "text", kind: "text", localized: true, required: true, maxLength: 100, default: { de: "Vollpreis", en: "Full price" }, label: { de: "Bezeichnung", en: "Label" }, help: { de: "„Vollpreis“ oder der Name der Ermäßigung", en: "“Full price” or the discount's name" } },
    { name: "amount", kind: "money", required: true, label: { de: "Preis in Euro", en: "Price in euros" } },
    { name: "sale_type_id", kind: "number", min: 1, max: 2_147_483_647, required: true, default: 1, label: { de: "Verkaufsart im Ticketsystem", en: "Ticketing sale type" } },
    { name: "is_full_price", kind: "boolean", default: true, label: { de: "Vollpreis", en: "Full price" } },
    { name: "has_discounts", kind: "boolean", label: { de: "Hat Ermäßigungen", en: "Has discounts" } },
    { name: "position", kind: "number", min: 0, max: 10_000, required: true, default: 0, label: { de: "Reihenfolge", en: "Order" } },
  ],
  columns: ["amount", "is_full_price"],
  title: (values, lang) => pick(values.text as Localized, lang),
});
