// Environment → typed configuration, checked once at start so a bad setting fails with a clear message.
import path from "node:path";
import express from "express";
import type { PaymentSettings } from "./shop/payments/payment-method.ts";
import { boolean, coerce, define, defaulted, string, type, unknown, validate, type Struct } from "superstruct";

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** Port of the embedded PostgreSQL server when DATABASE_URL is not set. */
  embeddedPgPort: number;
  siteName: string;
  publicUrl: string | undefined;
  /** Script URL of the tag manager on the site's own tracking host; loaded only with consent. */
  tagManagerUrl: string | undefined;
  isProduction: boolean;
  logLevel: "debug" | "info" | "warn" | "error";
  /** Load the demo season into an empty database. */
  seedDemo: boolean;
  /** Add-to-cart calls one client address may make per SHOP_CART_WINDOW_MS. */
  shopCartLimit: number;
  /** Searches (full search and its tabs, page or API) one client address may make per minute. */
  searchLimit: number;
  /** Autocomplete calls one client address may make per minute. */
  autocompleteLimit: number;
  /** Form entries one client address may send per 10 minutes. */
  formEntryLimit: number;
  /** Files one client address may upload for form fields per 10 minutes. */
  uploadLimit: number;
  /** 404 reports one client address may send per minute. */
  errorReportLimit: number;
  /** Tickets one cart may hold for one performance at a time. */
  cartMaxTicketsPerEvent: number;
  /** Tickets one cart may hold in all at a time. */
  cartMaxTickets: number;
  /** Domain of the cartAmount/cartUrl cookies (spec §9: the parent domain), e.g. ".staatstheater.example"; none: this host only. */
  cartCookieDomain: string | undefined;
  /** The booking widget's quick-buy variant (spec §1: on in one configuration, off in the other). */
  quickBuy: boolean;
  /** Host names besides the loopback names and PUBLIC_URL's host ("*" any, ".example.org" with its subdomains); ports ignored. */
  allowedHosts: string[];
  /** Express's "trust proxy": whose X-Forwarded-For/-Proto/-Host count (false: nobody's). */
  trustProxy: false | number | string[];
  /** Memory for anonymous pages' HTML, in MB (0: no HTML cache). */
  htmlCacheMb: number;
  /** The longest a cached page is served, for what changes by time without anyone noting it. */
  htmlCacheMaxAgeSeconds: number;
  /** Where mail goes (smtp:// or smtps://, user and password in the URL); none: each mail is an .eml file in DATA_DIR/outbox. */
  smtpUrl: string | undefined;
  /** The sender of the shop's mail. */
  mailFrom: string;
  /** The theatre's postal address as tickets print it (lines separated by "|" in SHOP_ADDRESS). */
  theatreAddress: string[];
  /** Deadlines and the bank account of the shop's payment methods (server/shop/payments/). */
  payments: PaymentSettings;
  /** A visitor may cancel an order on its page until this many hours before the (first) performance. */
  orderCancelHoursBefore: number;
  /** Confirmation mails one order may be sent again per hour from its page. */
  orderMailResendLimit: number;
  /** The external ticketing shop (docs/shop-api.openapi.yaml), e.g. http://shop:3000; none: the built-in shop. */
  webshopUrl: string | undefined;
  /** The bearer token this site sends to the external shop's API (the shop's SHOP_API_TOKEN). */
  webshopApiToken: string | undefined;
  /** The longest one call to the external shop's API may take. */
  webshopTimeoutMs: number;
  /** The longest a proxied /webshop page may take to start its answer. */
  webshopProxyTimeoutMs: number;
  /** With it, this process serves the shop API (/shop-api/v1/) to callers presenting it as a bearer token; none: no shop API. */
  shopApiToken: string | undefined;
}

/** The window of `shopCartLimit`. */
export const SHOP_CART_WINDOW_MS = 10 * 60 * 1000;

export class ConfigError extends Error {}

/** Turns a variable's text into its value; undefined: the text is not acceptable. */
type Read<T> = (text: string) => T | undefined;
const INVALID = Symbol("invalid");

