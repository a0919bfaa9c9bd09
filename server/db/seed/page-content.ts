// Builds page content (sections → columns → modules) with deterministic ids such as "home-s1" and
// "home-s1-m2". A page's content is written once as a function of a builder, then built per language.
import { layoutPresets, type LayoutPreset, type PageContent, type Section } from "../../../shared/api/page-content.ts";
import type { Lang } from "../../../shared/lib/localized.ts";
import type { Localized } from "./text.ts";
import { createModule, type NewModule as Module } from "../../../src/modules/create-module.ts";
import { eventListModule } from "../../../src/modules/types/event-list.tsx";
import { headlineModule } from "../../../src/modules/types/headline.tsx";
import { heroMediaModule } from "../../../src/modules/types/hero-media.tsx";
import { imageModule } from "../../../src/modules/types/image.tsx";
import { linkModule } from "../../../src/modules/types/link.tsx";
import { teaserListModule } from "../../../src/modules/types/teaser-list.tsx";
import { textModule } from "../../../src/modules/types/text.tsx";

export interface TeaserItem {
  image: number;
  preline: string;
  headline: string;
  subline: string;
  text: string;
  link_text: string;
  link: string;
}

export class ContentBuilder {
  private sections = 0;

  constructor(
    private readonly page: string,
    readonly lang: Lang,
  ) {}

  /** The text for this builder's language. */
  t(de: string, en: string): string {
    return this.lang === "de" ? de : en;
  }

  pick(value: Localized): string {
    return value[this.lang];
  }

  /** A section; pass one list of modules per column of the layout. */
  section(layout: LayoutPreset, columns: Module[][], extraClass: "" | "cc01" | "cc02" | "cc03" = ""): Section {
    if (columns.length !== layoutPresets[layout].length) {
      throw new Error(`${this.page}: layout ${layout} needs ${layoutPresets[layout].length} columns, got ${columns.length}`);
    }
    const id = `${this.page}-s${++this.sections}`;
    let modules = 0;
    return {
      id,
      layout,
      extra_class: extraClass,
      columns: columns.map((children, index) => ({
        index,
        classes: "",
        children: children.map((module) => ({ id: `${id}-m${++modules}`, ...module })),
      })),
    };
  }

  headline(content: string, level: 2 | 3 | 4 | 5 | 6 = 2, preline = "", subline = "", anchor = ""): Module {
    return createModule(headlineModule, { headline_level: level, preline, content, subline, anchor });
  }

  text(content: string, anchor = ""): Module {
    return createModule(textModule, { content, anchor });
  }

  link(linkText: string, linkUrl: string, button = false): Module {
    return createModule(linkModule, { link_text: linkText, link_url: linkUrl, extra_class: button ? "button" : "" });
  }

  image(image: number, format: "horizontal" | "vertical" | "original" = "horizontal", caption = ""): Module {
    return createModule(imageModule, { image, format, caption });
  }

  hero(fields: { headline: string; text: string; button_text: string; button_link: string; image: number; online_from: string }): Module {
    return createModule(heroMediaModule, fields);
  }

  teaserList(children: TeaserItem[]): Module {
    return createModule(teaserListModule, { children: children.map((item) => ({ ...item, online_from: "", online_to: "" })) });
  }

  eventList(limit = 6): Module {
    return createModule(eventListModule, { limit });
  }
}

/** Builds the same page structure in both languages. */
export function buildContent(page: string, build: (b: ContentBuilder) => Section[]): PageContent {
  return { de: build(new ContentBuilder(page, "de")), en: build(new ContentBuilder(page, "en")) };
}
