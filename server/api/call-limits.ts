// Limits on calls per client address for every endpoint a visitor may call without login that
// writes something or searches (login has its own count of failed attempts). Each is counted in
// PostgreSQL (rate-limit.ts), so it holds across server processes, and taken before the call's input
// is checked, so a refused upload costs nothing. A refused call answers 429 with Retry-After and
// its own words.
import { ApiError, type ErrorBody } from "../../shared/api/api-error.ts";
import type { EndpointName } from "../../shared/api/contract/index.ts";
import { cartFailureBody } from "../../shared/api/contract/shop-cart.ts";
import type { Lang } from "../../shared/lib/localized.ts";
import { cartResponseCodes } from "../../shared/ticketing/cart-response-codes.ts";
import { translator, type TranslationKey } from "../../src/i18n/index.tsx";
import { SHOP_CART_WINDOW_MS, type Config } from "../config.ts";
import type pg from "pg";
import { clientKeyOf } from "../http/client-key.ts";
import { limiterFor, type AttemptLimiter, type LimitRule } from "../http/rate-limit.ts";

export interface CallLimit {
  limiter: AttemptLimiter;
  refusal(lang: Lang): ErrorBody;
}

/** The windows of the limits the settings name (SEARCH_LIMIT … per minute, FORM_ENTRY_LIMIT … per 10 minutes). */
const LIMIT_WINDOW_SECONDS = { search: 60, autocomplete: 60, formEntry: 10 * 60, upload: 10 * 60, errorReport: 60, logout: 60 } as const;

/** Code checks at the checkout one client address may make per 10 minutes: enough to correct typos, too few to guess codes. */
const CODE_CHECKS_PER_10_MINUTES = 30;

/**
 * Uses of an e-mail's link (confirm the account or a new address, set a new password) one client
 * address may make per 10 minutes: a person opens a link or two, nobody guesses a 256-bit token, but
 * nobody may try either. Sign-up, reset and resend count with the logins (login-limits.ts).
 */
const ACCOUNT_LINKS_PER_10_MINUTES = 20;

/**
 * Calls of the user area that check the account's password (delete the account, change the password
 * or the address) one client address may make per 10 minutes: a person mistypes a few times; a
 * stolen session may not try passwords, and each check costs a password hash.
 */
const PASSWORD_CHECKS_PER_10_MINUTES = 10;

/** Logouts one client address may make per minute; a person logs out once, so this is no setting. */
const LOGOUTS_PER_MINUTE = 30;

/**
 * Ticket checks one client address may make per minute: a door's scanners share the theatre's
 * address, and a full house comes in at far less than this; it stops someone guessing codes.
 */
const CHECK_INS_PER_MINUTE = 300;

export type CallLimits = Partial<Record<EndpointName, CallLimit>>;

/** The limit of every limited endpoint; endpoints that share a limit object share one count. */
export function callLimits(config: Config, pool: pg.Pool): CallLimits {
  const limit = (rule: LimitRule, reason: TranslationKey): CallLimit => ({
    limiter: limiterFor(pool, rule),
    refusal: (lang) => ({ error: "too many requests", reason: translator(lang)(reason) }),
  });
  // Adding to and removing from the cart count together; the cart answers its response code.
  const cart: CallLimit = {
    limiter: limiterFor(pool, { name: "shop-cart", points: config.shopCartLimit, windowSeconds: SHOP_CART_WINDOW_MS / 1000 }),
    refusal: (lang) => cartFailureBody(cartResponseCodes.tooManyRequests, lang),
  };
  // The full search and its two tabs, with and without the language prefix, are one count.
  const search = limit({ name: "search", points: config.searchLimit, windowSeconds: LIMIT_WINDOW_SECONDS.search }, "limits.search");
  const accountLinks = limit({ name: "account-links", points: ACCOUNT_LINKS_PER_10_MINUTES, windowSeconds: 600 }, "accounts.tooManyLinks");
  const passwordChecks = limit({ name: "account-password-checks", points: PASSWORD_CHECKS_PER_10_MINUTES, windowSeconds: 600 }, "accounts.tooManyPasswordChecks");
  const codeChecks = limit({ name: "voucher-codes", points: CODE_CHECKS_PER_10_MINUTES, windowSeconds: 600 }, "vouchers.errors.tooManyAttempts");
  const autocomplete = limit({ name: "autocomplete", points: config.autocompleteLimit, windowSeconds: LIMIT_WINDOW_SECONDS.autocomplete }, "limits.autocomplete");
  return {
    shopCartAdd: cart,
    shopCartRemove: cart,
    // A checkout follows cart calls that filled the cart; it counts with them.
    shopCheckout: cart,
    // The order page's writes (cancel, resend) are the shop's calls too; a wrong key is tried no faster.
    shopOrderCancel: cart,
    shopOrderResendMail: cart,
    uploadTempFile: limit({ name: "upload", points: config.uploadLimit, windowSeconds: LIMIT_WINDOW_SECONDS.upload }, "forms.errors.tooManyUploads"),
    submitFormEntry: limit({ name: "form-entry", points: config.formEntryLimit, windowSeconds: LIMIT_WINDOW_SECONDS.formEntry }, "limits.formEntries"),
    reportError: limit({ name: "error-report", points: config.errorReportLimit, windowSeconds: LIMIT_WINDOW_SECONDS.errorReport }, "limits.errorReports"),
    logout: limit({ name: "logout", points: LOGOUTS_PER_MINUTE, windowSeconds: LIMIT_WINDOW_SECONDS.logout }, "limits.logout"),
    search,
    searchUnprefixed: search,
    searchEvents: search,
    searchEventsUnprefixed: search,
    searchOthers: search,
    searchOthersUnprefixed: search,
    searchAutocomplete: autocomplete,
    searchAutocompleteUnprefixed: autocomplete,
    // check-in at the door (issue 23)
    checkInTicket: limit({ name: "check-in", points: CHECK_INS_PER_MINUTE, windowSeconds: 60 }, "checkIn.tooMany"),
    // voucher and gift card codes at the checkout (issue 26)
    shopCheckoutCodes: codeChecks,
    // a gift card added to the account by its code is a code tried like the checkout's (issue 26)
    accountGiftCardAdd: codeChecks,
    // a gift card's sale is a shop's write like the checkout (issue 26)
    giftCardSale: cart,
    // the links of the account mails (issue 26)
    ...Object.fromEntries((["confirmAccount", "confirmEmailChange", "resetPassword"] as const).map((name) => [name, accountLinks])),
    // the user area's calls that check the password (issue 26)
    ...Object.fromEntries((["deleteAccount", "changePassword", "changeEmail"] as const).map((name) => [name, passwordChecks])),
  };
}

/** Counts the call for the client at `address`, or refuses it with 429 and Retry-After when the client is over its limit. */
export async function takeCallLimit(limit: CallLimit | undefined, address: string, lang: Lang): Promise<void> {
  const retryAfter = limit ? await limit.limiter.take(clientKeyOf(address)) : null;
  if (retryAfter === null) return;
  throw new ApiError(429, limit!.refusal(lang), { "Retry-After": String(retryAfter) });
}
