// The hub's list of unpublished drafts (issue 25): a read for editors and admins, like the other
// parts of the hub (contract/dashboard.ts).
import { object, optional } from "superstruct";
import { endpoint } from "../endpoint.ts";
import { langSchema, wholeNumber } from "../schemas.ts";
import type { UnpublishedDrafts } from "../unpublished-drafts-types.ts";

export const hubDraftsContract = {
  /** Pages with a draft not yet published, newest save first (50 by default, at most 100), titled in the draft's language. */
  dashboardDrafts: endpoint<UnpublishedDrafts>()({
    method: "GET",
    path: "/:lang/pageeditor-api/dashboard/drafts/",
    input: object({ lang: langSchema, limit: optional(wholeNumber(1, 100)) }),
    access: "readDrafts",
  }),
};
