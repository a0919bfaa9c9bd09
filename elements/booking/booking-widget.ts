// <kulisse-booking-widget>: the in-page booking widget of spec §4 — a toggle, and when open a panel
// with the performance's categories, their full price and discounts, time slots, a running total and
// "add to cart", which fills the cart through POST /{lang}/api/shop-cart/ and shows a summary.
// Selection rules live in ticket-selection.ts, the HTTP part in cart-request.ts.
import { LitElement, html, nothing, type PropertyValues, type TemplateResult } from "lit";
import type { EventPrice, SeatGroup, Timeslot } from "../../shared/api/content-types.ts";
import { CART_UPDATED_EVENT } from "../../shared/api/contract/shop-cart.ts";
import { cartFailureMessage } from "../../shared/ticketing/cart-response-codes.ts";
import { formatPrice, centsOf } from "../../shared/lib/format-price.ts";
import type { Lang } from "../../shared/lib/localized.ts";
import { defaultApiBase, resolveApiUrl } from "../shared/api-base.ts";
import { callEndpoint } from "../../shared/api/call-endpoint.ts";
import { catalogContract } from "../../shared/api/contract/catalog.ts";
import { elementLang } from "../shared/element-lang.ts";
import { elementText, type ElementText } from "../shared/element-text.ts";
import { BOOKING_WIDGET_TAG, isBookingWidgetEvent, type BookingWidgetElement, type BookingWidgetEvent } from "../../shared/ticketing/booking-event.ts";
import { bookingWidgetStyles } from "./booking-widget-styles.ts";
import { sendCartCalls } from "./cart-request.ts";
import { formatEventStart, formatSlotTime } from "./format-time.ts";
import {
  addTicket,
  amountOf,
  availableTimeslots,
  bookableSeatGroups,
  canAdd,
  cartCalls,
  discountCount,
  discountPrices,
  fullPrice,
  removeTicket,
  ticketCount,
  ticketOf,
  totalCents,
  type Selection,
} from "./ticket-selection.ts";

export { BOOKING_WIDGET_TAG };
export type { BookingWidgetEvent };

/** The window event one widget sends when it opens, so every other one closes (spec §2). */
export const BOOKING_WIDGET_OPEN_EVENT = "kulisse-booking-widget-open";

/** The detail of the window's `cart-updated` event after a successful booking. */
export interface CartUpdatedDetail {
  ticketsQuantity: number;
  cartUrl: string;
}

type Step = "main" | "discounts" | "timeslots";

type Summary = { state: "loading" } | { state: "success"; count: number; cartUrl: string } | { state: "failure"; code: unknown };

/** Spec §4's delays: the summary appears after 100 ms, scrolling too; closing resets after 250 ms. */
const SUMMARY_DELAY = 100;
const SCROLL_DELAY = 100;
const RESET_DELAY = 250;
/** Spec §4: more categories than this collapse behind a "show all" toggle. */
const COLLAPSED_CATEGORIES = 2;

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The booking widget.
 *
 * @tagname kulisse-booking-widget
 * @summary Books tickets of one performance into the theatre's webshop cart.
 *
 * @attr lang - "de" or "en"; default the page's language, else German.
 * @attr event-id - The site's event id; without an `event` property the element loads `{api-base}/{lang}/api/events/{id}/`.
 * @attr api-base - Origin of the theatre site; default the origin the bundle was loaded from.
 * @attr context - "detail" (default) or "list"; "add more" after a booking only in "list".
 * @attr quick-buy - Each price gets one button that puts one ticket straight into the cart.
 * @attr open - Whether the panel is open (reflected).
 * @attr webshop-url - The "buy via webshop" link; default the event's ticket_url, else /webshop/.
 *
 * @fires cart-updated - On window after a successful booking; detail `{ ticketsQuantity, cartUrl }`.
 * @fires kulisse-booking-widget-open - On window when this widget opens; detail `{ widget }`. Other widgets close.
 *
 * @csspart toggle - The button that opens and closes the panel.
 * @csspart panel - The open panel.
 * @csspart category - One seat group (category) on the main step.
 * @csspart price - One price row (full price or discount).
 * @csspart quick-buy - The quick-buy variant's button of a price.
 * @csspart stepper - The −/amount/+ control of a price.
 * @csspart discounts-button - The button to a category's discounts, with its badge.
 * @csspart badge - The count of selected discount tickets.
 * @csspart timeslot - One time slot button, and the chosen slot on the main step.
 * @csspart total - The running total.
 * @csspart add-to-cart - The add to cart button.
 * @csspart summary - The loading, success or failure summary.
 *
 * @cssprop --kulisse-accent - Accent colour (buttons, focus); default the site's red #b30d29.
 * @cssprop --kulisse-accent-dark - Accent on hover; default #8c0a20.
 * @cssprop --kulisse-ink - Text colour; default #1b1a1f.
 * @cssprop --kulisse-paper - Panel background; default #fffdf8.
 * @cssprop --kulisse-line - Rules and borders; default #d8cfbd.
 * @cssprop --kulisse-font-serif - Headings' font family.
 * @cssprop --kulisse-font-sans - Text font family.
 */
