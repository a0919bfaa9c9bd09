// The shop API (/shop-api/v1/) of the built-in shop answers exactly its document,
// docs/shop-api.openapi.yaml: every answer the tests provoke is checked against the schema of its
// path, method and status, and every path, method and status the document names is provoked at least
// once, so the document and the server cannot drift apart. The holds are real: what an add takes is
// no longer free, and what DELETE and release give back is free again.
import assert from "node:assert/strict";
import { readFile } from "node:fs/promises";
import { before, test } from "node:test";
import { Ajv2020, type ValidateFunction } from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import { parse } from "yaml";
import { sql } from "drizzle-orm";
import { prices, seatGroups, siteSettings, timeSlots } from "../../server/db/schema.ts";
import { clearSiteSettingsCache } from "../../server/services/site-settings.ts";
import { SHOP_API_DOCUMENT } from "../../server/shop-api/shop-api-document.ts";
import { performanceToStage } from "../helpers/bookable-event.ts";
import { sharedTestApp, startTestApp, type TestApp } from "../helpers/test-app.ts";

const TOKEN = "shop-api-test-token-0123456789";
// A cart limit of 2 calls for the site's visitors: the shop API's many calls below show it is not counted.
const app = sharedTestApp({ config: { shopApiToken: TOKEN, shopCartLimit: 2, cartMaxTicketsPerEvent: 6, cartMaxTickets: 8 } });

const FULL = 1;
const REDUCED = 2;
const FREE = 7;
const UNKNOWN_ID = 2_147_483_647;

// ---- the document ----------------------------------------------------------------------------

type Method = "get" | "post" | "delete";
interface ResponseObject {
  $ref?: string;
  headers?: Record<string, { schema: { const?: string } }>;
  content?: Record<string, { schema: unknown }>;
}
interface Operation {
  responses: Record<string, ResponseObject>;
}
interface OpenApiDocument {
  openapi: string;
  servers: { url: string }[];
  paths: Record<string, Partial<Record<Method, Operation>> & { parameters?: unknown[] }>;
  components: { schemas: Record<string, unknown>; responses: Record<string, ResponseObject>; securitySchemes: Record<string, { type: string; scheme: string }> };
  security: Record<string, unknown[]>[];
}

let documentText = "";
let doc: OpenApiDocument;
const ajv = new Ajv2020({ allErrors: true, strict: true, allowUnionTypes: true });
addFormats.default(ajv);

/** The document's `#/components/schemas/X` references, pointed at the schemas registered under "shop-api". */
const withRegisteredRefs = (schema: unknown): unknown => JSON.parse(JSON.stringify(schema).replaceAll('"#/components/schemas/', '"shop-api#/$defs/'));

const validators = new Map<string, ValidateFunction>();
/** Every "METHOD /path STATUS" the tests provoked. */
const exercised = new Set<string>();

function responseOf(path: string, method: Method, status: number): ResponseObject {
  const operation = doc.paths[path]?.[method];
  assert.ok(operation, `the document has ${method.toUpperCase()} ${path}`);
  const response = operation.responses[String(status)];
  assert.ok(response, `the document names status ${status} for ${method.toUpperCase()} ${path}`);
  return response.$ref ? doc.components.responses[response.$ref.replace("#/components/responses/", "")] : response;
}

/** Checks an answer against the document's schema (and headers) of its path, method and status, and notes it as exercised. */
function conforms(path: string, method: Method, answer: Answer): void {
  const response = responseOf(path, method, answer.status);
  const [mediaType, media] = Object.entries(response.content ?? {})[0] ?? [];
  assert.ok(media, `a body is documented for ${method.toUpperCase()} ${path} ${answer.status}`);
  assert.equal(answer.headers.get("content-type")?.split(";")[0], mediaType, `${method.toUpperCase()} ${path} ${answer.status} answers ${mediaType}`);
  const key = `${method} ${path} ${answer.status}`;
  let validate = validators.get(key);
  if (!validate) validators.set(key, (validate = ajv.compile(withRegisteredRefs(media.schema) as object)));
  assert.ok(validate(answer.body), `${key} ${JSON.stringify(answer.body)} fits the document: ${ajv.errorsText(validate.errors)}`);
  for (const [name, header] of Object.entries(response.headers ?? {})) {
    if (header.schema.const !== undefined) assert.equal(answer.headers.get(name), header.schema.const, `${key} sends ${name}`);
  }
  exercised.add(key);
}

