// A small in-memory limit on attempts per key (e.g. failed logins or uploads per client address) in
// a sliding window. One process serves the site, so memory is the right place; it resets on restart.
const MAX_KEYS = 10_000;

export class AttemptLimiter {
  private readonly attempts = new Map<string, number[]>();

  constructor(
    readonly max: number,
    readonly windowMs: number,
  ) {}

  private recent(key: string, now: number): number[] {
    const list = (this.attempts.get(key) ?? []).filter((time) => now - time < this.windowMs);
    if (list.length) this.attempts.set(key, list);
    else this.attempts.delete(key);
    return list;
  }

  /** True while `key` is still below the limit. */
  allows(key: string, now = Date.now()): boolean {
    return this.recent(key, now).length < this.max;
  }

  record(key: string, now = Date.now()): void {
    this.attempts.set(key, [...this.recent(key, now), now]);
    if (this.attempts.size > MAX_KEYS) this.forgetOld(now);
  }

  /** Counts an attempt if `key` is below the limit; false (and not counted) when it is not. */
  take(key: string, now = Date.now()): boolean {
    if (!this.allows(key, now)) return false;
    this.record(key, now);
    return true;
  }

  /** Seconds until `key` may try again. */
  retryAfterSeconds(key: string, now = Date.now()): number {
    const oldest = this.recent(key, now)[0] ?? now;
    return Math.max(1, Math.ceil((oldest + this.windowMs - now) / 1000));
  }

  reset(key: string): void {
    this.attempts.delete(key);
  }

  private forgetOld(now: number): void {
    for (const key of [...this.attempts.keys()]) this.recent(key, now);
  }
}