export class KulisseBookingWidget extends LitElement implements BookingWidgetElement {
  static override styles = bookingWidgetStyles;

  static override properties = {
    lang: { type: String },
    eventId: { type: Number, attribute: "event-id" },
    apiBase: { type: String, attribute: "api-base" },
    context: { type: String },
    quickBuy: { type: Boolean, attribute: "quick-buy" },
    open: { type: Boolean, reflect: true },
    webshopUrl: { type: String, attribute: "webshop-url" },
    event: { attribute: false },
    step: { state: true },
    stepGroup: { state: true },
    selection: { state: true },
    chosenSlots: { state: true },
    expanded: { state: true },
    summary: { state: true },
    announcement: { state: true },
    loaded: { state: true },
    loadFailed: { state: true },
  };

  /** "de" | "en"; empty: the page's language. */
  declare lang: string;
  declare eventId: number | undefined;
  /** Origin of the theatre site; undefined: where the bundle came from. */
  declare apiBase: string | undefined;
  declare context: "detail" | "list" | string;
  declare quickBuy: boolean;
  declare open: boolean;
  declare webshopUrl: string | undefined;
  /** The performance; set it to skip the fetch by `event-id`. */
  declare event: BookingWidgetEvent | undefined;

  declare private step: Step;
  declare private stepGroup: number | null;
  declare private selection: Selection;
  /** Seat group id → chosen time slot id; absent: the group's first available slot. */
  declare private chosenSlots: ReadonlyMap<number, number>;
  declare private expanded: boolean;
  declare private summary: Summary | null;
  declare private announcement: string;
  declare private loaded: BookingWidgetEvent | undefined;
  declare private loadFailed: boolean;

  private resetTimer: ReturnType<typeof setTimeout> | undefined;
  private loadedKey = "";
  private focusWasInside = false;
  /** Whether the element has rendered once (an `open` attribute on the first render is the page's, not the visitor's). */
  private rendered = false;
  /** Increases with every booking and every close, so a late answer of an old booking is ignored. */
  private run = 0;

  constructor() {
    super();
    this.lang = "";
    this.eventId = undefined;
    this.apiBase = undefined;
    this.context = "detail";
    this.quickBuy = false;
    this.open = false;
    this.webshopUrl = undefined;
    this.event = undefined;
    this.step = "main";
    this.stepGroup = null;
    this.selection = [];
    this.chosenSlots = new Map();
    this.expanded = false;
    this.summary = null;
    this.announcement = "";
    this.loaded = undefined;
    this.loadFailed = false;
  }

  // ------------------------------------------------------------------ lifecycle

