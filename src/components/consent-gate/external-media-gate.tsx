// External media stay behind consent (spec §9 "external media"): before it, a placeholder (our own
// poster, which provider, what happens) with two buttons — load this one embed once, or always allow
// external media (stored in the consent cookie). Nothing is requested from the provider before that:
// the server and the hydrating client render the placeholder.
import { useState, type ReactNode } from "react";
import { useT } from "../../i18n/index.tsx";
import { grantConsent, useConsent } from "../../lib/consent.ts";
import { resolveEmbed, type EmbedKind } from "./embed-providers.ts";

export interface ExternalEmbedProps {
  kind: EmbedKind;
  /** The page address an editor pasted (e.g. a YouTube watch URL). */
  url: string;
  /** Names the player for assistive technology. */
  title: string;
  poster?: ReactNode;
  /** The frame's shape: a modifier of consent-gate (video 16:9 by default). */
  shape?: "video" | "audio-compact" | "audio-tall" | "portrait" | "landscape" | "social";
}

export function ExternalEmbed({ kind, url, title, poster, shape = "video" }: ExternalEmbedProps) {
  const t = useT();
  const allowed = useConsent("external-media");
  const [loadOnce, setLoadOnce] = useState(false);
  const embed = resolveEmbed(kind, url);
  if (!embed) return null;
  if (allowed || loadOnce) {
    return (
      <div className={`consent-gate consent-gate--open consent-gate--${shape}`}>
        <iframe
          className="consent-gate__frame"
          src={embed.src}
          title={title}
          loading="lazy"
          allow="fullscreen; picture-in-picture; encrypted-media"
          referrerPolicy="strict-origin-when-cross-origin"
        />
      </div>
    );
  }
  return (
    <div className={`consent-gate consent-gate--${shape}`}>
      {poster ? <div className="consent-gate__poster">{poster}</div> : null}
      <div className="consent-gate__notice">
        <p>{t("consent.gateText", { provider: embed.provider })}</p>
        <p className="consent-gate__actions">
          <button type="button" className="button" data-consent-gate="always" onClick={() => grantConsent("external-media")}>
            {t("consent.gateAllow")}
          </button>
          <button type="button" className="button button--quiet" data-consent-gate="once" onClick={() => setLoadOnce(true)}>
            {t("consent.gateOnce")}
          </button>
        </p>
      </div>
    </div>
  );
}

/** A YouTube or Vimeo video behind the gate (hero media, event and production pages). */
export function ExternalVideo({ url, title, poster }: { url: string; title: string; poster?: ReactNode }) {
  const t = useT();
  return <ExternalEmbed kind="video" url={url} title={t("consent.videoTitle", { title })} poster={poster} />;
}
