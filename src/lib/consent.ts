// The visitor's cookie consent (spec §9 categories), kept in the first-party cookie `cookie_consent`.
// A tiny store read through useSyncExternalStore: the server and the hydrating client both see
// "unknown" (the page HTML is the same for everyone); right after hydration the client reads the cookie.
import { useSyncExternalStore } from "react";
import { pageCookie, setPageCookie } from "../../shared/lib/page-cookies.ts";

/** The categories a visitor can choose; "required" is always on and never stored. */
export const consentCategories = ["optimization", "marketing", "external-media"] as const;
export type ConsentCategory = (typeof consentCategories)[number];

/** Raise when the categories or their meaning change: older choices are then asked again. */
export const CONSENT_VERSION = 1;
export const CONSENT_COOKIE = "cookie_consent";
const MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

export interface ConsentChoice {
  version: number;
  /** The categories the visitor allowed. */
  granted: ConsentCategory[];
}

export interface ConsentState {
  /** False on the server and while hydrating: nothing is known about the visitor yet. */
  known: boolean;
  /** The stored choice; null when the visitor has not decided (or decided under an older version). */
  choice: ConsentChoice | null;
  dialogOpen: boolean;
  /** "auto" when the site asked on its own, "visitor" when opened from the cookie settings. */
  openedBy: "auto" | "visitor" | null;
}

const unknownState: ConsentState = { known: false, choice: null, dialogOpen: false, openedBy: null };
let state: ConsentState | null = null;
const listeners = new Set<() => void>();

/** Reads `cookie_consent` ("v1:external-media,marketing"); anything unreadable counts as no choice. */
export function parseConsent(raw: string | null | undefined): ConsentChoice | null {
  if (!raw) return null;
  const match = /^v(\d+):([a-z,-]*)$/.exec(raw);
  if (!match || Number(match[1]) !== CONSENT_VERSION) return null;
  const granted = match[2]
    .split(",")
    .filter((name): name is ConsentCategory => (consentCategories as readonly string[]).includes(name));
  return { version: CONSENT_VERSION, granted };
}

export function serializeConsent(granted: readonly ConsentCategory[]): string {
  return `v${CONSENT_VERSION}:${consentCategories.filter((name) => granted.includes(name)).join(",")}`;
}

function current(): ConsentState {
  state ??= { known: true, choice: parseConsent(pageCookie(CONSENT_COOKIE)), dialogOpen: false, openedBy: null };
  return state;
}

function update(next: Partial<ConsentState>) {
  state = { ...current(), ...next };
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useConsentState(): ConsentState {
  return useSyncExternalStore(subscribe, current, () => unknownState);
}

/** Whether the visitor allowed a category; always false on the server and before hydration. */
export function useConsent(category: ConsentCategory | "required"): boolean {
  const { choice } = useConsentState();
  if (category === "required") return true;
  return !!choice?.granted.includes(category);
}

/** Stores the choice for a year and closes the dialog. */
export function saveConsent(granted: readonly ConsentCategory[]): void {
  const value = serializeConsent(granted);
  setPageCookie(CONSENT_COOKIE, value, MAX_AGE_SECONDS);
  update({ choice: parseConsent(value), dialogOpen: false, openedBy: null });
}

/** Adds one category to the stored choice (e.g. "allow external media" on a placeholder). */
export function grantConsent(category: ConsentCategory): void {
  const granted = current().choice?.granted ?? [];
  saveConsent(granted.includes(category) ? granted : [...granted, category]);
}

export function openConsentDialog(openedBy: "auto" | "visitor" = "visitor"): void {
  if (!current().dialogOpen || openedBy === "visitor") update({ dialogOpen: true, openedBy });
}

export function closeConsentDialog(): void {
  if (current().dialogOpen) update({ dialogOpen: false, openedBy: null });
}

/** A stored choice that allows nothing beyond the required cookies. */
export function declinedEverything(choice: ConsentChoice | null): boolean {
  return !!choice && choice.granted.length === 0;
}
