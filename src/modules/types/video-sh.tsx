import { defineModule, type ModuleRendering, type ModuleRenderProps, type ModuleValues } from "../define-module.ts";
import type { Field } from "../../../shared/fields/field.ts";
import { mediaFile } from "../../../shared/fields/checks.ts";
import type { ImageObj } from "../../../shared/api/types.ts";
import { useLang, useT } from "../../i18n/index.tsx";
import { singleImageFile } from "../../../shared/api/image-sources.ts";

// A video file the theatre hosts itself: no third party, so no consent gate. Captions (WebVTT) for
// WCAG 1.2.2; nothing is loaded before the visitor presses play.
const fieldList = [
  { name: "file", kind: "url", label: { de: "Videodatei (.mp4, .webm)", en: "Video file (.mp4, .webm)" }, required: true, check: mediaFile(["mp4", "webm"]) },
  { name: "image", kind: "reference", to: "image", label: { de: "Vorschaubild", en: "Poster image" }, required: true },
  { name: "title", kind: "text", label: { de: "Titel", en: "Title" }, maxLength: 200, searchable: true },
  { name: "captions", kind: "url", label: { de: "Untertitel (.vtt)", en: "Captions (.vtt)" }, check: mediaFile(["vtt"]), help: { de: "WebVTT-Untertitel machen das Video für Gehörlose zugänglich.", en: "WebVTT captions make the video accessible to deaf visitors." } },
] as const satisfies readonly Field[];

type VideoSh = ModuleValues<typeof fieldList>;

function Render({ module }: ModuleRenderProps<VideoSh>) {
  const lang = useLang();
  const t = useT();
  const image = module.image_obj as ImageObj | null | undefined;
  const poster = image ? singleImageFile(image) : undefined;
  return (
    <figure className="module-video-sh">
      <video controls preload="none" poster={poster?.url} width={poster?.width} height={poster?.height} aria-label={module.title || image?.alt || undefined}>
        <source src={module.file} type={module.file.toLowerCase().endsWith(".webm") ? "video/webm" : "video/mp4"} />
        {module.captions ? <track kind="captions" src={module.captions} srcLang={lang} label={t(`languageName.${lang}`)} default /> : null}
      </video>
      {module.title ? <figcaption>{module.title}</figcaption> : null}
    </figure>
  );
}

/** What visitors' browsers load of this type (src/modules/renderings.ts); the rest comes with the editor. */
export const rendering: ModuleRendering<VideoSh> = {
  Render,
};

export const videoShModule = /* @__PURE__ */ defineModule({
  type: "video_sh",
  label: { de: "Video (eigene Datei)", en: "Video (own file)" },
  group: "media",
  icon: "film",
  fields: fieldList,
}, rendering);
