// The TicketingProvider of an external shop (WEBSHOP_URL): every call is a call of the shop's API
// (docs/shop-api.openapi.yaml) through the shop API client (timeouts, retries of reads, the circuit
// breaker). When the shop cannot be reached a write answers -300 (shop offline) like a shop switched
// off, and a read throws ShopUnavailableError (503 with -300). Free seats are kept a few seconds per
// seat group, so a busy event page does not ask the shop on every view; a change of the cart forgets
// what it may have changed at once.
import { inArray } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { events } from "../db/schema.ts";
import type { Logger } from "../logger.ts";
import type { CartContents as CartContentsBody, HeldTicket as HeldTicketBody } from "../../shared/api/contract/shop-cart.ts";
import type { Lang } from "../../shared/lib/localized.ts";
import { cartResponseCodes, isCartResponseCode, type CartResponseCode } from "../../shared/ticketing/cart-response-codes.ts";
import type { AddToCartRequest, Availability, CartAdded, CartContents, CartResult, CartTotals, HeldTicket, TicketingProvider } from "./provider.ts";
import { ShopUnreachableError, type ShopAnswer, type ShopApiClient } from "./shop-api-client.ts";
import { ShopUnavailableError } from "./shop-unavailable.ts";

/** How long free seats the shop reported are shown without asking it again. */
export const AVAILABILITY_TTL_MS = 5_000;
/** The most seat groups one availability call may name (the API's limit). */
const SEAT_GROUPS_PER_CALL = 200;

/** The shop's cart as its API answers it: the site's own cart answer, `event_id` being the id_jet. */
type ShopCart = CartContentsBody;

interface ShopAvailability {
  seat_groups: { id: number; free: number }[];
  blocks: { id: number; seat_group_id: number; free: number }[];
}

/** What one seat group's free seats were when asked: its own, or its blocks'. */
interface KeptGroup {
  until: number;
  free: number | undefined;
  blocks: { id: number; free: number }[];
}

const ok = <T>(value: T): CartResult<T> => ({ ok: true, value });
const fail = <T>(code: CartResponseCode): CartResult<T> => ({ ok: false, code });
const isObject = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null;

/** The shop's refusal of a cart call as its code; anything else it answers is the shop not working. */
function refusalOf(answer: ShopAnswer): CartResponseCode | null {
  const code = isObject(answer.body) ? answer.body.response_code : undefined;
  return answer.status >= 400 && answer.status < 500 && isCartResponseCode(code) ? code : null;
}

