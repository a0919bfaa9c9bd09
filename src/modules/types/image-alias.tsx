import { defineModule, type ModuleRendering, type ModuleRenderProps, type ModuleValues } from "../define-module.ts";
import type { Field } from "../../../shared/fields/field.ts";
import { Picture } from "../../components/picture.tsx";
import type { ImageObj } from "../../../shared/api/types.ts";
import { creditText } from "../../components/media/credit-text.ts";

// The older set's image with an alias: cut to portrait 400×500 or landscape 1240×700 (object-fit), with
// a description as its caption.
const aliases = { vertical: [400, 500], horizontal: [1240, 700] } as const;

const fieldList = [
  { name: "image", kind: "reference", to: "image", label: { de: "Bild", en: "Image" }, required: true },
  {
    name: "alias",
    kind: "select",
    label: { de: "Zuschnitt", en: "Crop" },
    required: true,
    options: [
      { value: "vertical", label: { de: "Hochformat 400 × 500", en: "Portrait 400 × 500" } },
      { value: "horizontal", label: { de: "Querformat 1240 × 700", en: "Landscape 1240 × 700" } },
    ],
  },
  { name: "description", kind: "textarea", label: { de: "Beschreibung", en: "Description" }, maxLength: 1000, searchable: true },
] as const satisfies readonly Field[];

type ImageAlias = ModuleValues<typeof fieldList>;

function Render({ module }: ModuleRenderProps<ImageAlias>) {
  const image = module.image_obj as ImageObj | null | undefined;
  if (!image) return null;
  const [width, height] = aliases[module.alias];
  return (
    <figure className={`module-image-alias module-image-alias--${module.alias}`}>
      <Picture image={{ ...image, width, height }} sizes={module.alias === "vertical" ? "(min-width: 30em) 400px, 100vw" : "(min-width: 85em) 1240px, 100vw"} />
      {module.description || image.credit ? (
        <figcaption>
          {module.description}
          {image.credit ? <span className="module-image__credit"> {creditText(image.credit)}</span> : null}
        </figcaption>
      ) : null}
    </figure>
  );
}

/** What visitors' browsers load of this type (src/modules/renderings.ts); the rest comes with the editor. */
export const rendering: ModuleRendering<ImageAlias> = {
  Render,
};

export const imageAliasModule = /* @__PURE__ */ defineModule({
  type: "image_alias",
  label: { de: "Bild mit Format", en: "Image with format" },
  group: "media",
  icon: "crop",
  fields: fieldList,
}, rendering);
