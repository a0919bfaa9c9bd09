// What the visitor's connection and device are like, for the low-bandwidth / weak-hardware notice
// (spec §1). Browser only; on the server (and before hydration) everything counts as "fine", so the
// HTML is the same for everyone.

interface NetworkInformationLike {
  effectiveType?: string;
  saveData?: boolean;
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
