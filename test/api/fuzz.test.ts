// Issue 14 "No 500 from any input": requests derived from the API contract's schemas (wrong types,
// bounds ± 1, 2^31, 2^63, NUL, long and odd Unicode, arrays for scalars, missing and extra fields,
// broken and deeply nested JSON) for every endpoint, as the role that reaches its handler, plus
// hostile page paths, query strings, form posts and headers. Any answer of 500 or more, no answer,
// or a stack trace in an answer fails. Deterministic: the seed is FUZZ_SEED (14 unless set).
import assert from "node:assert/strict";
import { before, test, type TestContext } from "node:test";
import { endpoints } from "../../shared/api/contract/index.ts";
import { pathParamNames, type AnyEndpoint } from "../../shared/api/endpoint.ts";
import { can, type Ability } from "../../shared/policies.ts";
import type { AdminItem, AdminList, AdminSettings } from "../../shared/api/contract/admin.ts";
import type { PageData } from "../../shared/api/types.ts";
import type { FormDefinition } from "../../shared/api/content-types.ts";
import { adminResources } from "../../src/admin/resources/index.ts";
import { routePaths } from "../../src/route-paths.ts";
import { signedTokenFor } from "../helpers/csrf-token.ts";
import { sharedTestApp } from "../helpers/test-app.ts";
import { sessionCookie } from "../helpers/editor-session.ts";
import { eventWithDiscount } from "../helpers/bookable-event.ts";
import { deepJson, fieldsOf, fuzzInputs, leafMutations, RawJson, validObjectOf, type FuzzInput, type Repeats } from "../helpers/fuzz-inputs.ts";
import { describeReport, emptyReport, fillPath, jsonOf, queryOf, recordAnswer, sendAll, sender, type FuzzReport, type FuzzRequest, type Sender, type Who } from "../helpers/fuzz-requests.ts";

const SEED = Number(process.env.FUZZ_SEED ?? 14);
const CONCURRENCY = 4;
/** A token the app signed (set before the requests are made). */
let CSRF = "";
/** FUZZ_VERBOSE=1 lists every failure, not five per endpoint. */
const VERBOSE = !!process.env.FUZZ_VERBOSE;

// Limits high enough that the fuzzed calls reach their handlers instead of a 429.
const many = 1_000_000;
const app = sharedTestApp({ config: { shopCartLimit: many, searchLimit: many, autocompleteLimit: many, formEntryLimit: many, uploadLimit: many, errorReportLimit: many } });

type Role = Exclude<Who, "visitor">;
const cookies: Record<Role, string> = { editor: "", admin: "" };
let send: Sender;

/** Fresh sessions: a fuzzed call may end one (a password change, a logout). */
async function renewSessions(): Promise<void> {
  for (const role of ["editor", "admin"] as const) cookies[role] = await sessionCookie(app.db, role);
}

/** Field values that reach a handler's work rather than its first check, per endpoint (or for every endpoint under "*"). */
const known: Record<string, Record<string, unknown>> = {
  "*": { lang: "de", resource: "productions", query: "Faust", date: "01-06-2026", target: "page:1", slug: "fuzz-container", content_type: "page", password: "fuzz-password-123", email: "editor@example.org", values: {}, field_values: {}, sections: [], path: "abonnements" },
  adminList: { sort: "-title", of: "season:1" },
};

/** Real values (stored items, a page's sections, a form's fields) whose leaves are fuzzed too, by `who` when the endpoint's caller would be refused. */
const samples: { endpoint: string; input: Record<string, unknown>; field: string; limit: number; who?: Who }[] = [];

