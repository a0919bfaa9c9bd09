// Series: the subscriptions and series this date belongs to.
import { Link } from "react-router";
import type { SeriesSummary } from "../../../../shared/api/content-types.ts";
import { useT } from "../../../i18n/index.tsx";
import { DetailSection } from "./section.tsx";

export function SeriesSection({ prefix, series }: { prefix: string; series: SeriesSummary[] }) {
  const t = useT();
  if (series.length === 0) return null;
  return (
    <DetailSection name="Series" id={`${prefix}-series`} title={t("screens.events.inSeries")} className="screen-event__series">
      <ul>
        {series.map((entry) => (
          <li key={entry.id}>
            <Link className="arrow-link" to={entry.url}>
              {entry.name}
            </Link>
          </li>
        ))}
      </ul>
    </DetailSection>
  );
}
