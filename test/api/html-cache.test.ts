// The HTML cache for visitors (issue 15): a page is rendered once and then answered from memory,
// each answer with its own CSP nonce; editors, versions, the editor, error pages and searches are
// never kept; every editor or admin write, a hold that sells a seat group out, a module's online
// window and a hold running out are seen on the next request; memory stays within its bytes.
import assert from "node:assert/strict";
import { randomUUID } from "node:crypto";
import { before, test } from "node:test";
import { desc, eq } from "drizzle-orm";
import { pages, prices, seatGroups, ticketHolds } from "../../server/db/schema.ts";
import { createLogger } from "../../server/logger.ts";
import { HtmlCache } from "../../server/ssr/html-cache.ts";
import { logHtmlCacheSummaries } from "../../server/ssr/html-cache-summary.ts";
import { fillNonce, splitAtNonce } from "../../server/ssr/nonce-template.ts";
import type { AdminItem, AdminSettings } from "../../shared/api/contract/admin.ts";
import type { EventDetail } from "../../shared/api/content-types.ts";
import type { PageSaved } from "../../shared/api/editor-types.ts";
import type { ModuleData, Section } from "../../shared/api/page-content.ts";
import { urlFor } from "../../src/route-paths.ts";
import { CART_KEY_COOKIE } from "../../shared/api/contract/shop-cart.ts";
import { performanceToStage } from "../helpers/bookable-event.ts";
import { csrfTokenFrom } from "../helpers/csrf-token.ts";
import { letHoldTimePass } from "../helpers/hold-time.ts";
import { sessionCaller, type SessionCaller } from "../helpers/session-call.ts";
import { sharedTestApp } from "../helpers/test-app.ts";

// Long enough that no test reaches it by accident; the hold test moves the clock 16 minutes.
const app = sharedTestApp({ config: { htmlCacheMb: 64, htmlCacheMaxAgeSeconds: 3600 } });
let caller: SessionCaller;

before(async () => {
  caller = await sessionCaller(app);
});

interface Answer {
  status: number;
  html: string;
  headers: Headers;
  /** The request log's word on it: hit, miss or bypass. */
  cache: unknown;
}

/** A request as a visitor (or with `cookie`, e.g. an editor's session), with the request log's cache field. */
async function page(path: string, options: { method?: string; cookie?: string } = {}): Promise<Answer> {
  const id = `html-cache-${randomUUID()}`;
  const headers: Record<string, string> = { "X-Request-Id": id };
  if (options.cookie) headers.Cookie = options.cookie;
  const response = await fetch(app.url + path, { method: options.method ?? "GET", headers, redirect: "manual" });
  const html = await response.text();
  const line = await app.logLine((entry) => entry.request_id === id && entry.event === "request");
  return { status: response.status, html, headers: response.headers, cache: line.cache };
}

const nonceOfHeader = (answer: Answer) => /'nonce-([^']+)'/.exec(answer.headers.get("content-security-policy") ?? "")?.[1];
const noncesInHtml = (html: string) => [...html.matchAll(/nonce="([^"]*)"/g)].map((match) => match[1]);

async function eventPath(id: number): Promise<string> {
  return (await app.getJson<EventDetail>(`/de/api/events/${id}/`)).body.url;
}

test("the second visitor gets the page from memory, with a nonce of its own that its CSP names, and no shared cache may keep it", async () => {
  const first = await page("/de/spielplan");
  const second = await page("/de/spielplan");
  assert.equal(first.status, 200);
  assert.equal(second.status, 200);
  assert.deepEqual([first.cache, second.cache], ["miss", "hit"]);
  for (const answer of [first, second]) {
    assert.equal(answer.headers.get("cache-control"), "private, no-cache");
    assert.match(answer.headers.get("content-type") ?? "", /^text\/html; charset=utf-8/);
    assert.equal(answer.headers.get("etag"), null);
    const nonce = nonceOfHeader(answer);
    assert.ok(nonce);
    const inHtml = noncesInHtml(answer.html);
    assert.ok(inHtml.length >= 2, "the bootstrap and the page's inline scripts carry the nonce");
    assert.ok(inHtml.every((value) => value === nonce), "every nonce in the page is the one its CSP names");
  }
  assert.notEqual(nonceOfHeader(first), nonceOfHeader(second));
  const withoutNonce = (answer: Answer) => answer.html.replaceAll(nonceOfHeader(answer)!, "NONCE");
  assert.equal(withoutNonce(second), withoutNonce(first), "apart from the nonce, the page is the same");
});

