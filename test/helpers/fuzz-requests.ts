// Fuzz inputs as HTTP requests, sent with modest concurrency over plain node:http (so paths, query
// strings, bodies and headers go out exactly as written, broken ones included), and the checks on
// every answer: no status of 500 or more, nothing that looks like a stack trace.
import http from "node:http";
import { OMIT, RawJson, RawUrlText } from "./fuzz-inputs.ts";

export type Who = "visitor" | "editor" | "admin";

export interface FuzzRequest {
  /** What the request tries, for the report. */
  label: string;
  /** The endpoint's name or the page group, for the counts. */
  group: string;
  method: string;
  /** The path and query exactly as sent (already percent-encoded, or broken on purpose). */
  path: string;
  who: Who;
  /** Extra headers; a header set to null is left out (`host: null` sends no Host at all). */
  headers?: Record<string, string | null>;
  body?: string | Buffer;
}

export interface FuzzAnswer {
  /** The HTTP status, or 0 when no answer came (timeout, reset). */
  status: number;
  body: string;
  error?: string;
}

/** Percent-encodes text for a URL; a lone surrogate (not valid UTF-8) goes out as U+FFFD. */
export function percentEncode(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return [...Buffer.from(text, "utf8")].map((byte) => `%${byte.toString(16).toUpperCase().padStart(2, "0")}`).join("");
  }
}

/** One value as URL text: raw texts as they are, lists and objects as JSON. */
function urlText(value: unknown): string {
  if (value instanceof RawUrlText) return value.text;
  if (value instanceof RawJson) return percentEncode(value.text);
  if (value !== null && typeof value === "object") return percentEncode(JSON.stringify(value, rawJsonAsText));
  return percentEncode(String(value));
}

const rawJsonAsText = (_key: string, value: unknown) => (value instanceof RawJson ? value.text : value);

/** The fields as a query string; a list repeats its field (`?page=1&page=2`), as a browser would. */
export function queryOf(fields: Record<string, unknown>): string {
  const parts: string[] = [];
  for (const [key, value] of Object.entries(fields)) {
    if (value === OMIT || value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) parts.push(`${percentEncode(key)}=${urlText(item)}`);
  }
  return parts.length ? `?${parts.join("&")}` : "";
}

/** JSON with RawJson values spliced in as written (`1e400`, deep nesting JSON.stringify would refuse). */
export function jsonOf(value: unknown): string {
  const raws: string[] = [];
  const text = JSON.stringify(value, (_key, item: unknown) => {
    if (!(item instanceof RawJson)) return item;
    raws.push(item.text);
    return `__fuzz_raw_${raws.length - 1}__`;
  });
  return text.replace(/"__fuzz_raw_(\d+)__"/g, (_whole, index: string) => raws[Number(index)]);
}

const paramPattern = /[:*]([A-Za-z_]+)/g;

/** A contract path with its parameters filled from `input`; the other fields are returned as `rest`. */
export function fillPath(pattern: string, input: Record<string, unknown>): { path: string; rest: Record<string, unknown> } {
  const rest = { ...input };
  const path = pattern.replace(paramPattern, (whole, name: string) => {
    const value = rest[name];
    delete rest[name];
    if (value === undefined || value === OMIT) return "";
    if (whole.startsWith("*") && Array.isArray(value)) return value.map(urlText).join("/");
    if (whole.startsWith("*") && typeof value === "string") return value.split("/").map(percentEncode).join("/");
    return urlText(value);
  });
  return { path, rest };
}

