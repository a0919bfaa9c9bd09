import { defineModule, type ModuleRendering, type ModuleValues } from "../define-module.ts";
import type { Field } from "../../../shared/fields/field.ts";
import { anchorName } from "../../../shared/fields/checks.ts";
import { SmartLink } from "../../components/smart-link.tsx";

const fieldList = [
  { name: "link_text", kind: "text", label: { de: "Linktext", en: "Link text" }, required: true, maxLength: 200, searchable: true },
  { name: "link_url", kind: "link", label: { de: "Ziel", en: "Target" }, required: true },
  { name: "extra_class", kind: "select", label: { de: "Darstellung", en: "Style" }, options: [{ value: "", label: { de: "Textlink", en: "Text link" } }, { value: "button", label: { de: "Schaltfläche", en: "Button" } }] },
  { name: "anchor", kind: "text", label: { de: "Anker", en: "Anchor" }, check: anchorName },
  { name: "sticky", kind: "boolean", label: { de: "In der Sticky-Navigation zeigen", en: "Show in the sticky navigation" } },
] as const satisfies readonly Field[];

type LinkModule = ModuleValues<typeof fieldList>;

function Render({ module }: { module: LinkModule }) {
  return (
    <p className="module-link" id={module.anchor || undefined}>
      <SmartLink href={module.link_url} className={module.extra_class === "button" ? "button" : "arrow-link"}>
        {module.link_text}
      </SmartLink>
    </p>
  );
}

/** What visitors' browsers load of this type (src/modules/renderings.ts); the rest comes with the editor. */
export const rendering: ModuleRendering<LinkModule> = {
  Render,
  hooks: {
    stickyLink: (module) => (module.sticky ? { text: module.link_text, url: module.link_url } : null),
  },
};

export const linkModule = /* @__PURE__ */ defineModule({
  type: "link",
  label: { de: "Link", en: "Link" },
  group: "text",
  icon: "link",
  fields: fieldList,
}, rendering);
