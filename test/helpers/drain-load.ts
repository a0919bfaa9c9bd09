// Load for the drain (issue 22): keep-alive clients (Node's agent, as browsers and proxies keep their
// connections) that put tickets into carts and ask for a page, against a real server process, and
// what each request got: an answer (its status, whether it closes the connection, its Retry-After)
// or an error of the connection (a reset, a refusal). Used by test/api/draining.test.ts and the
// bench's drain run.
import http from "node:http";
import { eq, sql } from "drizzle-orm";
import type { Db } from "../../server/db/client.ts";
import { prices, seatGroups, ticketHolds } from "../../server/db/schema.ts";
import { signedTokenFor } from "./csrf-token.ts";

export type Outcome =
  | { path: string; status: number; closes: boolean; retryAfter: string | undefined; error?: undefined }
  | { path: string; error: string; status?: undefined };

/** Keep-alive clients to `url`: `count` connections, opened and idle, as after a first visit. */
export async function keepAliveClients(url: string, count: number): Promise<http.Agent> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: count });
  await Promise.all(Array.from({ length: count }, () => send(agent, url, { path: "/healthz" })));
  return agent;
}

/** One request through `agent` (or a connection of its own); never rejects. */
export function send(agent: http.Agent | false, url: string, request: { path: string; method?: string; headers?: http.OutgoingHttpHeaders; body?: string }, onRequest?: (req: http.ClientRequest) => void): Promise<Outcome> {
  return new Promise((resolve) => {
    const req = http.request(`${url}${request.path}`, { agent, method: request.method ?? "GET", headers: request.headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () =>
        resolve({ path: request.path, status: response.statusCode ?? 0, closes: response.headers.connection === "close", retryAfter: response.headers["retry-after"] }),
      );
      response.on("error", (error: NodeJS.ErrnoException) => resolve({ path: request.path, error: error.code ?? error.message }));
    });
    req.on("error", (error: NodeJS.ErrnoException) => resolve({ path: request.path, error: error.code ?? error.message }));
    onRequest?.(req);
    req.end(request.body);
  });
}

export interface CartTarget {
  eventId: number;
  eventJetId: number;
  /** A seat group with room for every call. */
  seatGroupId: number;
}

/** A performance on sale with one fresh seat group of `capacity` seats (its other groups removed). */
export async function cartTarget(db: Db, capacity: number): Promise<CartTarget> {
  const [event] = (await db.execute<{ id: number; id_jet: number }>(sql`
    select e.id, e.id_jet from events e join productions p on p.id = e.production_id
    where e.is_online and p.is_online and e.status = 'scheduled' and e.id_jet is not null and e.date_start > now() + interval '7 days'
    order by e.date_start, e.id limit 1`)).rows;
  if (!event) throw new Error("no performance on sale");
  await db.delete(seatGroups).where(eq(seatGroups.eventId, event.id));
  return { eventId: event.id, eventJetId: event.id_jet, seatGroupId: await addSeatGroup(db, event.id, capacity) };
}

/** Another seat group of the performance, with a full price. */
export async function addSeatGroup(db: Db, eventId: number, capacity: number): Promise<number> {
  const [group] = await db.insert(seatGroups).values({ eventId, name: { de: "Parkett", en: "Stalls" }, capacity, sold: 0 }).returning({ id: seatGroups.id });
  await db.insert(prices).values({ seatGroupId: group.id, text: { de: "Vollpreis", en: "Full price" }, saleTypeId: 1, amountCents: 2500, isFullPrice: true });
  return group.id;
}

/** One ticket into a new browser's cart (its own CSRF token, no cart yet). */
export async function addOneTicket(db: Db, target: CartTarget, seatGroupId = target.seatGroupId) {
  const token = await signedTokenFor(db);
  return {
    path: "/de/api/shop-cart/",
    method: "POST",
    headers: { "Content-Type": "application/json", Cookie: `csrftoken=${token}`, "X-CSRFToken": token },
    body: JSON.stringify({ event_jet_id: target.eventJetId, seat_group: seatGroupId, sale_type_ids: [1], quantities: [1] }),
  };
}

/** Tickets held live in a seat group, by PostgreSQL's clock. */
export async function ticketsHeld(db: Db, seatGroupId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`coalesce(sum(${ticketHolds.quantity}), 0)`.mapWith(Number) })
    .from(ticketHolds)
    .where(sql`${ticketHolds.seatGroupId} = ${seatGroupId} and ${ticketHolds.expiresAt} > now()`);
  return row?.n ?? 0;
}

/** What a round of requests got: answers by kind, and the connection errors. */
export function tally(outcomes: Outcome[]) {
  const answers = outcomes.filter((outcome) => outcome.error === undefined);
  return {
    errors: outcomes.filter((outcome) => outcome.error !== undefined).map((outcome) => `${outcome.path}: ${outcome.error}`),
    ok: answers.filter((answer) => answer.status >= 200 && answer.status < 300).length,
    /** 503s that say when to come back and close their connection. */
    refused: answers.filter((answer) => answer.status === 503 && answer.closes && answer.retryAfter).length,
    other: answers.filter((answer) => !(answer.status >= 200 && answer.status < 300) && !(answer.status === 503 && answer.closes && answer.retryAfter)).map((answer) => `${answer.path}: ${answer.status}`),
    /** Tickets the server said it added (each call adds one). */
    acknowledgedTickets: answers.filter((answer) => answer.path.includes("/api/shop-cart/") && answer.status === 201).length,
  };
}
