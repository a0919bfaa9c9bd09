import { array, integer, object, optional, string, type Infer } from "superstruct";
import { defineModule } from "../define-module.ts";
import { Picture } from "../../components/picture.tsx";
import { SmartLink } from "../../components/smart-link.tsx";
import type { ImageObj } from "../../../shared/api/types.ts";

const item = object({
  image: optional(integer()),
  preline: optional(string()),
  headline: string(),
  subline: optional(string()),
  text: optional(string()),
  link_text: optional(string()),
  link: optional(string()),
  online_from: optional(string()),
  online_to: optional(string()),
  image_obj: optional(object({ id: integer(), url: string(), width: integer(), height: integer(), alt: string(), credit: string() })),
});

const schema = object({ extra_class: optional(string()), children: array(item) });

type TeaserList = Infer<typeof schema>;

function Render({ module }: { module: TeaserList }) {
  return (
    <ul className={`module-teasers ${module.extra_class ?? ""}`}>
      {module.children.map((teaser, index) => (
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

export const teaserListModule = defineModule<TeaserList>({
  type: "teaser_list",
  label: { de: "Teaserliste", en: "Teaser list" },
  group: "teaser",
  icon: "cards",
  fields: [
    { name: "extra_class", kind: "text", label: { de: "CSS-Klasse", en: "CSS class" } },
    { name: "children", kind: "children", label: { de: "Teaser", en: "Teasers" } },
  ],
  schema,
  defaults: { extra_class: "", children: [] },
  Render,
});
