// Programs: the production's programme — the works of a concert, the parts of a festival — each
// with its line of text and, where there is one, a link (a digital programme booklet, a sign-up).
import type { ProgrammeItem } from "../../../../shared/api/content-types.ts";
import { SmartLink } from "../../../components/smart-link.tsx";
import { useT } from "../../../i18n/index.tsx";
import { DetailSection } from "./section.tsx";

export function ProgramsSection({ prefix, items }: { prefix: string; items: ProgrammeItem[] }) {
  const t = useT();
  if (items.length === 0) return null;
  return (
    <DetailSection name="Programs" id={`${prefix}-programme`} title={t("eventDetail.programme")} className="detail-programme">
      <ol className="detail-programme__list">
        {items.map((item) => (
          <li key={item.id} className="detail-programme__item">
            <h3 className="detail-programme__title">{item.url ? <SmartLink href={item.url}>{item.title}</SmartLink> : item.title}</h3>
            {item.text ? <p className="detail-programme__text">{item.text}</p> : null}
          </li>
        ))}
      </ol>
    </DetailSection>
  );
}
