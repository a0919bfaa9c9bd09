// Where content places images: found by the definitions' field kinds, list items included, with the
// place written as a field path; the compact rendition form pages carry.
import assert from "node:assert/strict";
import { test } from "node:test";
import { imageSourcesOf, singleImageFile } from "../../shared/api/image-sources.ts";
import type { Section } from "../../shared/api/page-content.ts";
import { renditionWidths } from "../../server/services/media/renditions.ts";
import { contentReferences } from "../../server/services/where-used/content-references.ts";

const sections: Section[] = [
  {
    id: "s1",
    layout: "50-50",
    extra_class: "",
    columns: [
      { index: 0, classes: "", children: [{ id: "m1", type: "image", image: 7, format: "original" }, { id: "m2", type: "text", content: "<p>7</p>", anchor: "" }] },
      {
        index: 1,
        classes: "",
        children: [
          { id: "m3", type: "teaser_list", extra_class: "", children: [{ headline: "A", image: 9 }, { headline: "B" }, { headline: "C", image: 7 }] },
          { id: "m4", type: "no_such_type", image: 11 },
        ],
      },
    ],
  },
];

test("image pickers are found in modules and list items, by field kind; unknown types and other fields are left alone", () => {
  assert.deepEqual(contentReferences(sections).references, [
    { to: "image", id: 7, path: "m1.image" },
    { to: "image", id: 9, path: "m3.children.0.image" },
    { to: "image", id: 7, path: "m3.children.2.image" },
  ]);
});

test("rendition widths: the site's steps below the original, then its own width, at most 1920", () => {
  assert.deepEqual(renditionWidths(1240), [320, 640, 960, 1240]);
  assert.deepEqual(renditionWidths(1280), [320, 640, 960, 1280]);
  assert.deepEqual(renditionWidths(4000), [320, 640, 960, 1280, 1920]);
  assert.deepEqual(renditionWidths(200), [200]);
  assert.deepEqual(renditionWidths(1240, [640, 1280]), [640, 1240]);
});

test("renditions become one path, widths and formats — or nothing when they do not follow the pattern", () => {
  const made = [640, 1240].flatMap((width) =>
    (["avif", "webp", "jpeg"] as const).map((format) => ({ format, width, height: 100, bytes: 1, url: `/media/demo/x-${width}.${format === "jpeg" ? "jpg" : format}` })),
  );
  assert.deepEqual(imageSourcesOf(made), { path: "/media/demo/x", widths: [640, 1240], formats: ["avif", "webp", "jpeg"] });
  assert.equal(imageSourcesOf([]), undefined);
  assert.equal(imageSourcesOf(made.slice(1)), undefined, "a missing file");
  assert.equal(imageSourcesOf(made.map((rendition, index) => (index === 2 ? { ...rendition, url: "/elsewhere.jpg" } : rendition))), undefined);
});

test("where one file must do (poster, share image): the largest jpeg up to 1280 px, else the original", () => {
  const image = { url: "/media/library/k/x.avif", width: 3000, height: 2000, sources: { path: "/media/library/k/x", widths: [320, 640, 960, 1280, 1920], formats: ["avif", "webp", "jpeg"] as const } };
  assert.deepEqual(singleImageFile({ ...image, sources: { ...image.sources, formats: [...image.sources.formats] } }), { url: "/media/library/k/x-1280.jpg", width: 1280, height: 853 });
  assert.deepEqual(singleImageFile({ url: "/media/demo/a.svg", width: 320, height: 96 }), { url: "/media/demo/a.svg", width: 320, height: 96 });
});
