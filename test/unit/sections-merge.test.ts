// The three-way merge of a stale save (shared/content/sections-merge.ts): what one side changed is
// kept, what both changed differently is a conflict until the editor chooses.
import assert from "node:assert/strict";
import { test } from "node:test";
import type { LayoutPreset, ModuleData, Section } from "../../shared/api/page-content.ts";
import { mergeSections, type SectionsMerge } from "../../shared/content/sections-merge.ts";

const module = (id: string, content = id, fields: Record<string, unknown> = {}): ModuleData => ({ id, type: "headline", content, headline_level: 2, ...fields });
const section = (id: string, columns: ModuleData[][], layout: LayoutPreset = columns.length === 1 ? "100" : "50-50", extra_class = ""): Section => ({
  id,
  layout,
  extra_class,
  columns: columns.map((children, index) => ({ index, classes: "", children })),
});

/** The merge as "section[col|col]" with each module as id or id=content when its content is not its id. */
const outline = (sections: readonly Section[]) =>
  sections.map((one) => `${one.id}:${one.layout}[${one.columns.map((column) => column.children.map((child) => (child.content === child.id ? child.id : `${child.id}=${String(child.content)}`)).join(",")).join("|")}]`).join(" ");
const conflicts = (merge: SectionsMerge) => merge.conflicts.map((conflict) => `${conflict.id}:${conflict.theirs ? String(conflict.theirs.content) : "deleted"}/${conflict.mine ? String(conflict.mine.content) : "deleted"}`);

const base = [section("s1", [[module("a"), module("b"), module("c")]]), section("s2", [[module("d")], [module("e")]])];

test("nothing changed on either side is the base", () => {
  const merge = mergeSections(base, structuredClone(base), structuredClone(base));
  assert.equal(outline(merge.sections), outline(base));
  assert.deepEqual(merge.conflicts, []);
});

test("changes to different modules combine (the issue: headline 1 by one editor, headline 2 by the other)", () => {
  const theirs = [section("s1", [[module("a", "A saved"), module("b"), module("c")]]), base[1]];
  const mine = [section("s1", [[module("a"), module("b", "B saved"), module("c")]]), base[1]];
  const merge = mergeSections(base, theirs, mine);
  assert.equal(outline(merge.sections), "s1:100[a=A saved,b=B saved,c] s2:50-50[d|e]");
  assert.deepEqual(merge.conflicts, []);
});

test("additions, deletions and moves of either side combine", () => {
  // Theirs adds x after a and deletes c; mine moves e to the first column of s2 and adds y at the end of s1.
  const theirs = [section("s1", [[module("a"), module("x"), module("b")]]), base[1]];
  const mine = [section("s1", [[module("a"), module("b"), module("c"), module("y")]]), section("s2", [[module("e"), module("d")], []])];
  const merge = mergeSections(base, theirs, mine);
  assert.equal(outline(merge.sections), "s1:100[a,x,b,y] s2:50-50[e,d|]");
  assert.deepEqual(merge.conflicts, []);
});

test("a reorder on one side and a change on the other keep both", () => {
  const theirs = [section("s1", [[module("a"), module("b", "B new"), module("c")]]), base[1]];
  const mine = [section("s1", [[module("c"), module("a"), module("b")]]), base[1]];
  assert.equal(outline(mergeSections(base, theirs, mine).sections), "s1:100[c,a,b=B new] s2:50-50[d|e]");
});

test("a module moved to another section by theirs stays moved; mine's change to it is kept", () => {
  const theirs = [section("s1", [[module("a"), module("c")]]), section("s2", [[module("d"), module("b")], [module("e")]])];
  const mine = [section("s1", [[module("a"), module("b", "B mine"), module("c")]]), base[1]];
  assert.equal(outline(mergeSections(base, theirs, mine).sections), "s1:100[a,c] s2:50-50[d,b=B mine|e]");
});

