import { integer, max, min, object, optional, type Infer } from "superstruct";
import { defineModule, type ModuleRendering } from "../define-module.ts";
import { anchorName, plainText, requiredText } from "../field-schemas.ts";

const schema = object({
  headline_level: min(max(integer(), 6), 2),
  preline: optional(plainText(200)),
  content: requiredText(500),
  subline: optional(plainText(300)),
  anchor: optional(anchorName),
});

type Headline = Infer<typeof schema>;

function Render({ module }: { module: Headline }) {
  const Tag = `h${module.headline_level}` as "h2";
  return (
    <div className="module-headline" id={module.anchor || undefined}>
      {module.preline ? <p className="module-headline__preline">{module.preline}</p> : null}
      <Tag className="module-headline__title">{module.content}</Tag>
      {module.subline ? <p className="module-headline__subline">{module.subline}</p> : null}
    </div>
  );
}

/** What visitors' browsers load of this type (src/modules/renderings.ts); the rest comes with the editor. */
export const rendering: ModuleRendering<Headline> = {
  Render,
};

export const headlineModule = /* @__PURE__ */ defineModule<Headline>({
  type: "headline",
  label: { de: "Überschrift", en: "Headline" },
  group: "text",
  icon: "heading",
  fields: [
    { name: "headline_level", kind: "select", label: { de: "Ebene", en: "Level" }, options: [{ value: 2, label: { de: "H2", en: "H2" } }, { value: 3, label: { de: "H3", en: "H3" } }, { value: 4, label: { de: "H4", en: "H4" } }, { value: 5, label: { de: "H5", en: "H5" } }, { value: 6, label: { de: "H6", en: "H6" } }] },
    { name: "preline", kind: "text", label: { de: "Dachzeile", en: "Preline" }, maxLength: 200, searchable: true },
    { name: "content", kind: "text", label: { de: "Überschrift", en: "Headline" }, required: true, maxLength: 500, searchable: true },
    { name: "subline", kind: "text", label: { de: "Unterzeile", en: "Subline" }, maxLength: 300, searchable: true },
    { name: "anchor", kind: "text", label: { de: "Anker", en: "Anchor" } },
  ],
  schema,
  defaults: { headline_level: 2, preline: "", content: "", subline: "", anchor: "" },
}, rendering);
