// The page's state (shared/api/contract/page-state.ts) for the staff bar and the editor's toolbar;
// read again when `refresh` changes (the editor passes its head version: a save or publish).
import { useEffect, useState } from "react";
import type { PageEditState } from "../../../shared/api/contract/page-state.ts";
import { useApi } from "../../api/loader-api.ts";
import { useLang } from "../../i18n/index.tsx";

/** Null while loading, without a page, or when the state cannot be read. */
export function usePageEditState(pageId: number | null, refresh: unknown = null): PageEditState | null {
  const api = useApi();
  const lang = useLang();
  const [state, setState] = useState<PageEditState | null>(null);
  useEffect(() => {
    if (pageId === null) return;
    let current = true;
    api.pageEditState({ lang, id: pageId }).then(
      (loaded) => current && setState(loaded),
      (error: unknown) => console.info("page state unavailable", error),
    );
    return () => {
      current = false;
      setState(null);
    };
  }, [api, lang, pageId, refresh]);
  return state;
}
