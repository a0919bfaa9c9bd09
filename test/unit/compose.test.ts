// compose.yaml (README "Several processes"): two app containers built from the Dockerfile, the
// official PostgreSQL image and nginx with its config from deploy/, each with a healthcheck. What
// the apps are given are settings the server knows and accepts, and no secret is written down.
import assert from "node:assert/strict";
import fs from "node:fs";
import path from "node:path";
import { test } from "node:test";
import { fileURLToPath } from "node:url";
import { parse } from "yaml";
import { loadConfig } from "../../server/config.ts";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const read = (file: string) => fs.readFileSync(path.join(root, file), "utf8");

interface Service {
  image?: string;
  build?: string;
  environment?: Record<string, string>;
  volumes?: string[];
  ports?: string[];
  healthcheck?: { test: string[] };
  depends_on?: Record<string, { condition: string }>;
}
const compose = parse(read("compose.yaml")) as { services: Record<string, Service> };
const { db, app1, app2, balancer } = compose.services;

/** What compose makes of `${NAME:?message}` (here: a sample value) and `${NAME:-default}`. */
const interpolated = (value: string, samples: Record<string, string>) =>
  value.replace(/\$\{(\w+)(?::\?[^}]*|:-([^}]*))\}/g, (_whole, name: string, fallback?: string) => samples[name] ?? fallback ?? "");

test("two app containers from the Dockerfile, the official PostgreSQL image and nginx with deploy/nginx.conf", () => {
  assert.ok(fs.existsSync(path.join(root, "Dockerfile")));
  for (const app of [app1, app2]) assert.equal(app.build, ".");
  assert.deepEqual(app1, app2, "the two app containers are the same");
  assert.match(db.image!, /^postgres:\d+$/);
  assert.match(balancer.image!, /^nginx:[\d.]+$/);
  assert.ok(balancer.volumes!.includes("./deploy/nginx.conf:/etc/nginx/nginx.conf:ro"));
  const nginx = read("deploy/nginx.conf");
  const port = /PORT=(\d+)/.exec(read("Dockerfile"))![1];
  for (const name of ["app1", "app2"]) assert.match(nginx, new RegExp(`server ${name}:${port}\\b`), `the balancer sends to ${name}`);
  assert.equal(balancer.depends_on!.app1.condition, "service_healthy");
  assert.equal(app1.depends_on!.db.condition, "service_healthy");
});

test("every container has a healthcheck; the apps' and the balancer's ask /healthz", () => {
  for (const service of [app1, balancer]) assert.match(service.healthcheck!.test.join(" "), /\/healthz/);
  assert.match(db.healthcheck!.test.join(" "), /pg_isready/);
});

test("the apps' variables are settings the server documents and accepts, with DATABASE_URL, PUBLIC_URL and TRUST_PROXY for the balancer", () => {
  const environment = app1.environment!;
  for (const name of ["DATABASE_URL", "PUBLIC_URL", "TRUST_PROXY"]) assert.ok(environment[name], name);
  const documented = read("README.md");
  for (const name of Object.keys(environment)) assert.match(documented, new RegExp(`^\\| \`${name}\` \\|`, "m"), `${name} is in the README's settings table`);
  const samples = { POSTGRES_PASSWORD: "sample", PUBLIC_URL: "https://www.kulisse.example" };
  const config = loadConfig(Object.fromEntries(Object.entries(environment).map(([name, value]) => [name, interpolated(value, samples)])));
  assert.equal(config.databaseUrl, "postgres://kulisse:sample@db:5432/kulisse");
  assert.equal(config.trustProxy, 1);
});

test("no secret is written down: passwords and the public address come from the environment, required", () => {
  assert.match(db.environment!.POSTGRES_PASSWORD, /^\$\{POSTGRES_PASSWORD:\?/);
  assert.match(app1.environment!.DATABASE_URL, /:\$\{POSTGRES_PASSWORD:\?[^}]*\}@/);
  assert.match(app1.environment!.PUBLIC_URL, /^\$\{PUBLIC_URL:\?/);
  assert.match(app1.environment!.DEMO_EDITOR_PASSWORD, /^\$\{DEMO_EDITOR_PASSWORD:-\}$/);
});

test("the profile external-shop adds a second Kulisse as the site's shop: its own database and volume, the shop API's token from the environment, the site pointed at it", () => {
  const { shop, "shop-db": shopDb } = compose.services as Record<string, Service & { profiles?: string[] }>;
  assert.deepEqual(shop.profiles, ["external-shop"]);
  assert.deepEqual(shopDb.profiles, ["external-shop"]);
  assert.equal(shop.build, ".");
  assert.equal(shop.ports, undefined, "visitors reach the shop through the site only");
  assert.equal(shop.depends_on!["shop-db"].condition, "service_healthy");
  assert.match(shop.healthcheck!.test.join(" "), /\/healthz/);
  assert.match(shopDb.image!, /^postgres:\d+$/);
  assert.notDeepEqual(shop.volumes, app1.volumes, "files of its own");
  assert.notDeepEqual(shopDb.volumes, db.volumes, "a database of its own");
  assert.match(shop.environment!.SHOP_API_TOKEN, /^\$\{SHOP_API_TOKEN:-\}$/, "the token comes from the environment");
  assert.match(shopDb.environment!.POSTGRES_PASSWORD, /^\$\{POSTGRES_PASSWORD:\?/);

  const documented = read("README.md");
  for (const name of Object.keys(shop.environment!)) assert.match(documented, new RegExp(`^\\| \`${name}\` \\|`, "m"), `${name} is in the README's settings table`);
  const token = "a".repeat(64);
  const samples = { POSTGRES_PASSWORD: "sample", PUBLIC_URL: "https://www.kulisse.example", SHOP_API_TOKEN: token, WEBSHOP_URL: "http://shop:3000" };
  const shopConfig = loadConfig(Object.fromEntries(Object.entries(shop.environment!).map(([name, value]) => [name, interpolated(value, samples)])));
  assert.equal(shopConfig.databaseUrl, "postgres://kulisse:sample@shop-db:5432/kulisse");
  assert.equal(shopConfig.shopApiToken, token);
  assert.ok(shopConfig.allowedHosts.includes("shop"), "the site's proxy asks for the host shop");
  const siteConfig = loadConfig(Object.fromEntries(Object.entries(app1.environment!).map(([name, value]) => [name, interpolated(value, samples)])));
  assert.equal(siteConfig.webshopUrl, "http://shop:3000");
  assert.equal(siteConfig.webshopApiToken, token, "the site sends the shop's token");
  const builtIn = loadConfig(Object.fromEntries(Object.entries(app1.environment!).map(([name, value]) => [name, interpolated(value, { POSTGRES_PASSWORD: "sample", PUBLIC_URL: "https://www.kulisse.example" })])));
  assert.equal(builtIn.webshopUrl, undefined, "without them the built-in shop");
});
