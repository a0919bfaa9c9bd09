// What the notice bar checks in the browser. The module script of the site only runs in browsers
// with ES modules; browsers without them get the inline nomodule script (see site-notice.tsx).
import { isLowBandwidth, isWeakHardware } from "../../lib/network.ts";

export type NoticeReason = "unsupported" | "lowBandwidth" | "weakHardware";

/** Features the site relies on beyond ES modules: data loading, lazy parts, history navigation. */
function lacksFeatures(): boolean {
  const w = window as unknown as Record<string, unknown>;
  return (
    typeof w.fetch !== "function" ||
    typeof w.IntersectionObserver !== "function" ||
    typeof w.AbortController !== "function" ||
    typeof w.URLSearchParams !== "function" ||
    typeof window.history?.pushState !== "function" ||
    typeof CSS === "undefined" ||
    !CSS.supports("display", "grid")
  );
}

/** The first reason to show the notice, or null. */
export function noticeReason(): NoticeReason | null {
  if (lacksFeatures()) return "unsupported";
  if (isLowBandwidth()) return "lowBandwidth";
  if (isWeakHardware()) return "weakHardware";
  return null;
}
