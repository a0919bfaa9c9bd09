import { enums, object, type Infer } from "superstruct";
import { defineModule, type ModuleRendering, type ModuleRenderProps } from "../define-module.ts";
import { itemList, optionalPickedId, requiredText } from "../field-schemas.ts";
import { Picture } from "../../components/picture.tsx";
import type { ImageObj } from "../../../shared/api/types.ts";

// The older set's "section": a tinted panel (spec §9 background classes) with up to three text columns.
const tints = ["cc01", "cc02", "cc03"] as const;

const schema = object({
  extra_class: enums(tints),
  image: optionalPickedId,
  columns: itemList(object({ content: requiredText(5000) }), 1, 3),
});

type SectionModule = Infer<typeof schema>;

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

export const sectionModule = /* @__PURE__ */ defineModule<SectionModule>({
  type: "section",
  label: { de: "Farbfläche", en: "Section" },
  group: "layout",
  icon: "panel",
  fields: [
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
    { name: "image", kind: "image", label: { de: "Bild", en: "Image" } },
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
  ],
  schema,
  defaults: { extra_class: "" as never, columns: [] },
}, rendering);
