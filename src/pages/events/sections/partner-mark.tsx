// A partner as its logo (named by the partner, whatever the image's own alt text says) or, without
// one, its name; a link to its website when it has one.
import type { Partner } from "../../../../shared/api/content-types.ts";
import { Picture } from "../../../components/picture.tsx";
import { SmartLink } from "../../../components/smart-link.tsx";

export function PartnerMark({ partner }: { partner: Partner }) {
  const mark = partner.logo ? (
    <Picture image={{ ...partner.logo, alt: partner.name }} className="partner-mark__logo" sizes="12rem" />
  ) : (
    <span className="partner-mark__name">{partner.name}</span>
  );
  return partner.url ? (
    <SmartLink href={partner.url} className="partner-mark">
      {mark}
    </SmartLink>
  ) : (
    <span className="partner-mark">{mark}</span>
  );
}
