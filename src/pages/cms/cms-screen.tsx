// CMS pages (home, legal pages, the catch-all): the page's modules from the database.
import { useLoaderData } from "react-router";
import { apiFrom, required } from "../../api/loader-api.ts";
import type { PageData } from "../../../shared/api/types.ts";
import { ContentSections, hasDataModules, loadModuleData, type ModuleDataMap } from "../../modules/content-renderer.tsx";
import type { Screen, ScreenLoaderArgs, WithAlternates, WithMeta } from "../screen.ts";
import { Breadcrumb } from "../../components/breadcrumb.tsx";

interface CmsData extends WithAlternates, WithMeta {
  page: PageData;
  moduleData?: Promise<ModuleDataMap>;
}

/** Loads the CMS page at `path`; its data modules stream in afterwards. */
export async function loadCmsPage({ context, lang, request }: ScreenLoaderArgs, path: string): Promise<CmsData> {
  const api = apiFrom(context);
  const version = new URL(request.url).searchParams.get("v");
  const versionId = version && /^\d+$/.test(version) ? Number(version) : undefined;
  const page = await required(api.page({ lang, path, version_id: versionId }), "page");
  return {
    page,
    alternates: page.urls,
    meta: {
      title: page.meta_title || page.title,
      description: page.meta_description,
      ogImage: page.og_image?.url,
      ogType: page.og_type,
    },
    moduleData: hasDataModules(page.modules) ? loadModuleData(page.modules, api, lang) : undefined,
  };
}

function CmsPage() {
  const { page, moduleData } = useLoaderData() as CmsData;
  const startsWithHero = page.modules[0]?.columns[0]?.children[0]?.type === "hero_media";
  return (
    <article className="cms-page">
      {startsWithHero ? (
        <h1 className="visually-hidden">{page.headline}</h1>
      ) : (
        <header className="page-header">
          <Breadcrumb items={page.breadcrumb} />
          <h1 className="page-header__title">{page.headline}</h1>
        </header>
      )}
      <ContentSections sections={page.modules} moduleData={moduleData} />
    </article>
  );
}

export function cmsScreen(pathOf: (args: ScreenLoaderArgs) => string): Screen<CmsData> {
  return { loader: (args) => loadCmsPage(args, pathOf(args)), Component: CmsPage };
}
