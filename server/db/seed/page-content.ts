// Builds page content (sections → columns → modules) with deterministic ids such as "home-s1" and
// "home-s1-m2". A page's content is written once as a function of a builder, then built per language.
import { layoutPresets, type LayoutPreset, type ModuleData, type PageContent, type Section } from "../../../shared/api/page-content.ts";
import type { Lang } from "../../../shared/lib/localized.ts";
import type { Localized } from "./text.ts";

/** A module before it gets its id. */
type Module = Omit<ModuleData, "id"> & { type: string };

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

  headline(content: string, level = 2, preline = "", subline = "", anchor = ""): Module {
    return { type: "headline", headline_level: level, preline, content, subline, anchor };
  }

  text(content: string, anchor = ""): Module {
    return { type: "text", content, anchor, decrease_distance: false };
  }

  link(linkText: string, linkUrl: string, button = false): Module {
    return { type: "link", link_text: linkText, link_url: linkUrl, extra_class: button ? "button" : "", anchor: "", sticky: false };
  }

  image(image: number, format: "horizontal" | "vertical" | "original" = "horizontal", caption = ""): Module {
    return { type: "image", image, format, caption };
  }

  hero(fields: { headline: string; text: string; button_text: string; button_link: string; image: number; online_from: string }): Module {
    return { type: "hero_media", sticky: false, video: "", online_to: "", ...fields };
  }

  teaserList(children: TeaserItem[]): Module {
    return { type: "teaser_list", extra_class: "", children: children.map((item) => ({ ...item, online_from: "", online_to: "" })) };
  }

  eventList(limit = 6): Module {
    return { type: "event_list", date_from: "", date_to: "", tag: "", filters: [], limit };
  }
}

/** Builds the same page structure in both languages. */
export function buildContent(page: string, build: (b: ContentBuilder) => Section[]): PageContent {
  return { de: build(new ContentBuilder(page, "de")), en: build(new ContentBuilder(page, "en")) };
}
