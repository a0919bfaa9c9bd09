// Per-process caches told of a change by PostgreSQL (DESIGN "Several processes"): a write sends
// `NOTIFY kulisse_cache, '<change>'` in its transaction (delivered only if it commits), and every
// process listens on one connection of its own and tells its caches. The writing process also tells
// its own caches at once, so its next request does not wait for the round trip; the notification
// reaches it after the commit as well, which forgets anything read meanwhile from before the commit.
import { sql } from "drizzle-orm";
import type pg from "pg";
import type { Tx } from "../db/client.ts";
import type { Logger } from "../logger.ts";

const CHANNEL = "kulisse_cache";
/** A lost listening connection is opened again after this long. */
const RECONNECT_MS = 2_000;
/** PostgreSQL refuses payloads of 8000 bytes or more; a longer list of events becomes "content". */
const MAX_PAYLOAD = 7_000;

/** What changed, as far as cached data is concerned. */
export type CacheChange =
  /** An editor's or admin's write (pages, content items, media, menus, redirects, settings): anything may show it. */
  | { kind: "content" }
  /** What is on sale for these performances may have changed (a seat group or time slot sold out or free again). */
  | { kind: "availability"; eventIds: number[] };

type Listener = (change: CacheChange) => void;
const listeners = new Set<Listener>();

/** Calls `listener` for every change that committed in any process; returns the unsubscribe. */
export function onCacheChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function tell(change: CacheChange): void {
  for (const listener of listeners) listener(change);
}

/** Tells this process's caches only: for what one process alone knows (its view of the external shop). */
export function tellThisProcess(change: CacheChange): void {
  tell(change);
}

export function encodeChange(change: CacheChange): string {
  if (change.kind === "content") return "content";
  const payload = `availability:${[...new Set(change.eventIds)].join(",")}`;
  return payload.length > MAX_PAYLOAD ? "content" : payload;
}

/** The change a payload names; an unknown payload (a newer process's) is taken as "content", the safe side. */
export function decodeChange(payload: string): CacheChange {
  const [kind, list] = payload.split(":", 2);
  if (kind === "availability" && list) {
    const eventIds = list.split(",").map(Number).filter((id) => Number.isSafeInteger(id) && id > 0);
    if (eventIds.length > 0) return { kind: "availability", eventIds };
  }
  return { kind: "content" };
}

/** Tells every process, when `tx` commits, of `change`; this process's caches hear it at once too. */
export async function announceCacheChange(tx: Tx, change: CacheChange): Promise<void> {
  if (change.kind === "availability" && change.eventIds.length === 0) return;
  await tx.execute(sql`select pg_notify(${CHANNEL}, ${encodeChange(change)})`);
  tell(change);
}

/** Listens for cache changes on a connection of `pool` until `stop()`; reconnects when it is lost. */
export function listenForCacheChanges(pool: pg.Pool, log: Logger): { ready: Promise<void>; stop(): Promise<void> } {
  /** The listening connection and the way to hand it back to the pool. */
  let listening: { client: pg.PoolClient; release(error?: Error): void } | null = null;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  const onNotification = (message: pg.Notification) => {
    if (message.channel !== CHANNEL || !message.payload) return;
    tell(decodeChange(message.payload));
    // After telling: whoever reads this line knows this process's caches have forgotten the change.
    log.debug({ change: message.payload }, "cache_change_heard");
  };
  const connect = async (): Promise<void> => {
    try {
      const connected = await pool.connect();
      const onError = (error: Error) => {
        log.warn({ err: error }, "cache_listener_lost");
        release(error);
        // Whatever changed meanwhile went unheard: forget everything, then listen again.
        tell({ kind: "content" });
        if (!stopped) timer = setTimeout(() => void connect(), RECONNECT_MS);
      };
      // Back in the pool the connection is the pool's: PostgreSQL ending it later (at shutdown) must
      // not reach onError, which would release it a second time; that throws and crashes the stop.
      const release = (error?: Error) => {
        connected.off("notification", onNotification).off("error", onError);
        connected.release(error);
        listening = null;
      };
      connected.on("notification", onNotification).on("error", onError);
      await connected.query(`listen ${CHANNEL}`);
      listening = { client: connected, release };
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
      if (!listening) return;
      await listening.client.query(`unlisten ${CHANNEL}`).catch(() => {});
      listening?.release();
    },
  };
}
