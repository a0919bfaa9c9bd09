// The booking widget inside the React site: the element `<kulisse-booking-widget>` from the standalone
// bundle (loaded as a webshop loads it, only on pages that show a widget), handed the performance the
// page already has, so it never fetches it again. The server renders the tag with its children (the
// ticket link) as light DOM: that link is what visitors without JavaScript use, and the element's
// shadow root hides it once it upgrades.
import { useEffect, useState, type ReactNode } from "react";
import { useLocation } from "react-router";
import type { BookingWidgetElement, BookingWidgetEvent } from "../../../shared/ticketing/booking-event.ts";
import { useLang } from "../../i18n/index.tsx";
import { loadKulisseElements } from "../../lib/kulisse-elements.ts";
import { useSiteConfig } from "../../site-config.tsx";
import { BOOKING_ANCHOR } from "../sticky-navigation/booking-target.ts";
import { isPaidPrice } from "./tickets-on-sale.ts";

declare module "react" {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    interface IntrinsicElements {
      "kulisse-booking-widget": DetailedHTMLProps<HTMLAttributes<BookingWidgetElement>, BookingWidgetElement> & {
        context?: string;
        "event-id"?: number;
        open?: boolean;
        "quick-buy"?: boolean;
        "webshop-url"?: string;
      };
    }
  }
}

/** Whether the widget has anything to sell: a ticketing id and a seat group on sale with a price above 0.00. */
export function isBookable(event: BookingWidgetEvent): boolean {
  return event.id_jet !== null && event.seat_groups.some((group) => group.status === "1" && group.prices.some(isPaidPrice));
}

export interface BookingWidgetProps {
  event: BookingWidgetEvent;
  /** "list" on event list pages: after a booking the visitor may add more. */
  context: "detail" | "list";
  /** Opens when the address points at the booking section (the sticky booking button). */
  openOnAnchor?: boolean;
  /** Open from the start (the webshop's booking page): it then neither takes focus nor scrolls. */
  open?: boolean;
  /** Shown until the element upgrades and without JavaScript: the way to the webshop. */
  children: ReactNode;
}

export function BookingWidget({ event, context, openOnAnchor = false, open = false, children }: BookingWidgetProps) {
  const lang = useLang();
  const { quickBuy } = useSiteConfig();
  // State, not a ref: the effects below must run again once the element is there.
  const [widget, setWidget] = useState<BookingWidgetElement | null>(null);
  const [defined, setDefined] = useState(false);
  const location = useLocation();

  // The property may be set before the element is defined: Lit takes it over when it upgrades.
  useEffect(() => {
    if (!widget) return;
    widget.event = event;
    let current = true;
    loadKulisseElements().then(
      () => current && setDefined(true),
      (error: unknown) => console.error("the booking widget could not be loaded", error),
    );
    return () => {
      current = false;
    };
  }, [widget, event]);

  // Each navigation to #tickets (also a second click on the same link: a new location key) opens it.
  useEffect(() => {
    if (defined && openOnAnchor && location.hash === `#${BOOKING_ANCHOR}`) widget?.show();
  }, [widget, defined, openOnAnchor, location.hash, location.key]);

  return (
    <kulisse-booking-widget
      ref={setWidget}
      className="booking-widget"
      event-id={event.id}
      lang={lang}
      context={context}
      open={open || undefined}
      quick-buy={quickBuy || undefined}
      webshop-url={event.ticket_url ?? undefined}
    >
      {children}
    </kulisse-booking-widget>
  );
}
