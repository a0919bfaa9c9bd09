// Limits on attempts per key (a client address, an account), counted in PostgreSQL's rate_limits
// table by rate-limiter-flexible, so one limit holds across every server process and survives a
// restart. A store that cannot be reached lets the call through: a limit must never take the site down.
import type pg from "pg";
import { RateLimiterPostgres, RateLimiterRes } from "rate-limiter-flexible";

export interface LimitRule {
  /** Names the counter: two rules with one name share their counts (e.g. adding to and removing from the cart). */
  name: string;
  /** Attempts allowed per window. */
  points: number;
  windowSeconds: number;
  /** Once over the limit, refused for this long (default: until the window ends). */
  blockSeconds?: number;
}

export class AttemptLimiter {
  private readonly store: RateLimiterPostgres;

  constructor(
    pool: pg.Pool,
    readonly rule: LimitRule,
  ) {
    this.store = new RateLimiterPostgres({
      storeClient: pool,
      tableName: "rate_limits",
      tableCreated: true,
      keyPrefix: rule.name,
      points: rule.points,
      duration: rule.windowSeconds,
      blockDuration: rule.blockSeconds ?? 0,
    });
  }

  /** Counts one attempt for `key`: null while allowed, else the seconds until it may try again. */
  async take(key: string, points = 1): Promise<number | null> {
    try {
      await this.store.consume(key, points);
      return null;
    } catch (refusal) {
      if (refusal instanceof RateLimiterRes) return Math.max(1, Math.ceil(refusal.msBeforeNext / 1000));
      return null;
    }
  }

  /** Counts one attempt for `key` and answers how many it has made in the current window (refusing nothing). */
  async count(key: string): Promise<number> {
    try {
      return (await this.store.consume(key)).consumedPoints;
    } catch (refusal) {
      return refusal instanceof RateLimiterRes ? refusal.consumedPoints : 0;
    }
  }

  /** How many attempts `key` has made in the current window; counts nothing. */
  async attempts(key: string): Promise<number> {
    const state = await this.store.get(key).catch(() => null);
    return state?.consumedPoints ?? 0;
  }

  /** Refuses `key` for `seconds` from now, whatever it has counted (e.g. a wait that grows with each failure). */
  async block(key: string, seconds: number): Promise<void> {
    await this.store.block(key, seconds).catch(() => undefined);
  }

  /** Seconds until `key` may try again, or null while it is below the limit; counts nothing. */
  async refusedFor(key: string): Promise<number | null> {
    const state = await this.store.get(key).catch(() => null);
    if (!state || state.consumedPoints < this.rule.points) return null;
    return Math.max(1, Math.ceil(state.msBeforeNext / 1000));
  }

  /** Forgets `key`'s attempts (e.g. after a successful login). */
  async reset(key: string): Promise<void> {
    await this.store.delete(key).catch(() => false);
  }
}

const limitersByPool = new WeakMap<pg.Pool, Map<string, AttemptLimiter>>();

/** The one limiter of `rule` on this pool (each limiter runs a cleanup timer, so they are made once). */
export function limiterFor(pool: pg.Pool, rule: LimitRule): AttemptLimiter {
  let limiters = limitersByPool.get(pool);
  if (!limiters) limitersByPool.set(pool, (limiters = new Map()));
  const key = `${rule.name}:${rule.points}:${rule.windowSeconds}:${rule.blockSeconds ?? 0}`;
  let limiter = limiters.get(key);
  if (!limiter) limiters.set(key, (limiter = new AttemptLimiter(pool, rule)));
  return limiter;
}
