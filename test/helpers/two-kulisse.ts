// Two real Kulisse processes from the production build, as issue 27 deploys them: a shop (it serves
// the shop API to SHOP_API_TOKEN) and a site whose WEBSHOP_URL points at it, each with its own
// database cloned from the test template and its own DATA_DIR. The shop can be stopped and started
// again on the same port with the same database while the site keeps running.
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createTestDatabase, testDataDir, type TestDatabase } from "./database.ts";
import { startServer, type RunningServer } from "./server-process.ts";

export interface KulisseProcess {
  /** The running process; replaced when the shop is started again. */
  server: RunningServer;
  /** Its own database (a copy of the test template). */
  db: TestDatabase;
  dataDir: string;
  /** http://127.0.0.1:<port>, the same across restarts. */
  url: string;
}

export interface TwoKulisse {
  site: KulisseProcess;
  shop: KulisseProcess;
  /** The bearer both share: the shop's SHOP_API_TOKEN, the site's WEBSHOP_API_TOKEN. */
  token: string;
  /** The site's WEBSHOP_TIMEOUT_MS. */
  timeoutMs: number;
  /** Whether the shop process runs. */
  shopRunning(): boolean;
  /** Stops the shop process (SIGTERM, waits for its exit); the site keeps running. */
  stopShop(): Promise<void>;
  /** Starts the shop again on its port with its database; settles once it listens. */
  startShop(): Promise<void>;
  /** Stops both and drops their databases and data folders. */
  stop(): Promise<void>;
}

export interface TwoKulisseOptions {
  /** The site's WEBSHOP_TIMEOUT_MS (default 1000: short, so an offline shop shows fast). */
  timeoutMs?: number;
  /** More environment for the site or the shop. */
  siteEnv?: Record<string, string>;
  shopEnv?: Record<string, string>;
}

/** A DATA_DIR of its own whose media/ is the template's demo images (the seed wrote them once). */
function ownDataDir(name: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `kulisse-${name}-`));
  const media = path.join(testDataDir(), "media");
  if (fs.existsSync(media)) fs.symlinkSync(media, path.join(dir, "media"), "dir");
  return dir;
}

async function stopProcess(server: RunningServer): Promise<void> {
  if (server.child.exitCode !== null || server.child.signalCode !== null) return;
  server.child.kill("SIGTERM");
  await server.exited;
}

/** Both processes, the shop first (the site needs its address). */
export async function startTwoKulisse(options: TwoKulisseOptions = {}): Promise<TwoKulisse> {
  const token = randomBytes(32).toString("base64url");
  const timeoutMs = options.timeoutMs ?? 1000;
  // Every call in a test comes from 127.0.0.1: the per-address cart limit must not count them.
  const common = { SEED_DEMO: "false", SHOP_CART_LIMIT: "100000" };
  const [shopDb, siteDb] = await Promise.all([createTestDatabase(), createTestDatabase()]);
  const shopDataDir = ownDataDir("shop");
  const siteDataDir = ownDataDir("site");
  // The site is the shop's proxy on this machine: its X-Forwarded-* count (TRUST_PROXY loopback).
  const shopEnv = { ...common, DATABASE_URL: shopDb.url, DATA_DIR: shopDataDir, SHOP_API_TOKEN: token, TRUST_PROXY: "loopback", ...options.shopEnv };
  const firstShop = await startServer(shopEnv);
  const shopPort = new URL(firstShop.url).port;
  const shop: KulisseProcess = { server: firstShop, db: shopDb, dataDir: shopDataDir, url: firstShop.url };
  const siteServer = await startServer({
    ...common,
    DATABASE_URL: siteDb.url,
    DATA_DIR: siteDataDir,
    WEBSHOP_URL: shop.url,
    WEBSHOP_API_TOKEN: token,
    WEBSHOP_TIMEOUT_MS: String(timeoutMs),
    ...options.siteEnv,
  });
  const site: KulisseProcess = { server: siteServer, db: siteDb, dataDir: siteDataDir, url: siteServer.url };
  const running = (server: RunningServer) => server.child.exitCode === null && server.child.signalCode === null;
  return {
    site,
    shop,
    token,
    timeoutMs,
    shopRunning: () => running(shop.server),
    stopShop: () => stopProcess(shop.server),
    async startShop() {
      if (running(shop.server)) return;
      shop.server = await startServer({ ...shopEnv, PORT: shopPort });
    },
    async stop() {
      await Promise.all([stopProcess(site.server), stopProcess(shop.server)]);
      await Promise.all([siteDb.drop(), shopDb.drop()]);
      for (const dir of [siteDataDir, shopDataDir]) fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
