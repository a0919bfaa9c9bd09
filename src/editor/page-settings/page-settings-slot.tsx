// The page settings of the edited page: the notice of an offline page (visitors do not see it; how
// to switch it online) and the panel, opened from the toolbar or the notice. Pages only (containers
// have no settings of their own).
import { useSnapshot } from "valtio";
import type { PageData } from "../../../shared/api/types.ts";
import type { Lang } from "../../../shared/lib/localized.ts";
import { useEditor } from "../editor-context.tsx";
import { PageSettingsDialog } from "./page-settings-dialog.tsx";
import { openPageSettings, pageSettingsPanel } from "./panel-state.ts";

export function PageSettingsSlot({ page, lang }: { page: PageData | null; lang: Lang }) {
  const { store, t } = useEditor();
  const panel = useSnapshot(pageSettingsPanel);
  if (!page) return null;
  const isOnline = panel.saved ? panel.saved.isOnline : page.is_online;
  return (
    <>
      {isOnline ? null : (
        <div className="page-settings-notice" data-offline-notice>
          <p className="page-settings-notice__text">{t("pageSettings.offline")}</p>
          <button type="button" className="editor-button" data-control="open-page-settings" onClick={openPageSettings}>
            {t("pageSettings.open")}
          </button>
        </div>
      )}
      {panel.open ? (
        <PageSettingsDialog
          pageId={page.id}
          lang={lang}
          onClose={() => (pageSettingsPanel.open = false)}
          onSaved={(saved) => {
            pageSettingsPanel.saved = { isOnline: saved.values.is_online === true, onlineFrom: String(saved.values.online_from ?? ""), onlineTo: String(saved.values.online_to ?? "") };
            pageSettingsPanel.open = false;
            store.showAlert("save", t("pageSettings.saved"));
          }}
        />
      ) : null}
    </>
  );
}
