// A small in-memory limit on attempts per key (e.g. failed logins per client address) in a window.
// One process serves the site, so memory is the right place; it resets on restart.
export class AttemptLimiter {
  private readonly attempts = new Map<string, number[]>();

  constructor(
    private readonly max: number,
    private readonly windowMs: number,
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
  }

  reset(key: string): void {
    this.attempts.delete(key);
  }
}
