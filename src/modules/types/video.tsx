import { defineModule, type ModuleRendering, type ModuleRenderProps, type ModuleValues } from "../define-module.ts";
import type { Field } from "../../../shared/fields/field.ts";
import { embedHostsHelp, embedUrl } from "../field-schemas.ts";
import { anchorName } from "../../../shared/fields/checks.ts";
import { Picture } from "../../components/picture.tsx";
import { ExternalEmbed } from "../../components/consent-gate/external-media-gate.tsx";
import { addTexts, useT } from "../../i18n/index.tsx";
import { videoDe, videoEn } from "../../i18n/modules/video-texts.ts";
import type { ImageObj } from "../../../shared/api/types.ts";

const fieldList = [
  { name: "image", kind: "reference", to: "image", label: { de: "Vorschaubild", en: "Poster image" }, required: true },
  { name: "video_url", kind: "url", label: { de: "Video-Adresse", en: "Video address" }, required: true, check: embedUrl("video"), help: embedHostsHelp("video", "Ein Video auf", "A video on") },
  { name: "length", kind: "text", label: { de: "Länge (z. B. 3:45)", en: "Length (e.g. 3:45)" }, maxLength: 20 },
  { name: "title", kind: "text", label: { de: "Titel", en: "Title" }, maxLength: 200, searchable: true },
  { name: "anchor", kind: "text", label: { de: "Anker", en: "Anchor" }, check: anchorName },
] as const satisfies readonly Field[];

type Video = ModuleValues<typeof fieldList>;

addTexts("de", videoDe);
addTexts("en", videoEn);

function Render({ module }: ModuleRenderProps<Video>) {
  const t = useT();
  const image = module.image_obj as ImageObj | null | undefined;
  // The poster is decoration beside the provider's notice; the title names the video.
  const poster = image ? <Picture image={{ ...image, alt: "" }} sizes="(min-width: 64em) 66vw, 100vw" /> : undefined;
  return (
    <figure className="module-video" id={module.anchor || undefined}>
      <ExternalEmbed kind="video" url={module.video_url} title={t("consent.videoTitle", { title: module.title || image?.alt || "" })} poster={poster} />
      {module.title || module.length ? (
        <figcaption className="module-video__caption">
          {module.title}
          {module.length ? <span className="module-video__length"> ({t("video.length")} {module.length})</span> : null}
        </figcaption>
      ) : null}
    </figure>
  );
}

/** What visitors' browsers load of this type (src/modules/renderings.ts); the rest comes with the editor. */
export const rendering: ModuleRendering<Video> = {
  Render,
};

export const videoModule = /* @__PURE__ */ defineModule({
  type: "video",
  label: { de: "Video", en: "Video" },
  group: "media",
  icon: "video",
  fields: fieldList,
}, rendering);
