// The site's content pages (spec §3 Page) as a tree: title, path per language below the parent's,
// the switches of spec §3 (online, clickable, menu, footer, landing page), meta and Open Graph
// fields. The content itself is edited in place on the page (?edit).
import { refine, string } from "superstruct";
import { pick, type Localized } from "../../../shared/lib/localized.ts";
import { urlFor } from "../../route-paths.ts";
import { defineResource } from "../define-resource.ts";

/** "ueber-uns/team": segments of lowercase letters, digits and dashes; empty is the home page. */
const pagePath = refine(string(), "page path", (value) => /^[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)*$/.test(value) || "must be segments of lowercase letters, digits and dashes, separated by /");

const ogTypes = [
  { value: "website", label: { de: "Website", en: "Website" } },
  { value: "article", label: { de: "Artikel", en: "Article" } },
];

export const pagesResource = defineResource({
  name: "pages",
  label: { de: "Seiten", en: "Pages" },
  singular: { de: "Seite", en: "Page" },
  group: "site",
  fields: [
    { name: "title", kind: "text", localized: true, required: true, maxLength: 200, label: { de: "Titel", en: "Title" } },
    { name: "parent", kind: "reference", to: "pages", label: { de: "Übergeordnete Seite", en: "Parent page" } },
    { name: "path", kind: "text", localized: true, maxLength: 300, check: pagePath, label: { de: "Pfad", en: "Path" }, help: { de: "Der Pfad der übergeordneten Seite und ein Abschnitt mehr, z. B. ueber-uns/team. Eine Änderung leitet die alten Adressen weiter.", en: "The parent page's path and one more segment, e.g. about-us/team. A change redirects the old addresses." } },
    { name: "headline", kind: "text", localized: true, maxLength: 300, label: { de: "Überschrift", en: "Headline" } },
    { name: "is_online", kind: "boolean", label: { de: "Online", en: "Online" } },
    { name: "online_from", kind: "datetime", label: { de: "Online ab", en: "Online from" }, help: { de: "Leer: sofort, solange die Seite online ist.", en: "Empty: at once, while the page is online." } },
    { name: "online_to", kind: "datetime", label: { de: "Online bis", en: "Online until" }, help: { de: "Leer: ohne Ende.", en: "Empty: without end." } },
    { name: "is_clickable", kind: "boolean", default: true, label: { de: "Anklickbar", en: "Clickable" } },
    { name: "in_menu", kind: "boolean", label: { de: "Im Menü", en: "In the menu" } },
    { name: "in_footer", kind: "boolean", label: { de: "In der Fußzeile", en: "In the footer" } },
    { name: "is_landing_page", kind: "boolean", label: { de: "Landingpage (ohne Menü im Kopf)", en: "Landing page (no menu in the header)" } },
    { name: "position", kind: "number", min: 0, max: 10_000, required: true, default: 0, label: { de: "Reihenfolge", en: "Order" } },
    { name: "meta_title", kind: "text", localized: true, maxLength: 200, label: { de: "Meta-Titel", en: "Meta title" } },
    { name: "meta_description", kind: "textarea", localized: true, maxLength: 400, label: { de: "Meta-Beschreibung", en: "Meta description" } },
    { name: "og_title", kind: "text", localized: true, maxLength: 200, label: { de: "Open-Graph-Titel", en: "Open Graph title" } },
    { name: "og_description", kind: "textarea", localized: true, maxLength: 400, label: { de: "Open-Graph-Beschreibung", en: "Open Graph description" } },
    { name: "og_type", kind: "select", options: ogTypes, label: { de: "Open-Graph-Typ", en: "Open Graph type" } },
    { name: "og_image", kind: "reference", to: "image", label: { de: "Open-Graph-Bild", en: "Open Graph image" } },
  ],
  // The online window (issue 25): an end before its start would never show the page.
  validate: (values) => (!values.online_to || !values.online_from || Date.parse(values.online_to) >= Date.parse(values.online_from) ? undefined : { field: "online_to", reason: "must not be before “Online from”" }),
  columns: ["path", "is_online", "in_menu"],
  searchKind: "page",
  title: (values, lang) => pick(values.title as Localized, lang),
  siteUrl: ({ values }, lang) => urlFor("cms-page", { "*": pick(values.path as Localized, lang) }, lang),
});
