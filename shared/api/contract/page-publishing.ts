// Publishing a page's draft (issue 25 "drafts that publish on purpose"): saves of the page editor go
// to the page's draft in their language; these calls make it what visitors see, now or at a set
// time, or throw it away. Each names the version the editor sees as newest, like a save (409 stale).
import { nullable, object, optional, refine, size, string } from "superstruct";
import { endpoint } from "../endpoint.ts";
import type { PublishingAnswer } from "../page-draft-types.ts";
import { id, langSchema } from "../schemas.ts";

/** An ISO 8601 date and time with its offset ("2027-03-01T18:00:00+01:00" or "…Z"). */
export const instant = refine(size(string(), 1, 40), "date and time", (value) =>
  (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:\d{2})$/.test(value) && !Number.isNaN(Date.parse(value))) || "must be a date and time in ISO 8601 with an offset, e.g. 2027-03-01T18:00:00+01:00",
);

export const pagePublishingContract = {
  /**
   * Publishes the draft of page `id` in `lang`: now when `publish_at` is absent, null or not in the
   * future, otherwise it is scheduled then. 409 stale base (StaleSaveBody) or no draft (`no_draft`).
   */
  publishPage: endpoint<PublishingAnswer>()({
    method: "POST",
    path: "/:lang/pageeditor-api/page-publishing/:id/publish",
    input: object({ lang: langSchema, id, base_version: nullable(id), publish_at: optional(nullable(instant)) }),
    access: "editPages",
    status: 200,
  }),
  /** Takes back the scheduled publish of the draft (the draft stays). 409 no draft, 400 not scheduled. */
  unschedulePage: endpoint<PublishingAnswer>()({
    method: "DELETE",
    path: "/:lang/pageeditor-api/page-publishing/:id/schedule",
    input: object({ lang: langSchema, id }),
    access: "editPages",
  }),
  /** Deletes the draft: the page is its published content again. 409 stale base or no draft. */
  discardPageDraft: endpoint<PublishingAnswer>()({
    method: "POST",
    path: "/:lang/pageeditor-api/page-publishing/:id/discard",
    input: object({ lang: langSchema, id, base_version: nullable(id) }),
    access: "editPages",
    status: 200,
  }),
};
