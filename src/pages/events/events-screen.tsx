// The calendar, plain for now: one page of upcoming performances grouped by Berlin day, with
// previous/next links (?page=N, keeping ?date=) that work without JavaScript. Filters, the
// calendar widget and infinite scroll come with the full events screen.
import { useLoaderData } from "react-router";
import { apiFrom, required, routeId } from "../../api/loader-api.ts";
import type { EventSummary, Paged } from "../../api/types.ts";
import { EventRowList } from "../../components/event-row-list.tsx";
import { listHref, Pager } from "../../components/pager.tsx";
import { translator, useLang, useT } from "../../i18n/index.tsx";
import { berlinDay } from "../../lib/berlin-time.ts";
import { formatLongDate } from "../../lib/format-date.ts";
import { urlFor } from "../../route-paths.ts";
import type { Screen, WithMeta } from "../screen.ts";

interface EventsData extends WithMeta {
  events: Paged<EventSummary>;
  page: number;
  date: string | undefined;
}

interface Day {
  day: string;
  events: EventSummary[];
}

/** Consecutive events of the same Berlin calendar day (the list is ordered by start). */
function byDay(events: EventSummary[]): Day[] {
  const days: Day[] = [];
  for (const event of events) {
    const day = berlinDay(new Date(event.date_start));
    const last = days[days.length - 1];
    if (last?.day === day) last.events.push(event);
    else days.push({ day, events: [event] });
  }
  return days;
}

function EventsPage() {
  const { events, page, date } = useLoaderData() as EventsData;
  const t = useT();
  const lang = useLang();
  const path = urlFor("events", {}, lang);
  const days = byDay(events.results);
  return (
    <section className="screen screen-events" aria-labelledby="events-title">
      <header className="page-header">
        <h1 id="events-title" className="page-header__title">
          {t("screens.events.title")}
        </h1>
      </header>
      {days.length === 0 ? (
        <p className="event-list__empty">{t("noUpcomingEvents")}</p>
      ) : (
        days.map(({ day, events: ofDay }) => (
          <section key={day} className="screen-events__day" aria-labelledby={`day-${day}`}>
            <h2 id={`day-${day}`} className="screen-events__day-title">
              <time dateTime={day}>{formatLongDate(ofDay[0].date_start, lang)}</time>
            </h2>
            <EventRowList events={ofDay} />
          </section>
        ))
      )}
      <Pager
        page={page}
        hasPrevious={events.previous !== null}
        hasNext={events.next !== null}
        hrefFor={(target) => listHref(path, { date }, target)}
        label={t("screens.events.paging")}
        previousText={t("screens.events.previousPage")}
        nextText={t("screens.events.nextPage")}
      />
    </section>
  );
}

export const eventsScreen: Screen<EventsData> = {
  async loader({ context, lang, request }) {
    const query = new URL(request.url).searchParams;
    const rawPage = query.get("page");
    const date = query.get("date") ?? undefined;
    // Malformed values reach the API as they are; its 400 becomes this screen's 404 in `required`.
    const page = rawPage === null ? undefined : routeId(rawPage);
    const events = await required(apiFrom(context).events({ lang, page, date }));
    const t = translator(lang);
    return {
      events,
      page: page ?? 1,
      date,
      meta: { title: t("screens.events.title"), description: t("screens.events.description") },
    };
  },
  Component: EventsPage,
};
