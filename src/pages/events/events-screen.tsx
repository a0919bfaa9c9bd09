// The calendar screen (/{lang}/spielplan, spec §2). The URL is the state: date and filters come from
// the query, the server renders the first page of any such address (shared links, back button and
// visitors without JavaScript work), and every change navigates to the new address (page 1; React
// Router's ScrollRestoration puts a new address at the top, back restores the position).
// Invalid values end on the error page as a 404 (see calendar/query.ts).
import { useLoaderData, useNavigate } from "react-router";
import { apiFrom, routeId } from "../../api/loader-api.ts";
import { translator, useLang, useT } from "../../i18n/index.tsx";
import { urlFor } from "../../route-paths.ts";
import { Breadcrumb } from "../../components/breadcrumb.tsx";
import { screenCrumb, trailFromHome } from "../../lib/breadcrumb-trail.ts";
import type { Screen, WithMeta } from "../screen.ts";
import { loadCalendar, type CalendarData } from "./calendar/calendar-data.ts";
import { CalendarView } from "./calendar/calendar-view.tsx";
import { calendarSearch, parseCalendarQuery } from "./calendar/query.ts";

interface EventsData extends WithMeta, CalendarData {}

function EventsPage() {
  const data = useLoaderData() as EventsData;
  const t = useT();
  const lang = useLang();
  const navigate = useNavigate();
  const path = urlFor("events", {}, lang);

  return (
    <section className="screen screen-events" aria-labelledby="events-title">
      <header className="page-header">
        <Breadcrumb items={trailFromHome(lang, screenCrumb("events", lang))} />
        <h1 id="events-title" className="page-header__title">
          {t("screens.events.title")}
        </h1>
      </header>
      <CalendarView data={data} path={path} onChange={(query) => void navigate(path + calendarSearch(query))} />
    </section>
  );
}

export const eventsScreen: Screen<EventsData> = {
  async loader({ context, lang, request }) {
    const params = new URL(request.url).searchParams;
    const query = parseCalendarQuery(params);
    const rawPage = params.get("page");
    const page = rawPage === null ? 1 : routeId(rawPage);
    const data = await loadCalendar(apiFrom(context), lang, query, page);
    const t = translator(lang);
    return { ...data, meta: { title: t("screens.events.title"), description: t("screens.events.description") } };
  },
  Component: EventsPage,
};
