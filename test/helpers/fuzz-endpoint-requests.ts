// The fuzz requests of the API contract's endpoints (issue 14): each endpoint's schema's fuzz inputs
// as the role that reaches its handler, its real samples' leaves, whole bodies, query strings and
// uploads no field mutation makes, and the header cases sent with a valid request.
import assert from "node:assert/strict";
import { test } from "node:test";
import { endpoints, type EndpointName } from "../../shared/api/contract/index.ts";
import { pathParamNames, type AnyEndpoint } from "../../shared/api/endpoint.ts";
import { callerOf, CONCURRENCY, failureList, SEED, VERBOSE, type FuzzApp, type FuzzSample, type KnownValues } from "./fuzz-app.ts";
import { deepJson, fieldsOf, fuzzInputs, leafMutations, RawJson, type FuzzInput, type Repeats } from "./fuzz-inputs.ts";
import { describeReport, emptyReport, fillPath, jsonOf, queryOf, sendAll, type FuzzRequest, type Who } from "./fuzz-requests.ts";

/** Where a field travels: in the path, the query string (GET) or the JSON body. */
function placeOf(endpoint: AnyEndpoint, name: string): "path" | "query" | "body" {
  if (pathParamNames(endpoint.path).includes(name)) return "path";
  return endpoint.method === "GET" ? "query" : "body";
}

/** A value as the server sees it after the trip: text in path and query (lists repeat a query field), JSON in a body. */
function arriving(place: "path" | "query" | "body", value: unknown): unknown {
  if (value === undefined) return undefined;
  if (place === "body") return JSON.parse(jsonOf(value));
  const text = (item: unknown) => (item instanceof RawJson ? item.text : item !== null && typeof item === "object" ? JSON.stringify(item) : String(item));
  return place === "query" && Array.isArray(value) ? value.map(text) : text(value);
}

/** Field schemas already fuzzed in full, by place: later endpoints sharing them get a sample (see Repeats). */
const fuzzedSchemas = new WeakMap<object, Set<string>>();

function repeatsFor(endpoint: AnyEndpoint): Repeats {
  return {
    seenBefore(name, field) {
      const places = fuzzedSchemas.get(field) ?? new Set<string>();
      fuzzedSchemas.set(field, places);
      const place = placeOf(endpoint, name);
      if (places.has(place)) return true;
      places.add(place);
      return false;
    },
    arriving: (name, value) => arriving(placeOf(endpoint, name), value),
    keep: 4,
  };
}

/** One fuzz input as the endpoint's request: path parameters in the path, the rest as query (GET) or JSON body. */
export function endpointRequest(name: string, endpoint: AnyEndpoint, fuzz: FuzzInput, who: Who): FuzzRequest {
  const { path, rest } = fillPath(endpoint.path, fuzz.input);
  if (endpoint.method === "GET") return { label: fuzz.label, group: name, method: "GET", path: path + queryOf(rest), who };
  return { label: fuzz.label, group: name, method: endpoint.method, path, who, body: jsonOf(rest) };
}

