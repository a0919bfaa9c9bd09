// The redirect table (spec §7 redirect): an old path answers 301 to its new path. Admins only: one
// wrong entry can send a whole part of the site elsewhere.
import { sitePath } from "../../../shared/fields/checks.ts";
import { defineResource } from "../define-resource.ts";

export const redirectsResource = defineResource({
  name: "redirects",
  label: { de: "Weiterleitungen", en: "Redirects" },
  singular: { de: "Weiterleitung", en: "Redirect" },
  group: "site",
  ability: "manageRedirects",
  fields: [
    { name: "old_path", kind: "text", required: true, maxLength: 500, check: sitePath, label: { de: "Alter Pfad", en: "Old path" }, help: { de: "z. B. /de/alte-seite", en: "e.g. /en/old-page" } },
    { name: "new_path", kind: "link", required: true, label: { de: "Neues Ziel", en: "New target" } },
  ],
  columns: ["new_path"],
  title: (values) => String(values.old_path ?? ""),
});
