import { defineModule, type ModuleRendering, type ModuleRenderProps, type ModuleValues } from "../define-module.ts";
import type { Field } from "../../../shared/fields/field.ts";
import { embedUrl } from "../field-schemas.ts";
import { ExternalEmbed } from "../../components/consent-gate/external-media-gate.tsx";
import { addTexts, useT } from "../../i18n/index.tsx";
import { viewerDe, viewerEn } from "../../i18n/modules/viewer-texts.ts";

// A document (season brochure, programme booklet) in issuu's page-turning viewer.
const fieldList = [
  { name: "embed", kind: "url", label: { de: "Adresse des Dokuments auf issuu.com", en: "Address of the document on issuu.com" }, required: true, check: embedUrl("viewer") },
  {
    name: "media_type",
    kind: "select",
    label: { de: "Format", en: "Format" },
    options: [
      { value: "portrait", label: { de: "Hochformat", en: "Portrait" } },
      { value: "landscape", label: { de: "Querformat", en: "Landscape" } },
    ],
  },
  { name: "title", kind: "text", label: { de: "Titel", en: "Title" }, maxLength: 200, searchable: true },
] as const satisfies readonly Field[];

type Viewer = ModuleValues<typeof fieldList>;

addTexts("de", viewerDe);
addTexts("en", viewerEn);

function Render({ module }: ModuleRenderProps<Viewer>) {
  const t = useT();
  return (
    <figure className="module-viewer">
      <ExternalEmbed kind="viewer" url={module.embed} title={t("viewer.title", { title: module.title ?? "" }).trim()} shape={module.media_type === "landscape" ? "landscape" : "portrait"} />
      {module.title ? <figcaption className="module-viewer__title">{module.title}</figcaption> : null}
    </figure>
  );
}

/** What visitors' browsers load of this type (src/modules/renderings.ts); the rest comes with the editor. */
export const rendering: ModuleRendering<Viewer> = {
  Render,
};

export const viewerModule = /* @__PURE__ */ defineModule({
  type: "viewer",
  label: { de: "PDF-Viewer", en: "PDF viewer" },
  group: "media",
  icon: "document",
  fields: fieldList,
}, rendering);
