// Whether the shop can be reached now, as the site shows it (the header's "Webshop offline", the
// hub). The built-in shop is this process: always reachable. An external one is as its circuit
// breaker says: offline from the moment the circuit opens; while it is not closed, a health probe
// (GET /shop-api/v1/health) runs every 10 s as the breaker's trial call, so the site comes back by
// itself when the shop does, even with no visitor calling.
import type { CircuitBreaker } from "./circuit-breaker.ts";

export interface ShopState {
  /** The shop can be reached (the settings' switch is a separate matter). */
  online(): boolean;
  /** Calls `listener` whenever online() flips; returns the unsubscribe. */
  onChange(listener: (online: boolean) => void): () => void;
  /** Since when the shop is unreachable, or null while it is reachable. */
  offlineSince(): Date | null;
  /** The external shop's address (WEBSHOP_URL), or null for the built-in shop. */
  externalUrl: string | null;
}

/** The built-in shop: part of this process, so always online. */
export const builtinShopState: ShopState = {
  online: () => true,
  onChange: () => () => {},
  offlineSince: () => null,
  externalUrl: null,
};

/** How often the health probe asks while the circuit is not closed. */
export const PROBE_EVERY_MS = 10_000;

/** The state of the external shop at `url`, fed by `breaker`; `probe` asks the shop's health through it. */
export function externalShopState(options: { url: string; breaker: CircuitBreaker; probe: () => Promise<unknown>; now: () => Date; probeEveryMs?: number }): ShopState {
  const { breaker, probe, now } = options;
  let since: Date | null = null;
  let timer: NodeJS.Timeout | undefined;
  const listeners = new Set<(online: boolean) => void>();
  breaker.onChange((state) => {
    const online = state === "closed";
    since = online ? null : now();
    if (online) {
      clearInterval(timer);
      timer = undefined;
    } else if (!timer) {
      // The probe's failures are the breaker's to count; the process never waits for this timer.
      timer = setInterval(() => void probe().catch(() => {}), options.probeEveryMs ?? PROBE_EVERY_MS);
      timer.unref();
    }
    for (const listener of listeners) listener(online);
  });
  return {
    online: () => breaker.state() === "closed",
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    offlineSince: () => since,
    externalUrl: options.url,
  };
}
