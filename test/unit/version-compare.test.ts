// The versions dialog's words and marks, without a browser: what a save changed in words (German and
// English, restores), Berlin time, and which module of which side the compare marks how, with the
// changed fields named by their labels.
import assert from "node:assert/strict";
import { test } from "node:test";
import type { ModuleData, Section } from "../../shared/api/page-content.ts";
import { compareMarks, fieldLabels } from "../../src/editor/versions/compare-marks.ts";
import { changeCountsInWords, changeSummary, numberIn, versionKindLabel, versionName, versionTime } from "../../src/editor/versions/version-words.ts";

const counts = (added = 0, removed = 0, moved = 0, changed = 0, sections = 0) => ({ added, removed, moved, changed, sections });

test("a save's changes in words, in the page's language", () => {
  assert.equal(changeCountsInWords(counts(2, 0, 1, 1), "de"), "2 hinzugefügt, 1 geändert, 1 verschoben");
  assert.equal(changeCountsInWords(counts(2, 0, 1, 1), "en"), "2 added, 1 changed, 1 moved");
  assert.equal(changeCountsInWords(counts(0, 3), "de"), "3 entfernt");
  assert.equal(changeCountsInWords(counts(0, 0, 0, 0, 1), "en"), "1 section changed");
  assert.equal(changeCountsInWords(counts(0, 0, 0, 0, 2), "de"), "2 Abschnitte geändert");
  assert.equal(changeCountsInWords(counts(), "de"), "keine Änderungen");
  assert.equal(changeCountsInWords(counts(), "en"), "no changes");
});

test("a version says what wrote it; a restore names the number of the version it came from", () => {
  // Version ids count every page's versions; numbers count this page's: id 70 is this page's version 3.
  const numberOf = numberIn([{ id: 70, number: 3 }]);
  assert.equal(changeSummary({ changes: counts(0, 1), kind: "restore", restored_from: 70 }, numberOf, "de"), "Wiederhergestellt aus Version 3: 1 entfernt");
  assert.equal(changeSummary({ changes: counts(0, 1), kind: "restore", restored_from: 70 }, numberOf, "en"), "Restored from version 3: 1 removed");
  assert.equal(changeSummary({ changes: counts(0, 1), kind: "restore", restored_from: 5 }, numberOf, "de"), "Wiederhergestellt aus einer älteren Version: 1 entfernt");
  assert.equal(changeSummary({ changes: counts(1), kind: "publish", restored_from: null }, numberOf, "en"), "Published: 1 added");
  assert.equal(versionKindLabel({ kind: "draft", restored_from: null }, numberOf, "de"), "Entwurf gespeichert");
  assert.equal(versionKindLabel({ kind: "publish", restored_from: null }, numberOf, "de"), "Veröffentlicht");
  assert.equal(versionKindLabel({ kind: "discard", restored_from: null }, numberOf, "de"), "Entwurf verworfen");
  assert.equal(versionKindLabel({ kind: "discard", restored_from: null }, numberOf, "en"), "Draft discarded");
  assert.equal(versionName({ number: 7 }, "de"), "Version 7");
});

test("version times are Berlin wall-clock times, summer and winter", () => {
  assert.match(versionTime("2026-07-01T12:05:00Z", "de"), /01\.07\.2026.*14:05/);
  assert.match(versionTime("2026-01-15T23:30:00Z", "en"), /16 Jan 2026.*00:30/);
});

const headline = (id: string, fields: Record<string, unknown> = {}): ModuleData => ({ id, type: "headline", headline_level: 2, preline: "", content: id, subline: "", anchor: "", ...fields });
const section = (id: string, ...columns: ModuleData[][]): Section => ({
  id,
  layout: columns.length === 1 ? "100" : "50-50",
  extra_class: "",
  columns: columns.map((children, index) => ({ index, classes: "", children })),
});

test("changed fields are named by their labels in the definition's order; unknown keys stay keys", () => {
  assert.deepEqual(fieldLabels("headline", ["subline", "content"], "de"), ["Überschrift", "Unterzeile"]);
  assert.deepEqual(fieldLabels("headline", ["subline", "content"], "en"), ["Headline", "Subline"]);
  assert.deepEqual(fieldLabels("headline", ["legacy"], "en"), ["legacy"]);
  assert.deepEqual(fieldLabels("no-such-type", ["x"], "en"), ["x"]);
});

test("the earlier side marks removed, moved, changed; the later side added, moved, changed", () => {
  const before = [section("s1", [headline("a"), headline("b"), headline("c")]), section("s2", [headline("d")], [headline("e")])];
  const after = [section("s1", [headline("a", { content: "A new", subline: "Neu" }), headline("x")]), section("s2", [headline("d")], [headline("b"), headline("e")])];
  const marks = compareMarks(before, after, "de");

  assert.deepEqual(Object.fromEntries(marks.before), {
    a: { kinds: ["changed"], fields: ["Überschrift", "Unterzeile"] },
    b: { kinds: ["moved"], fields: [] },
    c: { kinds: ["removed"], fields: [] },
  });
  assert.deepEqual(Object.fromEntries(marks.after), {
    a: { kinds: ["changed"], fields: ["Überschrift", "Unterzeile"] },
    b: { kinds: ["moved"], fields: [] },
    x: { kinds: ["added"], fields: [] },
  });
  assert.deepEqual(marks.counts, counts(1, 1, 1, 1, 0));
  assert.equal(changeCountsInWords(marks.counts, "en"), "1 added, 1 removed, 1 changed, 1 moved");
});

test("a module both moved and changed carries both marks; looked-up objects are not changes", () => {
  const before = [section("s1", [headline("a"), headline("b")], [])];
  const after = [section("s1", [headline("a", { image_obj: { id: 1 } })], [headline("b", { content: "B2", content_obj: { resolved: true } })])];
  const marks = compareMarks(before, after, "en");
  assert.deepEqual(marks.after.get("b"), { kinds: ["moved", "changed"], fields: ["Headline"] });
  assert.deepEqual(marks.before.get("b"), { kinds: ["moved", "changed"], fields: ["Headline"] });
  assert.equal(marks.after.get("a"), undefined);
});

test("sections: added only on the later side, removed only on the earlier, moved on both", () => {
  const before = [section("s1", [headline("a")]), section("s2", [headline("b")]), section("s3", [headline("c")])];
  const after = [section("s2", [headline("b")]), section("s1", [headline("a")]), section("s4", [headline("d")])];
  const marks = compareMarks(before, after, "en");
  assert.equal(marks.sectionsAfter.get("s4"), "added");
  assert.equal(marks.sectionsBefore.get("s4"), undefined);
  assert.equal(marks.sectionsBefore.get("s3"), "removed");
  assert.equal(marks.sectionsAfter.get("s3"), undefined);
  const movedAfter = [...marks.sectionsAfter.entries()].filter(([, kind]) => kind === "moved");
  assert.ok(movedAfter.length >= 1);
  assert.deepEqual(compareMarks(before, structuredClone(before), "de").after.size, 0);
});
