// ImportantInfo: notes visitors must read before coming (rich text), plus this date's own notes.
import { RichText } from "../../../components/rich-text.tsx";
import { useT } from "../../../i18n/index.tsx";
import { DetailSection } from "./section.tsx";

export function ImportantInfoSection({ prefix, html, dateInfo }: { prefix: string; html: string; dateInfo?: string }) {
  const t = useT();
  if (!html && !dateInfo) return null;
  return (
    <DetailSection name="ImportantInfo" id={`${prefix}-important`} title={t("sections.importantInfo")} className={`${prefix === "event" ? "screen-event" : "screen-production"}__important`}>
      {dateInfo ? (
        <div className="detail-section__date-info">
          <h3>{t("screens.events.info")}</h3>
          <RichText html={dateInfo} />
        </div>
      ) : null}
      {html ? <RichText html={html} /> : null}
    </DetailSection>
  );
}
