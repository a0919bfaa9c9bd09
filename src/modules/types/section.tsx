import { defineModule, type ModuleRendering, type ModuleRenderProps, type ModuleValues } from "../define-module.ts";
import type { Field } from "../../../shared/fields/field.ts";
import { Picture } from "../../components/picture.tsx";
import type { ImageObj } from "../../../shared/api/types.ts";

// The older set's "section": a tinted panel (spec §9 background classes) with up to three text columns.
const fieldList = [
  {
    name: "extra_class",
    kind: "select",
    label: { de: "Hintergrund", en: "Background" },
    required: true,
    options: [
      { value: "cc01", label: { de: "Gelb", en: "Yellow" } },
      { value: "cc02", label: { de: "Grün", en: "Green" } },
      { value: "cc03", label: { de: "Blau", en: "Blue" } },
    ],
  },
  { name: "image", kind: "reference", to: "image", label: { de: "Bild", en: "Image" } },
  {
    name: "columns",
    kind: "list",
    label: { de: "Spalten", en: "Columns" },
    itemLabel: { de: "Spalte", en: "Column" },
    required: true,
    minItems: 1,
    maxItems: 3,
    item: [{ name: "content", kind: "richtext", label: { de: "Text", en: "Text" }, required: true, maxLength: 5000, searchable: true }],
  },
] as const satisfies readonly Field[];

type SectionModule = ModuleValues<typeof fieldList>;

function Render({ module }: ModuleRenderProps<SectionModule>) {
  const image = module.image_obj as ImageObj | null | undefined;
  return (
    <div className={`module-section module-section--${module.extra_class}`}>
      {image ? <Picture image={image} className="module-section__image" sizes="100vw" /> : null}
      <div className={`module-section__columns module-section__columns--${module.columns.length}`}>
        {module.columns.map((column, index) => (
          // Rich text is sanitized on the server when it is saved.
          <div key={index} className="module-section__column rich-text" dangerouslySetInnerHTML={{ __html: column.content }} />
        ))}
      </div>
    </div>
  );
}

/** What visitors' browsers load of this type (src/modules/renderings.ts); the rest comes with the editor. */
export const rendering: ModuleRendering<SectionModule> = {
  Render,
};

export const sectionModule = /* @__PURE__ */ defineModule({
  type: "section",
  label: { de: "Farbfläche", en: "Section" },
  group: "layout",
  icon: "panel",
  fields: fieldList,
}, rendering);
