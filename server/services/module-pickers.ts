// Modules store the ids of what they show (an image, a venue, articles, a form …); visitors need the
// objects. This puts the looked-up object beside every picker's id (`venue` → `venue_obj`), with one
// query per kind of object for the whole page. What a visitor may not see (offline) resolves to null.
import type { Db } from "../db/client.ts";
import type { Section } from "../../shared/api/page-content.ts";
import type { Lang } from "../../shared/lib/localized.ts";
import { pickerKinds, type PickerKind } from "../../src/modules/define-module.ts";
import { attachResolved, pickedIds } from "../../src/modules/module-tree.ts";
import { articleCategoriesByIds, articleSummariesByIds } from "./articles.ts";
import { eventSummariesByIds } from "./event-summaries.ts";
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

const loaders: Record<PickerKind, Loader> = {
  image: (db, ids, lang) => loadImages(db, ids, lang),
  venue: venueSummariesByIds,
  article: articleSummariesByIds,
  category: (db, ids, lang) => articleCategoriesByIds(db, ids, lang),
  event: eventSummariesByIds,
  form: formsByIds,
};

/** The content with the looked-up object beside every picked id, for every kind of picker. */
export async function resolveModulePickers(db: Db, sections: Section[], lang: Lang, options: PickerOptions): Promise<Section[]> {
  const found = await Promise.all(pickerKinds.map((kind) => loaders[kind](db, [...pickedIds(sections, kind)], lang, options)));
  return pickerKinds.reduce((resolved, kind, index) => attachResolved(resolved, kind, found[index]), sections);
}
