import { boolean, enums, object, optional, type Infer } from "superstruct";
import { defineModule, type ModuleRendering } from "../define-module.ts";
import { anchorName, linkTarget, requiredText } from "../field-schemas.ts";
import { SmartLink } from "../../components/smart-link.tsx";

const schema = object({
  link_text: requiredText(200),
  link_url: linkTarget,
  extra_class: optional(enums(["", "button"])),
  anchor: optional(anchorName),
  sticky: optional(boolean()),
});

type LinkModule = Infer<typeof schema>;

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

export const linkModule = /* @__PURE__ */ defineModule<LinkModule>({
  type: "link",
  label: { de: "Link", en: "Link" },
  group: "text",
  icon: "link",
  fields: [
    { name: "link_text", kind: "text", label: { de: "Linktext", en: "Link text" }, required: true, maxLength: 200, searchable: true },
    { name: "link_url", kind: "link", label: { de: "Ziel", en: "Target" }, required: true },
    { name: "extra_class", kind: "select", label: { de: "Darstellung", en: "Style" }, options: [{ value: "", label: { de: "Textlink", en: "Text link" } }, { value: "button", label: { de: "Schaltfläche", en: "Button" } }] },
    { name: "anchor", kind: "text", label: { de: "Anker", en: "Anchor" } },
    { name: "sticky", kind: "boolean", label: { de: "In der Sticky-Navigation zeigen", en: "Show in the sticky navigation" } },
  ],
  schema,
  defaults: { link_text: "", link_url: "", extra_class: "", anchor: "", sticky: false },
}, rendering);
