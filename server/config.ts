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
}

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
  };
}
