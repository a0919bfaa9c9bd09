// What changed between two states of a page (shared/content/sections-diff.ts): the compare view
// marks modules by it and every version stores its counts.
import assert from "node:assert/strict";
import { test } from "node:test";
import type { LayoutPreset, ModuleData, Section } from "../../shared/api/page-content.ts";
import { countChanges, diffSections, type ContentDiff } from "../../shared/content/sections-diff.ts";

const module = (id: string, fields: Record<string, unknown> = {}): ModuleData => ({ id, type: "headline", content: id, headline_level: 2, ...fields });
const section = (id: string, columns: ModuleData[][], layout: LayoutPreset = columns.length === 1 ? "100" : "50-50", extra_class = ""): Section => ({
  id,
  layout,
  extra_class,
  columns: columns.map((children, index) => ({ index, classes: "", children })),
});

/** The module changes as "id:kind+kind", sorted, for compact assertions. */
const modules = (diff: ContentDiff) => diff.modules.map((change) => `${change.id}:${change.kinds.join("+")}`).sort();
const sections = (diff: ContentDiff) => diff.sections.map((change) => `${change.id}:${change.kind}`).sort();

const base = [section("s1", [[module("a"), module("b"), module("c")]]), section("s2", [[module("d")], [module("e")]])];

test("the same content has no changes", () => {
  const diff = diffSections(base, structuredClone(base));
  assert.deepEqual(diff, { modules: [], sections: [] });
  assert.deepEqual(countChanges(diff), { added: 0, removed: 0, moved: 0, changed: 0, sections: 0 });
});

test("added and removed modules are found by id", () => {
  const after = [section("s1", [[module("a"), module("x"), module("c")]]), base[1]];
  const diff = diffSections(base, after);
  assert.deepEqual(modules(diff), ["b:removed", "x:added"]);
  assert.deepEqual(countChanges(diff), { added: 1, removed: 1, moved: 0, changed: 0, sections: 0 });
});

test("a module put into another column or section is moved; its neighbours are not", () => {
  const across = [section("s1", [[module("a"), module("c")]]), section("s2", [[module("d")], [module("b"), module("e")]])];
  assert.deepEqual(modules(diffSections(base, across)), ["b:moved"]);
  const otherColumn = [base[0], section("s2", [[module("d"), module("e")], []])];
  assert.deepEqual(modules(diffSections(base, otherColumn)), ["e:moved"]);
});

test("reordering inside a column marks the fewest modules that explain the new order", () => {
  const swapped = [section("s1", [[module("b"), module("a"), module("c")]]), base[1]];
  // Two neighbours swapped: one of them moved past the other, one move.
  assert.deepEqual(modules(diffSections(base, swapped)), ["a:moved"]);
  // Adding a module before the others does not move them: order counts among modules both states share.
  const inserted = [section("s1", [[module("new"), module("a"), module("b"), module("c")]]), base[1]];
  assert.deepEqual(modules(diffSections(base, inserted)), ["new:added"]);
});

test("changed fields are named; looked-up objects (…_obj) are not content", () => {
  const after = [section("s1", [[module("a", { content: "Neu", subline: "Unter" }), module("b", { image_obj: { id: 3 } }), module("c")]]), base[1]];
  const diff = diffSections(base, after);
  assert.deepEqual(modules(diff), ["a:changed"]);
  assert.deepEqual(diff.modules[0].fields.sort(), ["content", "subline"]);
  const both = diffSections(base, [section("s1", [[module("b"), module("a", { content: "Neu" }), module("c")]]), base[1]]);
  assert.deepEqual(modules(both), ["a:moved+changed"]);
  assert.deepEqual(countChanges(both), { added: 0, removed: 0, moved: 1, changed: 1, sections: 0 });
});

test("sections: added, removed, moved and a changed layout or background", () => {
  const added = [...base, section("s3", [[module("f")]])];
  assert.deepEqual(sections(diffSections(base, added)), ["s3:added"]);
  assert.deepEqual(modules(diffSections(base, added)), ["f:added"]);
  assert.deepEqual(sections(diffSections(base, [base[0]])), ["s2:removed"]);
  assert.deepEqual(modules(diffSections(base, [base[0]])), ["d:removed", "e:removed"]);
  const moved = diffSections(base, [base[1], base[0]]);
  assert.deepEqual(sections(moved), ["s1:moved", "s2:moved"]);
  // Modules that move with their section keep their column (section id and index): not moved.
  assert.deepEqual(modules(moved), []);
  const layout = diffSections(base, [base[0], section("s2", [[module("d")], [module("e")]], "67-33")]);
  assert.deepEqual(sections(layout), ["s2:layout"]);
  const tinted = diffSections(base, [section("s1", [[module("a"), module("b"), module("c")]], "100", "cc02"), base[1]]);
  assert.deepEqual(sections(tinted), ["s1:layout"]);
  assert.equal(countChanges(tinted).sections, 1);
});

// Issue 25: one module moved is one move, however many modules it passes, within its column or to another.
const column = (...ids: string[]) => [section("s1", [ids.map((id) => module(id))]), base[1]];
const moveCases: [string, Section[], Section[], string[]][] = [
  ["the first module moved to the end", column("a", "b", "c", "d", "e"), column("b", "c", "d", "e", "a"), ["a:moved"]],
  ["the last module moved to the top", column("a", "b", "c", "d", "e"), column("e", "a", "b", "c", "d"), ["e:moved"]],
  ["a middle module moved up by two", column("a", "b", "c", "d", "e"), column("a", "d", "b", "c", "e"), ["d:moved"]],
  ["a module moved down by one", column("a", "b", "c"), column("a", "c", "b"), ["b:moved"]],
  ["two modules moved to the end", column("a", "b", "c", "d", "e"), column("c", "d", "e", "a", "b"), ["a:moved", "b:moved"]],
  ["a module moved up while another is added", column("a", "b", "c"), column("new", "c", "a", "b"), ["c:moved", "new:added"]],
  ["a module moved up while another is removed", column("a", "b", "c", "d"), column("d", "a", "c"), ["b:removed", "d:moved"]],
  ["a module moved to the other section's column", base, [section("s1", [[module("b"), module("c")]]), section("s2", [[module("d")], [module("e"), module("a")]])], ["a:moved"]],
  ["a module moved to the top of another column", base, [section("s1", [[module("a"), module("b")]]), section("s2", [[module("c"), module("d")], [module("e")]])], ["c:moved"]],
];
for (const [name, before, after, expected] of moveCases)
  test(`moves: ${name}`, () => {
    const diff = diffSections(before, after);
    assert.deepEqual(modules(diff), expected);
    assert.equal(countChanges(diff).moved, expected.filter((entry) => entry.endsWith(":moved")).length);
  });
