// Checks a page's content as the editor sends it: the structure (sections, layout presets, columns,
// module ids) and every module against its definition's schema (spec §5). The editor runs it before
// saving; the server runs it again on every save and answers 400 with the same failures.
import { array, enums, integer, max, min, object, pattern, size, string, type, validate, type StructError } from "superstruct";
import type { ContentFailure } from "../../shared/api/editor-types.ts";
import { layoutPresets, type ModuleData, type Section } from "../../shared/api/page-content.ts";
import { moduleDefinition } from "./index.ts";
import { storedModule } from "./module-tree.ts";

export type { ContentFailure };

export const CONTENT_LIMITS = { sections: 200, modulesPerColumn: 200 } as const;

/** Background tints of spec §9 (cc01 yellow, cc02 green, cc03 blue). */
export const sectionBackgrounds = ["", "cc01", "cc02", "cc03"] as const;

const itemId = pattern(size(string(), 1, 64), /^[A-Za-z0-9_-]+$/);

const sectionShape = object({
  id: itemId,
  layout: enums(Object.keys(layoutPresets) as (keyof typeof layoutPresets)[]),
  extra_class: enums(sectionBackgrounds),
  columns: array(
    object({
      index: min(max(integer(), 2), 0),
      classes: size(string(), 0, 100),
      children: size(array(type({ id: itemId, type: size(string(), 1, 64) })), 0, CONTENT_LIMITS.modulesPerColumn),
    }),
  ),
});

/** The reasons of superstruct's own types, in the words src/lib/failure-message.ts translates. */
const typeReasons: Record<string, string> = {
  never: "is not an allowed field",
  string: "must be a text",
  number: "must be a number",
  integer: "must be a number",
  boolean: "must be yes or no",
  enums: "must be one of the choices",
  literal: "must be one of the choices",
  array: "must be a list",
};

function reasonOf(failure: { message: string; value: unknown; type: string; refinement?: string }): string {
  if (failure.value === undefined) return "is required";
  if (failure.refinement && !failure.message.startsWith("Expected")) return failure.message;
  return typeReasons[failure.type] ?? failure.message.replace(/^Expected/, "must be").replace(/,? but received.*$/s, "");
}

/** A superstruct error as {field, reason} pairs: the dotted path and a sentence to show at the field. */
export function failuresOf(error: StructError): { field: string; reason: string }[] {
  return error.failures().map((failure) => ({ field: failure.path.join(".") || "value", reason: reasonOf(failure) }));
}

function checkModule(module: ModuleData, section: string): ContentFailure[] {
  const definition = moduleDefinition(module.type);
  if (!definition) return [{ section, module: module.id, field: "type", reason: `is not a module type of this site: ${String(module.type).slice(0, 64)}` }];
  const { id: _id, type: _type, ...fields } = storedModule(module);
  const [error] = validate(fields, definition.schema);
  return error ? failuresOf(error).map((failure) => ({ section, module: module.id, ...failure })) : [];
}

/**
 * The content's failures, none when it may be saved. Looked-up objects (`image_obj`) are ignored:
 * only stored fields are checked (use `storedSections` to drop them before saving).
 */
export function contentFailures(content: unknown): ContentFailure[] {
  if (!Array.isArray(content)) return [{ field: "sections", reason: "must be a list of sections" }];
  if (content.length > CONTENT_LIMITS.sections) return [{ field: "sections", reason: `must hold at most ${CONTENT_LIMITS.sections} sections` }];
  const failures: ContentFailure[] = [];
  const seen = new Set<string>();
  const once = (id: string, where: Omit<ContentFailure, "field" | "reason">) => {
    if (seen.has(id)) failures.push({ ...where, field: "id", reason: `is used twice: ${id}` });
    seen.add(id);
  };
  content.forEach((raw: unknown, index) => {
    const [error, section] = validate(raw, sectionShape);
    const sectionId = typeof (raw as Section)?.id === "string" ? (raw as Section).id : `#${index + 1}`;
    if (error) {
      failures.push(...failuresOf(error).map((failure) => ({ section: sectionId, ...failure })));
      return;
    }
    once(section.id, { section: section.id });
    const expected = layoutPresets[section.layout].length;
    if (section.columns.length !== expected) failures.push({ section: section.id, field: "columns", reason: `must be ${expected} for layout ${section.layout}` });
    for (const column of section.columns) {
      for (const module of column.children as ModuleData[]) {
        once(module.id, { section: section.id, module: module.id });
        failures.push(...checkModule(module, section.id));
      }
    }
  });
  return failures;
}

/** The content as it is stored: looked-up objects removed from every module. */
export function storedSections(sections: readonly Section[]): Section[] {
  return sections.map((section) => ({
    id: section.id,
    layout: section.layout,
    extra_class: section.extra_class,
    columns: section.columns.map((column) => ({ index: column.index, classes: column.classes, children: column.children.map(storedModule) })),
  }));
}
