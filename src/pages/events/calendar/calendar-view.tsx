// The calendar (spec §2): filter bar, date calendar, selected-filter chips, the events by day with
// teasers, infinite scroll with a no-JS pager, the empty states, and on phones a Calendar and a
// Filter button that open the date calendar or the filters in a modal dialog.
import { useId, useRef, useState } from "react";
import { Link } from "react-router";
import { listHref, Pager } from "../../../components/pager.tsx";
import { useLang, useT } from "../../../i18n/index.tsx";
import type { CalendarData } from "./calendar-data.ts";
import { DateCalendar } from "./date-calendar.tsx";
import { EventDays } from "./event-days.tsx";
import { FilterBar } from "./filter-bar.tsx";
import { FilterChips } from "./filter-chips.tsx";
import { hasSelection, type CalendarQuery } from "./query.ts";
import { useInfiniteEvents } from "./use-infinite-events.ts";

function EventList({ data, path }: { data: CalendarData; path: string }) {
  const t = useT();
  const lang = useLang();
  const uid = useId();
  const { events, loading, sentinel, hasNext, page } = useInfiniteEvents(data.events, data.query, lang, data.page);
  if (events.length === 0) {
    return hasSelection(data.query) ? (
      <div className="calendar-empty" role="status">
        <p className="calendar-empty__title">{t("events.noResult")}</p>
        <p className="calendar-empty__hint">{t("events.noResultHint")}</p>
        <Link to={path} className="calendar-empty__reset button">
          {t("events.reset")}
        </Link>
      </div>
    ) : (
      <p className="event-list__empty calendar-empty__title" role="status">
        {t("events.noUpcoming")}
      </p>
    );
  }
  return (
    <>
      <EventDays events={events} teasers={data.teasers} idPrefix={`${uid}day`} />
      <div ref={sentinel} className="calendar__sentinel" data-loading={loading} data-page={page} data-has-next={hasNext} aria-hidden="true" />
      {loading ? (
        <p className="calendar__loading" role="status">
          {t("events.loading")}
        </p>
      ) : null}
      <div className="calendar__pager">
        <Pager
          page={data.page}
          hasPrevious={data.events.previous !== null}
          hasNext={data.events.next !== null}
          hrefFor={(target) => listHref(path, { ...data.query }, target)}
          label={t("screens.events.paging")}
          previousText={t("screens.events.previousPage")}
          nextText={t("screens.events.nextPage")}
        />
      </div>
    </>
  );
}

type Panel = "calendar" | "filter";

export function CalendarView({ data, path, onChange }: { data: CalendarData; path: string; onChange: (query: CalendarQuery) => void }) {
  const t = useT();
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = `${useId()}modal-title`;
  const [panel, setPanel] = useState<Panel | null>(null);
  const listKey = JSON.stringify(data.query) + data.page;

  function open(which: Panel) {
    setPanel(which);
    dialog.current?.showModal();
  }
  function close() {
    dialog.current?.close();
  }
  const change = (query: CalendarQuery) => {
    close();
    onChange(query);
  };

  const calendar = <DateCalendar query={data.query} path={path} availableDates={data.availableDates} onSelect={(date) => change({ ...data.query, date })} />;
  const filters = <FilterBar query={data.query} path={path} options={data.options} onChange={change} />;

  return (
    <div className="calendar">
      <div className="calendar__mobile-buttons">
        <button type="button" className="calendar__mobile-button" aria-haspopup="dialog" onClick={() => open("calendar")}>
          {t("events.calendar")}
        </button>
        <button type="button" className="calendar__mobile-button" aria-haspopup="dialog" onClick={() => open("filter")}>
          {t("events.filter.title")}
        </button>
      </div>
      <dialog ref={dialog} className="calendar__modal" aria-labelledby={titleId} onClose={() => setPanel(null)}>
        <div className="calendar__modal-head">
          <h2 id={titleId} className="calendar__modal-title">
            {panel === "calendar" ? t("events.calendar") : t("events.filter.title")}
          </h2>
          <button type="button" className="calendar__modal-close" onClick={close}>
            {t("events.close")}
          </button>
        </div>
        {panel === "calendar" ? calendar : panel === "filter" ? filters : null}
      </dialog>
      <div className="calendar__layout">
        <div className="calendar__aside">
          {panel === null ? filters : null}
          {panel === null ? calendar : null}
        </div>
        <div className="calendar__main">
          <FilterChips query={data.query} path={path} options={data.options} />
          <EventList key={listKey} data={data} path={path} />
        </div>
      </div>
    </div>
  );
}
