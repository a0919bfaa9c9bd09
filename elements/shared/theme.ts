// The theatre's look inside shadow DOM: the site's tokens (src/styles/main.css) as custom
// properties a host page may override, plus the shared bits every element uses.
import { css } from "lit";

export const theme = css`
  :host {
    --_accent: var(--kulisse-accent, #b30d29);
    --_accent-dark: var(--kulisse-accent-dark, #8c0a20);
    --_ink: var(--kulisse-ink, #1b1a1f);
    --_paper: var(--kulisse-paper, #fffdf8);
    --_paper-deep: var(--kulisse-paper-deep, #ece4d4);
    --_muted: var(--kulisse-muted, #5b5561);
    --_line: var(--kulisse-line, #d8cfbd);
    --_serif: var(--kulisse-font-serif, "Iowan Old Style", "Palatino Linotype", Palatino, Georgia, "Times New Roman", serif);
    --_sans: var(--kulisse-font-sans, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif);
    --_radius: var(--kulisse-radius, 2px);
    --_tap: 44px;
    font-family: var(--_sans);
    color: var(--_ink);
    line-height: 1.5;
  }

  :host([hidden]) {
    display: none;
  }

  *,
  *::before,
  *::after {
    box-sizing: border-box;
  }

  :focus-visible {
    outline: 3px solid var(--_accent);
    outline-offset: 2px;
  }

  .visually-hidden {
    position: absolute;
    width: 1px;
    height: 1px;
    margin: -1px;
    padding: 0;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
    border: 0;
  }

  /* The site's small-caps label: tiny bold capitals, widely spaced, muted. */
  .label {
    font-size: 0.75rem;
    font-weight: 700;
    letter-spacing: 0.14em;
    text-transform: uppercase;
    color: var(--_muted);
  }
`;
