// Hosts, proxies and HSTS: only the site's hosts (ALLOWED_HOSTS, PUBLIC_URL's, loopback) are answered,
// so a forged Host never reaches the canonical link or og:url of a cacheable page; a malformed Host is
// a 400, never a 500; X-Forwarded-* count only from proxies TRUST_PROXY names; HSTS with an https PUBLIC_URL.
import assert from "node:assert/strict";
import http from "node:http";
import { after, before, test } from "node:test";
import { csrfTokenFrom } from "../helpers/csrf-token.ts";
import { sharedTestApp, startTestApp, type TestApp } from "../helpers/test-app.ts";

// One add-to-cart call per client address, so the test sees which address the server counted.
const app = sharedTestApp({ config: { shopCartLimit: 1 } });
let proxied: TestApp;

before(async () => {
  // Behind a TLS proxy on this machine: public https origin, the parent domain's hosts, loopback trusted.
  proxied = await startTestApp({ config: { publicUrl: "https://www.kulisse.example", allowedHosts: [".kulisse.example"], trustProxy: ["loopback"], shopCartLimit: 1 } });
});
after(() => proxied?.close());

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** A GET with exactly these headers (Host included), which fetch would not send. */
function get(base: string, path: string, headers: Record<string, string>): Promise<Answer> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const request = http.request({ hostname, port, path, method: "GET", headers, setHost: false }, (response) => {
      let body = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => (body += chunk));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }));
    });
    request.on("error", reject);
    request.end();
  });
}

const canonicalOf = (page: string) => /<link rel="canonical" href="([^"]*)"/.exec(page)?.[1];
const ogUrlOf = (page: string) => /<meta property="og:url" content="([^"]*)"/.exec(page)?.[1];

test("a forged Host is refused with 400 before anything renders; the site's own host names the canonical link", async () => {
  const own = await get(app.url, "/de/spielplan", { Host: new URL(app.url).host });
  assert.equal(own.status, 200);
  assert.equal(canonicalOf(own.body), `${app.url}/de/spielplan`);
  assert.equal(ogUrlOf(own.body), `${app.url}/de/spielplan`);

  for (const host of ["evil.example", "evil.example:80", "127.0.0.1.evil.example", "localhost.evil.example"]) {
    const forged = await get(app.url, "/de/spielplan", { Host: host });
    assert.equal(forged.status, 400, host);
    assert.doesNotMatch(forged.body, /evil|<link|at \w+ \(/, `${host}: no page, no echo, no stack`);
    assert.match(forged.headers["cache-control"] ?? "", /no-store/);
  }
  const api = await get(app.url, "/api/csrf/", { Host: "evil.example", Accept: "application/json" });
  assert.equal(api.status, 400);
  assert.deepEqual(JSON.parse(api.body), { error: "bad request", field: "Host", reason: "is not a host of this site" });
  assert.equal(api.headers["set-cookie"], undefined, "no CSRF cookie for a foreign host");
  assert.ok(app.logs.some((line) => line.event === "host_refused" && line.host === "evil.example"), "the refusal is logged with the host");
});

test("a malformed Host header is a 400 on pages, files and the API, never a 500", async () => {
  for (const host of ["a b", "", "x:99999", "evil.example/path", "user@127.0.0.1", "[::1", "a:b:c", "127.0.0.1:3000:1", "%31%32%37.0.0.1"]) {
    for (const path of ["/de/spielplan", "/api/csrf/", "/logo.svg", "/"]) {
      const answer = await get(app.url, path, { Host: host });
      assert.equal(answer.status, 400, `Host ${JSON.stringify(host)} ${path}`);
    }
  }
  // The loopback names in other spellings are still loopback.
  for (const host of ["LOCALHOST", "localhost.", "[::1]:8080", "127.0.0.1"]) {
    assert.equal((await get(app.url, "/api/csrf/", { Host: host })).status, 200, host);
  }
});

test("/healthz answers any Host, so a load balancer can probe the address", async () => {
  const answer = await get(app.url, "/healthz", { Host: "10.0.0.7" });
  assert.equal(answer.status, 200);
  assert.deepEqual(JSON.parse(answer.body), { status: "ok" });
});

test("no HSTS over plain http without PUBLIC_URL; with an https PUBLIC_URL a year of it, this host only", async () => {
  const plain = await get(app.url, "/de/spielplan", { Host: new URL(app.url).host });
  assert.equal(plain.headers["strict-transport-security"], undefined);
  const secure = await get(proxied.url, "/de/spielplan", { Host: "www.kulisse.example" });
  assert.equal(secure.status, 200);
  assert.equal(secure.headers["strict-transport-security"], "max-age=31536000");
  // PUBLIC_URL names every absolute URL, whatever allowed host the request used.
  const sub = await get(proxied.url, "/de/spielplan", { Host: "kulisse.example" });
  assert.equal(sub.status, 200, "a leading dot in ALLOWED_HOSTS takes the domain itself");
  assert.equal(canonicalOf(sub.body), "https://www.kulisse.example/de/spielplan");
  assert.equal((await get(proxied.url, "/de/spielplan", { Host: "shop.kulisse.example" })).status, 200, "and its subdomains");
  assert.equal((await get(proxied.url, "/de/spielplan", { Host: "kulisse.example.evil.example" })).status, 400);
});

/** An add-to-cart call with an empty body: counted against the client address, then 400 for the input. */
async function cartCall(base: string, headers: Record<string, string>): Promise<number> {
  const token = await csrfTokenFrom(base);
  const response = await fetch(`${base}/de/api/shop-cart/`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Cookie: `csrftoken=${token}`, "X-CSRFToken": token, ...headers },
    body: "{}",
  });
  await response.arrayBuffer();
  return response.status;
}

test("X-Forwarded-For from a loopback caller is not trusted by default: every call counts for the socket's address", async () => {
  assert.equal(await cartCall(app.url, { "X-Forwarded-For": "203.0.113.1" }), 400);
  assert.equal(await cartCall(app.url, { "X-Forwarded-For": "203.0.113.2" }), 429, "another forwarded address is the same client");
});

test("with TRUST_PROXY, the proxy's X-Forwarded-For names the client and X-Forwarded-Host must be a site host", async () => {
  const fromSite = { Origin: "https://www.kulisse.example" };
  assert.equal(await cartCall(proxied.url, { ...fromSite, "X-Forwarded-For": "203.0.113.1" }), 400);
  assert.equal(await cartCall(proxied.url, { ...fromSite, "X-Forwarded-For": "203.0.113.2" }), 400, "a different client has its own limit");
  assert.equal(await cartCall(proxied.url, { ...fromSite, "X-Forwarded-For": "203.0.113.1" }), 429, "the first client again is over its limit");
  const forwarded = await get(proxied.url, "/de/spielplan", { Host: "127.0.0.1", "X-Forwarded-Host": "evil.example", "X-Forwarded-Proto": "https" });
  assert.equal(forwarded.status, 400, "the forwarded host is checked like a Host header");
  const untrusted = await get(app.url, "/de/spielplan", { Host: new URL(app.url).host, "X-Forwarded-Host": "evil.example", "X-Forwarded-Proto": "https" });
  assert.equal(untrusted.status, 200, "without TRUST_PROXY the forwarded headers are ignored");
  assert.equal(canonicalOf(untrusted.body), `${app.url}/de/spielplan`);
});
