// What an API handler may use besides its validated input.
import type { Db } from "../db/client.ts";
import type { Config } from "../config.ts";
import type { Logger } from "../logger.ts";
import type { CookieJar } from "../http/cookie-jar.ts";
import type { SessionUser } from "../services/sessions.ts";
import type { TicketingProvider } from "../ticketing/provider.ts";
import type { ShopState } from "../ticketing/shop-state.ts";
import type { Mailer } from "../shop/mail/mailer.ts";

export interface RequestContext {
  db: Db;
  config: Config;
  log: Logger;
  user: SessionUser | null;
  /** Seats, prices and carts: the built-in ticketing or an external shop's adapter. */
  ticketing: TicketingProvider;
  /** Whether the shop can be reached now (an external shop's circuit); the built-in one always can. */
  shopState: ShopState;
  /** The shop's mail: SMTP, or the outbox folder. */
  mailer: Mailer;
  /** The clock, injectable so tests can move time. */
  now: () => Date;
  /** Request metadata for handlers that record where something came from. */
  userAgent: string;
  /** The site's origin: PUBLIC_URL, else the request's own. */
  origin: string;
  /** The client's address (behind a proxy on loopback, the forwarded one), for limits. */
  clientAddress: string;
  /** A stable, anonymous key of the visitor's browser (hash of its csrftoken cookie), or "" without one. */
  visitorKey: string;
  /** The request's cookies; a call sets only those its contract entry names. */
  cookies: CookieJar;
  /** Runs a committing write; should its answer then never reach the client, `undo` takes the write back (server/http/unanswered-writes.ts). */
  undoIfUnanswered<T>(write: () => Promise<T>, undo: (result: T) => Promise<void>): Promise<T>;
}

/** Builds a call's context from its request, with the cookies the endpoint may set. */
export type ContextFor = (allowedCookies: readonly string[]) => RequestContext;