before(async () => {
  await app.ready;
  CSRF = await signedTokenFor(app.db);
  await renewSessions();
  send = sender(app.url, {
    concurrency: CONCURRENCY,
    csrfToken: CSRF,
    cookieOf: (who) => [who === "visitor" ? "" : cookies[who], `csrftoken=${CSRF}`].filter(Boolean).join("; "),
  });
  const get = async <T>(path: string, who: Who = "admin"): Promise<T> => {
    const answer = await send.send({ label: "sample", group: "sample", method: "GET", path, who });
    assert.equal(answer.status, 200, `${path}: ${answer.body.slice(0, 200)}`);
    return JSON.parse(answer.body) as T;
  };
  const [admin] = (await app.database.pool.query<{ id: number }>("select id from users where role = 'admin' order by id limit 1")).rows;
  const [form] = (await app.database.pool.query<{ id: number }>("select form_id as id from form_fields group by form_id order by form_id limit 1")).rows;
  const { event, group } = await eventWithDiscount(app.getJson);
  const home = await get<PageData>("/de/pageeditor-api/page/", "editor");
  const [container] = (await app.database.pool.query<{ slug: string }>("select slug from containers order by id limit 1")).rows;
  Object.assign(known, {
    adminAccountPassword: { id: admin.id },
    shopCartAdd: { event_jet_id: event.id_jet, seat_group: group.id, sale_type_ids: [group.prices[0].sale_type_id], quantities: [1] },
    shopCartRemove: { hold_id: 1 },
    // checkout (issue 23)
    shopCheckout: { hold_ids: [1], idempotency_key: "k".repeat(32) },
    submitFormEntry: { form: form.id },
    form: { id: form.id },
    savePageContent: { id: home.id, base_version: home.head_version?.id ?? null, sections: home.modules },
    setClipboard: { kind: "section", item: home.modules[0] ?? {} },
    eventByJetId: { id_jet: event.id_jet },
    container: { slug: container.slug },
    saveContainer: { slug: container.slug },
  });
  const definition = await get<FormDefinition>(`/de/api/forms/${form.id}/`, "visitor");
  const fieldValues = Object.fromEntries(definition.fields.map((field) => [field.slug, field.choices[0] ?? "fuzz@example.org"]));
  samples.push({ endpoint: "submitFormEntry", input: { lang: "de", form: form.id, field_values: fieldValues }, field: "field_values", limit: 30 });
  samples.push({ endpoint: "savePageContent", input: { lang: "de", ...known.savePageContent }, field: "sections", limit: 30 });
  samples.push({ endpoint: "setClipboard", input: { lang: "de", ...known.setClipboard }, field: "item", limit: 10 });
  const settings = await get<AdminSettings>("/de/admin-api/settings/");
  samples.push({ endpoint: "adminSettingsUpdate", input: { lang: "de", values: settings.values }, field: "values", limit: 20 });
  for (const resource of adminResources) {
    const list = await get<AdminList>(`/de/admin-api/content/${resource.name}/`);
    if (!list.results.length) continue;
    const item = await get<AdminItem>(`/de/admin-api/content/${resource.name}/${list.results[0].id}/`);
    // As admin: some types and fields (accounts, raw HTML) are the admin's alone.
    samples.push({ endpoint: "adminUpdate", input: { lang: "de", resource: resource.name, id: item.id, values: item.values }, field: "values", limit: 4, who: "admin" });
    samples.push({ endpoint: "adminCreate", input: { lang: "de", resource: resource.name, values: item.values }, field: "values", limit: 2, who: "admin" });
  }
});

