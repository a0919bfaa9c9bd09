// The site's HTTP client of the external shop's API (docs/shop-api.openapi.yaml): one keep-alive
// connection pool, the site's bearer token, one time budget per call (WEBSHOP_TIMEOUT_MS), reads
// retried at most twice on a lost connection or a 503 within that budget, writes never (a repeated
// add could hold the tickets twice), and every call through the circuit breaker.
import { Agent, errors, request, type Dispatcher } from "undici";
import type { Logger } from "../logger.ts";
import { CircuitBreaker, type CallOutcome } from "./circuit-breaker.ts";

/** A shop's answer: its status and its parsed JSON body (null when it had none or no JSON). */
export interface ShopAnswer {
  status: number;
  body: unknown;
}

/** The shop did not answer usefully: circuit open, timeout, refused, reset, or a 5xx. */
export class ShopUnreachableError extends Error {
  constructor(message: string, options: { cause?: unknown } = {}) {
    super(message, options);
    this.name = "ShopUnreachableError";
  }
}

export interface ShopApiClientOptions {
  /** The shop's origin, no trailing slash (WEBSHOP_URL). */
  baseUrl: string;
  /** The bearer token the shop expects (WEBSHOP_API_TOKEN). */
  token: string;
  /** The longest one call may take, retries included. */
  timeoutMs: number;
  breaker: CircuitBreaker;
  log: Logger;
  /** Retries of a read on a lost connection or a 503. */
  readRetries?: number;
}

export interface ShopApiClient {
  /** GET `path`; retried on a lost connection or a 503. Throws ShopUnreachableError. */
  read(path: string): Promise<ShopAnswer>;
  /** A call that changes the shop; never repeated. Throws ShopUnreachableError. */
  write(method: "POST" | "DELETE", path: string, body?: unknown): Promise<ShopAnswer>;
  readonly breaker: CircuitBreaker;
  close(): Promise<void>;
}

/** An answer the shop gave but that says it cannot serve us: a 5xx, or our token refused. */
const failedAnswer = (status: number) => status >= 500 || status === 401 || status === 403;

/** The attempt failed before an answer: a retry may find a fresh connection. */
class NoAnswer extends Error {}

export function createShopApiClient(options: ShopApiClientOptions): ShopApiClient {
  const { baseUrl, token, timeoutMs, breaker, log } = options;
  const readRetries = options.readRetries ?? 2;
  const agent = new Agent({
    keepAliveTimeout: 10_000,
    connect: { timeout: timeoutMs },
    headersTimeout: timeoutMs,
    bodyTimeout: timeoutMs,
  });

  async function attempt(method: Dispatcher.HttpMethod, path: string, body: unknown, signal: AbortSignal): Promise<ShopAnswer> {
    let answer: Dispatcher.ResponseData;
    try {
      answer = await request(baseUrl + path, {
        dispatcher: agent,
        method,
        signal,
        headers: { authorization: `Bearer ${token}`, accept: "application/json", ...(body === undefined ? {} : { "content-type": "application/json" }) },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    } catch (error) {
      throw new NoAnswer("no answer", { cause: error });
    }
    const text = await answer.body.text();
    let parsed: unknown = null;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      parsed = null;
    }
    return { status: answer.statusCode, body: parsed };
  }

  /** One call within the time budget; `retries` more attempts on a lost connection or a 503. */
  async function call(method: Dispatcher.HttpMethod, path: string, body: unknown, retries: number): Promise<ShopAnswer> {
    const signal = AbortSignal.timeout(timeoutMs);
    const outcomeOf = (result: { value: ShopAnswer } | { error: unknown }): CallOutcome => {
      if ("value" in result) return failedAnswer(result.value.status) ? "failure" : "success";
      // A read that found no one listening in all its attempts weighs like a timeout: a stopped shop
      // shows as offline after two such reads, not five.
      return signal.aborted || isTimeout(result.error) || (retries > 0 && result.error instanceof NoAnswer) ? "timeout" : "failure";
    };
    const attempts = async (): Promise<ShopAnswer> => {
      for (let attemptNo = 0; ; attemptNo += 1) {
        const last = attemptNo >= retries || signal.aborted;
        try {
          const answer = await attempt(method, path, body, signal);
          if (answer.status === 503 && !last) continue;
          return answer;
        } catch (error) {
          if (last || signal.aborted) throw error;
        }
      }
    };
    try {
      const answer = await breaker.run(attempts, outcomeOf);
      if (failedAnswer(answer.status)) throw new ShopUnreachableError(`shop answered ${answer.status}`);
      return answer;
    } catch (error) {
      if (error instanceof ShopUnreachableError) throw error;
      const reason = error instanceof NoAnswer ? String((error.cause as Error | undefined)?.message ?? error.cause) : (error as Error).message;
      log.warn({ method, path, reason, circuit: breaker.state() }, "shop_api_unreachable");
      throw new ShopUnreachableError(reason, { cause: error });
    }
  }

  return {
    breaker,
    read: (path) => call("GET", path, undefined, readRetries),
    write: (method, path, body) => call(method, path, body, 0),
    close: () => agent.close(),
  };
}

function isTimeout(error: unknown): boolean {
  const cause = error instanceof NoAnswer ? error.cause : error;
  return cause instanceof errors.ConnectTimeoutError || cause instanceof errors.HeadersTimeoutError || cause instanceof errors.BodyTimeoutError || (cause instanceof Error && cause.name === "TimeoutError");
}
