// A page whose first module stands in for the page header (a hero) shows no header of its own.
import type { Section } from "../../shared/api/page-content.ts";
import { renderingOf } from "./renderings.ts";

/** Whether the first module stands in for the page header (it renders the page's h1); its rendering
 * must be loaded (`loadRenderingsOf`). */
export function startsWithPageHeader(sections: readonly Section[]): boolean {
  const first = sections[0]?.columns[0]?.children[0];
  return first ? renderingOf(first.type)?.hooks?.replacesPageHeader === true : false;
}
