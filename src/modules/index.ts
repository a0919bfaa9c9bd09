// The registry of content module types. The renderer and (later) the editor look types up here
// and never special-case one.
import type { ModuleDefinition } from "./define-module.ts";
import { eventListModule } from "./types/event-list.tsx";
import { headlineModule } from "./types/headline.tsx";
import { heroMediaModule } from "./types/hero-media.tsx";
import { imageModule } from "./types/image.tsx";
import { linkModule } from "./types/link.tsx";
import { teaserListModule } from "./types/teaser-list.tsx";
import { textModule } from "./types/text.tsx";

const definitions = [headlineModule, textModule, linkModule, imageModule, heroMediaModule, teaserListModule, eventListModule] as unknown as ModuleDefinition<never, never>[];

export const moduleRegistry: ReadonlyMap<string, ModuleDefinition<never, never>> = new Map(definitions.map((definition) => [definition.type, definition]));