// ---- calls -----------------------------------------------------------------------------------

interface Answer {
  status: number;
  headers: Headers;
  body: unknown;
}

const bearer = { Authorization: `Bearer ${TOKEN}` };

async function call(base: string, method: Method, path: string, options: { body?: unknown; raw?: string; headers?: Record<string, string> } = {}): Promise<Answer> {
  const hasBody = options.body !== undefined || options.raw !== undefined;
  const response = await fetch(`${base}/shop-api/v1${path}`, {
    method: method.toUpperCase(),
    headers: { ...bearer, ...(hasBody ? { "Content-Type": "application/json" } : {}), ...options.headers },
    body: options.raw ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
  });
  const text = await response.text();
  const isJson = response.headers.get("content-type")?.startsWith("application/json");
  return { status: response.status, headers: response.headers, body: isJson ? JSON.parse(text) : text };
}

/** A call to the test app whose answer must fit the document at `template` with `status`. */
async function shop(method: Method, template: string, path: string, status: number, options: Parameters<typeof call>[3] = {}): Promise<Record<string, unknown>> {
  const answer = await call(app.url, method, path, options);
  assert.equal(answer.status, status, `${method.toUpperCase()} ${path}: ${JSON.stringify(answer.body)}`);
  conforms(template, method, answer);
  return answer.body as Record<string, unknown>;
}

const newCart = () => Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString("base64url");

// ---- the staged performance -----------------------------------------------------------------

interface Staged {
  idJet: number;
  /** 10 seats, 2 sold: full 30 €, reduced 18 €, a free ticket at 0.00. */
  parkett: number;
  /** 2 seats, full price only. */
  small: number;
  /** 6 seats per slot: slot A (4 sold), slot B (off sale). */
  tour: number;
  blocks: [number, number];
}
let staged: Staged;

async function stage(db: TestApp["db"]): Promise<Staged> {
  const event = await performanceToStage(db);
  const group = async (name: string, position: number, capacity: number, sold: number, amounts: [number, number][]) => {
    const [row] = await db.insert(seatGroups).values({ eventId: event.id, name: { de: name, en: name }, capacity, sold, position }).returning({ id: seatGroups.id });
    await db.insert(prices).values(amounts.map(([saleTypeId, amountCents], i) => ({ seatGroupId: row.id, text: { de: `Preis ${saleTypeId}`, en: `Price ${saleTypeId}` }, saleTypeId, amountCents, isFullPrice: i === 0, position: i })));
    return row.id;
  };
  const parkett = await group("Parkett", 0, 10, 2, [[FULL, 3000], [REDUCED, 1800], [FREE, 0]]);
  const small = await group("Loge", 1, 2, 0, [[FULL, 2000]]);
  const tour = await group("Führung", 2, 6, 0, [[FULL, 900]]);
  const blocks: [number, number] = [880_001, 880_002];
  await db.insert(timeSlots).values([
    { seatGroupId: tour, timeStart: "11:00:00", blockId: blocks[0], sold: 4 },
    { seatGroupId: tour, timeStart: "14:00:00", blockId: blocks[1], sold: 0, status: "0" },
  ]);
  return { idJet: event.id_jet, parkett, small, tour, blocks };
}

async function freeIn(seatGroupId: number): Promise<number> {
  const body = await shop("get", "/availability", `/availability?seat_groups=${seatGroupId}`, 200);
  return (body.seat_groups as { id: number; free: number }[]).find((group) => group.id === seatGroupId)?.free ?? -1;
}

const addPath = (cart: string) => `/carts/${cart}/tickets`;
const ADD = "/carts/{cart_id}/tickets";
const CART = "/carts/{cart_id}";
const REMOVE = "/carts/{cart_id}/tickets/{hold_id}";
const RELEASE = "/carts/{cart_id}/release";

/** One call of each cart and shop path (for the refusals every path shares). */
const everyCall = (cart: string): [Method, string, string][] => [
  ["get", "/health", "/health"],
  ["get", "/availability", `/availability?seat_groups=${staged.parkett}`],
  ["post", ADD, addPath(cart)],
  ["get", CART, `/carts/${cart}`],
  ["delete", REMOVE, `/carts/${cart}/tickets/1`],
  ["post", RELEASE, `/carts/${cart}/release`],
];

