// The redirect table (spec §7 redirect): an old path answers 301 to its new path. Admins only: one
// wrong entry can send a whole part of the site elsewhere.
import { object } from "superstruct";
import { pathOrUrl, sitePath } from "../admin-field-schemas.ts";
import { defineResource } from "../define-resource.ts";

export const redirectsResource = defineResource({
  name: "redirects",
  label: { de: "Weiterleitungen", en: "Redirects" },
  singular: { de: "Weiterleitung", en: "Redirect" },
  group: "site",
  ability: "manageRedirects",
  fields: [
    { name: "old_path", kind: "text", required: true, maxLength: 500, label: { de: "Alter Pfad", en: "Old path" }, help: { de: "z. B. /de/alte-seite", en: "e.g. /en/old-page" } },
    { name: "new_path", kind: "url", required: true, maxLength: 2000, label: { de: "Neues Ziel", en: "New target" } },
  ],
  schema: object({ old_path: sitePath, new_path: pathOrUrl(true) }),
  defaults: { old_path: "", new_path: "" },
  columns: ["new_path"],
  title: (values) => String(values.old_path ?? ""),
});
