// Settings from the environment: defaults, coercion, and a bad value stops the start with a message naming the variable.
import assert from "node:assert/strict";
import path from "node:path";
import { test } from "node:test";
import { ConfigError, loadConfig } from "../../server/config.ts";

test("SHOP_CART_LIMIT is 30 by default and must be a whole number of at least 1", () => {
  assert.equal(loadConfig({}).shopCartLimit, 30);
  assert.equal(loadConfig({ SHOP_CART_LIMIT: "100000" }).shopCartLimit, 100_000);
  for (const raw of ["0", "-5", "2.5", "many"]) assert.throws(() => loadConfig({ SHOP_CART_LIMIT: raw }), (error: unknown) => error instanceof ConfigError && /SHOP_CART_LIMIT/.test(error.message), raw);
});

test("the call limits have defaults a visitor never reaches and must be whole numbers of at least 1", () => {
  const defaults = loadConfig({});
  assert.deepEqual(
    [defaults.searchLimit, defaults.autocompleteLimit, defaults.formEntryLimit, defaults.uploadLimit, defaults.errorReportLimit],
    [60, 120, 20, 30, 30],
  );
  const raised = loadConfig({ SEARCH_LIMIT: "10000", AUTOCOMPLETE_LIMIT: "20000", FORM_ENTRY_LIMIT: "500", UPLOAD_LIMIT: "400", ERROR_REPORT_LIMIT: "1" });
  assert.deepEqual([raised.searchLimit, raised.autocompleteLimit, raised.formEntryLimit, raised.uploadLimit, raised.errorReportLimit], [10_000, 20_000, 500, 400, 1]);
  for (const name of ["SEARCH_LIMIT", "AUTOCOMPLETE_LIMIT", "FORM_ENTRY_LIMIT", "UPLOAD_LIMIT", "ERROR_REPORT_LIMIT"]) {
    for (const raw of ["0", "-1", "1.5", "lots"]) {
      assert.throws(() => loadConfig({ [name]: raw }), (error: unknown) => error instanceof ConfigError && error.message === `${name} must be a whole number of at least 1, got "${raw}"`, `${name}=${raw}`);
    }
  }
});

test("a cart holds at most 10 tickets per performance and 20 in all by default; both are whole numbers, per performance ≤ in all", () => {
  const defaults = loadConfig({});
  assert.deepEqual([defaults.cartMaxTicketsPerEvent, defaults.cartMaxTickets], [10, 20]);
  const set = loadConfig({ CART_MAX_TICKETS_PER_EVENT: "4", CART_MAX_TICKETS: "8" });
  assert.deepEqual([set.cartMaxTicketsPerEvent, set.cartMaxTickets], [4, 8]);
  assert.equal(loadConfig({ CART_MAX_TICKETS_PER_EVENT: "20" }).cartMaxTicketsPerEvent, 20, "equal to the whole cap is fine");
  for (const name of ["CART_MAX_TICKETS_PER_EVENT", "CART_MAX_TICKETS"]) {
    for (const raw of ["0", "-1", "2.5", "ten"]) assert.throws(() => loadConfig({ [name]: raw }), (error: unknown) => error instanceof ConfigError && error.message.startsWith(`${name} must be a whole number`), `${name}=${raw}`);
  }
  assert.throws(
    () => loadConfig({ CART_MAX_TICKETS_PER_EVENT: "12", CART_MAX_TICKETS: "8" }),
    (error: unknown) => error instanceof ConfigError && error.message === 'CART_MAX_TICKETS_PER_EVENT must not be more than CART_MAX_TICKETS (8), got "12"',
  );
});

