// Registers the three elements; the standalone bundle's entry (vite.elements.config.ts). Each tag is
// defined only once, so loading the bundle twice, or next to the React site's own import, never throws.
import { BOOKING_WIDGET_TAG, KulisseBookingWidget } from "./booking/booking-widget.ts";
import { CART_COUNTER_TAG, KulisseCartCounter } from "./cart/cart-counter.ts";
import { KulisseOpeningHours, OPENING_HOURS_TAG } from "./opening-hours/opening-hours-element.ts";

export { KulisseBookingWidget, KulisseCartCounter, KulisseOpeningHours };
export type { BookingWidgetEvent, CartUpdatedDetail } from "./booking/booking-widget.ts";

export const kulisseElements = {
  [BOOKING_WIDGET_TAG]: KulisseBookingWidget,
  [OPENING_HOURS_TAG]: KulisseOpeningHours,
  [CART_COUNTER_TAG]: KulisseCartCounter,
} as const;

export function defineKulisseElements(registry: CustomElementRegistry | undefined = globalThis.customElements): void {
  if (!registry) return;
  for (const [tag, element] of Object.entries(kulisseElements)) {
    if (!registry.get(tag)) registry.define(tag, element);
  }
}

defineKulisseElements();
