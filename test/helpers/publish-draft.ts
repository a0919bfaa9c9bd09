// Saves go to a page's draft (issue 25); tests that check what visitors, the search or where-used see
// publish the draft after the save, as an editor presses "Veröffentlichen".
import assert from "node:assert/strict";
import type { PublishingAnswer } from "../../shared/api/page-draft-types.ts";

type Call = (method: string, path: string, body?: unknown) => Promise<{ status: number; body: unknown }>;

/** Publishes the draft of page `pageId` in `lang` on `base` (the save's version); answers the publish version's id. */
export async function publishDraft(call: Call, pageId: number, base: number | null, lang = "de"): Promise<number> {
  const { status, body } = await call("POST", `/${lang}/pageeditor-api/page-publishing/${pageId}/publish`, { base_version: base });
  assert.equal(status, 200, JSON.stringify(body));
  return (body as PublishingAnswer).version.id;
}
