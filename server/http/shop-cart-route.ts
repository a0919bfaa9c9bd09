// POST /{lang}/api/shop-cart/ (spec §7) and POST /{lang}/api/shop-cart/remove/: the booking
// widget's and the cart page's calls into the visitor's cart. They set cookies, so they have their
// own route; the API router mounts it after the CSRF check. Every failure answers the shared code
// table's status and `{error, response_code}` — 400s also name the field — and is logged.
import type { Request, RequestHandler, Response } from "express";
import type { Struct } from "superstruct";
import { shopCartInput, shopCartRemoveInput, type CartFailure, type CartResponse } from "../../shared/api/contract/shop-cart.ts";
import { cartResponseCodes, cartResponseMessages, cartResponseStatus, type CartResponseCode } from "../../shared/ticketing/cart-response-codes.ts";
import { isLang, type Lang } from "../../shared/lib/localized.ts";
import type { RequestContext } from "../api/request-context.ts";
import { validateInput } from "../api/validate-input.ts";
import { getSiteSettings } from "../services/site-settings.ts";
import { cartKeyOf, newCartKey } from "../ticketing/cart-key.ts";
import type { CartResult, CartTotals } from "../ticketing/provider.ts";
import { cartUrl, setCartDisplayCookies, setCartKeyCookie } from "./cart-cookies.ts";
import { ApiError } from "../../shared/api/api-error.ts";
import type { AttemptLimiter } from "./rate-limit.ts";

/** A failed cart call as the HTTP error the API's error handler answers. */
function cartFailure(code: CartResponseCode, lang: Lang, extra: Pick<CartFailure, "field" | "reason"> = {}): ApiError {
  const body: CartFailure = { error: cartResponseMessages[code][lang], response_code: code, ...extra };
  return new ApiError(cartResponseStatus[code], { ...body });
}

/** Reads the body with the schema; a bad one is the code table's -100 with field and reason. */
function readInput<T>(schema: Struct<T, unknown>, req: Request, lang: Lang): T {
  const body: unknown = req.body;
  const raw = { ...(typeof body === "object" && body !== null ? body : {}), lang: req.params.lang };
  try {
    return validateInput(schema, raw);
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 400) throw error;
    req.log.warn({ code: cartResponseCodes.invalidRequest, field: error.body.field }, "shop_cart_failed");
    throw cartFailure(cartResponseCodes.invalidRequest, lang, { field: error.body.field, reason: error.body.reason });
  }
}

async function shopIsOnline(ctx: RequestContext): Promise<boolean> {
  try {
    return (await getSiteSettings(ctx.db)).is_shop_online;
  } catch (error) {
    // Settings that cannot be read count as "offline" (spec §8), not as a server error.
    ctx.log.error({ err: error }, "shop_settings_unreadable");
    return false;
  }
}

export interface ShopCartRoutes {
  add: RequestHandler;
  remove: RequestHandler;
}

/** The two cart routes; `limit` counts both calls per client address. */
export function shopCartRoutes(contextOf: (req: Request) => RequestContext, limit: AttemptLimiter): ShopCartRoutes {
  /** The checks both calls share; returns the request's language and context. */
  const admit = (req: Request, res: Response): { lang: Lang; ctx: RequestContext } => {
    const lang: Lang = isLang(req.params.lang) ? req.params.lang : "de";
    const client = req.ip ?? "unknown";
    if (!limit.take(client)) {
      res.set("Retry-After", String(limit.retryAfterSeconds(client)));
      throw cartFailure(cartResponseCodes.tooManyRequests, lang);
    }
    return { lang, ctx: contextOf(req) };
  };

  const answer = (req: Request, res: Response, ctx: RequestContext, lang: Lang, result: CartResult<CartTotals>, extra: Record<string, unknown>) => {
    if (!result.ok) {
      req.log.warn({ code: result.code, ...extra }, "shop_cart_failed");
      throw cartFailure(result.code, lang);
    }
    const url = cartUrl(ctx.config, lang);
    setCartDisplayCookies(res, ctx.config, result.value.ticketsQuantity, url);
    const body: CartResponse = { tickets_quantity: result.value.ticketsQuantity, cart_url: url };
    return body;
  };

  const add: RequestHandler = async (req, res) => {
    const { lang, ctx } = admit(req, res);
    const input = readInput(shopCartInput, req, lang);
    if (!(await shopIsOnline(ctx))) {
      req.log.warn({ code: cartResponseCodes.shopOffline }, "shop_cart_failed");
      throw cartFailure(cartResponseCodes.shopOffline, lang);
    }
    const cartKey = cartKeyOf(req.headers.cookie) ?? newCartKey();
    const result = await ctx.ticketing.addToCart({
      cartKey,
      eventJetId: input.event_jet_id,
      seatGroupId: input.seat_group,
      blockId: input.block_id,
      lines: input.sale_type_ids.map((saleTypeId, i) => ({ saleTypeId, quantity: input.quantities[i] })),
      now: ctx.now(),
    });
    const body = answer(req, res, ctx, lang, result, { event_jet_id: input.event_jet_id, seat_group: input.seat_group ?? null });
    // Renewed on every add, so a cart in use never loses its key.
    setCartKeyCookie(res, ctx.config, cartKey);
    res.status(201).json(body);
  };

  const remove: RequestHandler = async (req, res) => {
    const { lang, ctx } = admit(req, res);
    const input = readInput(shopCartRemoveInput, req, lang);
    const cartKey = cartKeyOf(req.headers.cookie);
    const result = cartKey ? await ctx.ticketing.removeFromCart(cartKey, input.hold_id, ctx.now()) : ({ ok: false, code: cartResponseCodes.noCurrentReservation } as const);
    res.status(200).json(answer(req, res, ctx, lang, result, { hold_id: input.hold_id }));
  };

  return { add, remove };
}