  override connectedCallback(): void {
    super.connectedCallback();
    window.addEventListener(BOOKING_WIDGET_OPEN_EVENT, this.onOtherOpened);
    this.addEventListener("keydown", this.onKeydown);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    window.removeEventListener(BOOKING_WIDGET_OPEN_EVENT, this.onOtherOpened);
    document.removeEventListener("click", this.onDocumentClick, true);
    this.removeEventListener("keydown", this.onKeydown);
    clearTimeout(this.resetTimer);
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    // Whether focus is inside must be read before the panel leaves the DOM and takes the focus along.
    if (changed.has("open") && !this.open && changed.get("open")) this.focusWasInside = this.hasFocusInside();
    if (changed.has("eventId") || changed.has("lang") || changed.has("apiBase") || changed.has("event")) void this.loadEvent();
  }

  protected override updated(changed: PropertyValues<this>): void {
    // Side effects of opening and closing, whether by the toggle, the attribute or another widget.
    const firstRender = !this.rendered;
    this.rendered = true;
    if (!changed.has("open")) return;
    const before = changed.get("open") as boolean | undefined;
    if (this.open && !before) this.afterOpen(!firstRender);
    else if (!this.open && before) this.afterClose();
  }

  // ------------------------------------------------------------------ derived values

  private get language(): Lang {
    return elementLang(this.lang);
  }

  private get t(): ElementText {
    return elementText(this.language);
  }

  private get base(): string {
    return this.apiBase ?? defaultApiBase;
  }

  /** The event property, else the one loaded by `event-id`. */
  get currentEvent(): BookingWidgetEvent | undefined {
    return this.event ?? this.loaded;
  }

  private get categories(): SeatGroup[] {
    return bookableSeatGroups(this.currentEvent?.seat_groups ?? []);
  }

  private get webshopHref(): string {
    return this.webshopUrl || this.currentEvent?.ticket_url || resolveApiUrl(this.base, "/webshop/");
  }

  private chosenSlot(group: SeatGroup): Timeslot | undefined {
    const slots = availableTimeslots(group);
    const chosen = this.chosenSlots.get(group.id);
    return slots.find((slot) => slot.id === chosen) ?? slots[0];
  }

  private priceLabel(group: SeatGroup, price: EventPrice): string {
    return price === fullPrice(group) ? this.t.fullPrice : price.text;
  }

  // ------------------------------------------------------------------ loading

  private async loadEvent(): Promise<void> {
    if (this.event || !this.eventId) return;
    const key = `${this.base}|${this.language}|${this.eventId}`;
    if (key === this.loadedKey) return;
    this.loadedKey = key;
    this.loadFailed = false;
    try {
      const body: unknown = await callEndpoint(catalogContract.event, { lang: this.language, id: this.eventId }, { baseUrl: this.base }).catch(() => null);
      if (key !== this.loadedKey) return;
      if (isBookingWidgetEvent(body)) this.loaded = body;
      else this.loadFailed = true;
    } catch {
      if (key === this.loadedKey) this.loadFailed = true;
    }
  }

  // ------------------------------------------------------------------ open and close

  /** Opens the panel (and closes every other widget). */
  show(): void {
    this.open = true;
  }

  /** Closes the panel: the selection is cleared, step and summary reset after 250 ms. */
  hide(): void {
    this.open = false;
  }

  toggle(): void {
    this.open = !this.open;
  }

  /** `byVisitor`: false when the page loads with the widget open — then focus and scroll stay where the page put them. */
  private afterOpen(byVisitor: boolean): void {
    clearTimeout(this.resetTimer);
    this.resetView();
    window.dispatchEvent(new CustomEvent(BOOKING_WIDGET_OPEN_EVENT, { detail: { widget: this } }));
    // The click that opened us is still on its way up; listen from the next task on.
    setTimeout(() => {
      if (this.open) document.addEventListener("click", this.onDocumentClick, true);
    });
    if (!byVisitor) return;
    void this.updateComplete.then(() => this.focusPanel());
    setTimeout(() => {
      if (!this.open) return;
      const reduced = typeof matchMedia === "function" && matchMedia("(prefers-reduced-motion: reduce)").matches;
      this.panel?.scrollIntoView?.({ block: "nearest", behavior: reduced ? "auto" : "smooth" });
    }, SCROLL_DELAY);
  }

