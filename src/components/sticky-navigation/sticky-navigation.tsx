// The sticky navigation (spec §2, §4): the overlay button to the calendar (hidden near the footer and
// on event pages), the booking button, the page's sticky link items (after half a window of scrolling,
// not while the footer is in view) and scroll-to-top. The server renders the state of a page scrolled
// to the top with the footer out of view; scroll and footer observers update it on the client.
// The buttons sit on a bar across the bottom of the window, shown while any of them is, so the page
// scrolls under the bar as it does under the header, instead of a button floating over a line of text.
import { useEffect, useState } from "react";
import { Link, useMatches } from "react-router";
import { useLang, useT } from "../../i18n/index.tsx";
import { urlFor } from "../../route-paths.ts";
import { SmartLink } from "../smart-link.tsx";
import { bookingTarget, isEventPage, stickyLinks } from "./booking-target.ts";
import { scrollToTop } from "./scroll-to-top.ts";
import { useScrolledPast } from "../../lib/use-scrolled-past.ts";

function TicketIcon() {
  return (
    <svg width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <path d="M3 7.5A1.5 1.5 0 0 1 4.5 6h15A1.5 1.5 0 0 1 21 7.5v2a2.5 2.5 0 0 0 0 5v2a1.5 1.5 0 0 1-1.5 1.5h-15A1.5 1.5 0 0 1 3 16.5v-2a2.5 2.5 0 0 0 0-5z" />
      <path d="M14.5 6v12" strokeDasharray="1.5 2" />
    </svg>
  );
}

function ArrowUpIcon() {
  return (
    <svg width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <path d="M12 19V5M5 12l7-7 7 7" />
    </svg>
  );
}

/** True while the footer is in (or within 80 px of) the viewport. */
function useFooterInView(): boolean {
  const [inView, setInView] = useState(false);
  useEffect(() => {
    const footer = document.querySelector(".site-footer");
    if (!footer || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver(([entry]) => setInView(entry.isIntersecting), { rootMargin: "0px 0px 80px 0px" });
    observer.observe(footer);
    return () => observer.disconnect();
  }, []);
  return inView;
}

export function StickyNavigation() {
  const t = useT();
  const lang = useLang();
  const matches = useMatches();
  const footerInView = useFooterInView();
  const scrolled = useScrolledPast(0.5);
  const booking = bookingTarget(matches);
  const links = stickyLinks(matches);
  const showOverlay = !isEventPage(matches) && !footerInView;
  const showItems = scrolled && !footerInView;
  const showBar = Boolean(booking) || showOverlay || scrolled || (showItems && links.length > 0);

  return (
    <nav className="sticky-nav" aria-label={t("sticky.label")} data-visible={showBar}>
      <ul className="sticky-nav__list">
        {links.map((link) => (
          <li key={link.id} className="sticky-nav__item sticky-nav__item--link" data-visible={showItems}>
            <SmartLink href={link.url} className="sticky-nav__pill">
              {link.text}
            </SmartLink>
          </li>
        ))}
        {booking ? (
          <li className="sticky-nav__item sticky-nav__item--booking" data-visible="true">
            <Link to={booking} className="sticky-nav__pill sticky-nav__pill--accent">
              {t("sticky.booking")}
            </Link>
          </li>
        ) : null}
        <li className="sticky-nav__item sticky-nav__item--overlay" data-visible={showOverlay}>
          <Link to={urlFor("events", {}, lang, { overlay: "true" })} className="sticky-nav__round sticky-nav__round--accent" aria-label={t("sticky.overlay")}>
            <TicketIcon />
          </Link>
        </li>
        <li className="sticky-nav__item sticky-nav__item--top" data-visible={scrolled}>
          <button type="button" className="sticky-nav__round" aria-label={t("sticky.toTop")} onClick={scrollToTop}>
            <ArrowUpIcon />
          </button>
        </li>
      </ul>
    </nav>
  );
}