/** A stack trace or an error with a source path in an answer: either would leak the server's inside. */
export function looksLikeStackTrace(body: string): boolean {
  return /\bat (?:async )?(?:\S+ \()?(?:file:\/\/)?\/[^\s:()]+:\d+:\d+/.test(body) || /\b[A-Z][A-Za-z]*Error: [^\n<]*(?:\/[\w.-]+){2,}\.(?:[cm]?js|tsx?)\b/.test(body);
}

export interface Sender {
  send(request: FuzzRequest): Promise<FuzzAnswer>;
  close(): void;
}

/** Keeps at most `concurrency` connections to the app; `cookieOf` gives each caller's Cookie header. */
export function sender(baseUrl: string, options: { concurrency: number; cookieOf: (who: Who) => string; csrfToken: string; timeoutMs?: number }): Sender {
  const url = new URL(baseUrl);
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.concurrency });
  return {
    send(request) {
      const headers: Record<string, string> = { Cookie: options.cookieOf(request.who), "X-CSRFToken": options.csrfToken, Accept: "application/json, text/html" };
      if (request.body !== undefined) {
        headers["Content-Type"] = "application/json";
        // Said outright: Node would send a DELETE's body without a length, and the server would not read it.
        headers["Content-Length"] = String(Buffer.byteLength(request.body));
      }
      let setHost = true;
      for (const [name, value] of Object.entries(request.headers ?? {})) {
        const existing = Object.keys(headers).find((key) => key.toLowerCase() === name.toLowerCase());
        if (existing) delete headers[existing];
        if (value !== null) headers[name] = value;
        else if (name.toLowerCase() === "host") setHost = false;
      }
      return new Promise((resolve) => {
        const outgoing = http.request(
          { host: url.hostname, port: url.port, method: request.method, path: request.path, headers, agent, setHost, timeout: options.timeoutMs ?? 30_000 },
          (response) => {
            const chunks: Buffer[] = [];
            response.on("data", (chunk: Buffer) => chunks.push(chunk));
            response.on("end", () => resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString("utf8") }));
            response.on("error", (error) => resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString("utf8"), error: error.message }));
          },
        );
        outgoing.on("timeout", () => outgoing.destroy(new Error("no answer in time")));
        outgoing.on("error", (error) => resolve({ status: 0, body: "", error: error.message }));
        outgoing.end(request.body);
      });
    },
    close: () => agent.destroy(),
  };
}

export interface FuzzFailure {
  request: FuzzRequest;
  answer: FuzzAnswer;
  why: string;
}

export interface FuzzReport {
  sent: number;
  byStatus: Map<number, number>;
  /** Statuses per endpoint or page group: shows whether the handlers were reached (not only 400s and 401s). */
  byGroup: Map<string, Map<number, number>>;
  failures: FuzzFailure[];
}

export function emptyReport(): FuzzReport {
  return { sent: 0, byStatus: new Map(), byGroup: new Map(), failures: [] };
}

const countsText = (counts: Map<number, number>) => [...counts.entries()].sort(([a], [b]) => a - b).map(([status, count]) => `${status || "none"}: ${count}`).join(", ");

/** Why an answer fails the fuzz test, or null. No answer at all counts: the server hung or dropped it. */
export function problemOf(answer: FuzzAnswer): string | null {
  if (answer.status === 0) return `no answer (${answer.error ?? "?"})`;
  if (answer.status >= 500) return `status ${answer.status}`;
  if (looksLikeStackTrace(answer.body)) return "stack trace in the answer";
  return null;
}

/** Counts the answer in the report, and notes it as a failure when it is one. */
export function recordAnswer(report: FuzzReport, request: FuzzRequest, answer: FuzzAnswer): void {
  report.sent += 1;
  report.byStatus.set(answer.status, (report.byStatus.get(answer.status) ?? 0) + 1);
  const group = report.byGroup.get(request.group) ?? new Map<number, number>();
  report.byGroup.set(request.group, group.set(answer.status, (group.get(answer.status) ?? 0) + 1));
  const why = problemOf(answer);
  if (why) report.failures.push({ request, answer, why });
}

/** Sends the requests, `concurrency` at a time, and adds each answer to the report. */
export async function sendAll(requests: FuzzRequest[], send: Sender, concurrency: number, report: FuzzReport): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < requests.length) {
      const request = requests[next++];
      recordAnswer(report, request, await send.send(request));
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
}

/**
 * The report as lines for the test's output: counts by status, then the failures grouped by endpoint
 * (5 each); with `all`, every failure and the statuses of each group.
 */
export function describeReport(title: string, report: FuzzReport, all = false): string {
  const lines = [`${title}: ${report.sent} requests; by status ${countsText(report.byStatus)}; failures ${report.failures.length}`];
  if (all) for (const [group, counts] of report.byGroup) lines.push(`  ${group} — ${countsText(counts)}`);
  const byGroup = new Map<string, FuzzFailure[]>();
  for (const failure of report.failures) byGroup.set(failure.request.group, [...(byGroup.get(failure.request.group) ?? []), failure]);
  for (const [group, failures] of byGroup) {
    lines.push(`  ${group}: ${failures.length}`);
    for (const { request, answer, why } of all ? failures : failures.slice(0, 5))
      lines.push(`    ${why} (${request.who}) ${request.method} ${request.path.slice(0, 120)} — ${request.label.slice(0, 80)}${answer.body ? ` → ${answer.body.slice(0, 120).replace(/\s+/g, " ")}` : ""}`);
  }
  return lines.join("\n");
}