test("HEAD is answered from memory too, with the headers of the page and no body", async () => {
  await page("/de");
  const head = await page("/de", { method: "HEAD" });
  assert.equal(head.status, 200);
  assert.equal(head.cache, "hit");
  assert.equal(head.html, "");
  assert.match(head.headers.get("content-type") ?? "", /^text\/html/);
  assert.equal(head.headers.get("cache-control"), "private, no-cache");
});

test("editors, page versions, the editor, error pages and searches always get a fresh render", async () => {
  const editor = await caller.cookieOf("editor");
  await page("/de/ueber-uns");
  assert.equal((await page("/de/ueber-uns")).cache, "hit");
  for (let i = 0; i < 2; i++) {
    const asEditor = await page("/de/ueber-uns", { cookie: editor });
    assert.equal(asEditor.status, 200);
    assert.equal(asEditor.cache, "bypass");
    assert.equal(asEditor.headers.get("cache-control"), "private, no-store");
    assert.equal((await page("/de/ueber-uns?edit", { cookie: editor })).cache, "bypass");
    assert.equal((await page("/de/ueber-uns?v=1", { cookie: editor })).cache, "bypass");
    const missing = await page("/de/gibt-es-nicht-im-cache");
    assert.deepEqual([missing.status, missing.cache], [404, "bypass"]);
    // The search counts every search for the hub and against the visitor's limit.
    const search = await page("/de/search?q=Oper");
    assert.deepEqual([search.status, search.cache], [200, "bypass"]);
  }
  // A visitor asking for a version is sent to the page (301), never answered from memory.
  const version = await page("/de/ueber-uns?v=1");
  assert.equal(version.status, 301);
  // A session cookie that names no session is a visitor's.
  assert.equal((await page("/de/ueber-uns", { cookie: "sessionid=abgelaufen" })).cache, "hit");
});

test("an admin's save of a production is on its page at the next request", async () => {
  const list = await caller.call<{ results: { id: number }[] }>("editor", "GET", "/de/admin-api/content/productions/");
  const id = list.body.results[0].id;
  const item = await caller.call<AdminItem>("editor", "GET", `/de/admin-api/content/productions/${id}/`);
  const slug = (item.body.values.slug as { de: string }).de;
  const path = urlFor("productions-slug-id", { slug, id }, "de");
  const before = await page(path);
  assert.equal(before.status, 200, path);
  assert.equal((await page(path)).cache, "hit");
  const title = { ...(item.body.values.title as Record<string, string>), de: "Cachegeprüfte Premiere" };
  const saved = await caller.call("editor", "PUT", `/de/admin-api/content/productions/${id}/`, { values: { ...item.body.values, title } });
  assert.equal(saved.status, 200, JSON.stringify(saved.body));
  const after = await page(path);
  assert.equal(after.cache, "miss");
  assert.match(after.html, /Cachegeprüfte Premiere/);
});

const textModule = (id: string, content: string): ModuleData => ({ id, type: "text", content, anchor: "", decrease_distance: false });
const oneColumn = (...children: ModuleData[]): Section[] => [{ id: "s1", layout: "100", extra_class: "", columns: [{ index: 0, classes: "", children }] }];

async function newPage(slug: string, sections: Section[]): Promise<number> {
  const [row] = await app.db
    .insert(pages)
    .values({ path: { de: slug, en: `${slug}-en` }, title: { de: `Seite ${slug}`, en: `Page ${slug}` }, content: { de: sections, en: sections } })
    .returning({ id: pages.id });
  return row.id;
}

test("an editor's save goes to the draft and leaves the kept page alone; its publish is on the page at the next request", async () => {
  const pageId = await newPage("cache-seite", oneColumn(textModule("t1", "<p>Erste Fassung</p>")));
  assert.match((await page("/de/cache-seite")).html, /Erste Fassung/);
  assert.equal((await page("/de/cache-seite")).cache, "hit");
  const saved = await caller.call<PageSaved>("editor", "PUT", `/de/pageeditor-api/page-content/${pageId}`, { base_version: null, sections: oneColumn(textModule("t1", "<p>Zweite Fassung</p>")) });
  assert.equal(saved.status, 200, JSON.stringify(saved.body));
  const drafted = await page("/de/cache-seite");
  assert.equal(drafted.cache, "hit", "a draft changes nothing visitors see: the kept page stays");
  assert.match(drafted.html, /Erste Fassung/);
  const preview = await page("/de/cache-seite?preview");
  assert.equal(preview.cache, "bypass", "a preview is never answered from nor kept in the cache");
  assert.match(preview.html, /Erste Fassung/, "a visitor's ?preview is the published page");
  const published = await caller.call("editor", "POST", `/de/pageeditor-api/page-publishing/${pageId}/publish`, { base_version: saved.body.version.id });
  assert.equal(published.status, 200, JSON.stringify(published.body));
  const after = await page("/de/cache-seite");
  assert.equal(after.cache, "miss");
  assert.match(after.html, /Zweite Fassung/);
  assert.doesNotMatch(after.html, /Erste Fassung/);
});

