// A content save and a delete must not cross: a save that newly places an item (an image, a venue, an
// article …) or links to a page locks that row for share in its transaction, so a delete — which locks
// the row for update before it asks where it is used — either waits and then sees the new use, or has
// already removed the row and the save is refused (400, the field named). Images need alt text in
// both languages to be placed (issue 13). What was placed before keeps working, so old content never
// blocks an unrelated edit.
import { inArray, or, sql } from "drizzle-orm";
import { badRequest } from "../../../shared/api/api-error.ts";
import { isPlaceable } from "../../../shared/api/image-sources.ts";
import type { Section } from "../../../shared/api/page-content.ts";
import type { HeldReference } from "../../../shared/fields/references-of.ts";
import type { Lang } from "../../../shared/lib/localized.ts";
import type { Tx } from "../../db/client.ts";
import { images, pages } from "../../db/schema.ts";
import { contentReferences } from "./content-references.ts";
import { kindOf } from "./foreign-key-uses.ts";
import { siteAddressOf } from "./site-addresses.ts";
import { tableOf } from "./uses-of.ts";

/** Locks the images `placed` names; 400 at the first that is missing or has no alt text in de and en. */
async function lockImages(tx: Tx, placed: HeldReference[], prefix: string): Promise<void> {
  const rows = await tx
    .select({ id: images.id, alt: images.alt })
    .from(images)
    .where(inArray(images.id, [...new Set(placed.map((reference) => reference.id))]))
    .for("share");
  const byId = new Map(rows.map((row) => [row.id, row]));
  for (const reference of placed) {
    const row = byId.get(reference.id);
    const field = `${prefix}.${reference.path}`;
    if (!row) throw badRequest(field, `image ${reference.id} does not exist`);
    if (!isPlaceable({ de: row.alt.de ?? "", en: row.alt.en ?? "" })) throw badRequest(field, `image ${reference.id} needs alt text in German and English before it can be placed`);
  }
}

/** Locks the items of one target `placed` names; 400 at the first that does not exist. */
async function lockItems(tx: Tx, placed: HeldReference[], prefix: string): Promise<void> {
  const table = tableOf(placed[0].to);
  const rows = await tx
    .select({ id: table.id })
    .from(table)
    .where(inArray(table.id, [...new Set(placed.map((reference) => reference.id))]))
    .for("share");
  const found = new Set(rows.map((row) => row.id as number));
  const missing = placed.find((reference) => !found.has(reference.id));
  if (missing) throw badRequest(`${prefix}.${missing.path}`, `${kindOf(table).replace(/_/g, " ")} ${missing.id} does not exist`);
}

/** Locks the pages at the site addresses `after` newly links to (a link elsewhere is not checked). */
async function lockLinkedPages(tx: Tx, addresses: string[]): Promise<void> {
  const conditions = addresses.flatMap((address) => {
    const [, lang, path] = /^\/(de|en)(?:\/(.*))?$/.exec(address) ?? [];
    return lang ? [sql`${pages.path}->>${lang} = ${path ?? ""}`] : [];
  });
  if (conditions.length) await tx.select({ id: pages.id }).from(pages).where(or(...conditions)).for("share");
}

/** Checks and locks what `after` (content in `lang`) places or links to anew, compared with `before`. */
export async function lockPlacedReferences(tx: Tx, lang: Lang, before: readonly Section[], after: readonly Section[], prefix = "sections"): Promise<void> {
  const old = contentReferences(before);
  const known = new Set(old.references.map((reference) => `${reference.to}:${reference.id}`));
  const held = contentReferences(after);
  const placed = held.references.filter((reference) => !known.has(`${reference.to}:${reference.id}`));
  for (const to of new Set(placed.map((reference) => reference.to))) {
    const ofTarget = placed.filter((reference) => reference.to === to);
    await (to === "image" ? lockImages(tx, ofTarget, prefix) : lockItems(tx, ofTarget, prefix));
  }
  const linked = new Set(old.links.map((link) => link.target));
  const addresses = held.links.filter((link) => !linked.has(link.target)).flatMap((link) => siteAddressOf(link.target, lang) ?? []);
  await lockLinkedPages(tx, [...new Set(addresses)]);
}
