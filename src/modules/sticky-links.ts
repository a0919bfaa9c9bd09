// Spec §2 "sticky link items": modules whose definition's `stickyLink` hook names a link.
import type { Section } from "../../shared/api/page-content.ts";
import { renderingOf } from "./renderings.ts";
import { modulesOf } from "./modules-of.ts";

export interface StickyLink {
  id: string;
  text: string;
  url: string;
}

/** The sections' renderings must be loaded (`loadRenderingsOf`). */
export function stickyLinksOf(sections: readonly Section[]): StickyLink[] {
  const links: StickyLink[] = [];
  for (const module of modulesOf(sections)) {
    const link = renderingOf(module.type)?.hooks?.stickyLink?.(module);
    if (link) links.push({ id: module.id, ...link });
  }
  return links;
}
