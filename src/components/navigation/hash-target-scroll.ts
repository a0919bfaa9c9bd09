// Hash targets (spec §2, §9): after a navigation to a URL with #id, wait 1 s (content and images
// settle), then look for the element every 250 ms, up to 100 times, and scroll it to 130 px below the
// top of the window (clear of the sticky header). Back/forward keeps the restored position instead.
import { useEffect, useRef } from "react";
import { useLocation, useNavigationType } from "react-router";

export const HASH_SCROLL = { waitMs: 1000, retryMs: 250, maxTries: 100, offsetPx: 130 } as const;

/** Scrolls `element` so that its top sits `offset` px below the top of the viewport. */
export function scrollToWithOffset(element: Element, offset: number = HASH_SCROLL.offsetPx): void {
  const top = element.getBoundingClientRect().top + window.scrollY - offset;
  window.scrollTo({ top: Math.max(0, top), behavior: "instant" });
}

export function useHashTargetScroll(): void {
  const location = useLocation();
  const navigationType = useNavigationType();
  const firstRender = useRef(true);
  useEffect(() => {
    const initial = firstRender.current;
    firstRender.current = false;
    if (!location.hash || (navigationType === "POP" && !initial)) return;
    let id: string;
    try {
      id = decodeURIComponent(location.hash.slice(1));
    } catch {
      return;
    }
    let tries = 0;
    let timer: ReturnType<typeof setTimeout>;
    const attempt = () => {
      const target = document.getElementById(id);
      // Content that scrolls to its own anchors (FAQ items, spec §2) is left to do so.
      if (target?.closest('[data-anchor-scroll="self"]')) return;
      if (target) return scrollToWithOffset(target);
      if (++tries < HASH_SCROLL.maxTries) timer = setTimeout(attempt, HASH_SCROLL.retryMs);
    };
    timer = setTimeout(attempt, HASH_SCROLL.waitMs);
    return () => clearTimeout(timer);
    // location.key: the same hash navigated to again scrolls again.
  }, [location.key, location.hash, navigationType]);
}
