// A page's leading image (a <picture> marked eager: the home page's hero, an article's image) is its
// largest paint on a phone. The browser would find it only in the body, after the head's scripts, so
// its best source is preloaded from the head, ahead of the stylesheet, with the same srcset and sizes;
// images further down are not.
import assert from "node:assert/strict";
import { test } from "node:test";
import { sharedTestApp } from "../helpers/test-app.ts";

const app = sharedTestApp();

for (const path of ["/de", "/en"]) {
  test(`${path}: the hero image's avif source is preloaded first in the head, with its srcset and sizes`, async () => {
    const html = await (await fetch(app.url + path)).text();
    const head = html.slice(0, html.indexOf("</head>"));
    const preloads = [...head.matchAll(/<link rel="preload" as="image"[^>]*>/g)].map(([tag]) => tag);
    assert.equal(preloads.length, 1, preloads.join("\n"));
    const [preload] = preloads;
    assert.match(preload, /type="image\/avif"/);
    assert.match(preload, /fetchPriority="high"/);
    const srcset = preload.match(/imageSrcSet="([^"]+)"/)?.[1];
    const sizes = preload.match(/imageSizes="([^"]+)"/)?.[1];
    assert.ok(srcset && sizes, preload);
    assert.ok(html.includes(`<source type="image/avif" srcSet="${srcset}" sizes="${sizes}"/>`), "the same source as the hero's <picture>");
    assert.ok(head.indexOf(preload) < head.indexOf('rel="stylesheet"'), "before the stylesheet");
  });
}
