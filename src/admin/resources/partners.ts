// Partners (spec §2 detail sections Sponsors and Promoter): the organisations that support an event
// or present a production, with their logo and website. One list serves both roles.
import { defineResource } from "../define-resource.ts";

export const partnersResource = defineResource({
  name: "partners",
  label: { de: "Partner", en: "Partners" },
  singular: { de: "Partner", en: "Partner" },
  group: "programme",
  fields: [
    { name: "name", kind: "text", required: true, maxLength: 200, label: { de: "Name", en: "Name" }, help: { de: "Der Eigenname, auf beiden Sprachseiten gleich, z. B. Stadtwerke Lindenau", en: "The proper name, the same on both language sites, e.g. Stadtwerke Lindenau" } },
    { name: "description", kind: "textarea", localized: true, maxLength: 500, label: { de: "Kurzbeschreibung", en: "Short description" }, help: { de: "Steht beim Veranstalter unter dem Namen.", en: "Shown under the name when the partner presents a production." } },
    { name: "link_url", kind: "link", label: { de: "Website", en: "Website" }, help: { de: "Pfad der Website (/de/…) oder https://…", en: "Path on this site (/en/…) or https://…" } },
    { name: "logo", kind: "reference", to: "image", label: { de: "Logo", en: "Logo" } },
  ],
  columns: ["link_url"],
  title: (values) => String(values.name ?? ""),
});
