// The toolbar's line on the other language (issue 25 point 10), read again after each save or
// publish (a new head version), so that the hint follows what this editor just did.
import { TranslationHint } from "../../components/staff-bar/translation-hint.tsx";
import { usePageEditState } from "../../components/staff-bar/use-page-edit-state.ts";

export function ToolbarTranslationHint({ pageId, headVersionId }: { pageId: number; headVersionId: number | null }) {
  const state = usePageEditState(pageId, headVersionId);
  return state ? <TranslationHint state={state} /> : null;
}
