import { defineModule, type ModuleRendering, type ModuleValues } from "../define-module.ts";
import type { Field } from "../../../shared/fields/field.ts";
import { anchorName } from "../../../shared/fields/checks.ts";

const fieldList = [
  { name: "headline_level", kind: "select", label: { de: "Ebene", en: "Level" }, default: 2, options: [{ value: 2, label: { de: "H2", en: "H2" } }, { value: 3, label: { de: "H3", en: "H3" } }, { value: 4, label: { de: "H4", en: "H4" } }, { value: 5, label: { de: "H5", en: "H5" } }, { value: 6, label: { de: "H6", en: "H6" } }] },
  { name: "preline", kind: "text", label: { de: "Dachzeile", en: "Preline" }, maxLength: 200, searchable: true },
  { name: "content", kind: "text", label: { de: "Überschrift", en: "Headline" }, required: true, maxLength: 500, searchable: true },
  { name: "subline", kind: "text", label: { de: "Unterzeile", en: "Subline" }, maxLength: 300, searchable: true },
  { name: "anchor", kind: "text", label: { de: "Anker", en: "Anchor" }, check: anchorName },
] as const satisfies readonly Field[];

type Headline = ModuleValues<typeof fieldList>;

function Render({ module }: { module: Headline }) {
  const Tag = `h${module.headline_level ?? 2}` as "h2";
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

export const headlineModule = /* @__PURE__ */ defineModule({
  type: "headline",
  label: { de: "Überschrift", en: "Headline" },
  group: "text",
  icon: "heading",
  fields: fieldList,
}, rendering);
