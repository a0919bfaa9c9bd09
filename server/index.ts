// Starts Kulisse: configuration → database (embedded or DATABASE_URL) → migrations → demo content
// if empty → HTTP server. SIGTERM and Ctrl-C stop it cleanly, within 10 s.
import http from "node:http";
import path from "node:path";
import { ConfigError, loadConfig } from "./config.ts";
import { createLogger, type Logger } from "./logger.ts";
import type { Database } from "./db/client.ts";
import { startEmbeddedServer, type EmbeddedServer } from "./db/embedded-server.ts";
import { DATA_DIR_IN_USE_EXIT_CODE, DataDirInUse, lockDataDir } from "./db/data-dir-lock.ts";
import { stoppingWhileStarting, stopWhileStarting } from "./startup-signals.ts";
import { exitAtStopDeadline } from "./stop-deadline.ts";
import { drainOnStop } from "./http/draining.ts";
import type { RenderModule } from "./ssr/render-module.ts";

const dev = process.argv.includes("--dev");
/** In-flight requests get this long to finish on shutdown (the whole stop: stop-deadline.ts). */
const SHUTDOWN_GRACE_MS = 6_000;
/** Any number that no other application uses for a PostgreSQL advisory lock. */
const SETUP_LOCK = 4_242_001;

/**
 * The application's modules (Express, React's server renderer, every service) take seconds to
 * load; they load while PostgreSQL starts, which runs in a process of its own.
 */
async function loadApplication() {
  // React first, whole: one start (of hundreds) failed with "React.createContext is not a function" in
  // react-router while these modules loaded side by side; React's CommonJS module is then complete
  // before any of them imports it.
  await import("react");
  const [client, seed, search, cache, app, render, uploads, writes, publishing] = await Promise.all([
    import("./db/client.ts"),
    import("./db/seed/index.ts"),
    import("./services/search/index-documents.ts"),
    import("./services/cache-notifications.ts"),
    import("./app.ts"),
    import("./ssr/render-module.ts"),
    import("./http/uploads/multipart-upload.ts"),
    import("./http/unanswered-writes.ts"),
    import("./services/page-publishing.ts"),
  ]);
  return {
    connect: client.connect,
    applyMigrations: client.applyMigrations,
    isDatabaseEmpty: seed.isDatabaseEmpty,
    seedDemo: seed.seedDemo,
    isSearchIndexEmpty: search.isSearchIndexEmpty,
    rebuildSearchIndex: search.rebuildSearchIndex,
    listenForCacheChanges: cache.listenForCacheChanges,
    createApp: app.createApp,
    distDir: app.distDir,
    productionRenderModule: render.productionRenderModule,
    devRenderModule: render.devRenderModule,
    uploadsSettled: uploads.uploadsSettled,
    unansweredWritesSettled: writes.unansweredWritesSettled,
    startScheduledPublishing: publishing.startScheduledPublishing,
  };
}
type Application = Awaited<ReturnType<typeof loadApplication>>;

async function prepareDatabase(application: Application, database: Database, mediaDir: string, seedDemoContent: boolean, log: Logger) {
  // Two instances starting at once must not both migrate or seed.
  const client = await database.pool.connect();
  try {
    await client.query("select pg_advisory_lock($1)", [SETUP_LOCK]);
    await application.applyMigrations(database);
    if (seedDemoContent && (await application.isDatabaseEmpty(database.db))) {
      const started = Date.now();
      const summary = await application.seedDemo(database.db, { now: new Date(), mediaDir });
      log.info({ ms: Date.now() - started, ...summary }, "demo_content_loaded");
    } else if (await application.isSearchIndexEmpty(database.db)) {
      // Content from before the search index existed (or loaded by other means) gets indexed once.
      const documents = await application.rebuildSearchIndex(database.db, new Date());
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
  // A signal before the server listens stops what was started (PostgreSQL) and exits.
  const starting = stopWhileStarting(log);
  const loading = loadApplication();
  // Its failure is reported where it is awaited; until then it must not count as unhandled.
  loading.catch(() => {});
  let embedded: EmbeddedServer | undefined;
  let databaseUrl = config.databaseUrl;
  if (!databaseUrl) {
    // Before anything in DATA_DIR is touched: a server running there keeps it (data-dir-lock.ts).
    await lockDataDir(config.dataDir, log);
    embedded = await starting.track(startEmbeddedServer(config.dataDir, config.embeddedPgPort, log, starting.stopping), (server) => server.stop({ immediate: true }));
    databaseUrl = embedded.url;
  }
  const application = await loading;
  // The first page's renderer (React's and the site's modules) loads while the database is prepared,
  // not when the first visitor asks; a failure shows on the first page as before.
  const productionRenderer = dev ? undefined : application.productionRenderModule(application.distDir);
  productionRenderer?.load().catch(() => {});
  const database = application.connect(databaseUrl);
  // Other processes' writes reach this process's caches; listening begins while the database is
  // prepared (it needs no table), and is in place before the first request.
  const cacheListener = application.listenForCacheChanges(database.pool, log);
  await prepareDatabase(application, database, path.join(config.dataDir, "media"), config.seedDemo, log);
  await cacheListener.ready;
  // Drafts scheduled for a time go live then (every process looks; each draft is published once).
  const scheduledPublishing = application.startScheduledPublishing(database.db, log);

  const server = http.createServer();
  const drain = drainOnStop(server);
  let renderModule: RenderModule;
  let vite: import("vite").ViteDevServer | undefined;
  if (productionRenderer) {
    renderModule = productionRenderer;
  } else {
    const { createServer } = await import("vite");
    // Hot reload talks over the same port as the site.
    vite = await createServer({ server: { middlewareMode: true, hmr: { server } }, appType: "custom" });
    renderModule = application.devRenderModule(vite);
  }

  server.on("request", application.createApp({ config, database, log, renderModule, viteMiddleware: vite?.middlewares, isStopping: () => drain.draining }));
  server.keepAliveTimeout = 5_000;
  await new Promise<void>((resolve) => server.listen(config.port, config.host, resolve));
  starting.done();
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : config.port;
  log.info({ url: `http://localhost:${port}`, mode: dev ? "development" : "production" }, "listening");
  if (process.stdout.isTTY) console.log(`\n  Kulisse is running at http://localhost:${port}\n`);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    const started = Date.now();
    log.info({ signal }, "stopping");
    exitAtStopDeadline(log, started);
    await drain.close(SHUTDOWN_GRACE_MS);
    log.info({ ms: Date.now() - started }, "drained");
    // Uploads cut off by the grace period remove their partial files.
    await application.uploadsSettled();
    // Writes whose answer never arrived (cut by the grace period, or their visitor gone) are undone.
    await application.unansweredWritesSettled();
    await vite?.close();
    await scheduledPublishing.stop();
    await cacheListener.stop();
    await database.close();
    await embedded?.stop();
    log.info({ ms: Date.now() - started }, "stopped");
    process.exit(0);
  };
  process.on("SIGTERM", () => void stop("SIGTERM"));
  process.on("SIGINT", () => void stop("SIGINT"));
}

main().catch((error) => {
  // A signal stopped the start: its stop ends the process.
  if (stoppingWhileStarting()) return;
  if (error instanceof DataDirInUse) {
    console.error(error.message);
    process.exit(DATA_DIR_IN_USE_EXIT_CODE);
  }
  if (error instanceof ConfigError) {
    console.error(`Configuration error: ${error.message}`);
  } else {
    createLogger("error").error({ err: error }, "start_failed");
  }
  process.exit(1);
});