/** One variable: unset or empty means `fallback` (a text, read like the variable's own); a text `read` refuses fails with `mustBe`. */
function variable(fallback: string): Struct<string, null>;
function variable<T>(fallback: string, read: Read<T>, mustBe?: string): Struct<T, null>;
function variable<T>(fallback: undefined, read: Read<T>, mustBe: string): Struct<T | undefined, null>;
function variable<T>(fallback: string | undefined, read: Read<T> = (text) => text as T, mustBe = "is not valid") {
  return coerce(define<T | undefined>("variable", (value) => value !== INVALID || mustBe), unknown(), (raw) => {
    const text = raw === undefined || raw === "" ? fallback : String(raw);
    return text === undefined ? undefined : (read(text) ?? INVALID);
  });
}

const integer = (min: number, max = Infinity): Read<number> => (text) => [Number(text)].find((n) => Number.isInteger(n) && n >= min && n <= max);
const FLAGS = new Map(Object.entries({ "1": true, true: true, yes: true, on: true, "0": false, false: false, no: false, off: false }));
const flag: Read<boolean> = (text) => FLAGS.get(text.toLowerCase());
const matching = (pattern: RegExp): Read<string> => (text) => (pattern.test(text) ? text : undefined);
// A host name of two or more labels, optionally with the leading dot cookies allow.
const cookieDomain = matching(/^\.?(?!-)[a-z0-9-]{1,63}(?<!-)(\.(?!-)[a-z0-9-]{1,63}(?<!-))+$/);

// An IBAN with its ISO 13616 check digits (mod 97), spaces allowed; kept without them.
const iban: Read<string> = (text) => {
  const compact = text.replace(/\s+/g, "").toUpperCase();
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(compact)) return undefined;
  const digits = (compact.slice(4) + compact.slice(0, 4)).replace(/[A-Z]/g, (letter) => String(letter.charCodeAt(0) - 55));
  return BigInt(digits) % 97n === 1n ? compact : undefined;
};

// One ALLOWED_HOSTS entry, port dropped: "*", a host name (a leading dot takes its subdomains too) or a bracketed IPv6 address.
const HOST_ENTRY = /^(\*|\.?(?!-)[a-z0-9_-]{1,63}(\.(?!-)[a-z0-9_-]{1,63})*\.?|\[[0-9a-f:.]+\])(:\d{1,5})?$/;
const hostList: Read<string[]> = (text) => {
  const entries = text.split(",").map((entry) => entry.trim().toLowerCase()).filter(Boolean);
  if (!entries.every((entry) => HOST_ENTRY.test(entry))) return undefined;
  return entries.map((entry) => entry.replace(/:\d+$/, "").replace(/(?<=.)\.$/, ""));
};
// Express's own parser (proxy-addr) checks the addresses, so what passes here is what the app will use.
const proxyTrust: Read<Config["trustProxy"]> = (text) => {
  const value = text.trim().toLowerCase();
  if (["false", "off", "no"].includes(value)) return false;
  if (/^\d{1,2}$/.test(value)) return Number(value) || false;
  const list = value.split(",").map((entry) => entry.trim());
  try {
    express().set("trust proxy", list);
    return list;
  } catch {
    return undefined;
  }
};

