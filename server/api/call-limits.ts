// Limits on calls per client address, taken before a call's body is read, so a refused upload costs
// nothing. Each limited endpoint answers 429 with Retry-After and its own body.
import { ApiError, type ErrorBody } from "../../shared/api/api-error.ts";
import type { EndpointName } from "../../shared/api/contract/index.ts";
import { cartFailureBody } from "../../shared/api/contract/shop-cart.ts";
import type { Lang } from "../../shared/lib/localized.ts";
import { cartResponseCodes } from "../../shared/ticketing/cart-response-codes.ts";
import { translator } from "../../src/i18n/index.tsx";
import { SHOP_CART_WINDOW_MS, type Config } from "../config.ts";
import type pg from "pg";
import { limiterFor, type AttemptLimiter } from "../http/rate-limit.ts";

export interface CallLimit {
  limiter: AttemptLimiter;
  refusal(lang: Lang): ErrorBody;
}

/** Uploads one client address may make in 10 minutes. */
const UPLOADS_PER_WINDOW = 30;
const UPLOAD_WINDOW_SECONDS = 10 * 60;

export type CallLimits = Partial<Record<EndpointName, CallLimit>>;

export function callLimits(config: Config, pool: pg.Pool): CallLimits {
  // Adding to and removing from the cart count together.
  const cart: CallLimit = {
    limiter: limiterFor(pool, { name: "shop-cart", points: config.shopCartLimit, windowSeconds: SHOP_CART_WINDOW_MS / 1000 }),
    refusal: (lang) => cartFailureBody(cartResponseCodes.tooManyRequests, lang),
  };
  return {
    shopCartAdd: cart,
    shopCartRemove: cart,
    uploadTempFile: {
      limiter: limiterFor(pool, { name: "upload", points: UPLOADS_PER_WINDOW, windowSeconds: UPLOAD_WINDOW_SECONDS }),
      refusal: (lang) => ({ error: "too many requests", reason: translator(lang)("forms.errors.tooManyUploads") }),
    },
  };
}

/** Counts the call, or refuses it with 429 when the client is over its limit. */
export async function takeCallLimit(limit: CallLimit | undefined, client: string, lang: Lang): Promise<void> {
  const retryAfter = limit ? await limit.limiter.take(client) : null;
  if (retryAfter === null) return;
  throw new ApiError(429, limit!.refusal(lang), { "Retry-After": String(retryAfter) });
}
