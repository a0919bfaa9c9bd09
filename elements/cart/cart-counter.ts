// <kulisse-cart-counter>: the cart link with its ticket count (spec §4 "Cart badge"). The count is
// the cartAmount cookie the cart call sets; it is re-read on the window's cart-updated event and
// whenever the tab becomes visible again (a booking in another tab, or the 15 minutes ran out).
import { LitElement, css, html, nothing, type TemplateResult } from "lit";
import { CART_AMOUNT_COOKIE, CART_UPDATED_EVENT, CART_URL_COOKIE } from "../../shared/api/contract/shop-cart.ts";
import { elementLang } from "../shared/element-lang.ts";
import { elementText } from "../shared/element-text.ts";
import { pageCookie } from "../../shared/lib/page-cookies.ts";
import { theme } from "../shared/theme.ts";

export const CART_COUNTER_TAG = "kulisse-cart-counter";

const DEFAULT_CART_URL = "/webshop/cart";

function countOf(value: unknown): number {
  const count = typeof value === "number" ? value : Number.parseInt(String(value ?? ""), 10);
  return Number.isFinite(count) && count > 0 ? Math.floor(count) : 0;
}

/**
 * The cart link with the number of tickets in the cart.
 *
 * @tagname kulisse-cart-counter
 * @summary A cart icon link whose badge shows the cartAmount cookie.
 *
 * @attr lang - "de" or "en"; default the page's language, else German.
 * @attr href - The cart's address; default the cartUrl cookie, else /webshop/cart.
 *
 * @csspart link - The link.
 * @csspart icon - The cart icon.
 * @csspart badge - The count (hidden at 0).
 *
 * @cssprop --kulisse-accent - Badge colour; default #b30d29.
 * @cssprop --kulisse-ink - Icon colour; default #1b1a1f.
 */
export class KulisseCartCounter extends LitElement {
  static override styles = [
    theme,
    css`
      :host {
        display: inline-block;
      }
      a {
        position: relative;
        display: inline-flex;
        align-items: center;
        justify-content: center;
        min-width: var(--_tap);
        min-height: var(--_tap);
        color: var(--_ink);
        border-radius: var(--_radius);
      }
      a:hover {
        color: var(--_accent);
      }
      svg {
        width: 1.5rem;
        height: 1.5rem;
      }
      .badge {
        position: absolute;
        top: 2px;
        right: 0;
        min-width: 1.25rem;
        height: 1.25rem;
        padding: 0 0.3rem;
        border-radius: 999px;
        background: var(--_accent);
        color: #fff;
        font-size: 0.75rem;
        font-weight: 700;
        line-height: 1.25rem;
        text-align: center;
      }
    `,
  ];

  static override properties = {
    lang: { type: String },
    href: { type: String },
    count: { state: true },
    cookieHref: { state: true },
  };

  declare lang: string;
  /** The cart's address; empty: the cartUrl cookie, else /webshop/cart. */
  declare href: string;
  declare private count: number;
  declare private cookieHref: string | undefined;

  constructor() {
    super();
    this.lang = "";
    this.href = "";
    this.count = 0;
    this.cookieHref = undefined;
  }

  /** The number of tickets shown. */
  get ticketCount(): number {
    return this.count;
  }

  override connectedCallback(): void {
    super.connectedCallback();
    this.readCookies();
    window.addEventListener(CART_UPDATED_EVENT, this.onCartUpdated);
    document.addEventListener("visibilitychange", this.onVisibility);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    window.removeEventListener(CART_UPDATED_EVENT, this.onCartUpdated);
    document.removeEventListener("visibilitychange", this.onVisibility);
  }

  /** Reads cartAmount and cartUrl again. */
  readCookies(): void {
    this.count = countOf(pageCookie(CART_AMOUNT_COOKIE));
    this.cookieHref = pageCookie(CART_URL_COOKIE) || undefined;
  }

  private readonly onCartUpdated = (event: Event) => {
    this.readCookies();
    // On a page of another host our cookies are out of reach; the event itself carries the count.
    const detail = (event as CustomEvent<{ ticketsQuantity?: unknown; cartUrl?: unknown } | null>).detail;
    if (detail && typeof detail.ticketsQuantity === "number" && pageCookie(CART_AMOUNT_COOKIE) === undefined) {
      this.count = countOf(detail.ticketsQuantity);
      if (typeof detail.cartUrl === "string" && detail.cartUrl) this.cookieHref = detail.cartUrl;
    }
  };

  private readonly onVisibility = () => {
    if (document.visibilityState === "visible") this.readCookies();
  };

  protected override render(): TemplateResult {
    const t = elementText(elementLang(this.lang));
    const label = this.count > 0 ? t.cartWith(this.count) : t.cart;
    return html`<a part="link" href=${this.href || this.cookieHref || DEFAULT_CART_URL} aria-label=${label}>
      <svg part="icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M3 4h2.2l2.3 10.2a1 1 0 0 0 1 .8h8.9a1 1 0 0 0 1-.76L20.3 8H6.1" fill="none" stroke="currentColor" stroke-width="1.6" stroke-linejoin="round" />
        <circle cx="9.5" cy="19" r="1.5" fill="currentColor" />
        <circle cx="17" cy="19" r="1.5" fill="currentColor" />
      </svg>
      ${this.count > 0 ? html`<span part="badge" class="badge" aria-hidden="true">${this.count}</span>` : nothing}
    </a>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    "kulisse-cart-counter": KulisseCartCounter;
  }
}
