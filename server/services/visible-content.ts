// The sections of a page or container as visitors see them now (spec §4: modules and list items
// outside their online window are gone), with the next moment that changes noted for the HTML
// cache: the first window of the content to open or close after `now`.
import type { Section } from "../../shared/api/page-content.ts";
import { modulesOf } from "../../src/modules/module-tree.ts";
import { visibleSections, windowsIn } from "../../src/modules/visibility-window.ts";
import { noteChangesAt } from "./render-dependencies.ts";

/** The first `online_from` or `online_to` in `sections` (any module or list item) after `now`, or null. */
export function nextWindowBoundary(sections: readonly Section[], now: Date): Date | null {
  let next: Date | null = null;
  for (const module of modulesOf(sections)) {
    for (const { window } of windowsIn(module)) {
      for (const bound of [window.from, window.to]) {
        if (bound && bound > now && (!next || bound < next)) next = bound;
      }
    }
  }
  return next;
}

/** `visibleSections`, noting when what it leaves out or keeps changes next. */
export function sectionsVisibleNow(sections: readonly Section[], now: Date): Section[] {
  noteChangesAt(nextWindowBoundary(sections, now));
  return visibleSections(sections, now);
}
