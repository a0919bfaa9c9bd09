import { defineModule, type ModuleRendering, type ModuleRenderProps, type ModuleValues } from "../define-module.ts";
import { anchorName } from "../../../shared/fields/checks.ts";
import type { Field } from "../../../shared/fields/field.ts";

const fieldList = [
  { name: "content", kind: "textarea", label: { de: "Zitat", en: "Quote" }, required: true, maxLength: 1000, searchable: true },
  { name: "author", kind: "text", label: { de: "Von", en: "By" }, maxLength: 200, searchable: true },
  { name: "anchor", kind: "text", label: { de: "Anker", en: "Anchor" }, check: anchorName },
] as const satisfies readonly Field[];

type Quote = ModuleValues<typeof fieldList>;

function Render({ module }: ModuleRenderProps<Quote>) {
  return (
    <figure className="module-quote" id={module.anchor || undefined}>
      <blockquote className="module-quote__text">
        <p>{module.content}</p>
      </blockquote>
      {module.author ? <figcaption className="module-quote__author">{module.author}</figcaption> : null}
    </figure>
  );
}

/** What visitors' browsers load of this type (src/modules/renderings.ts); the rest comes with the editor. */
export const rendering: ModuleRendering<Quote> = {
  Render,
};

export const quoteModule = /* @__PURE__ */ defineModule({
  type: "quote",
  label: { de: "Zitat", en: "Quote" },
  group: "text",
  icon: "quote",
  fields: fieldList,
}, rendering);