test("CART_COOKIE_DOMAIN is optional and must be a domain name", () => {
  assert.equal(loadConfig({}).cartCookieDomain, undefined);
  assert.equal(loadConfig({ CART_COOKIE_DOMAIN: ".Staatstheater.example" }).cartCookieDomain, ".staatstheater.example");
  assert.equal(loadConfig({ CART_COOKIE_DOMAIN: "shop.kulisse.example" }).cartCookieDomain, "shop.kulisse.example");
  for (const raw of ["localhost", ".example", "https://kulisse.example", "kulisse.example/", "-bad.example", "a b.example", "kulisse.example; Secure"]) {
    assert.throws(() => loadConfig({ CART_COOKIE_DOMAIN: raw }), (error: unknown) => error instanceof ConfigError && /CART_COOKIE_DOMAIN/.test(error.message), raw);
  }
});

test("defaults, coercion and the other checks", () => {
  const defaults = loadConfig({});
  assert.equal(defaults.port, 3000);
  assert.equal(defaults.host, "0.0.0.0");
  assert.ok(path.isAbsolute(defaults.dataDir));
  assert.equal(defaults.logLevel, "info");
  assert.equal(defaults.seedDemo, true);
  assert.equal(defaults.quickBuy, false);
  assert.equal(defaults.isProduction, false);
  const env = { PORT: "8080", PUBLIC_URL: "https://kulisse.example/", SEED_DEMO: "Off", QUICK_BUY: "yes", NODE_ENV: "production", LOG_LEVEL: "warn", DATA_DIR: "" };
  const config = loadConfig(env);
  assert.deepEqual([config.port, config.publicUrl, config.seedDemo, config.quickBuy, config.isProduction, config.logLevel], [8080, "https://kulisse.example", false, true, true, "warn"]);
  assert.equal(env.PORT, "8080", "the environment itself is left as it was");
  const rejects = (vars: Record<string, string>, message: RegExp) => assert.throws(() => loadConfig(vars), (error: unknown) => error instanceof ConfigError && message.test(error.message));
  rejects({ PORT: "eighty" }, /^PORT must be a port number between 0 and 65535, got "eighty"$/);
  rejects({ LOG_LEVEL: "" }, /^LOG_LEVEL must be one of debug, info, warn, error/);
  rejects({ SEED_DEMO: "constructor" }, /^SEED_DEMO must be true or false/);
  rejects({ TAG_MANAGER_URL: "gtm.js" }, /^TAG_MANAGER_URL must be an http\(s\) URL or a path on this site/);
  rejects({ DATABASE_URL: "mysql://user:secret@db.example/kulisse" }, /^DATABASE_URL must start with postgres:\/\/ or postgresql:\/\/$/);
});

test("ALLOWED_HOSTS is a list of host names, ports dropped; a leading dot and * as in Django", () => {
  assert.deepEqual(loadConfig({}).allowedHosts, []);
  assert.deepEqual(loadConfig({ ALLOWED_HOSTS: " www.Kulisse.example:8080, .kulisse.example,[::1]:3000 , 10.0.0.5 " }).allowedHosts, ["www.kulisse.example", ".kulisse.example", "[::1]", "10.0.0.5"]);
  assert.deepEqual(loadConfig({ ALLOWED_HOSTS: "*" }).allowedHosts, ["*"]);
  for (const raw of ["https://kulisse.example", "kulisse.example/", "a b", "-bad.example", "kulisse.example:port", "user@kulisse.example"]) {
    assert.throws(() => loadConfig({ ALLOWED_HOSTS: raw }), (error: unknown) => error instanceof ConfigError && /^ALLOWED_HOSTS must be host names/.test(error.message), raw);
  }
});

test("TRUST_PROXY is off by default; a hop count or addresses Express understands", () => {
  assert.equal(loadConfig({}).trustProxy, false);
  assert.equal(loadConfig({ TRUST_PROXY: "off" }).trustProxy, false);
  assert.equal(loadConfig({ TRUST_PROXY: "0" }).trustProxy, false);
  assert.equal(loadConfig({ TRUST_PROXY: "2" }).trustProxy, 2);
  assert.deepEqual(loadConfig({ TRUST_PROXY: "loopback" }).trustProxy, ["loopback"]);
  assert.deepEqual(loadConfig({ TRUST_PROXY: "10.0.0.0/8, 192.168.1.5,uniquelocal" }).trustProxy, ["10.0.0.0/8", "192.168.1.5", "uniquelocal"]);
  // "true" would believe any client's X-Forwarded-For: name the proxies or count them instead.
  for (const raw of ["true", "everyone", "10.0.0.0/99", "300.1.1.1", "loopback;"]) {
    assert.throws(() => loadConfig({ TRUST_PROXY: raw }), (error: unknown) => error instanceof ConfigError && /^TRUST_PROXY must be false, the number of proxies/.test(error.message), raw);
  }
});

