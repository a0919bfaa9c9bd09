// One performance in a list: date badge, time, title, venue, status, the heart that marks it as a
// favorite, and on the calendar the booking widget (its toggle under the title, its panel across the row).
import type { ReactNode } from "react";
import { Link } from "react-router";
import { BookingWidget, isBookable } from "./booking/booking-widget.tsx";
import { dictionary, useLang } from "../i18n/index.tsx";
import { dayAndMonth, formatShortDate, formatTime } from "../lib/format-date.ts";
import { performanceName } from "../lib/performance-name.ts";
import type { EventListItem, EventSummary } from "../../shared/api/types.ts";
import { FavoriteButton } from "./favorites/favorite-button.tsx";

/** Calendar items carry seat groups; other lists' summaries do not. */
function withTickets(event: EventSummary): event is EventListItem {
  return "seat_groups" in event && Array.isArray((event as EventListItem).seat_groups);
}

/**
 * `booking`: show the booking widget when the performance is on sale (event list pages). `tool`:
 * what the row offers at its end instead of the heart (the favorites page's remove button).
 */
export function EventRow({ event, booking = false, tool }: { event: EventSummary; booking?: boolean; tool?: ReactNode }) {
  const lang = useLang();
  const dict = dictionary(lang);
  const [day, month] = dayAndMonth(event.date_start, lang);
  const label = dict.eventType[event.event_type_new as keyof typeof dict.eventType];
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
      <div className="event-row__tool">{tool ?? <FavoriteButton kind="events" id={event.id} item={performanceName(event, lang)} />}</div>
      {booking && withTickets(event) && event.status === "scheduled" && isBookable(event) ? (
        <div className="event-row__booking">
          <BookingWidget event={event} context="list">
            {event.ticket_url ? (
              <a className="arrow-link" href={event.ticket_url}>
                {dict.screens.events.buyTickets}
                <span className="visually-hidden">: {event.title}</span>
              </a>
            ) : null}
          </BookingWidget>
        </div>
      ) : null}
    </li>
  );
}
