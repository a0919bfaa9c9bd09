// The page settings panel of the inline editor (issue 25): a page's own fields (title, address,
// SEO, social image, online window, menu placement) read and written in place, with the admin page
// form's fields and checks (src/admin/resources/pages.ts). A refused value answers the admin's 400
// (`field` "values.<name>", `reason`, every `failures`), and nothing is written.
import { object, record, size, string, unknown } from "superstruct";
import { endpoint } from "../endpoint.ts";
import type { MediaImage } from "./media.ts";
import { id, langSchema } from "../schemas.ts";

export interface PageSettings {
  id: number;
  /** The values of the admin's page form. */
  values: Record<string, unknown>;
  /** The page's address in the asked language (after a slug change, the new one). */
  url: string;
  /** The stored social image, for the chooser's preview. */
  images: { og_image: MediaImage | null };
}

export const pageSettingsContract = {
  pageSettings: endpoint<PageSettings>()({
    method: "GET",
    path: "/:lang/pageeditor-api/page-settings/:id",
    input: object({ lang: langSchema, id }),
    access: "editPages",
  }),
  /** Writes every field at once; a changed path moves the pages below and answers 301 from the old addresses. */
  savePageSettings: endpoint<PageSettings>()({
    method: "PUT",
    path: "/:lang/pageeditor-api/page-settings/:id",
    input: object({ lang: langSchema, id, values: record(size(string(), 1, 64), unknown()) }),
    access: "editPages",
  }),
};
