// The whole application on a free port, against its own throwaway database, with the production build.
import { EventEmitter } from "node:events";
import http from "node:http";
import { after, before } from "node:test";
import type { AddressInfo } from "node:net";
import { createApp, distDir } from "../../server/app.ts";
import { loadConfig, type Config } from "../../server/config.ts";
import { connect } from "../../server/db/client.ts";
import { createLogger } from "../../server/logger.ts";
import { productionRenderModule } from "../../server/ssr/render-module.ts";
import { clearSiteSettingsCache } from "../../server/services/site-settings.ts";
import { createTestDatabase, stopOwnServer, testDataDir, type TestDatabase } from "./database.ts";

/** One JSON line of the app's log. */
export type LogLine = Record<string, unknown>;

export interface TestApp {
  url: string;
  database: TestDatabase;
  db: TestDatabase["db"];
  /** JSON log lines the app wrote. */
  logs: Record<string, unknown>[];
  /** The first log line `matches` accepts, already written or the next to come; rejects after `timeoutMs`. */
  logLine(matches: (line: LogLine) => boolean, timeoutMs?: number): Promise<LogLine>;
  /** Moves the app's clock (opening hours, what is on sale); holds run by PostgreSQL's clock (helpers/hold-time.ts). */
  setNow(date: Date | null): void;
  close(): Promise<void>;
}

export interface TestAppOptions {
  siteName?: string;
  /** Settings on top of the test configuration, e.g. { tagManagerUrl }. */
  config?: Partial<Config>;
  /**
   * Another server process's database (e.g. a first app's): this app gets its own pool on it, as a
   * second process would, instead of a fresh copy. Its close() leaves the database to its owner.
   */
  sameDatabaseAs?: TestDatabase;
}

/** A pool of this app's own on `shared`; dropping it only closes the pool. */
function joinDatabase(shared: TestDatabase): TestDatabase {
  const database = connect(shared.url, 5);
  return { ...database, name: shared.name, url: shared.url, drop: database.close };
}

export async function startTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const database = options.sameDatabaseAs ? joinDatabase(options.sameDatabaseAs) : await createTestDatabase();
  // No HTML cache unless a test asks for one ({ config: { htmlCacheMb } }): many tests write rows
  // straight into the database, which no cache hears of; the site's own writes all announce themselves.
  const config = { ...loadConfig({ SITE_NAME: options.siteName ?? "Staatstheater Kulisse", LOG_LEVEL: "info" }), dataDir: testDataDir(), htmlCacheMb: 0, ...options.config };
  const logs: LogLine[] = [];
  const written = new EventEmitter();
  const log = createLogger("info", {
    write: (text) => {
      const line = JSON.parse(text) as LogLine;
      logs.push(line);
      written.emit("line", line);
    },
  });
  let fixedNow: Date | null = null;
  clearSiteSettingsCache();
  const app = createApp({
    config,
    database,
    log,
    renderModule: productionRenderModule(distDir),
    now: () => fixedNow ?? new Date(),
  });
  const server = http.createServer(app);
  // The tests' fetch runs in this process: a busy machine can stall its timers past Node's 5 s, and
  // the server then closes a kept-alive socket just as fetch reuses it (ECONNRESET). Production's
  // keep-alive is server/index.ts's and tested with a real process (test/api/startup.test.ts).
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    database,
    db: database.db,
    logs,
    logLine(matches, timeoutMs = 5_000) {
      const earlier = logs.find(matches);
      if (earlier) return Promise.resolve(earlier);
      return new Promise((resolve, reject) => {
        const listener = (line: LogLine) => {
          if (!matches(line)) return;
          clearTimeout(timer);
          written.off("line", listener);
          resolve(line);
        };
        const timer = setTimeout(() => {
          written.off("line", listener);
          reject(new Error(`no such log line within ${timeoutMs} ms`));
        }, timeoutMs);
        written.on("line", listener);
      });
    },
    setNow(date) {
      fixedNow = date;
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await database.drop();
      clearSiteSettingsCache();
      if (!process.env.TEST_PG_URL && !options.sameDatabaseAs) await stopOwnServer();
    },
  };
}

export interface SharedTestApp extends TestApp {
  /** Settles when the app has started; await it in your own before() hooks (hooks may overlap). */
  ready: Promise<void>;
  /** GET a path and parse the JSON answer. */
  getJson<T>(path: string): Promise<{ status: number; body: T }>;
}

/** Starts one app for the test file (before) and stops it (after); use its fields inside tests. */
export function sharedTestApp(options: TestAppOptions = {}): SharedTestApp {
  let app: TestApp | undefined;
  let markReady: () => void = () => {};
  const ready = new Promise<void>((resolve) => (markReady = resolve));
  before(async () => {
    app = await startTestApp(options);
    markReady();
  });
  after(() => app?.close());
  const started = () => {
    if (!app) throw new Error("the test app is used before it started");
    return app;
  };
  return {
    ready,
    get url() {
      return started().url;
    },
    get database() {
      return started().database;
    },
    get db() {
      return started().db;
    },
    get logs() {
      return started().logs;
    },
    logLine: (matches, timeoutMs) => started().logLine(matches, timeoutMs),
    setNow: (date) => started().setNow(date),
    close: () => started().close(),
    async getJson<T>(path: string) {
      const response = await fetch(started().url + path);
      return { status: response.status, body: (await response.json()) as T };
    },
  };
}
