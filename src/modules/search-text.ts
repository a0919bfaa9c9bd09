// The text of a page's modules for the site search: each definition's `searchText` hook, or its
// fields marked `searchable` (list items included). Modules and items with a visibility window are
// left out: their text may not be public yet, and the index is not rebuilt when a window opens.
import type { PageContent, Section } from "../../shared/api/page-content.ts";
import type { Localized } from "../../shared/lib/localized.ts";
import { moduleDefinition } from "./index.ts";
import { modulesOf, visitFieldGroups } from "./module-tree.ts";
import { windowOf } from "./visibility-window.ts";

export function sectionsSearchText(sections: readonly Section[]): string {
  const parts: string[] = [];
  for (const module of modulesOf(sections)) {
    const definition = moduleDefinition(module.type);
    if (!definition || windowOf(definition.fields, module)) continue;
    if (definition.hooks?.searchText) {
      parts.push(...definition.hooks.searchText(module));
      continue;
    }
    visitFieldGroups(module, (fields, values) => {
      if (windowOf(fields, values)) return;
      for (const field of fields) {
        const value = values[field.name];
        if ("searchable" in field && field.searchable && typeof value === "string" && value.trim() !== "") parts.push(value);
      }
    });
  }
  return parts.join(" ");
}

/** The searchable text of a page's content in each language (stored beside it as pages.search_text). */
export function contentSearchText(content: PageContent): Localized {
  return { de: sectionsSearchText(content.de ?? []), en: sectionsSearchText(content.en ?? []) };
}
