// Environment → typed configuration, checked once at start so a bad setting fails with a clear message.
import path from "node:path";

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
  /** Domain of the cartAmount/cartUrl cookies (spec §9: the parent domain), e.g. ".staatstheater.example"; none: this host only. */
  cartCookieDomain: string | undefined;
  /** The booking widget's quick-buy variant (spec §1: on in one configuration, off in the other). */
  quickBuy: boolean;
}

/** The window of `shopCartLimit`. */
export const SHOP_CART_WINDOW_MS = 10 * 60 * 1000;

export class ConfigError extends Error {}

function port(name: string, raw: string | undefined, fallback: number): number {
  if (raw === undefined || raw === "") return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0 || value > 65535) {
    throw new ConfigError(`${name} must be a port number between 0 and 65535, got "${raw}"`);
  }
  return value;
}

function flag(name: string, raw: string | undefined, fallback: boolean): boolean {
  if (raw === undefined || raw === "") return fallback;
  if (["1", "true", "yes", "on"].includes(raw.toLowerCase())) return true;
  if (["0", "false", "no", "off"].includes(raw.toLowerCase())) return false;
  throw new ConfigError(`${name} must be true or false, got "${raw}"`);
}

function positiveInteger(name: string, raw: string | undefined, fallback: number): number {
  if (raw === undefined || raw === "") return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1) throw new ConfigError(`${name} must be a whole number of at least 1, got "${raw}"`);
  return value;
}

// A host name of two or more labels, optionally with the leading dot cookies allow.
const COOKIE_DOMAIN = /^\.?(?!-)[a-z0-9-]{1,63}(?<!-)(\.(?!-)[a-z0-9-]{1,63}(?<!-))+$/;

function cookieDomain(name: string, raw: string | undefined): string | undefined {
  if (raw === undefined || raw === "") return undefined;
  const value = raw.trim().toLowerCase();
  if (!COOKIE_DOMAIN.test(value)) throw new ConfigError(`${name} must be a domain name such as .staatstheater.example, got "${raw}"`);
  return value;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const logLevel = (env.LOG_LEVEL ?? "info") as Config["logLevel"];
  if (!["debug", "info", "warn", "error"].includes(logLevel)) {
    throw new ConfigError(`LOG_LEVEL must be one of debug, info, warn, error, got "${env.LOG_LEVEL}"`);
  }
  const databaseUrl = env.DATABASE_URL || undefined;
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    throw new ConfigError("DATABASE_URL must start with postgres:// or postgresql://");
  }
  const publicUrl = env.PUBLIC_URL || undefined;
  if (publicUrl && !/^https?:\/\//.test(publicUrl)) {
    throw new ConfigError("PUBLIC_URL must start with http:// or https://");
  }
  const tagManagerUrl = env.TAG_MANAGER_URL || undefined;
  if (tagManagerUrl && !/^(https?:\/\/[^/]+\/|\/[^/])/.test(tagManagerUrl)) {
    throw new ConfigError("TAG_MANAGER_URL must be an http(s) URL or a path on this site, e.g. https://tracking.example.org/gtm.js");
  }
  return {
    port: port("PORT", env.PORT, 3000),
    host: env.HOST || "0.0.0.0",
    dataDir: path.resolve(env.DATA_DIR || "./data"),
    databaseUrl,
    embeddedPgPort: port("EMBEDDED_PG_PORT", env.EMBEDDED_PG_PORT, 5488),
    siteName: env.SITE_NAME || "Staatstheater Kulisse",
    publicUrl: publicUrl?.replace(/\/$/, ""),
    tagManagerUrl,
    isProduction: env.NODE_ENV === "production",
    logLevel,
    seedDemo: flag("SEED_DEMO", env.SEED_DEMO, true),
    shopCartLimit: positiveInteger("SHOP_CART_LIMIT", env.SHOP_CART_LIMIT, 300),
    cartCookieDomain: cookieDomain("CART_COOKIE_DOMAIN", env.CART_COOKIE_DOMAIN),
    quickBuy: flag("QUICK_BUY", env.QUICK_BUY, false),
  };
}
