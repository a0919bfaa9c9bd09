// Sponsors: the partners who support this performance, as a row of logos.
import type { Partner } from "../../../../shared/api/content-types.ts";
import { useT } from "../../../i18n/index.tsx";
import { PartnerMark } from "./partner-mark.tsx";
import { DetailSection } from "./section.tsx";

export function SponsorsSection({ prefix, sponsors }: { prefix: string; sponsors: Partner[] }) {
  const t = useT();
  if (sponsors.length === 0) return null;
  return (
    <DetailSection name="Sponsors" id={`${prefix}-sponsors`} title={t("eventDetail.sponsors")} className="detail-sponsors">
      <ul className="detail-sponsors__list">
        {sponsors.map((sponsor) => (
          <li key={sponsor.id}>
            <PartnerMark partner={sponsor} />
          </li>
        ))}
      </ul>
    </DetailSection>
  );
}
