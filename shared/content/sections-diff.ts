// What changed between two states of a page's content, module by module (by id): added, removed,
// moved (to another column or section, or reordered among the modules that stay in the column) and
// changed (which fields). Versions store its counts; the editor's compare view marks each module.
import { diffArrays } from "diff";
import type { ModuleData, Section } from "../api/page-content.ts";
import type { ChangeCounts } from "../api/editor-types.ts";

export type ChangeKind = "added" | "removed" | "moved" | "changed";

export interface ModuleChange {
  id: string;
  type: string;
  kinds: ChangeKind[];
  /** For "changed": the stored fields whose value differs. */
  fields: string[];
}

export interface SectionChange {
  id: string;
  kind: "added" | "removed" | "moved" | "layout";
}

export interface ContentDiff {
  modules: ModuleChange[];
  sections: SectionChange[];
}

interface Place {
  module: ModuleData;
  column: string;
}

/** Looked-up objects (`image_obj` …) sit beside stored ids for rendering; they are not content. */
const isLookedUp = (key: string) => key.endsWith("_obj");

function places(sections: readonly Section[]): Map<string, Place> {
  const found = new Map<string, Place>();
  for (const section of sections) for (const column of section.columns) for (const module of column.children) found.set(module.id, { module, column: `${section.id}/${column.index}` });
  return found;
}

/** Column ("section/index") → the ids of its modules, in order. */
function columnOrders(sections: readonly Section[]): Map<string, string[]> {
  return new Map(sections.flatMap((section) => section.columns.map((column) => [`${section.id}/${column.index}`, column.children.map((module) => module.id)] as const)));
}

/**
 * The modules reordered inside a column they stay in: those outside the longest common order of the
 * column's shared modules, so that moving one module up or down past any number of others is one
 * move, not a move of each module it passed.
 */
function reordered(before: readonly Section[], after: readonly Section[], stays: (id: string) => boolean): Set<string> {
  const moved = new Set<string>();
  const afterOrders = columnOrders(after);
  for (const [column, ids] of columnOrders(before)) {
    const [old, now] = [ids.filter(stays), (afterOrders.get(column) ?? []).filter(stays)];
    for (const part of diffArrays(old, now)) if (part.added) for (const id of part.value) moved.add(id);
  }
  return moved;
}

/** Module id → its column ("section/index"). */
function columnsOf(sections: readonly Section[]): Map<string, string> {
  return new Map(sections.flatMap((section) => section.columns.flatMap((column) => column.children.map((module) => [module.id, `${section.id}/${column.index}`] as const))));
}

/** The stored fields whose values differ between two states of one module (looked-up objects aside). */
export function changedFields(before: ModuleData, after: ModuleData): string[] {
  const keys = new Set([...Object.keys(before), ...Object.keys(after)].filter((key) => key !== "id" && !isLookedUp(key)));
  return [...keys].filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]));
}

export function diffSections(before: readonly Section[], after: readonly Section[]): ContentDiff {
  // Order is compared only among modules that stay in their column, so that a module moved away
  // (or added, or removed) does not count its former neighbours as moved.
  const [wasIn, isIn] = [columnsOf(before), columnsOf(after)];
  const stays = (id: string) => wasIn.has(id) && wasIn.get(id) === isIn.get(id);
  const [was, is] = [places(before), places(after)];
  const shifted = reordered(before, after, stays);
  const modules: ModuleChange[] = [];
  for (const [id, place] of is) {
    const old = was.get(id);
    if (!old) {
      modules.push({ id, type: place.module.type, kinds: ["added"], fields: [] });
      continue;
    }
    const kinds: ChangeKind[] = [];
    if (old.column !== place.column || shifted.has(id)) kinds.push("moved");
    const fields = changedFields(old.module, place.module);
    if (fields.length > 0) kinds.push("changed");
    if (kinds.length > 0) modules.push({ id, type: place.module.type, kinds, fields });
  }
  for (const [id, place] of was) if (!is.has(id)) modules.push({ id, type: place.module.type, kinds: ["removed"], fields: [] });

  const sections: SectionChange[] = [];
  const beforeSections = new Map(before.map((section, index) => [section.id, { section, index }]));
  const afterSections = new Map(after.map((section, index) => [section.id, { section, index }]));
  const sharedOrder = (list: readonly Section[], other: Map<string, unknown>) => list.filter((section) => other.has(section.id)).map((section) => section.id);
  const [oldOrder, newOrder] = [sharedOrder(before, afterSections), sharedOrder(after, beforeSections)];
  for (const [id, { section }] of afterSections) {
    const old = beforeSections.get(id);
    if (!old) sections.push({ id, kind: "added" });
    else if (oldOrder.indexOf(id) !== newOrder.indexOf(id)) sections.push({ id, kind: "moved" });
    else if (old.section.layout !== section.layout || old.section.extra_class !== section.extra_class) sections.push({ id, kind: "layout" });
  }
  for (const id of beforeSections.keys()) if (!afterSections.has(id)) sections.push({ id, kind: "removed" });
  return { modules, sections };
}

export function countChanges(diff: ContentDiff): ChangeCounts {
  const count = (kind: ChangeKind) => diff.modules.filter((change) => change.kinds.includes(kind)).length;
  return { added: count("added"), removed: count("removed"), moved: count("moved"), changed: count("changed"), sections: diff.sections.length };
}
