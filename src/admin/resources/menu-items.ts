// The site's menus (spec §2 header: primary and secondary menus, items with children or tab
// navigation). An item may sit below another item of the same menu; the server refuses an item that
// would be its own ancestor. Admins only: one wrong entry hides a whole branch of the site.
import { refine, string } from "superstruct";
import { linkTarget } from "../../../shared/fields/checks.ts";
import { pick, type Localized } from "../../../shared/lib/localized.ts";
import { defineResource } from "../define-resource.ts";

/** A path below the language ("besuch/anfahrt", as the menus store it), a path on this site or a web address. */
const menuTarget = refine(string(), "menu target", (value) => {
  const [error] = linkTarget.validate(value);
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
    { name: "url", kind: "link", localized: true, required: true, check: menuTarget, label: { de: "Ziel", en: "Target" }, help: { de: "Pfad unter der Sprache (/spielplan) oder https://…", en: "Path below the language (/calendar) or https://…" } },
    { name: "menu", kind: "select", options: menus, required: true, default: "primary", label: { de: "Menü", en: "Menu" } },
    { name: "parent", kind: "reference", to: "menu-items", label: { de: "Übergeordneter Menüpunkt", en: "Parent item" } },
    { name: "has_tab_navigation", kind: "boolean", label: { de: "Als Reiter-Navigation zeigen", en: "Show as tab navigation" } },
    { name: "position", kind: "number", min: 0, max: 10_000, required: true, default: 0, label: { de: "Reihenfolge", en: "Order" } },
  ],
  columns: ["menu", "parent", "position"],
  title: (values, lang) => pick(values.title as Localized, lang),
  children: [{ resource: "menu-items", field: "parent" }],
});