before(async () => {
  documentText = await readFile(SHOP_API_DOCUMENT, "utf8");
  doc = parse(documentText) as OpenApiDocument;
  ajv.addSchema({ $id: "shop-api", $defs: withRegisteredRefs(doc.components.schemas) as Record<string, object> });
  await app.ready;
  staged = await stage(app.db);
});

// ---- tests ----------------------------------------------------------------------------------

test("the document is OpenAPI 3.1 with relative servers, the bearer scheme and the response codes", () => {
  assert.equal(doc.openapi, "3.1.0");
  assert.ok(doc.servers.every((server) => server.url.startsWith("/")), "servers are relative");
  assert.deepEqual(doc.components.securitySchemes.shopToken, { ...doc.components.securitySchemes.shopToken, type: "http", scheme: "bearer" });
  assert.deepEqual(doc.security, [{ shopToken: [] }]);
  const codes = (doc.components.schemas.ResponseCode as { enum: number[] }).enum;
  assert.deepEqual(codes, [-100, -201, -202, -203, -204, -205, -214, -215, -300]);
  const operations = Object.values(doc.paths).flatMap((item) => (["get", "post", "delete"] as const).flatMap((method) => (item[method] ? [item[method]] : [])));
  assert.equal(operations.length, 7);
  for (const operation of operations) assert.ok(Object.keys(operation.responses).length > 0);
  // Every path parameter of a template is declared, and ajv compiles every schema.
  for (const schema of Object.keys(doc.components.schemas)) assert.ok(ajv.getSchema(`shop-api#/$defs/${schema}`), schema);
});

test("the document is served as it is, to anyone, cacheable for an hour", async () => {
  const answer = await call(app.url, "get", "/openapi.yaml", { headers: { Authorization: "" } });
  assert.equal(answer.status, 200);
  assert.equal(answer.body, documentText);
  conforms("/openapi.yaml", "get", answer);
  assert.match(answer.headers.get("content-type") ?? "", /^text\/yaml/);
});

test("health: ok while the shop switch is on; offline (503) when it is off, and then no add (-300)", async () => {
  assert.deepEqual(await shop("get", "/health", "/health", 200), { status: "ok" });
  await app.db.update(siteSettings).set({ isShopOnline: false });
  clearSiteSettingsCache();
  try {
    assert.deepEqual(await shop("get", "/health", "/health", 503), { status: "offline" });
    const refused = await shop("post", ADD, addPath(newCart()), 503, { body: { event_id: staged.idJet, lines: [{ sale_type_id: FULL, quantity: 1 }], lang: "en" } });
    assert.equal(refused.response_code, -300);
    assert.equal(refused.message, "The webshop is offline at the moment.");
    assert.equal(await freeIn(staged.parkett), 8, "nothing was held");
  } finally {
    await app.db.update(siteSettings).set({ isShopOnline: true });
    clearSiteSettingsCache();
  }
});

test("availability: free seats of plain seat groups and of each time slot; unknown ids are left out", async () => {
  const body = await shop("get", "/availability", `/availability?seat_groups=${staged.tour},${staged.parkett},${staged.small},${UNKNOWN_ID}`, 200);
  assert.deepEqual(body.seat_groups, [
    { id: staged.parkett, free: 8 },
    { id: staged.small, free: 2 },
  ]);
  assert.deepEqual(body.blocks, [
    { id: staged.blocks[0], seat_group_id: staged.tour, free: 2 },
    { id: staged.blocks[1], seat_group_id: staged.tour, free: 6 },
  ]);
});

