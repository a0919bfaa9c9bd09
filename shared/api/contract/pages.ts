// Calls of the page editor API that every visitor page needs: pages, navigation, settings, redirects.
import { enums, object, optional, string } from "superstruct";
import { endpoint } from "../endpoint.ts";
import type { Navigation, PageData, RedirectEntry, SiteSettings } from "../types.ts";
import { langSchema, optionalId, queryLang } from "../schemas.ts";

export const pagesContract = {
  page: endpoint<PageData>()({
    method: "GET",
    path: "/:lang/pageeditor-api/page/*path",
    // `draft=1`: editors get the page's unpublished draft (edit mode, preview); visitors the published page.
    input: object({ lang: langSchema, path: string(), version_id: optionalId, draft: optional(enums(["1"])) }),
  }),
  nav: endpoint<Navigation>()({
    method: "GET",
    path: "/:lang/pageeditor-api/nav",
    input: object({ lang: langSchema }),
  }),
  settings: endpoint<SiteSettings>()({
    method: "GET",
    path: "/pageeditor-api/settings",
    // The spec's path has no language; `?lang=en` asks for the English HTML blocks (German otherwise).
    input: object({ lang: queryLang }),
  }),
  redirects: endpoint<RedirectEntry[]>()({
    method: "GET",
    path: "/:lang/pageeditor-api/redirect",
    input: object({ lang: langSchema }),
  }),
};
