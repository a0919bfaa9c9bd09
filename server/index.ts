// Starts Kulisse: configuration → database (embedded or DATABASE_URL) → migrations → demo content
// if empty → HTTP server. SIGTERM and Ctrl-C stop it cleanly.
import http from "node:http";
import path from "node:path";
import { ConfigError, loadConfig } from "./config.ts";
import { createLogger } from "./logger.ts";
import { applyMigrations, connect, type Database } from "./db/client.ts";
import { startEmbeddedServer, type EmbeddedServer } from "./db/embedded-server.ts";
import { isDatabaseEmpty, seedDemo } from "./db/seed/index.ts";
import { isSearchIndexEmpty, rebuildSearchIndex } from "./services/search/index-documents.ts";
import { listenForCacheChanges } from "./services/cache-notifications.ts";
import { createApp, distDir } from "./app.ts";
import { devRenderModule, productionRenderModule, type RenderModule } from "./ssr/render-module.ts";

const dev = process.argv.includes("--dev");
/** In-flight requests get this long to finish on shutdown. */
const SHUTDOWN_GRACE_MS = 10_000;
/** Any number that no other application uses for a PostgreSQL advisory lock. */
const SETUP_LOCK = 4_242_001;

async function prepareDatabase(database: Database, mediaDir: string, seedDemoContent: boolean, log: ReturnType<typeof createLogger>) {
  // Two instances starting at once must not both migrate or seed.
  const client = await database.pool.connect();
  try {
    await client.query("select pg_advisory_lock($1)", [SETUP_LOCK]);
    await applyMigrations(database);
    if (seedDemoContent && (await isDatabaseEmpty(database.db))) {
      const started = Date.now();
      const summary = await seedDemo(database.db, { now: new Date(), mediaDir });
      log.info({ ms: Date.now() - started, ...summary }, "demo_content_loaded");
    } else if (await isSearchIndexEmpty(database.db)) {
      // Content from before the search index existed (or loaded by other means) gets indexed once.
      const documents = await rebuildSearchIndex(database.db, new Date());
      log.info({ documents }, "search_index_built");
    }
  } finally {
    await client.query("select pg_advisory_unlock($1)", [SETUP_LOCK]).catch(() => {});
    client.release();
  }
}

async function main() {
  const config = loadConfig();
  const log = createLogger(config.logLevel);
  let embedded: EmbeddedServer | undefined;
  let databaseUrl = config.databaseUrl;
  if (!databaseUrl) {
    embedded = await startEmbeddedServer(config.dataDir, config.embeddedPgPort, log);
    databaseUrl = embedded.url;
  }
  const database = connect(databaseUrl);
  await prepareDatabase(database, path.join(config.dataDir, "media"), config.seedDemo, log);
  // Other processes' writes (the site settings) reach this process's caches.
  const cacheListener = listenForCacheChanges(database.pool, log);
  await cacheListener.ready;

  const server = http.createServer();
  let renderModule: RenderModule;
  let vite: import("vite").ViteDevServer | undefined;
  if (dev) {
    const { createServer } = await import("vite");
    // Hot reload talks over the same port as the site.
    vite = await createServer({ server: { middlewareMode: true, hmr: { server } }, appType: "custom" });
    renderModule = devRenderModule(vite);
  } else {
    renderModule = productionRenderModule(distDir);
  }

  server.on("request", createApp({ config, database, log, renderModule, viteMiddleware: vite?.middlewares }));
  server.keepAliveTimeout = 5_000;
  await new Promise<void>((resolve) => server.listen(config.port, config.host, resolve));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : config.port;
  log.info({ url: `http://localhost:${port}`, mode: dev ? "development" : "production" }, "listening");
  if (process.stdout.isTTY) console.log(`\n  Kulisse is running at http://localhost:${port}\n`);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, "stopping");
    const forced = setTimeout(() => server.closeAllConnections(), SHUTDOWN_GRACE_MS);
    await new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeIdleConnections();
    });
    clearTimeout(forced);
    await vite?.close();
    await cacheListener.stop();
    await database.close();
    await embedded?.stop();
    log.info("stopped");
    process.exit(0);
  };
  process.on("SIGTERM", () => void stop("SIGTERM"));
  process.on("SIGINT", () => void stop("SIGINT"));
}

main().catch((error) => {
  if (error instanceof ConfigError) {
    console.error(`Configuration error: ${error.message}`);
  } else {
    createLogger("error").error({ err: error }, "start_failed");
  }
  process.exit(1);
});
