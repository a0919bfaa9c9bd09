// Calls of the page editor API that every visitor page needs: pages, navigation, settings, redirects.
import { object, string } from "superstruct";
import { endpoint } from "../endpoint.ts";
import type { Navigation, PageData, RedirectEntry, SiteSettings } from "../types.ts";
import { langSchema, optionalId } from "../schemas.ts";

export const pagesContract = {
  page: endpoint<PageData>()({
    method: "GET",
    path: "/:lang/pageeditor-api/page/*path",
    input: object({ lang: langSchema, path: string(), version_id: optionalId }),
  }),
  nav: endpoint<Navigation>()({
    method: "GET",
    path: "/:lang/pageeditor-api/nav",
    input: object({ lang: langSchema }),
  }),
  settings: endpoint<SiteSettings>()({
    method: "GET",
    path: "/pageeditor-api/settings",
    input: object({}),
  }),
  redirects: endpoint<RedirectEntry[]>()({
    method: "GET",
    path: "/:lang/pageeditor-api/redirect",
    input: object({ lang: langSchema }),
  }),
};
