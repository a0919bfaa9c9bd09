// The security headers and the CSP, on a bare app with only this middleware.
import assert from "node:assert/strict";
import type { AddressInfo } from "node:net";
import { test } from "node:test";
import express from "express";
import { securityHeaders } from "../../server/http/security-headers.ts";

async function headersOf(options: Parameters<typeof securityHeaders>[0], path = "/") {
  const app = express();
  app.use(securityHeaders(options));
  app.get(["/", "/admin/check-in"], (_req, res) => res.send(res.locals.nonce));
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  try {
    const response = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}${path}`);
    const nonce = await response.text();
    const csp = (response.headers.get("content-security-policy") ?? "").split(";").map((directive) => directive.trim());
    return { headers: response.headers, nonce, csp };
  } finally {
    server.close();
  }
}

test("the CSP names every source we allow, with this response's nonce", async () => {
  const { nonce, csp } = await headersOf({ dev: false, scriptOrigins: ["https://tracking.example.org"] });
  assert.ok(nonce.length >= 20);
  assert.deepEqual(csp, [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' https://tracking.example.org`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "frame-src 'self' https://www.youtube-nocookie.com https://player.vimeo.com https://open.spotify.com https://w.soundcloud.com https://*.podigee.io https://e.issuu.com https://www.instagram.com https://platform.twitter.com https://www.facebook.com https://www.tiktok.com",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ]);
  const again = await headersOf({ dev: false });
  assert.notEqual(again.nonce, nonce, "a fresh nonce per response");
  assert.ok(again.csp.includes(`script-src 'self' 'nonce-${again.nonce}'`));
});

test("development allows Vite's WebSocket", async () => {
  const { csp } = await headersOf({ dev: true });
  assert.ok(csp.includes("connect-src 'self' ws: wss:"));
});

test("the other headers: no sniffing, own frames only, a short referrer, no camera; no HSTS, scripts loadable by a shop on another host", async () => {
  const { headers } = await headersOf({ dev: false });
  assert.equal(headers.get("x-content-type-options"), "nosniff");
  assert.equal(headers.get("referrer-policy"), "strict-origin-when-cross-origin");
  assert.equal(headers.get("x-frame-options"), "SAMEORIGIN");
  assert.equal(headers.get("permissions-policy"), "camera=(), microphone=(), geolocation=()");
  assert.equal(headers.get("strict-transport-security"), null);
  assert.equal(headers.get("cross-origin-embedder-policy"), null);
  assert.equal(headers.get("cross-origin-resource-policy"), "cross-origin");
});

test("the admin's pages may use the camera (check-in scans tickets); the site's pages may not", async () => {
  const { headers } = await headersOf({ dev: false }, "/admin/check-in");
  assert.equal(headers.get("permissions-policy"), "camera=(self), microphone=(), geolocation=()");
});

test("HSTS for a year, this host only, when the site is served over https", async () => {
  const { headers } = await headersOf({ dev: false, hsts: true });
  assert.equal(headers.get("strict-transport-security"), "max-age=31536000");
});
