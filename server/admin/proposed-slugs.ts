// Without JavaScript the admin's form posts an empty slug when the editor left it so: the server then
// proposes it from the item's title (shared/lib/slug-from-title.ts), the same proposal the form makes
// while typing. A page's path is its parent's path and the slug; the home page keeps its empty path.
import { eq } from "drizzle-orm";
import { languages, type Lang, type Localized } from "../../shared/lib/localized.ts";
import { pagePathFromTitle, slugFromTitle } from "../../shared/lib/slug-from-title.ts";
import type { AdminResource, AdminValues } from "../../src/admin/define-resource.ts";
import type { Db } from "../db/client.ts";
import { pages } from "../db/schema.ts";

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);
const isEmpty = (value: unknown) => value === undefined || value === "";

/** The values with each empty slug (or page path) proposed from the title; anything malformed is left for the schema to name. */
export async function withProposedSlugs(db: Db, resource: AdminResource, raw: unknown, id: number | null): Promise<unknown> {
  if (!isRecord(raw)) return raw;
  const field = resource.fields.find((candidate) => candidate.name === (resource.name === "pages" ? "path" : "slug"));
  if (!field || field.kind !== "text") return raw;
  const current = raw[field.name];
  const emptyLanguages = field.localized ? (isRecord(current) ? languages.filter((lang) => isEmpty(current[lang])) : []) : isEmpty(current) ? (["de"] as Lang[]) : [];
  if (emptyLanguages.length === 0) return raw;
  const values = raw as AdminValues;
  const titleIn = (lang: Lang) => {
    try {
      return resource.title(values, lang);
    } catch {
      return "";
    }
  };
  if (resource.name === "pages") {
    if (id !== null && (await pathOf(db, id))?.de === "") return raw;
    const parentPath = typeof values.parent === "number" ? await pathOf(db, values.parent) : null;
    const proposed = { ...(current as Localized) };
    for (const lang of emptyLanguages) proposed[lang] = pagePathFromTitle(parentPath?.[lang] ?? "", titleIn(lang));
    return { ...raw, path: proposed };
  }
  const maximum = field.maxLength ?? 120;
  if (!field.localized) return { ...raw, [field.name]: slugFromTitle(titleIn("de"), maximum) };
  const proposed = { ...(current as Localized) };
  for (const lang of emptyLanguages) proposed[lang] = slugFromTitle(titleIn(lang), maximum);
  return { ...raw, [field.name]: proposed };
}

async function pathOf(db: Db, id: number): Promise<Localized | null> {
  const [row] = await db.select({ path: pages.path }).from(pages).where(eq(pages.id, id));
  return row?.path ?? null;
}
