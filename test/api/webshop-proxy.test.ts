// With WEBSHOP_URL the site passes /webshop and the shop pages' own calls to the external shop:
// (a) in front of a plain HTTP server standing for a foreign shop, exactly what arrives there and what
// comes back (path and query, X-Forwarded-*, cookies, redirects, the shop's own headers, streaming
// both ways, the site's offline page when the shop is silent, refuses or is down); (b) in front of a
// second Kulisse as the shop: the checkout call checked for CSRF and Origin at the site and accepted
// by the shop because of the site's bearer token.
import assert from "node:assert/strict";
import { randomBytes } from "node:crypto";
import { once } from "node:events";
import { readdirSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { after, before, test } from "node:test";
import { eq } from "drizzle-orm";
import express from "express";
import { distDir } from "../../server/app.ts";
import { orders } from "../../server/db/schema.ts";
import { requestLog } from "../../server/http/request-log.ts";
import { siteOrigins } from "../../server/http/site-origin.ts";
import { createLogger } from "../../server/logger.ts";
import { webshopProxy } from "../../server/webshop/webshop-proxy.ts";
import { Buyer, stageSeatGroup } from "../helpers/checkout-buyer.ts";
import { startTestApp, type TestApp } from "../helpers/test-app.ts";

const TOKEN = randomBytes(32).toString("base64url");

/** One request as the foreign shop received it. */
interface Received {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  bytes: number;
}

/** A foreign shop: answers by path, remembers every request; `release` lets the slow page finish. */
function foreignShop() {
  const received: Received[] = [];
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  const server = http.createServer((req, res) => {
    let bytes = 0;
    req.on("data", (chunk: Buffer) => (bytes += chunk.length));
    req.on("end", () => {
      received.push({ method: req.method!, url: req.url!, headers: req.headers, bytes });
      const { pathname } = new URL(req.url!, "http://shop");
      const origin = `http://${req.headers.host}`;
      switch (pathname) {
        case "/webshop/cart":
          res.setHeader("Set-Cookie", [`shop_session=abc; Domain=${new URL(origin).hostname}; Path=/webshop; HttpOnly; SameSite=Lax`, "shared=1; Domain=.theatre.example; Path=/"]);
          res.writeHead(200, { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "private, max-age=60", "Content-Security-Policy": "default-src 'none'; script-src https://shop.example" });
          return void res.end("<h1>The shop's cart</h1>");
        case "/webshop/login":
          res.writeHead(302, { Location: `${origin}/webshop/cart?lang=en` });
          return void res.end();
        case "/webshop/elsewhere":
          res.writeHead(302, { Location: "https://payments.example/pay?order=1" });
          return void res.end();
        case "/webshop/slow":
          res.writeHead(200, { "Content-Type": "text/plain" });
          res.write("first part;");
          return void released.then(() => res.end("second part"));
        case "/webshop/hang":
          return; // never answers
        case "/webshop/down":
          res.writeHead(503, { "Content-Type": "text/plain", "Cache-Control": "max-age=600" });
          return void res.end("Error occurred at the shop: stack trace …");
        case "/webshop/upload":
        case "/eventim.webshop/upload":
        case "/de/api/shop-checkout/":
          res.writeHead(200, { "Content-Type": "application/json" });
          return void res.end(JSON.stringify({ bytes, path: pathname }));
        case "/assets/shop-only-1234.js":
          res.writeHead(200, { "Content-Type": "text/javascript", "Cache-Control": "public, max-age=31536000, immutable" });
          return void res.end("/* the shop's own asset */");
        default:
          res.writeHead(404, { "Content-Type": "text/html" });
          return void res.end("<h1>Not in this shop</h1>");
      }
    });
  });
  return { server, received, release, last: () => received.at(-1)! };
}

const shop = foreignShop();
let shopUrl = "";
let site: TestApp;
/** The same site with a shop that must answer within 500 ms. */
let impatientSite: TestApp;

before(async () => {
  await new Promise<void>((resolve) => shop.server.listen(0, "127.0.0.1", resolve));
  shopUrl = `http://127.0.0.1:${(shop.server.address() as AddressInfo).port}`;
  site = await startTestApp({ config: { webshopUrl: shopUrl, webshopApiToken: TOKEN } });
  impatientSite = await startTestApp({ config: { webshopUrl: shopUrl, webshopApiToken: TOKEN, webshopProxyTimeoutMs: 500 } });
});

after(async () => {
  shop.server.closeAllConnections();
  shop.server.close();
  await site?.close();
  await impatientSite?.close();
});

const siteHost = () => new URL(site.url).host;

test("a shop page comes from the shop with the path and query as asked, X-Forwarded-*, the shop's cookies for the site's host, its own caching and CSP and none of the site's headers", async () => {
  const response = await fetch(`${site.url}/webshop/cart?lang=en&from=header`);
  assert.equal(response.status, 200);
  assert.equal(await response.text(), "<h1>The shop's cart</h1>");
  const asked = shop.last();
  assert.equal(asked.url, "/webshop/cart?lang=en&from=header");
  assert.equal(asked.headers.host, new URL(shopUrl).host, "the shop sees its own host");
  assert.equal(asked.headers["x-forwarded-for"], "127.0.0.1");
  assert.equal(asked.headers["x-forwarded-proto"], "http");
  assert.equal(asked.headers["x-forwarded-host"], siteHost());
  assert.equal(asked.headers.authorization, undefined, "a page carries no bearer token");

  assert.equal(response.headers.get("cache-control"), "private, max-age=60");
  assert.equal(response.headers.get("content-security-policy"), "default-src 'none'; script-src https://shop.example");
  for (const header of ["x-frame-options", "permissions-policy", "cross-origin-opener-policy", "referrer-policy"]) assert.equal(response.headers.get(header), null, `no ${header} of the site`);
  assert.deepEqual(response.headers.getSetCookie(), ["shop_session=abc; Path=/webshop; HttpOnly; SameSite=Lax", "shared=1; Domain=.theatre.example; Path=/"]);
});

test("the webshop redirects of spec §2 still come first: aliases and the shop's lists are answered by the site, other methods on an alias reach the shop as they are", async () => {
  const before = shop.received.length;
  const alias = await fetch(`${site.url}/testshop/event/12?lang=en`, { redirect: "manual" });
  assert.equal(alias.status, 301);
  assert.equal(alias.headers.get("location"), "/webshop/event/12?lang=en");
  const bare = await fetch(`${site.url}/webshop/?lang=en`, { redirect: "manual" });
  assert.equal(bare.status, 302);
  assert.equal(bare.headers.get("location"), "/webshop/cart?lang=en");
  const list = await fetch(`${site.url}/webshop/events`, { redirect: "manual" });
  assert.equal(list.status, 301);
  assert.match(list.headers.get("location")!, /^\/de\//);
  assert.equal(shop.received.length, before, "none of them reached the shop");

  const posted = await fetch(`${site.url}/eventim.webshop/upload?x=1`, { method: "POST", body: "abc" });
  assert.deepEqual(await posted.json(), { bytes: 3, path: "/eventim.webshop/upload" });
  assert.equal(shop.last().url, "/eventim.webshop/upload?x=1");
});

test("a redirect to the shop's own address leads to the same path on the site; one to another site stays", async () => {
  const login = await fetch(`${site.url}/webshop/login`, { redirect: "manual" });
  assert.equal(login.status, 302);
  assert.equal(login.headers.get("location"), "/webshop/cart?lang=en");
  const payment = await fetch(`${site.url}/webshop/elsewhere`, { redirect: "manual" });
  assert.equal(payment.headers.get("location"), "https://payments.example/pay?order=1");
});

test("a slow answer reaches the visitor in pieces as the shop sends them, not when it ends", async () => {
  const response = await fetch(`${site.url}/webshop/slow`, { headers: { "Accept-Encoding": "gzip" } });
  assert.equal(response.status, 200);
  assert.equal(response.headers.get("content-encoding"), null, "the site does not compress (and so hold back) the shop's answer");
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let text = "";
  while (!text.includes("first part;")) {
    const { value, done } = await reader.read();
    assert.ok(!done, "the answer ended before the shop finished it");
    text += decoder.decode(value, { stream: true });
  }
  assert.equal(text, "first part;", "the first piece arrived while the shop still holds the rest");
  shop.release();
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) text += decoder.decode(chunk.value, { stream: true });
  assert.equal(text, "first part;second part");
});

test("an upload of several MB passes to the shop whole, past the site's JSON body limit", async () => {
  const body = Buffer.alloc(6 * 1024 * 1024, "a");
  const response = await fetch(`${site.url}/webshop/upload`, { method: "POST", headers: { "Content-Type": "application/json" }, body });
  assert.equal(response.status, 200);
  assert.deepEqual(await response.json(), { bytes: body.length, path: "/webshop/upload" });
});

test("the shop's 404 is passed as the shop's", async () => {
  const response = await fetch(`${site.url}/webshop/no-such-page`);
  assert.equal(response.status, 404);
  assert.equal(await response.text(), "<h1>Not in this shop</h1>");
});

test("the build assets the site lacks come from the shop; the site's own stay its own", async () => {
  const fromShop = await fetch(`${site.url}/assets/shop-only-1234.js`);
  assert.equal(fromShop.status, 200);
  assert.equal(await fromShop.text(), "/* the shop's own asset */");
  assert.equal(shop.last().url, "/assets/shop-only-1234.js");

  const own = readdirSync(path.join(distDir, "client", "assets")).find((name) => name.endsWith(".css"))!;
  const before = shop.received.length;
  assert.equal((await fetch(`${site.url}/assets/${own}`)).status, 200);
  assert.equal(shop.received.length, before, "the site's own asset did not go to the shop");
});

test("the shop pages' checkout call reaches the shop after the site's CSRF check, with the site's bearer token; without a valid token it stops at the site", async () => {
  const visitor = await Buyer.start(site.url, site.db);
  const accepted = await visitor.call("POST", "/de/api/shop-checkout/", { any: "thing" });
  assert.equal(accepted.status, 200, JSON.stringify(accepted.body));
  assert.equal(shop.last().url, "/de/api/shop-checkout/");
  assert.equal(shop.last().headers.authorization, `Bearer ${TOKEN}`);

  const before = shop.received.length;
  const refused = await visitor.call("POST", "/de/api/shop-checkout/", { any: "thing" }, { csrf: false });
  assert.equal(refused.status, 403);
  const forged = await fetch(`${site.url}/de/api/shop-checkout/`, { method: "POST", headers: { ...visitor.headers(), Origin: "https://evil.example" }, body: "{}" });
  assert.equal(forged.status, 403);
  assert.equal(shop.received.length, before, "neither reached the shop");
});

/** Status of a GET sent with `path` exactly as written (fetch would resolve its dot segments). */
function rawGet(baseUrl: string, rawPath: string): Promise<number> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    http.get({ hostname, port, path: rawPath, agent: false }, (response) => {
      response.resume();
      resolve(response.statusCode!);
    }).on("error", reject);
  });
}

