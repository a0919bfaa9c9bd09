import { boolean, object, optional, size, string, type Infer } from "superstruct";
import { defineModule } from "../define-module.ts";
import { SmartLink } from "../../components/smart-link.tsx";

const schema = object({
  link_text: size(string(), 1, 200),
  link_url: size(string(), 1, 2000),
  extra_class: optional(string()),
  anchor: optional(string()),
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

export const linkModule = defineModule<LinkModule>({
  type: "link",
  label: { de: "Link", en: "Link" },
  group: "text",
  icon: "link",
  fields: [
    { name: "link_text", kind: "text", label: { de: "Linktext", en: "Link text" }, required: true },
    { name: "link_url", kind: "link", label: { de: "Ziel", en: "Target" }, required: true },
    { name: "extra_class", kind: "select", label: { de: "Darstellung", en: "Style" }, options: [{ value: "", label: { de: "Textlink", en: "Text link" } }, { value: "button", label: { de: "Schaltfläche", en: "Button" } }] },
    { name: "anchor", kind: "text", label: { de: "Anker", en: "Anchor" } },
  ],
  schema,
  defaults: { link_text: "", link_url: "", extra_class: "", anchor: "", sticky: false },
  Render,
});
