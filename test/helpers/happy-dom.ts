// A happy-dom window as the global DOM, for unit tests of the Lit elements in Node. Lit reads
// `document` when it loads, so install first and import the elements afterwards (dynamic import).
import { Window } from "happy-dom";

const GLOBALS = [
  "window",
  "document",
  "navigator",
  "location",
  "customElements",
  "HTMLElement",
  "HTMLButtonElement",
  "HTMLAnchorElement",
  "Element",
  "Node",
  "Text",
  "Comment",
  "Document",
  "DocumentFragment",
  "ShadowRoot",
  "CSSStyleSheet",
  "NodeFilter",
  "MutationObserver",
  "Event",
  "CustomEvent",
  "KeyboardEvent",
  "MouseEvent",
  "FocusEvent",
  "requestAnimationFrame",
  "cancelAnimationFrame",
  "getComputedStyle",
  "matchMedia",
] as const;

export interface HappyDom {
  window: Window;
  /** Closes the window (its timers too). */
  close(): Promise<void>;
}

export function installHappyDom(url = "http://127.0.0.1:4173/de/"): HappyDom {
  const window = new Window({ url, width: 1280, height: 900 });
  window.document.documentElement.lang = "de";
  for (const name of GLOBALS) {
    const value = (window as unknown as Record<string, unknown>)[name];
    Object.defineProperty(globalThis, name, { value: typeof value === "function" && /^[a-z]/.test(name) ? value.bind(window) : value, configurable: true, writable: true });
  }
  return {
    window,
    close: () => window.happyDOM.close(),
  };
}

/** Waits `ms` of real time (the elements' delays are real timers). */
export const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
