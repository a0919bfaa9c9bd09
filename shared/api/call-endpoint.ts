// Calls one endpoint of the contract over fetch: the browser's half of the contract. The input is
// checked with the endpoint's own schema before anything is sent; writes carry the visitor's cookies
// and the CSRF header; failures come out as ApiError, as the server's in-process client throws them.
// The site's client (http-client.ts) and the web components both call through here.
import { ApiError, type ErrorBody } from "./api-error.ts";
import { csrfEndpoint } from "./contract/csrf.ts";
import { CSRF_COOKIE, CSRF_HEADER } from "./csrf.ts";
import { buildPath, toQueryString, type AnyEndpoint, type Endpoint, type FileAnswer, type UploadEndpoint } from "./endpoint.ts";
import { knownFields, validateInput } from "./validate-input.ts";
import { pageCookie } from "../lib/page-cookies.ts";

export interface CallOptions {
  /** Origin of the theatre site; "" (the default): the page's own. */
  baseUrl?: string;
  /** The page's fetch by default; tests hand in their own. */
  fetch?: typeof fetch;
}

const fetchOf = (options: CallOptions): typeof fetch => options.fetch ?? ((...args) => globalThis.fetch(...args));
const urlOf = (options: CallOptions, path: string) => `${(options.baseUrl ?? "").replace(/\/+$/, "")}${path}`;

/** The browser's one request for a CSRF token while it has none (only ever set in a browser: it reads document.cookie). */
let tokenOnItsWay: Promise<string> | null = null;

/**
 * The CSRF cookie's token; when the browser has none yet, one cheap API call hands it out. Calls
 * made at the same moment (several uploads at once) share that one call: each call would set a new
 * cookie, and all but the last would send a token the cookie no longer holds.
 */
async function csrfToken(options: CallOptions): Promise<string> {
  const existing = pageCookie(CSRF_COOKIE);
  if (existing) return existing;
  tokenOnItsWay ??= fetchOf(options)(urlOf(options, csrfEndpoint.path), { credentials: "include" })
    .then(() => pageCookie(CSRF_COOKIE) ?? "")
    .finally(() => {
      tokenOnItsWay = null;
    });
  return tokenOnItsWay;
}

function filenameOf(disposition: string | null): string {
  return /filename="([^"]*)"/.exec(disposition ?? "")?.[1] ?? "download";
}

export function callEndpoint<I, O>(endpoint: UploadEndpoint<I, O>, input: I & { file: Blob }, options?: CallOptions): Promise<O>;
export function callEndpoint<I, O>(endpoint: Endpoint<I, O>, input: I, options?: CallOptions): Promise<O>;
export async function callEndpoint(spec: Endpoint<unknown, unknown>, input: unknown, options: CallOptions = {}): Promise<unknown> {
  const endpoint = spec as AnyEndpoint;
  const { file, ...fields } = input as Record<string, unknown>;
  const raw = endpoint.method === "GET" ? knownFields(endpoint.input, fields) : fields;
  const valid = validateInput(endpoint.input, raw) as Record<string, unknown>;
  const built = buildPath(endpoint.path, valid);
  const init: RequestInit = { method: endpoint.method, credentials: "include", headers: { Accept: "application/json" } };
  let url = urlOf(options, built.path);
  if (endpoint.method === "GET") {
    url += toQueryString(built.rest);
  } else {
    const headers: Record<string, string> = { ...(init.headers as Record<string, string>), [CSRF_HEADER]: await csrfToken(options) };
    if (endpoint.file) {
      const form = new FormData();
      for (const [key, value] of Object.entries(built.rest)) form.append(key, String(value));
      form.append(endpoint.file.name, file as Blob, (file as File).name ?? endpoint.file.name);
      init.body = form;
    } else {
      headers["Content-Type"] = "application/json";
      init.body = JSON.stringify(built.rest);
    }
    init.headers = headers;
  }
  const response = await fetchOf(options)(url, init);
  if (!response.ok) {
    const body = (await response.json().catch(() => ({ error: response.statusText || "invalid response" }))) as ErrorBody;
    const retryAfter = response.headers.get("Retry-After");
    throw new ApiError(response.status, body, retryAfter ? { "Retry-After": retryAfter } : {});
  }
  if (endpoint.answer === "file") {
    const answer: FileAnswer = { contentType: response.headers.get("Content-Type") ?? "", filename: filenameOf(response.headers.get("Content-Disposition")), body: await response.text() };
    return answer;
  }
  return response.json();
}

/**
 * Calls an upload endpoint with progress: `onProgress` gets the share of the body sent (0 to 1).
 * fetch cannot report that, so this one goes through XMLHttpRequest; input, CSRF and errors as above.
 */
export async function callUploadWithProgress<I, O>(endpoint: UploadEndpoint<I, O>, input: I & { file: Blob }, onProgress: (share: number) => void, options: CallOptions = {}): Promise<O> {
  const { file, ...fields } = input as Record<string, unknown>;
  const valid = validateInput(endpoint.input as AnyEndpoint["input"], fields) as Record<string, unknown>;
  const built = buildPath(endpoint.path, valid);
  const token = await csrfToken(options);
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open(endpoint.method, urlOf(options, built.path));
    request.withCredentials = true;
    request.setRequestHeader(CSRF_HEADER, token);
    request.setRequestHeader("Accept", "application/json");
    request.upload.addEventListener("progress", (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    });
    request.addEventListener("load", () => {
      let body: unknown;
      try {
        body = JSON.parse(request.responseText);
      } catch {
        body = { error: request.statusText || "invalid response" };
      }
      if (request.status >= 200 && request.status < 300) resolve(body as O);
      else reject(new ApiError(request.status, body as ErrorBody));
    });
    request.addEventListener("error", () => reject(new ApiError(0, { error: "network error" })));
    const form = new FormData();
    for (const [key, value] of Object.entries(built.rest)) form.append(key, String(value));
    form.append(endpoint.file.name, file as Blob, (file as File).name ?? endpoint.file.name);
    request.send(form);
  });
}
