// Whether the page's script runs: false on the server and while hydrating (so the HTML matches),
// true afterwards. Parts that need JavaScript (uploads, dialogs) appear only then.
import { useSyncExternalStore } from "react";

const noop = () => () => {};

export function useHydrated(): boolean {
  return useSyncExternalStore(
    noop,
    () => true,
    () => false,
  );
}