test("a module both changed differently is a conflict; the choice decides, theirs holds until then", () => {
  const theirs = [section("s1", [[module("a", "A theirs"), module("b"), module("c")]]), base[1]];
  const mine = [section("s1", [[module("a", "A mine"), module("b"), module("c", "C mine")]]), base[1]];
  const open = mergeSections(base, theirs, mine);
  assert.deepEqual(conflicts(open), ["a:A theirs/A mine"]);
  assert.equal(outline(open.sections), "s1:100[a=A theirs,b,c=C mine] s2:50-50[d|e]");
  assert.equal(outline(mergeSections(base, theirs, mine, { a: "mine" }).sections), "s1:100[a=A mine,b,c=C mine] s2:50-50[d|e]");
  assert.deepEqual(mergeSections(base, theirs, mine, { a: "theirs" }).conflicts, []);
});

test("both making the same change is no conflict", () => {
  const both = [section("s1", [[module("a", "same"), module("b"), module("c")]]), base[1]];
  const merge = mergeSections(base, both, structuredClone(both));
  assert.deepEqual(merge.conflicts, []);
  assert.equal(outline(merge.sections), outline(both));
});

test("deleted on one side and changed on the other is a conflict, either way round", () => {
  const deleted = [section("s1", [[module("a"), module("c")]]), base[1]];
  const changed = [section("s1", [[module("a"), module("b", "B changed"), module("c")]]), base[1]];
  assert.deepEqual(conflicts(mergeSections(base, deleted, changed)), ["b:deleted/B changed"]);
  assert.deepEqual(conflicts(mergeSections(base, changed, deleted)), ["b:B changed/deleted"]);
  assert.equal(outline(mergeSections(base, deleted, changed, { b: "mine" }).sections), "s1:100[a,b=B changed,c] s2:50-50[d|e]");
  assert.equal(outline(mergeSections(base, changed, deleted, { b: "mine" }).sections), "s1:100[a,c] s2:50-50[d|e]");
});

test("a deletion on one side of a module the other left alone is kept", () => {
  const theirs = [section("s1", [[module("a"), module("c")]]), base[1]];
  const mine = [section("s1", [[module("a"), module("b"), module("c")]]), section("s2", [[module("d", "D mine")], [module("e")]])];
  assert.equal(outline(mergeSections(base, theirs, mine).sections), "s1:100[a,c] s2:50-50[d=D mine|e]");
});

test("sections: added, deleted, reordered and a layout change on either side combine", () => {
  const theirs = [base[1], base[0], section("t", [[module("t1")]])];
  const mine = [section("m", [[module("m1")]]), section("s1", [[module("a"), module("b"), module("c")]], "100", "highlight"), section("s2", [[module("d")], [module("e")]], "67-33")];
  const merge = mergeSections(base, theirs, mine);
  assert.deepEqual(merge.conflicts, []);
  assert.equal(outline(merge.sections), "m:100[m1] s2:67-33[d|e] s1:100[a,b,c] t:100[t1]");
  assert.equal(merge.sections.find((one) => one.id === "s1")?.extra_class, "highlight");
});

test("a section one side deleted goes, unless the other side still changed something in it", () => {
  const theirs = [base[0]];
  assert.equal(outline(mergeSections(base, theirs, structuredClone(base)).sections), "s1:100[a,b,c]");
  const addedInto = [base[0], section("s2", [[module("d"), module("n")], [module("e")]])];
  const merge = mergeSections(base, theirs, addedInto);
  assert.deepEqual(merge.conflicts, []);
  assert.equal(outline(merge.sections), "s1:100[a,b,c] s2:50-50[n|]");
  const changedIn = [base[0], section("s2", [[module("d", "D mine")], [module("e")]])];
  assert.deepEqual(conflicts(mergeSections(base, theirs, changedIn)), ["d:deleted/D mine"]);
  assert.equal(outline(mergeSections(base, theirs, changedIn, { d: "mine" }).sections), "s1:100[a,b,c] s2:50-50[d=D mine|]");
});

test("a fewer-column layout on one side keeps the other side's modules of the lost column", () => {
  const theirs = [base[0], section("s2", [[module("d"), module("e")]], "100")];
  const mine = [base[0], section("s2", [[module("d")], [module("e"), module("f")]])];
  assert.equal(outline(mergeSections(base, theirs, mine).sections), "s1:100[a,b,c] s2:100[d,e,f]");
});
