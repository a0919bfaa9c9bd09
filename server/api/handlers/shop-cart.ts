// The visitor's cart (spec §7 POST /{lang}/api/shop-cart/): add, remove and read. Every failure
// answers the shared code table's status with {error, response_code} and is logged.
import { ApiError } from "../../../shared/api/api-error.ts";
import { CART_AMOUNT_COOKIE, CART_KEY_COOKIE, cartFailureBody, type CartContents } from "../../../shared/api/contract/shop-cart.ts";
import type { Lang } from "../../../shared/lib/localized.ts";
import { cartResponseCodes, cartResponseStatus, type CartResponseCode } from "../../../shared/ticketing/cart-response-codes.ts";
import { getSiteSettings } from "../../services/site-settings.ts";
import { cartKeyOf, newCartKey } from "../../ticketing/cart-key.ts";
import { heldTicketAnswer } from "../../ticketing/held-ticket-answer.ts";
import type { CartResult, CartTotals } from "../../ticketing/provider.ts";
import { cartUrl, setCartDisplayCookies, setCartKeyCookie } from "../cart-cookies.ts";
import type { RequestContext } from "../request-context.ts";
import type { Handlers } from "./types.ts";

function cartFailure(ctx: RequestContext, code: CartResponseCode, lang: Lang, logged: Record<string, unknown> = {}): ApiError {
  ctx.log.warn({ code, ...logged }, "shop_cart_failed");
  return new ApiError(cartResponseStatus[code], cartFailureBody(code, lang));
}

/** Whether the settings' shop switch is on; settings that cannot be read count as off. */
export async function shopIsOnline(ctx: RequestContext): Promise<boolean> {
  try {
    return (await getSiteSettings(ctx.db)).is_shop_online;
  } catch (error) {
    // Settings that cannot be read count as "offline" (spec §8), not as a server error.
    ctx.log.error({ err: error}, "shop_settings_unreadable");
    return false;
  }
}

/** The answer of a change: the new count in the display cookies and the body. */
function answer(ctx: RequestContext, lang: Lang, result: CartResult<CartTotals>, logged: Record<string, unknown>) {
  if (!result.ok) throw cartFailure(ctx, result.code, lang, logged);
  const url = cartUrl(ctx.config, lang);
  setCartDisplayCookies(ctx.cookies, ctx.config, result.value.ticketsQuantity, url);
  return { tickets_quantity: result.value.ticketsQuantity, cart_url: url };
}

const noReservation = { ok: false, code: cartResponseCodes.noCurrentReservation } as const;

export const shopCartHandlers: Handlers<"shopCartAdd" | "shopCartRemove" | "shopCartContents"> = {
  async shopCartAdd(input, ctx) {
    if (!(await shopIsOnline(ctx))) throw cartFailure(ctx, cartResponseCodes.shopOffline, input.lang);
    const cartKey = cartKeyOf(ctx.cookies.get(CART_KEY_COOKIE)) ?? newCartKey();
    const add = () =>
      ctx.ticketing.addToCart({
        cartKey,
        eventJetId: input.event_jet_id,
        seatGroupId: input.seat_group,
        blockId: input.block_id,
        lines: input.sale_type_ids.map((saleTypeId, i) => ({ saleTypeId, quantity: input.quantities[i] })),
        // Whether the performance has begun; the hold itself runs by the database's clock.
        now: ctx.now(),
      });
    // Seats held for a visitor who never heard so (no cart cookie) would be held for nobody.
    const result = await ctx.undoIfUnanswered(add, async (added) => {
      if (!added.ok) return;
      const tickets = await ctx.ticketing.releaseHolds(cartKey, added.value.holdIds);
      ctx.log.warn({ hold_ids: added.value.holdIds, tickets }, "shop_cart_unanswered_holds_released");
    });
    const body = answer(ctx, input.lang, result, { event_jet_id: input.event_jet_id, seat_group: input.seat_group ?? null });
    // Renewed on every add, so a cart in use never loses its key.
    setCartKeyCookie(ctx.cookies, cartKey);
    return body;
  },

  async shopCartRemove({ lang, hold_id }, ctx) {
    const cartKey = cartKeyOf(ctx.cookies.get(CART_KEY_COOKIE));
    const result = cartKey ? await ctx.ticketing.removeFromCart(cartKey, hold_id) : noReservation;
    if (!result.ok && result.code === cartResponseCodes.noCurrentReservation) {
      // Already run out or removed (another tab, the back button): the display follows the cart as it is.
      const left = cartKey ? (await ctx.ticketing.cartContents(cartKey, lang)).ticketsQuantity : 0;
      setCartDisplayCookies(ctx.cookies, ctx.config, left, cartUrl(ctx.config, lang));
    }
    return answer(ctx, lang, result, { hold_id });
  },

  async shopCartContents({ lang }, ctx) {
    const cartKey = cartKeyOf(ctx.cookies.get(CART_KEY_COOKIE));
    const cart = cartKey ? await ctx.ticketing.cartContents(cartKey, lang) : { tickets: [], ticketsQuantity: 0, totalCents: 0 };
    const url = cartUrl(ctx.config, lang);
    // Held tickets run out by themselves: bring the header's count back in line with the cart.
    if (cartKey && Number(ctx.cookies.get(CART_AMOUNT_COOKIE) ?? 0) !== cart.ticketsQuantity) setCartDisplayCookies(ctx.cookies, ctx.config, cart.ticketsQuantity, url);
    const contents: CartContents = {
      tickets_quantity: cart.ticketsQuantity,
      cart_url: url,
      total_cents: cart.totalCents,
      tickets: cart.tickets.map((ticket) => heldTicketAnswer(ticket, ticket.eventId)),
    };
    return contents;
  },
};
