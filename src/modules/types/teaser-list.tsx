import { array, object, optional, type Infer } from "superstruct";
import { defineModule, type ModuleRendering, type FieldDefinition, type ModuleRenderProps } from "../define-module.ts";
import { optionalInstant, optionalPickedId, plainText } from "../field-schemas.ts";
import { withTeaserTextFields, withTeaserTextSchema } from "../teaser-text.ts";
import { Picture } from "../../components/picture.tsx";
import { SmartLink } from "../../components/smart-link.tsx";
import type { ImageObj } from "../../../shared/api/types.ts";

const item = object(withTeaserTextSchema({ image: optionalPickedId }, { online_from: optional(optionalInstant), online_to: optional(optionalInstant) }));

const schema = object({ extra_class: optional(plainText(100)), children: array(item) });

type TeaserList = Infer<typeof schema>;
type TeaserItem = TeaserList["children"][number] & { image_obj?: ImageObj | null };

const itemFields: FieldDefinition[] = withTeaserTextFields(
  [{ name: "image", kind: "image", label: { de: "Bild", en: "Image" } }],
  [
    { name: "online_from", kind: "datetime", window: "from", label: { de: "Online ab", en: "Online from" } },
    { name: "online_to", kind: "datetime", window: "to", label: { de: "Online bis", en: "Online until" } },
  ],
);

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

export const teaserListModule = /* @__PURE__ */ defineModule<TeaserList>({
  type: "teaser_list",
  label: { de: "Teaserliste", en: "Teaser list" },
  group: "teaser",
  icon: "cards",
  fields: [
    { name: "extra_class", kind: "text", label: { de: "CSS-Klasse", en: "CSS class" }, maxLength: 100 },
    { name: "children", kind: "list", label: { de: "Teaser", en: "Teasers" }, itemLabel: { de: "Teaser", en: "Teaser" }, item: itemFields },
  ],
  schema,
  defaults: { extra_class: "", children: [] },
}, rendering);
