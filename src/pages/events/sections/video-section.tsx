// Video: the production's trailer behind the external-media consent gate.
import { ExternalVideo } from "../../../components/consent-gate/external-media-gate.tsx";
import { resolveEmbed } from "../../../components/consent-gate/embed-providers.ts";
import { useT } from "../../../i18n/index.tsx";
import { DetailSection } from "./section.tsx";

export function VideoSection({ prefix, url, title }: { prefix: string; url: string | null; title: string }) {
  const t = useT();
  if (!url || !resolveEmbed("video", url)) return null;
  return (
    <DetailSection name="Video" id={`${prefix}-video`} title={t("eventDetail.video")}>
      <ExternalVideo url={url} title={title} />
    </DetailSection>
  );
}
