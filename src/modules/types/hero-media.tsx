import { defineModule, type ModuleRendering, type ModuleRenderProps, type ModuleValues } from "../define-module.ts";
import type { Field } from "../../../shared/fields/field.ts";
import { embedUrl } from "../field-schemas.ts";
import { Picture } from "../../components/picture.tsx";
import { SmartLink } from "../../components/smart-link.tsx";
import { ExternalVideo } from "../../components/consent-gate/external-media-gate.tsx";
import type { ImageObj } from "../../../shared/api/types.ts";

const fieldList = [
  { name: "headline", kind: "text", label: { de: "Überschrift", en: "Headline" }, maxLength: 300, searchable: true },
  { name: "text", kind: "textarea", label: { de: "Text", en: "Text" }, maxLength: 1000, searchable: true },
  { name: "button_text", kind: "text", label: { de: "Button-Text", en: "Button text" }, maxLength: 100, searchable: true },
  { name: "button_link", kind: "link", label: { de: "Button-Link", en: "Button link" } },
  { name: "sticky", kind: "boolean", label: { de: "Button in der Sticky-Navigation zeigen", en: "Show the button in the sticky navigation" } },
  { name: "image", kind: "reference", to: "image", label: { de: "Bild", en: "Image" } },
  { name: "video", kind: "url", label: { de: "Video (YouTube oder Vimeo)", en: "Video (YouTube or Vimeo)" }, check: embedUrl("video") },
  { name: "online_from", kind: "datetime", window: "from", label: { de: "Online ab", en: "Online from" }, required: true },
  { name: "online_to", kind: "datetime", window: "to", label: { de: "Online bis", en: "Online until" } },
] as const satisfies readonly Field[];

type HeroMedia = ModuleValues<typeof fieldList>;

function Render({ module }: ModuleRenderProps<HeroMedia>) {
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
        <ExternalVideo url={module.video} title={module.headline ?? ""} poster={<Picture image={module.image_obj ? { ...(module.image_obj as ImageObj), alt: "" } : undefined} sizes="100vw" />} />
      </div>
    </>
  );
}

/** What visitors' browsers load of this type (src/modules/renderings.ts); the rest comes with the editor. */
export const rendering: ModuleRendering<HeroMedia> = {
  Render,
  hooks: {
    replacesPageHeader: true,
    stickyLink: (module) => (module.sticky && module.button_text && module.button_link ? { text: module.button_text, url: module.button_link } : null),
  },
};

export const heroMediaModule = /* @__PURE__ */ defineModule({
  type: "hero_media",
  label: { de: "Hero-Medien", en: "Hero media" },
  group: "media",
  icon: "hero",
  fields: fieldList,
}, rendering);