test("a call path with dot segments or encoded slashes never leaves with the site's bearer token", async () => {
  const before = shop.received.length;
  for (const tricky of ["/de/api/shop-order/x/../../../../shop-api/v1/health", "/de/api/shop-order/%2e%2e/%2e%2e/%2e%2e/shop-api/v1/health", "/de/api/shop-checkout/..%2f..%2f..%2fshop-api/v1/health"]) {
    assert.equal(await rawGet(site.url, tricky), 404, tricky);
  }
  assert.equal(shop.received.length, before, "none reached the shop");
});

test("a shop that is down (503 from it) gives the site's own offline page, never the shop's error text", async () => {
  const response = await fetch(`${site.url}/webshop/down?lang=en`);
  assert.equal(response.status, 503);
  assert.equal(response.headers.get("retry-after"), "30");
  assert.equal(response.headers.get("cache-control"), "no-store");
  const page = await response.text();
  assert.match(page, /<html lang="en">/);
  assert.match(page, /Webshop offline/);
  assert.match(page, /The webshop is offline at the moment/);
  assert.doesNotMatch(page, /stack trace/);
});

test("a shop that stays silent gives the offline page once the proxy timeout has passed", async () => {
  const response = await fetch(`${impatientSite.url}/webshop/hang`);
  assert.equal(response.status, 503);
  assert.equal(response.headers.get("retry-after"), "30");
  const page = await response.text();
  assert.match(page, /<html lang="de">/);
  assert.match(page, /Der Webshop ist gerade nicht erreichbar/);
});

