import assert from "node:assert/strict";
import { test } from "node:test";
import { renderToStaticMarkup } from "react-dom/server";
import { Picture } from "../../src/components/picture.tsx";
import type { ImageObj } from "../../shared/api/types.ts";

const poster: ImageObj = { id: 1, url: "/media/poster.png", width: 1240, height: 700, alt: "Poster", credit: "", sources: { path: "/media/poster", widths: [640, 1280], formats: ["avif", "jpeg"] } };
const logo: ImageObj = { id: 2, url: "/media/logo.svg", width: 160, height: 40, alt: "Logo", credit: "" };

test("a page's leading image loads at once and ahead of other images", () => {
  for (const image of [poster, logo]) {
    const html = renderToStaticMarkup(<Picture image={image} eager />);
    assert.match(html, /<img [^>]*loading="eager"/);
    assert.match(html, /<img [^>]*fetchPriority="high"/i);
  }
});

test("other images load lazily, at the browser's priority", () => {
  for (const image of [poster, logo]) {
    const html = renderToStaticMarkup(<Picture image={image} />);
    assert.match(html, /<img [^>]*loading="lazy"/);
    assert.doesNotMatch(html, /fetchPriority/i);
  }
});

test("sizes only beside a srcset (valid HTML): an image without renditions has neither", () => {
  const plain = renderToStaticMarkup(<Picture image={logo} sizes="160px" />);
  assert.doesNotMatch(plain, /sizes=/i);
  assert.doesNotMatch(plain, /srcset=/i);
  const picture = renderToStaticMarkup(<Picture image={poster} sizes="160px" />);
  for (const tag of picture.match(/<(img|source) [^>]*>/g) ?? []) assert.match(tag, /srcSet=/, tag);
});
