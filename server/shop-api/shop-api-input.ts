// What the shop API (docs/shop-api.openapi.yaml) accepts, checked at its edge: every call's path,
// query and body against these schemas, so a bad input is a 400 naming the field and the reason
// (response code -100) and nothing behind it ever sees it. The limits are the site's own cart limits.
import { array, defaulted, enums, integer, object, optional, refine, size, string } from "superstruct";
import { cartLimits } from "../../shared/api/contract/shop-cart.ts";
import { id } from "../../shared/api/schemas.ts";
import { languages } from "../../shared/lib/localized.ts";

/** Seat groups one availability call may ask for. */
export const MAX_AVAILABILITY_IDS = 200;

/** Holds one release call may give back (an add takes at most one per sale type, so far fewer). */
export const MAX_RELEASE_IDS = 100;

/** The language of the answer's texts; German unless asked otherwise. */
const lang = defaulted(enums(languages), "de");

/** The visitor's cart key: 32 random bytes, base64url (server/ticketing/cart-key.ts). */
const cartId = refine(string(), "cart id", (value) => /^[A-Za-z0-9_-]{43}$/.test(value) || "must be a cart key: 43 characters of A–Z, a–z, 0–9, - and _");

/** `1,2,3`: 1 to MAX_AVAILABILITY_IDS seat group ids, comma-separated. */
const idList = refine(string(), "id list", (value) => {
  const items = value.split(",");
  if (items.length > MAX_AVAILABILITY_IDS) return `must name at most ${MAX_AVAILABILITY_IDS} seat groups`;
  return items.every((item) => /^\d{1,10}$/.test(item) && Number(item) >= 1 && Number(item) <= 2_147_483_647) || "must be seat group ids (whole numbers from 1) separated by commas";
});

export const availabilityQuery = object({ seat_groups: idList });

export const cartQuery = object({ cart_id: cartId, lang });

export const removeParams = object({ cart_id: cartId, hold_id: id, lang });

const quantity = refine(integer(), "quantity", (value) => (value >= 1 && value <= cartLimits.perSaleType) || `must be between 1 and ${cartLimits.perSaleType}`);

/** The lines of one add: each sale type once, at most cartLimits.perCall tickets in all. */
const lines = refine(size(array(object({ sale_type_id: id, quantity })), 1, cartLimits.saleTypes), "lines", (value) => {
  if (new Set(value.map((line) => line.sale_type_id)).size !== value.length) return "must not repeat a sale_type_id";
  const total = value.reduce((sum, line) => sum + line.quantity, 0);
  return total <= cartLimits.perCall || `must ask for at most ${cartLimits.perCall} tickets in one call`;
});

export const addBody = object({
  cart_id: cartId,
  event_id: id,
  seat_group_id: optional(id),
  block_id: optional(id),
  lines,
  lang,
});

export const releaseBody = object({ cart_id: cartId, hold_ids: size(array(id), 1, MAX_RELEASE_IDS) });
