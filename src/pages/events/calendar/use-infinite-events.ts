// Infinite scroll (spec §2, §9): a sentinel after the list is observed with rootMargin 170% and
// threshold 0; near the end the next page is loaded through the browser's API client, only when the
// API names a next page and nothing is loading. A page not higher than the current one is ignored
// (the list is reset by remounting it with a new key); results are appended without duplicates.
import { useCallback, useEffect, useRef, useState } from "react";
import { useApi } from "../../../api/loader-api.ts";
import type { EventListItem, Paged } from "../../../../shared/api/types.ts";
import type { Lang } from "../../../../shared/lib/localized.ts";
import { eventsPage } from "./calendar-data.ts";
import type { CalendarQuery } from "./query.ts";

export function useInfiniteEvents(first: Paged<EventListItem>, query: CalendarQuery, lang: Lang, firstPage = 1) {
  const [events, setEvents] = useState(first.results);
  const [hasNext, setHasNext] = useState(first.next !== null);
  const [loading, setLoading] = useState(false);
  const page = useRef(firstPage);
  const busy = useRef(false);
  const sentinel = useRef<HTMLDivElement>(null);
  const api = useApi();

  const loadPage = useCallback(
    async (target: number) => {
      if (busy.current || target <= page.current) return;
      busy.current = true;
      setLoading(true);
      try {
        const next = await eventsPage(api, lang, query, target);
        page.current = target;
        setEvents((current) => {
          const seen = new Set(current.map((event) => event.id));
          return [...current, ...next.results.filter((event) => !seen.has(event.id))];
        });
        setHasNext(next.next !== null);
      } catch (error) {
        console.warn("The next page of events failed to load", error);
        setHasNext(false);
      } finally {
        busy.current = false;
        setLoading(false);
      }
    },
    [api, lang, query],
  );

  useEffect(() => {
    const element = sentinel.current;
    if (!element || !hasNext || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting) && !busy.current) void loadPage(page.current + 1);
      },
      { rootMargin: "170%", threshold: 0 },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [hasNext, loadPage, events.length]);

  return { events, hasNext, loading, sentinel, page: page.current };
}
