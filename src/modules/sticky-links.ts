// Spec §2 "sticky link items": modules whose definition's `stickyLink` hook names a link.
import type { Section } from "../../shared/api/page-content.ts";
import { moduleDefinition } from "./index.ts";
import { modulesOf } from "./module-tree.ts";

export interface StickyLink {
  id: string;
  text: string;
  url: string;
}

export function stickyLinksOf(sections: readonly Section[]): StickyLink[] {
  const links: StickyLink[] = [];
  for (const module of modulesOf(sections)) {
    const link = moduleDefinition(module.type)?.hooks?.stickyLink?.(module);
    if (link) links.push({ id: module.id, ...link });
  }
  return links;
}
