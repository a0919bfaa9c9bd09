// The key a client's call limits are counted under: IPv4 as it is, IPv6 by its /64.
import assert from "node:assert/strict";
import { test } from "node:test";
import { clientKeyOf } from "../../server/http/client-key.ts";

test("an IPv4 address is its own key, also when it reaches an IPv6 socket", () => {
  assert.equal(clientKeyOf("203.0.113.7"), "203.0.113.7");
  assert.equal(clientKeyOf("::ffff:203.0.113.7"), "203.0.113.7");
  assert.equal(clientKeyOf("::FFFF:cb00:7107"), "203.0.113.7");
});

test("every address of one IPv6 /64 has the same key, however it is written", () => {
  const key = "2001:db8:1:2::/64";
  for (const address of ["2001:db8:1:2::1", "2001:0db8:0001:0002:ffff:ffff:ffff:ffff", "2001:DB8:1:2:a::b", "2001:db8:1:2::1%eth0", "2001:db8:1:2:0:0:192.0.2.1"]) {
    assert.equal(clientKeyOf(address), key, address);
  }
  assert.equal(clientKeyOf("2001:db8:1:3::1"), "2001:db8:1:3::/64");
  assert.equal(clientKeyOf("::1"), "::/64");
  assert.equal(clientKeyOf("fe80::1"), "fe80::/64");
});

test("anything else (no address at all) stays as it is", () => {
  assert.equal(clientKeyOf("unknown"), "unknown");
});