/** Every variable Kulisse reads, with its default and its check (in the order they are checked). */
const Environment = type({
  // Unlike the others, LOG_LEVEL may not be empty.
  LOG_LEVEL: defaulted(define<Config["logLevel"]>("level", (value) => ["debug", "info", "warn", "error"].includes(value as string) || "must be one of debug, info, warn, error"), "info"),
  DATABASE_URL: variable(undefined, matching(/^postgres(ql)?:\/\//), "must start with postgres:// or postgresql://"),
  PUBLIC_URL: variable(undefined, (text) => matching(/^https?:\/\//)(text)?.replace(/\/$/, ""), "must start with http:// or https://"),
  TAG_MANAGER_URL: variable(undefined, matching(/^(https?:\/\/[^/]+\/|\/[^/])/), "must be an http(s) URL or a path on this site, e.g. https://tracking.example.org/gtm.js"),
  PORT: variable("3000", integer(0, 65535), "must be a port number between 0 and 65535"),
  HOST: variable("0.0.0.0"),
  DATA_DIR: variable("./data", (text) => path.resolve(text)),
  EMBEDDED_PG_PORT: variable("5488", integer(0, 65535), "must be a port number between 0 and 65535"),
  SITE_NAME: variable("Staatstheater Kulisse"),
  NODE_ENV: defaulted(coerce(boolean(), string(), (text) => text === "production"), false),
  SEED_DEMO: variable("true", flag, "must be true or false"),
  SEARCH_LIMIT: variable("60", integer(1), "must be a whole number of at least 1"),
  AUTOCOMPLETE_LIMIT: variable("120", integer(1), "must be a whole number of at least 1"),
  FORM_ENTRY_LIMIT: variable("20", integer(1), "must be a whole number of at least 1"),
  UPLOAD_LIMIT: variable("30", integer(1), "must be a whole number of at least 1"),
  ERROR_REPORT_LIMIT: variable("30", integer(1), "must be a whole number of at least 1"),
  SHOP_CART_LIMIT: variable("30", integer(1), "must be a whole number of at least 1"),
  CART_MAX_TICKETS_PER_EVENT: variable("10", integer(1), "must be a whole number of at least 1"),
  CART_MAX_TICKETS: variable("20", integer(1), "must be a whole number of at least 1"),
  CART_COOKIE_DOMAIN: variable(undefined, (text) => cookieDomain(text.trim().toLowerCase()), "must be a domain name such as .staatstheater.example"),
  QUICK_BUY: variable("false", flag, "must be true or false"),
  ALLOWED_HOSTS: variable("", hostList, "must be host names separated by commas, e.g. www.kulisse.example,.kulisse.example"),
  TRUST_PROXY: variable("false", proxyTrust, "must be false, the number of proxies in front of the server, or their addresses, e.g. loopback or 10.0.0.0/8,192.168.1.5"),
  HTML_CACHE_MB: variable("64", integer(0), "must be a whole number of megabytes, 0 to turn the cache off"),
  HTML_CACHE_MAX_AGE_SECONDS: variable("300", integer(1), "must be a whole number of at least 1"),
  SMTP_URL: variable(undefined, matching(/^smtps?:\/\/[^/]/), "must start with smtp:// or smtps://"),
  MAIL_FROM: variable("Staatstheater Kulisse <tickets@kulisse.example>", matching(/^[^\r\n]*@[^\r\n]*$/), "must be an e-mail address, e.g. Theaterkasse <kasse@theater.example>"),
  SHOP_ADDRESS: variable("Theaterplatz 1|12345 Kulissenstadt"),
  SHOP_ACCOUNT_HOLDER: variable(""),
  SHOP_IBAN: variable(undefined, iban, "must be a valid IBAN, e.g. DE02120300000000202051"),
  SHOP_BIC: variable("", matching(/^([A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?)?$/), "must be a BIC of 8 or 11 letters and digits"),
  RESERVATION_HOURS: variable("48", integer(1), "must be a whole number of hours, at least 1"),
  RESERVATION_MINUTES_BEFORE: variable("60", integer(0), "must be a whole number of minutes"),
  TRANSFER_DAYS: variable("7", integer(1), "must be a whole number of days, at least 1"),
  TRANSFER_DAYS_BEFORE: variable("3", integer(0), "must be a whole number of days"),
  ORDER_CANCEL_HOURS_BEFORE: variable("24", integer(0), "must be a whole number of hours"),
  ORDER_MAIL_RESEND_LIMIT: variable("3", integer(0), "must be a whole number"),
  WEBSHOP_URL: variable(undefined, (text) => matching(/^https?:\/\/[^/?#]+(\/[^?#]*)?$/)(text)?.replace(/\/$/, ""), "must be the shop's http(s) address, e.g. http://shop:3000"),
  WEBSHOP_API_TOKEN: variable(undefined, matching(/^[\x21-\x7e]{32,256}$/), "must be 32 to 256 printable characters without spaces"),
  WEBSHOP_TIMEOUT_MS: variable("2000", integer(50, 60_000), "must be a whole number of milliseconds between 50 and 60000"),
  WEBSHOP_PROXY_TIMEOUT_MS: variable("15000", integer(100, 300_000), "must be a whole number of milliseconds between 100 and 300000"),
  SHOP_API_TOKEN: variable(undefined, matching(/^[\x21-\x7e]{32,256}$/), "must be 32 to 256 printable characters without spaces"),
});

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const [error, vars] = validate(env, Environment, { coerce: true });
  if (error) {
    const [{ key, message }] = error.failures();
    // A URL may carry a password: never repeat it.
    throw new ConfigError(`${key} ${message}${key.endsWith("_URL") || key.endsWith("_TOKEN") ? "" : `, got "${env[key]}"`}`);
  }
  // A token is a secret like a URL's password: its message never repeats it (above), and the site needs one to talk to its shop.
  if (vars.WEBSHOP_URL && !vars.WEBSHOP_API_TOKEN) throw new ConfigError("WEBSHOP_API_TOKEN must be set with WEBSHOP_URL (the shop's SHOP_API_TOKEN)");
  // A cart cap per performance above the cart's whole cap would never apply: a sign of a typo.
  if (vars.CART_MAX_TICKETS_PER_EVENT > vars.CART_MAX_TICKETS) {
    throw new ConfigError(`CART_MAX_TICKETS_PER_EVENT must not be more than CART_MAX_TICKETS (${vars.CART_MAX_TICKETS}), got "${vars.CART_MAX_TICKETS_PER_EVENT}"`);
  }
  return {
    port: vars.PORT,
    host: vars.HOST,
    dataDir: vars.DATA_DIR,
    databaseUrl: vars.DATABASE_URL,
    embeddedPgPort: vars.EMBEDDED_PG_PORT,
    siteName: vars.SITE_NAME,
    publicUrl: vars.PUBLIC_URL,
    tagManagerUrl: vars.TAG_MANAGER_URL,
    isProduction: vars.NODE_ENV,
    logLevel: vars.LOG_LEVEL,
    seedDemo: vars.SEED_DEMO,
    shopCartLimit: vars.SHOP_CART_LIMIT,
    searchLimit: vars.SEARCH_LIMIT,
    autocompleteLimit: vars.AUTOCOMPLETE_LIMIT,
    formEntryLimit: vars.FORM_ENTRY_LIMIT,
    uploadLimit: vars.UPLOAD_LIMIT,
    errorReportLimit: vars.ERROR_REPORT_LIMIT,
    cartMaxTicketsPerEvent: vars.CART_MAX_TICKETS_PER_EVENT,
    cartMaxTickets: vars.CART_MAX_TICKETS,
    cartCookieDomain: vars.CART_COOKIE_DOMAIN,
    quickBuy: vars.QUICK_BUY,
    allowedHosts: vars.ALLOWED_HOSTS,
    trustProxy: vars.TRUST_PROXY,
    htmlCacheMb: vars.HTML_CACHE_MB,
    htmlCacheMaxAgeSeconds: vars.HTML_CACHE_MAX_AGE_SECONDS,
    smtpUrl: vars.SMTP_URL,
    mailFrom: vars.MAIL_FROM,
    theatreAddress: vars.SHOP_ADDRESS.split("|").map((line) => line.trim()).filter(Boolean),
    payments: {
      reservationHours: vars.RESERVATION_HOURS,
      reservationMinutesBefore: vars.RESERVATION_MINUTES_BEFORE,
      transferDays: vars.TRANSFER_DAYS,
      transferDaysBefore: vars.TRANSFER_DAYS_BEFORE,
      bankAccount: vars.SHOP_IBAN ? { holder: vars.SHOP_ACCOUNT_HOLDER || vars.SITE_NAME, iban: vars.SHOP_IBAN, bic: vars.SHOP_BIC } : null,
    },
    orderCancelHoursBefore: vars.ORDER_CANCEL_HOURS_BEFORE,
    orderMailResendLimit: vars.ORDER_MAIL_RESEND_LIMIT,
    webshopUrl: vars.WEBSHOP_URL,
    webshopApiToken: vars.WEBSHOP_API_TOKEN,
    webshopTimeoutMs: vars.WEBSHOP_TIMEOUT_MS,
    webshopProxyTimeoutMs: vars.WEBSHOP_PROXY_TIMEOUT_MS,
    shopApiToken: vars.SHOP_API_TOKEN,
  };
}
