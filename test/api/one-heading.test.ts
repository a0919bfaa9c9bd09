// Every visitor page has exactly one <h1> (issue 16): a CMS page that starts with a hero takes the
// hero's headline as its heading, without a second, hidden one; the other page types keep theirs.
import assert from "node:assert/strict";
import { test } from "node:test";
import { findPagePaths } from "../bench/page-types.ts";
import { sharedTestApp } from "../helpers/test-app.ts";

const app = sharedTestApp();

test("every visitor page type has one <h1>, the home page's hero headline in both languages", async () => {
  const paths = [...Object.values(await findPagePaths(app.url)), "/en", "/de/ueber-uns/theater-entdecken", "/en/about-us/discover-the-theatre"];
  for (const path of paths) {
    const html = await (await fetch(app.url + path)).text();
    const headings = html.match(/<h1[\s>]/g) ?? [];
    assert.equal(headings.length, 1, `${path}: ${headings.length} <h1>`);
  }
  for (const path of ["/de", "/en"]) {
    const html = await (await fetch(app.url + path)).text();
    assert.match(html, /<h1 class="module-hero__headline">[^<]+<\/h1>/, path);
  }
});
