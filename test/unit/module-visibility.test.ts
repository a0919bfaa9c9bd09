import assert from "node:assert/strict";
import { test } from "node:test";
import { visibleSections } from "../../src/modules/visibility-window.ts";
import type { Section } from "../../shared/api/page-content.ts";

const section = (children: Section["columns"][number]["children"]): Section[] => [
  { id: "s", layout: "100", extra_class: "", columns: [{ index: 0, classes: "", children }] },
];

test("modules outside their online window are hidden from visitors", () => {
  const now = new Date("2026-11-22T12:00:00Z");
  const sections = section([
    { id: "a", type: "hero_media", online_from: "2026-11-01T00:00:00Z", online_to: "" },
    { id: "b", type: "hero_media", online_from: "2026-12-01T00:00:00Z", online_to: "" },
    { id: "c", type: "hero_media", online_from: "2026-10-01T00:00:00Z", online_to: "2026-11-22T12:00:00Z" },
    { id: "d", type: "text", content: "<p>x</p>" },
    {
      id: "e",
      type: "teaser_list",
      children: [
        { headline: "now", online_from: "", online_to: "" },
        { headline: "later", online_from: "2027-01-01", online_to: "" },
      ],
    },
  ]);
  const visible = visibleSections(sections, now)[0].columns[0].children;
  assert.deepEqual(visible.map((module) => module.id), ["a", "d", "e"]);
  assert.deepEqual((visible[2].children as { headline: string }[]).map((child) => child.headline), ["now"]);
});
