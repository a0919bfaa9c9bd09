import { defineModule, type ModuleRendering, type ModuleRenderProps, type ModuleValues } from "../define-module.ts";
import { withTeaserTextFields } from "../teaser-text.ts";
import { Picture } from "../../components/picture.tsx";
import { SmartLink } from "../../components/smart-link.tsx";
import type { ImageObj } from "../../../shared/api/types.ts";

const fieldList = withTeaserTextFields(
  [{ name: "image", kind: "reference", to: "image", label: { de: "Bild", en: "Image" } }],
  [
    {
      name: "extra_class",
      kind: "select",
      label: { de: "Darstellung", en: "Style" },
      options: [
        { value: "", label: { de: "Bild links", en: "Image on the left" } },
        { value: "image-right", label: { de: "Bild rechts", en: "Image on the right" } },
        { value: "cc01", label: { de: "Hintergrund Gelb", en: "Yellow background" } },
        { value: "cc02", label: { de: "Hintergrund Grün", en: "Green background" } },
        { value: "cc03", label: { de: "Hintergrund Blau", en: "Blue background" } },
      ],
    },
  ],
);

type FullTeaser = ModuleValues<typeof fieldList>;

function Render({ module }: ModuleRenderProps<FullTeaser>) {
  const image = module.image_obj as ImageObj | null | undefined;
  return (
    <article className={`module-full-teaser${module.extra_class ? ` module-full-teaser--${module.extra_class}` : ""}`}>
      {image ? <Picture image={image} className="module-full-teaser__image" sizes="(min-width: 64em) 50vw, 100vw" /> : null}
      <div className="module-full-teaser__body">
        {module.preline ? <p className="module-full-teaser__preline">{module.preline}</p> : null}
        <h2 className="module-full-teaser__headline">{module.headline}</h2>
        {module.subline ? <p className="module-full-teaser__subline">{module.subline}</p> : null}
        {module.text ? <p className="module-full-teaser__text">{module.text}</p> : null}
        {module.link && module.link_text ? (
          <SmartLink href={module.link} className="button">
            {module.link_text}
          </SmartLink>
        ) : null}
      </div>
    </article>
  );
}

/** What visitors' browsers load of this type (src/modules/renderings.ts); the rest comes with the editor. */
export const rendering: ModuleRendering<FullTeaser> = {
  Render,
};

export const fullTeaserModule = /* @__PURE__ */ defineModule({
  type: "full_teaser",
  label: { de: "Großer Teaser", en: "Full teaser" },
  group: "teaser",
  icon: "teaser",
  fields: fieldList,
}, rendering);
