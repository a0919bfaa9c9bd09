// One performance in a list: date badge, time, title, venue, status.
import { Link } from "react-router";
import { dictionary, useLang } from "../i18n/index.tsx";
import { dayAndMonth, formatShortDate, formatTime } from "../lib/format-date.ts";
import type { EventSummary } from "../api/types.ts";

export function EventRow({ event }: { event: EventSummary }) {
  const lang = useLang();
  const dict = dictionary(lang);
  const [day, month] = dayAndMonth(event.date_start, lang);
  const label = dict.eventType[event.event_type_new];
  const status = dict.eventStatus[event.status as keyof typeof dict.eventStatus];
  return (
    <li className={`event-row${event.status === "cancelled" ? " event-row--cancelled" : ""}`}>
      <time className="event-row__date" dateTime={event.date_start}>
        <span className="event-row__day">{day}</span>
        <span className="event-row__month">{month}</span>
      </time>
      <div className="event-row__body">
        <p className="event-row__meta">
          {formatShortDate(event.date_start, lang)} · {formatTime(event.date_start, lang)} · {event.room === event.venue ? event.venue : `${event.venue} – ${event.room}`}
        </p>
        <h3 className="event-row__title">
          <Link to={event.url}>{event.title}</Link>
        </h3>
        {event.subline ? <p className="event-row__subline">{event.subline}</p> : null}
      </div>
      <div className="event-row__labels">
        {label ? <span className="label label--accent">{label}</span> : null}
        {status ? <span className="label">{status}</span> : null}
        {event.exhibition_type ? <span className="label label--muted">{event.exhibition_type}</span> : null}
      </div>
    </li>
  );
}
