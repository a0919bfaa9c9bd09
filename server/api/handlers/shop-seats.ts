// Whose free seats the event pages show: an external shop's (asked through its provider), or, with
// the built-in shop, the site's own counts (undefined: no extra call).
import type { ShopSeats } from "../../services/seat-groups.ts";
import type { RequestContext } from "../request-context.ts";

export const shopSeatsOf = (ctx: RequestContext): ShopSeats | undefined => (ctx.shopState.externalUrl === null ? undefined : (ids) => ctx.ticketing.availability(ids));
