// A performance's booking page in the webshop (/webshop/event/{id_jet}, the demo events' ticket_url):
// what, when and where, the booking widget opened, and the way back to the performance's page on the
// site. Cancelled, sold-out and past performances (or ones with nothing on sale) get a sentence instead.
import { useLoaderData } from "react-router";
import { validate } from "superstruct";
import { isApiError } from "../../../shared/api/api-error.ts";
import type { EventDetail } from "../../../shared/api/content-types.ts";
import { id } from "../../../shared/api/schemas.ts";
import { apiFrom } from "../../api/loader-api.ts";
import { BookingWidget, isBookable } from "../../components/booking/booking-widget.tsx";
import { dictionary, useLang, useT } from "../../i18n/index.tsx";
import { formatLongDateTime } from "../../lib/format-date.ts";
import { webshopEventPath } from "../../lib/webshop-urls.ts";
import type { ScreenLoaderArgs } from "../screen.ts";
import { requireShopOnline, webshopNotFound } from "./webshop-errors.ts";
import { WebshopTitle } from "./webshop-title.tsx";

interface EventBookingData {
  event: EventDetail;
  /** Whether the widget is shown, decided by the server's clock when it answered. */
  onSale: boolean;
}

/** Tickets can be booked unless the performance is cancelled, sold out, has begun, or sells nothing. */
export function onSaleInWebshop(event: EventDetail, now: Date): boolean {
  return event.status !== "cancelled" && event.status !== "sold_out" && new Date(event.date_start).getTime() > now.getTime() && isBookable(event);
}

export async function loadEventBooking({ context, lang, params }: ScreenLoaderArgs): Promise<EventBookingData> {
  const [, idJet] = validate(params.idJet, id, { coerce: true });
  if (idJet === undefined) webshopNotFound(lang);
  const api = apiFrom(context);
  const event = await api.eventByJetId({ lang, id_jet: idJet }).catch((error: unknown) => {
    if (isApiError(error) && error.status === 404) webshopNotFound(lang);
    throw error;
  });
  await requireShopOnline(api, lang);
  return { event, onSale: onSaleInWebshop(event, new Date()) };
}

/** The widget, open at once (it neither takes focus nor scrolls then), or the sentence instead. */
export function EventBooking({ event, onSale }: EventBookingData) {
  const t = useT();
  if (!onSale) return <p className="webshop-notice">{t("webshop.eventNotOnSale")}</p>;
  // The widget's "buy in the webshop" links lead to this page when the event names no other.
  const withWebshopUrl = { ...event, ticket_url: event.ticket_url || (event.id_jet ? webshopEventPath(event.id_jet) : null) };
  return (
    <>
      <BookingWidget event={withWebshopUrl} context="detail" open>
        <p className="webshop-widget-fallback">{t("webshop.widgetLoading")}</p>
      </BookingWidget>
      <noscript>
        <p className="webshop-notice">{t("webshop.widgetNoScript")}</p>
      </noscript>
    </>
  );
}

export function EventBookingPage() {
  const { event, onSale } = useLoaderData() as EventBookingData;
  const t = useT();
  const lang = useLang();
  const status = dictionary(lang).eventStatus[event.status as keyof ReturnType<typeof dictionary>["eventStatus"]];
  const place = event.room.name && event.room.name !== event.venue.name ? `${event.venue.name} – ${event.room.name}` : event.venue.name;
  return (
    <div className="webshop-page">
      <WebshopTitle page={t("webshop.eventTitle", { title: event.title })} />
      <h1 className="webshop-title">{event.title}</h1>
      <p className="webshop-event__when">
        <time dateTime={event.date_start}>{formatLongDateTime(event.date_start, lang)}</time>
        {status ? <span className="label label--accent">{status}</span> : null}
      </p>
      <p className="webshop-event__place">{place}</p>
      <section className="webshop-event__tickets" aria-labelledby="webshop-event-tickets">
        <h2 id="webshop-event-tickets" className="webshop-event__tickets-title">
          {t("webshop.eventTickets")}
        </h2>
        <EventBooking event={event} onSale={onSale} />
      </section>
      <p>
        <a className="arrow-link" href={event.url}>
          {t("webshop.eventLink")}
        </a>
      </p>
    </div>
  );
}
