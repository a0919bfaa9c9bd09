import { defineModule, type ModuleRendering, type ModuleRenderProps, type ModuleValues } from "../define-module.ts";
import type { Field } from "../../../shared/fields/field.ts";
import { embedHostsHelp, embedUrl } from "../field-schemas.ts";
import { ExternalEmbed } from "../../components/consent-gate/external-media-gate.tsx";
import { addTexts, useT } from "../../i18n/index.tsx";
import { socialMediaDe, socialMediaEn } from "../../i18n/modules/social-media-texts.ts";

// One post of Instagram, X (Twitter), Facebook or TikTok, in the network's own post frame.
const fieldList = [
  { name: "url", kind: "url", label: { de: "Adresse des Beitrags", en: "Address of the post" }, required: true, check: embedUrl("socialMedia"), help: embedHostsHelp("socialMedia", "Auf", "On") },
  { name: "title", kind: "text", label: { de: "Beschreibung", en: "Description" }, maxLength: 200 },
] as const satisfies readonly Field[];

type SocialMedia = ModuleValues<typeof fieldList>;

addTexts("de", socialMediaDe);
addTexts("en", socialMediaEn);

function Render({ module }: ModuleRenderProps<SocialMedia>) {
  const t = useT();
  return (
    <figure className="module-social-media">
      <ExternalEmbed kind="socialMedia" url={module.url} title={t("socialMedia.title", { title: module.title ?? "" }).trim()} shape="social" />
      {module.title ? <figcaption className="module-social-media__title">{module.title}</figcaption> : null}
    </figure>
  );
}

/** What visitors' browsers load of this type (src/modules/renderings.ts); the rest comes with the editor. */
export const rendering: ModuleRendering<SocialMedia> = {
  Render,
};

export const socialMediaModule = /* @__PURE__ */ defineModule({
  type: "social_media",
  label: { de: "Social Media", en: "Social media" },
  group: "media",
  icon: "share",
  fields: fieldList,
}, rendering);
