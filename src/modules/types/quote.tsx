import { object, optional, type Infer } from "superstruct";
import { defineModule, type ModuleRendering, type ModuleRenderProps } from "../define-module.ts";
import { plainText, requiredText } from "../field-schemas.ts";

const schema = object({
  content: requiredText(1000),
  author: optional(plainText(200)),
});

type Quote = Infer<typeof schema>;

function Render({ module }: ModuleRenderProps<Quote>) {
  return (
    <figure className="module-quote">
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

export const quoteModule = /* @__PURE__ */ defineModule<Quote>({
  type: "quote",
  label: { de: "Zitat", en: "Quote" },
  group: "text",
  icon: "quote",
  fields: [
    { name: "content", kind: "textarea", label: { de: "Zitat", en: "Quote" }, required: true, maxLength: 1000, searchable: true },
    { name: "author", kind: "text", label: { de: "Von", en: "By" }, maxLength: 200, searchable: true },
  ],
  schema,
  defaults: { content: "", author: "" },
}, rendering);
