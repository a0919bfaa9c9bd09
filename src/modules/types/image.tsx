import { defineModule, type ModuleRendering, type ModuleRenderProps, type ModuleValues } from "../define-module.ts";
import type { Field } from "../../../shared/fields/field.ts";
import { Picture } from "../../components/picture.tsx";
import type { ImageObj } from "../../../shared/api/types.ts";
import { creditText } from "../../components/media/credit-text.ts";

const fieldList = [
  { name: "image", kind: "reference", to: "image", label: { de: "Bild", en: "Image" }, required: true },
  { name: "format", kind: "select", label: { de: "Format", en: "Format" }, options: [
    { value: "horizontal", label: { de: "Querformat", en: "Landscape" } },
    { value: "vertical", label: { de: "Hochformat", en: "Portrait" } },
    { value: "original", label: { de: "Original", en: "Original" } },
  ] },
  { name: "caption", kind: "text", label: { de: "Bildunterschrift", en: "Caption" }, maxLength: 500, searchable: true },
] as const satisfies readonly Field[];

type ImageModule = ModuleValues<typeof fieldList>;

function Render({ module }: ModuleRenderProps<ImageModule>) {
  const image = module.image_obj as ImageObj | undefined;
  if (!image) return null;
  return (
    <figure className={`module-image module-image--${module.format ?? "original"}`}>
      <Picture image={image} />
      {module.caption || image.credit ? (
        <figcaption>
          {module.caption}
          {image.credit ? <span className="module-image__credit"> {creditText(image.credit)}</span> : null}
        </figcaption>
      ) : null}
    </figure>
  );
}

/** What visitors' browsers load of this type (src/modules/renderings.ts); the rest comes with the editor. */
export const rendering: ModuleRendering<ImageModule> = {
  Render,
};

export const imageModule = /* @__PURE__ */ defineModule({
  type: "image",
  label: { de: "Bild", en: "Image" },
  group: "media",
  icon: "image",
  fields: fieldList,
}, rendering);
