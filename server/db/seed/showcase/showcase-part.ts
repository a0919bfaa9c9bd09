// The demo page that shows every content module type (issue 12) is put together from parts, one per
// group of types. A part first prepares what it needs once (images, ids of seeded objects), then
// builds its sections per language with the page's ContentBuilder.
import type { Section } from "../../../../shared/api/page-content.ts";
import type { SeedContext } from "../context.ts";
import type { ContentBuilder } from "../page-content.ts";
import type { PageInputs } from "../pages.ts";

export type ShowcaseInput = PageInputs & { ctx: SeedContext };

/** Builds the part's sections in the builder's language (b.t(de, en) picks the text). */
export type ShowcaseSections = (b: ContentBuilder) => Section[];

export type ShowcasePart = (input: ShowcaseInput) => Promise<ShowcaseSections>;
