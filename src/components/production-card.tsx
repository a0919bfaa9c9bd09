// One production as a card of the grid (the productions list, the favorites page): poster, type,
// title (its link covers the card), subline and next performance, and the heart in the poster's
// corner, where it covers no text.
import type { ReactNode } from "react";
import { Link } from "react-router";
import type { ProductionSummary } from "../../shared/api/content-types.ts";
import { useLang, useT } from "../i18n/index.tsx";
import { formatLongDate, formatTime } from "../lib/format-date.ts";
import { FavoriteButton } from "./favorites/favorite-button.tsx";
import { Picture } from "./picture.tsx";

/** `tool`: what the card offers below its text instead of the heart (the favorites page's remove button). */
export function ProductionCard({ production, tool }: { production: ProductionSummary; tool?: ReactNode }) {
  const t = useT();
  const lang = useLang();
  return (
    <li className="teaser-card production-card">
      <Picture image={production.image} className="teaser-card__image" />
      <div className="teaser-card__body">
        {production.exhibition_type ? <p className="teaser-card__preline label label--muted">{production.exhibition_type.name}</p> : null}
        <h2 className="teaser-card__headline">
          <Link to={production.url}>{production.title}</Link>
        </h2>
        {production.subline ? <p className="teaser-card__subline">{production.subline}</p> : null}
        {production.next_date ? (
          <p className="teaser-card__text">
            {t("screens.productions.nextDate", {
              date: `${formatLongDate(production.next_date, lang)}, ${formatTime(production.next_date, lang)}`,
            })}
          </p>
        ) : null}
        {tool}
      </div>
      {tool ? null : <FavoriteButton kind="productions" id={production.id} item={production.title} />}
    </li>
  );
}
