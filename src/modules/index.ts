// The registry of content module types. Everything that handles modules looks their type up here
// and asks the definition; nothing outside src/modules/types/ names a type.
import type { AnyModuleDefinition } from "./define-module.ts";
import { blogTeaserListModule } from "./types/blog-teaser-list.tsx";
import { eventListModule } from "./types/event-list.tsx";
import { headlineModule } from "./types/headline.tsx";
import { heroMediaModule } from "./types/hero-media.tsx";
import { highlightTeasersModule } from "./types/highlight-teasers.tsx";
import { imageModule } from "./types/image.tsx";
import { linkModule } from "./types/link.tsx";
import { teaserListModule } from "./types/teaser-list.tsx";
import { textModule } from "./types/text.tsx";

const definitions = [headlineModule, textModule, linkModule, imageModule, heroMediaModule, teaserListModule, eventListModule, blogTeaserListModule, highlightTeasersModule] as unknown as AnyModuleDefinition[];

export const moduleRegistry: ReadonlyMap<string, AnyModuleDefinition> = new Map(definitions.map((definition) => [definition.type, definition]));

/** The definition of `type`, or undefined for a type this build does not know. */
export function moduleDefinition(type: string): AnyModuleDefinition | undefined {
  return moduleRegistry.get(type);
}
