// The Lit element `<kulisse-booking-widget>` as a React component (@lit/react). Its own module, so the
// element and Lit load as a separate chunk, only on pages that show a booking widget.
import * as React from "react";
import { createComponent } from "@lit/react";
import { BOOKING_WIDGET_TAG, KulisseBookingWidget } from "../../../elements/booking/booking-widget.ts";

// Defined once in the browser; the server (no registry) only renders the tag.
if (typeof customElements !== "undefined" && !customElements.get(BOOKING_WIDGET_TAG)) {
  customElements.define(BOOKING_WIDGET_TAG, KulisseBookingWidget);
}

const BookingWidgetElement = createComponent({
  tagName: BOOKING_WIDGET_TAG,
  elementClass: KulisseBookingWidget,
  react: React,
});

export default BookingWidgetElement;
