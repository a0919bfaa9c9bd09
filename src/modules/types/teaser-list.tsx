import { defineModule, type ModuleRendering, type ModuleRenderProps, type ModuleValues } from "../define-module.ts";
import type { Field } from "../../../shared/fields/field.ts";
import { withTeaserTextFields } from "../teaser-text.ts";
import { Picture } from "../../components/picture.tsx";
import { SmartLink } from "../../components/smart-link.tsx";
import type { ImageObj } from "../../../shared/api/types.ts";

const itemFields = withTeaserTextFields(
  [{ name: "image", kind: "reference", to: "image", label: { de: "Bild", en: "Image" } }],
  [
    { name: "online_from", kind: "datetime", window: "from", label: { de: "Online ab", en: "Online from" } },
    { name: "online_to", kind: "datetime", window: "to", label: { de: "Online bis", en: "Online until" } },
  ],
);

const fieldList = [
  { name: "extra_class", kind: "text", label: { de: "CSS-Klasse", en: "CSS class" }, maxLength: 100 },
  { name: "children", kind: "list", label: { de: "Teaser", en: "Teasers" }, itemLabel: { de: "Teaser", en: "Teaser" }, item: itemFields },
] as const satisfies readonly Field[];

type TeaserList = ModuleValues<typeof fieldList>;
type TeaserItem = TeaserList["children"][number] & { image_obj?: ImageObj | null };

function Render({ module }: ModuleRenderProps<TeaserList>) {
  return (
    <ul className={`module-teasers ${module.extra_class ?? ""}`}>
      {(module.children as TeaserItem[]).map((teaser, index) => (
        <li key={index} className="teaser-card">
          <Picture image={teaser.image_obj as ImageObj | undefined} className="teaser-card__image" />
          <div className="teaser-card__body">
            {teaser.preline ? <p className="teaser-card__preline">{teaser.preline}</p> : null}
            <h3 className="teaser-card__headline">
              {teaser.link ? <SmartLink href={teaser.link}>{teaser.headline}</SmartLink> : teaser.headline}
            </h3>
            {teaser.subline ? <p className="teaser-card__subline">{teaser.subline}</p> : null}
            {teaser.text ? <p className="teaser-card__text">{teaser.text}</p> : null}
          </div>
        </li>
      ))}
    </ul>
  );
}

/** What visitors' browsers load of this type (src/modules/renderings.ts); the rest comes with the editor. */
export const rendering: ModuleRendering<TeaserList> = {
  Render,
};

export const teaserListModule = /* @__PURE__ */ defineModule({
  type: "teaser_list",
  label: { de: "Teaserliste", en: "Teaser list" },
  group: "teaser",
  icon: "cards",
  fields: fieldList,
}, rendering);