test("a change of the settings reaches the next request: switched off, the site answers 503 instead of the kept page", async () => {
  const original = (await caller.call<AdminSettings>("admin", "GET", "/de/admin-api/settings/")).body.values;
  await page("/de/spielplan");
  assert.equal((await page("/de/spielplan")).cache, "hit");
  try {
    assert.equal((await caller.call("admin", "PUT", "/de/admin-api/settings/", { values: { ...original, is_site_online: false } })).status, 200);
    assert.equal((await page("/de/spielplan")).status, 503);
  } finally {
    await caller.call("admin", "PUT", "/de/admin-api/settings/", { values: { ...original, is_site_online: true } });
  }
  assert.equal((await page("/de/spielplan")).status, 200);
});

/** An upcoming performance on sale with two seat groups of our own: "Cachereihe" (`seats` free) and "Reserve" (100 free). */
async function stagePerformance(seats: number): Promise<{ eventId: number; idJet: number; group: number }> {
  const event = await performanceToStage(app.db);
  const group = async (name: string, position: number, capacity: number) => {
    const [row] = await app.db.insert(seatGroups).values({ eventId: event.id, name: { de: name, en: name }, capacity, sold: 0, position }).returning({ id: seatGroups.id });
    await app.db.insert(prices).values({ seatGroupId: row.id, text: { de: "Vollpreis", en: "Full price" }, saleTypeId: 1, amountCents: 2500, isFullPrice: true, position: 0 });
    return row.id;
  };
  const cached = await group("Cachereihe", 0, seats);
  await group("Reserve", 1, 100);
  return { eventId: event.id, idJet: event.id_jet, group: cached };
}

async function addToCart(idJet: number, seatGroup: number, quantity: number): Promise<void> {
  const answer = await caller.call(null, "POST", "/de/api/shop-cart/", { event_jet_id: idJet, seat_group: seatGroup, sale_type_ids: [1], quantities: [quantity] });
  assert.equal(answer.status, 201, JSON.stringify(answer.body));
}

const showsGroup = (html: string) => html.includes('price-list__name">Cachereihe<');

test("a hold that leaves seats keeps the event page; the hold that takes the last seats takes the group off it at once; it is back when a ticket is given back or the holds run out", async () => {
  const staged = await stagePerformance(3);
  const path = await eventPath(staged.eventId);
  assert.ok(showsGroup((await page(path)).html), "the group is on sale");
  assert.equal((await page(path)).cache, "hit");

  await addToCart(staged.idJet, staged.group, 2);
  const stillFree = await page(path);
  assert.equal(stillFree.cache, "hit", "a hold that leaves a seat free changes nothing the page shows");
  assert.ok(showsGroup(stillFree.html));

  await addToCart(staged.idJet, staged.group, 1);
  const soldOut = await page(path);
  assert.equal(soldOut.cache, "miss");
  assert.ok(!showsGroup(soldOut.html), "sold out by the holds: the group is gone");
  assert.equal((await page(path)).cache, "hit");

  // A ticket given back frees a seat: the group is back at the next request.
  const [hold] = await app.db.select().from(ticketHolds).where(eq(ticketHolds.seatGroupId, staged.group)).orderBy(desc(ticketHolds.id)).limit(1);
  const token = await csrfTokenFrom(app.url);
  const removed = await fetch(`${app.url}/de/api/shop-cart/remove/`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Cookie: `csrftoken=${token}; ${CART_KEY_COOKIE}=${hold.cartKey}`, "X-CSRFToken": token },
    body: JSON.stringify({ hold_id: hold.id }),
  });
  assert.equal(removed.status, 200, await removed.text());
  const givenBack = await page(path);
  assert.equal(givenBack.cache, "miss");
  assert.ok(showsGroup(givenBack.html), "a seat is free again");
  await addToCart(staged.idJet, staged.group, 1);
  assert.ok(!showsGroup((await page(path)).html), "sold out again");

  // Fifteen minutes later the holds have run out (PostgreSQL's clock) and the page shows the seats again.
  await letHoldTimePass(app.db, 15 * 60 + 1, eq(ticketHolds.seatGroupId, staged.group));
  app.setNow(new Date(Date.now() + 16 * 60_000));
  try {
    const freeAgain = await page(path);
    assert.equal(freeAgain.cache, "miss");
    assert.ok(showsGroup(freeAgain.html), "free again when the holds ran out");
  } finally {
    app.setNow(null);
  }
  await app.db.delete(ticketHolds).where(eq(ticketHolds.seatGroupId, staged.group));
});