test("the HTML cache has 64 MB and serves a page five minutes at most by default; 0 MB turns it off", () => {
  const defaults = loadConfig({});
  assert.deepEqual([defaults.htmlCacheMb, defaults.htmlCacheMaxAgeSeconds], [64, 300]);
  assert.equal(loadConfig({ HTML_CACHE_MB: "0" }).htmlCacheMb, 0);
  assert.equal(loadConfig({ HTML_CACHE_MAX_AGE_SECONDS: "60" }).htmlCacheMaxAgeSeconds, 60);
  for (const raw of ["-1", "1.5", "viel"]) {
    assert.throws(() => loadConfig({ HTML_CACHE_MB: raw }), (error: unknown) => error instanceof ConfigError && /^HTML_CACHE_MB must be a whole number of megabytes/.test(error.message), raw);
  }
  for (const raw of ["0", "-5", "kurz"]) {
    assert.throws(() => loadConfig({ HTML_CACHE_MAX_AGE_SECONDS: raw }), (error: unknown) => error instanceof ConfigError && /^HTML_CACHE_MAX_AGE_SECONDS/.test(error.message), raw);
  }
});

test("the shop's mail goes to the outbox unless SMTP_URL names an SMTP server", () => {
  assert.equal(loadConfig({}).smtpUrl, undefined);
  assert.equal(loadConfig({ SMTP_URL: "smtps://kasse:geheim@mail.example:465" }).smtpUrl, "smtps://kasse:geheim@mail.example:465");
  for (const raw of ["mail.example", "http://mail.example", "smtp://"]) {
    // The URL may carry a password: the message never repeats it.
    assert.throws(() => loadConfig({ SMTP_URL: raw }), (error: unknown) => error instanceof ConfigError && error.message === "SMTP_URL must start with smtp:// or smtps://", raw);
  }
  assert.throws(() => loadConfig({ MAIL_FROM: "Kasse\r\nBcc: x@y.example" }), (error: unknown) => error instanceof ConfigError && /^MAIL_FROM must be an e-mail address/.test(error.message));
});

test("bank transfer is offered only with an IBAN whose check digits are right; deadlines have defaults", () => {
  const defaults = loadConfig({});
  assert.equal(defaults.payments.bankAccount, null);
  assert.deepEqual(
    [defaults.payments.reservationHours, defaults.payments.reservationMinutesBefore, defaults.payments.transferDays, defaults.payments.transferDaysBefore, defaults.orderCancelHoursBefore],
    [48, 60, 7, 3, 24],
  );
  const account = loadConfig({ SHOP_IBAN: "de02 1203 0000 0000 2020 51", SHOP_BIC: "BYLADEM1001", SITE_NAME: "Theater" }).payments.bankAccount;
  assert.deepEqual(account, { holder: "Theater", iban: "DE02120300000000202051", bic: "BYLADEM1001" });
  for (const raw of ["DE03120300000000202051", "DE0212030000", "1234"]) {
    assert.throws(() => loadConfig({ SHOP_IBAN: raw }), (error: unknown) => error instanceof ConfigError && /^SHOP_IBAN must be a valid IBAN/.test(error.message), raw);
  }
  assert.throws(() => loadConfig({ SHOP_BIC: "bylad" }), (error: unknown) => error instanceof ConfigError && /^SHOP_BIC must be a BIC/.test(error.message));
  assert.deepEqual(loadConfig({ SHOP_ADDRESS: "Theaterplatz 1 | 12345 Kulissenstadt" }).theatreAddress, ["Theaterplatz 1", "12345 Kulissenstadt"]);
});