test("while the shop state says offline a page is not even tried: the offline page at once; back online, the shop answers again", async () => {
  let online = false;
  const { pagesAndCalls } = webshopProxy({
    shopUrl,
    apiToken: TOKEN,
    timeoutMs: 15_000,
    csrf: { key: async () => randomBytes(32), origins: siteOrigins({ publicUrl: undefined, allowedHosts: [] }), secureCookies: false },
    offlinePage: (_req, res) => void res.status(503).send("the site's offline page"),
    shopOnline: () => online,
  });
  const front = express();
  front.use(requestLog(createLogger("error")));
  front.use(pagesAndCalls);
  const server = front.listen(0, "127.0.0.1");
  await once(server, "listening");
  const frontUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  try {
    const before = shop.received.length;
    const offline = await fetch(`${frontUrl}/webshop/cart`);
    assert.equal(offline.status, 503);
    assert.equal(await offline.text(), "the site's offline page");
    assert.equal(offline.headers.get("retry-after"), "30");
    assert.equal(shop.received.length, before, "the shop was not asked");
    online = true;
    const back = await fetch(`${frontUrl}/webshop/cart`);
    assert.equal(back.status, 200);
    assert.equal(await back.text(), "<h1>The shop's cart</h1>");
  } finally {
    server.closeAllConnections();
    server.close();
  }
});

