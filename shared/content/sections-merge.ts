// A three-way merge of a page's content at module level (issue 22): `base` is the state an editor
// started from, `theirs` the newest saved one, `mine` the editor's working copy. Sections and modules
// are matched by their stable ids. What only one side changed is taken from that side: a module's
// fields, its place (moved, added), its deletion, a section's layout, order, addition or deletion.
// A module both sides changed differently, or one side deleted while the other changed it, is a
// conflict: the editor chooses theirs or mine, and the merge is asked again with those choices.
import { layoutPresets, type Column, type ModuleData, type Section } from "../api/page-content.ts";
import { changedFields } from "./sections-diff.ts";

export type MergeSide = "theirs" | "mine";

/** A module the two sides changed differently; null on a side that deleted it. */
export interface ModuleConflict {
  id: string;
  type: string;
  theirs: ModuleData | null;
  mine: ModuleData | null;
}

export interface SectionsMerge {
  sections: Section[];
  /** Conflicts without a choice yet; until they are chosen `sections` holds theirs for each. */
  conflicts: ModuleConflict[];
}

interface ModulePlace {
  module: ModuleData;
  section: string;
  column: number;
}

const sameContent = (one: ModuleData, other: ModuleData) => changedFields(one, other).length === 0;
const sameFrame = (one: Section, other: Section) => one.layout === other.layout && one.extra_class === other.extra_class;

function placesOf(sections: readonly Section[]): Map<string, ModulePlace> {
  const found = new Map<string, ModulePlace>();
  for (const section of sections) for (const [column, { children }] of section.columns.entries()) for (const module of children) found.set(module.id, { module, section: section.id, column });
  return found;
}

/** The ids of the longest common subsequence of two orders: the items whose relative order stayed. */
function keptOrder(before: readonly string[], after: readonly string[]): Set<string> {
  const lengths = before.map(() => new Array<number>(after.length + 1).fill(0));
  lengths.push(new Array<number>(after.length + 1).fill(0));
  for (let i = before.length - 1; i >= 0; i--)
    for (let j = after.length - 1; j >= 0; j--) lengths[i][j] = before[i] === after[j] ? lengths[i + 1][j + 1] + 1 : Math.max(lengths[i + 1][j], lengths[i][j + 1]);
  const kept = new Set<string>();
  for (let i = 0, j = 0; i < before.length && j < after.length; ) {
    if (before[i] === after[j]) {
      kept.add(before[i]);
      i++;
      j++;
    } else if (lengths[i + 1][j] >= lengths[i][j + 1]) i++;
    else j++;
  }
  return kept;
}

/** The items of `mine` that mine put where they are: added, or moved against the others' order. */
function placedByMine(base: readonly string[], mine: readonly string[]): Set<string> {
  const inBase = new Set(base);
  const inMine = new Set(mine);
  const kept = keptOrder(
    base.filter((id) => inMine.has(id)),
    mine.filter((id) => inBase.has(id)),
  );
  return new Set(mine.filter((id) => !kept.has(id)));
}

/** Moves (or inserts) each of `placed` in `list` to just after its nearest predecessor in `mine` that is in the list. */
function placeAfterPredecessors(list: string[], mine: readonly string[], placed: ReadonlySet<string>): string[] {
  let result = list.filter((id) => !placed.has(id));
  mine.forEach((id, at) => {
    if (!placed.has(id)) return;
    const before = mine.slice(0, at).findLast((other) => result.includes(other));
    const index = before === undefined ? 0 : result.indexOf(before) + 1;
    result = [...result.slice(0, index), id, ...result.slice(index)];
  });
  return result;
}

/** Decides one module: its content in the merge (null: gone) or a conflict. */
function mergeModule(base: ModuleData | undefined, theirs: ModuleData | undefined, mine: ModuleData | undefined): { module: ModuleData | null } | { conflict: true } {
  if (!theirs && !mine) return { module: null };
  if (!base) {
    if (theirs && mine && !sameContent(theirs, mine)) return { conflict: true };
    return { module: (theirs ?? mine)! };
  }
  const theirsChanged = !theirs || !sameContent(base, theirs);
  const mineChanged = !mine || !sameContent(base, mine);
  if (!mineChanged) return { module: theirs ?? null };
  if (!theirsChanged) return { module: mine ?? null };
  if (theirs && mine && sameContent(theirs, mine)) return { module: theirs };
  return { conflict: true };
}

