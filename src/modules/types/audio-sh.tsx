import { defineModule, type ModuleRendering, type ModuleRenderProps, type ModuleValues } from "../define-module.ts";
import type { Field } from "../../../shared/fields/field.ts";
import { mediaFile } from "../../../shared/fields/checks.ts";

// An audio file the theatre hosts itself (introductions, audio description samples): no third party.
// The description is the text alternative (WCAG 1.2.1).
const fieldList = [
  { name: "file", kind: "url", label: { de: "Audiodatei (.mp3, .m4a, .ogg, .wav)", en: "Audio file (.mp3, .m4a, .ogg, .wav)" }, required: true, check: mediaFile(["mp3", "m4a", "ogg", "oga", "wav"]) },
  { name: "title", kind: "text", label: { de: "Titel", en: "Title" }, maxLength: 200, searchable: true },
  { name: "description", kind: "textarea", label: { de: "Beschreibung oder Abschrift", en: "Description or transcript" }, maxLength: 1000, searchable: true },
] as const satisfies readonly Field[];

type AudioSh = ModuleValues<typeof fieldList>;

function Render({ module }: ModuleRenderProps<AudioSh>) {
  return (
    <figure className="module-audio-sh">
      {module.title ? <figcaption className="module-audio-sh__title">{module.title}</figcaption> : null}
      <audio controls preload="none" src={module.file} aria-label={module.title || undefined} />
      {module.description ? <p className="module-audio-sh__description">{module.description}</p> : null}
    </figure>
  );
}

/** What visitors' browsers load of this type (src/modules/renderings.ts); the rest comes with the editor. */
export const rendering: ModuleRendering<AudioSh> = {
  Render,
};

export const audioShModule = /* @__PURE__ */ defineModule({
  type: "audio_sh",
  label: { de: "Audio (eigene Datei)", en: "Audio (own file)" },
  group: "media",
  icon: "speaker",
  fields: fieldList,
}, rendering);
