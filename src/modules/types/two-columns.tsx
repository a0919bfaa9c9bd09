import { defineModule, type ModuleRendering, type ModuleRenderProps, type ModuleValues } from "../define-module.ts";
import type { Field } from "../../../shared/fields/field.ts";
import { Picture } from "../../components/picture.tsx";
import type { ImageObj } from "../../../shared/api/types.ts";

const fieldList = [
  {
    name: "extra_class",
    kind: "select",
    label: { de: "Anordnung", en: "Order" },
    required: true,
    options: [
      { value: "image-text", label: { de: "Bild, dann Text", en: "Image, then text" } },
      { value: "text-image", label: { de: "Text, dann Bild", en: "Text, then image" } },
    ],
  },
  { name: "text", kind: "richtext", label: { de: "Text", en: "Text" }, required: true, maxLength: 5000, searchable: true },
  { name: "image", kind: "reference", to: "image", label: { de: "Bild", en: "Image" }, required: true },
] as const satisfies readonly Field[];

type TwoColumns = ModuleValues<typeof fieldList>;

function Render({ module }: ModuleRenderProps<TwoColumns>) {
  const image = module.image_obj as ImageObj | null | undefined;
  return (
    <div className={`module-two-columns module-two-columns--${module.extra_class}`}>
      <div className="module-two-columns__image">{image ? <Picture image={image} sizes="(min-width: 48em) 50vw, 100vw" /> : null}</div>
      {/* Rich text is sanitized on the server when it is saved. */}
      <div className="module-two-columns__text rich-text" dangerouslySetInnerHTML={{ __html: module.text }} />
    </div>
  );
}

/** What visitors' browsers load of this type (src/modules/renderings.ts); the rest comes with the editor. */
export const rendering: ModuleRendering<TwoColumns> = {
  Render,
};

export const twoColumnsModule = /* @__PURE__ */ defineModule({
  type: "two_columns",
  label: { de: "Zwei Spalten", en: "Two columns" },
  group: "layout",
  icon: "columns",
  fields: fieldList,
}, rendering);
