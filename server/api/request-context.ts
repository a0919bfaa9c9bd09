// What an API handler may use besides its validated input.
import type { Db } from "../db/client.ts";
import type { Config } from "../config.ts";
import type { Logger } from "../logger.ts";
import type { SessionUser } from "../services/sessions.ts";
import type { TicketingProvider } from "../ticketing/provider.ts";

export interface RequestContext {
  db: Db;
  config: Config;
  log: Logger;
  user: SessionUser | null;
  /** Seats, prices and carts: the built-in ticketing or an external shop's adapter. */
  ticketing: TicketingProvider;
  /** The clock, injectable so tests can move time. */
  now: () => Date;
  /** Request metadata for handlers that record where something came from. */
  userAgent: string;
  /** A stable, anonymous key of the visitor's browser (hash of its csrftoken cookie), or "" without one. */
  visitorKey: string;
}
