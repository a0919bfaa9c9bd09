import { boolean, integer, max, min, object, optional, size, string, type Infer } from "superstruct";
import { defineModule } from "../define-module.ts";

const schema = object({
  headline_level: min(max(integer(), 6), 2),
  preline: optional(string()),
  content: size(string(), 1, 500),
  subline: optional(string()),
  anchor: optional(string()),
  sticky: optional(boolean()),
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
    { name: "preline", kind: "text", label: { de: "Dachzeile", en: "Preline" } },
    { name: "content", kind: "text", label: { de: "Überschrift", en: "Headline" }, required: true },
    { name: "subline", kind: "text", label: { de: "Unterzeile", en: "Subline" } },
    { name: "anchor", kind: "text", label: { de: "Anker", en: "Anchor" } },
  ],
  schema,
  defaults: { headline_level: 2, preline: "", content: "", subline: "", anchor: "" },
  Render,
});
