// A method a page does not take (issue 16): the site's own error page in the page's language, 405,
// and an Allow header naming GET and HEAD, and POST only where the page takes form posts.
import assert from "node:assert/strict";
import { test } from "node:test";
import { sharedTestApp } from "../helpers/test-app.ts";

const app = sharedTestApp();

async function send(method: string, path: string, options: { origin?: boolean; body?: string } = {}) {
  const headers: Record<string, string> = {};
  if (options.origin) headers.Origin = app.url;
  if (options.body !== undefined) headers["Content-Type"] = "application/x-www-form-urlencoded";
  const response = await fetch(app.url + path, { method, headers, body: options.body, redirect: "manual" });
  return { status: response.status, allow: response.headers.get("allow"), cacheControl: response.headers.get("cache-control"), html: await response.text() };
}

const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? "";
const langOf = (html: string) => /<html lang="([^"]*)"/.exec(html)?.[1];

test("a POST to a page without a form gets the site's 405 page in the page's language, from any origin", async () => {
  for (const origin of [false, true]) {
    const german = await send("POST", "/de", { origin, body: "a=1" });
    assert.equal(german.status, 405);
    assert.equal(german.allow, "GET, HEAD");
    assert.equal(german.cacheControl, "no-store");
    assert.equal(langOf(german.html), "de");
    assert.match(titleOf(german.html), /^Diese Anfrage nimmt die Seite nicht an \| /);
    assert.doesNotMatch(german.html, /Cannot POST/);
    const english = await send("POST", "/en/spielplan?x=1", { origin, body: "a=1" });
    assert.equal(english.status, 405);
    assert.equal(english.allow, "GET, HEAD");
    assert.equal(langOf(english.html), "en");
    assert.match(titleOf(english.html), /^This page does not take this request \| /);
  }
});

test("PUT, PATCH, DELETE and OPTIONS on a page are 405 with the methods it takes", async () => {
  for (const method of ["PUT", "PATCH", "DELETE", "OPTIONS"]) {
    for (const [path, lang] of [["/de", "de"], ["/en/productions", "en"], ["/de/spielplan/x/1", "de"], ["/de/nicht-da", "de"]]) {
      const answer = await send(method, path);
      assert.equal(answer.status, 405, `${method} ${path}`);
      assert.equal(answer.allow, "GET, HEAD", `${method} ${path}`);
      assert.equal(langOf(answer.html), lang, `${method} ${path}`);
      assert.doesNotMatch(answer.html, /Cannot /);
    }
  }
});

test("pages with a form take POST and name it in Allow; other methods stay refused there", async () => {
  for (const [path, lang] of [["/de/login", "de"], ["/en/logout", "en"], ["/webshop/cart/remove?lang=en", "en"], ["/admin/venues/1?lang=en", "en"]]) {
    const refused = await send("PUT", path, { body: "a=1" });
    assert.equal(refused.status, 405, path);
    assert.equal(refused.allow, "GET, HEAD, POST", path);
    assert.equal(langOf(refused.html), lang, path);
  }
  assert.equal((await send("DELETE", "/admin/venues?lang=en")).allow, "GET, HEAD", "the admin's lists take no posts");
  const login = await send("POST", "/de/login", { origin: true, body: "email=nobody%40example.org&password=wrong" });
  assert.equal(login.status, 303, "the login form still posts");
  assert.equal((await send("POST", "/de/login", { body: "email=a&password=b" })).status, 403, "a post from elsewhere is still refused");
});

test("reading a page is untouched: GET and HEAD answer 200", async () => {
  assert.equal((await send("GET", "/de")).status, 200);
  assert.equal((await send("HEAD", "/en/spielplan")).status, 200);
});