test("tickets go into the cart for real: availability drops, the cart lists them, DELETE and release give them back", async () => {
  const cart = newCart();
  assert.equal(await freeIn(staged.parkett), 8);
  const added = await shop("post", ADD, addPath(cart), 201, {
    body: { event_id: staged.idJet, seat_group_id: staged.parkett, lines: [{ sale_type_id: FULL, quantity: 2 }, { sale_type_id: REDUCED, quantity: 1 }], lang: "en" },
  });
  assert.equal(added.tickets_quantity, 3);
  assert.equal(added.cart_url, "/webshop/cart?lang=en");
  const [fullHold, reducedHold] = added.hold_ids as number[];
  assert.equal(await freeIn(staged.parkett), 5, "the three tickets are held");

  const contents = await shop("get", CART, `/carts/${cart}?lang=de`, 200);
  assert.equal(contents.tickets_quantity, 3);
  assert.equal(contents.total_cents, 2 * 3000 + 1800);
  assert.equal(contents.cart_url, "/webshop/cart");
  const tickets = contents.tickets as Record<string, unknown>[];
  assert.deepEqual(
    tickets.map((ticket) => [ticket.hold_id, ticket.event_id, ticket.seat_group, ticket.price_text, ticket.quantity, ticket.unit_cents, ticket.time_start]),
    [
      [fullHold, staged.idJet, "Parkett", "Preis 1", 2, 3000, null],
      [reducedHold, staged.idJet, "Parkett", "Preis 2", 1, 1800, null],
    ],
  );
  assert.ok((tickets[0].seconds_left as number) > 14 * 60);

  assert.deepEqual(await shop("delete", REMOVE, `/carts/${cart}/tickets/${fullHold}`, 200), { tickets_quantity: 1 });
  assert.equal(await freeIn(staged.parkett), 7, "the two full-price tickets are free again");
  const gone = await shop("delete", REMOVE, `/carts/${cart}/tickets/${fullHold}?lang=en`, 409);
  assert.deepEqual(gone, { error: "no_current_reservation", response_code: -204, message: "No current reservation." });
  assert.equal((await shop("delete", REMOVE, `/carts/${newCart()}/tickets/${reducedHold}`, 409)).response_code, -204, "another cart cannot give it back");

  assert.deepEqual(await shop("post", RELEASE, `/carts/${cart}/release`, 200, { body: { hold_ids: [reducedHold, fullHold] } }), { released: 1 });
  assert.equal(await freeIn(staged.parkett), 8, "all free again");
  assert.deepEqual(await shop("post", RELEASE, `/carts/${cart}/release`, 200, { body: { hold_ids: [reducedHold] } }), { released: 0 }, "a repeated release is harmless");
  assert.deepEqual(await shop("get", CART, `/carts/${cart}`, 200), { tickets_quantity: 0, total_cents: 0, cart_url: "/webshop/cart", tickets: [] });
});

test("a time slot: the first on sale when none is named; its seats drop by what was held", async () => {
  const cart = newCart();
  const added = await shop("post", ADD, addPath(cart), 201, { body: { event_id: staged.idJet, seat_group_id: staged.tour, lines: [{ sale_type_id: FULL, quantity: 2 }] } });
  const body = await shop("get", "/availability", `/availability?seat_groups=${staged.tour}`, 200);
  assert.deepEqual(body.blocks, [
    { id: staged.blocks[0], seat_group_id: staged.tour, free: 0 },
    { id: staged.blocks[1], seat_group_id: staged.tour, free: 6 },
  ]);
  const contents = await shop("get", CART, `/carts/${cart}`, 200);
  assert.equal((contents.tickets as { time_start: string }[])[0].time_start, "11:00:00");
  await shop("post", RELEASE, `/carts/${cart}/release`, 200, { body: { hold_ids: added.hold_ids } });
});