  private afterClose(): void {
    document.removeEventListener("click", this.onDocumentClick, true);
    this.run++;
    this.selection = [];
    this.announcement = "";
    // Return focus to the toggle only when it was in the panel (not when another widget opened).
    if (this.focusWasInside) void this.updateComplete.then(() => this.toggleButton?.focus());
    clearTimeout(this.resetTimer);
    this.resetTimer = setTimeout(() => this.resetView(), RESET_DELAY);
  }

  private hasFocusInside(): boolean {
    return !!this.shadowRoot?.activeElement || (typeof document !== "undefined" && document.activeElement === this);
  }

  private resetView(): void {
    this.summary = null;
    this.step = "main";
    this.stepGroup = null;
    this.expanded = false;
  }

  private readonly onOtherOpened = (event: Event) => {
    if ((event as CustomEvent<{ widget: unknown }>).detail?.widget !== this && this.open) this.open = false;
  };

  private readonly onDocumentClick = (event: Event) => {
    if (this.open && !event.composedPath().includes(this)) this.open = false;
  };

  private readonly onKeydown = (event: KeyboardEvent) => {
    if (event.key === "Escape" && this.open) {
      event.stopPropagation();
      this.open = false;
    }
  };

  private get panel(): HTMLElement | null {
    return this.renderRoot.querySelector?.("[part~='panel']") ?? null;
  }

  private get toggleButton(): HTMLElement | null {
    return this.renderRoot.querySelector?.("[part~='toggle']") ?? null;
  }

  private focusPanel(): void {
    (this.renderRoot.querySelector?.("#heading") as HTMLElement | null)?.focus();
  }

  /** After a step change, focus the new step's heading, so keyboard and screen reader users follow. */
  private focusAfterRender(selector: string): void {
    void this.updateComplete.then(() => (this.renderRoot.querySelector?.(selector) as HTMLElement | null)?.focus());
  }

  // ------------------------------------------------------------------ selection

  private change(group: SeatGroup, price: EventPrice, direction: 1 | -1): void {
    const ticket = ticketOf(group, price);
    if (direction === 1 && !canAdd(this.selection, ticket)) return;
    if (direction === -1 && amountOf(this.selection, ticket) === 0) return;
    this.selection = direction === 1 ? addTicket(this.selection, ticket) : removeTicket(this.selection, ticket);
    this.announcement = this.t.announce(amountOf(this.selection, ticket), this.priceLabel(group, price), group.seat_group);
  }

  private goTo(step: Step, group: SeatGroup | null, focus: string): void {
    this.step = step;
    this.stepGroup = group?.id ?? null;
    this.focusAfterRender(focus);
  }

  private back(): void {
    const from = this.stepGroup;
    const fromStep = this.step;
    this.step = "main";
    this.stepGroup = null;
    // Back on the main step, focus returns to the button that led away.
    const to = from === null ? "#heading" : fromStep === "discounts" ? `#discounts-${from}` : `#change-slot-${from}`;
    if (from !== null && this.categories.findIndex((group) => group.id === from) >= COLLAPSED_CATEGORIES) this.expanded = true;
    this.focusAfterRender(to);
  }

  private chooseSlot(group: SeatGroup, slot: Timeslot): void {
    this.chosenSlots = new Map(this.chosenSlots).set(group.id, slot.id);
    this.back();
  }

  // ------------------------------------------------------------------ booking

