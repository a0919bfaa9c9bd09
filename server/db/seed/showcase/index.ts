// The demo page "Das Theater entdecken" / "Discover the theatre" (issue 12): every content module type
// at least once, in realistic theatre content, put together from one part per group of types.
import type { Section } from "../../../../shared/api/page-content.ts";
import type { ContentBuilder } from "../page-content.ts";
import { dataShowcase } from "./data.ts";
import { embedsShowcase } from "./embeds.ts";
import { mediaShowcase } from "./media.ts";
import type { ShowcaseInput, ShowcaseSections } from "./showcase-part.ts";
import { teasersShowcase } from "./teasers.ts";
import { textShowcase } from "./text.ts";

/** Prepares every part (images, ids) once; the result builds the page's sections per language. */
export async function prepareShowcase(input: ShowcaseInput): Promise<ShowcaseSections> {
  const parts: ShowcaseSections[] = [];
  for (const part of [textShowcase, mediaShowcase, embedsShowcase, teasersShowcase, dataShowcase]) parts.push(await part(input));
  return (b: ContentBuilder): Section[] => parts.flatMap((build) => build(b));
}
