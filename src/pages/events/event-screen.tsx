// Event detail: one performance with date, place, prices, cast, other dates and the ticket link.
import { Link, useLoaderData } from "react-router";
import { apiFrom, required, routeId } from "../../api/loader-api.ts";
import type { EventDetail } from "../../api/content-types.ts";
import { Breadcrumb } from "../../components/breadcrumb.tsx";
import { ContributorList } from "../../components/contributor-list.tsx";
import { EventRowList } from "../../components/event-row-list.tsx";
import { Picture } from "../../components/picture.tsx";
import { RichText } from "../../components/rich-text.tsx";
import { SmartLink } from "../../components/smart-link.tsx";
import { dictionary, useLang, useT } from "../../i18n/index.tsx";
import { formatLongDate, formatShortDate, formatTime } from "../../lib/format-date.ts";
import { urlFor } from "../../route-paths.ts";
import type { Screen, WithAlternates, WithMeta } from "../screen.ts";
import { priceRange } from "./price-range.ts";

interface EventData extends WithAlternates, WithMeta {
  event: EventDetail;
}

/** Tickets can be bought unless the date is cancelled or sold out. */
function onSale(event: EventDetail): boolean {
  return !!event.ticket_url && event.status !== "cancelled" && event.status !== "sold_out";
}

function EventPage() {
  const { event } = useLoaderData() as EventData;
  const t = useT();
  const lang = useLang();
  const dict = dictionary(lang);
  const typeLabel = dict.eventType[event.event_type_new];
  const statusLabel = dict.eventStatus[event.status as keyof typeof dict.eventStatus];
  const seatGroups = event.seat_groups.filter((group) => group.status !== "0");
  const crumbs = [
    { title: t("home"), url: `/${lang}` },
    { title: t("screens.events.title"), url: urlFor("events", {}, lang) },
    { title: event.title, url: event.url },
  ];
  return (
    <article className="screen screen-event" aria-labelledby="event-title">
      <header className="page-header">
        <Breadcrumb items={crumbs} />
        {typeLabel || statusLabel ? (
          <p className="screen-event__labels">
            {typeLabel ? <span className="label label--accent">{typeLabel}</span> : null}
            {statusLabel ? <span className="label">{statusLabel}</span> : null}
          </p>
        ) : null}
        <h1 id="event-title" className="page-header__title">
          {event.title}
        </h1>
        {event.subline ? <p className="page-header__subline">{event.subline}</p> : null}
      </header>

      <dl className="screen-event__facts">
        <div>
          <dt>{t("screens.events.date")}</dt>
          <dd>
            <time dateTime={event.date_start}>{formatLongDate(event.date_start, lang)}</time>
          </dd>
        </div>
        <div>
          <dt>{t("screens.events.time")}</dt>
          <dd>{formatTime(event.date_start, lang)}</dd>
        </div>
        <div>
          <dt>{t("screens.events.place")}</dt>
          <dd>
            <Link to={event.venue.url}>{event.venue.name}</Link>
            {event.room.name && event.room.name !== event.venue.name ? ` – ${event.room.name}` : null}
          </dd>
        </div>
      </dl>

      {onSale(event) ? (
        <p className="screen-event__tickets">
          <SmartLink className="button" href={event.ticket_url!}>
            {t("screens.events.buyTickets")}
            <span className="visually-hidden">
              {": "}
              {event.title}, {formatShortDate(event.date_start, lang)} {formatTime(event.date_start, lang)}
            </span>
          </SmartLink>
        </p>
      ) : null}

      <Picture image={event.image} className="screen-event__image" eager />

      {event.info ? (
        <section className="screen-event__info" aria-labelledby="event-info">
          <h2 id="event-info">{t("screens.events.info")}</h2>
          <RichText html={event.info} />
        </section>
      ) : null}

      {event.important_info ? (
        <section className="screen-event__important" aria-labelledby="event-important">
          <h2 id="event-important">{t("sections.importantInfo")}</h2>
          <RichText html={event.important_info} />
        </section>
      ) : null}

      {event.description ? (
        <section className="screen-event__description" aria-labelledby="event-description">
          <h2 id="event-description">{t("sections.description")}</h2>
          <RichText html={event.description} />
        </section>
      ) : null}

      {seatGroups.length > 0 ? (
        <section className="screen-event__prices" aria-labelledby="event-prices">
          <h2 id="event-prices">{t("screens.events.prices")}</h2>
          <ul className="price-list">
            {seatGroups.map((group) => {
              const range = priceRange(group, lang, t);
              return (
                <li key={group.id} className="price-list__item">
                  <span className="price-list__name">{group.seat_group}</span>
                  {range ? <span className="price-list__price">{range}</span> : null}
                  {group.text ? <span className="price-list__text">{group.text}</span> : null}
                </li>
              );
            })}
          </ul>
        </section>
      ) : null}

      {event.cast.length > 0 ? (
        <section className="screen-event__cast" aria-labelledby="event-cast">
          <h2 id="event-cast">{t("sections.cast")}</h2>
          <ContributorList contributors={event.cast} />
        </section>
      ) : null}

      {event.team.length > 0 ? (
        <section className="screen-event__team" aria-labelledby="event-team">
          <h2 id="event-team">{t("sections.team")}</h2>
          <ContributorList contributors={event.team} />
        </section>
      ) : null}

      {event.series.length > 0 ? (
        <section className="screen-event__series" aria-labelledby="event-series">
          <h2 id="event-series">{t("screens.events.inSeries")}</h2>
          <ul>
            {event.series.map((entry) => (
              <li key={entry.id}>
                <Link className="arrow-link" to={entry.url}>
                  {entry.name}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {event.other_dates.length > 0 ? (
        <section className="screen-event__dates" aria-labelledby="event-dates">
          <h2 id="event-dates">{t("screens.events.otherDates")}</h2>
          <EventRowList events={event.other_dates} />
        </section>
      ) : null}

      <p>
        <Link className="arrow-link" to={event.production.url}>
          {t("screens.events.toProduction")}
          <span className="visually-hidden">: {event.production.title}</span>
        </Link>
      </p>
    </article>
  );
}

export const eventScreen: Screen<EventData> = {
  async loader({ context, lang, params }) {
    const event = await required(apiFrom(context).event({ lang, id: routeId(params.id) }));
    const [day, time] = [formatLongDate(event.date_start, lang), formatTime(event.date_start, lang)];
    return {
      event,
      meta: {
        title: `${event.title} – ${day}`,
        description: [event.subline, `${day}, ${time}`, `${event.venue.name} – ${event.room.name}`].filter(Boolean).join(" · "),
        ogImage: event.image?.url,
      },
      alternates: {
        de: urlFor("events-slug-id", { slug: event.slugs.de, id: event.id }, "de"),
        en: urlFor("events-slug-id", { slug: event.slugs.en || event.slugs.de, id: event.id }, "en"),
      },
    };
  },
  Component: EventPage,
};