  /** Puts `selection` (the visitor's, or one ticket in quick-buy) into the cart and shows the summary. */
  private async book(selection: Selection): Promise<void> {
    const event = this.currentEvent;
    if (!event || ticketCount(selection) === 0 || this.summary?.state === "loading") return;
    const run = ++this.run;
    const count = ticketCount(selection);
    const calls = cartCalls(selection, event.id_jet ?? 0, (seatGroup) => {
      const group = event.seat_groups.find((candidate) => candidate.id === seatGroup);
      return group ? this.chosenSlot(group)?.block_id : undefined;
    });
    const shown = delay(SUMMARY_DELAY).then(() => {
      if (run === this.run) {
        this.summary = { state: "loading" };
        this.focusAfterRender("#summary");
      }
    });
    const outcome = await sendCartCalls(calls, { apiBase: this.base, lang: this.language });
    await shown;
    if (run !== this.run) return;
    const reached = outcome.ok ? { tickets_quantity: outcome.ticketsQuantity, cart_url: outcome.cartUrl } : outcome.partial;
    if (reached) {
      const detail: CartUpdatedDetail = { ticketsQuantity: reached.tickets_quantity, cartUrl: resolveApiUrl(this.base, reached.cart_url) };
      window.dispatchEvent(new CustomEvent(CART_UPDATED_EVENT, { detail }));
    }
    if (outcome.ok) {
      this.selection = [];
      this.summary = { state: "success", count, cartUrl: resolveApiUrl(this.base, outcome.cartUrl) };
    } else {
      // Spec §8: the failure is logged (the server reports it too).
      console.warn("kulisse-booking-widget: cart call failed", outcome.code);
      this.summary = { state: "failure", code: outcome.code };
    }
    this.focusAfterRender("#summary");
  }

  private addMore(): void {
    this.resetView();
    this.selection = [];
    this.focusAfterRender("#heading");
  }

  // ------------------------------------------------------------------ rendering

  protected override render(): TemplateResult {
    const event = this.currentEvent;
    return html`
      <button part="toggle" class="toggle" type="button" aria-expanded=${this.open ? "true" : "false"} aria-controls="panel" @click=${() => this.toggle()}>
        <svg class="toggle__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false"><path d="M3 7a2 2 0 0 0 2-2h14a2 2 0 0 0 2 2v2a3 3 0 0 0 0 6v2a2 2 0 0 0-2 2H5a2 2 0 0 0-2-2v-2a3 3 0 0 0 0-6z" fill="none" stroke="currentColor" stroke-width="1.6" /></svg>
        <span>${this.t.toggle}</span>${event ? html`<span class="visually-hidden">: ${event.title}, ${formatEventStart(event.date_start, this.language)}</span>` : nothing}
      </button>
      ${this.open ? this.renderPanel(event) : nothing}
    `;
  }

  private renderPanel(event: BookingWidgetEvent | undefined): TemplateResult {
    return html`
      <section part="panel" class="panel" id="panel" aria-labelledby="heading">
        <header class="panel__header">
          <h2 id="heading" class="panel__title" tabindex="-1">${event?.title ?? this.t.panelTitle}</h2>
          ${event ? html`<p class="panel__date">${formatEventStart(event.date_start, this.language)}</p>` : nothing}
          <button class="close" type="button" @click=${() => this.hide()} aria-label=${this.t.close}>
            <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false"><path d="M6 6l12 12M18 6L6 18" stroke="currentColor" stroke-width="2" /></svg>
          </button>
        </header>
        ${this.summary ? this.renderSummary(this.summary) : this.renderStep(event)}
        <div class="visually-hidden" role="status" aria-live="polite" aria-atomic="true">${this.announcement}</div>
      </section>
    `;
  }

  private renderStep(event: BookingWidgetEvent | undefined): TemplateResult {
    if (!event) return html`<p class="notice">${this.loadFailed ? this.t.loadFailed : this.t.loading}</p>${this.loadFailed ? this.renderWebshopButton() : nothing}`;
    const categories = this.categories;
    if (categories.length === 0 || event.id_jet === null) return html`<p class="notice">${this.t.noTickets}</p>${this.renderWebshopButton()}`;
    const group = categories.find((candidate) => candidate.id === this.stepGroup);
    if (this.step === "discounts" && group) return this.renderDiscounts(group);
    if (this.step === "timeslots" && group) return this.renderTimeslots(group);
    return this.renderMain(categories);
  }

