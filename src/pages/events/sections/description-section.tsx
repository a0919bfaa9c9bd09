// Description: the production's text, or its teaser when there is no long text.
import { RichText } from "../../../components/rich-text.tsx";
import { useT } from "../../../i18n/index.tsx";
import { DetailSection } from "./section.tsx";

export function DescriptionSection({ prefix, html, teaser }: { prefix: string; html: string; teaser?: string }) {
  const t = useT();
  if (!html && !teaser) return null;
  return (
    <DetailSection name="Description" id={`${prefix}-description`} title={t("sections.description")}>
      {html ? <RichText html={html} /> : <p>{teaser}</p>}
    </DetailSection>
  );
}
