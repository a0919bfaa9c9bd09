// Promoter: who presents the production when it is not the theatre itself (Veranstalter), with its
// logo, its line of text and a link to its website.
import type { Partner } from "../../../../shared/api/content-types.ts";
import { Picture } from "../../../components/picture.tsx";
import { SmartLink } from "../../../components/smart-link.tsx";
import { useT } from "../../../i18n/index.tsx";
import { DetailSection } from "./section.tsx";

export function PromoterSection({ prefix, promoter }: { prefix: string; promoter: Partner | null }) {
  const t = useT();
  if (!promoter) return null;
  return (
    <DetailSection name="Promoter" id={`${prefix}-promoter`} title={t("eventDetail.promoter")} className="detail-promoter">
      <div className="detail-promoter__body">
        {/* The name is written beside it: the logo adds nothing to read out. */}
        {promoter.logo ? (
          <div className="detail-promoter__mark">
            <Picture image={{ ...promoter.logo, alt: "" }} className="detail-promoter__logo" sizes="12rem" />
          </div>
        ) : null}
        <div className="detail-promoter__about">
          <p className="detail-promoter__name">{promoter.name}</p>
          {promoter.description ? <p className="detail-promoter__text">{promoter.description}</p> : null}
          {promoter.url ? (
            <p>
              <SmartLink href={promoter.url} className="arrow-link">
                {t("eventDetail.partnerWebsite")}
                <span className="visually-hidden">: {promoter.name}</span>
              </SmartLink>
            </p>
          ) : null}
        </div>
      </div>
    </DetailSection>
  );
}
