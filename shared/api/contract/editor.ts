// Reads of the page editor API: who is editing, and the editable containers attached to objects.
import { object } from "superstruct";
import { endpoint } from "../endpoint.ts";
import type { ContainerData, EditorUser } from "../content-types.ts";
import { langSchema } from "../schemas.ts";
import { containerSlug } from "./input-schemas.ts";

export const editorContract = {
  /** 401 for visitors who are not logged in (the editor then opens its login modal). */
  editorUser: endpoint<EditorUser>()({
    method: "GET",
    path: "/:lang/pageeditor-api/user",
    input: object({ lang: langSchema }),
    access: "editPages",
  }),
  /** 404 when there is no container with this slug (the editor then creates one). */
  container: endpoint<ContainerData>()({
    method: "GET",
    path: "/:lang/pageeditor-api/container/by-slug/:slug",
    input: object({ lang: langSchema, slug: containerSlug }),
  }),
};
