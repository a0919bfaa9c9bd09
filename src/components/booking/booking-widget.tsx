// The booking widget inside the React site: the Lit element `<kulisse-booking-widget>` through an
// @lit/react wrapper, handed the performance the page already has, so it never fetches it again.
// The server renders the element's tag with its children (the ticket link) as light DOM: that link
// is what visitors without JavaScript use, and the element's shadow root hides it once it upgrades.
// The element is loaded lazily (its own chunk): pages without a widget never download Lit.
import { lazy, Suspense, useEffect, useState, type ReactNode } from "react";
import { useLocation } from "react-router";
import type { BookingWidgetEvent, KulisseBookingWidget } from "../../../elements/booking/booking-widget.ts";
import { useLang } from "../../i18n/index.tsx";
import { useSiteConfig } from "../../site-config.tsx";
import { BOOKING_ANCHOR } from "../sticky-navigation/booking-target.ts";

const BookingWidgetElement = lazy(() => import("./booking-widget-element.tsx"));

/** Whether the widget has anything to sell: a ticketing id and a seat group on sale with a price above 0.00. */
export function isBookable(event: BookingWidgetEvent): boolean {
  return event.id_jet !== null && event.seat_groups.some((group) => group.status === "1" && group.prices.some((price) => price.price !== "0.00"));
}

export interface BookingWidgetProps {
  event: BookingWidgetEvent;
  /** "list" on event list pages: after a booking the visitor may add more. */
  context: "detail" | "list";
  /** Opens when the address points at the booking section (the sticky booking button). */
  openOnAnchor?: boolean;
  /** Shown until the element upgrades and without JavaScript: the way to the webshop. */
  children: ReactNode;
}

export function BookingWidget({ event, context, openOnAnchor = false, children }: BookingWidgetProps) {
  const lang = useLang();
  const { quickBuy } = useSiteConfig();
  // State, not a ref: the element mounts only once its chunk has loaded, and the effect below must see that.
  const [widget, setWidget] = useState<KulisseBookingWidget | null>(null);
  const location = useLocation();

  // Each navigation to #tickets (also a second click on the same link: a new location key) opens it.
  useEffect(() => {
    if (openOnAnchor && location.hash === `#${BOOKING_ANCHOR}`) widget?.show();
  }, [widget, openOnAnchor, location.hash, location.key]);

  // Until the chunk is there (only ever on a client navigation; the server waits for it) the
  // fallback link is the way to the webshop.
  return (
    <Suspense fallback={children}>
      <BookingWidgetElement
        ref={setWidget}
        className="booking-widget"
        lang={lang}
        context={context}
        quickBuy={quickBuy}
        webshopUrl={event.ticket_url ?? undefined}
        event={event}
      >
        {children}
      </BookingWidgetElement>
    </Suspense>
  );
}
