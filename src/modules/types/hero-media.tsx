import { boolean, integer, min, object, optional, string, type Infer } from "superstruct";
import { defineModule } from "../define-module.ts";
import { Picture } from "../../components/picture.tsx";
import { SmartLink } from "../../components/smart-link.tsx";
import { ExternalVideo } from "../../components/consent-gate/external-media-gate.tsx";
import type { ImageObj } from "../../../shared/api/types.ts";

const schema = object({
  headline: string(),
  text: optional(string()),
  button_text: optional(string()),
  button_link: optional(string()),
  sticky: optional(boolean()),
  image: optional(min(integer(), 1)),
  video: optional(string()),
  online_from: string(),
  online_to: optional(string()),
  image_obj: optional(object({ id: integer(), url: string(), width: integer(), height: integer(), alt: string(), credit: string() })),
});

type HeroMedia = Infer<typeof schema>;

function Render({ module }: { module: HeroMedia }) {
  const hero = (
    <section className="module-hero">
      <Picture image={module.image_obj as ImageObj | undefined} className="module-hero__image" eager sizes="100vw" />
      <div className="module-hero__text">
        <h1 className="module-hero__headline">{module.headline}</h1>
        {module.text ? <p className="module-hero__lead">{module.text}</p> : null}
        {module.button_text && module.button_link ? (
          <SmartLink href={module.button_link} className="button button--light">
            {module.button_text}
          </SmartLink>
        ) : null}
      </div>
    </section>
  );
  if (!module.video) return hero;
  return (
    <>
      {hero}
      <div className="module-hero__video">
        <ExternalVideo url={module.video} title={module.headline} poster={<Picture image={module.image_obj ? { ...(module.image_obj as ImageObj), alt: "" } : undefined} sizes="100vw" />} />
      </div>
    </>
  );
}

export const heroMediaModule = defineModule<HeroMedia>({
  type: "hero_media",
  label: { de: "Hero-Medien", en: "Hero media" },
  group: "media",
  icon: "hero",
  fields: [
    { name: "headline", kind: "text", label: { de: "Überschrift", en: "Headline" } },
    { name: "text", kind: "textarea", label: { de: "Text", en: "Text" } },
    { name: "button_text", kind: "text", label: { de: "Button-Text", en: "Button text" } },
    { name: "button_link", kind: "link", label: { de: "Button-Link", en: "Button link" } },
    { name: "image", kind: "image", label: { de: "Bild", en: "Image" } },
    { name: "video", kind: "text", label: { de: "Video", en: "Video" } },
    { name: "online_from", kind: "date", label: { de: "Online ab", en: "Online from" }, required: true },
    { name: "online_to", kind: "date", label: { de: "Online bis", en: "Online until" } },
  ],
  schema,
  defaults: { headline: "", text: "", button_text: "", button_link: "", sticky: false, video: "", online_from: "", online_to: "" },
  Render,
});
