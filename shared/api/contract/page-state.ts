// The page's state for the staff bar and the editor's toolbar (issue 25 points 1 and 10): is it
// published, does a draft wait, is it offline or scheduled, and is the other language behind.
import { object } from "superstruct";
import { endpoint } from "../endpoint.ts";
import type { Lang } from "../../lib/localized.ts";
import { id, langSchema } from "../schemas.ts";

/**
 * One state, the first rule that holds (server/services/page-edit-state.ts):
 * - "offline": the page is switched off, or its online window has ended (offline wins);
 * - "scheduled": its draft has a publish time, or its online window starts in the future;
 * - "draft": a draft with unpublished changes waits (a page_drafts row in this language);
 * - "published": visitors see what editors see.
 */
export type PageStatus = "published" | "draft" | "offline" | "scheduled";

export interface PageEditState {
  page_id: number;
  lang: Lang;
  status: PageStatus;
  /** What visitors get right now: switched on and inside the online window. */
  is_online: boolean;
  online_from: string | null;
  online_to: string | null;
  /** When "scheduled" takes effect: the draft's publish time, else the window's start; null otherwise. */
  scheduled_at: string | null;
  draft: { updated_at: string; author: string; publish_at: string | null } | null;
  /** The newest publish in this language (a page_versions row of kind "publish"). */
  last_publish: { number: number; published_at: string; author: string } | null;
  other_language: {
    lang: Lang;
    url: string;
    last_published_at: string | null;
    /** Its last publish is older than this language's last publish. */
    behind: boolean;
  };
}

export const pageStateContract = {
  /** 404 for an unknown page; editors only. */
  pageEditState: endpoint<PageEditState>()({
    method: "GET",
    path: "/:lang/pageeditor-api/page-state/:id",
    input: object({ lang: langSchema, id }),
    access: "editPages",
  }),
};
