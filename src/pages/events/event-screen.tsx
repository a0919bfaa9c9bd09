// Event detail: one performance with date, place, prices and the booking widget (#tickets, with
// the ticket link as its fallback), then the sections in spec §2's order — each only when it has content —
// and schema.org JSON-LD for search engines.
import { catalogContract } from "../../../shared/api/contract/catalog.ts";
import { endpointUrl } from "../../../shared/api/endpoint.ts";
import { Link, useLoaderData } from "react-router";
import { apiFrom, required, routeId } from "../../api/loader-api.ts";
import type { EventDetail } from "../../../shared/api/content-types.ts";
import { Breadcrumb } from "../../components/breadcrumb.tsx";
import { screenCrumb, trailFromHome } from "../../lib/breadcrumb-trail.ts";
import { BookingWidget, isBookable } from "../../components/booking/booking-widget.tsx";
import { sellsTickets } from "../../components/booking/tickets-on-sale.ts";
import { SmartLink } from "../../components/smart-link.tsx";
import { dictionary, useLang, useT } from "../../i18n/index.tsx";
import { formatEventDate, formatShortDate, formatTime } from "../../lib/format-date.ts";
import { urlFor } from "../../route-paths.ts";
import type { Screen, WithAlternates, WithMeta } from "../screen.ts";
import { buildEventJsonLd } from "../../lib/event-json-ld.ts";
import { JsonLd } from "../../components/json-ld.tsx";
import { useSiteConfig } from "../../site-config.tsx";
import { eventPriceRange, priceRange } from "./price-range.ts";
import { ChildrenSection } from "./sections/children-section.tsx";
import { DescriptionSection } from "./sections/description-section.tsx";
import { EventsSection } from "./sections/events-section.tsx";
import { ImportantInfoSection } from "./sections/important-info-section.tsx";
import { productionSections } from "./sections/production-sections.tsx";
import { DetailSections, EVENT_SECTION_ORDER } from "./sections/section.tsx";
import { SeriesSection } from "./sections/series-section.tsx";
import { SponsorsSection } from "./sections/sponsors-section.tsx";
import { containerPlace, loadObjectContainer, ObjectContainer, type ObjectContainerData } from "../object-container.tsx";
import { singleImageFile } from "../../../shared/api/image-sources.ts";
import { StaffEditTarget } from "../../components/staff-bar/staff-target.tsx";
import { FavoriteButton } from "../../components/favorites/favorite-button.tsx";
import { performanceName } from "../../lib/performance-name.ts";

interface EventData extends WithAlternates, WithMeta {
  event: EventDetail;
  /** The editable sections below the description. */
  container: ObjectContainerData;
  /** The request's origin, for absolute URLs in the JSON-LD when no public URL is configured. */
  origin: string;
}

function EventPage() {
  const { event, container, origin } = useLoaderData() as EventData;
  const t = useT();
  const lang = useLang();
  const dict = dictionary(lang);
  const typeLabel = dict.eventType[event.event_type_new as keyof typeof dict.eventType];
  const statusLabel = dict.eventStatus[event.status as keyof typeof dict.eventStatus];
  const seatGroups = event.seat_groups.filter((group) => group.status !== "0");
  const overall = eventPriceRange(event.prices, lang);
  const { siteName, publicUrl } = useSiteConfig();
  const crumbs = trailFromHome(lang, screenCrumb("events", lang), { title: event.title, url: event.url });
  const ticketLink = event.ticket_url ? (
    <p className="screen-event__ticket-link">
      <SmartLink className="button" href={event.ticket_url}>
        {t("screens.events.buyTickets")}
        <span className="visually-hidden">
          {": "}
          {event.title}, {formatShortDate(event.date_start, lang)} {formatTime(event.date_start, lang)}
        </span>
      </SmartLink>
    </p>
  ) : null;
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
        <StaffEditTarget kind="admin" resource="events" id={event.id} />
        {event.subline ? <p className="page-header__subline">{event.subline}</p> : null}
        <FavoriteButton kind="events" id={event.id} item={performanceName(event, lang)} withText />
      </header>

      <dl className="screen-event__facts">
        <div>
          <dt>{t("screens.events.date")}</dt>
          <dd>
            <time dateTime={event.date_start}>{formatEventDate(event.date_start, lang)}</time>
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

      <section id="tickets" className="screen-event__tickets" data-booking-widget data-event-id={event.id} aria-labelledby="event-tickets">
        <h2 id="event-tickets" className="visually-hidden">
          {t("eventDetail.tickets")}
        </h2>
        {overall ? (
          <p className="screen-event__price-range">
            <span className="screen-event__price-label">{t("eventDetail.priceRange")}</span> {overall}
          </p>
        ) : null}
        {seatGroups.length > 0 ? (
          <ul className="price-list" aria-label={t("screens.events.prices")}>
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
        ) : null}
        {sellsTickets(event) ? (
          isBookable(event) ? (
            <div className="screen-event__booking">
              <BookingWidget event={event} context="detail" openOnAnchor>
                {ticketLink}
              </BookingWidget>
            </div>
          ) : (
            ticketLink
          )
        ) : null}
        <p className="screen-event__calendar">
          <a className="arrow-link" href={endpointUrl(catalogContract.eventIcs, { lang, id: event.id })} download>
            {t("eventDetail.addToCalendar")}
            <span className="visually-hidden">: {event.title}</span>
          </a>
        </p>
      </section>

      <DetailSections
        order={EVENT_SECTION_ORDER}
        sections={{
          ...productionSections("event", event),
          Children: <ChildrenSection prefix="event" title={event.title} events={event.children} />,
          ImportantInfo: <ImportantInfoSection prefix="event" html={event.important_info} dateInfo={event.info} />,
          // The editable container follows the description: it continues the text.
          Description: (
            <>
              <DescriptionSection prefix="event" html={event.description} />
              <ObjectContainer data={container} lang={lang} />
            </>
          ),
          Series: <SeriesSection prefix="event" series={event.series} />,
          Events: <EventsSection prefix="event" title={t("screens.events.otherDates")} events={event.other_dates} />,
          Sponsors: <SponsorsSection prefix="event" sponsors={event.sponsors} />,
        }}
      />

      <JsonLd data={buildEventJsonLd(event, { origin: publicUrl || origin, siteName })} />

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
  async loader({ context, lang, params, request }) {
    const api = apiFrom(context);
    const id = routeId(params.id);
    const [event, container] = await Promise.all([required(api.event({ lang, id })), loadObjectContainer(api, lang, new URL(request.url), containerPlace("event", id))]);
    const [day, time] = [formatEventDate(event.date_start, lang), formatTime(event.date_start, lang)];
    return {
      event,
      container,
      origin: new URL(request.url).origin,
      meta: {
        title: `${event.title} – ${day}`,
        description: [event.subline, `${day}, ${time}`, `${event.venue.name} – ${event.room.name}`].filter(Boolean).join(" · "),
        ogImage: event.image ? singleImageFile(event.image).url : undefined,
      },
      alternates: {
        de: urlFor("events-slug-id", { slug: event.slugs.de, id: event.id }, "de"),
        en: urlFor("events-slug-id", { slug: event.slugs.en || event.slugs.de, id: event.id }, "en"),
      },
    };
  },
  Component: EventPage,
};
