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

test("bounds without a zone are Berlin wall times: a date starts at Berlin midnight, a time is Berlin's (summer and winter)", () => {
  const hero = (id: string, from: string, to = "") => ({ id, type: "hero_media", online_from: from, online_to: to });
  const visibleAt = (now: string, modules: ReturnType<typeof hero>[]) => visibleSections(section(modules), new Date(now))[0].columns[0].children.map((module) => module.id);
  // 1 December starts at 23:00 UTC on 30 November in Berlin (winter, +01:00), not at 00:00 UTC.
  assert.deepEqual(visibleAt("2026-11-30T23:30:00Z", [hero("from-day", "2026-12-01")]), ["from-day"]);
  assert.deepEqual(visibleAt("2026-11-30T22:30:00Z", [hero("from-day", "2026-12-01")]), []);
  // 10:00 on 1 July in Berlin is 08:00 UTC (summer, +02:00).
  assert.deepEqual(visibleAt("2026-07-01T08:30:00Z", [hero("from-time", "2026-07-01T10:00")]), ["from-time"]);
  assert.deepEqual(visibleAt("2026-07-01T07:30:00Z", [hero("from-time", "2026-07-01T10:00")]), []);
  assert.deepEqual(visibleAt("2026-07-01T08:30:00Z", [hero("until-time", "2026-06-01T00:00:00Z", "2026-07-01T10:00:00")]), []);
  // With a zone the bound is that instant.
  assert.deepEqual(visibleAt("2026-07-01T09:30:00Z", [hero("with-zone", "2026-07-01T10:00:00Z")]), []);
});
