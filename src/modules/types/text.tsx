import { defineModule, type ModuleRendering, type ModuleValues } from "../define-module.ts";
import type { Field } from "../../../shared/fields/field.ts";
import { anchorName } from "../../../shared/fields/checks.ts";

const fieldList = [
  { name: "content", kind: "richtext", label: { de: "Text", en: "Text" }, required: true, maxLength: 100_000, searchable: true },
  { name: "anchor", kind: "text", label: { de: "Anker", en: "Anchor" }, check: anchorName },
  { name: "decrease_distance", kind: "boolean", label: { de: "Weniger Abstand", en: "Less spacing" } },
] as const satisfies readonly Field[];

type Text = ModuleValues<typeof fieldList>;

function Render({ module }: { module: Text }) {
  const className = module.decrease_distance ? "module-text rich-text module-text--tight" : "module-text rich-text";
  // Rich text is sanitized on the server when it is saved.
  return <div className={className} id={module.anchor || undefined} dangerouslySetInnerHTML={{ __html: module.content }} />;
}

/** What visitors' browsers load of this type (src/modules/renderings.ts); the rest comes with the editor. */
export const rendering: ModuleRendering<Text> = {
  Render,
};

export const textModule = /* @__PURE__ */ defineModule({
  type: "text",
  label: { de: "Text", en: "Text" },
  group: "text",
  icon: "paragraph",
  fields: fieldList,
}, rendering);
