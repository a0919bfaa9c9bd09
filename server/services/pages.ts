// CMS pages: lookup by localized path, visibility rules, versions, breadcrumb and siblings. What
// visitors see of a page besides its modules (the row, breadcrumb, siblings, image) is kept in memory
// until a content change (content-cache.ts); the modules' online windows and pickers are applied per
// request. Editors always read afresh (they see offline pages and versions).
import { and, asc, eq, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { pages, pageVersions } from "../db/schema.ts";
import type { PageData } from "../../shared/api/types.ts";
import { pick, type Lang, type Localized } from "../../shared/lib/localized.ts";
import { localizedUrl } from "../../src/lib/urls.ts";
import { loadImages } from "./module-images.ts";
import { resolveModulePickers } from "./module-pickers.ts";
import { findPageDraft } from "./page-drafts.ts";
import { headVersion } from "./page-versions.ts";
import { sectionsVisibleNow } from "./visible-content.ts";
import { cachedContent } from "./content-cache.ts";
import { isPageShown } from "./page-online-window.ts";

type PageRow = typeof pages.$inferSelect;

/** Normalises a requested page path: no leading/trailing slashes, no empty segments. */
export function normalizePagePath(path: string): string {
  return path.split("/").filter(Boolean).join("/");
}

async function findByPath(db: Db, lang: Lang, path: string): Promise<PageRow | undefined> {
  const rows = await db
    .select()
    .from(pages)
    .where(sql`${pages.path}->>${lang} = ${path}`)
    .limit(1);
  return rows[0];
}

/** Home → parents → the page itself, found with one recursive query. */
async function ancestry(db: Db, page: PageRow): Promise<{ id: number; title: Localized; path: Localized }[]> {
  const result = await db.execute<{ id: number; title: Localized; path: Localized; depth: number }>(sql`
    with recursive chain(id, parent_id, title, path, depth) as (
      select id, parent_id, title, path, 0 from pages where id = ${page.id}
      union all
      select p.id, p.parent_id, p.title, p.path, chain.depth + 1
      from pages p join chain on p.id = chain.parent_id
      where chain.depth < 20
    )
    select id, title, path, depth from chain order by depth desc`);
  return result.rows;
}

async function ogImageOf(db: Db, imageId: number | null, lang: Lang) {
  return imageId ? ((await loadImages(db, [imageId], lang)).get(imageId) ?? null) : null;
}

/** The page's ancestors, its siblings (online ones only for visitors) and its Open Graph image. */
async function pageFrame(db: Db, page: PageRow, lang: Lang, isEditor: boolean) {
  const [chain, siblingRows, ogImage] = await Promise.all([
    ancestry(db, page),
    db
      .select({ id: pages.id, title: pages.title, path: pages.path, isOnline: pages.isOnline, onlineFrom: pages.onlineFrom, onlineTo: pages.onlineTo })
      .from(pages)
      .where(
        and(
          page.parentId === null ? sql`${pages.parentId} is null` : eq(pages.parentId, page.parentId),
          isEditor ? undefined : eq(pages.isOnline, true),
        ),
      )
      .orderBy(asc(pages.position), asc(pages.id)),
    ogImageOf(db, page.ogImageId, lang),
  ]);
  return { chain, siblingRows, ogImage };
}

/** The breadcrumb's first item; the home page's own title is its SEO title, too long for a crumb. */
const HOME_LABEL: Localized = { de: "Startseite", en: "Home" };

/**
 * The page at `path` in `lang` as visitors (or, with `isEditor`, editors) see it, or null when there
 * is none or it is offline for this viewer. Editors may ask for a stored version or the draft, and
 * learn the draft's state; visitors always get the published content.
 */
export async function getPage(
  db: Db,
  options: { lang: Lang; path: string; isEditor: boolean; versionId?: number; now: Date; /** Editors: the draft's sections instead of the published ones (edit mode, preview). */ draft?: boolean },
): Promise<PageData | null> {
  const { lang, isEditor } = options;
  const path = normalizePagePath(options.path);
  const page = await (isEditor ? findByPath(db, lang, path) : cachedContent(db, `page:${lang}:${path}`, () => findByPath(db, lang, path)));
  if (!page || !isPageShown(page, isEditor, options.now)) return null;

  let content = page.content;
  let title = page.title;
  let versionId: number | null = null;
  if (options.versionId !== undefined && isEditor) {
    const versions = await db
      .select()
      .from(pageVersions)
      .where(and(eq(pageVersions.pageId, page.id), eq(pageVersions.id, options.versionId)))
      .limit(1);
    if (!versions[0]) return null;
    content = versions[0].content;
    title = versions[0].title;
    versionId = versions[0].id;
  }

  const draft = isEditor ? await findPageDraft(db, page.id, lang) : null;
  if (draft && options.draft && versionId === null) content = { ...content, [lang]: draft.content };

  // Independent of each other once the page is known: read at once, not one after another.
  const [{ chain, siblingRows, ogImage }, modules, head] = await Promise.all([
    isEditor ? pageFrame(db, page, lang, true) : cachedContent(db, `page-frame:${lang}:${page.id}`, () => pageFrame(db, page, lang, false)),
    resolveModulePickers(db, isEditor ? (content[lang] ?? []) : sectionsVisibleNow(content[lang] ?? [], options.now), lang, { isEditor, now: options.now }),
    isEditor ? headVersion(db, page.id, lang) : null,
  ]);
  const breadcrumb = chain
    .filter((entry) => entry.path.de !== "")
    .map((entry) => ({ title: pick(entry.title, lang), url: localizedUrl(lang, entry.path[lang]) }));
  if (page.path.de !== "") breadcrumb.unshift({ title: HOME_LABEL[lang], url: localizedUrl(lang, "") });

  return {
    id: page.id,
    urls: { de: localizedUrl("de", page.path.de), en: localizedUrl("en", page.path.en) },
    content_type: page.contentType,
    title: pick(title, lang),
    headline: pick(page.headline, lang) || pick(title, lang),
    is_online: page.isOnline,
    is_clickable: page.isClickable,
    in_menu: page.inMenu,
    in_footer: page.inFooter,
    is_landing_page: page.isLandingPage,
    meta_title: pick(page.metaTitle, lang),
    meta_description: pick(page.metaDescription, lang),
    og_title: pick(page.ogTitle, lang),
    og_description: pick(page.ogDescription, lang),
    og_type: page.ogType,
    og_image: ogImage,
    parent: page.parentId,
    settings_url: `/admin/pages/${page.id}`,
    modules,
    breadcrumb,
    siblings: siblingRows.filter((row) => isPageShown(row, isEditor, options.now)).map((row) => ({
      id: row.id,
      title: pick(row.title, lang),
      urls: { de: localizedUrl("de", row.path.de), en: localizedUrl("en", row.path.en) },
    })),
    version_id: versionId,
    head_version: head,
    draft: draft?.state ?? null,
  };
}
