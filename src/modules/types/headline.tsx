import { integer, max, min, object, optional, type Infer } from "superstruct";
import { defineModule } from "../define-module.ts";
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

export const headlineModule = defineModule<Headline>({
  type: "headline",
  label: { de: "Überschrift", en: "Headline" },
  group: "text",
  icon: "heading",
  fields: [
    { name: "headline_level", kind: "select", label: { de: "Ebene", en: "Level" }, options: [2, 3, 4, 5, 6].map((n) => ({ value: n, label: { de: `H${n}`, en: `H${n}` } })) },
    { name: "preline", kind: "text", label: { de: "Dachzeile", en: "Preline" }, maxLength: 200, searchable: true },
    { name: "content", kind: "text", label: { de: "Überschrift", en: "Headline" }, required: true, maxLength: 500, searchable: true },
    { name: "subline", kind: "text", label: { de: "Unterzeile", en: "Subline" }, maxLength: 300, searchable: true },
    { name: "anchor", kind: "text", label: { de: "Anker", en: "Anchor" } },
  ],
  schema,
  defaults: { headline_level: 2, preline: "", content: "", subline: "", anchor: "" },
  Render,
});
