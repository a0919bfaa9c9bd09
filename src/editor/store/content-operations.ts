// The editor's changes to a page's content as pure functions: each takes the sections and returns
// new ones (the input is never changed), so the store can keep every state for undo and redo.
import { layoutPresets, type Column, type LayoutPreset, type ModuleData, type Section } from "../../../shared/api/page-content.ts";
import { shortId } from "./short-id.ts";

/** Where a module is: its section, column and position. */
export interface ModulePlace {
  section: string;
  column: number;
  index: number;
}

type NewId = () => string;

function emptyColumns(layout: LayoutPreset): Column[] {
  return layoutPresets[layout].map((_, index) => ({ index, classes: "", children: [] }));
}

function clamp(value: number, low: number, high: number): number {
  return Math.min(Math.max(value, low), high);
}

function sectionIndex(sections: readonly Section[], id: string): number {
  const index = sections.findIndex((section) => section.id === id);
  if (index < 0) throw new Error(`no section ${id}`);
  return index;
}

function withSection(sections: readonly Section[], id: string, change: (section: Section) => Section): Section[] {
  const index = sectionIndex(sections, id);
  return sections.map((section, at) => (at === index ? change(section) : section));
}

function withColumn(section: Section, column: number, change: (children: ModuleData[]) => ModuleData[]): Section {
  if (!section.columns[column]) throw new Error(`section ${section.id} has no column ${column}`);
  return { ...section, columns: section.columns.map((current, at) => (at === column ? { ...current, children: change(current.children) } : current)) };
}

/** A new empty section with `layout`, inserted at `index` (at the end by default). */
export function addSection(sections: readonly Section[], layout: LayoutPreset, index = sections.length, newId: NewId = shortId): { sections: Section[]; section: Section } {
  const section: Section = { id: newId(), layout, extra_class: "", columns: emptyColumns(layout) };
  const copy = [...sections];
  copy.splice(clamp(index, 0, sections.length), 0, section);
  return { sections: copy, section };
}

/** Moves section `id` to position `to` (counted in the list without it). */
export function moveSection(sections: readonly Section[], id: string, to: number): Section[] {
  const from = sectionIndex(sections, id);
  const copy = [...sections];
  const [moved] = copy.splice(from, 1);
  copy.splice(clamp(to, 0, copy.length), 0, moved);
  return copy;
}

export function deleteSection(sections: readonly Section[], id: string): Section[] {
  sectionIndex(sections, id);
  return sections.filter((section) => section.id !== id);
}

/**
 * Gives section `id` another layout preset and keeps every module: with fewer columns, the modules
 * of the columns that go away are appended to the last column that stays.
 */
export function changeLayout(sections: readonly Section[], id: string, layout: LayoutPreset): Section[] {
  return withSection(sections, id, (section) => {
    const columns = emptyColumns(layout).map((column, index) => ({ ...column, classes: section.columns[index]?.classes ?? "", children: [...(section.columns[index]?.children ?? [])] }));
    const last = columns[columns.length - 1];
    for (const extra of section.columns.slice(columns.length)) last.children.push(...extra.children);
    return { ...section, layout, columns };
  });
}

/** Inserts `module` into a column at `index` (at its end by default). */
export function addModule(sections: readonly Section[], place: Omit<ModulePlace, "index"> & { index?: number }, module: ModuleData): Section[] {
  return withSection(sections, place.section, (section) =>
    withColumn(section, place.column, (children) => {
      const copy = [...children];
      copy.splice(clamp(place.index ?? children.length, 0, children.length), 0, module);
      return copy;
    }),
  );
}

/** Where module `id` is, or null. */
export function findModule(sections: readonly Section[], id: string): (ModulePlace & { module: ModuleData }) | null {
  for (const section of sections) {
    for (const [column, current] of section.columns.entries()) {
      const index = current.children.findIndex((module) => module.id === id);
      if (index >= 0) return { section: section.id, column, index, module: current.children[index] };
    }
  }
  return null;
}

function placeOf(sections: readonly Section[], id: string) {
  const found = findModule(sections, id);
  if (!found) throw new Error(`no module ${id}`);
  return found;
}

/** Replaces module `module.id` with `module` (same place). */
export function updateModule(sections: readonly Section[], module: ModuleData): Section[] {
  const place = placeOf(sections, module.id);
  return withSection(sections, place.section, (section) => withColumn(section, place.column, (children) => children.map((current) => (current.id === module.id ? module : current))));
}

export function deleteModule(sections: readonly Section[], id: string): Section[] {
  const place = placeOf(sections, id);
  return withSection(sections, place.section, (section) => withColumn(section, place.column, (children) => children.filter((module) => module.id !== id)));
}

/** Moves module `id` to `to` (any column of any section; the index counts without the module). */
export function moveModule(sections: readonly Section[], id: string, to: ModulePlace): Section[] {
  const { module } = placeOf(sections, id);
  return addModule(deleteModule(sections, id), to, module);
}

/** A copy of a module with a fresh id (for paste). */
export function freshModule(module: ModuleData, newId: NewId = shortId): ModuleData {
  return { ...structuredClone(module), id: newId() };
}

/** A copy of a section with fresh ids for it and every module in it. */
export function freshSection(section: Section, newId: NewId = shortId): Section {
  return { ...structuredClone(section), id: newId(), columns: section.columns.map((column) => ({ ...column, children: column.children.map((module) => freshModule(module, newId)) })) };
}

/** Pastes a copied module into a column at `index` with a fresh id. */
export function pasteModule(sections: readonly Section[], place: Omit<ModulePlace, "index"> & { index?: number }, module: ModuleData, newId: NewId = shortId): { sections: Section[]; module: ModuleData } {
  const pasted = freshModule(module, newId);
  return { sections: addModule(sections, place, pasted), module: pasted };
}

/** Pastes a copied section at `index` with fresh ids. */
export function pasteSection(sections: readonly Section[], index: number, section: Section, newId: NewId = shortId): { sections: Section[]; section: Section } {
  const pasted = freshSection(section, newId);
  const copy = [...sections];
  copy.splice(clamp(index, 0, sections.length), 0, pasted);
  return { sections: copy, section: pasted };
}

/** The place one step up/down in the module's column, or null at the column's edge. */
export function neighbourPlace(sections: readonly Section[], id: string, step: -1 | 1): ModulePlace | null {
  const place = placeOf(sections, id);
  const section = sections[sectionIndex(sections, place.section)];
  const index = place.index + step;
  if (index < 0 || index >= section.columns[place.column].children.length) return null;
  return { section: place.section, column: place.column, index };
}

/**
 * The end of the previous/next column, across sections (the last column of the section before, the
 * first of the section after), or null when there is none.
 */
export function adjacentColumnPlace(sections: readonly Section[], id: string, step: -1 | 1): ModulePlace | null {
  const place = placeOf(sections, id);
  const columns = sections.flatMap((section) => section.columns.map((column, index) => ({ section: section.id, column: index, length: column.children.length })));
  const at = columns.findIndex((column) => column.section === place.section && column.column === place.column);
  const target = columns[at + step];
  if (!target) return null;
  return { section: target.section, column: target.column, index: step === 1 ? 0 : target.length };
}
