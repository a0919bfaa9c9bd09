// A visitor of the webshop for the checkout tests and the benchmark: a browser of its own (CSRF
// token, cart cookie), its add-to-cart calls, and a checkout with a valid form unless told otherwise.
// Also a staged seat group of an upcoming performance, so a test knows every seat.
import { randomBytes } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import type { Db } from "../../server/db/client.ts";
import { prices, seatGroups, ticketHolds } from "../../server/db/schema.ts";
import type { CartContents } from "../../shared/api/contract/shop-cart.ts";
import { signedTokenFor } from "./csrf-token.ts";

export interface StagedGroup {
  eventId: number;
  idJet: number;
  seatGroupId: number;
}

/** Upcoming performances on sale (a week or more ahead) not yet staged by this process. */
const staged = new Set<number>();

/** A seat group of `capacity` seats (full price `cents`) on a performance of its own; its other groups removed. */
export async function stageSeatGroup(db: Db, capacity: number, cents = 2500, name = "Parkett"): Promise<StagedGroup> {
  const rows = await db.execute<{ id: number; id_jet: number }>(sql`
    select e.id, e.id_jet from events e join productions p on p.id = e.production_id
    where e.is_online and p.is_online and e.status = 'scheduled' and e.id_jet is not null and e.date_start > now() + interval '7 days'
    order by e.date_start, e.id limit 60`);
  const event = rows.rows.find((row) => !staged.has(row.id));
  if (!event) throw new Error("no upcoming performance left to stage");
  staged.add(event.id);
  await db.delete(seatGroups).where(eq(seatGroups.eventId, event.id));
  const [group] = await db.insert(seatGroups).values({ eventId: event.id, name: { de: name, en: name }, capacity, sold: 0 }).returning({ id: seatGroups.id });
  await db.insert(prices).values({ seatGroupId: group.id, text: { de: "Vollpreis", en: "Full price" }, saleTypeId: 1, amountCents: cents, isFullPrice: true });
  return { eventId: event.id, idJet: event.id_jet, seatGroupId: group.id };
}

/** A valid checkout form's fields (without the holds and the key). */
export const validContact = {
  first_name: "Clara",
  last_name: "Schumann",
  email: "clara@example.org",
  phone: "+49 30 1234567",
  delivery: "eticket",
  payment_method: "box_office",
  accept_terms: true,
};

export interface Answer {
  status: number;
  body: Record<string, unknown>;
  setCookies: string[];
}

export class Buyer {
  readonly cookies = new Map<string, string>();

  private constructor(private readonly baseUrl: string) {}

  /** A new browser: a CSRF token the app signed, and a cart key of its own. */
  static async start(baseUrl: string, db: Db): Promise<Buyer> {
    const buyer = new Buyer(baseUrl);
    buyer.cookies.set("csrftoken", await signedTokenFor(db));
    buyer.cookies.set("kulisse_cart", randomBytes(32).toString("base64url"));
    return buyer;
  }

  get cartKey(): string {
    return this.cookies.get("kulisse_cart")!;
  }

  headers(csrf = true): Record<string, string> {
    const headers: Record<string, string> = { "Content-Type": "application/json", Cookie: [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ") };
    if (csrf) headers["X-CSRFToken"] = this.cookies.get("csrftoken")!;
    return headers;
  }

  async call(method: string, path: string, body?: unknown, options: { csrf?: boolean } = {}): Promise<Answer> {
    const response = await fetch(this.baseUrl + path, { method, headers: this.headers(options.csrf !== false), body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body) });
    const setCookies = response.headers.getSetCookie();
    const text = await response.text();
    let parsed: Record<string, unknown> = {};
    try {
      parsed = text ? (JSON.parse(text) as Record<string, unknown>) : {};
    } catch {
      parsed = { text };
    }
    return { status: response.status, body: parsed, setCookies };
  }

  /** Holds `quantity` full-price tickets of the group; throws unless they are held. */
  async add(group: StagedGroup, quantity = 1): Promise<void> {
    const answer = await this.call("POST", "/de/api/shop-cart/", { event_jet_id: group.idJet, seat_group: group.seatGroupId, sale_type_ids: [1], quantities: [quantity] });
    if (answer.status !== 201) throw new Error(`add to cart: ${answer.status} ${JSON.stringify(answer.body)}`);
  }

  async cart(lang = "de"): Promise<CartContents> {
    return (await this.call("GET", `/${lang}/api/shop-cart/`)).body as unknown as CartContents;
  }

  /** The checkout call with the cart's live holds (or `holdIds`), a fresh key (or `key`) and a valid form with `changes`. */
  async checkout(changes: Record<string, unknown> = {}, options: { holdIds?: number[]; key?: string; lang?: string; csrf?: boolean } = {}): Promise<Answer> {
    const holdIds = options.holdIds ?? (await this.cart()).tickets.map((ticket) => ticket.hold_id);
    const body = { ...validContact, hold_ids: holdIds, idempotency_key: options.key ?? randomBytes(16).toString("hex"), ...changes };
    return this.call("POST", `/${options.lang ?? "de"}/api/shop-checkout/`, body, { csrf: options.csrf });
  }
}

/**
 * `count` buyers with one ticket each of `group` whose holds have all run out (by PostgreSQL's
 * clock), taken a group's capacity at a time: when they all check out at once, only as many as the
 * group has seats can get them. Each comes with the hold ids its checkout form listed.
 */
export async function buyersWithRunOutHolds(baseUrl: string, db: Db, group: StagedGroup, count: number, capacity: number): Promise<{ buyer: Buyer; holdIds: number[] }[]> {
  const buyers: { buyer: Buyer; holdIds: number[] }[] = [];
  while (buyers.length < count) {
    const round = await Promise.all(Array.from({ length: Math.min(capacity, count - buyers.length) }, () => Buyer.start(baseUrl, db)));
    for (const buyer of round) await buyer.add(group, 1);
    for (const buyer of round) buyers.push({ buyer, holdIds: (await buyer.cart()).tickets.map((ticket) => ticket.hold_id) });
    // The round's holds run out: the next round finds the seats free again.
    await db.update(ticketHolds).set({ expiresAt: sql`now() - interval '1 second'` }).where(eq(ticketHolds.seatGroupId, group.seatGroupId));
  }
  return buyers;
}
