import { defineModule, type ModuleRendering, type ModuleRenderProps, type ModuleValues } from "../define-module.ts";
import type { Field } from "../../../shared/fields/field.ts";
import { embedHostsHelp, embedUrl } from "../field-schemas.ts";
import { ExternalEmbed } from "../../components/consent-gate/external-media-gate.tsx";
import { addTexts, useT } from "../../i18n/index.tsx";
import { audioDe, audioEn } from "../../i18n/modules/audio-texts.ts";

// A player of Spotify, SoundCloud or Podigee; the media type decides the player's height.
const fieldList = [
  { name: "embed", kind: "url", label: { de: "Adresse des Beitrags", en: "Address of the audio" }, required: true, check: embedUrl("audio"), help: embedHostsHelp("audio", "Auf", "On") },
  {
    name: "media_type",
    kind: "select",
    label: { de: "Art", en: "Type" },
    default: "podcast",
    options: [
      { value: "track", label: { de: "Einzelner Titel", en: "Single track" } },
      { value: "playlist", label: { de: "Playlist oder Album", en: "Playlist or album" } },
      { value: "podcast", label: { de: "Podcast-Folge", en: "Podcast episode" } },
    ],
  },
  { name: "title", kind: "text", label: { de: "Titel", en: "Title" }, maxLength: 200, searchable: true },
] as const satisfies readonly Field[];

type Audio = ModuleValues<typeof fieldList>;

addTexts("de", audioDe);
addTexts("en", audioEn);

function Render({ module }: ModuleRenderProps<Audio>) {
  const t = useT();
  return (
    <figure className="module-audio">
      {module.title ? <figcaption className="module-audio__title">{module.title}</figcaption> : null}
      <ExternalEmbed kind="audio" url={module.embed} title={t("audio.title", { title: module.title ?? "" }).trim()} shape={module.media_type === "track" ? "audio-compact" : "audio-tall"} />
    </figure>
  );
}

/** What visitors' browsers load of this type (src/modules/renderings.ts); the rest comes with the editor. */
export const rendering: ModuleRendering<Audio> = {
  Render,
};

export const audioModule = /* @__PURE__ */ defineModule({
  type: "audio",
  label: { de: "Audio", en: "Audio" },
  group: "media",
  icon: "audio",
  fields: fieldList,
}, rendering);
