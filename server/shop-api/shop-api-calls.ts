// What each call of the shop API (docs/shop-api.openapi.yaml) does, over this process's built-in
// ticketing: the inputs arrive checked (shop-api-input.ts), the answers leave in the document's
// shapes, failures are thrown as ShopApiFailure. The settings' shop switch closes the shop: health
// says "offline" and no tickets go into a cart (-300); reading, removing and giving back still work,
// so nothing stays held for a shop that is closed.
import { inArray, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { timeSlots } from "../db/schema.ts";
import type { Lang } from "../../shared/lib/localized.ts";
import { cartResponseCodes } from "../../shared/ticketing/cart-response-codes.ts";
import type { Logger } from "../logger.ts";
import { getSiteSettings } from "../services/site-settings.ts";
import { heldTicketAnswer } from "../ticketing/held-ticket-answer.ts";
import type { CartLine, TicketingProvider } from "../ticketing/provider.ts";
import { ShopApiFailure } from "./shop-api-failures.ts";

export interface ShopApiDeps {
  db: Db;
  ticketing: TicketingProvider;
  log: Logger;
  /** The app's clock: whether a performance is still on sale (holds run by PostgreSQL's clock). */
  now: () => Date;
}

/** The shop's cart page, relative to the shop's origin (the site shows it on its own origin through its proxy). */
export const shopCartUrl = (lang: Lang) => `/webshop/cart${lang === "en" ? "?lang=en" : ""}`;

/** Whether the settings' shop switch is on; settings that cannot be read count as off. */
async function shopIsOpen(deps: ShopApiDeps): Promise<boolean> {
  try {
    return (await getSiteSettings(deps.db)).is_shop_online;
  } catch (error) {
    deps.log.error({ err: error }, "shop_settings_unreadable");
    return false;
  }
}

/** GET /health: ok while the shop switch is on and the database answers. */
export async function health(deps: ShopApiDeps): Promise<{ status: "ok" | "offline" }> {
  const databaseAnswers = await deps.db.execute(sql`select 1`).then(() => true, () => false);
  return { status: databaseAnswers && (await shopIsOpen(deps)) ? "ok" : "offline" };
}

/** GET /availability: free seats of the groups without time slots, and of each time slot (block) of the others. */
export async function availability(deps: ShopApiDeps, seatGroupIds: number[]) {
  const ids = [...new Set(seatGroupIds)];
  const [free, slots] = await Promise.all([
    deps.ticketing.availability(ids),
    deps.db.select({ blockId: timeSlots.blockId, seatGroupId: timeSlots.seatGroupId }).from(timeSlots).where(inArray(timeSlots.seatGroupId, ids)),
  ]);
  const groupOfBlock = new Map(slots.map((slot) => [slot.blockId, slot.seatGroupId]));
  return {
    seat_groups: [...free.seatGroups].sort(([a], [b]) => a - b).map(([id, seats]) => ({ id, free: seats })),
    blocks: [...free.blocks]
      .filter(([id]) => groupOfBlock.has(id))
      .sort(([a], [b]) => a - b)
      .map(([id, seats]) => ({ id, seat_group_id: groupOfBlock.get(id)!, free: seats })),
  };
}

export interface AddTickets {
  cartKey: string;
  eventJetId: number;
  seatGroupId?: number;
  blockId?: number;
  lines: CartLine[];
  lang: Lang;
}

/**
 * POST /carts/{cart_id}/tickets: all or nothing. `guard` undoes the add when its answer never reaches
 * the caller (the site gave up waiting): the site cannot give back holds whose ids it never heard.
 */
export async function addTickets(deps: ShopApiDeps, add: AddTickets, guard: <T>(write: () => Promise<T>, undo: (result: T) => Promise<void>) => Promise<T>) {
  if (!(await shopIsOpen(deps))) throw new ShopApiFailure(cartResponseCodes.shopOffline, add.lang);
  const result = await guard(
    () => deps.ticketing.addToCart({ cartKey: add.cartKey, eventJetId: add.eventJetId, seatGroupId: add.seatGroupId, blockId: add.blockId, lines: add.lines, now: deps.now() }),
    async (added) => {
      if (!added.ok) return;
      const tickets = await deps.ticketing.releaseHolds(add.cartKey, added.value.holdIds);
      deps.log.warn({ hold_ids: added.value.holdIds, tickets }, "shop_api_unanswered_holds_released");
    },
  );
  if (!result.ok) {
    deps.log.warn({ code: result.code, event_id: add.eventJetId, seat_group_id: add.seatGroupId ?? null }, "shop_api_add_failed");
    throw new ShopApiFailure(result.code, add.lang);
  }
  return { tickets_quantity: result.value.ticketsQuantity, hold_ids: result.value.holdIds, cart_url: shopCartUrl(add.lang) };
}

/** GET /carts/{cart_id}: what the cart holds now; an unknown cart is an empty one. */
export async function cartContents(deps: ShopApiDeps, cartKey: string, lang: Lang) {
  const cart = await deps.ticketing.cartContents(cartKey, lang);
  return {
    tickets_quantity: cart.ticketsQuantity,
    total_cents: cart.totalCents,
    cart_url: shopCartUrl(lang),
    // The ticketing system's id of the performance (id_jet), as the site knows it.
    tickets: cart.tickets.map((ticket) => heldTicketAnswer(ticket, ticket.eventJetId)),
  };
}

/** DELETE /carts/{cart_id}/tickets/{hold_id}: one held line given back; -204 when it is not held in this cart. */
export async function removeTicket(deps: ShopApiDeps, cartKey: string, holdId: number, lang: Lang) {
  const result = await deps.ticketing.removeFromCart(cartKey, holdId);
  if (!result.ok) throw new ShopApiFailure(result.code, lang);
  return { tickets_quantity: result.value.ticketsQuantity };
}

/** POST /carts/{cart_id}/release: the holds of an add given back (those of this cart still held); the tickets released. */
export async function releaseHolds(deps: ShopApiDeps, cartKey: string, holdIds: number[]) {
  const released = await deps.ticketing.releaseHolds(cartKey, [...new Set(holdIds)]);
  if (released > 0) deps.log.info({ hold_ids: holdIds, tickets: released }, "shop_api_holds_released");
  return { released };
}
