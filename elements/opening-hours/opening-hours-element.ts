// <kulisse-opening-hours>: today's box-office hours in one line, by the header's rules (spec §4):
// "Geöffnet ab 11:00", "Geöffnet bis 18:30" or "Geschlossen", with the status reflected as an
// attribute for styling. Refreshed every minute; the clock is a property so tests can move it.
import { LitElement, css, html, type PropertyValues, type TemplateResult } from "lit";
import type { OpeningHoursToday } from "../../shared/api/types.ts";
import { openingHoursStatus, type OpeningHoursStatus } from "../../shared/lib/opening-hours-label.ts";
import { defaultApiBase } from "../shared/api-base.ts";
import { callEndpoint } from "../../shared/api/call-endpoint.ts";
import { siteContract } from "../../shared/api/contract/site.ts";
import { elementLang } from "../shared/element-lang.ts";
import { elementText } from "../shared/element-text.ts";
import { theme } from "../shared/theme.ts";

export const OPENING_HOURS_TAG = "kulisse-opening-hours";

const ONE_MINUTE = 60_000;

/**
 * Today's box-office hours.
 *
 * @tagname kulisse-opening-hours
 * @summary "Geöffnet ab 11:00" / "Geöffnet bis 18:30" / "Geschlossen", refreshed every minute.
 *
 * @attr lang - "de" or "en"; default the page's language, else German.
 * @attr api-base - Origin of the theatre site; default the origin the bundle was loaded from.
 * @attr status - Reflected: early (before the first opening today), open, late (after the last closing) or closed (no opening today).
 *
 * @slot - Shown until the hours are known (and without JavaScript): e.g. the page's own hours text, so nothing shifts.
 *
 * @csspart label - The line of text.
 * @csspart dot - The coloured status dot.
 *
 * @cssprop --kulisse-open - Colour of the dot while open; default #2f7d32.
 * @cssprop --kulisse-ink - Text colour; default #1b1a1f.
 */
export class KulisseOpeningHours extends LitElement {
  static override styles = [
    theme,
    css`
      :host {
        display: inline-block;
        font-size: 0.9rem;
      }
      p {
        display: inline-flex;
        align-items: center;
        gap: 0.45rem;
        margin: 0;
      }
      .dot {
        width: 0.55rem;
        height: 0.55rem;
        border-radius: 50%;
        background: var(--_muted);
      }
      :host([status="open"]) .dot {
        background: var(--kulisse-open, #2f7d32);
      }
      :host([status="early"]) .dot {
        background: var(--kulisse-early, #b8860b);
      }
    `,
  ];

  static override properties = {
    lang: { type: String },
    apiBase: { type: String, attribute: "api-base" },
    status: { type: String, reflect: true },
    hours: { attribute: false },
    clock: { attribute: false },
    now: { state: true },
  };

  declare lang: string;
  declare apiBase: string | undefined;
  /** Reflected: early | open | late | closed (absent until the hours are known). */
  declare status: OpeningHoursStatus["status"] | undefined;
  /** Today's hours; set it to skip the fetch of /{lang}/api/opening-hours-today/. */
  declare hours: OpeningHoursToday | undefined;
  /** The clock, for tests; default the real one. */
  declare clock: () => Date;
  declare private now: Date;

  private timer: ReturnType<typeof setInterval> | undefined;
  private fetchedKey = "";

  constructor() {
    super();
    this.lang = "";
    this.apiBase = undefined;
    this.status = undefined;
    this.hours = undefined;
    this.clock = () => new Date();
    this.now = new Date();
  }

  override connectedCallback(): void {
    super.connectedCallback();
    this.now = this.clock();
    this.timer = setInterval(() => (this.now = this.clock()), ONE_MINUTE);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    clearInterval(this.timer);
  }

  /** Re-reads the clock now (the element does so every minute by itself). */
  refresh(): void {
    this.now = this.clock();
  }

  private get base(): string {
    return this.apiBase ?? defaultApiBase;
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has("clock")) this.now = this.clock();
    if (!this.hours) void this.load();
    this.status = this.hours ? openingHoursStatus(this.hours, this.now).status : undefined;
  }

  private async load(): Promise<void> {
    const lang = elementLang(this.lang);
    const key = `${this.base}|${lang}`;
    if (key === this.fetchedKey) return;
    this.fetchedKey = key;
    try {
      const body = await callEndpoint(siteContract.openingHoursToday, { lang }, { baseUrl: this.base });
      if (Array.isArray(body?.opening_hours) && !this.hours) this.hours = { opening_hours: body.opening_hours, opening_hours_exceptions: body.opening_hours_exceptions ?? [] };
    } catch {
      // No hours, no line: the element stays empty rather than guess.
    }
  }

  protected override render(): TemplateResult {
    // Until the hours are there the page's own content stays (a server-rendered line does not blink out).
    if (!this.hours) return html`<slot></slot>`;
    const t = elementText(elementLang(this.lang));
    const state = openingHoursStatus(this.hours, this.now);
    const text = state.status === "early" ? t.openFrom(state.opens) : state.status === "open" ? t.openUntil(state.closes) : t.closed;
    return html`<p part="label"><span part="dot" class="dot" aria-hidden="true"></span><span class="visually-hidden">${t.boxOfficeToday} </span>${text}</p>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    "kulisse-opening-hours": KulisseOpeningHours;
  }
}