  private renderMain(categories: SeatGroup[]): TemplateResult {
    const collapsible = categories.length > COLLAPSED_CATEGORIES;
    // Collapsed, the hidden categories are not rendered at all: nothing focusable hides off-screen.
    const shown = collapsible && !this.expanded ? categories.slice(0, COLLAPSED_CATEGORIES) : categories;
    const count = ticketCount(this.selection);
    return html`
      <div class="step step--main">
        <ul id="categories" class="categories ${collapsible ? (this.expanded ? "categories--expanded" : "categories--collapsed") : ""}" aria-label=${this.t.categories} tabindex=${collapsible && this.expanded ? "0" : nothing}>
          ${shown.map((group) => this.renderCategory(group))}
        </ul>
        ${collapsible
          ? html`<button class="link-button more" type="button" aria-expanded=${this.expanded ? "true" : "false"} aria-controls="categories" @click=${() => (this.expanded = !this.expanded)}>
              ${this.expanded ? this.t.showFewer : this.t.showAll(categories.length)}
            </button>`
          : nothing}
        ${this.quickBuy
          ? nothing
          : html`<div class="footer">
              <p part="total" class="total"><span class="label">${this.t.total}</span> <span>${this.t.tickets(count)}</span> <strong>${formatPrice(totalCents(this.selection, this.currentEvent?.seat_groups ?? []), this.language)}</strong></p>
              <button part="add-to-cart" class="primary" type="button" ?disabled=${count === 0} @click=${() => void this.book(this.selection)}>${this.t.addToCart}</button>
            </div>`}
      </div>
    `;
  }

  private renderCategory(group: SeatGroup): TemplateResult {
    const full = fullPrice(group);
    const discounts = discountPrices(group);
    const slots = availableTimeslots(group);
    const slot = this.chosenSlot(group);
    const badge = discountCount(this.selection, group);
    return html`
      <li part="category" class="category">
        <h3 class="category__name">${group.seat_group}</h3>
        ${group.text ? html`<p class="category__text">${group.text}</p>` : nothing}
        ${full ? this.renderPrice(group, full) : nothing}
        ${discounts.length > 0
          ? html`<button part="discounts-button" class="row-button" id="discounts-${group.id}" type="button" @click=${() => this.goTo("discounts", group, "#step-heading")}>
              <span>${this.t.discounts}</span><span class="visually-hidden">, ${group.seat_group}</span>
              ${badge > 0 ? html`<span part="badge" class="badge"><span aria-hidden="true">${badge}</span><span class="visually-hidden">, ${this.t.selectedDiscounts(badge)}</span></span>` : nothing}
              <span class="chevron" aria-hidden="true">›</span>
            </button>`
          : nothing}
        ${slot
          ? html`<p part="timeslot" class="chosen-slot">
              <span class="label">${this.t.timeslot}</span> <span>${formatSlotTime(slot.time_start, this.language)}</span>
              ${slots.length > 1
                ? html`<button class="link-button" id="change-slot-${group.id}" type="button" aria-label=${this.t.changeTimeslot(group.seat_group)} @click=${() => this.goTo("timeslots", group, "#step-heading")}>${this.t.change}</button>`
                : nothing}
            </p>`
          : nothing}
      </li>
    `;
  }

  private renderPrice(group: SeatGroup, price: EventPrice): TemplateResult {
    const label = this.priceLabel(group, price);
    const amountText = formatPrice(centsOf(price.price), this.language);
    if (this.quickBuy) {
      return html`<div part="price" class="price">
        <span class="price__label">${label}</span><span class="price__amount">${amountText}</span>
        <button part="quick-buy" class="primary primary--small" type="button" aria-label=${this.t.quickBuyLabel(label, group.seat_group, amountText)} @click=${() => void this.book([{ ticket: ticketOf(group, price), amount: 1 }])}>${this.t.quickBuy}</button>
      </div>`;
    }
    const ticket = ticketOf(group, price);
    const amount = amountOf(this.selection, ticket);
    const canLess = amount > 0;
    const canMore = canAdd(this.selection, ticket);
    // aria-disabled, not disabled: a button that disables itself under the keyboard would drop focus.
    return html`<div part="price" class="price">
      <span class="price__label">${label}</span><span class="price__amount">${amountText}</span>
      <span part="stepper" class="stepper" role="group" aria-label=${this.t.amountOf(label, group.seat_group)}>
        <button class="stepper__button" type="button" aria-label=${this.t.oneLess(label, group.seat_group)} aria-disabled=${canLess ? "false" : "true"} @click=${() => this.change(group, price, -1)}>
          <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false"><path d="M6 12h12" stroke="currentColor" stroke-width="2" /></svg>
        </button>
        <span class="stepper__amount">${amount}</span>
        <button class="stepper__button" type="button" aria-label=${this.t.oneMore(label, group.seat_group)} aria-disabled=${canMore ? "false" : "true"} @click=${() => this.change(group, price, 1)}>
          <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false"><path d="M6 12h12M12 6v12" stroke="currentColor" stroke-width="2" /></svg>
        </button>
      </span>
    </div>`;
  }