export function createHttpTicketing(deps: { db: Db; client: ShopApiClient; log: Logger; now: () => number; availabilityTtlMs?: number }): TicketingProvider {
  const { db, client, log, now } = deps;
  const ttl = deps.availabilityTtlMs ?? AVAILABILITY_TTL_MS;
  const kept = new Map<number, KeptGroup>();
  const cartPath = (cartKey: string) => `/shop-api/v1/carts/${encodeURIComponent(cartKey)}`;

  /** A write's answer: its value when `expected`, the shop's refusal, or -300 when the shop failed us. */
  async function write<T>(method: "POST" | "DELETE", path: string, body: unknown, expected: number, read: (body: Record<string, unknown>) => T): Promise<CartResult<T>> {
    let answer: ShopAnswer;
    try {
      answer = await client.write(method, path, body);
    } catch (error) {
      if (error instanceof ShopUnreachableError) return fail(cartResponseCodes.shopOffline);
      throw error;
    }
    if (answer.status === expected && isObject(answer.body)) return ok(read(answer.body));
    const refusal = refusalOf(answer);
    if (refusal !== null) return fail(refusal);
    log.error({ path, status: answer.status }, "shop_api_unexpected_answer");
    return fail(cartResponseCodes.shopOffline);
  }

  /** A read's JSON body; ShopUnavailableError when the shop cannot be asked or answers what the API does not. */
  async function read(path: string, lang?: Lang): Promise<Record<string, unknown>> {
    let answer: ShopAnswer;
    try {
      answer = await client.read(path);
    } catch (error) {
      if (error instanceof ShopUnreachableError) throw new ShopUnavailableError(lang, { cause: error });
      throw error;
    }
    if (answer.status === 200 && isObject(answer.body)) return answer.body;
    log.error({ path, status: answer.status }, "shop_api_unexpected_answer");
    throw new ShopUnavailableError(lang);
  }

  /** Forgets the kept free seats of these seat groups (all of them when unknown). */
  function forget(seatGroupIds?: number[]): void {
    if (seatGroupIds) for (const id of seatGroupIds) kept.delete(id);
    else kept.clear();
  }

  async function askAvailability(seatGroupIds: number[]): Promise<void> {
    for (let start = 0; start < seatGroupIds.length; start += SEAT_GROUPS_PER_CALL) {
      const part = seatGroupIds.slice(start, start + SEAT_GROUPS_PER_CALL);
      const body = (await read(`/shop-api/v1/availability?seat_groups=${part.join(",")}`)) as unknown as ShopAvailability;
      const until = now() + ttl;
      const fresh = new Map<number, KeptGroup>(part.map((id) => [id, { until, free: undefined, blocks: [] }]));
      for (const group of body.seat_groups ?? []) fresh.get(group.id)!.free = group.free;
      for (const block of body.blocks ?? []) fresh.get(block.seat_group_id)?.blocks.push({ id: block.id, free: block.free });
      for (const [id, group] of fresh) kept.set(id, group);
    }
  }

  /** The site's event ids of the shop's event ids (its events' id_jet). */
  async function siteEventIds(jetIds: number[]): Promise<Map<number, number>> {
    if (jetIds.length === 0) return new Map();
    const rows = await db.select({ id: events.id, idJet: events.idJet }).from(events).where(inArray(events.idJet, [...new Set(jetIds)]));
    return new Map(rows.map((row) => [row.idJet!, row.id]));
  }

  return {
    async availability(seatGroupIds) {
      const result: Availability = { seatGroups: new Map(), blocks: new Map() };
      const ids = [...new Set(seatGroupIds)];
      const missing = ids.filter((id) => (kept.get(id)?.until ?? 0) <= now());
      if (missing.length > 0) await askAvailability(missing);
      for (const id of ids) {
        const group = kept.get(id);
        if (group?.free !== undefined) result.seatGroups.set(id, group.free);
        for (const block of group?.blocks ?? []) result.blocks.set(block.id, block.free);
      }
      return result;
    },

    async addToCart(request: AddToCartRequest): Promise<CartResult<CartAdded>> {
      // `now` is not sent: whether the performance is still on sale is the shop's clock's to say.
      const body = {
        event_id: request.eventJetId,
        ...(request.seatGroupId === undefined ? {} : { seat_group_id: request.seatGroupId }),
        ...(request.blockId === undefined ? {} : { block_id: request.blockId }),
        lines: request.lines.map((line) => ({ sale_type_id: line.saleTypeId, quantity: line.quantity })),
      };
      const result = await write("POST", `${cartPath(request.cartKey)}/tickets`, body, 201, (answer) => ({
        ticketsQuantity: Number(answer.tickets_quantity),
        holdIds: Array.isArray(answer.hold_ids) ? answer.hold_ids.map(Number) : [],
      }));
      // Without a seat group the shop chose one: any of the event's may have changed.
      if (result.ok) forget(request.seatGroupId === undefined ? undefined : [request.seatGroupId]);
      return result;
    },

    async cartContents(cartKey: string, lang: Lang): Promise<CartContents> {
      const cart = (await read(`${cartPath(cartKey)}?lang=${lang}`, lang)) as unknown as ShopCart;
      const tickets = cart.tickets ?? [];
      const eventIds = await siteEventIds(tickets.map((ticket) => ticket.event_id));
      return {
        ticketsQuantity: cart.tickets_quantity,
        totalCents: cart.total_cents,
        tickets: tickets.map(
          (ticket: HeldTicketBody): HeldTicket => ({
            holdId: ticket.hold_id,
            // A performance the site has not imported (yet) has no page of ours: 0 names none.
            eventId: eventIds.get(ticket.event_id) ?? 0,
            eventJetId: ticket.event_id,
            title: ticket.title,
            dateStart: new Date(ticket.date_start),
            venue: ticket.venue,
            seatGroup: ticket.seat_group,
            priceText: ticket.price_text,
            timeStart: ticket.time_start,
            quantity: ticket.quantity,
            unitCents: ticket.unit_cents,
            expiresAt: new Date(ticket.expires_at),
            secondsLeft: ticket.seconds_left,
          }),
        ),
      };
    },

    async removeFromCart(cartKey: string, holdId: number): Promise<CartResult<CartTotals>> {
      const result = await write("DELETE", `${cartPath(cartKey)}/tickets/${holdId}`, undefined, 200, (answer) => ({ ticketsQuantity: Number(answer.tickets_quantity) }));
      // Which seat group the hold was in is the shop's to know: forget them all (they are kept seconds).
      if (result.ok) forget();
      return result;
    },

    async releaseHolds(cartKey: string, holdIds: number[]): Promise<number> {
      const result = await write("POST", `${cartPath(cartKey)}/release`, { hold_ids: holdIds }, 200, (answer) => Number(answer.released));
      if (!result.ok) throw new ShopUnavailableError();
      forget();
      return result.value;
    },
  };
}
