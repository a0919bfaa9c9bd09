// Spec "Presence": while the page is open in edit mode a heartbeat every 15 s tells the server, and
// its answer names the other editors and the newest saved state (issue 22: an open editor learns that
// the page changed under it); leaving edit mode says goodbye.
import { useEffect } from "react";
import type { ApiClient } from "../../../shared/api/contract/index.ts";
import type { PresenceAnswer } from "../../../shared/api/editor-types.ts";
import type { Lang } from "../../../shared/lib/localized.ts";

export const PRESENCE_INTERVAL_MS = 15_000;

/** `target` names what is open, e.g. "page:12:de" or "container:event-4:de". */
export function usePresence(api: ApiClient, answered: (answer: PresenceAnswer) => unknown, target: string, lang: Lang) {
  useEffect(() => {
    let active = true;
    const beat = () =>
      api.presence({ lang, target }).then(
        (answer) => active && answered(answer),
        () => {
          // A missed heartbeat only makes the list older; the next one tries again.
        },
      );
    void beat();
    const timer = setInterval(beat, PRESENCE_INTERVAL_MS);
    const leave = () => void api.leavePresence({ lang, target }).catch(() => {});
    window.addEventListener("pagehide", leave);
    return () => {
      active = false;
      clearInterval(timer);
      window.removeEventListener("pagehide", leave);
      leave();
    };
  }, [api, answered, target, lang]);
}
