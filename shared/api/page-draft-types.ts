// A page's unpublished draft in one language as editors see it (issue 25 "drafts that publish on
// purpose"): visitors keep the published content until an editor publishes the draft.
import type { PageVersionSummary } from "./editor-types.ts";

/** The draft's state: who changed it last and when, and when it is scheduled to go live. */
export interface PageDraftState {
  /** ISO 8601; null: published only by pressing "Veröffentlichen". */
  publish_at: string | null;
  /** ISO 8601 of the draft's last save. */
  updated_at: string;
  /** Who saved it last; "" when the account is gone. */
  author: string;
}

/** The answer of publish, schedule and discard: the page's newest version and the draft left (null: none). */
export interface PublishingAnswer {
  version: PageVersionSummary;
  draft: PageDraftState | null;
}
