// An external shop (WEBSHOP_URL) as the site uses it: one client of its API with its circuit breaker,
// the ticketing provider over it, and the shop's state, all on the app's clock.
import type { Db } from "../db/client.ts";
import type { Logger } from "../logger.ts";
import { CircuitBreaker } from "./circuit-breaker.ts";
import { createHttpTicketing } from "./http-provider.ts";
import type { TicketingProvider } from "./provider.ts";
import { createShopApiClient } from "./shop-api-client.ts";
import { externalShopState, type ShopState } from "./shop-state.ts";

export interface ExternalShop {
  ticketing: TicketingProvider;
  state: ShopState;
}

export function connectExternalShop(deps: { db: Db; url: string; token: string; timeoutMs: number; log: Logger; now: () => Date }): ExternalShop {
  const clock = () => deps.now().getTime();
  const breaker = new CircuitBreaker({ now: clock });
  const client = createShopApiClient({ baseUrl: deps.url, token: deps.token, timeoutMs: deps.timeoutMs, breaker, log: deps.log });
  const state = externalShopState({ url: deps.url, breaker, now: deps.now, probe: () => client.read("/shop-api/v1/health") });
  state.onChange((online) => deps.log[online ? "info" : "warn"]({ shop: deps.url, online }, online ? "shop_online" : "shop_offline"));
  return { ticketing: createHttpTicketing({ db: deps.db, client, log: deps.log, now: clock }), state };
}
