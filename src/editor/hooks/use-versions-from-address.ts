// `?edit&versions` (the staff bar's "Versionen") opens edit mode with the versions dialog open.
import { useEffect } from "react";
import type { EditorStore } from "../store/editor-store.ts";

export function useVersionsFromAddress(store: EditorStore, hasVersions: boolean): void {
  useEffect(() => {
    if (hasVersions && new URLSearchParams(window.location.search).has("versions")) store.state.versions = {};
  }, [store, hasVersions]);
}