  private renderBack(): TemplateResult {
    return html`<button class="link-button back" type="button" @click=${() => this.back()}><span aria-hidden="true">‹ </span>${this.t.back}</button>`;
  }

  private renderDiscounts(group: SeatGroup): TemplateResult {
    return html`<div class="step step--discounts">
      ${this.renderBack()}
      <h3 id="step-heading" class="step__title" tabindex="-1">${this.t.discountsOf(group.seat_group)}</h3>
      <div class="prices">${discountPrices(group).map((price) => this.renderPrice(group, price))}</div>
    </div>`;
  }

  private renderTimeslots(group: SeatGroup): TemplateResult {
    const chosen = this.chosenSlot(group);
    return html`<div class="step step--timeslots">
      ${this.renderBack()}
      <h3 id="step-heading" class="step__title" tabindex="-1">${this.t.timeslotsOf(group.seat_group)}</h3>
      <ul class="timeslots">
        ${availableTimeslots(group).map(
          (slot) =>
            html`<li>
              <button part="timeslot" class="timeslot" type="button" aria-pressed=${slot.id === chosen?.id ? "true" : "false"} @click=${() => this.chooseSlot(group, slot)}>${formatSlotTime(slot.time_start, this.language)}</button>
            </li>`,
        )}
      </ul>
    </div>`;
  }

  private renderSummary(summary: Summary): TemplateResult {
    const t = this.t;
    if (summary.state === "loading") {
      return html`<div part="summary" class="summary" id="summary" tabindex="-1">
        <div role="status" class="summary__loading"><span class="spinner" aria-hidden="true"></span><span>${t.adding}</span></div>
      </div>`;
    }
    if (summary.state === "success") {
      return html`<div part="summary" class="summary summary--success" id="summary" tabindex="-1">
        <div role="status">
          <p class="summary__title">${t.success(t.selectionOf(summary.count))}</p>
          <p>${t.reserved}</p>
        </div>
        <div class="summary__actions">
          ${this.context === "list" ? html`<button class="secondary" type="button" @click=${() => this.addMore()}>${t.addMore}</button>` : nothing}
          <a class="primary" href=${summary.cartUrl}>${t.goToCart}</a>
        </div>
      </div>`;
    }
    const code = summary.code;
    return html`<div part="summary" class="summary summary--failure" id="summary" tabindex="-1">
      <div role="alert">
        <p class="summary__title">${t.failure}</p>
        <p>${cartFailureMessage(code, this.language)}</p>
        ${Number.isInteger(code) ? html`<p class="summary__code">${t.errorCode(code as number)}</p>` : nothing}
      </div>
      ${this.currentEvent?.ticket_url || this.webshopUrl
        ? html`<p>${t.buyViaWebshop} <a href=${this.webshopHref}>${t.webshop}</a>.</p>`
        : this.renderWebshopButton()}
    </div>`;
  }

  private renderWebshopButton(): TemplateResult {
    return html`<p class="summary__actions"><a class="secondary" href=${this.webshopHref}>${this.t.toWebshop}</a></p>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    "kulisse-booking-widget": KulisseBookingWidget;
  }
  interface WindowEventMap {
    "cart-updated": CustomEvent<CartUpdatedDetail>;
  }
}
