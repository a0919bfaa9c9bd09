// The modules of stored content, section by section and column by column. Apart from module-tree.ts
// (which walks fields through the full registry) so that visitors' code can use it without the registry.
import type { ModuleData, Section } from "../../shared/api/page-content.ts";

export function* modulesOf(sections: readonly Section[]): Generator<ModuleData> {
  for (const section of sections) for (const column of section.columns) yield* column.children;
}
