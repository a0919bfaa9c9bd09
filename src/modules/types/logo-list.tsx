import { defineModule, type ModuleRendering, type ModuleRenderProps, type ModuleValues } from "../define-module.ts";
import type { Field } from "../../../shared/fields/field.ts";
import { Picture } from "../../components/picture.tsx";
import { SmartLink } from "../../components/smart-link.tsx";
import type { ImageObj } from "../../../shared/api/types.ts";

// Sponsors and partners: logos in a row, each named (the logo's text for screen readers) and linked.
const fieldList = [
  {
    name: "extra_class",
    kind: "select",
    label: { de: "Größe", en: "Size" },
    options: [
      { value: "", label: { de: "Normal", en: "Normal" } },
      { value: "compact", label: { de: "Klein", en: "Small" } },
    ],
  },
  { name: "headline", kind: "text", label: { de: "Überschrift", en: "Headline" }, maxLength: 200, searchable: true },
  {
    name: "children",
    kind: "list",
    label: { de: "Logos", en: "Logos" },
    itemLabel: { de: "Logo", en: "Logo" },
    required: true,
    minItems: 1,
    maxItems: 40,
    item: [
      { name: "image", kind: "reference", to: "image", label: { de: "Logo", en: "Logo" }, required: true },
      { name: "name", kind: "text", label: { de: "Name", en: "Name" }, required: true, maxLength: 120, searchable: true },
      { name: "link", kind: "link", label: { de: "Link", en: "Link" } },
    ],
  },
] as const satisfies readonly Field[];

type LogoList = ModuleValues<typeof fieldList>;
type Item = LogoList["children"][number] & { image_obj?: ImageObj | null };

function Render({ module }: ModuleRenderProps<LogoList>) {
  return (
    <div className={`module-logo-list${module.extra_class ? ` module-logo-list--${module.extra_class}` : ""}`}>
      {module.headline ? <h2 className="module-logo-list__headline">{module.headline}</h2> : null}
      <ul className="module-logo-list__items">
        {(module.children as Item[]).map((logo, index) => {
          const picture = logo.image_obj ? <Picture image={{ ...logo.image_obj, alt: logo.name }} sizes="160px" /> : <span>{logo.name}</span>;
          return <li key={index}>{logo.link ? <SmartLink href={logo.link}>{picture}</SmartLink> : picture}</li>;
        })}
      </ul>
    </div>
  );
}

/** What visitors' browsers load of this type (src/modules/renderings.ts); the rest comes with the editor. */
export const rendering: ModuleRendering<LogoList> = {
  Render,
};

export const logoListModule = /* @__PURE__ */ defineModule({
  type: "logo_list",
  label: { de: "Logoleiste", en: "Logo list" },
  group: "media",
  icon: "logos",
  fields: fieldList,
}, rendering);
