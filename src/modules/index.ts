// The registry of content module types. Everything that handles modules looks their type up here
// and asks the definition; nothing outside src/modules/types/ names a type.
import type { AnyModuleDefinition } from "./define-module.ts";
import { anchorListModule } from "./types/anchor-list.tsx";
import { audioShModule } from "./types/audio-sh.tsx";
import { audioModule } from "./types/audio.tsx";
import { blogTeaserListModule } from "./types/blog-teaser-list.tsx";
import { containerModule } from "./types/container.tsx";
import { eventListModule } from "./types/event-list.tsx";
import { faqModule } from "./types/faq.tsx";
import { formModule } from "./types/form.tsx";
import { fullTeaserModule } from "./types/full-teaser.tsx";
import { headlineModule } from "./types/headline.tsx";
import { heroMediaModule } from "./types/hero-media.tsx";
import { highlightTeasersModule } from "./types/highlight-teasers.tsx";
import { htmlModule } from "./types/html.tsx";
import { imageAliasModule } from "./types/image-alias.tsx";
import { imageListModule } from "./types/image-list.tsx";
import { imageModule } from "./types/image.tsx";
import { linkModule } from "./types/link.tsx";
import { logoListModule } from "./types/logo-list.tsx";
import { quoteModule } from "./types/quote.tsx";
import { sectionModule } from "./types/section.tsx";
import { socialMediaModule } from "./types/social-media.tsx";
import { teaserListModule } from "./types/teaser-list.tsx";
import { textModule } from "./types/text.tsx";
import { twoColumnsModule } from "./types/two-columns.tsx";
import { venueListModule } from "./types/venue-list.tsx";
import { venueModule } from "./types/venue.tsx";
import { videoListModule } from "./types/video-list.tsx";
import { videoShModule } from "./types/video-sh.tsx";
import { videoModule } from "./types/video.tsx";
import { viewerModule } from "./types/viewer.tsx";

// In the order of spec §3's toolbar entries, then the older set.
const definitions = [headlineModule, textModule, linkModule, imageModule, faqModule, videoModule, videoShModule, videoListModule, audioModule, audioShModule, viewerModule, quoteModule, fullTeaserModule, venueModule, venueListModule, htmlModule, formModule, heroMediaModule, sectionModule, teaserListModule, imageListModule, logoListModule, blogTeaserListModule, twoColumnsModule, eventListModule, highlightTeasersModule, anchorListModule, socialMediaModule, containerModule, imageAliasModule] as unknown as AnyModuleDefinition[];

export const moduleRegistry: ReadonlyMap<string, AnyModuleDefinition> = new Map(definitions.map((definition) => [definition.type, definition]));

/** The definition of `type`, or undefined for a type this build does not know. */
export function moduleDefinition(type: string): AnyModuleDefinition | undefined {
  return moduleRegistry.get(type);
}
