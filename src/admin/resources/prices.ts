// Prices of a seat group (spec §3 Price): the full price (Vollpreis) and the discounts, each with
// the ticketing system's sale type.
import { object } from "superstruct";
import { pick, type Localized } from "../../../shared/lib/localized.ts";
import { flag, localizedText, moneyCents, requiredReference, wholeNumber } from "../admin-field-schemas.ts";
import { defineResource } from "../define-resource.ts";

export const pricesResource = defineResource({
  name: "prices",
  label: { de: "Preise", en: "Prices" },
  singular: { de: "Preis", en: "Price" },
  group: "programme",
  fields: [
    { name: "seat_group", kind: "reference", resource: "seat-groups", required: true, label: { de: "Platzgruppe", en: "Seat group" } },
    { name: "text", kind: "text", localized: true, required: true, maxLength: 100, label: { de: "Bezeichnung", en: "Label" }, help: { de: "„Vollpreis“ oder der Name der Ermäßigung", en: "“Full price” or the discount's name" } },
    { name: "amount", kind: "money", required: true, label: { de: "Preis in Euro", en: "Price in euros" } },
    { name: "sale_type_id", kind: "number", min: 1, max: 2_147_483_647, required: true, label: { de: "Verkaufsart im Ticketsystem", en: "Ticketing sale type" } },
    { name: "is_full_price", kind: "boolean", label: { de: "Vollpreis", en: "Full price" } },
    { name: "has_discounts", kind: "boolean", label: { de: "Hat Ermäßigungen", en: "Has discounts" } },
    { name: "position", kind: "number", min: 0, max: 10_000, label: { de: "Reihenfolge", en: "Order" } },
  ],
  schema: object({ seat_group: requiredReference, text: localizedText(100, { required: true }), amount: moneyCents, sale_type_id: wholeNumber(1, 2_147_483_647), is_full_price: flag, has_discounts: flag, position: wholeNumber(0, 10_000) }),
  defaults: { seat_group: null, text: { de: "Vollpreis", en: "Full price" }, amount: null, sale_type_id: 1, is_full_price: true, has_discounts: false, position: 0 },
  columns: ["amount", "is_full_price"],
  title: (values, lang) => pick(values.text as Localized, lang),
});
