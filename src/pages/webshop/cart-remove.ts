// The cart's remove button: a plain form post to /webshop/cart/remove, so it works without
// JavaScript. The action gives the held line back through the cart call (which sets the cart
// cookies on this response) and answers 303 back to the cart with a notice. A line that is already
// gone (run out, removed in another tab, the back button) is no error: the cart as it is now.
import { redirect } from "react-router";
import { validate } from "superstruct";
import { isApiError } from "../../../shared/api/api-error.ts";
import { id } from "../../../shared/api/schemas.ts";
import { cartResponseCodes } from "../../../shared/ticketing/cart-response-codes.ts";
import { apiFrom, routeError } from "../../api/loader-api.ts";
import { translator } from "../../i18n/index.tsx";
import { WEBSHOP_CART_PATH, webshopHref } from "../../lib/webshop-urls.ts";
import type { ScreenActionArgs } from "../screen.ts";
import type { CartNotice } from "./cart-screen.tsx";

export async function removeFromCart({ context, lang, request }: ScreenActionArgs): Promise<Response> {
  const t = translator(lang);
  const backToCart = { href: webshopHref(WEBSHOP_CART_PATH, lang), label: t("webshop.backToCart") };
  const backWith = (notice: CartNotice) => redirect(webshopHref(WEBSHOP_CART_PATH, lang, { notice }), 303);
  const [, holdId] = validate((await request.formData()).get("hold_id") ?? "", id, { coerce: true });
  if (holdId === undefined) routeError(400, { title: t("webshop.badRequestTitle"), text: t("webshop.badHoldId"), link: backToCart });
  try {
    await apiFrom(context).shopCartRemove({ lang, hold_id: holdId });
    return backWith("removed");
  } catch (error) {
    if (!isApiError(error)) throw error;
    if (error.body.response_code === cartResponseCodes.noCurrentReservation) return backWith("no-reservation");
    routeError(error.status === 429 ? 429 : 409, { title: t("webshop.badRequestTitle"), text: error.body.error, link: backToCart });
  }
}
