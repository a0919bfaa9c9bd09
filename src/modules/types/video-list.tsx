import { defineModule, type ModuleRendering, type ModuleRenderProps, type ModuleValues } from "../define-module.ts";
import type { Field } from "../../../shared/fields/field.ts";
import { embedUrl } from "../field-schemas.ts";
import { Picture } from "../../components/picture.tsx";
import { ExternalEmbed } from "../../components/consent-gate/external-media-gate.tsx";
import { useT } from "../../i18n/index.tsx";
import type { ImageObj } from "../../../shared/api/types.ts";

// A list of videos; spec §3's "Video item" is one entry of it.
const fieldList = [
  { name: "headline", kind: "text", label: { de: "Überschrift", en: "Headline" }, maxLength: 200, searchable: true },
  {
    name: "children",
    kind: "list",
    label: { de: "Videos", en: "Videos" },
    itemLabel: { de: "Video", en: "Video" },
    required: true,
    minItems: 1,
    maxItems: 12,
    item: [
      { name: "video_url", kind: "url", label: { de: "Video-Adresse (YouTube oder Vimeo)", en: "Video address (YouTube or Vimeo)" }, required: true, check: embedUrl("video") },
      { name: "title", kind: "text", label: { de: "Titel", en: "Title" }, required: true, maxLength: 200, searchable: true },
      { name: "content", kind: "textarea", label: { de: "Text", en: "Text" }, maxLength: 1000, searchable: true },
      { name: "image", kind: "reference", to: "image", label: { de: "Vorschaubild", en: "Poster image" }, required: true },
    ],
  },
] as const satisfies readonly Field[];

type VideoList = ModuleValues<typeof fieldList>;
type Item = VideoList["children"][number] & { image_obj?: ImageObj | null };

function Render({ module }: ModuleRenderProps<VideoList>) {
  const t = useT();
  const Heading = module.headline ? "h3" : "h2";
  return (
    <div className="module-video-list">
      {module.headline ? <h2 className="module-video-list__headline">{module.headline}</h2> : null}
      <ul className="module-video-list__items">
        {(module.children as Item[]).map((video, index) => (
          <li key={index} className="module-video-list__item">
            <ExternalEmbed
              kind="video"
              url={video.video_url}
              title={t("consent.videoTitle", { title: video.title })}
              poster={video.image_obj ? <Picture image={{ ...video.image_obj, alt: "" }} sizes="(min-width: 64em) 33vw, 100vw" /> : undefined}
            />
            <Heading className="module-video-list__title">{video.title}</Heading>
            {video.content ? <p className="module-video-list__text">{video.content}</p> : null}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** What visitors' browsers load of this type (src/modules/renderings.ts); the rest comes with the editor. */
export const rendering: ModuleRendering<VideoList> = {
  Render,
};

export const videoListModule = /* @__PURE__ */ defineModule({
  type: "video_list",
  label: { de: "Videoliste", en: "Video list" },
  group: "media",
  icon: "videos",
  fields: fieldList,
}, rendering);
