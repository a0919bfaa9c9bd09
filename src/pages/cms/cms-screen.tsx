// CMS pages (home, legal pages, the catch-all): the page's modules from the database.
import { useLoaderData } from "react-router";
import { apiFrom, required } from "../../api/loader-api.ts";
import type { PageData } from "../../../shared/api/types.ts";
import { ContentSections, hasDataModules, loadModuleData, type ModuleDataMap } from "../../modules/content-renderer.tsx";
import type { Screen, ScreenLoaderArgs, WithAlternates, WithMeta } from "../screen.ts";
import { Breadcrumb } from "../../components/breadcrumb.tsx";
import { startsWithPageHeader } from "../../modules/page-header.ts";
import { loadRenderingsOf } from "../../modules/renderings.ts";
import { EditorMount } from "./editor-mount.tsx";
import { VersionBannerMount } from "./version-banner-mount.tsx";
import type { EditorUser } from "../../../shared/api/content-types.ts";
import { editorFor } from "../edit-mode.ts";
import { StaffEditTarget } from "../../components/staff-bar/staff-target.tsx";
import { useLang } from "../../i18n/index.tsx";
import { singleImageFile } from "../../../shared/api/image-sources.ts";
import { stickyLinksOf, type StickyLink } from "../../modules/sticky-links.ts";

interface CmsData extends WithAlternates, WithMeta {
  page: PageData;
  /** The first module stands in for the page header (a hero renders the h1). */
  startsWithHero: boolean;
  moduleData?: Promise<ModuleDataMap>;
  /** The logged-in editor, when the address asks for edit mode (`?edit`). */
  editor: EditorUser | null;
}

/** The page's data with its modules' sticky link items, which the site's sticky navigation shows. */
export interface CmsScreenData extends CmsData {
  stickyLinks: StickyLink[];
}

/** Loads the CMS page at `path`; its data modules stream in afterwards. */
export async function loadCmsPage({ context, lang, request }: ScreenLoaderArgs, path: string): Promise<CmsData> {
  const api = apiFrom(context);
  const url = new URL(request.url);
  const version = url.searchParams.get("v");
  const versionId = version && /^\d+$/.test(version) ? Number(version) : undefined;
  // Edit mode and the preview (`?preview`) show an editor the page's draft; visitors get the published page either way.
  const draft = url.searchParams.has("edit") || url.searchParams.has("preview") ? "1" : undefined;
  const [page, editor] = await Promise.all([required(api.page({ lang, path, version_id: versionId, draft }), "page"), editorFor(api, lang, url)]);
  // The page's module types, before anything asks them (the browser loads each type's chunk).
  await loadRenderingsOf(page.modules);
  return {
    page,
    startsWithHero: startsWithPageHeader(page.modules),
    alternates: page.urls,
    meta: {
      title: page.meta_title || page.title,
      description: page.meta_description,
      ogImage: page.og_image ? singleImageFile(page.og_image).url : undefined,
      ogType: page.og_type,
    },
    moduleData: hasDataModules(page.modules) ? loadModuleData(page.modules, api, lang) : undefined,
    // A stored version (?v=) is viewed, not edited: restoring it is the editor's way back.
    editor: versionId === undefined ? editor : null,
  };
}

function CmsPage() {
  const { page, startsWithHero, moduleData, editor } = useLoaderData() as CmsData;
  const lang = useLang();
  return (
    <article className="cms-page">
      <StaffEditTarget kind="page" id={page.id} />
      {page.version_id !== null ? <VersionBannerMount page={page} lang={lang} /> : null}
      {/* A leading hero is the page's header, its headline the page's one <h1>; the trail goes
          above it, in a bar of its own, so that it does not sit on the picture. */}
      {startsWithHero ? (
        page.breadcrumb.length > 1 ? (
          <div className="page-trail">
            <Breadcrumb items={page.breadcrumb} />
          </div>
        ) : null
      ) : (
        <header className="page-header">
          <Breadcrumb items={page.breadcrumb} />
          <h1 className="page-header__title">{page.headline}</h1>
        </header>
      )}
      {editor ? <EditorMount target={{ kind: "page", page }} lang={lang} user={editor} moduleData={moduleData} /> : <ContentSections sections={page.modules} moduleData={moduleData} />}
    </article>
  );
}

export function cmsScreen(pathOf: (args: ScreenLoaderArgs) => string): Screen<CmsScreenData> {
  return {
    // Found here, with the module registry this chunk has anyway, so that the shell needs no registry.
    async loader(args) {
      const data = await loadCmsPage(args, pathOf(args));
      return { ...data, stickyLinks: stickyLinksOf(data.page.modules) };
    },
    Component: CmsPage,
  };
}
