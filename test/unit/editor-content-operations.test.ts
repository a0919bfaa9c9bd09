// The editor's pure content operations: sections and modules added, moved, re-laid-out, deleted and
// pasted, without ever changing the input (undo keeps the old states).
import assert from "node:assert/strict";
import { test } from "node:test";
import type { ModuleData, Section } from "../../shared/api/page-content.ts";
import {
  addModule,
  addSection,
  adjacentColumnPlace,
  changeLayout,
  deleteModule,
  deleteSection,
  findModule,
  moveModule,
  moveSection,
  neighbourPlace,
  pasteModule,
  pasteSection,
  updateModule,
} from "../../src/editor/store/content-operations.ts";
import { shortId } from "../../src/editor/store/short-id.ts";

const headline = (id: string): ModuleData => ({ id, type: "headline", headline_level: 2, content: id, preline: "", subline: "", anchor: "" });

function fixture(): Section[] {
  return [
    { id: "s1", layout: "33-33-33", extra_class: "", columns: [
      { index: 0, classes: "", children: [headline("a"), headline("b")] },
      { index: 1, classes: "", children: [headline("c")] },
      { index: 2, classes: "", children: [headline("d"), headline("e")] },
    ] },
    { id: "s2", layout: "100", extra_class: "cc01", columns: [{ index: 0, classes: "", children: [headline("f")] }] },
  ];
}

const ids = (sections: Section[]) => sections.map((section) => section.columns.map((column) => column.children.map((module) => module.id).join("")).join("|")).join(" / ");

function counter() {
  let next = 0;
  return () => `n${++next}`;
}

test("adding a section gives it empty columns of its preset at the asked position", () => {
  const before = fixture();
  const { sections, section } = addSection(before, "50-50", 1, () => "new");
  assert.deepEqual(sections.map((s) => s.id), ["s1", "new", "s2"]);
  assert.deepEqual(section, { id: "new", layout: "50-50", extra_class: "", columns: [{ index: 0, classes: "", children: [] }, { index: 1, classes: "", children: [] }] });
  assert.deepEqual(before, fixture(), "the input is unchanged");
  assert.equal(addSection(before, "100").sections.at(-1)?.layout, "100", "at the end by default");
});

test("sections move and are deleted", () => {
  assert.deepEqual(moveSection(fixture(), "s1", 1).map((s) => s.id), ["s2", "s1"]);
  assert.deepEqual(moveSection(fixture(), "s2", 0).map((s) => s.id), ["s2", "s1"]);
  assert.deepEqual(moveSection(fixture(), "s2", 9).map((s) => s.id), ["s1", "s2"]);
  assert.deepEqual(deleteSection(fixture(), "s1").map((s) => s.id), ["s2"]);
  assert.throws(() => deleteSection(fixture(), "nope"));
});

test("a layout with fewer columns moves the extra columns' modules into the last kept column", () => {
  const two = changeLayout(fixture(), "s1", "50-50");
  assert.equal(two[0].layout, "50-50");
  assert.equal(ids(two), "ab|cde / f");
  const one = changeLayout(fixture(), "s1", "100");
  assert.equal(ids(one), "abcde / f");
  const wider = changeLayout(fixture(), "s2", "25-50-25");
  assert.equal(ids(wider), "ab|c|de / f||");
  assert.deepEqual(wider[1].columns.map((column) => column.index), [0, 1, 2]);
  assert.equal(ids(fixture()), "ab|c|de / f");
});

test("modules are added at an index, updated and deleted", () => {
  const added = addModule(fixture(), { section: "s1", column: 1, index: 0 }, headline("x"));
  assert.equal(ids(added), "ab|xc|de / f");
  assert.equal(ids(addModule(fixture(), { section: "s2", column: 0 }, headline("x"))), "ab|c|de / fx");
  const updated = updateModule(fixture(), { ...headline("c"), content: "Neu" });
  assert.equal(findModule(updated, "c")?.module.content, "Neu");
  assert.equal(findModule(fixture(), "c")?.module.content, "c");
  assert.equal(ids(deleteModule(fixture(), "d")), "ab|c|e / f");
  assert.deepEqual(findModule(fixture(), "e"), { section: "s1", column: 2, index: 1, module: headline("e") });
});

test("modules move within a column, between columns and between sections", () => {
  assert.equal(ids(moveModule(fixture(), "a", { section: "s1", column: 0, index: 1 })), "ba|c|de / f");
  assert.equal(ids(moveModule(fixture(), "a", { section: "s1", column: 2, index: 1 })), "b|c|dae / f");
  assert.equal(ids(moveModule(fixture(), "f", { section: "s1", column: 1, index: 0 })), "ab|fc|de / ");
  assert.equal(ids(moveModule(fixture(), "e", { section: "s2", column: 0, index: 5 })), "ab|c|d / fe");
});

test("neighbour and adjacent-column places for keyboard moves", () => {
  const sections = fixture();
  assert.deepEqual(neighbourPlace(sections, "a", 1), { section: "s1", column: 0, index: 1 });
  assert.equal(neighbourPlace(sections, "a", -1), null);
  assert.equal(neighbourPlace(sections, "b", 1), null);
  assert.deepEqual(adjacentColumnPlace(sections, "c", 1), { section: "s1", column: 2, index: 0 });
  assert.deepEqual(adjacentColumnPlace(sections, "c", -1), { section: "s1", column: 0, index: 2 });
  assert.deepEqual(adjacentColumnPlace(sections, "e", 1), { section: "s2", column: 0, index: 0 });
  assert.deepEqual(adjacentColumnPlace(sections, "f", -1), { section: "s1", column: 2, index: 2 });
  assert.equal(adjacentColumnPlace(sections, "a", -1), null);
  assert.equal(adjacentColumnPlace(sections, "f", 1), null);
});

test("pasting a module or a section gives fresh ids and leaves the copy untouched", () => {
  const copied = headline("a");
  const { sections, module } = pasteModule(fixture(), { section: "s2", column: 0 }, copied, counter());
  assert.equal(module.id, "n1");
  assert.equal(ids(sections), "ab|c|de / fn1");
  assert.equal(copied.id, "a");
  const source = fixture()[0];
  const pasted = pasteSection(fixture(), 0, source, counter());
  assert.equal(pasted.section.id, "n1");
  assert.equal(ids(pasted.sections), "n2n3|n4|n5n6 / ab|c|de / f");
  assert.equal(pasted.section.columns[0].children[0].content, "a");
  assert.equal(source.id, "s1");
});

test("short ids are 12 characters that a section or module id may hold", () => {
  const seen = new Set(Array.from({ length: 200 }, shortId));
  assert.equal(seen.size, 200);
  for (const id of seen) assert.match(id, /^[a-f0-9]{12}$/);
});
