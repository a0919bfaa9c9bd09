// The booking widget's cart calls (spec §7 POST /{lang}/api/shop-cart/): the CSRF token first, then
// one POST per seat group, in order, stopping at the first failure. Nothing here touches the widget.
import type { CartResponse } from "../../shared/api/contract/shop-cart.ts";
import type { Lang } from "../../shared/lib/localized.ts";
import { apiUrl } from "../shared/api-base.ts";
import { pageCookie } from "../shared/read-cookie.ts";
import type { CartCall } from "./ticket-selection.ts";

const CSRF_COOKIE = "csrftoken";

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
  apiBase: string;
  lang: Lang;
  /** The page's fetch by default; tests hand in a stub. */
  fetch?: typeof fetch;
}

function isCartResponse(value: unknown): value is CartResponse {
  const body = value as Partial<CartResponse> | null;
  return !!body && typeof body.tickets_quantity === "number" && typeof body.cart_url === "string";
}

/** The csrftoken cookie; when the browser has none yet, GET /api/csrf/ hands one out. */
async function csrfToken(options: CartRequestOptions, fetcher: typeof fetch): Promise<string> {
  const existing = pageCookie(CSRF_COOKIE);
  if (existing) return existing;
  await fetcher(apiUrl(options.apiBase, "/api/csrf/"), { credentials: "include" });
  return pageCookie(CSRF_COOKIE) ?? "";
}

export async function sendCartCalls(calls: readonly CartCall[], options: CartRequestOptions): Promise<CartOutcome> {
  const fetcher = options.fetch ?? globalThis.fetch.bind(globalThis);
  let last: CartResponse | null = null;
  try {
    const token = await csrfToken(options, fetcher);
    for (const call of calls) {
      const response = await fetcher(apiUrl(options.apiBase, `/${options.lang}/api/shop-cart/`), {
        method: "POST",
        credentials: "include",
        headers: { "Content-Type": "application/json", Accept: "application/json", "X-CSRFToken": token },
        body: JSON.stringify(call),
      });
      const body: unknown = await response.json().catch(() => null);
      if (!response.ok || !isCartResponse(body)) {
        const code = (body as { response_code?: unknown } | null)?.response_code;
        return { ok: false, code, partial: last };
      }
      last = body;
    }
  } catch {
    // Offline, blocked or not JSON: the generic failure of spec §8.
    return { ok: false, code: undefined, partial: last };
  }
  if (!last) return { ok: false, code: undefined, partial: null };
  return { ok: true, ticketsQuantity: last.tickets_quantity, cartUrl: last.cart_url };
}
