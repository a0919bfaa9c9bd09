import { boolean, object, optional, type Infer } from "superstruct";
import { defineModule, type ModuleRendering } from "../define-module.ts";
import { anchorName, requiredText } from "../field-schemas.ts";

const schema = object({
  content: requiredText(100_000),
  anchor: optional(anchorName),
  decrease_distance: optional(boolean()),
});

type Text = Infer<typeof schema>;

function Render({ module }: { module: Text }) {
  const className = module.decrease_distance ? "module-text rich-text module-text--tight" : "module-text rich-text";
  // Rich text is sanitized on the server when it is saved.
  return <div className={className} id={module.anchor || undefined} dangerouslySetInnerHTML={{ __html: module.content }} />;
}

/** What visitors' browsers load of this type (src/modules/renderings.ts); the rest comes with the editor. */
export const rendering: ModuleRendering<Text> = {
  Render,
};

export const textModule = /* @__PURE__ */ defineModule<Text>({
  type: "text",
  label: { de: "Text", en: "Text" },
  group: "text",
  icon: "paragraph",
  fields: [
    { name: "content", kind: "richtext", label: { de: "Text", en: "Text" }, required: true, maxLength: 100_000, searchable: true },
    { name: "anchor", kind: "text", label: { de: "Anker", en: "Anchor" } },
    { name: "decrease_distance", kind: "boolean", label: { de: "Weniger Abstand", en: "Less spacing" } },
  ],
  schema,
  defaults: { content: "", anchor: "", decrease_distance: false },
}, rendering);
