// Limits on failed logins, after rate-limiter-flexible's "login endpoint protection": one account
// may fail a few times from one address, then that pair waits, twice as long after each further
// failure; one address gets a generous number of failures a day over all accounts (against one
// password tried on many accounts); one account gets an hourly number over all addresses (against
// many addresses trying one account), which an address the account logged in from lately does not
// feel. So nobody can lock an editor out from elsewhere: the right password from another address
// still logs in while one address hammers the account. Counted in PostgreSQL (rate_limits).
import { createHash } from "node:crypto";
import type pg from "pg";
import { limiterFor, type LimitRule } from "../http/rate-limit.ts";

/** Failures of one account from one address before the pair has to wait. */
export const PAIR_FREE_FAILURES = 5;
/** The first wait; each further failure doubles it, up to the longest. */
export const FIRST_WAIT_SECONDS = 60;
export const LONGEST_WAIT_SECONDS = 60 * 60;

const DAY_SECONDS = 24 * 60 * 60;

export const loginRules = {
  /** One account's failures from one address; forgotten at a success, or a day after the first. */
  pair: { name: "login-pair", points: PAIR_FREE_FAILURES, windowSeconds: DAY_SECONDS },
  /** The wait the pair's failures have earned (set by `block`). */
  pairWait: { name: "login-pair-wait", points: 1, windowSeconds: LONGEST_WAIT_SECONDS },
  /** One address's failures over all accounts in a day; beyond them it waits until the day is over. */
  address: { name: "login-address", points: 100, windowSeconds: DAY_SECONDS },
  /** One account's failures over all addresses in an hour; beyond them, addresses it is not known from wait until the hour is over. */
  account: { name: "login-account", points: 50, windowSeconds: 60 * 60 },
  /** Successful logins of one account from one address: the account is known there for 30 days after the last. */
  known: { name: "login-known", points: Number.MAX_SAFE_INTEGER, windowSeconds: 30 * DAY_SECONDS },
} satisfies Record<string, LimitRule>;

export interface LoginAttempt {
  email: string;
  /** The client's address. */
  address: string;
}

/** The wait after a pair's `failures`-th failure: none before PAIR_FREE_FAILURES, then doubling, capped. */
export function waitAfterFailures(failures: number): number {
  if (failures < PAIR_FREE_FAILURES) return 0;
  return Math.min(FIRST_WAIT_SECONDS * 2 ** (failures - PAIR_FREE_FAILURES), LONGEST_WAIT_SECONDS);
}

/** The account's key: a hash of the normalized e-mail, so counters hold no addresses of people and fit the key column. */
export function accountKey(email: string): string {
  return createHash("sha256").update(email.trim().toLowerCase()).digest("base64url");
}

const pairKey = ({ email, address }: LoginAttempt) => `${accountKey(email)}@${address}`;

/**
 * The login limits on this pool: ask before checking a password, then report how it went. `scope`
 * names a separate set of the same counters (the visitors' account mails count as "account-mail").
 */
export function loginLimits(pool: pg.Pool, scope = "login") {
  const rules = [loginRules.pair, loginRules.pairWait, loginRules.address, loginRules.account, loginRules.known];
  const [pair, pairWait, address, account, known] = rules.map((rule) => limiterFor(pool, { ...rule, name: rule.name.replace(/^login/, scope) }));
  return {
    /** Seconds this attempt must wait before its password is even checked, or null. */
    async refusal(attempt: LoginAttempt): Promise<number | null> {
      const key = pairKey(attempt);
      const [ownWait, isKnown] = await Promise.all([pairWait.refusedFor(key), known.attempts(key).then((logins) => logins > 0)]);
      const waits = [ownWait];
      if (!isKnown) waits.push(...(await Promise.all([address.refusedFor(attempt.address), account.refusedFor(accountKey(attempt.email))])));
      const refused = waits.filter((wait) => wait !== null);
      return refused.length > 0 ? Math.max(...refused) : null;
    },

    /** Counts a wrong e-mail or password; from the PAIR_FREE_FAILURES-th on, the pair waits. */
    async failed(attempt: LoginAttempt): Promise<void> {
      const key = pairKey(attempt);
      const [failures] = await Promise.all([pair.count(key), address.take(attempt.address), account.take(accountKey(attempt.email))]);
      const wait = waitAfterFailures(failures);
      if (wait > 0) await pairWait.block(key, wait);
    },

    /** Forgets the pair's failures and remembers that the account logs in from this address. */
    async succeeded(attempt: LoginAttempt): Promise<void> {
      const key = pairKey(attempt);
      await Promise.all([pair.reset(key), pairWait.reset(key), known.reset(key)]);
      await known.count(key);
    },
  };
}
