// Spec §4: modules (and list items) with online_from / online_to are visible only inside that
// window. The bounds are the fields a definition marks `window: "from" | "to"`.
import type { ModuleData, Section } from "../../shared/api/page-content.ts";
import { berlinWallTime } from "../../shared/lib/berlin-time.ts";
import type { Localized } from "../../shared/lib/localized.ts";
import type { Field } from "../../shared/fields/field.ts";
import { moduleDefinition, moduleRegistry } from "./index.ts";
import { mapModules } from "./module-tree.ts";

type Values = Record<string, unknown>;

export interface VisibilityWindow {
  from: Date | null;
  to: Date | null;
}

/** Where `now` falls in a window: before it, inside, or after it. */
export type WindowStatus = "scheduled" | "online" | "expired";

/** A bound as stored: an instant with its offset, or a Berlin wall time without one (a date field's day starts at Berlin midnight). */
function instant(value: unknown): Date | null {
  if (typeof value !== "string" || value === "") return null;
  const date = berlinWallTime(value) ?? new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** The window the fields bound, or null when the fields have no window or both bounds are empty. */
export function windowOf(fields: readonly Field[], values: Values): VisibilityWindow | null {
  let from: Date | null = null;
  let to: Date | null = null;
  for (const field of fields) {
    if ((field.kind === "date" || field.kind === "datetime") && field.window === "from") from = instant(values[field.name]);
    if ((field.kind === "date" || field.kind === "datetime") && field.window === "to") to = instant(values[field.name]);
  }
  return from || to ? { from, to } : null;
}

export function windowStatus(window: VisibilityWindow, now: Date): WindowStatus {
  if (window.from && window.from > now) return "scheduled";
  if (window.to && window.to <= now) return "expired";
  return "online";
}

/** The module's own window (for the editor's badge), or null. */
export function moduleWindow(module: ModuleData): VisibilityWindow | null {
  const definition = moduleDefinition(module.type);
  return definition ? windowOf(definition.fields, module) : null;
}

const visibleAt = (fields: readonly Field[], values: Values, now: Date) => {
  const window = windowOf(fields, values);
  return !window || windowStatus(window, now) === "online";
};

/** The values with list items outside their window removed (in any depth). */
function withVisibleItems(fields: readonly Field[], values: Values, now: Date): Values {
  const copy: Values = { ...values };
  for (const field of fields) {
    if (field.kind !== "list" || !Array.isArray(values[field.name])) continue;
    copy[field.name] = (values[field.name] as Values[]).filter((item) => visibleAt(field.item, item, now)).map((item) => withVisibleItems(field.item, item, now));
  }
  return copy;
}

/** The sections as a visitor sees them at `now`: modules and list items outside their window are gone. */
export function visibleSections(sections: readonly Section[], now: Date): Section[] {
  return mapModules(sections, (module) => {
    const definition = moduleDefinition(module.type);
    if (!definition) return module;
    if (!visibleAt(definition.fields, module, now)) return null;
    return withVisibleItems(definition.fields, module, now) as ModuleData;
  });
}

/** A window found in a module: the module's own (item null) or one of its list items'. */
export interface FoundWindow {
  window: VisibilityWindow;
  /** The list item's name and its position (1-based) in its list; null for the module's own window. */
  item: { label: Localized; position: number } | null;
}

/** Every window in a module and its list items (in any depth), for the hub's schedule. */
export function windowsIn(module: ModuleData): FoundWindow[] {
  const definition = moduleDefinition(module.type);
  if (!definition) return [];
  const found: FoundWindow[] = [];
  const own = windowOf(definition.fields, module);
  if (own) found.push({ window: own, item: null });
  const walk = (fields: readonly Field[], values: Values) => {
    for (const field of fields) {
      if (field.kind !== "list" || !Array.isArray(values[field.name])) continue;
      (values[field.name] as unknown[]).forEach((item, index) => {
        if (!item || typeof item !== "object") return;
        const window = windowOf(field.item, item as Values);
        if (window) found.push({ window, item: { label: field.itemLabel, position: index + 1 } });
        walk(field.item, item as Values);
      });
    }
  };
  walk(definition.fields, module);
  return found;
}

/** The names of every field that bounds a window, in any definition (to find content that has one). */
export function windowFieldNames(): string[] {
  const names = new Set<string>();
  const walk = (fields: readonly Field[]) => {
    for (const field of fields) {
      if ((field.kind === "date" || field.kind === "datetime") && field.window) names.add(field.name);
      if (field.kind === "list") walk(field.item);
    }
  };
  for (const definition of moduleRegistry.values()) walk(definition.fields);
  return [...names];
}
