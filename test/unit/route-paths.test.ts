import assert from "node:assert/strict";
import { test } from "node:test";
import { routePath, routePaths, urlFor } from "../../src/route-paths.ts";

test("every named route has a German and an English path", () => {
  for (const [name, paths] of Object.entries(routePaths)) {
    assert.equal(typeof paths.de, "string", name);
    assert.equal(typeof paths.en, "string", name);
  }
  for (const name of ["user-profile", "magazine", "magazine-categories-category-id", "magazine-tags", "legals-agb", "legals-imprint", "legals-privacy", "productions-slug-id", "events", "search"]) {
    assert.ok(name in routePaths, `spec route name ${name}`);
  }
});

test("urlFor builds localized URLs with parameters", () => {
  assert.equal(urlFor("home", {}, "de"), "/de");
  assert.equal(urlFor("productions-slug-id", { slug: "die-zauberfloete", id: 12 }, "de"), "/de/produktionen/die-zauberfloete/12");
  assert.equal(urlFor("productions-slug-id", { slug: "the-magic-flute", id: 12 }, "en"), "/en/productions/the-magic-flute/12");
  assert.equal(urlFor("magazine-categories-category-id", { category: "interview", id: 3 }, "en"), "/en/mag/categories/interview/3");
  assert.equal(urlFor("events", {}, "en", { date: "24-12-2026" }), "/en/spielplan?date=24-12-2026");
  assert.equal(urlFor("user-profile", {}, "en"), "/en/profile");
  assert.equal(urlFor("user-settings", {}, "de"), "/de/einstellungen");
});

test("optional parameters are left out, required ones are enforced", () => {
  assert.equal(routePath("search", "de"), "search");
  assert.equal(routePath("search", "de", { category: "events" }), "search/events");
  assert.equal(routePath("search", "en", { category: "events", page: 2 }), "search/events/2");
  assert.throws(() => routePath("events-slug-id", "de", { slug: "x" }), /Missing ":id" param/);
});

test("parameters are URL-encoded", () => {
  assert.equal(urlFor("venues-slug-id", { slug: "a b/c", id: 1 }, "de"), "/de/venues/a%20b%2Fc/1");
});