test("every refusal of an add answers its code and status, and holds nothing", async () => {
  const cart = newCart();
  const add = (body: Record<string, unknown>, status: number) => shop("post", ADD, addPath(cart), status, { body: { event_id: staged.idJet, lines: [{ sale_type_id: FULL, quantity: 1 }], ...body } });
  const refusals: [Record<string, unknown>, number, number][] = [
    [{ event_id: UNKNOWN_ID }, 404, -201],
    [{ seat_group_id: UNKNOWN_ID }, 409, -202],
    [{ seat_group_id: staged.tour, block_id: staged.blocks[1] }, 409, -203],
    [{ seat_group_id: staged.parkett, lines: [{ sale_type_id: FREE, quantity: 1 }] }, 409, -205],
    [{ seat_group_id: staged.small, lines: [{ sale_type_id: FULL, quantity: 3 }] }, 409, -214],
    [{ seat_group_id: staged.parkett, lines: [{ sale_type_id: FULL, quantity: 7 }] }, 409, -215],
  ];
  for (const [body, status, code] of refusals) {
    const refused = await add(body, status);
    assert.equal(refused.response_code, code, JSON.stringify(body));
    assert.equal(typeof refused.message, "string");
  }
  assert.deepEqual(await shop("get", CART, `/carts/${cart}`, 200), { tickets_quantity: 0, total_cents: 0, cart_url: "/webshop/cart", tickets: [] });

  // The caps count the cart's tickets across calls: 5 held, 2 more is beyond 6 per performance.
  const first = await add({ seat_group_id: staged.parkett, lines: [{ sale_type_id: FULL, quantity: 5 }] }, 201);
  const beyond = await add({ seat_group_id: staged.parkett, lines: [{ sale_type_id: REDUCED, quantity: 2 }] }, 409);
  assert.equal(beyond.error, "too_many_tickets");
  assert.equal(beyond.response_code, -215);
  assert.equal(await freeIn(staged.parkett), 3);
  await shop("post", RELEASE, `/carts/${cart}/release`, 200, { body: { hold_ids: first.hold_ids } });
});

test("bad input is a 400 with response code -100, the field and the reason, never a 500", async () => {
  const cart = newCart();
  const lines = [{ sale_type_id: FULL, quantity: 1 }];
  const cases: [Method, string, string, Parameters<typeof call>[3], string][] = [
    ["get", "/availability", "/availability", {}, "seat_groups"],
    ["get", "/availability", `/availability?seat_groups=${Array.from({ length: 201 }, (_, i) => i + 1).join(",")}`, {}, "seat_groups"],
    ["get", "/availability", "/availability?seat_groups=1,99999999999", {}, "seat_groups"],
    ["get", "/availability", "/availability?seat_groups=1,,2", {}, "seat_groups"],
    ["get", CART, "/carts/not-a-cart-key", {}, "cart_id"],
    ["get", CART, `/carts/${cart}?lang=fr`, {}, "lang"],
    ["post", ADD, addPath("short"), { body: { event_id: staged.idJet, lines } }, "cart_id"],
    ["post", ADD, addPath(cart), { raw: '{"event_id":' }, "body"],
    ["post", ADD, addPath(cart), { raw: `{"event_id":1,"lines":${"[".repeat(100)}${"]".repeat(100)}}` }, "body"],
    ["post", ADD, addPath(cart), { raw: `{"event_id":1e400,"lines":[{"sale_type_id":1,"quantity":1}]}` }, "event_id"],
    ["post", ADD, addPath(cart), { body: { event_id: 2 ** 31, lines } }, "event_id"],
    ["post", ADD, addPath(cart), { body: { event_id: staged.idJet, lines, lang: "de\u0000" } }, "lang"],
    ["post", ADD, addPath(cart), { body: { event_id: staged.idJet, lines: [] } }, "lines"],
    ["post", ADD, addPath(cart), { body: { event_id: staged.idJet, lines: [...lines, ...lines] } }, "lines"],
    ["post", ADD, addPath(cart), { body: { event_id: staged.idJet, lines: [{ sale_type_id: FULL, quantity: 21 }] } }, "lines.0.quantity"],
    ["post", ADD, addPath(cart), { body: { event_id: staged.idJet, lines, extra: 1 } }, "extra"],
    ["post", ADD, addPath(cart), { body: [1, 2] }, "body"],
    ["post", ADD, addPath(cart), { raw: "x".repeat(200 * 1024) }, "body"],
    ["post", ADD, addPath(cart), {}, "event_id"],
    ["delete", REMOVE, `/carts/${cart}/tickets/abc`, {}, "hold_id"],
    ["delete", REMOVE, `/carts/${cart}/tickets/99999999999`, {}, "hold_id"],
    ["delete", REMOVE, `/carts/${cart.slice(1)}/tickets/1`, {}, "cart_id"],
    ["post", RELEASE, `/carts/${cart}/release`, { body: { hold_ids: [] } }, "hold_ids"],
    ["post", RELEASE, `/carts/${cart}/release`, { body: { hold_ids: Array.from({ length: 101 }, (_, i) => i + 1) } }, "hold_ids"],
    ["post", RELEASE, `/carts/${cart}/release?lang=en`, { body: { hold_ids: [0] } }, "hold_ids.0"],
  ];
  for (const [method, template, path, options, field] of cases) {
    const refused = await shop(method, template, path, 400, options);
    assert.equal(refused.response_code, -100, path);
    assert.equal(refused.field, field, `${method} ${path} ${JSON.stringify(options).slice(0, 80)}: ${JSON.stringify(refused)}`);
  }
  const english = await shop("post", RELEASE, `/carts/${cart}/release?lang=en`, 400, { body: { hold_ids: [] } });
  assert.equal(english.message, "The selection could not be read.");
});

