// Events grouped by Berlin day, with each editorial teaser placed on its day (before that day's
// events; a teaser whose day has no listed event goes before the next listed day).
import type { EventTeaser } from "../../../../shared/api/content-types.ts";
import type { EventSummary } from "../../../../shared/api/types.ts";
import { EventRowList } from "../../../components/event-row-list.tsx";
import { SmartLink } from "../../../components/smart-link.tsx";
import { useLang } from "../../../i18n/index.tsx";
import { berlinDay } from "../../../../shared/lib/berlin-time.ts";
import { formatLongDate } from "../../../lib/format-date.ts";

interface Day {
  day: string;
  events: EventSummary[];
}

/** Consecutive events of the same Berlin calendar day (the list is ordered by start). */
export function byDay(events: EventSummary[]): Day[] {
  const days: Day[] = [];
  for (const event of events) {
    const day = berlinDay(new Date(event.date_start));
    const last = days[days.length - 1];
    if (last?.day === day) last.events.push(event);
    else days.push({ day, events: [event] });
  }
  return days;
}

function Teaser({ teaser }: { teaser: EventTeaser }) {
  const body = (
    <>
      {teaser.preline ? <p className="calendar-teaser__preline">{teaser.preline}</p> : null}
      <p className="calendar-teaser__headline">{teaser.headline}</p>
      {teaser.subline ? <p className="calendar-teaser__subline">{teaser.subline}</p> : null}
    </>
  );
  return (
    <aside className="calendar-teaser" aria-label={teaser.headline || teaser.name}>
      {body}
      {teaser.link ? (
        <SmartLink href={teaser.link.url} className="calendar-teaser__link">
          {teaser.link_text || teaser.headline}
        </SmartLink>
      ) : null}
    </aside>
  );
}

export function EventDays({ events, teasers, idPrefix }: { events: EventSummary[]; teasers: EventTeaser[]; idPrefix: string }) {
  const lang = useLang();
  const days = byDay(events);
  let previous = "";
  return (
    <div className="calendar-days">
      {days.map(({ day, events: ofDay }) => {
        const placed = teasers.filter((teaser) => teaser.position > previous && teaser.position <= day);
        previous = day;
        return (
          <section key={day} className="screen-events__day" aria-labelledby={`${idPrefix}-${day}`}>
            <h2 id={`${idPrefix}-${day}`} className="screen-events__day-title">
              <time dateTime={day}>{formatLongDate(ofDay[0].date_start, lang)}</time>
            </h2>
            {placed.map((teaser) => (
              <Teaser key={teaser.id} teaser={teaser} />
            ))}
            <EventRowList events={ofDay} booking />
          </section>
        );
      })}
    </div>
  );
}
