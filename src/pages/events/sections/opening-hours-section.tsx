// OpeningHours: when a production with opening times of its own (a festival centre, an exhibition)
// can be visited, one row per weekday or run of weekdays with the same hours.
import type { WeekdayHours } from "../../../../shared/api/content-types.ts";
import { SmartLink } from "../../../components/smart-link.tsx";
import { useLang, useT } from "../../../i18n/index.tsx";
import { weeklyHoursRows } from "../../../lib/weekly-hours.ts";
import { DetailSection } from "./section.tsx";

export function OpeningHoursSection({ prefix, hours }: { prefix: string; hours: WeekdayHours[] }) {
  const t = useT();
  const lang = useLang();
  const rows = weeklyHoursRows(hours, lang, t("eventDetail.closed"));
  if (rows.length === 0) return null;
  return (
    <DetailSection name="OpeningHours" id={`${prefix}-hours`} title={t("eventDetail.openingHours")} className="detail-hours">
      <dl className="detail-hours__list">
        {rows.map((row) => (
          <div key={row.days} className="detail-hours__row">
            <dt>{row.days}</dt>
            {row.ranges.map((range, index) => (
              <dd key={index}>{range.url ? <SmartLink href={range.url}>{range.text}</SmartLink> : range.text}</dd>
            ))}
          </div>
        ))}
      </dl>
    </DetailSection>
  );
}
