// Roles on every protected route: the API asks the policy for each endpoint that names an ability
// (401 for visitors, 403 for a role without it), drafts are for editors and admins only, and the
// page rules (?v=, site offline) ask the same policy.
import assert from "node:assert/strict";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { after, before, test } from "node:test";
import express from "express";
import { eq } from "drizzle-orm";
import { object, string } from "superstruct";
import { createApiRouter, apiErrorHandler } from "../../server/api/router.ts";
import type { RequestContext } from "../../server/api/request-context.ts";
import { articles, events, forms, persons, productions, series, siteSettings, venues } from "../../server/db/schema.ts";
import { cookieJar } from "../../server/http/cookie-jar.ts";
import { signedCsrfToken } from "../../server/http/csrf.ts";
import { siteOrigins } from "../../server/http/site-origin.ts";
import { createLogger } from "../../server/logger.ts";
import type { SessionUser } from "../../server/services/sessions.ts";
import { clearSiteSettingsCache } from "../../server/services/site-settings.ts";
import { endpoints } from "../../shared/api/contract/index.ts";
import { endpoint, type AnyEndpoint, type Method } from "../../shared/api/endpoint.ts";
import { langSchema } from "../../shared/api/schemas.ts";
import { abilities, can, type Role, type StaffRole } from "../../shared/policies.ts";
import { csrfTokenFrom } from "../helpers/csrf-token.ts";
import { sessionCookie } from "../helpers/editor-session.ts";
import { sharedTestApp } from "../helpers/test-app.ts";

const roles: Role[] = ["visitor", "customer", "editor", "box_office", "admin"];
/** The roles that read drafts and work while the site is off: the content's editors, not the box office. */
const contentRoles: Role[] = ["visitor", "customer", "editor", "admin"];
/** The probe server's signing key and a token it signed; the real app's token comes from its API. */
const PROBE_KEY = Buffer.alloc(32, 7);
const PROBE_CSRF = signedCsrfToken(PROBE_KEY);
let CSRF = "";

// ---------------------------------------------------------------- the router's check, for every ability

/** A contract of one GET and one DELETE per ability; the handlers answer who was let in. */
function probeContract() {
  const contract: Record<string, AnyEndpoint> = {};
  const handlers: Record<string, (input: never, ctx: RequestContext) => Promise<unknown>> = {};
  for (const ability of abilities) {
    for (const method of ["GET", "DELETE"] as Method[]) {
      const name = `${method}-${ability}`;
      contract[name] = endpoint<{ role: string }>()({ method, path: `/:lang/pageeditor-api/probe/${ability}/`, input: object({ lang: langSchema, note: string() }), access: ability }) as unknown as AnyEndpoint;
      handlers[name] = async (_input, ctx) => ({ role: ctx.user?.role ?? "visitor" });
    }
  }
  return { endpoints: contract, handlers };
}

