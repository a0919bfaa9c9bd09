// The render-only figure: how long React takes to render a page when its data is already in memory,
// the yardstick for the uncached page time (issue 15: the uncached calendar within 1.5× of this).
//
//   measureRenderOnly(baseUrl, paths, options?) → Promise<Record<path, median ms>>
//
// `baseUrl` is a running production server of this checkout (e.g. "http://127.0.0.1:3000"). For each
// path, the built SSR entry (dist/server/entry-server.js `render`, the server's own renderer) renders
// the page once with an API client that asks that server over HTTP and records every answer; then it
// renders the page `iterations` times (after a warm-up) with a client that replays the recorded
// answers from memory, so no database and no HTTP take part. The time runs from the call of `render`
// (React Router's loaders on the replayed answers, then React) to the last byte of the stream.
// Every path must render with status 200. React must be its production build, as the server's: the
// process needs NODE_ENV=production before React loads (set here when nothing has loaded it yet).
// Run by hand: `npx tsx test/bench/render-only.ts <baseUrl> <path>…`.
import { createRequire } from "node:module";
import { Writable } from "node:stream";
import { fileURLToPath } from "node:url";
import { performance } from "node:perf_hooks";
import type { EntryModule } from "../../server/ssr/render-module.ts";
import type { ApiClient } from "../../shared/api/contract/index.ts";
import { percentile } from "./timing.ts";

export interface RenderOnlyOptions {
  /** Timed renders per path (after `warmup` untimed ones). */
  iterations?: number;
  warmup?: number;
  /** The build to render with; this checkout's dist/ unless given. */
  distDir?: string;
}

type Answers = Map<string, unknown>;
const keyOf = (name: string, input: unknown) => `${name} ${JSON.stringify(input ?? {})}`;

/** Forwards every call to `api` and keeps its answer (failures are kept as failures). */
function recordingClient(api: ApiClient, answers: Answers): ApiClient {
  const client = api as unknown as Record<string, (input: unknown) => Promise<unknown>>;
  return new Proxy(client, {
    get: (target, name: string) => async (input: unknown) => {
      const answer = target[name](input);
      answers.set(keyOf(name, input), answer.then((value) => ({ value }), (error: unknown) => ({ error })));
      return answer;
    },
  }) as unknown as ApiClient;
}

/** Answers from `answers` only: a call the recording did not see is an error, not a silent network call. */
function replayingClient(answers: Map<string, { value?: unknown; error?: unknown }>): ApiClient {
  return new Proxy({}, {
    get: (_target, name: string) => (input: unknown) => {
      const answer = answers.get(keyOf(name, input));
      if (!answer) return Promise.reject(new Error(`render-only: no recorded answer for ${keyOf(name, input)}`));
      // A fresh copy each time: loaders may change what they get.
      return "error" in answer ? Promise.reject(answer.error) : Promise.resolve(structuredClone(answer.value));
    },
  }) as ApiClient;
}

/** Renders `path` to the end of its stream; resolves with the status and the byte count. */
async function renderToEnd(entry: EntryModule, options: Omit<Parameters<EntryModule["render"]>[0], "request">, url: string): Promise<{ status: number; bytes: number }> {
  const result = await entry.render({ ...options, request: new Request(url, { headers: { accept: "text/html" } }) });
  if (result.kind === "response") return { status: result.response.status, bytes: (await result.response.arrayBuffer()).byteLength };
  let bytes = 0;
  await new Promise<void>((resolve, reject) => {
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        bytes += chunk.length;
        done();
      },
    });
    sink.on("finish", resolve).on("error", reject);
    result.pipe(sink);
  });
  return { status: result.status, bytes };
}

/**
 * React picks its build when first loaded: a development build would measure React's checks, not the
 * page. So the modules that load React are imported only after this.
 */
function chooseProductionReact(): void {
  if (process.env.NODE_ENV === "production") return;
  const require = createRequire(import.meta.url);
  if (require.resolve("react") in require.cache) throw new Error("render-only: React is loaded already as its development build; run with NODE_ENV=production");
  process.env.NODE_ENV = "production";
}

export async function measureRenderOnly(baseUrl: string, paths: string[], options: RenderOnlyOptions = {}): Promise<Record<string, number>> {
  const { iterations = 50, warmup = 10 } = options;
  chooseProductionReact();
  const [{ distDir, publicDir }, { createLogger }, { customErrorPageLoader }, { productionRenderModule }, { createHttpClient }] = await Promise.all([
    import("../../server/app.ts"),
    import("../../server/logger.ts"),
    import("../../server/ssr/custom-error-page.ts"),
    import("../../server/ssr/render-module.ts"),
    import("../../shared/api/http-client.ts"),
  ]);
  const renderModule = productionRenderModule(options.distDir ?? distDir);
  const entry = await renderModule.load();
  const origin = new URL(baseUrl).origin;
  const common = {
    nonce: "cmVuZGVyLW9ubHktbm9uY2U=",
    config: { siteName: process.env.SITE_NAME ?? "Staatstheater Kulisse", publicUrl: origin, assets: { css: renderModule.css }, tagManagerUrl: "", quickBuy: false },
    clientModules: renderModule.clientModules,
    startAfterFirstPaint: renderModule.startAfterFirstPaint,
    routeAssets: renderModule.routeAssets,
    loadCustomErrorPage: customErrorPageLoader(publicDir, createLogger("error")),
    onError: (error: unknown) => console.error("render-only:", error),
  };
  const medians: Record<string, number> = {};
  for (const path of paths) {
    const recorded: Answers = new Map();
    const first = await renderToEnd(entry, { ...common, api: recordingClient(createHttpClient({ baseUrl: origin }), recorded) }, origin + path);
    if (first.status !== 200) throw new Error(`render-only: ${path} rendered with status ${first.status}`);
    const answers = new Map<string, { value?: unknown; error?: unknown }>();
    for (const [key, answer] of recorded) answers.set(key, (await answer) as { value?: unknown; error?: unknown });
    const replay = { ...common, api: replayingClient(answers) };
    const samples: number[] = [];
    for (let i = 0; i < warmup + iterations; i++) {
      const start = performance.now();
      const { status } = await renderToEnd(entry, replay, origin + path);
      if (status !== 200) throw new Error(`render-only: ${path} rendered from recorded answers with status ${status}`);
      if (i >= warmup) samples.push(performance.now() - start);
    }
    medians[path] = percentile(samples.sort((a, b) => a - b), 0.5);
  }
  return medians;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [baseUrl, ...paths] = process.argv.slice(2);
  if (!baseUrl || paths.length === 0) throw new Error("usage: tsx test/bench/render-only.ts <baseUrl> <path>…");
  for (const [path, ms] of Object.entries(await measureRenderOnly(baseUrl, paths))) console.log(`${path}\t${ms.toFixed(2)} ms`);
}
