// Per-process caches told of a change by PostgreSQL (DESIGN "Several processes"): a write sends
// `NOTIFY kulisse_cache, '<what>'` in its transaction (delivered only if it commits), and every
// process listens on one connection of its own and forgets that cache. The writing process also
// forgets it at once, so its own next request never waits for the round trip.
import { sql } from "drizzle-orm";
import type pg from "pg";
import type { Tx } from "../db/client.ts";
import type { Logger } from "../logger.ts";
import { clearSiteSettingsCache } from "./site-settings.ts";

const CHANNEL = "kulisse_cache";
/** A lost listening connection is opened again after this long. */
const RECONNECT_MS = 2_000;

const forget: Record<string, () => void> = {
  site_settings: clearSiteSettingsCache,
};

export type CacheName = keyof typeof forget;

/** Tells every process, when `tx` commits, that `name`'s cache is stale. */
export async function notifyCacheChange(tx: Tx, name: CacheName): Promise<void> {
  await tx.execute(sql`select pg_notify(${CHANNEL}, ${name})`);
}

/** Listens for cache changes on a connection of `pool` until `stop()`; reconnects when it is lost. */
export function listenForCacheChanges(pool: pg.Pool, log: Logger): { ready: Promise<void>; stop(): Promise<void> } {
  let client: pg.PoolClient | null = null;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  const onNotification = (message: pg.Notification) => {
    if (message.channel === CHANNEL && message.payload && message.payload in forget) forget[message.payload]();
  };
  const connect = async (): Promise<void> => {
    try {
      const connected = await pool.connect();
      connected.on("notification", onNotification);
      connected.on("error", (error) => {
        log.warn({ err: error }, "cache_listener_lost");
        connected.release(error);
        client = null;
        // Whatever changed meanwhile went unheard: forget everything, then listen again.
        for (const clear of Object.values(forget)) clear();
        if (!stopped) timer = setTimeout(() => void connect(), RECONNECT_MS);
      });
      await connected.query(`listen ${CHANNEL}`);
      client = connected;
    } catch (error) {
      log.warn({ err: error }, "cache_listener_unavailable");
      if (!stopped) timer = setTimeout(() => void connect(), RECONNECT_MS);
    }
  };
  const ready = connect();
  return {
    ready,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await ready;
      if (!client) return;
      await client.query(`unlisten ${CHANNEL}`).catch(() => {});
      client.release();
      client = null;
    },
  };
}