async function probeServer(): Promise<{ url: string; close: () => Promise<void> }> {
  const app = express();
  const log = createLogger("error");
  app.use((req, _res, next) => {
    req.log = log;
    const role = req.get("x-test-role");
    req.user = role === "editor" || role === "admin" || role === "box_office" || role === "customer" ? ({ id: 1, email: `${role}@x`, username: role, firstName: "", lastName: "", role, hasDashboardOnlineAccess: false } satisfies SessionUser) : null;
    next();
  });
  app.use(express.json());
  app.use(
    createApiRouter({
      contextFor: (req, res) => (allowed) => ({ user: req.user, clientAddress: "test", log, cookies: cookieJar(req, res, { secure: false, allowed }) }) as unknown as RequestContext,
      limits: {},
      csrf: { key: async () => PROBE_KEY, origins: siteOrigins({ publicUrl: undefined, allowedHosts: [] }), secureCookies: false },
      dataDir: "/nonexistent",
      api: probeContract(),
    }),
  );
  app.use(apiErrorHandler());
  const server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

test("the router asks the policy for every ability: 401 for visitors, 403 without the ability, the call with it", async () => {
  const server = await probeServer();
  try {
    for (const ability of abilities) {
      for (const role of roles) {
        for (const method of ["GET", "DELETE"]) {
          const headers: Record<string, string> = { "x-test-role": role, Cookie: `csrftoken=${PROBE_CSRF}`, "X-CSRFToken": PROBE_CSRF, "Content-Type": "application/json" };
          const response = await fetch(`${server.url}/en/pageeditor-api/probe/${ability}/${method === "GET" ? "?note=x" : ""}`, { method, headers, body: method === "GET" ? undefined : JSON.stringify({ note: "x" }) });
          const body = await response.json();
          const label = `${role} ${method} ${ability}`;
          if (role === "visitor") {
            assert.equal(response.status, 401, label);
            assert.deepEqual([body.error, body.login_url], ["not_authenticated", "/en/login"], label);
          } else if (!can({ role: role as StaffRole }, ability)) {
            assert.equal(response.status, 403, label);
            assert.equal(body.error, "forbidden", label);
          } else {
            assert.equal(response.status, 200, label);
            assert.equal(body.role, role, label);
          }
        }
      }
    }
  } finally {
    await server.close();
  }
});

test("the policy is asked before the input is read: a visitor's bad input is 401, not 400", async () => {
  const server = await probeServer();
  try {
    const response = await fetch(`${server.url}/xx/pageeditor-api/probe/editPages/`, { headers: { "x-test-role": "visitor" } });
    assert.equal(response.status, 401);
  } finally {
    await server.close();
  }
});

// ---------------------------------------------------------------- the real contract and app

const app = sharedTestApp();
const cookies: Partial<Record<Role, string>> = {};

before(async () => {
  await app.ready;
  CSRF = await csrfTokenFrom(app.url);
  cookies.editor = await sessionCookie(app.db, "editor");
  cookies.admin = await sessionCookie(app.db, "admin");
  cookies.box_office = await sessionCookie(app.db, "box_office");
  cookies.customer = await sessionCookie(app.db, "customer");
});

function as(role: Role, path: string, init: RequestInit = {}) {
  const session = cookies[role];
  return fetch(app.url + path, { redirect: "manual", ...init, headers: { ...(session ? { Cookie: session } : {}), ...(init.headers as Record<string, string>) } });
}

/** A path of the endpoint with sample parameters (`:lang` de, ids 1, slugs and paths of the demo). */
function samplePath(path: string): string {
  const samples: Record<string, string> = { lang: "de", id: "1", id_jet: "1", slug: "home", path: "" };
  return path.replace(/[:*]([A-Za-z_]+)/g, (_whole, name: string) => samples[name] ?? "1");
}

test("every protected endpoint of the contract answers each role as the policy says", async () => {
  const protectedOnes = Object.entries(endpoints).filter(([, spec]) => spec.access);
  assert.ok(protectedOnes.length > 0, "the contract has protected endpoints");
  for (const [name, spec] of protectedOnes) {
    for (const role of roles) {
      const init: RequestInit = spec.method === "GET" ? {} : { method: spec.method, headers: { Cookie: `${cookies[role] ?? ""}; csrftoken=${CSRF}`, "X-CSRFToken": CSRF, "Content-Type": "application/json" }, body: "{}" };
      const status = (await as(role, samplePath(spec.path), init)).status;
      const user = role === "visitor" ? null : { role: role as StaffRole };
      const expected = can(user, spec.access!) ? "allowed" : role === "visitor" ? 401 : 403;
      if (expected === "allowed") assert.ok(status !== 401 && status !== 403, `${role} may call ${name} (got ${status})`);
      else assert.equal(status, expected, `${role} ${name}`);
    }
  }
});

test("offline items are a 404 for visitors and the box office and shown to editors and admins, on every detail endpoint", async () => {
  const cases = [
    { table: productions, path: (id: number) => `/de/api/productions/${id}/` },
    { table: events, path: (id: number) => `/de/api/events/${id}/` },
    { table: persons, path: (id: number) => `/de/api/persons/${id}/` },
    { table: articles, path: (id: number) => `/de/api/articles/${id}/` },
    { table: venues, path: (id: number) => `/de/api/venues/${id}/` },
    { table: series, path: (id: number) => `/de/api/series/${id}/` },
    { table: forms, path: (id: number) => `/de/api/forms/${id}/` },
  ];
  for (const { table, path } of cases) {
    const [row] = await app.db.select({ id: table.id }).from(table).where(eq(table.isOnline, true)).limit(1);
    await app.db.update(table).set({ isOnline: false }).where(eq(table.id, row.id));
    try {
      for (const role of roles) {
        const status = (await as(role, path(row.id))).status;
        assert.equal(status, can(role === "visitor" ? null : { role }, "readDrafts") ? 200 : 404, `${role} ${path(row.id)}`);
      }
    } finally {
      await app.db.update(table).set({ isOnline: true }).where(eq(table.id, row.id));
    }
  }
});

test("?v= on a page is for editors and admins; visitors are sent to the page without it", async () => {
  for (const role of contentRoles) {
    const response = await as(role, "/de/ueber-uns?v=1");
    if (role === "visitor" || role === "customer") {
      assert.equal(response.status, 301, role);
      assert.equal(response.headers.get("location"), "/de/ueber-uns");
    } else {
      assert.notEqual(response.status, 301, role);
    }
  }
});

test("while the site is switched off, visitors get 503 and the staff (editors, box office, admins) still see it", async () => {
  await app.db.update(siteSettings).set({ isSiteOnline: false }).where(eq(siteSettings.id, 1));
  clearSiteSettingsCache();
  after(async () => {
    await app.db.update(siteSettings).set({ isSiteOnline: true }).where(eq(siteSettings.id, 1));
    clearSiteSettingsCache();
  });
  for (const role of roles) assert.equal((await as(role, "/de")).status, role === "visitor" || role === "customer" ? 503 : 200, role);
  await app.db.update(siteSettings).set({ isSiteOnline: true }).where(eq(siteSettings.id, 1));
  clearSiteSettingsCache();
});

test("a visitor's own account is refused or gets the visitor's answer on every staff page: the admin, the hub, ?edit, ?v=, the page editor's API; no staff bar", async () => {
  for (const path of ["/admin/", "/admin/productions", "/en/admin-api/account/", "/de/cms-hub", "/de/ueber-uns?edit", "/de/ueber-uns?v=1", "/de/pageeditor-api/user"]) {
    const [visitor, customer] = [await as("visitor", path), await as("customer", path)];
    // Refused (403), or exactly what a visitor gets (the same status and redirect).
    if (customer.status !== 403) {
      assert.equal(customer.status, visitor.status, `${path}: a visitor gets ${visitor.status}`);
      assert.equal(customer.headers.get("location"), visitor.headers.get("location"), path);
    }
    const html = await customer.text();
    assert.doesNotMatch(html, /class="staff-bar"/, path);
  }
});
