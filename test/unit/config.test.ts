// Settings of the cart calls: a bad value stops the start with a message naming the variable.
import assert from "node:assert/strict";
import { test } from "node:test";
import { ConfigError, loadConfig } from "../../server/config.ts";

test("SHOP_CART_LIMIT is 300 by default and must be a whole number of at least 1", () => {
  assert.equal(loadConfig({}).shopCartLimit, 300);
  assert.equal(loadConfig({ SHOP_CART_LIMIT: "100000" }).shopCartLimit, 100_000);
  for (const raw of ["0", "-5", "2.5", "many"]) assert.throws(() => loadConfig({ SHOP_CART_LIMIT: raw }), (error: unknown) => error instanceof ConfigError && /SHOP_CART_LIMIT/.test(error.message), raw);
});

test("CART_COOKIE_DOMAIN is optional and must be a domain name", () => {
  assert.equal(loadConfig({}).cartCookieDomain, undefined);
  assert.equal(loadConfig({ CART_COOKIE_DOMAIN: ".Staatstheater.example" }).cartCookieDomain, ".staatstheater.example");
  assert.equal(loadConfig({ CART_COOKIE_DOMAIN: "shop.kulisse.example" }).cartCookieDomain, "shop.kulisse.example");
  for (const raw of ["localhost", ".example", "https://kulisse.example", "kulisse.example/", "-bad.example", "a b.example", "kulisse.example; Secure"]) {
    assert.throws(() => loadConfig({ CART_COOKIE_DOMAIN: raw }), (error: unknown) => error instanceof ConfigError && /CART_COOKIE_DOMAIN/.test(error.message), raw);
  }
});
