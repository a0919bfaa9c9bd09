// Spec §2 "editor mode is active when the address has an edit query parameter" — for editors only.
// Every screen with editable content (CMS pages, the containers of event and production pages) asks here.
import { isApiError } from "../../shared/api/api-error.ts";
import type { ApiClient } from "../../shared/api/contract/index.ts";
import type { EditorUser } from "../../shared/api/content-types.ts";
import type { Lang } from "../../shared/lib/localized.ts";

/** The logged-in editor when the address has `?edit`; null for visitors (401/403) and without `?edit`. */
export async function editorFor(api: ApiClient, lang: Lang, url: URL): Promise<EditorUser | null> {
  if (!url.searchParams.has("edit")) return null;
  try {
    return await api.editorUser({ lang });
  } catch (error) {
    if (isApiError(error) && (error.status === 401 || error.status === 403)) return null;
    throw error;
  }
}
