// What the visitor's connection and device allow: prefetching is skipped on 2g or with data saver
// (spec §2), and the low-bandwidth / weak-hardware notice reads the same facts. Browser only; on the
// server (and before hydration) everything counts as "fine", so the HTML is the same for everyone.
import { useEffect, useState } from "react";

interface NetworkInformationLike {
  effectiveType?: string;
  saveData?: boolean;
  addEventListener?: (type: "change", listener: () => void) => void;
  removeEventListener?: (type: "change", listener: () => void) => void;
}

function connection(): NetworkInformationLike | undefined {
  if (typeof navigator === "undefined") return undefined;
  return (navigator as Navigator & { connection?: NetworkInformationLike }).connection;
}

/** 2g / slow-2g as the browser estimates it, or the visitor asked to save data. */
export function isLowBandwidth(): boolean {
  const info = connection();
  if (!info) return false;
  return info.saveData === true || info.effectiveType === "2g" || info.effectiveType === "slow-2g";
}

/**
 * Weak hardware: at most 2 logical cores AND at most 1 GB of memory, both reported by the browser.
 * deviceMemory is rounded (0.25, 0.5, 1, 2, 4, 8) and only Chromium reports it; where it is unknown
 * the rule never fires. Cores alone are not enough: CI machines and many laptops VMs have 2 cores
 * with plenty of memory, and 2 GB phones run the site well enough.
 */
export function isWeakHardware(): boolean {
  if (typeof navigator === "undefined") return false;
  const cores = navigator.hardwareConcurrency;
  const memory = (navigator as Navigator & { deviceMemory?: number }).deviceMemory;
  return typeof cores === "number" && cores > 0 && cores <= 2 && typeof memory === "number" && memory <= 1;
}

/** Whether prefetching (of links, data or code) is allowed now. */
export function prefetchAllowed(): boolean {
  return !isLowBandwidth();
}

/**
 * The same as a hook: false on the server and during hydration (nothing is prefetched before the
 * page is interactive anyway), then follows the connection's change events.
 */
export function usePrefetchAllowed(): boolean {
  const [allowed, setAllowed] = useState(false);
  useEffect(() => {
    const update = () => setAllowed(prefetchAllowed());
    update();
    const info = connection();
    info?.addEventListener?.("change", update);
    return () => info?.removeEventListener?.("change", update);
  }, []);
  return allowed;
}
