// Modules and teaser items with online_from / online_to are shown to visitors only inside that window.
import type { ModuleData, Section } from "../../shared/api/page-content.ts";

interface Windowed {
  online_from?: unknown;
  online_to?: unknown;
}

function inWindow(item: Windowed, now: Date): boolean {
  const from = typeof item.online_from === "string" && item.online_from ? new Date(item.online_from) : null;
  const to = typeof item.online_to === "string" && item.online_to ? new Date(item.online_to) : null;
  if (from && !Number.isNaN(from.getTime()) && from > now) return false;
  if (to && !Number.isNaN(to.getTime()) && to <= now) return false;
  return true;
}

function visibleModule(module: ModuleData, now: Date): ModuleData | null {
  if (!inWindow(module as Windowed, now)) return null;
  if (!Array.isArray(module.children)) return module;
  return { ...module, children: (module.children as Windowed[]).filter((child) => inWindow(child, now)) };
}

/** The sections as a visitor sees them at `now`. */
export function visibleSections(sections: Section[], now: Date): Section[] {
  return sections.map((section) => ({
    ...section,
    columns: section.columns.map((column) => ({
      ...column,
      children: column.children.map((module) => visibleModule(module, now)).filter((module): module is ModuleData => module !== null),
    })),
  }));
}
