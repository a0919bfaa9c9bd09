// The booking widget's cart calls (spec §7 POST /{lang}/api/shop-cart/): one call per seat group, in
// order, stopping at the first failure, through the contract's one client. Nothing here touches the
// widget.
import { isApiError } from "../../shared/api/api-error.ts";
import { callEndpoint } from "../../shared/api/call-endpoint.ts";
import { shopCartContract, type CartResponse } from "../../shared/api/contract/shop-cart.ts";
import type { Lang } from "../../shared/lib/localized.ts";
import type { CartCall } from "./ticket-selection.ts";

export type CartOutcome =
  | { ok: true; ticketsQuantity: number; cartUrl: string }
  | {
      ok: false;
      /** The failure's response_code as the server sent it (undefined: no answer or no code). */
      code: unknown;
      /** What the calls before the failing one put into the cart, if any did. */
      partial: CartResponse | null;
    };

export interface CartRequestOptions {
  /** Origin of the theatre site ("" for this page's). */
  apiBase: string;
  lang: Lang;
}

export async function sendCartCalls(calls: readonly CartCall[], options: CartRequestOptions): Promise<CartOutcome> {
  let last: CartResponse | null = null;
  try {
    for (const call of calls) last = await callEndpoint(shopCartContract.shopCartAdd, { ...call, lang: options.lang }, { baseUrl: options.apiBase });
  } catch (error) {
    // Offline, blocked or not JSON: the generic failure of spec §8 (no code).
    return { ok: false, code: isApiError(error) ? error.body.response_code : undefined, partial: last };
  }
  if (!last) return { ok: false, code: undefined, partial: null };
  return { ok: true, ticketsQuantity: last.tickets_quantity, cartUrl: last.cart_url };
}
