// The site's menus (spec §2 header: primary and secondary menus, items with children or tab
// navigation). An item may sit below another item of the same menu; the server refuses an item that
// would be its own ancestor. Admins only: one wrong entry hides a whole branch of the site.
import { enums, object, refine, string } from "superstruct";
import { pick, type Localized } from "../../../shared/lib/localized.ts";
import { flag, localizedText, optionalReference, pathOrUrl, wholeNumber } from "../admin-field-schemas.ts";
import { defineResource } from "../define-resource.ts";

/** A path below the language ("besuch/anfahrt", as the menus store it), a path on this site or a web address. */
const menuTarget = (required: boolean) =>
  refine(string(), "menu target", (value) => {
    if (value === "") return required ? "is required" : true;
    if (value.length > 2000) return "must be at most 2000 characters";
    const [error] = pathOrUrl(true).validate(value);
    return !error || (/^[a-z0-9][a-z0-9\-_/.]*$/i.test(value) && !value.includes("..")) || "must be a path below the language (spielplan/…), a path on this site (/de/…) or a web address starting with https://";
  });

const menus = [
  { value: "primary", label: { de: "Hauptmenü", en: "Primary menu" } },
  { value: "secondary", label: { de: "Zweites Menü", en: "Secondary menu" } },
];

export const menuItemsResource = defineResource({
  name: "menu-items",
  label: { de: "Navigation", en: "Navigation" },
  singular: { de: "Menüpunkt", en: "Menu item" },
  group: "site",
  ability: "manageNavigation",
  fields: [
    { name: "title", kind: "text", localized: true, required: true, maxLength: 100, label: { de: "Titel", en: "Title" } },
    { name: "url", kind: "url", localized: true, required: true, maxLength: 2000, label: { de: "Ziel", en: "Target" }, help: { de: "Pfad unter der Sprache (/spielplan) oder https://…", en: "Path below the language (/calendar) or https://…" } },
    { name: "menu", kind: "select", options: menus, required: true, label: { de: "Menü", en: "Menu" } },
    { name: "parent", kind: "reference", resource: "menu-items", label: { de: "Übergeordneter Menüpunkt", en: "Parent item" } },
    { name: "has_tab_navigation", kind: "boolean", label: { de: "Als Reiter-Navigation zeigen", en: "Show as tab navigation" } },
    { name: "position", kind: "number", min: 0, max: 10_000, label: { de: "Reihenfolge", en: "Order" } },
  ],
  schema: object({
    title: localizedText(100, { required: true }),
    url: object({ de: menuTarget(true), en: menuTarget(false) }),
    menu: enums(menus.map((menu) => menu.value)),
    parent: optionalReference,
    has_tab_navigation: flag,
    position: wholeNumber(0, 10_000),
  }),
  defaults: { title: { de: "", en: "" }, url: { de: "", en: "" }, menu: "primary", parent: null, has_tab_navigation: false, position: 0 },
  columns: ["menu", "parent", "position"],
  title: (values, lang) => pick(values.title as Localized, lang),
  children: [{ resource: "menu-items", field: "parent" }],
});
