import { enums, object, optional, type Infer } from "superstruct";
import { defineModule, type ModuleRendering, type ModuleRenderProps } from "../define-module.ts";
import { pickedId, plainText } from "../field-schemas.ts";
import { Picture } from "../../components/picture.tsx";
import type { ImageObj } from "../../../shared/api/types.ts";

const schema = object({
  image: pickedId,
  format: optional(enums(["horizontal", "vertical", "original"])),
  caption: optional(plainText(500)),
});

type ImageModule = Infer<typeof schema>;

function Render({ module }: ModuleRenderProps<ImageModule>) {
  const image = module.image_obj as ImageObj | undefined;
  if (!image) return null;
  return (
    <figure className={`module-image module-image--${module.format ?? "original"}`}>
      <Picture image={image} />
      {module.caption || image.credit ? (
        <figcaption>
          {module.caption}
          {image.credit ? <span className="module-image__credit"> {image.credit}</span> : null}
        </figcaption>
      ) : null}
    </figure>
  );
}

/** What visitors' browsers load of this type (src/modules/renderings.ts); the rest comes with the editor. */
export const rendering: ModuleRendering<ImageModule> = {
  Render,
};

export const imageModule = /* @__PURE__ */ defineModule<ImageModule>({
  type: "image",
  label: { de: "Bild", en: "Image" },
  group: "media",
  icon: "image",
  fields: [
    { name: "image", kind: "image", label: { de: "Bild", en: "Image" }, required: true },
    { name: "format", kind: "select", label: { de: "Format", en: "Format" }, options: [
      { value: "horizontal", label: { de: "Querformat", en: "Landscape" } },
      { value: "vertical", label: { de: "Hochformat", en: "Portrait" } },
      { value: "original", label: { de: "Original", en: "Original" } },
    ] },
    { name: "caption", kind: "text", label: { de: "Bildunterschrift", en: "Caption" }, maxLength: 500, searchable: true },
  ],
  schema,
  defaults: { image: 0, format: "horizontal", caption: "" },
}, rendering);
