// Modules store the ids of what they show (an image, a venue, articles, a form …); visitors need the
// objects. This puts the looked-up object beside every reference's id (`venue` → `venue_obj`), with
// one query per target for the whole page. What a visitor may not see (offline) resolves to null.
import type { Db } from "../db/client.ts";
import type { Section } from "../../shared/api/page-content.ts";
import type { Lang } from "../../shared/lib/localized.ts";
import type { ReferenceTarget } from "../../shared/fields/reference-targets.ts";
import { attachResolved, pickedIds } from "../../src/modules/module-tree.ts";
import { articleCategoriesByIds, articleSummariesByIds } from "./articles.ts";
import { eventSummariesByIds } from "./event-summaries.ts";
import { eventTagsByIds } from "./event-tags-by-ids.ts";
import { getForm } from "./forms.ts";
import { loadImages } from "./module-images.ts";
import { venueSummariesByIds } from "./venues.ts";

export interface PickerOptions {
  isEditor: boolean;
  now: Date;
}

type Loader = (db: Db, ids: number[], lang: Lang, options: PickerOptions) => Promise<ReadonlyMap<number, unknown>>;

async function formsByIds(db: Db, ids: number[], lang: Lang, options: PickerOptions): Promise<Map<number, unknown>> {
  // A page places one or two forms: each is read with its fields, as the forms API answers it.
  const found = await Promise.all(ids.map((id) => getForm(db, id, lang, options)));
  return new Map(found.flatMap((form) => (form ? [[form.id, form] as const] : [])));
}

const loaders: Partial<Record<ReferenceTarget, Loader>> = {
  image: (db, ids, lang) => loadImages(db, ids, lang),
  venues: venueSummariesByIds,
  articles: articleSummariesByIds,
  "article-categories": (db, ids, lang) => articleCategoriesByIds(db, ids, lang),
  events: eventSummariesByIds,
  forms: formsByIds,
  "event-tags": (db, ids, lang) => eventTagsByIds(db, ids, lang),
};

/** The targets whose objects modules show beside their ids: a module's reference field must point at one of them. */
export const resolvedTargets = Object.keys(loaders) as ReferenceTarget[];

/** The content with the looked-up object beside every referenced id, for every target. */
export async function resolveModulePickers(db: Db, sections: Section[], lang: Lang, options: PickerOptions): Promise<Section[]> {
  const found = await Promise.all(resolvedTargets.map((target) => loaders[target]!(db, [...pickedIds(sections, target)], lang, options)));
  return resolvedTargets.reduce((resolved, target, index) => attachResolved(resolved, target, found[index]), sections);
}
