// The external shop could not be asked (circuit open, timeout, refused, 5xx): a read of it cannot be
// answered. It is the API's error with the cart table's -300, so every handler that lets it through
// answers 503 with the cart failure body, never 500.
import { ApiError } from "../../shared/api/api-error.ts";
import { cartFailureBody } from "../../shared/api/contract/shop-cart.ts";
import { defaultLang, type Lang } from "../../shared/lib/localized.ts";
import { cartResponseCodes, cartResponseStatus } from "../../shared/ticketing/cart-response-codes.ts";

/** How long a client should wait before asking again: the circuit breaker's open period. */
export const SHOP_RETRY_AFTER_SECONDS = 10;

export class ShopUnavailableError extends ApiError {
  constructor(lang: Lang = defaultLang, options: { cause?: unknown } = {}) {
    super(cartResponseStatus[cartResponseCodes.shopOffline], cartFailureBody(cartResponseCodes.shopOffline, lang), { "Retry-After": String(SHOP_RETRY_AFTER_SECONDS) });
    if (options.cause !== undefined) this.cause = options.cause;
  }
}
