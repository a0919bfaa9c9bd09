import { enums, object, optional, type Infer } from "superstruct";
import { defineModule, type ModuleRendering, type ModuleRenderProps } from "../define-module.ts";
import { embedUrl, plainText } from "../field-schemas.ts";
import { ExternalEmbed } from "../../components/consent-gate/external-media-gate.tsx";
import { useLang } from "../../i18n/index.tsx";

// A document (season brochure, programme booklet) in issuu's page-turning viewer.
const schema = object({
  embed: embedUrl("viewer"),
  media_type: optional(enums(["portrait", "landscape"])),
  title: optional(plainText(200)),
});

type Viewer = Infer<typeof schema>;

const documentWord = { de: "Dokument", en: "Document" };

function Render({ module }: ModuleRenderProps<Viewer>) {
  const lang = useLang();
  return (
    <figure className="module-viewer">
      <ExternalEmbed kind="viewer" url={module.embed} title={`${documentWord[lang]}: ${module.title ?? ""}`.trim()} shape={module.media_type === "landscape" ? "landscape" : "portrait"} />
      {module.title ? <figcaption className="module-viewer__title">{module.title}</figcaption> : null}
    </figure>
  );
}

/** What visitors' browsers load of this type (src/modules/renderings.ts); the rest comes with the editor. */
export const rendering: ModuleRendering<Viewer> = {
  Render,
};

export const viewerModule = /* @__PURE__ */ defineModule<Viewer>({
  type: "viewer",
  label: { de: "PDF-Viewer", en: "PDF viewer" },
  group: "media",
  icon: "document",
  fields: [
    { name: "embed", kind: "url", label: { de: "Adresse des Dokuments auf issuu.com", en: "Address of the document on issuu.com" }, required: true },
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
  ],
  schema,
  defaults: { embed: "", media_type: "portrait", title: "" },
}, rendering);
