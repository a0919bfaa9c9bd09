// The booking widget inside the React site: the Lit element `<kulisse-booking-widget>` through an
// @lit/react wrapper, handed the performance the page already has, so it never fetches it again.
// The server renders the element's tag with its children (the ticket link) as light DOM: that link
// is what visitors without JavaScript use, and the element's shadow root hides it once it upgrades.
import * as React from "react";
import { useEffect, useRef, type ReactNode } from "react";
import { createComponent } from "@lit/react";
import { useLocation } from "react-router";
import { BOOKING_WIDGET_TAG, KulisseBookingWidget, type BookingWidgetEvent } from "../../../elements/booking/booking-widget.ts";
import { useLang } from "../../i18n/index.tsx";
import { useSiteConfig } from "../../site-config.tsx";
import { BOOKING_ANCHOR } from "../sticky-navigation/booking-target.ts";

// Defined once in the browser; the server (no registry) only renders the tag.
if (typeof customElements !== "undefined" && !customElements.get(BOOKING_WIDGET_TAG)) {
  customElements.define(BOOKING_WIDGET_TAG, KulisseBookingWidget);
}

const BookingWidgetElement = createComponent({
  tagName: BOOKING_WIDGET_TAG,
  elementClass: KulisseBookingWidget,
  react: React,
});

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
  const widget = useRef<KulisseBookingWidget>(null);
  const location = useLocation();

  // Each navigation to #tickets (also a second click on the same link: a new location key) opens it.
  useEffect(() => {
    if (openOnAnchor && location.hash === `#${BOOKING_ANCHOR}`) widget.current?.show();
  }, [openOnAnchor, location.hash, location.key]);

  return (
    <BookingWidgetElement
      ref={widget}
      className="booking-widget"
      lang={lang}
      context={context}
      quickBuy={quickBuy}
      webshopUrl={event.ticket_url ?? undefined}
      event={event}
    >
      {children}
    </BookingWidgetElement>
  );
}
