// A restore from the version banner (?v=) goes on to edit mode, which then says what was restored.
// The note crosses that navigation in the tab's session storage and is read once.
import type { Lang } from "../../../shared/lib/localized.ts";

const keyOf = (pageId: number, lang: Lang) => `kulisse:restored:${pageId}:${lang}`;

/** Remembers that version `number` of the page was restored, for the editor about to open. */
export function noteRestored(pageId: number, lang: Lang, number: number): void {
  try {
    sessionStorage.setItem(keyOf(pageId, lang), String(number));
  } catch {
    // No storage (private mode, a policy): the restore happened all the same, only unannounced.
  }
}

/** The number of the version restored just before edit mode opened, once; null otherwise. */
export function takeRestored(pageId: number, lang: Lang): number | null {
  try {
    const stored = sessionStorage.getItem(keyOf(pageId, lang));
    if (stored === null) return null;
    sessionStorage.removeItem(keyOf(pageId, lang));
    return /^\d+$/.test(stored) ? Number(stored) : null;
  } catch {
    return null;
  }
}