test("without the bearer token every call is 401 with WWW-Authenticate: Bearer", async () => {
  const calls = everyCall(newCart());
  for (const authorization of ["", `Bearer ${TOKEN}x`, `Basic ${Buffer.from(`site:${TOKEN}`).toString("base64")}`, TOKEN]) {
    for (const [method, template, path] of calls) {
      const answer = await call(app.url, method, path, { headers: { Authorization: authorization }, body: method === "post" ? { hold_ids: [1] } : undefined });
      assert.equal(answer.status, 401, `${method} ${path} with "${authorization}"`);
      conforms(template, method, answer);
    }
  }
});

test("a process without SHOP_API_TOKEN serves no shop API (404) but still its document", async () => {
  const plain = await startTestApp({ sameDatabaseAs: app.database });
  try {
    for (const [method, template, path] of everyCall(newCart())) {
      const answer = await call(plain.url, method, path, { body: method === "post" ? { event_id: staged.idJet, lines: [{ sale_type_id: FULL, quantity: 1 }] } : undefined });
      assert.equal(answer.status, 404, `${method} ${path}`);
      conforms(template, method, answer);
    }
    assert.equal(await freeIn(staged.parkett), 8, "nothing was held");
    const document = await call(plain.url, "get", "/openapi.yaml");
    assert.equal(document.status, 200);
    assert.equal(document.body, documentText);
  } finally {
    await plain.close();
  }
});

test("the site's visitor limits and CSRF check do not see the shop API: many adds in a row, no CSRF token", async () => {
  const cart = newCart();
  for (let i = 0; i < 4; i++) {
    const added = await shop("post", ADD, addPath(cart), 201, { body: { event_id: staged.idJet, seat_group_id: staged.parkett, lines: [{ sale_type_id: FULL, quantity: 1 }] } });
    await shop("delete", REMOVE, `/carts/${cart}/tickets/${(added.hold_ids as number[])[0]}`, 200);
  }
});

/** Settles once a backend of the test database waits for a lock (pg_stat_activity is asked until it says so). */
async function someoneWaitsForALock(): Promise<void> {
  for (;;) {
    const [row] = (await app.db.execute<{ n: number }>(sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`)).rows;
    if (row.n > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

test("an add whose answer never reaches the site is given back by the shop", async () => {
  // The add waits on the seat group's lock while the site gives up on it.
  const lock = await app.database.pool.connect();
  try {
    await lock.query("begin");
    await lock.query("select id from seat_groups where id = $1 for update", [staged.small]);
    const gaveUp = new AbortController();
    const add = fetch(`${app.url}/shop-api/v1${addPath(newCart())}`, {
      method: "POST",
      headers: { ...bearer, "Content-Type": "application/json" },
      body: JSON.stringify({ event_id: staged.idJet, seat_group_id: staged.small, lines: [{ sale_type_id: FULL, quantity: 2 }] }),
      signal: gaveUp.signal,
    });
    await someoneWaitsForALock();
    gaveUp.abort();
    await assert.rejects(add);
    await lock.query("commit");
    const released = await app.logLine((line) => line.event === "shop_api_unanswered_holds_released");
    assert.equal(released.tickets, 2);
    assert.equal(await freeIn(staged.small), 2, "both seats are free again");
  } finally {
    await lock.query("rollback").catch(() => {});
    lock.release();
  }
});

test("every path, method and status the document names was provoked above", () => {
  const documented = Object.entries(doc.paths).flatMap(([path, item]) =>
    (["get", "post", "delete"] as const).flatMap((method) => Object.keys(item[method]?.responses ?? {}).map((status) => `${method} ${path} ${status}`)),
  );
  assert.deepEqual(documented.filter((key) => !exercised.has(key)), [], "every documented answer was provoked");
});