// Last: it stops the foreign shop.
test("a shop that refuses the connection gives the offline page (pages) and the cart's -300 (calls)", async () => {
  shop.server.closeAllConnections();
  await new Promise<void>((resolve) => shop.server.close(() => resolve()));
  const page = await fetch(`${site.url}/webshop/cart?lang=en`);
  assert.equal(page.status, 503);
  assert.match(await page.text(), /The webshop is offline at the moment/);
  assert.doesNotMatch(JSON.stringify([...page.headers]), /Error occurred while trying to proxy/);

  const visitor = await Buyer.start(site.url, site.db);
  const call = await visitor.call("POST", "/en/api/shop-checkout/", {});
  assert.equal(call.status, 503);
  assert.equal(call.body.response_code, -300);
});

test("(b) with a second Kulisse as the shop: the checkout through the site becomes the shop's order; the shop took the site's bearer for its CSRF check", async () => {
  const kulisseShop = await startTestApp({ config: { shopApiToken: TOKEN, trustProxy: ["loopback"] } });
  const front = await startTestApp({ config: { webshopUrl: kulisseShop.url, webshopApiToken: TOKEN } });
  try {
    const group = await stageSeatGroup(kulisseShop.db, 10, 3000);
    // The visitor's cart is the shop's (brief B's provider fills it through the shop API; here directly).
    const inShop = await Buyer.start(kulisseShop.url, kulisseShop.db);
    await inShop.add(group, 2);
    const holdIds = (await inShop.cart()).tickets.map((ticket) => ticket.hold_id);

    // On the site's origin: the site's CSRF token, the same cart cookie.
    const visitor = await Buyer.start(front.url, front.db);
    visitor.cookies.set("kulisse_cart", inShop.cartKey);
    const forged = await fetch(`${front.url}/de/api/shop-checkout/`, { method: "POST", headers: { ...visitor.headers(), Origin: "https://evil.example", "X-Request-Id": "forged-origin-0001" }, body: "{}" });
    assert.equal(forged.status, 403);
    assert.ok(!kulisseShop.logs.some((line) => line.request_id === "forged-origin-0001"), "the forged call never reached the shop");

    const placed = await visitor.checkout({}, { holdIds });
    assert.equal(placed.status, 201, JSON.stringify(placed.body));
    assert.equal(placed.setCookies.filter((line) => line.startsWith("csrftoken=")).length, 0, "the shop hands out no CSRF cookie of its own over the site's");
    const [order] = await kulisseShop.db.select().from(orders).where(eq(orders.cartKey, inShop.cartKey));
    assert.equal(placed.body.code, order?.code, "the order is the shop's");

    // The shop itself still checks a call without the bearer.
    const direct = await fetch(`${kulisseShop.url}/de/api/shop-checkout/`, { method: "POST", headers: { "Content-Type": "application/json", Cookie: `kulisse_cart=${inShop.cartKey}` }, body: "{}" });
    assert.equal(direct.status, 403);
  } finally {
    await front.close();
    await kulisseShop.close();
  }
});
