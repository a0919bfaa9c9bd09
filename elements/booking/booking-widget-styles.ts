// The booking widget's look: the theatre's paper, ink and curtain red, serif headings, small-caps
// labels, 44 px tap targets and 2 px corners (DESIGN.md). Host pages restyle it through the
// --kulisse-* custom properties and the parts named in booking-widget.ts.
import { css } from "lit";
import { theme } from "../shared/theme.ts";

const widget = css`
  :host {
    display: block;
    position: relative;
    max-width: 32rem;
  }

  button,
  a {
    font: inherit;
  }

  button {
    cursor: pointer;
  }

  [aria-disabled="true"] {
    cursor: not-allowed;
  }

  svg {
    width: 1.25rem;
    height: 1.25rem;
    flex: none;
  }

  /* ---- buttons */

  .toggle,
  .primary,
  .secondary {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    gap: 0.5rem;
    min-height: var(--_tap);
    padding: 0.5rem 1.25rem;
    border: 2px solid var(--_accent);
    border-radius: var(--_radius);
    font-weight: 700;
    letter-spacing: 0.04em;
    text-decoration: none;
  }

  .toggle,
  .primary {
    background: var(--_accent);
    color: #fff;
  }

  .toggle:hover,
  .primary:hover {
    background: var(--_accent-dark);
    border-color: var(--_accent-dark);
    color: #fff;
  }

  .toggle[aria-expanded="true"] {
    background: var(--_ink);
    border-color: var(--_ink);
  }

  .secondary {
    background: transparent;
    color: var(--_accent);
  }

  .secondary:hover {
    color: var(--_accent-dark);
    border-color: var(--_accent-dark);
  }

  .primary:disabled {
    background: var(--_paper-deep);
    border-color: var(--_paper-deep);
    color: var(--_muted);
    cursor: not-allowed;
  }

  .primary--small {
    min-width: var(--_tap);
    padding: 0.25rem 0.85rem;
  }

  .link-button {
    min-height: var(--_tap);
    padding: 0 0.25rem;
    border: 0;
    background: none;
    color: var(--_accent);
    text-decoration: underline;
    text-underline-offset: 0.18em;
  }

  .link-button:hover {
    color: var(--_accent-dark);
  }

  /* ---- panel */

  .panel {
    margin-top: 0.75rem;
    padding: 1.25rem;
    background: var(--_paper);
    border: 1px solid var(--_line);
    border-top: 3px solid var(--_accent);
    border-radius: var(--_radius);
    box-shadow: 0 12px 32px rgb(27 26 31 / 0.12);
  }

  .panel__header {
    display: grid;
    grid-template-columns: 1fr auto;
    align-items: start;
    column-gap: 1rem;
    margin-bottom: 1rem;
  }

  .panel__title,
  .step__title,
  .category__name,
  .summary__title {
    margin: 0;
    font-family: var(--_serif);
    font-weight: 600;
    line-height: 1.2;
  }

  .panel__title {
    font-size: 1.45rem;
  }

  .panel__title:focus {
    outline: none;
  }

  .panel__title:focus-visible {
    outline: 3px solid var(--_accent);
  }

  .panel__date {
    grid-column: 1;
    margin: 0.25rem 0 0;
    color: var(--_muted);
  }

  .close {
    grid-column: 2;
    grid-row: 1 / span 2;
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: var(--_tap);
    height: var(--_tap);
    border: 1px solid var(--_line);
    border-radius: var(--_radius);
    background: transparent;
    color: var(--_ink);
  }

  .notice {
    margin: 0 0 1rem;
  }

  /* ---- categories */

  .categories {
    margin: 0;
    padding: 0;
    list-style: none;
    border-top: 1px solid var(--_line);
  }

  /* Spec §9: the long list scrolls inside about 25rem once expanded. */
  .categories--expanded {
    max-height: 25rem;
    overflow-y: auto;
    overscroll-behavior: contain;
  }

  .category {
    padding: 0.85rem 0;
    border-bottom: 1px solid var(--_line);
  }

  .category__name {
    font-size: 1.15rem;
  }

  .category__text {
    margin: 0.15rem 0 0;
    color: var(--_muted);
    font-size: 0.9rem;
  }

  .price {
    display: grid;
    grid-template-columns: 1fr auto auto;
    align-items: center;
    gap: 0.75rem;
    min-height: var(--_tap);
    margin-top: 0.35rem;
  }

  .price__amount {
    font-variant-numeric: tabular-nums;
    font-weight: 700;
  }

  .stepper {
    display: inline-flex;
    align-items: center;
    border: 1px solid var(--_line);
    border-radius: var(--_radius);
  }

  .stepper__button {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: var(--_tap);
    height: var(--_tap);
    border: 0;
    background: transparent;
    color: var(--_accent);
  }

  .stepper__button[aria-disabled="true"] {
    color: var(--_muted);
  }

  .stepper__amount {
    min-width: 2ch;
    text-align: center;
    font-variant-numeric: tabular-nums;
    font-weight: 700;
  }

  .row-button {
    display: flex;
    align-items: center;
    gap: 0.5rem;
    width: 100%;
    min-height: var(--_tap);
    margin-top: 0.35rem;
    padding: 0 0.5rem;
    border: 1px solid var(--_line);
    border-radius: var(--_radius);
    background: transparent;
    color: var(--_ink);
    text-align: left;
  }

  .row-button:hover {
    border-color: var(--_accent);
  }

  .chevron {
    margin-left: auto;
    font-size: 1.25rem;
  }

  .badge {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    min-width: 1.5rem;
    height: 1.5rem;
    padding: 0 0.4rem;
    border-radius: 999px;
    background: var(--_accent);
    color: #fff;
    font-size: 0.8rem;
    font-weight: 700;
  }

  .chosen-slot {
    display: flex;
    align-items: center;
    flex-wrap: wrap;
    gap: 0.5rem;
    margin: 0.35rem 0 0;
  }

  .more {
    margin-top: 0.25rem;
  }

  .footer {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: 0.75rem;
    margin-top: 1rem;
  }

  .total {
    display: flex;
    align-items: baseline;
    gap: 0.5rem;
    margin: 0;
  }

  .total strong {
    font-family: var(--_serif);
    font-size: 1.3rem;
  }

  /* ---- steps */

  .back {
    margin: -0.5rem 0 0.25rem -0.25rem;
  }

  .step__title {
    font-size: 1.2rem;
    margin-bottom: 0.5rem;
  }

  .step__title:focus {
    outline: none;
  }

  .step__title:focus-visible {
    outline: 3px solid var(--_accent);
  }

  .prices .price {
    padding: 0.35rem 0;
    border-bottom: 1px solid var(--_line);
  }

  /* Spec §9: time slots two per row. */
  .timeslots {
    display: grid;
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: 0.5rem;
    margin: 0;
    padding: 0;
    list-style: none;
  }

  .timeslot {
    width: 100%;
    min-height: var(--_tap);
    border: 1px solid var(--_line);
    border-radius: var(--_radius);
    background: transparent;
    color: var(--_ink);
    font-variant-numeric: tabular-nums;
  }

  .timeslot:hover {
    border-color: var(--_accent);
  }

  .timeslot[aria-pressed="true"] {
    background: var(--_ink);
    border-color: var(--_ink);
    color: #fff;
    font-weight: 700;
  }

  /* ---- summary */

  .summary:focus {
    outline: none;
  }

  .summary__title {
    font-size: 1.2rem;
    margin-bottom: 0.5rem;
  }

  .summary p {
    margin: 0 0 0.5rem;
  }

  .summary__code {
    color: var(--_muted);
    font-variant-numeric: tabular-nums;
  }

  .summary__loading {
    display: flex;
    align-items: center;
    gap: 0.75rem;
    min-height: var(--_tap);
  }

  .summary__actions {
    display: flex;
    flex-wrap: wrap;
    gap: 0.75rem;
    margin-top: 1rem;
  }

  .summary a:not(.primary):not(.secondary) {
    color: var(--_accent);
  }

  .spinner {
    width: 1.5rem;
    height: 1.5rem;
    border: 3px solid var(--_line);
    border-top-color: var(--_accent);
    border-radius: 50%;
    animation: spin 0.8s linear infinite;
  }

  @keyframes spin {
    to {
      transform: rotate(360deg);
    }
  }

  @media (prefers-reduced-motion: reduce) {
    .spinner {
      animation-duration: 2.4s;
    }
  }
`;

export const bookingWidgetStyles = [theme, widget];
