// The text of a page's modules for the site search: each definition's `searchText` hook, or its
// fields marked `searchable` (list items included; shared/fields/search-text-of.ts). Modules and
// items with a visibility window are left out: their text may not be public yet, and the index is
// not rebuilt when a window opens.
import type { PageContent, Section } from "../../shared/api/page-content.ts";
import type { Lang, Localized } from "../../shared/lib/localized.ts";
import { ownSearchText, visitFieldGroups } from "../../shared/fields/search-text-of.ts";
import { moduleDefinition } from "./index.ts";
import { modulesOf } from "./modules-of.ts";
import { windowOf } from "./visibility-window.ts";

/** The searchable text of the sections of one language. */
export function sectionsSearchText(sections: readonly Section[], lang: Lang): string {
  const parts: string[] = [];
  for (const module of modulesOf(sections)) {
    const definition = moduleDefinition(module.type);
    if (!definition || windowOf(definition.fields, module)) continue;
    if (definition.hooks?.searchText) {
      parts.push(...definition.hooks.searchText(module));
      continue;
    }
    visitFieldGroups(definition.fields, module, (fields, values) => {
      if (!windowOf(fields, values)) parts.push(...ownSearchText(fields, values, lang));
    });
  }
  return parts.join(" ");
}

/** The searchable text of a page's content in each language (stored beside it as pages.search_text). */
export function contentSearchText(content: PageContent): Localized {
  return { de: sectionsSearchText(content.de ?? [], "de"), en: sectionsSearchText(content.en ?? [], "en") };
}