test("a module appears when its online_from is reached by the app's clock", async () => {
  const now = new Date();
  // Well inside the maximum age (an hour here): only the noted boundary can end the entry.
  const from = new Date(now.getTime() + 10 * 60_000);
  const hero: ModuleData = { id: "h1", type: "hero_media", headline: "Bald online im Cache", online_from: from.toISOString() };
  await newPage("cache-fenster", oneColumn(textModule("t1", "<p>Schon da</p>"), hero));
  app.setNow(now);
  try {
    const early = await page("/de/cache-fenster");
    assert.match(early.html, /Schon da/);
    assert.doesNotMatch(early.html, /Bald online im Cache/);
    assert.equal((await page("/de/cache-fenster")).cache, "hit");
    app.setNow(new Date(from.getTime() + 1_000));
    const later = await page("/de/cache-fenster");
    assert.equal(later.cache, "miss");
    assert.match(later.html, /Bald online im Cache/);
  } finally {
    app.setNow(null);
  }
});

// The cache itself, without HTTP: its bound, and a render that overlaps a change.

const shownNothing = () => ({ eventIds: new Set<number>(), changesAt: Infinity });
const pageOf = (bytes: number) => splitAtNonce(Buffer.from("x".repeat(bytes)), "NONCE");

test("the cache never holds more bytes than it may; the least recently used pages go first", () => {
  const cache = new HtmlCache({ maxBytes: 100_000, maxAgeMs: 60_000, now: () => new Date() });
  for (let i = 0; i < 50; i++) {
    const ticket = cache.beginRender();
    cache.set(`/page/${i}`, pageOf(9_000), shownNothing(), ticket);
    cache.finishRender();
    if (i > 0) cache.get("/page/0"); // kept in use
    assert.ok(cache.takeCounts().bytes <= 100_000, `after ${i + 1} pages`);
  }
  assert.ok(cache.get("/page/0"), "the page in use stays");
  assert.ok(cache.get("/page/49"), "the newest page stays");
  assert.equal(cache.get("/page/1"), undefined, "an old page unused went");
  const ticket = cache.beginRender();
  assert.equal(cache.set("/too-big", pageOf(200_000), shownNothing(), ticket), false, "a page larger than the whole cache is not kept");
  cache.finishRender();
});

test("a render that began before a change and ends after it is not kept", () => {
  const cache = new HtmlCache({ maxBytes: 1_000_000, maxAgeMs: 60_000, now: () => new Date() });
  const before = cache.beginRender();
  cache.forget({ kind: "content" });
  assert.equal(cache.set("/a", pageOf(10), shownNothing(), before), false);
  cache.finishRender();

  const showingFive = cache.beginRender();
  const showingSix = cache.beginRender();
  cache.forget({ kind: "availability", eventIds: [5] });
  assert.equal(cache.set("/five", pageOf(10), { eventIds: new Set([5]), changesAt: Infinity }, showingFive), false);
  assert.equal(cache.set("/six", pageOf(10), { eventIds: new Set([6]), changesAt: Infinity }, showingSix), true);
  cache.finishRender();
  cache.finishRender();
  cache.forget({ kind: "availability", eventIds: [6] });
  assert.equal(cache.get("/six"), undefined, "a change of what a page shows forgets it");
});

test("once a minute the log sums up hits, misses and bypasses with what the cache holds", async () => {
  const cache = new HtmlCache({ maxBytes: 1_000_000, maxAgeMs: 60_000, now: () => new Date() });
  const ticket = cache.beginRender();
  cache.set("/a", pageOf(1_000), shownNothing(), ticket);
  cache.finishRender();
  for (const outcome of ["miss", "hit", "hit", "hit", "bypass"] as const) cache.count(outcome);
  let stop = () => {};
  const line = await new Promise<Record<string, unknown>>((resolve) => {
    const log = createLogger("info", { write: (text: string) => resolve(JSON.parse(text) as Record<string, unknown>) });
    stop = logHtmlCacheSummaries(cache, log, 5);
  });
  stop();
  assert.equal(line.event, "html_cache");
  assert.deepEqual([line.hits, line.misses, line.bypasses, line.hit_ratio, line.entries], [3, 1, 1, 0.6, 1]);
  assert.ok(Number(line.bytes) >= 1_000);
});

test("the nonce goes into every hole of the kept page", () => {
  const template = splitAtNonce(Buffer.from('<script nonce="abc+/=">1</script><script nonce="abc+/=">2</script>'), "abc+/=");
  assert.equal(template.length, 3);
  assert.equal(fillNonce(template, "XYZ").toString(), '<script nonce="XYZ">1</script><script nonce="XYZ">2</script>');
});
