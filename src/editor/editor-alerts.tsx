// Spec §4: a 'save' alert after saving, an 'error' alert on failure, each for 4000 ms; and the polite
// live region that announces moves and other changes; and the notice, kept until the next save, that
// another editor saved the page under unsaved changes. The regions exist from the start, so screen
// readers pick up what is put into them.
import { useEffect } from "react";
import { useSnapshot } from "valtio";
import { useEditor } from "./editor-context.tsx";
import { translator } from "../i18n/index.tsx";

export const ALERT_DURATION_MS = 4000;

export function EditorAlerts() {
  const { store, lang } = useEditor();
  const t = translator(lang);
  const { alert, announcement, savedElsewhere } = useSnapshot(store.state);
  useEffect(() => {
    if (!alert) return;
    const timer = setTimeout(() => store.clearAlert(alert.serial), ALERT_DURATION_MS);
    return () => clearTimeout(timer);
  }, [alert, store]);
  return (
    <>
      <div className="visually-hidden" aria-live="polite" data-editor-announcement>
        {announcement}
      </div>
      <div role="status" className={`editor-notice${savedElsewhere ? " editor-notice--shown" : ""}`} data-editor-notice>
        {savedElsewhere ? t("merge.savedElsewhere", { author: savedElsewhere.author || t("editor.anotherAccount") }) : null}
      </div>
      <div role="status" className={`editor-alert${alert?.kind === "save" ? " editor-alert--save" : ""}`} data-editor-alert="save">
        {alert?.kind === "save" ? alert.text : null}
      </div>
      <div role="alert" className={`editor-alert${alert?.kind === "error" ? " editor-alert--error" : ""}`} data-editor-alert="error">
        {alert?.kind === "error" ? alert.text : null}
      </div>
    </>
  );
}
