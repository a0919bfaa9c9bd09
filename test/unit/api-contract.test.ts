// Every API call is an endpoint of the one contract: the server mounts exactly the contract's routes
// (plus the JSON 404), each endpoint has its handler, and nothing in the browser code calls fetch
// past the contract's client.
import assert from "node:assert/strict";
import fs from "node:fs";
import path from "node:path";
import { test } from "node:test";
import { handlers } from "../../server/api/handlers/index.ts";
import type { ContextFor } from "../../server/api/request-context.ts";
import type { Request, Response } from "express";
import { apiMounts, createApiRouter, forApiPaths } from "../../server/api/router.ts";
import { siteOrigins } from "../../server/http/site-origin.ts";
import { endpoints } from "../../shared/api/contract/index.ts";

const mountPattern = new RegExp(`^(${apiMounts.join("|")})/`);

test("every endpoint lives under an API mount, has a handler, and no two share method and path", () => {
  const seen = new Set<string>();
  for (const [name, endpoint] of Object.entries(endpoints)) {
    assert.match(endpoint.path, mountPattern, name);
    assert.equal(typeof (handlers as Record<string, unknown>)[name], "function", `${name} has a handler`);
    const key = `${endpoint.method} ${endpoint.path}`;
    assert.ok(!seen.has(key), `${key} is described once`);
    seen.add(key);
    if (endpoint.file) assert.notEqual(endpoint.method, "GET", `${name}: an upload is a write`);
  }
});

test("the API router mounts the contract's routes and nothing else", () => {
  const router = createApiRouter({ contextFor: () => (() => ({})) as unknown as ContextFor, limits: {}, csrf: { key: async () => Buffer.alloc(32), origins: siteOrigins({ publicUrl: undefined, allowedHosts: [] }), secureCookies: false }, dataDir: "/nonexistent" });
  const routes = (router.stack as { route?: { path: string | string[]; methods: Record<string, boolean> } }[])
    .filter((layer) => layer.route)
    .map((layer) => layer.route!);
  const described = new Set(Object.values(endpoints).map((endpoint) => `${endpoint.method} ${endpoint.path.replace(/\/\*([A-Za-z_]+)/, "{/*$1}")}`));
  const mounted = routes.filter((route) => !Array.isArray(route.path));
  assert.equal(mounted.length, described.size, "one route per endpoint");
  for (const route of mounted) {
    const method = Object.keys(route.methods)[0].toUpperCase();
    assert.ok(described.has(`${method} ${route.path}`), `${method} ${route.path} is an endpoint of the contract`);
  }
  // The rest is the JSON 404 for unknown API paths.
  assert.deepEqual(
    routes.filter((route) => Array.isArray(route.path)).map((route) => route.methods._all),
    [true],
  );
});

test("browser code calls the API only through the contract's client", () => {
  const roots = ["src", "elements", "shared"];
  const allowed = new Set(["shared/api/call-endpoint.ts", "src/pages/error/custom-error-page.tsx"]);
  const offenders: string[] = [];
  for (const root of roots) {
    for (const file of fs.readdirSync(root, { recursive: true, encoding: "utf8" })) {
      const relative = path.join(root, file);
      if (!/\.(ts|tsx)$/.test(file) || allowed.has(relative)) continue;
      if (/\bfetch\(|XMLHttpRequest|sendBeacon/.test(fs.readFileSync(relative, "utf8"))) offenders.push(relative);
    }
  }
  assert.deepEqual(offenders, [], "calls past the contract");
});

test("only paths under an API mount reach the API's routes; pages go on at once", () => {
  const reached: string[] = [];
  const handler = forApiPaths(((req: Request) => reached.push(req.path)) as never);
  const paths = {
    api: ["/api/search/", "/de/api/events/", "/en/api/events/1/", "/DE/API/events/", "/de/api", "/pageeditor-api/settings", "/de/pageeditor-api/x", "/admin-api/", "/en/admin-api/users/"],
    pages: ["/de", "/de/spielplan", "/de/spielplan/zwischenraeume/1", "/de/apis", "/de/magazine/api-guide/2", "/api-docs", "/de/x/api/", "/robots.txt", "/"],
  };
  for (const path of [...paths.api, ...paths.pages]) {
    let passedOn = false;
    handler({ path } as Request, {} as Response, () => (passedOn = true));
    assert.equal(passedOn, !paths.api.includes(path), path);
  }
  assert.deepEqual(reached, paths.api);
  // Every endpoint's own path (parameters filled in) is one of them.
  for (const endpoint of Object.values(endpoints)) {
    const path = endpoint.path.replace(/:[A-Za-z_]+/g, "de").replace(/\*[A-Za-z_]+/, "x");
    reached.length = 0;
    handler({ path } as Request, {} as Response, () => assert.fail(`${path} must reach the API`));
    assert.deepEqual(reached, [path]);
  }
});
