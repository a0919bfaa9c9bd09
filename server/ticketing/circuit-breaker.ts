// A circuit breaker for the calls to the external shop: after a run of failures it stops calling
// (open) and fails every call at once, so a dead shop costs a visitor microseconds, not a timeout.
// After the open period one trial call is let through (half-open): its success closes the circuit,
// its failure opens it for another period. Hand-written rather than a library: it is small, runs on
// the app's clock (tests move it) and is the one source of the shop's "online" the site shows.

export type BreakerState = "closed" | "open" | "half-open";

export interface CircuitBreakerOptions {
  /** Consecutive failures that open the circuit. */
  failureThreshold?: number;
  /** Consecutive timeouts that open it: each one cost a visitor the whole time budget. */
  timeoutThreshold?: number;
  /** How long the circuit stays open before a trial call. */
  openMs?: number;
  /** Milliseconds since the epoch; the app's clock. */
  now?: () => number;
}

/** How a call ended, as far as the breaker is concerned. */
export type CallOutcome = "success" | "failure" | "timeout";

/** Thrown without calling while the circuit is open (or a trial call is under way). */
export class CircuitOpenError extends Error {
  constructor() {
    super("circuit open");
    this.name = "CircuitOpenError";
  }
}

export class CircuitBreaker {
  private readonly failureThreshold: number;
  private readonly timeoutThreshold: number;
  private readonly openMs: number;
  private readonly now: () => number;
  private failures = 0;
  private timeouts = 0;
  private openedAt: number | null = null;
  private trialRunning = false;
  private readonly listeners = new Set<(state: BreakerState) => void>();

  constructor(options: CircuitBreakerOptions = {}) {
    this.failureThreshold = options.failureThreshold ?? 5;
    this.timeoutThreshold = options.timeoutThreshold ?? 2;
    this.openMs = options.openMs ?? 10_000;
    this.now = options.now ?? Date.now;
  }

  /** Closed, open, or half-open (the open period is over: the next call is a trial). */
  state(): BreakerState {
    if (this.openedAt === null) return "closed";
    return this.now() - this.openedAt >= this.openMs ? "half-open" : "open";
  }

  /** Calls `listener` when the circuit opens or closes. */
  onChange(listener: (state: BreakerState) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /**
   * Runs `call` unless the circuit is open; `outcomeOf` says whether its result or error counts as
   * the shop failing (an answer that refuses the request is a shop that works).
   */
  async run<T>(call: () => Promise<T>, outcomeOf: (result: { value: T } | { error: unknown }) => CallOutcome): Promise<T> {
    const state = this.state();
    if (state === "open" || (state === "half-open" && this.trialRunning)) throw new CircuitOpenError();
    const trial = state === "half-open";
    if (trial) this.trialRunning = true;
    try {
      const value = await call();
      this.record(outcomeOf({ value }));
      return value;
    } catch (error) {
      this.record(outcomeOf({ error }));
      throw error;
    } finally {
      if (trial) this.trialRunning = false;
    }
  }

  private record(outcome: CallOutcome): void {
    if (outcome === "success") {
      this.failures = 0;
      this.timeouts = 0;
      if (this.openedAt !== null) this.switchTo(null);
      return;
    }
    this.failures += 1;
    this.timeouts = outcome === "timeout" ? this.timeouts + 1 : 0;
    // A failed trial opens the circuit for another period; so does a run of failures.
    if (this.openedAt !== null || this.failures >= this.failureThreshold || this.timeouts >= this.timeoutThreshold) this.switchTo(this.now());
  }

  private switchTo(openedAt: number | null): void {
    const wasOpen = this.openedAt !== null;
    this.openedAt = openedAt;
    if (openedAt !== null) {
      this.failures = 0;
      this.timeouts = 0;
    }
    if (wasOpen !== (openedAt !== null)) for (const listener of this.listeners) listener(this.state());
  }
}
