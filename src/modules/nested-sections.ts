// Modules that show other content (the container module) render sections through the content
// renderer, which itself imports the registry of all types. To keep that import cycle out of module
// evaluation, the renderer hands itself over here when it loads, and is looked up only at render time.
import { createElement, type ComponentType, type ReactNode } from "react";
import type { Section } from "../../shared/api/page-content.ts";

let sectionsRenderer: ComponentType<{ sections: Section[] }> | null = null;

export function provideSectionsRenderer(renderer: ComponentType<{ sections: Section[] }>): void {
  sectionsRenderer = renderer;
}

export function NestedSections({ sections }: { sections: Section[] }): ReactNode {
  return sectionsRenderer ? createElement(sectionsRenderer, { sections }) : null;
}
