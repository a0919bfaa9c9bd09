import { enums, object, type Infer } from "superstruct";
import { defineModule, type ModuleRendering, type ModuleRenderProps } from "../define-module.ts";
import { pickedId, requiredText } from "../field-schemas.ts";
import { Picture } from "../../components/picture.tsx";
import type { ImageObj } from "../../../shared/api/types.ts";

const orders = ["image-text", "text-image"] as const;

const schema = object({
  extra_class: enums(orders),
  text: requiredText(5000),
  image: pickedId,
});

type TwoColumns = Infer<typeof schema>;

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

export const twoColumnsModule = /* @__PURE__ */ defineModule<TwoColumns>({
  type: "two_columns",
  label: { de: "Zwei Spalten", en: "Two columns" },
  group: "layout",
  icon: "columns",
  fields: [
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
    { name: "image", kind: "image", label: { de: "Bild", en: "Image" }, required: true },
  ],
  schema,
  defaults: { extra_class: "" as never, text: "", image: 0 },
}, rendering);