export function mergeSections(base: readonly Section[], theirs: readonly Section[], mine: readonly Section[], choices: Readonly<Record<string, MergeSide>> = {}): SectionsMerge {
  const [wasAt, theirsAt, mineAt] = [placesOf(base), placesOf(theirs), placesOf(mine)];

  // Module content: what each module is in the merge (absent: gone).
  const merged = new Map<string, ModuleData>();
  const conflicts: ModuleConflict[] = [];
  for (const id of new Set([...wasAt.keys(), ...theirsAt.keys(), ...mineAt.keys()])) {
    const [was, their, my] = [wasAt.get(id)?.module, theirsAt.get(id)?.module, mineAt.get(id)?.module];
    const decided = mergeModule(was, their, my);
    let module: ModuleData | null | undefined = "module" in decided ? decided.module : undefined;
    if (module === undefined) {
      const choice = choices[id];
      if (!choice) conflicts.push({ id, type: (their ?? my)!.type, theirs: their ?? null, mine: my ?? null });
      module = choice === "mine" ? (my ?? null) : (their ?? null);
    }
    if (module) merged.set(id, module);
  }

  // Sections: a deleted one stays while the other side changed its frame or still has a module in it.
  const [wasSection, theirSection, mySection] = [base, theirs, mine].map((list) => new Map(list.map((section) => [section.id, section])));
  // Modules mine put into a column: added there, moved there from another column, or kept by mine only.
  const placedModules = new Set<string>();
  for (const id of merged.keys()) {
    const [was, my] = [wasAt.get(id), mineAt.get(id)];
    if (my && (!was || was.section !== my.section || was.column !== my.column || !theirsAt.has(id))) placedModules.add(id);
  }
  const homeOf = (id: string) => (placedModules.has(id) ? mineAt.get(id) : (theirsAt.get(id) ?? mineAt.get(id)));
  const sectionIds = [...new Set([...theirs.map((section) => section.id), ...mine.map((section) => section.id)])];
  const modulesIn = new Set([...merged.keys()].map((id) => homeOf(id)?.section));
  const keptSections = new Set(
    sectionIds.filter((id) => {
      const [was, their, my] = [wasSection.get(id), theirSection.get(id), mySection.get(id)];
      if (their && my) return true;
      if (!was) return true; // added by one side
      const other = their ?? my!;
      return !sameFrame(was, other) || modulesIn.has(id);
    }),
  );
  const mineSections = mine.map((section) => section.id).filter((id) => keptSections.has(id));
  const sectionsPlaced = placedByMine(
    base.map((section) => section.id),
    mine.map((section) => section.id),
  );
  // A section only mine still has (theirs deleted it, mine kept something in it) goes where mine has it.
  for (const id of mineSections) if (!theirSection.has(id)) sectionsPlaced.add(id);
  const order = placeAfterPredecessors(
    theirs.map((section) => section.id).filter((id) => keptSections.has(id)),
    mineSections,
    sectionsPlaced,
  );

  // Each kept section takes its frame (layout, class, columns) from the side that changed it.
  const frames = new Map(
    order.map((id) => {
      const [was, their, my] = [wasSection.get(id), theirSection.get(id), mySection.get(id)];
      const frame = my && (!their || !was || !sameFrame(was, my)) ? my : their!;
      const columns: Column[] = layoutPresets[frame.layout].map((_, index) => ({ index, classes: frame.columns[index]?.classes ?? "", children: [] }));
      return [id, { ...frame, columns }];
    }),
  );

  // Modules go where theirs has them; mine's added and moved modules go after their neighbour in mine.
  const columnIds = new Map<string, string[]>();
  const columnKey = (section: string, column: number) => `${section}/${Math.min(column, frames.get(section)!.columns.length - 1)}`;
  const addTo = (key: string, id: string) => columnIds.set(key, [...(columnIds.get(key) ?? []), id]);
  for (const section of theirs)
    for (const [column, { children }] of section.columns.entries())
      for (const { id } of children) if (merged.has(id) && frames.has(section.id) && !placedModules.has(id)) addTo(columnKey(section.id, column), id);
  for (const section of mine)
    for (const [column, { children }] of section.columns.entries()) {
      if (!frames.has(section.id)) continue;
      const key = columnKey(section.id, column);
      const mineOrder = children.map((module) => module.id).filter((id) => merged.has(id));
      const placed = placedByMine(base.find((was) => was.id === section.id)?.columns[column]?.children.map((module) => module.id) ?? [], mineOrder);
      for (const id of mineOrder) if (placedModules.has(id)) placed.add(id);
      // Modules this column's order moved in mine are taken out of wherever theirs had them.
      for (const id of placed) for (const [other, ids] of columnIds) if (other !== key && ids.includes(id)) columnIds.set(other, ids.filter((kept) => kept !== id));
      columnIds.set(key, placeAfterPredecessors(columnIds.get(key) ?? [], mineOrder, placed));
    }
  // A module left without a place (its section went away) is kept at the end rather than lost.
  const placedSomewhere = new Set([...columnIds.values()].flat());
  const homeless = [...merged.keys()].filter((id) => !placedSomewhere.has(id));
  const sections = order.map((id) => frames.get(id)!);
  if (homeless.length > 0 && sections.length === 0) sections.push({ id: `merged-${homeless[0]}`, layout: "100", extra_class: "", columns: [{ index: 0, classes: "", children: [] }] });
  for (const id of homeless) {
    const last = sections.at(-1)!;
    addTo(`${last.id}/${last.columns.length - 1}`, id);
  }
  return {
    sections: sections.map((section) => ({ ...section, columns: section.columns.map((column) => ({ ...column, children: (columnIds.get(`${section.id}/${column.index}`) ?? []).map((id) => merged.get(id)!) })) })),
    conflicts,
  };
}