/** Whole bodies no field mutation makes: broken JSON, other JSON values, deep nesting, odd encodings. */
function bodyRequests(name: string, endpoint: AnyEndpoint, valid: Record<string, unknown>, who: Who): FuzzRequest[] {
  const { path, rest } = fillPath(endpoint.path, valid);
  const validBody = jsonOf(rest);
  const withBody = (label: string, body: string | Buffer, headers?: Record<string, string>): FuzzRequest => ({ label, group: name, method: endpoint.method, path, who, body, headers });
  return [
    withBody("broken JSON", '{"lang":'),
    withBody("trailing garbage", `${validBody}}`),
    withBody("JSON null", "null"),
    withBody("JSON list", "[]"),
    withBody("JSON text", '"x"'),
    withBody("JSON number", "2147483648"),
    withBody("empty body", ""),
    withBody("5,000 nested arrays", deepJson(5000).text),
    withBody("5,000 nested objects", deepJson(5000, "object").text),
    withBody("40,000 nested arrays", deepJson(40_000).text),
    withBody("a deep field beside valid ones", validBody.replace(/^\{/, `{"fuzz_deep":${deepJson(5000).text},`).replace(",}", "}")),
    withBody("NUL in a key", validBody.replace(/^\{/, '{"a\\u0000b":1,').replace(",}", "}")),
    withBody("prototype keys", validBody.replace(/^\{/, '{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}},').replace(",}", "}")),
    withBody("duplicate keys", validBody.replace(/^\{/, '{"lang":"x","lang":"de",').replace(",}", "}")),
    withBody("byte order mark", `\uFEFF${validBody}`),
    withBody("invalid UTF-8", Buffer.concat([Buffer.from('{"x":"'), Buffer.from([0xff, 0xfe, 0xc0, 0xaf]), Buffer.from('"}')])),
    withBody("UTF-16 charset", validBody, { "Content-Type": "application/json; charset=utf-16" }),
    withBody("unknown charset", validBody, { "Content-Type": "application/json; charset=x-fuzz" }),
    withBody("text/plain", validBody, { "Content-Type": "text/plain" }),
    withBody("form-encoded", "lang=de&a=%00", { "Content-Type": "application/x-www-form-urlencoded" }),
    withBody("multipart without boundary", validBody, { "Content-Type": "multipart/form-data" }),
    withBody("gzip that is not", validBody, { "Content-Encoding": "gzip" }),
    withBody("unknown encoding", validBody, { "Content-Encoding": "fuzz" }),
  ];
}

/** Query strings no field mutation makes: broken or NUL keys, hundreds of fields. */
function queryRequests(name: string, endpoint: AnyEndpoint, valid: Record<string, unknown>, who: Who): FuzzRequest[] {
  const { path, rest } = fillPath(endpoint.path, valid);
  const query = queryOf(rest);
  const join = query ? "&" : "?";
  const extra = (label: string, text: string): FuzzRequest => ({ label, group: name, method: "GET", path: path + query + join + text, who });
  return [
    extra("NUL as a field name", "%00=1"),
    extra("broken percent-encoding in a field name", "%E0%A4%A=1"),
    extra("field name only", "page"),
    extra("empty pairs", "&&=&=="),
    extra("1,000 fields", Array.from({ length: 1000 }, (_, index) => `f${index}=${index}`).join("&")),
    extra("object notation", "page[a]=1&lang[]=de"),
    extra("every field twice", Object.keys(fieldsOf(endpoint.input) ?? {}).map((key) => `${key}=1&${key}=2`).join("&")),
  ];
}

/** A 1×1 PNG. */
const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==", "base64");

/** Multipart bodies for an upload: odd file names, wrong parts, broken envelopes. */
function uploadRequests(name: string, endpoint: AnyEndpoint, valid: Record<string, unknown>, who: Who): FuzzRequest[] {
  const path = fillPath(endpoint.path, valid).path;
  const boundary = "fuzzboundary";
  const part = (field: string, filename: string | Buffer | null, content: Buffer | string, type = "image/png") =>
    Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"`),
      filename === null ? Buffer.alloc(0) : Buffer.concat([Buffer.from('; filename="'), Buffer.from(filename), Buffer.from('"')]),
      Buffer.from(`\r\nContent-Type: ${type}\r\n\r\n`),
      Buffer.from(content),
      Buffer.from("\r\n"),
    ]);
  const end = Buffer.from(`--${boundary}--\r\n`);
  const upload = (label: string, body: Buffer, contentType = `multipart/form-data; boundary=${boundary}`): FuzzRequest => ({ label, group: name, method: "POST", path, who, body, headers: { "Content-Type": contentType } });
  const file = endpoint.file!.name;
  return [
    upload("JSON instead of an upload", Buffer.from("{}"), "application/json"),
    upload("a valid image", Buffer.concat([part(file, "fuzz.png", PNG), end])),
    upload("NUL in the file name", Buffer.concat([part(file, "a\u0000b.png", PNG), end])),
    upload("invalid UTF-8 file name", Buffer.concat([part(file, Buffer.from([0xff, 0xfe, 0x2e, 0x70, 0x6e, 0x67]), PNG), end])),
    upload("5,000-character file name", Buffer.concat([part(file, `${"n".repeat(5000)}.png`, PNG), end])),
    upload("path in the file name", Buffer.concat([part(file, "../../../etc/passwd", PNG), end])),
    upload("a text field with NUL beside the file", Buffer.concat([part("lang", null, "de\u0000", "text/plain"), part(file, "fuzz.png", PNG), end])),
    upload("two files", Buffer.concat([part(file, "a.png", PNG), part(file, "b.png", PNG), end])),
    upload("file under another name", Buffer.concat([part("other", "a.png", PNG), end])),
    upload("PNG header, then garbage", Buffer.concat([part(file, "broken.png", Buffer.concat([PNG.subarray(0, 16), Buffer.alloc(64, 0xff)])), end])),
    upload("empty file", Buffer.concat([part(file, "empty.png", Buffer.alloc(0)), end])),
    upload("no closing boundary", part(file, "fuzz.png", PNG)),
    upload("no boundary given", Buffer.concat([part(file, "fuzz.png", PNG), end]), "multipart/form-data"),
    upload("25 parts", Buffer.concat([...Array.from({ length: 25 }, (_, index) => part(`f${index}`, null, "x", "text/plain")), end])),
  ];
}

/** Every request for one endpoint: its schema's fuzz inputs, the same for its real samples, whole bodies or query strings. */
export function requestsFor(name: string, endpoint: AnyEndpoint, known: KnownValues, samples: FuzzSample[]): FuzzRequest[] {
  const who = callerOf(endpoint);
  const urlFields = endpoint.method === "GET" ? Object.keys(fieldsOf(endpoint.input) ?? {}) : pathParamNames(endpoint.path);
  const inputs = fuzzInputs(endpoint.input, { known: { ...known["*"], ...known[name] }, seed: SEED, urlFields, pathFields: pathParamNames(endpoint.path), repeats: repeatsFor(endpoint) });
  const requests = inputs.map((fuzz) => endpointRequest(name, endpoint, fuzz, who));
  // Callers without the role see the policy's answer; once per endpoint is enough to check it.
  if (who !== "visitor") requests.push({ ...requests[0], label: "valid, as visitor", who: "visitor" });
  if (who === "editor") requests.push({ ...requests[0], label: "valid, as admin", who: "admin" });
  const valid = inputs[0].input;
  if (endpoint.file) requests.push(...uploadRequests(name, endpoint, valid, who));
  else if (endpoint.method === "GET") requests.push(...queryRequests(name, endpoint, valid, who));
  else requests.push(...bodyRequests(name, endpoint, valid, who));
  for (const sample of samples.filter((item) => item.endpoint === name))
    for (const mutation of leafMutations(sample.input[sample.field], { seed: SEED, limit: sample.limit }))
      requests.push(endpointRequest(name, endpoint, { label: `sample ${String(sample.input.resource ?? "")} ${sample.field}.${mutation.label}`, input: { ...sample.input, [sample.field]: mutation.value } }, sample.who ?? who));
  return requests;
}


/**
 * Header cases, each sent with one valid request of every endpoint and with the home page. The
 * Host cases included (`Host: null` sends none at all).
 */
export const headerCases = (CSRF: string): { label: string; headers: Record<string, string | null> }[] => [
  { label: "session cookie with NUL", headers: { Cookie: `sessionid=a%00b; csrftoken=${CSRF}` } },
  { label: "8 kB session cookie", headers: { Cookie: `sessionid=${"s".repeat(8000)}; csrftoken=${CSRF}` } },
  { label: "broken cookie syntax", headers: { Cookie: `=;;;%%; sessionid=%E0%A4%A; csrftoken=${CSRF}` } },
  { label: "CSRF cookie twice", headers: { Cookie: `csrftoken=${CSRF}; csrftoken=x%00` } },
  { label: "cart cookie with NUL", headers: { Cookie: `kulisse_cart=%00; csrftoken=${CSRF}` } },
  { label: "long CSRF header", headers: { "X-CSRFToken": "t".repeat(8000) } },
  { label: "odd Accept-Language", headers: { "Accept-Language": "xx-%00;q=NaN, *;q=2" } },
  { label: "forwarded for garbage", headers: { "X-Forwarded-For": "::ffff:999.1.1.1, %00, x" } },
  { label: "forwarded proto garbage", headers: { "X-Forwarded-Proto": "gopher" } },
  { label: "Origin null", headers: { Origin: "null" } },
  { label: "Referer with NUL", headers: { Referer: "http://x/%00" } },
  { label: "Range far away", headers: { Range: "bytes=99999999999999999999-" } },
  { label: "If-None-Match garbage", headers: { "If-None-Match": '"%00", W/' } },
  { label: "Host with a space", headers: { Host: "a b" } },
  { label: "empty Host", headers: { Host: "" } },
  { label: "no Host", headers: { Host: null } },
  { label: "Host with a port out of range", headers: { Host: "x:99999" } },
  { label: "foreign Host", headers: { Host: "evil.example" } },
  { label: "Host with NUL and brackets", headers: { Host: "[::1%00]:80" } },
  { label: "Host with user info", headers: { Host: "user@127.0.0.1" } },
];

/** The test that fuzzes every endpoint `wanted` picks, each as the role that reaches its handler. */
export function testEndpoints(fuzz: FuzzApp, title: string, wanted: (endpoint: AnyEndpoint) => boolean): void {
  test(title, async (t) => {
    const report = emptyReport();
    const started = Date.now();
    // Visitor-session calls that end the caller's session go last.
    const names = (Object.keys(endpoints) as EndpointName[]).filter((name) => wanted(endpoints[name])).sort((a, b) => Number(a === "logout") - Number(b === "logout"));
    for (const name of names) {
      await fuzz.renewSessions();
      await sendAll(requestsFor(name, endpoints[name], fuzz.known, fuzz.samples), fuzz.send(), CONCURRENCY, report);
    }
    t.diagnostic(`${describeReport("API", report, VERBOSE)}, ${names.length} endpoints (${((Date.now() - started) / 1000).toFixed(1)} s)`);
    assert.deepEqual(failureList(report), []);
  });
}