/** The role that passes the endpoint's policy: a visitor where anyone may call, else the least role that may. */
function callerOf(endpoint: AnyEndpoint): Who {
  if (!endpoint.access) return "visitor";
  return can({ role: "editor" }, endpoint.access) ? "editor" : "admin";
}

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
function endpointRequest(name: string, endpoint: AnyEndpoint, fuzz: FuzzInput, who: Who): FuzzRequest {
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
function requestsFor(name: string, endpoint: AnyEndpoint): FuzzRequest[] {
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
const headerCases = (): { label: string; headers: Record<string, string | null> }[] => [
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

// ---------------------------------------------------------------------------------------- pages

/** Values for a page's path parameters and query fields that no visitor should be able to turn into a 500. */
const hostileUrlTexts = ["%00", "2147483648", "%E0%A4%A", "9223372036854775808", "-1", "1e23", "%ED%A0%80", "%", "..%2F..%2Fx", "x".repeat(3000)];

/** For a slug in a page path, which only makes the address readable (the id decides). */
const slugTexts = ["%00", "%E0%A4%A", "%ED%A0%80", "x".repeat(3000)];

/** The query fields pages and the API read (`v`, a version, only editors may ask for: see edit mode). */
const pageQueryFields = ["q", "query", "page", "page_size", "date", "room", "type", "tag", "series", "genre", "category", "season", "sort", "of", "lang", "notice", "edit", "saved", "deleted", "version_id"];

/** Path parameters of the page routes that find something; any other is "x" (a slug: the id decides). */
const validParams: Record<string, string> = { ":id": "1", "*": "abonnements", ":category?": "events", ":page?": "1" };

function pageRequests(): FuzzRequest[] {
  const requests: FuzzRequest[] = [];
  const page = (group: string, label: string, path: string, who: Who = "visitor"): void => void requests.push({ label, group, method: "GET", path, who });
  for (const lang of ["de", "en"] as const)
    for (const [name, paths] of Object.entries(routePaths)) {
      const template = `/${lang}/${paths[lang]}`;
      const params = [...template.matchAll(/:(\w+)\??|\*/g)].map((match) => match[0]);
      const fill = (hostile?: { param: string; text: string }) =>
        params.reduce((path, param) => path.replace(param, hostile?.param === param ? hostile.text : (validParams[param] ?? "x")), template);
      const valid = fill();
      page(`page ${name}`, "valid", valid);
      // The English routes share the German ones' loaders: a few cases there, all of them in German.
      const texts = lang === "de" ? hostileUrlTexts : hostileUrlTexts.slice(0, 2);
      for (const param of params) for (const text of lang === "de" && /^:(slug|tag|category)$/.test(param) ? slugTexts : texts) page(`page ${name}`, `${param} = ${text.slice(0, 20)}`, fill({ param, text }));
      for (const text of texts.slice(0, lang === "de" ? 4 : 1)) page(`page ${name}`, `every query field = ${text}`, `${valid}?${pageQueryFields.map((field) => `${field}=${text}`).join("&")}`);
    }
  for (const text of hostileUrlTexts) {
    page("webshop", `event ${text.slice(0, 20)}`, `/webshop/event/${text}`);
    page("webshop", `cart ?lang=${text.slice(0, 20)}`, `/webshop/cart?lang=${text}&notice=${text}`);
    page("webshop", `old shop path ${text.slice(0, 20)}`, `/eventim.webshop/${text}?lang=${text}`);
    page("edit mode", `?v=${text.slice(0, 20)}`, `/de/abonnements?edit&v=${text}`, "editor");
  }
  for (const text of hostileUrlTexts.slice(0, 6))
    for (const path of ["/admin/productions/ID", "/admin/productions/ID/delete", "/admin/media/ID", "/admin/forms/ID/entries", "/admin/forms/1/entries/ID", "/admin/accounts/ID/password", "/admin/ID", "/admin/productions/new?season=ID"])
      page("admin pages", `${path} ${text.slice(0, 20)}`, `${path.replace("ID", text)}${path.includes("?") ? "&" : "?"}lang=${text}&q=${text}&page=${text}&sort=${text}&of=${text}`, path.includes("accounts") ? "admin" : "editor");
  const raw = ["/%00", "/de/%00", "/de/%00/x", "/de/%E0%A4%A", "/%E0%A4%A", "/de/%FF", "/de/%C0%AF", `/de/${"a".repeat(8000)}`, `/de/${"a/".repeat(2000)}`, "/de/..%2F..%2Fetc%2Fpasswd", "//de", "/de//spielplan", "/de/spielplan/%00/1", "/x%00y", "/de?%00", "/?lang=%00", "/de/spielplan?%E0%A4%A=1", "/de/api/%00/", "/de/api/events/%00/", "/media/%00", "/assets/%00", "/elements/%E0%A4%A", "/sw.js?%00"];
  for (const path of raw) page("raw paths", path.slice(0, 40), path);
  return requests;
}

/**
 * Request lines in absolute form (RFC 9112 §3.2.2: a server must accept it): every page's address as
 * a full URL of the site's own host and of a foreign one, and URLs no page can have.
 */
function absoluteFormRequests(origin: string): FuzzRequest[] {
  const requests: FuzzRequest[] = [];
  const page = (label: string, path: string, method = "GET", body?: string): void =>
    void requests.push({ label, group: "absolute form", method, path, who: "visitor", body, headers: body === undefined ? undefined : { "Content-Type": "application/x-www-form-urlencoded", Origin: origin } });
  for (const lang of ["de", "en"] as const)
    for (const paths of Object.values(routePaths)) {
      const path = `/${lang}/${paths[lang]}`.replace(/:(\w+)\??|\*/g, (param) => validParams[param] ?? "x");
      page(`own host ${path}`, origin + path);
      if (lang === "de") page(`foreign host ${path}`, `http://evil.example${path}`);
    }
  for (const [label, target] of [
    ["https, own host", origin.replace(/^http:/, "https:") + "/de"],
    ["upper-case scheme", origin.replace(/^http:/, "HTTP:") + "/de/spielplan"],
    ["no path", origin],
    ["query without a path", `${origin}?lang=en`],
    ["other scheme", `ftp://${new URL(origin).host}/de`],
    ["user info", `http://user:secret@${new URL(origin).host}/de`],
    ["empty host", "http:///de"],
    ["IPv6 host", `http://[::1]:${new URL(origin).port}/de`],
    ["broken percent-encoding", `${origin}/de/%E0%A4%A`],
    ["admin", `${origin}/admin/productions/`],
    ["webshop", `${origin}/webshop/cart?lang=en`],
    ["API", `${origin}/de/api/events/`],
    ["health", "http://evil.example/healthz"],
  ])
    page(label, target);
  page("login form", `${origin}/de/login`, "POST", "email=a%40b.example&password=x");
  page("login form, foreign host", "http://evil.example/de/login", "POST", "email=a%40b.example&password=x");
  return requests;
}

/** Plain HTML form posts (login, form pages, the cart's remove button) with hostile fields. */
function formPostRequests(origin: string): FuzzRequest[] {
  const bodies = ["email=a%00b&password=x", "email=%E0%A4%A&password=%00", `email=${"x".repeat(9000)}`, "hold_id=2147483648", "hold_id=%00", "hold_id=9223372036854775808&hold_id=1", "%00=1", "a=%", "email=editor%40example.org&password=1&password=2"];
  const paths = ["/de/login", "/en/login", "/de/logout", "/de/forms/x/1", "/webshop/cart/remove", "/webshop/cart/remove?lang=en"];
  return paths.flatMap((path) =>
    bodies.map((body): FuzzRequest => ({ label: `form post ${body.slice(0, 30)}`, group: "form posts", method: "POST", path, who: "visitor", body, headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: origin } })),
  );
}

// ---------------------------------------------------------------------------------------- tests

async function runAndReport(t: TestContext, title: string, requests: FuzzRequest[], report: FuzzReport = emptyReport()): Promise<FuzzReport> {
  const started = Date.now();
  await sendAll(requests, send, CONCURRENCY, report);
  t.diagnostic(`${describeReport(title, report, VERBOSE)} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  return report;
}

const failureList = (report: FuzzReport) => report.failures.map(({ request, why }) => `${why}: ${request.method} ${request.path.slice(0, 100)} (${request.label.slice(0, 60)})`);

test("the issue's cases are 400s that name the field and the reason", async () => {
  const answer = async (method: string, path: string, body?: string, who: Who = "visitor") => {
    const { status, body: text } = await send.send({ label: "case", group: "case", method, path, who, body });
    return { status, body: JSON.parse(text) as Record<string, unknown> };
  };
  assert.deepEqual(await answer("GET", "/de/api/events/2147483648/"), { status: 400, body: { error: "invalid_input", field: "id", reason: "must be at most 2147483647, got 2147483648" } });
  assert.deepEqual(await answer("GET", "/api/calendar/?room=2147483648"), { status: 400, body: { error: "invalid_input", field: "room", reason: "must be at most 2147483647, got 2147483648" } });
  assert.deepEqual(await answer("GET", "/de/api/events/?page=9223372036854775808"), { status: 400, body: { error: "invalid_input", field: "page", reason: "must be at most 2147483647, got 9223372036854776000" } });
  assert.deepEqual(await answer("GET", "/de/pageeditor-api/page/%00"), { status: 400, body: { error: "invalid_input", field: "path", reason: "must not contain the NUL character" } });
  assert.deepEqual(await answer("GET", "/de/api/search/?query=a%00b"), { status: 400, body: { error: "invalid_input", field: "query", reason: "must not contain the NUL character" } });
  assert.deepEqual(await answer("POST", "/api/dashboard-error-log/", JSON.stringify({ url: "/de/x\u0000" })), { status: 400, body: { error: "invalid_input", field: "url", reason: "must not contain the NUL character" } });
  assert.deepEqual(await answer("PATCH", "/de/admin-api/media/1/", JSON.stringify({ credit: "x\ud800" }), "editor"), { status: 400, body: { error: "invalid_input", field: "credit", reason: "must be valid Unicode text (it contains half of a character)" } });
  assert.deepEqual(await answer("POST", "/de/api/user-login/", deepJson(5000).text), { status: 400, body: { error: "invalid_input", field: "body", reason: "must not nest lists and objects deeper than 64 levels" } });
  const cart = await answer("POST", "/de/api/shop-cart/", JSON.stringify({ quantities: null, event_jet_id: 1, sale_type_ids: [1] }));
  assert.equal(cart.status, 400);
  assert.deepEqual([cart.body.field, cart.body.reason], ["quantities", "must be an array value"]);
  assert.deepEqual(await answer("GET", "/de/api/events/%E0%A4%A/"), { status: 400, body: { error: "invalid_input", field: "path", reason: "has broken percent-encoding" } });
  // An optional field out of range while the required ones are missing (issue 22).
  for (const body of [{ seat_group: -1 }, { block_id: 0 }, { block_id: 2147483648 }]) {
    const refused = await answer("POST", "/de/api/shop-cart/", JSON.stringify(body));
    assert.equal(refused.status, 400, JSON.stringify(body));
    assert.deepEqual([refused.body.response_code, refused.body.field, refused.body.reason], [-100, "quantities", "is required"], JSON.stringify(body));
  }
  // A request line in absolute form: the site's own host serves the page, a foreign one is refused as a Host is.
  const absolute = async (target: string) => (await send.send({ label: "case", group: "case", method: "GET", path: target, who: "visitor" })).status;
  assert.equal(await absolute(`${app.url}/de/spielplan`), 200);
  assert.equal(await absolute("http://evil.example/de"), 400);
  // Pages: an address that names nothing readable is not found.
  for (const path of ["/de/%00", "/de/%E0%A4%A", "/de/spielplan/x/%ED%A0%80", "/en/productions/%FF/1"]) {
    const page = await send.send({ label: "case", group: "case", method: "GET", path, who: "visitor" });
    assert.equal(page.status, 404, path);
  }
});

// Pages first: fuzzed admin calls may switch the site off or change the items the pages show.
test("pages: hostile paths, query strings and form posts answer 4xx, never 500 or a stack trace", async (t) => {
  const report = await runAndReport(t, "pages", [...pageRequests(), ...formPostRequests(app.url), ...absoluteFormRequests(app.url)]);
  assert.deepEqual(failureList(report), []);
});

test("API: every endpoint of the contract, fuzzed from its schema, answers without 500 or a stack trace", async (t) => {
  const report = emptyReport();
  const started = Date.now();
  // Visitor-session calls that end the caller's session go last.
  const names = Object.keys(endpoints).sort((a, b) => Number(a === "logout") - Number(b === "logout"));
  for (const name of names) {
    await renewSessions();
    await sendAll(requestsFor(name, endpoints[name as keyof typeof endpoints]), send, CONCURRENCY, report);
  }
  t.diagnostic(`${describeReport("API", report, VERBOSE)} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  assert.deepEqual(failureList(report), []);
});

/** A form body as the admin's form would post `values` (form-values.ts reads it back). */
function adminFormBody(values: Record<string, unknown>): string {
  const form = new URLSearchParams();
  for (const [name, value] of Object.entries(values)) {
    if (value === true) form.append(name, "on");
    else if (Array.isArray(value)) for (const id of value) form.append(`${name}.${String(id)}`, "on");
    else if (value && typeof value === "object")
      for (const [lang, text] of Object.entries(value)) form.append(`${name}.${lang}`, Array.isArray(text) ? text.join("\n") : String(text ?? ""));
    else if (value !== false) form.append(name, value === null || value === undefined ? "" : String(value));
  }
  return form.toString();
}

/** Values the admin-only forms would take (their defaults would not), so a refused post is refused for the role alone. */
const validAdminValues: Record<string, Record<string, unknown>> = {
  redirects: { old_path: "/de/fuzz-alt", new_path: "/de/spielplan" },
  accounts: { email: "fuzz.konto@kulisse.example", username: "fuzz-konto", first_name: "Fuzz" },
  "menu-items": { title: { de: "Fuzz", en: "Fuzz" }, url: { de: "/spielplan", en: "/calendar" } },
};

/** Every table's rows as one digest, but for what reading a page may change (sessions, call limits, logs of errors and searches). */
async function databaseDigest(): Promise<Record<string, string>> {
  const volatile = ["sessions", "rate_limits", "error_log", "editor_presence", "search_queries", "search_query_days", "server_secrets"];
  const tables = (await app.database.pool.query<{ name: string }>("select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'")).rows.map((row) => row.name);
  const digest: Record<string, string> = {};
  for (const table of tables.filter((name) => !volatile.includes(name) && !name.startsWith("__drizzle")))
    digest[table] = (await app.database.pool.query<{ md5: string }>(`select md5(coalesce(string_agg(md5(t::text), ',' order by md5(t::text)), '')) as md5 from "${table}" t`)).rows[0].md5;
  return digest;
}

test("admin screens: every form, read and posted as visitor, editor and admin, answers without 500; an admin's screen is 403 for an editor, with nothing written", async (t) => {
  await renewSessions();
  // `post`: the form's body; `onlyRefused`: posted only by those without the right (a delete would take the item other tests read).
  const screens: { path: string; ability: Ability; post?: string; onlyRefused?: boolean }[] = [
    { path: "/admin/", ability: "editContent" },
    { path: "/admin/media", ability: "editContent" },
    { path: "/admin/settings", ability: "changeSettings", post: "" },
    // The same screen as React Router matches it: in any case, percent-encoded.
    { path: "/ADMIN/Settings", ability: "changeSettings" },
    { path: "/%61dmin/settings", ability: "changeSettings" },
  ];
  const [account] = (await app.database.pool.query<{ id: number }>("select id from users where role = 'editor' order by id limit 1")).rows;
  screens.push({ path: `/admin/accounts/${account.id}/password`, ability: "manageAccounts", post: "password=ein+sehr+langes+Passwort&repeat=ein+sehr+langes+Passwort" });
  screens[2].post = adminFormBody({ is_site_online: true, is_shop_online: true, error_pages: "" });
  const [media] = (await app.database.pool.query<{ id: number }>("select id from images order by id limit 1")).rows;
  if (media) screens.push({ path: `/admin/media/${media.id}`, ability: "editContent", post: "alt.de=Fuzz&alt.en=Fuzz" });
  const [form] = (await app.database.pool.query<{ id: number }>("select form_id as id from form_entries order by id limit 1")).rows;
  if (form) screens.push({ path: `/admin/forms/${form.id}/entries`, ability: "editContent" });
  for (const resource of adminResources) {
    const list = JSON.parse((await send.send({ label: "sample", group: "sample", method: "GET", path: `/de/admin-api/content/${resource.name}/`, who: "admin" })).body) as AdminList;
    const post = adminFormBody({ ...resource.defaults, ...validAdminValues[resource.name] });
    screens.push({ path: `/admin/${resource.name}/`, ability: resource.ability }, { path: `/admin/${resource.name}/new`, ability: resource.ability, post });
    const id = list.results[0]?.id;
    if (id) screens.push({ path: `/admin/${resource.name}/${id}`, ability: resource.ability, post }, { path: `/admin/${resource.name}/${id}/delete`, ability: resource.ability, post: "", onlyRefused: true });
  }
  const requestsOf = (who: Who, wanted: (screen: (typeof screens)[number]) => boolean): FuzzRequest[] =>
    screens.filter(wanted).flatMap(({ path, post, onlyRefused, ability }) => [
      { label: `GET as ${who}`, group: `admin screen ${path.split("/")[2] || "home"}`, method: "GET", path, who },
      ...(post === undefined || (onlyRefused && may(who, ability))
        ? []
        : [{ label: `POST as ${who}`, group: `admin screen ${path.split("/")[2] || "home"}`, method: "POST", path: `${path}?lang=de`, who, body: post, headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: app.url } }]),
    ]);
  const may = (who: Who, ability: Ability) => can(who === "visitor" ? null : { role: who }, ability);
  const mayNot = (who: Who) => (screen: (typeof screens)[number]) => !may(who, screen.ability);

  // Those without the right first: nothing they send may change a row.
  const before = await databaseDigest();
  const refused = [...requestsOf("visitor", mayNot("visitor")), ...requestsOf("editor", mayNot("editor"))];
  const report = emptyReport();
  const wrongAnswers: string[] = [];
  for (const request of refused) {
    const answer = await send.send(request);
    recordAnswer(report, request, answer);
    // A visitor is sent to the login; an editor gets the 403 page that says it is about rights.
    const expected = request.who !== "visitor" ? 403 : request.method === "POST" ? 303 : 302;
    if (answer.status !== expected) wrongAnswers.push(`${request.method} ${request.path} as ${request.who}: ${answer.status}, not ${expected}`);
    else if (expected === 403 && !answer.body.includes("Dafür fehlen Ihnen die Rechte")) wrongAnswers.push(`${request.method} ${request.path}: the 403 page does not say it is about rights`);
  }
  const changed = Object.entries(await databaseDigest()).filter(([table, digest]) => before[table] !== digest).map(([table]) => `changed by a refused post: ${table}`);
  // Then the screens each role may open and post to, the admin's last (they change things).
  const allowed = [...requestsOf("editor", (screen) => !mayNot("editor")(screen)), ...requestsOf("admin", () => true)];
  await runAndReport(t, "admin screens", allowed, report);
  // A form of a screen the user may open is never too large for the server.
  const tooLarge = [...(report.byGroup.entries())].filter(([, counts]) => counts.has(413)).map(([group]) => `413 in ${group}`);
  assert.deepEqual([...failureList(report), ...wrongAnswers, ...changed, ...tooLarge], []);
});

test("headers: odd cookies, tokens and forwarding headers answer without 500", async (t) => {
  await renewSessions();
  const requests: FuzzRequest[] = [];
  // Headers are read before any endpoint's own work: one endpoint of each method and caller stands for the others.
  const representatives = new Map<string, [string, AnyEndpoint]>();
  for (const [name, endpoint] of Object.entries(endpoints)) if (!endpoint.file) representatives.set(`${endpoint.method} ${callerOf(endpoint)}`, representatives.get(`${endpoint.method} ${callerOf(endpoint)}`) ?? [name, endpoint]);
  for (const [name, endpoint] of representatives.values()) {
    const valid = { label: "valid", input: validObjectOf(endpoint.input, { ...known["*"], ...known[name] }) };
    const request = endpointRequest(name, endpoint, valid, callerOf(endpoint));
    for (const header of headerCases()) requests.push({ ...request, label: header.label, headers: { ...request.headers, ...header.headers } });
  }
  for (const [path, who] of [["/de/", "visitor"], ["/de/spielplan", "visitor"], ["/webshop/cart", "visitor"], ["/admin/productions", "editor"]] as const)
    for (const header of headerCases()) requests.push({ label: header.label, group: "page headers", method: "GET", path, who, headers: header.headers });
  const report = await runAndReport(t, "headers", requests);
  assert.deepEqual(failureList(report), []);
});

test("the server still answers after the fuzzing", async (t) => {
  const answer = await send.send({ label: "health", group: "health", method: "GET", path: "/healthz", who: "visitor" });
  assert.equal(answer.status, 200);
  send.close();
  // Errors the server logged though it answered: worth a look, though not a failure by themselves.
  const errors = app.logs.filter((line) => Number(line.level) >= 50);
  const messages = new Map<string, number>();
  for (const line of errors) {
    const key = `${String(line.msg)}: ${String((line.err as { message?: string } | undefined)?.message ?? "").slice(0, 160)}`;
    messages.set(key, (messages.get(key) ?? 0) + 1);
  }
  t.diagnostic(`server errors logged: ${errors.length}${[...messages].map(([message, count]) => `\n  ${count} × ${message}`).join("")}`);
});

