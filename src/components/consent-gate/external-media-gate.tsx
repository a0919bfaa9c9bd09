// External media stay behind consent: before it, a placeholder (poster, which provider, a button that
// allows the "external media" category); after it, the provider's player. Nothing is requested
// from the provider before consent — the server and the hydrating client render the placeholder.
import type { ReactNode } from "react";
import { useT } from "../../i18n/index.tsx";
import { grantConsent, useConsent } from "../../lib/consent.ts";
import { videoEmbed } from "./video-embed.ts";

export function ExternalVideo({ url, title, poster }: { url: string; title: string; poster?: ReactNode }) {
  const t = useT();
  const allowed = useConsent("external-media");
  const embed = videoEmbed(url);
  if (!embed) return null;
  if (allowed) {
    return (
      <div className="consent-gate consent-gate--open">
        <iframe
          className="consent-gate__frame"
          src={embed.src}
          title={t("consent.videoTitle", { title })}
          loading="lazy"
          allow="fullscreen; picture-in-picture; encrypted-media"
          referrerPolicy="strict-origin-when-cross-origin"
        />
      </div>
    );
  }
  return (
    <div className="consent-gate">
      {poster ? <div className="consent-gate__poster">{poster}</div> : null}
      <div className="consent-gate__notice">
        <p>{t("consent.gateText", { provider: embed.provider })}</p>
        <button type="button" className="button" onClick={() => grantConsent("external-media")}>
          {t("consent.gateAllow")}
        </button>
      </div>
    </div>
  );
}
