// The event overlay 'Programm und Karten' (spec §2): `?overlay=true` on any page opens it and the flag
// is dropped from the address (replace). A modal dialog that slides up (no animation with reduced
// motion) with the calendar inside; it closes with its button or Escape (clearing the query) and on
// any path change, and the page does not scroll while it is open. Never rendered on the server, so
// pages stay cacheable. Its title is the events page's CMS headline when there is one.
import { useEffect, useRef, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import type { ApiClient } from "../../../shared/api/contract/index.ts";
import { useApi } from "../../api/loader-api.ts";
import { useLang, useT } from "../../i18n/index.tsx";
import { urlFor } from "../../route-paths.ts";
import { loadCalendar, type CalendarData } from "../../pages/events/calendar/calendar-data.ts";
import { CalendarView } from "../../pages/events/calendar/calendar-view.tsx";
import type { CalendarQuery } from "../../pages/events/calendar/query.ts";

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

function OverlayDialog({ onClose }: { onClose: () => void }) {
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
    </dialog>
  );
}

export function EventOverlay() {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const openedOn = useRef<string | null>(null);

  useEffect(() => {
    const params = new URLSearchParams(search);
    if (params.get("overlay") === "true") {
      params.delete("overlay");
      const rest = params.toString();
      openedOn.current = pathname;
      setOpen(true);
      void navigate(pathname + (rest ? `?${rest}` : ""), { replace: true, preventScrollReset: true });
    } else if (openedOn.current !== null && openedOn.current !== pathname) {
      openedOn.current = null;
      setOpen(false);
    }
  }, [pathname, search, navigate]);

  if (!open) return null;
  return (
    <OverlayDialog
      onClose={() => {
        openedOn.current = null;
        setOpen(false);
        if (window.location.search) void navigate(pathname, { replace: true, preventScrollReset: true });
      }}
    />
  );
}
