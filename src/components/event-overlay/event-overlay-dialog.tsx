// The event overlay's dialog (event-overlay.tsx): the calendar inside a modal dialog. Its own chunk,
// loaded when the overlay opens, so that the calendar's code is not part of every page's first visit.
import { useEffect, useRef, useState } from "react";
import type { ApiClient } from "../../../shared/api/contract/index.ts";
import { useApi } from "../../api/loader-api.ts";
import { useLang, useT } from "../../i18n/index.tsx";
import { urlFor } from "../../route-paths.ts";
import { loadCalendar, type CalendarData } from "../../pages/events/calendar/calendar-data.ts";
import { CalendarView } from "../../pages/events/calendar/calendar-view.tsx";
import type { CalendarQuery } from "../../pages/events/calendar/query.ts";
import { PoliteAnnouncer } from "../polite-announcer.tsx";

const headlines = new Map<string, Promise<string | null>>();

/** The CMS events page's title, once per language; there may be no such page (logged, not shown). */
function cmsHeadline(api: ApiClient, lang: "de" | "en"): Promise<string | null> {
  let headline = headlines.get(lang);
  if (!headline) {
    headline = api
      .page({ lang, path: "spielplan" })
      .then(
        (page) => page.title || null,
        (error: unknown) => {
          console.info("The events page has no CMS headline", error);
          return null;
        },
      );
    headlines.set(lang, headline);
  }
  return headline;
}

export function OverlayDialog({ onClose }: { onClose: () => void }) {
  const t = useT();
  const lang = useLang();
  const dialog = useRef<HTMLDialogElement>(null);
  const [query, setQuery] = useState<CalendarQuery>({});
  const [data, setData] = useState<CalendarData | null>(null);
  const [title, setTitle] = useState<string | null>(null);
  const api = useApi();

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    document.documentElement.classList.add("has-overlay");
    return () => document.documentElement.classList.remove("has-overlay");
  }, []);

  useEffect(() => {
    let live = true;
    void cmsHeadline(api, lang).then((headline) => live && setTitle(headline));
    return () => {
      live = false;
    };
  }, [api, lang]);

  useEffect(() => {
    let live = true;
    loadCalendar(api, lang, query).then(
      (loaded) => live && setData(loaded),
      (error: unknown) => console.warn("The overlay's calendar failed to load", error),
    );
    return () => {
      live = false;
    };
  }, [api, lang, query]);

  return (
    <dialog ref={dialog} className="event-overlay" aria-labelledby="event-overlay-title" onClose={onClose}>
      <div className="event-overlay__head">
        <h2 id="event-overlay-title" className="event-overlay__title">
          {title ?? t("events.overlayTitle")}
        </h2>
        <button type="button" className="event-overlay__close" onClick={() => dialog.current?.close()}>
          {t("events.overlayClose")}
        </button>
      </div>
      <div className="event-overlay__body">
        {data ? <CalendarView data={data} path={urlFor("events", {}, lang)} onChange={setQuery} /> : <p role="status">{t("events.loading")}</p>}
      </div>
      {/* The hearts' announcements: the page's own region is inert behind the modal dialog. */}
      <PoliteAnnouncer inDialog />
    </dialog>
  );
}
