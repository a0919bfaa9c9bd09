// Throughput of one URL under load with autocannon: a warm-up run that is thrown away, then a timed
// run with `connections` clients asking one request after another; requests/s and p50/p95 latency
// (autocannon's own summary has no p95, so every response time is kept).
import autocannon from "autocannon";
import { percentile } from "./timing.ts";

export interface Throughput {
  requestsPerSecond: number;
  p50: number;
  p95: number;
  /** Answers other than 2xx, errors and timeouts: a figure with any of these is not a page's speed. */
  failures: number;
}

export interface ThroughputOptions {
  connections?: number;
  warmupSeconds?: number;
  seconds?: number;
}

// What a browser sends: the page and the static file are compressed alike.
const BROWSER_HEADERS = { "accept-encoding": "gzip, deflate, br", accept: "text/html,*/*" };

function load(url: string, connections: number, seconds: number, onResponse?: (ms: number) => void): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    const instance = autocannon({ url, connections, duration: seconds, headers: BROWSER_HEADERS }, (error, result) => (error ? reject(error) : resolve(result)));
    if (onResponse) instance.on("response", (_client, _status, _bytes, ms) => onResponse(ms));
  });
}

export async function measureThroughput(url: string, options: ThroughputOptions = {}): Promise<Throughput> {
  const { connections = 10, warmupSeconds = 2, seconds = 5 } = options;
  if (warmupSeconds > 0) await load(url, connections, warmupSeconds);
  const samples: number[] = [];
  const result = await load(url, connections, seconds, (ms) => samples.push(ms));
  samples.sort((a, b) => a - b);
  return {
    requestsPerSecond: samples.length / result.duration,
    p50: percentile(samples, 0.5),
    p95: percentile(samples, 0.95),
    failures: result.non2xx + result.errors + result.timeouts,
  };
}
